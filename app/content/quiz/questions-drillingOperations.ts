import type { QuizQuestion } from "./types";

/** Drilling operations: 8 questions. */
export const drillingOperationsQuestions = [
  {
    id: "dr-01",
    domain: "drillingOperations",
    difficulty: 1,
    prompt: {
      en: "The hydrogen sulphide (H₂S) alarm sounds on a geothermal drilling rig. What should crew members without a rescue role do?",
      is: "Brennisteinsvetnisviðvörun (H₂S) fer í gang á jarðbor við jarðhitaborun. Hvað eiga starfsmenn sem ekki hafa björgunarhlutverk að gera?",
      tr: "Bir jeotermal sondaj kulesinde hidrojen sülfür (H₂S) alarmı çalıyor. Kurtarma görevi olmayan ekip üyeleri ne yapmalıdır?",
    },
    options: [
      {
        en: "Move downwind to the lowest ground near the rig and wait there",
        is: "Fara undan vindi niður á lægsta svæðið nálægt bornum og bíða þar",
        tr: "Rüzgâr altına, kuleye yakın en alçak zemine gidip orada beklemek",
      },
      {
        en: "Put on escape breathing apparatus and go upwind to the safe briefing area",
        is: "Setja upp flóttaöndunarbúnað og fara á móti vindi að öruggu söfnunarsvæði",
        tr: "Kaçış solunum cihazını takıp rüzgâr üstündeki güvenli toplanma alanına gitmek",
      },
      {
        en: "Keep working until they can smell the gas to confirm the alarm",
        is: "Halda áfram vinnu þar til þeir finna lykt af gasinu til staðfestingar",
        tr: "Alarmı doğrulamak için gazın kokusunu alana kadar çalışmaya devam etmek",
      },
      {
        en: "Silence the alarm and wait for a supervisor to take readings",
        is: "Þagga niður í viðvöruninni og bíða eftir að verkstjóri mæli styrkinn",
        tr: "Alarmı susturup bir amirin ölçüm yapmasını beklemek",
      },
    ],
    correct: 1,
    explanation: {
      en: "H₂S is heavier than air and collects in low ground, so crew move upwind or crosswind to the designated muster point, using escape sets where provided. Smell is unreliable because H₂S quickly deadens the sense of smell at dangerous concentrations.",
      is: "H₂S er þyngra en loft og safnast í lægðir, svo starfsmenn fara á móti vindi eða þvert á hann að tilgreindu söfnunarsvæði og nota flóttaöndunarbúnað þar sem hann er til staðar. Ekki má treysta á lyktarskynið, því H₂S lamar það fljótt í hættulegum styrk.",
      tr: "H₂S havadan ağırdır ve alçak yerlerde birikir; bu nedenle ekip, varsa kaçış setlerini kullanarak rüzgâr üstüne veya rüzgâra dik yönde belirlenmiş toplanma noktasına gider. Koku güvenilir değildir, çünkü H₂S tehlikeli derişimlerde koku alma duyusunu hızla köreltir.",
    },
  },
  {
    id: "dr-02",
    domain: "drillingOperations",
    difficulty: 1,
    prompt: {
      en: "While drilling the production section of a geothermal well, all drilling-fluid returns to surface are suddenly lost. What does this usually indicate?",
      is: "Við borun vinnsluhluta jarðhitaholu tapast skyndilega allur skolvökvi og ekkert skilar sér upp á yfirborð. Hvað bendir það yfirleitt til?",
      tr: "Bir jeotermal kuyunun üretim bölümü delinirken yüzeye dönen sondaj sıvısı aniden tamamen kesiliyor. Bu genellikle neyi gösterir?",
    },
    options: [
      {
        en: "The drill bit is worn out and needs to be replaced",
        is: "Borkrónan er slitin og það þarf að skipta um hana",
        tr: "Matkap aşınmıştır ve değiştirilmesi gerekir",
      },
      {
        en: "The well has entered the impermeable caprock",
        is: "Holan er komin niður í þétt og ólekt þakberg",
        tr: "Kuyu geçirimsiz örtü kayacına girmiştir",
      },
      {
        en: "The pumps are delivering too little flow to lift cuttings",
        is: "Dælurnar skila of litlu rennsli til að lyfta svarfinu",
        tr: "Pompalar sondaj kırıntılarını taşımak için yetersiz debi vermektedir",
      },
      {
        en: "The bit has entered a permeable fracture zone that takes the fluid",
        is: "Borkrónan er komin í lekt sprungusvæði sem tekur við vökvanum",
        tr: "Matkap, sıvıyı alan geçirgen bir çatlak zonuna girmiştir",
      },
    ],
    correct: 3,
    explanation: {
      en: "Total loss of circulation in the production section normally means the bit has cut a permeable fracture or feed zone, which is exactly what the well is targeting. Below the production casing shoe, drilling often continues blind with water or aerated fluid rather than sealing these zones.",
      is: "Algert skoltap í vinnsluhluta holu þýðir venjulega að borað hefur verið í lekt sprungusvæði eða æð, sem er einmitt það sem holan á að ná. Neðan við enda vinnslufóðringar er oft haldið áfram að bora án skolvökvaskila, með vatni eða lofti blönduðum vökva, í stað þess að þétta þessi svæði.",
      tr: "Üretim bölümündeki tam sirkülasyon kaybı, genellikle matkabın kuyunun hedeflediği geçirgen bir çatlak ya da besleme zonunu kestiğini gösterir. Üretim muhafaza borusu pabucunun altında bu zonlar çoğunlukla kapatılmaz; sondaja su veya havalandırılmış sıvıyla, dönüş olmadan devam edilir.",
    },
  },
  {
    id: "dr-03",
    domain: "drillingOperations",
    difficulty: 1,
    prompt: {
      en: "What is the main purpose of the blowout preventer (BOP) stack on a geothermal drilling rig?",
      is: "Hver er megintilgangur öryggislokanna (BOP) á jarðbor við jarðhitaborun?",
      tr: "Bir jeotermal sondaj kulesindeki patlama önleyici (BOP) sisteminin temel amacı nedir?",
    },
    options: [
      {
        en: "To close and seal the well if an uncontrolled influx of fluid or steam occurs",
        is: "Að loka og þétta holuna ef óstjórnlegt innstreymi vökva eða gufu verður",
        tr: "Kontrolsüz bir akışkan veya buhar girişinde kuyuyu kapatıp sızdırmaz hale getirmek",
      },
      {
        en: "To keep the drill string centred in the hole while drilling",
        is: "Að halda borstrengnum fyrir miðju holunnar meðan borað er",
        tr: "Sondaj sırasında sondaj dizisini kuyunun ortasında tutmak",
      },
      {
        en: "To separate steam from water in the returning drilling fluid",
        is: "Að skilja gufu frá vatni í skolvökvanum sem kemur upp úr holunni",
        tr: "Dönen sondaj sıvısındaki buharı sudan ayırmak",
      },
      {
        en: "To cool the drilling fluid before it is pumped back down",
        is: "Að kæla skolvökvann áður en honum er dælt aftur niður",
        tr: "Sondaj sıvısını kuyuya geri basılmadan önce soğutmak",
      },
    ],
    correct: 0,
    explanation: {
      en: "The BOP stack (annular and ram preventers) closes the well around the pipe or across the open hole, so that a kick can be controlled before it becomes a blowout. It is tested regularly and must be rated for the pressure and temperature expected at the wellhead.",
      is: "Öryggislokarnir (hringloki og kjálkalokar) loka holunni utan um borstrenginn eða þvert yfir opna holuna svo að ná megi stjórn á innstreymi áður en það verður að stjórnlausu gosi. Þeir eru prófaðir reglulega og verða að þola þann þrýsting og hita sem búast má við á holutoppi.",
      tr: "BOP sistemi (anüler ve çeneli (ram) önleyiciler) kuyuyu boru çevresinde veya boş kuyuda kapatır; böylece bir kuyu gelmesi patlamaya dönüşmeden kontrol altına alınabilir. Düzenli olarak test edilir ve kuyu başında beklenen basınç ve sıcaklığa uygun sınıfta olmalıdır.",
    },
  },
  {
    id: "dr-04",
    domain: "drillingOperations",
    difficulty: 2,
    prompt: {
      en: "Why are the casing strings of high-temperature geothermal wells normally cemented over their full length, back to surface?",
      is: "Hvers vegna eru fóðurrör í háhitaholum venjulega steypt í alla lengd, upp á yfirborð?",
      tr: "Yüksek sıcaklıklı jeotermal kuyuların muhafaza boruları neden normalde tüm boyları boyunca, yüzeye kadar çimentolanır?",
    },
    options: [
      {
        en: "To add weight so that the casing does not float in the drilling fluid",
        is: "Til að þyngja fóðringuna svo að hún fljóti ekki í borvökvanum",
        tr: "Muhafaza borusunun sondaj sıvısında yüzmemesi için ağırlık eklemek",
      },
      {
        en: "To let the casing expand freely along its length as the well heats up",
        is: "Til að fóðringin geti þanist óhindrað út eftir lengd sinni þegar holan hitnar",
        tr: "Kuyu ısındıkça borunun boyu boyunca serbestçe genleşmesine izin vermek",
      },
      {
        en: "To leave no trapped water that can heat up and collapse the casing, and to restrain it",
        is: "Til að ekkert vatn lokist inni sem hitnar og getur kramið fóðringuna, og til að festa hana",
        tr: "Isınıp boruyu çökertebilecek hapsolmuş su bırakmamak ve boruyu sabitlemek",
      },
      {
        en: "To insulate the casing so that the produced fluid loses much less heat",
        is: "Til að einangra fóðringuna svo að vinnsluvökvinn tapi mun minni varma",
        tr: "Üretilen akışkanın çok daha az ısı kaybetmesi için boruyu yalıtmak",
      },
    ],
    correct: 2,
    explanation: {
      en: "Water trapped between casing and cement, or between casing strings, expands and builds up pressure when heated, which can collapse the inner casing. A continuous cement sheath also restrains the casing's thermal expansion, supports it and protects it from corrosive formation fluids.",
      is: "Vatn sem lokast inni milli fóðringar og steypu, eða milli fóðurröra, þenst út og byggir upp þrýsting þegar það hitnar, sem getur kramið innri fóðringuna. Samfelld steypukápa heldur jafnframt aftur af varmaþenslu fóðringarinnar, styður hana og ver hana gegn tærandi jarðhitavökva.",
      tr: "Muhafaza borusu ile çimento arasında veya iki boru arasında hapsolan su ısındığında genleşir ve basınç oluşturur; bu da içteki boruyu çökertebilir. Kesintisiz bir çimento kılıfı ayrıca borunun ısıl genleşmesini sınırlar, onu destekler ve aşındırıcı formasyon akışkanlarından korur.",
    },
  },
  {
    id: "dr-05",
    domain: "drillingOperations",
    difficulty: 2,
    prompt: {
      en: "Geothermal drillers usually seal lost-circulation zones above the planned production casing shoe, but often drill through losses below it. Why?",
      is: "Jarðhitaborarar þétta yfirleitt skoltapssvæði ofan við fyrirhugaðan enda vinnslufóðringar, en bora oft í gegnum skoltap neðan hans. Hvers vegna?",
      tr: "Jeotermal sondajcılar, planlanan üretim muhafaza borusu pabucunun üstündeki sirkülasyon kaybı zonlarını genellikle kapatır, ancak pabucun altındaki kayıplarda çoğunlukla sondaja devam eder. Neden?",
    },
    options: [
      {
        en: "Lost-circulation material only works at the lower temperatures found higher up in the well",
        is: "Þéttiefni gegn skoltapi virka aðeins við lægri hitann sem er ofar í holunni",
        tr: "Kayıp önleyici malzemeler yalnızca kuyunun üst kısmındaki düşük sıcaklıklarda işe yarar",
      },
      {
        en: "Zones above must be sealed for a sound cement job; zones below are the wanted permeability",
        is: "Svæði ofan við endann þarf að þétta fyrir trausta steypingu; svæðin neðan hans eru lektin sem leitað er að",
        tr: "Pabucun üstündeki zonlar sağlam çimentolama için kapatılmalıdır; alttakiler aranan geçirgenliktir",
      },
      {
        en: "Losses below the shoe stop by themselves once the fluid there reaches its boiling point",
        is: "Skoltap neðan við endann stöðvast af sjálfu sér þegar vökvinn þar nær suðumarki",
        tr: "Pabucun altındaki kayıplar, oradaki akışkan kaynama noktasına ulaşınca kendiliğinden durur",
      },
      {
        en: "Regulations in most countries forbid setting cement plugs below the production casing shoe",
        is: "Reglur í flestum löndum banna steyputappa neðan við enda vinnslufóðringar",
        tr: "Çoğu ülkede yönetmelikler, üretim borusu pabucunun altına çimento tıkacı konmasını yasaklar",
      },
    ],
    correct: 1,
    explanation: {
      en: "The production casing must be cemented completely to surface, so loss zones above its shoe are plugged with lost-circulation material or cement before the casing is run. Below the shoe, the loss zones are the feed zones the well is drilled for, so drilling continues with water or aerated fluid to avoid damaging them.",
      is: "Vinnslufóðringin verður að vera steypt alla leið upp á yfirborð, svo skoltapssvæði ofan við enda hennar eru þétt með þéttiefnum eða steypu áður en fóðringin er sett niður. Neðan við endann eru skoltapssvæðin þær æðar sem holan er boruð til að ná, svo borað er áfram með vatni eða lofti blönduðum vökva til að skemma þær ekki.",
      tr: "Üretim muhafaza borusu yüzeye kadar eksiksiz çimentolanmalıdır; bu yüzden pabucun üstündeki kayıp zonları boru indirilmeden önce kayıp önleyici malzeme veya çimentoyla kapatılır. Pabucun altındaki kayıp zonları ise kuyunun hedeflediği besleme zonlarıdır; bunlara zarar vermemek için sondaja su veya havalandırılmış sıvıyla devam edilir.",
    },
  },
  {
    id: "dr-06",
    domain: "drillingOperations",
    difficulty: 2,
    prompt: {
      en: "The drill string becomes stuck after standing still opposite a permeable zone, while circulation remains full and normal. What is the most likely sticking mechanism?",
      is: "Borstrengurinn festist eftir að hafa staðið kyrr við lekt jarðlag, en hringrás skolvökva er áfram full og eðlileg. Hver er líklegasta ástæða festunnar?",
      tr: "Sondaj dizisi, geçirgen bir zonun karşısında hareketsiz kaldıktan sonra sıkışıyor; sirkülasyon ise tam ve normal devam ediyor. En olası sıkışma mekanizması nedir?",
    },
    options: [
      {
        en: "Pack-off from cuttings settling around the bottom-hole assembly",
        is: "Svarfstífla vegna svarfs sem sest hefur utan um botnbúnaðinn",
        tr: "Dip takımı çevresinde çöken kırıntıların oluşturduğu tıkanma (pack-off)",
      },
      {
        en: "Key seating in a dogleg while pulling out of the hole",
        is: "Lyklafar (key seat) í krappri beygju holunnar þegar dregið er upp",
        tr: "Kuyudan çekerken bir dogleg bölgesinde anahtar yuvası (key seat) oluşumu",
      },
      {
        en: "Undergauge hole left by a worn bit, met while running in",
        is: "Of þröng hola eftir slitna borkrónu, sem komið er að á leið niður",
        tr: "İndirme sırasında karşılaşılan, aşınmış matkabın bıraktığı dar çaplı kuyu",
      },
      {
        en: "Differential sticking against the filter cake of the permeable zone",
        is: "Mismunaþrýstingsfesta við síukökuna á lekta jarðlaginu",
        tr: "Geçirgen zonun çamur keki üzerinde fark basıncı sıkışması",
      },
    ],
    correct: 3,
    explanation: {
      en: "When the pipe rests against filter cake and wellbore pressure exceeds formation pressure, the pressure difference holds it to the wall; the signs are a stationary string, a permeable zone and unrestricted circulation. Pack-off restricts circulation, while key seating and undergauge hole occur when the pipe is moving.",
      is: "Þegar strengurinn liggur við síukökuna og þrýstingur í holunni er hærri en í berginu heldur þrýstimunurinn honum við holuvegginn; einkennin eru kyrrstæður strengur, lekt jarðlag og óhindruð hringrás. Svarfstífla takmarkar hringrásina, en lyklafar og of þröng hola koma fram þegar strengurinn er á hreyfingu.",
      tr: "Dizi çamur kekine yaslandığında ve kuyu basıncı formasyon basıncını aştığında, basınç farkı diziyi kuyu duvarına bastırır; belirtileri hareketsiz dizi, geçirgen zon ve kısıtlanmamış sirkülasyondur. Pack-off sirkülasyonu kısıtlar; anahtar yuvası ve dar çaplı kuyu ise dizi hareket halindeyken ortaya çıkar.",
    },
  },
  {
    id: "dr-07",
    domain: "drillingOperations",
    difficulty: 3,
    prompt: {
      en: "While drilling a high-temperature well, flow out of the well increases and the flowline temperature climbs sharply. Which response best reflects geothermal well-control practice?",
      is: "Við borun háhitaholu eykst rennsli upp úr holunni og hiti í frárennslislögn hækkar hratt. Hvaða viðbrögð samræmast best verklagi við holustjórn í jarðhitaborun?",
      tr: "Yüksek sıcaklıklı bir kuyu delinirken kuyudan dönüş debisi artıyor ve dönüş hattı sıcaklığı hızla yükseliyor. Jeotermal kuyu kontrolü uygulamasını en iyi yansıtan tepki hangisidir?",
    },
    options: [
      {
        en: "Shut in on the BOP and pump cold water down the string and annulus to quench the well",
        is: "Loka holunni með öryggislokunum og dæla köldu vatni niður streng og hringrými til að kæla hana",
        tr: "Kuyuyu BOP ile kapatıp diziden ve anülüsten soğuk su basarak kuyuyu soğutmak",
      },
      {
        en: "Weight up the mud with barite until it balances the formation pressure",
        is: "Þyngja borvökvann með barýti þar til hann vegur upp á móti þrýstingi bergsins",
        tr: "Formasyon basıncını dengeleyene kadar çamuru barit ile ağırlaştırmak",
      },
      {
        en: "Pull out of the hole quickly to bring the bottom-hole assembly above the hot zone",
        is: "Draga strenginn hratt upp til að koma botnbúnaðinum upp fyrir heita svæðið",
        tr: "Dip takımını sıcak zonun üstüne çıkarmak için diziyi hızla kuyudan çekmek",
      },
      {
        en: "Keep drilling ahead to reach target depth before the well is shut in",
        is: "Halda áfram að bora niður á lokadýpi áður en holunni er lokað",
        tr: "Kuyuyu kapatmadan önce hedef derinliğe ulaşmak için sondaja devam etmek",
      },
    ],
    correct: 0,
    explanation: {
      en: "Geothermal kicks are usually driven by hot fluid flashing to steam as it rises, not by formation overpressure, so the well is shut in and cooled with large volumes of cold water. Weighted mud is tempting from oil and gas practice, but it is lost to permeable zones and does not remove the heat that drives the flashing.",
      is: "Innstreymi í jarðhitaholum stafar yfirleitt af heitum vökva sem sýður í gufu á leið upp, ekki af yfirþrýstingi í berginu, svo holunni er lokað og hún kæld með miklu magni af köldu vatni. Þungur borvökvi er freistandi út frá olíuborun, en hann tapast út í lek jarðlög og fjarlægir ekki varmann sem veldur suðunni.",
      tr: "Jeotermal kuyularda kuyu gelmeleri genellikle formasyon aşırı basıncından değil, yükselirken buhara dönüşen sıcak akışkandan kaynaklanır; bu nedenle kuyu kapatılır ve büyük hacimlerde soğuk suyla soğutulur. Ağırlaştırılmış çamur petrol ve gaz uygulamasından ötürü cazip gelse de geçirgen zonlara kaçar ve buharlaşmaya yol açan ısıyı gidermez.",
    },
  },
  {
    id: "dr-08",
    domain: "drillingOperations",
    difficulty: 3,
    prompt: {
      en: "A fully cemented steel casing is heated by 200 K from cementing to production temperature. With E = 200 GPa and α = 1.2 × 10⁻⁵ K⁻¹, what is the approximate axial compressive stress if it cannot expand?",
      is: "Fullsteypt stálfóðring hitnar um 200 K frá steypingarhita upp í vinnsluhita. Með E = 200 GPa og α = 1,2 × 10⁻⁵ K⁻¹, hver er áætluð þrýstispenna í ásstefnu ef hún getur ekki þanist út?",
      tr: "Tamamen çimentolanmış çelik bir muhafaza borusu, çimentolama sıcaklığından üretim sıcaklığına 200 K ısınıyor. E = 200 GPa ve α = 1,2 × 10⁻⁵ K⁻¹ ise boru genleşemediğinde oluşan eksenel basma gerilmesi yaklaşık ne kadardır?",
    },
    options: [
      { en: "48 MPa", is: "48 MPa", tr: "48 MPa" },
      { en: "240 MPa", is: "240 MPa", tr: "240 MPa" },
      { en: "480 MPa", is: "480 MPa", tr: "480 MPa" },
      { en: "960 MPa", is: "960 MPa", tr: "960 MPa" },
    ],
    correct: 2,
    explanation: {
      en: "Fully restrained thermal stress is σ = E·α·ΔT = 200 × 10⁹ Pa × 1.2 × 10⁻⁵ K⁻¹ × 200 K = 480 MPa. This exceeds the 379 MPa minimum yield strength of K-55 casing, which is why high-temperature casing design must account carefully for thermal loads, steel grade and connections.",
      is: "Spenna við fullkomlega hindraða varmaþenslu er σ = E·α·ΔT = 200 × 10⁹ Pa × 1,2 × 10⁻⁵ K⁻¹ × 200 K = 480 MPa. Það er yfir 379 MPa lágmarksflotmörkum K-55 fóðurröra, og þess vegna þarf hönnun fóðringa í háhitaholum að taka vandlega mið af varmaálagi, stálgæðum og tengjum.",
      tr: "Tamamen engellenmiş ısıl gerilme σ = E·α·ΔT = 200 × 10⁹ Pa × 1,2 × 10⁻⁵ K⁻¹ × 200 K = 480 MPa'dır. Bu değer K-55 muhafaza borusunun 379 MPa olan minimum akma dayanımını aşar; bu nedenle yüksek sıcaklık kuyularında muhafaza borusu tasarımı ısıl yükleri, çelik sınıfını ve bağlantıları dikkatle hesaba katmalıdır.",
    },
  },
] as const satisfies readonly QuizQuestion[];
