import type { QuizQuestion } from "./types";

/** Power plant operations: 8 questions. */
export const powerPlantOperationsQuestions = [
  {
    id: "pp-01",
    domain: "powerPlantOperations",
    difficulty: 1,
    prompt: {
      en: "In a single-flash geothermal power plant, what is the main job of the separator?",
      is: "Hvert er meginhlutverk skiljunnar í einþrepa jarðvarmavirkjun (hvellsuðuvirkjun)?",
      tr: "Tek flaşlı bir jeotermal elektrik santralinde seperatörün temel görevi nedir?",
    },
    options: [
      {
        en: "To condense the turbine exhaust steam back into water",
        is: "Að þétta útblástursgufu hverfilsins aftur í vatn",
        tr: "Türbin çıkış buharını yoğuşturarak yeniden suya dönüştürmek",
      },
      {
        en: "To split the two-phase well fluid into steam for the turbine and brine for reinjection",
        is: "Að skilja tveggja fasa vökvann úr borholunum í gufu fyrir hverfilinn og skiljuvatn til niðurdælingar",
        tr: "Kuyulardan gelen iki fazlı akışkanı türbin için buhara ve reenjeksiyon için atık suya ayırmak",
      },
      {
        en: "To remove hydrogen sulphide from the steam before it is released to the air",
        is: "Að fjarlægja brennisteinsvetni úr gufunni áður en henni er sleppt út í andrúmsloftið",
        tr: "Buhar atmosfere salınmadan önce içindeki hidrojen sülfürü gidermek",
      },
      {
        en: "To raise the pressure of the brine before it is reinjected into the reservoir",
        is: "Að auka þrýsting skiljuvatnsins áður en því er dælt aftur niður í jarðhitageyminn",
        tr: "Atık suyun basıncını rezervuara reenjekte edilmeden önce artırmak",
      },
    ],
    correct: 1,
    explanation: {
      en: "Production wells deliver a mixture of steam and water; the separator (a cyclone vessel) divides them so that dry steam goes to the turbine and the separated brine goes to reinjection or further use. Condensing the exhaust steam is the condenser's job.",
      is: "Vinnsluholur skila blöndu af gufu og vatni; skiljan (hvirfilskilja) skilur þau að þannig að þurr gufa fer á hverfilinn en skiljuvatnið fer í niðurdælingu eða frekari nýtingu. Það er hlutverk þéttisins að þétta útblástursgufuna.",
      tr: "Üretim kuyuları buhar ve su karışımı verir; seperatör (siklon tipi bir kap) bunları ayırır, böylece kuru buhar türbine, ayrılan atık su (brine) ise reenjeksiyona veya başka bir kullanıma gider. Çıkış buharını yoğuşturmak kondenserin görevidir.",
    },
  },
  {
    id: "pp-02",
    domain: "powerPlantOperations",
    difficulty: 1,
    prompt: {
      en: "Before a technician opens a brine pump for maintenance, its isolation valves and motor breaker are locked and tagged. What is the main purpose of this lockout/tagout?",
      is: "Áður en tæknimaður opnar skiljuvatnsdælu til viðhalds eru einangrunarlokar hennar og mótorrofi læstir og merktir. Hver er megintilgangurinn með þessari læsingu og merkingu (lockout/tagout)?",
      tr: "Bir teknisyen bakım için bir atık su (brine) pompasını açmadan önce pompanın izolasyon vanaları ve motor şalteri kilitlenip etiketlenir. Bu kilitleme/etiketlemenin (LOTO) temel amacı nedir?",
    },
    options: [
      {
        en: "To record how many hours the pump has run since its last overhaul",
        is: "Að skrá hve margar klukkustundir dælan hefur gengið frá síðustu upptekt",
        tr: "Pompanın son revizyondan bu yana kaç saat çalıştığını kaydetmek",
      },
      {
        en: "To let the control room restart the pump remotely if the brine flow drops",
        is: "Að gera stjórnstöðinni kleift að ræsa dæluna með fjarstýringu ef rennsli skiljuvatns minnkar",
        tr: "Atık su debisi düşerse kontrol odasının pompayı uzaktan yeniden başlatmasına olanak vermek",
      },
      {
        en: "To show the insurer that the pump has passed its annual inspection",
        is: "Að sýna tryggingafélaginu að dælan hafi staðist árlega skoðun",
        tr: "Sigorta şirketine pompanın yıllık muayeneden geçtiğini göstermek",
      },
      {
        en: "To stop the pump being energised or pressurised while people work on it",
        is: "Að koma í veg fyrir að spenna eða þrýstingur komist á dæluna meðan unnið er við hana",
        tr: "Üzerinde çalışılırken pompaya enerji veya basınç verilmesini önlemek",
      },
    ],
    correct: 3,
    explanation: {
      en: "Lockout/tagout isolates every energy source (electrical, pressure, heat) and prevents anyone from re-energising the equipment until the person who applied the lock removes it. A remote restart is exactly what it is meant to prevent.",
      is: "Læsing og merking einangrar alla orkugjafa (rafmagn, þrýsting, hita) og kemur í veg fyrir að nokkur setji búnaðinn aftur í gang fyrr en sá sem setti lásinn á fjarlægir hann. Fjarræsing er einmitt það sem henni er ætlað að hindra.",
      tr: "Kilitleme/etiketleme tüm enerji kaynaklarını (elektrik, basınç, ısı) izole eder ve kilidi takan kişi onu çıkarana kadar kimsenin ekipmana yeniden enerji vermesini engeller. Uzaktan yeniden başlatma, tam olarak önlenmek istenen şeydir.",
    },
  },
  {
    id: "pp-03",
    domain: "powerPlantOperations",
    difficulty: 1,
    prompt: {
      en: "Why does the condenser of a geothermal steam turbine need a gas extraction system (steam jet ejectors or vacuum pumps)?",
      is: "Hvers vegna þarf þéttir gufuhverfils í jarðvarmavirkjun gassogskerfi (gufuþotudælur eða lofttæmidælur)?",
      tr: "Jeotermal buhar türbininin kondenserinde neden bir gaz tahliye sistemi (buhar jet ejektörleri veya vakum pompaları) gerekir?",
    },
    options: [
      {
        en: "Non-condensable gases, mostly carbon dioxide, collect in it and would raise the condenser pressure",
        is: "Óþéttanlegar gastegundir, aðallega koltvíoxíð, safnast fyrir í honum og myndu hækka þrýstinginn í þéttinum",
        tr: "Çoğunluğu karbondioksit olan yoğuşmayan gazlar kondenserde birikir ve kondenser basıncını yükseltir",
      },
      {
        en: "The turbine lubricating oil gives off vapour that would otherwise contaminate the cooling water",
        is: "Smurolía hverfilsins gefur frá sér gufur sem myndu annars menga kælivatnið",
        tr: "Türbin yağlama yağı, aksi halde soğutma suyunu kirletecek buharlar çıkarır",
      },
      {
        en: "Steam condensing in it forms hydrogen, which must be removed to avoid an explosion",
        is: "Við þéttingu gufunnar myndast vetni sem verður að fjarlægja til að forðast sprengingu",
        tr: "Kondenserde yoğuşan buhar hidrojen oluşturur ve patlamayı önlemek için bunun uzaklaştırılması gerekir",
      },
      {
        en: "It keeps the condenser above atmospheric pressure so that air cannot leak in",
        is: "Það heldur þrýstingnum í þéttinum yfir loftþrýstingi svo að loft geti ekki lekið inn",
        tr: "Havanın içeri sızmaması için kondenseri atmosfer basıncının üzerinde tutar",
      },
    ],
    correct: 0,
    explanation: {
      en: "Geothermal steam carries non-condensable gases, typically mostly CO2 with some H2S. They do not condense, so unless they are extracted they accumulate, raise the condenser pressure and reduce the turbine's output.",
      is: "Jarðhitagufa ber með sér óþéttanlegar gastegundir, yfirleitt að mestu CO2 ásamt nokkru H2S. Þær þéttast ekki og séu þær ekki sognar út safnast þær fyrir, hækka þrýstinginn í þéttinum og draga úr afli hverfilsins.",
      tr: "Jeotermal buhar, genellikle büyük kısmı CO2 olan ve bir miktar H2S içeren yoğuşmayan gazlar taşır. Bu gazlar yoğuşmaz; tahliye edilmezlerse birikir, kondenser basıncını yükseltir ve türbin gücünü düşürür.",
    },
  },
  {
    id: "pp-04",
    domain: "powerPlantOperations",
    difficulty: 2,
    prompt: {
      en: "Calcite scale builds up in a production well at the depth where the rising fluid starts to boil and lose CO2. Where is a calcite scale inhibitor normally injected to prevent this?",
      is: "Kalsítútfellingar myndast í vinnsluholu á því dýpi þar sem vökvinn byrjar að sjóða á leið upp og tapar CO2. Hvar er kalsíthemli venjulega dælt inn til að koma í veg fyrir þetta?",
      tr: "Bir üretim kuyusunda, yükselen akışkanın kaynamaya başlayıp CO2 kaybettiği derinlikte kalsit kabuklaşması oluşur. Bunu önlemek için kalsit inhibitörü normalde nereye enjekte edilir?",
    },
    options: [
      {
        en: "Into the separator inlet, where the steam and brine first divide",
        is: "Inn í inntak skiljunnar, þar sem gufa og vatn skiljast fyrst að",
        tr: "Buhar ve suyun ilk ayrıldığı seperatör girişine",
      },
      {
        en: "Into the reinjection line, just before the brine returns to the reservoir",
        is: "Inn í niðurdælingarlögnina, rétt áður en skiljuvatnið fer aftur niður í jarðhitageyminn",
        tr: "Atık su rezervuara dönmeden hemen önce reenjeksiyon hattına",
      },
      {
        en: "Downhole through capillary tubing, below the depth where boiling starts",
        is: "Niður í holuna um granna háræðapípu, neðan við dýpið þar sem suða hefst",
        tr: "Kapiler boru ile kuyu içine, kaynamanın başladığı derinliğin altına",
      },
      {
        en: "Into the cooling tower basin, where the condensate is collected",
        is: "Í þróna undir kæliturninum, þar sem þéttivatninu er safnað",
        tr: "Kondensin toplandığı soğutma kulesi havuzuna",
      },
    ],
    correct: 2,
    explanation: {
      en: "Calcite precipitates when boiling strips CO2 from the fluid and raises its pH, so the inhibitor must already be in the fluid when it reaches the boiling point; it is dosed through a thin capillary tube set below the boiling depth. Dosing at the surface would come after the scale has already formed in the well.",
      is: "Kalsít fellur út þegar suðan rekur CO2 úr vökvanum og pH hans hækkar, svo hemillinn verður að vera kominn í vökvann áður en hann fer að sjóða; honum er dælt um granna háræðapípu sem nær niður fyrir suðudýpið. Íblöndun á yfirborði kæmi of seint, eftir að útfellingin hefur þegar myndast í holunni.",
      tr: "Kalsit, kaynama akışkandan CO2'yi uzaklaştırıp pH'ı yükselttiğinde çöker; bu nedenle inhibitörün akışkan kaynama noktasına ulaşmadan önce akışkanın içinde olması gerekir ve kaynama derinliğinin altına indirilen ince bir kapiler boru ile dozlanır. Yüzeyde dozlama, kabuk kuyuda zaten oluştuktan sonra yapılmış olur.",
    },
  },
  {
    id: "pp-05",
    domain: "powerPlantOperations",
    difficulty: 2,
    prompt: {
      en: "During start-up of a flash-steam unit, the steam lines are drained and warmed slowly before the turbine is rolled. What is the main reason?",
      is: "Við gangsetningu hvellsuðueiningar eru gufulagnirnar tæmdar af vatni og hitaðar hægt áður en hverflinum er hleypt af stað. Hver er meginástæðan?",
      tr: "Flaş buharlı bir ünitenin devreye alınması sırasında, türbin döndürülmeden önce buhar hatlarının drenajı yapılır ve hatlar yavaşça ısıtılır. Bunun temel nedeni nedir?",
    },
    options: [
      {
        en: "To let the non-condensable gases dissolve back into the condensate",
        is: "Að láta óþéttanlegu gastegundirnar leysast aftur upp í þéttivatninu",
        tr: "Yoğuşmayan gazların kondens içinde yeniden çözünmesini sağlamak",
      },
      {
        en: "To clear condensate and prevent water hammer and thermal shock in lines and turbine",
        is: "Að losa þéttivatn og koma í veg fyrir vatnshögg og hitaáfall í lögnum og hverfli",
        tr: "Kondensi boşaltmak ve hatlarda ve türbinde su darbesini ve termal şoku önlemek",
      },
      {
        en: "To raise the steam above its critical pressure before it enters the turbine",
        is: "Að hækka þrýsting gufunnar yfir krítískan þrýsting áður en hún fer inn á hverfilinn",
        tr: "Buharı türbine girmeden önce kritik basıncının üzerine çıkarmak",
      },
      {
        en: "To build up a layer of silica that protects the inside of the pipes",
        is: "Að byggja upp kísillag sem ver lagnirnar að innan",
        tr: "Boruların içini koruyan bir silika tabakası oluşturmak",
      },
    ],
    correct: 1,
    explanation: {
      en: "Cold pipework condenses steam; slugs of water can cause water hammer and, if carried into the turbine, erode or damage the blades, while rapid heating causes thermal stress. Draining and slow warming avoid both.",
      is: "Kaldar lagnir þétta gufuna; vatnstappar geta valdið vatnshöggi og, ef þeir berast inn á hverfilinn, rofið eða skemmt blöðin, auk þess sem hröð upphitun veldur hitaspennu. Tæming og hæg upphitun koma í veg fyrir hvort tveggja.",
      tr: "Soğuk borular buharı yoğuşturur; su tıkaçları su darbesine yol açabilir ve türbine taşınırsa kanatları aşındırabilir veya hasar verebilir, hızlı ısınma ise termal gerilmeye neden olur. Drenaj ve yavaş ısıtma her ikisini de önler.",
    },
  },
  {
    id: "pp-06",
    domain: "powerPlantOperations",
    difficulty: 2,
    prompt: {
      en: "Over several weeks, a turbine's vibration at running speed (1×) rises slowly, and the steam pressure ahead of the first-stage nozzles creeps up at constant load. What is the most likely cause?",
      is: "Á nokkrum vikum eykst titringur hverfils á snúningstíðni (1×) hægt og sígandi og gufuþrýstingurinn framan við stúta fyrsta þreps hækkar smám saman við óbreytt álag. Hver er líklegasta orsökin?",
      tr: "Birkaç hafta içinde bir türbinin dönme hızındaki (1×) titreşimi yavaşça artıyor ve sabit yükte birinci kademe nozullarının önündeki buhar basıncı giderek yükseliyor. En olası neden nedir?",
    },
    options: [
      {
        en: "Oil whirl in the journal bearings",
        is: "Olíuhvirfill (oil whirl) í legum hverfilsins",
        tr: "Radyal yataklarda yağ girdabı (oil whirl)",
      },
      {
        en: "Angular misalignment of the turbine–generator coupling",
        is: "Hornskekkja í tengi hverfils og rafals",
        tr: "Türbin–jeneratör kaplininde açısal eksen kaçıklığı",
      },
      {
        en: "An electrical fault in the generator stator winding",
        is: "Rafmagnsbilun í statorvafningi rafalsins",
        tr: "Jeneratör stator sargısında elektriksel arıza",
      },
      {
        en: "Uneven scale deposits on the nozzles and rotor blades",
        is: "Ójafnar útfellingar á stútum og blöðum hverfilsins",
        tr: "Nozullarda ve rotor kanatlarında düzensiz kabuk birikintileri",
      },
    ],
    correct: 3,
    explanation: {
      en: "Deposits from steam carryover (silica, salts) build up unevenly on the blades, creating unbalance that shows as 1× vibration, and narrow the nozzles so the pressure ahead of them rises. Oil whirl appears below running speed (about 0.42–0.48×), misalignment typically at 2×, and none of the other causes would raise the pressure ahead of the nozzles.",
      is: "Útfellingar úr gufunni (kísill, sölt) setjast ójafnt á blöðin og valda ójafnvægi sem kemur fram sem 1× titringur, og þær þrengja stútana svo þrýstingurinn framan við þá hækkar. Olíuhvirfill kemur fram undir snúningstíðni (um 0,42–0,48×), skekkja yfirleitt á 2×, og engin hinna orsakanna myndi hækka þrýstinginn framan við stútana.",
      tr: "Buharla taşınan maddelerin (silika, tuzlar) oluşturduğu birikintiler kanatlarda düzensiz biriktiğinde dengesizlik yaratır ve bu 1× titreşim olarak görülür; birikintiler nozulları da daraltarak önlerindeki basıncı yükseltir. Yağ girdabı dönme hızının altında (yaklaşık 0,42–0,48×), eksen kaçıklığı ise genellikle 2× frekansta görülür ve diğer nedenlerin hiçbiri nozul önündeki basıncı yükseltmez.",
    },
  },
  {
    id: "pp-07",
    domain: "powerPlantOperations",
    difficulty: 3,
    prompt: {
      en: "A utility plans to add a low-pressure second flash stage to a single-flash plant, using the separated brine. Which constraint most often limits how low the second flash pressure can be set?",
      is: "Orkufyrirtæki hyggst bæta lágþrýstu seinna hvellsuðuþrepi við einþrepa virkjun og nýta til þess skiljuvatnið. Hvaða takmörkun ræður oftast mestu um hve lágur þrýstingur seinna þrepsins getur verið?",
      tr: "Bir şirket, ayrılan atık suyu kullanarak tek flaşlı bir santrale düşük basınçlı ikinci bir flaş kademesi eklemeyi planlıyor. İkinci flaş basıncının ne kadar düşük ayarlanabileceğini çoğunlukla hangi kısıt belirler?",
    },
    options: [
      {
        en: "Amorphous silica becomes more supersaturated as the brine is flashed and cooled further",
        is: "Yfirmettun myndlauss kísils eykst eftir því sem skiljuvatnið er hvellsoðið og kælt meira",
        tr: "Atık su daha fazla flaşlanıp soğudukça amorf silikanın aşırı doygunluğu artar",
      },
      {
        en: "The high-pressure turbine cannot run while a low-pressure stage shares its condenser",
        is: "Háþrýstihverfillinn getur ekki gengið meðan lágþrýstiþrep deilir með honum þétti",
        tr: "Düşük basınçlı kademe kondenserini paylaşırken yüksek basınçlı türbin çalışamaz",
      },
      {
        en: "Low-pressure steam carries more hydrogen sulphide than the reservoir can absorb",
        is: "Lágþrýstigufa ber með sér meira brennisteinsvetni en jarðhitageymirinn getur tekið við",
        tr: "Düşük basınçlı buhar, rezervuarın kabul edebileceğinden fazla hidrojen sülfür taşır",
      },
      {
        en: "Reinjection wells cannot accept brine below about 150 °C because of its low density",
        is: "Niðurdælingarholur geta ekki tekið við skiljuvatni undir um 150 °C vegna lítils eðlismassa þess",
        tr: "Reenjeksiyon kuyuları, düşük yoğunluğu nedeniyle yaklaşık 150 °C'nin altındaki suyu kabul edemez",
      },
    ],
    correct: 0,
    explanation: {
      en: "Flashing concentrates silica in the remaining brine and cooling lowers its solubility, so each drop in flash pressure raises the silica saturation index and the risk of scaling in the plant, pipelines and reinjection wells. The lowest practical pressure is therefore usually set by silica rather than by the turbine design.",
      is: "Hvellsuðan eykur styrk kísils í vatninu sem eftir verður og kælingin minnkar leysni hans, svo hver lækkun á þrýstingi hækkar mettunarstuðul kísils og hættuna á útfellingum í virkjuninni, lögnum og niðurdælingarholum. Lægsti nothæfi þrýstingur ræðst því yfirleitt af kíslinum fremur en af hönnun hverfilsins.",
      tr: "Flaşlama kalan sudaki silika derişimini artırır, soğuma ise çözünürlüğünü düşürür; bu nedenle flaş basıncındaki her düşüş silika doygunluk indeksini ve santralde, boru hatlarında ve reenjeksiyon kuyularında kabuklaşma riskini artırır. Uygulanabilir en düşük basıncı bu yüzden genellikle türbin tasarımı değil silika belirler.",
    },
  },
  {
    id: "pp-08",
    domain: "powerPlantOperations",
    difficulty: 3,
    prompt: {
      en: "A turbine tripped when a separator level transmitter failed, and the draft incident report concludes “instrument failure”. As the shift leader running the root-cause analysis, what should you do next?",
      is: "Hverfill leysti út þegar vatnshæðarnemi í skilju bilaði, og drög að atvikaskýrslu komast að niðurstöðunni „bilun í mælitæki“. Hvað ættir þú, sem vaktstjóri sem stýrir rótargreiningunni, að gera næst?",
      tr: "Bir seperatör seviye transmitteri arızalandığında türbin trip oldu ve olay raporu taslağı “enstrüman arızası” sonucuna varıyor. Kök neden analizini yürüten vardiya amiri olarak bir sonraki adımınız ne olmalıdır?",
    },
    options: [
      {
        en: "Close the report once the transmitter is replaced and the unit is back online",
        is: "Loka skýrslunni þegar neminn hefur verið endurnýjaður og einingin er komin aftur í rekstur",
        tr: "Transmitter değiştirilip ünite yeniden devreye girince raporu kapatmak",
      },
      {
        en: "Find out which technician last calibrated the transmitter and issue a warning",
        is: "Finna hvaða tæknimaður kvarðaði nemann síðast og veita honum áminningu",
        tr: "Transmitteri en son kalibre eden teknisyeni bulup ona uyarı vermek",
      },
      {
        en: "Keep asking why the failure occurred and went undetected, and fix the system causes",
        is: "Spyrja áfram hvers vegna bilunin varð og greindist ekki, og lagfæra kerfislægu orsakirnar",
        tr: "Arızanın neden oluştuğunu ve neden fark edilmediğini sorgulamaya devam edip sistemsel nedenleri gidermek",
      },
      {
        en: "Raise the separator level trip setpoint so that a similar fault cannot trip the unit",
        is: "Hækka útsláttarmörk vatnshæðar í skiljunni svo að sams konar bilun geti ekki leyst eininguna út",
        tr: "Benzer bir arıza üniteyi trip ettiremesin diye seperatör seviye trip ayar değerini yükseltmek",
      },
    ],
    correct: 2,
    explanation: {
      en: "“Instrument failure” is a direct cause, not a root cause; the analysis should trace why the transmitter failed and why design, maintenance or alarms did not catch it (for example missing redundancy or a calibration gap), and aim corrective actions there. Blaming individuals or moving the trip setpoint leaves the underlying weakness in place and can hide a real hazard.",
      is: "„Bilun í mælitæki“ er bein orsök en ekki rótarorsök; greiningin á að rekja hvers vegna neminn bilaði og hvers vegna hönnun, viðhald eða viðvaranir gripu það ekki (t.d. skortur á tvöföldun eða gloppa í kvörðun) og beina úrbótum þangað. Að kenna einstaklingum um eða færa útsláttarmörkin skilur undirliggjandi veikleika eftir og getur falið raunverulega hættu.",
      tr: "“Enstrüman arızası” doğrudan nedendir, kök neden değildir; analiz, transmitterin neden arızalandığını ve tasarımın, bakımın veya alarmların bunu neden yakalamadığını (ör. yedeklilik eksikliği veya kalibrasyon açığı) izlemeli ve düzeltici faaliyetleri buna yöneltmelidir. Bireyleri suçlamak veya trip ayar değerini değiştirmek altta yatan zayıflığı yerinde bırakır ve gerçek bir tehlikeyi gizleyebilir.",
    },
  },
] as const satisfies readonly QuizQuestion[];
