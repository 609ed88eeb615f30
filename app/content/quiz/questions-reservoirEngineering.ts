import type { QuizQuestion } from "./types";

/** Reservoir engineering: 8 questions. */
export const reservoirEngineeringQuestions = [
  {
    id: "re-01",
    domain: "reservoirEngineering",
    difficulty: 1,
    prompt: {
      en: "A conventional hydrothermal geothermal reservoir needs three things together. Which combination is it?",
      is: "Hefðbundinn jarðhitageymir (vatnskerfi) þarf þrjá þætti saman. Hver er samsetningin?",
      tr: "Geleneksel bir hidrotermal jeotermal rezervuarın aynı anda üç unsura ihtiyacı vardır. Bu birleşim hangisidir?",
    },
    options: [
      {
        en: "Heat, a volcanic cone and highly saline water",
        is: "Hiti, eldkeila og mjög salt vatn",
        tr: "Isı, volkanik bir koni ve yüksek tuzluluklu su",
      },
      {
        en: "Porosity, oil saturation and a structural trap",
        is: "Poruhluti, olíumettun og gildra í jarðlagabyggingu",
        tr: "Gözeneklilik, petrol doygunluğu ve yapısal kapan",
      },
      {
        en: "Heat, fluid and permeability that lets the fluid flow",
        is: "Hiti, vökvi og lekt sem leyfir vökvanum að streyma",
        tr: "Isı, akışkan ve akışkanın akmasını sağlayan geçirgenlik",
      },
      {
        en: "Heat, dense impermeable rock and a dry caprock",
        is: "Hiti, þétt og ólekt berg og þurrt þakberg",
        tr: "Isı, yoğun geçirimsiz kayaç ve kuru bir örtü kayacı",
      },
    ],
    correct: 2,
    explanation: {
      en: "A hydrothermal reservoir needs a heat source, a fluid (usually water) to carry the heat, and permeable rock through which the fluid can flow to wells. A caprock often helps, but without permeability hot rock alone cannot supply a well.",
      is: "Jarðhitageymir þarf varmagjafa, vökva (oftast vatn) sem ber varmann og lekt berg sem vökvinn getur streymt um að borholum. Þakberg hjálpar oft, en án lektar getur heitt berg eitt og sér ekki fætt borholu.",
      tr: "Hidrotermal bir rezervuar; bir ısı kaynağı, ısıyı taşıyan bir akışkan (genellikle su) ve akışkanın kuyulara akabileceği geçirgen kayaç gerektirir. Örtü kayacı çoğu zaman yardımcı olur, ancak geçirgenlik olmadan sıcak kayaç tek başına bir kuyuyu besleyemez.",
    },
  },
  {
    id: "re-02",
    domain: "reservoirEngineering",
    difficulty: 1,
    prompt: {
      en: "A temperature log run in a well shortly after drilling reads lower than the true formation temperature. What is the main reason?",
      is: "Hitamæling sem gerð er í borholu skömmu eftir borun sýnir lægri hita en raunverulegan berghita. Hver er helsta ástæðan?",
      tr: "Sondajdan kısa süre sonra bir kuyuda alınan sıcaklık logu, gerçek formasyon sıcaklığından daha düşük değer gösteriyor. Bunun temel nedeni nedir?",
    },
    options: [
      {
        en: "Circulated drilling fluid cooled the rock around the well, which takes time to reheat",
        is: "Borvökvi sem dælt var um holuna kældi bergið umhverfis hana og það tekur tíma að hitna aftur",
        tr: "Dolaştırılan sondaj sıvısı kuyu çevresindeki kayacı soğuttu ve kayacın yeniden ısınması zaman alır",
      },
      {
        en: "Temperature tools always read low at high pressure and must be corrected for it",
        is: "Hitamælar sýna alltaf of lágt gildi við háan þrýsting og þarf að leiðrétta fyrir því",
        tr: "Sıcaklık ölçerler yüksek basınçta her zaman düşük okur ve buna göre düzeltilmeleri gerekir",
      },
      {
        en: "The reservoir itself cools down every time a new well is drilled into it",
        is: "Jarðhitageymirinn sjálfur kólnar í hvert sinn sem ný hola er boruð í hann",
        tr: "Rezervuarın kendisi, içine her yeni kuyu açıldığında soğur",
      },
      {
        en: "The steel casing conducts heat away from the sensor faster than rock does",
        is: "Stálfóðringin leiðir varma frá mælinum hraðar en bergið gerir",
        tr: "Çelik muhafaza borusu ısıyı sensörden kayaçtan daha hızlı uzaklaştırır",
      },
    ],
    correct: 0,
    explanation: {
      en: "During drilling, cold drilling fluid is circulated for days and cools the formation near the well. Logs are repeated during the heat-up period, and the stable formation temperature is estimated from the recovery trend, for example with a Horner-type extrapolation.",
      is: "Við borun er köldum borvökva dælt um holuna dögum saman og hann kælir bergið næst henni. Hitamælingar eru endurteknar á upphitunartímanum og stöðugur berghiti metinn út frá upphitunarferlinum, til dæmis með framreikningi af Horner-gerð.",
      tr: "Sondaj sırasında soğuk sondaj sıvısı günlerce dolaştırılır ve kuyuya yakın formasyonu soğutur. Isınma döneminde loglar tekrarlanır ve kararlı formasyon sıcaklığı, örneğin Horner tipi bir ekstrapolasyonla, ısınma eğiliminden tahmin edilir.",
    },
  },
  {
    id: "re-03",
    domain: "reservoirEngineering",
    difficulty: 1,
    prompt: {
      en: "Why are separated geothermal brine and condensate usually reinjected into the reservoir?",
      is: "Hvers vegna er skiljuvatni og þéttivatni yfirleitt dælt aftur niður í jarðhitageyminn?",
      tr: "Separatörde ayrılan jeotermal tuzlu su ve kondensat neden genellikle rezervuara geri basılır?",
    },
    options: [
      {
        en: "To raise the enthalpy of the steam produced by nearby wells",
        is: "Til að hækka vermi gufunnar sem nálægar vinnsluholur skila",
        tr: "Yakındaki kuyulardan üretilen buharın entalpisini artırmak için",
      },
      {
        en: "To support reservoir pressure and dispose of the fluid safely",
        is: "Til að viðhalda þrýstingi í geyminum og farga vökvanum á öruggan hátt",
        tr: "Rezervuar basıncını desteklemek ve akışkanı güvenli şekilde bertaraf etmek için",
      },
      {
        en: "To cool the production casing and prevent its thermal expansion",
        is: "Til að kæla vinnslufóðringuna og koma í veg fyrir varmaþenslu hennar",
        tr: "Üretim muhafaza borusunu soğutup ısıl genleşmesini önlemek için",
      },
      {
        en: "To increase the salinity of the reservoir and improve its conductivity",
        is: "Til að auka seltu geymisins og bæta rafleiðni hans",
        tr: "Rezervuarın tuzluluğunu artırıp elektrik iletkenliğini iyileştirmek için",
      },
    ],
    correct: 1,
    explanation: {
      en: "Reinjection returns mass to the reservoir, which limits pressure drawdown and ground subsidence, and avoids discharging fluid containing arsenic, boron and other chemicals at the surface. Injection wells must be sited with care, because cold water that reaches producers too quickly lowers their temperature.",
      is: "Niðurdæling skilar massa aftur í geyminn, sem dregur úr þrýstilækkun og landsigi, og kemur í veg fyrir að vökvi með arseni, bóri og öðrum efnum sé losaður á yfirborði. Staðsetja þarf niðurdælingarholur af varúð, því kalt vatn sem berst of hratt að vinnsluholum lækkar hita þeirra.",
      tr: "Reenjeksiyon kütleyi rezervuara geri döndürerek basınç düşümünü ve yüzey çökmesini sınırlar ve arsenik, bor gibi kimyasallar içeren akışkanın yüzeye boşaltılmasını önler. Reenjeksiyon kuyularının yeri dikkatle seçilmelidir; çünkü üretim kuyularına çok hızlı ulaşan soğuk su, bu kuyuların sıcaklığını düşürür.",
    },
  },
  {
    id: "re-04",
    domain: "reservoirEngineering",
    difficulty: 2,
    prompt: {
      en: "In a pressure build-up test analysed on a semilog (Horner) plot, the slope of the straight line during infinite-acting radial flow is inversely proportional to which quantity?",
      is: "Í þrýstirisprófi sem greint er á hálflógaritmísku grafi (Horner-grafi) er halli beinu línunnar, meðan geislastreymi ríkir og jaðrar geymisins hafa ekki enn áhrif, í öfugu hlutfalli við hvaða stærð?",
      tr: "Yarı logaritmik (Horner) grafikte yorumlanan bir basınç yükselim testinde, sonsuz davranışlı radyal akış dönemindeki doğrunun eğimi hangi büyüklükle ters orantılıdır?",
    },
    options: [
      {
        en: "The wellbore storage coefficient",
        is: "Holurýmdarstuðul holunnar",
        tr: "Kuyu içi depolama katsayısı",
      },
      {
        en: "The distance to the nearest reservoir boundary",
        is: "Fjarlægðina að næsta jaðri geymisins",
        tr: "En yakın rezervuar sınırına olan uzaklık",
      },
      {
        en: "The skin factor of the well",
        is: "Skinnstuðul holunnar",
        tr: "Kuyunun zar (skin) faktörü",
      },
      {
        en: "The permeability-thickness product, kh",
        is: "Lektarþykktina, kh (margfeldi lektar og þykktar)",
        tr: "Geçirgenlik-kalınlık çarpımı, kh",
      },
    ],
    correct: 3,
    explanation: {
      en: "In infinite-acting radial flow the pressure change per log cycle is m = 2.303·q·μ/(4π·kh), with q the volumetric rate and μ the viscosity, so kh follows directly from the slope. Wellbore storage dominates the early unit-slope part of a log-log plot, and skin is found from the position of the line, not from its slope alone.",
      is: "Í geislastreymi er þrýstibreytingin á hverja lógaritmíska lotu m = 2,303·q·μ/(4π·kh), þar sem q er rúmmálsrennsli og μ seigja, svo kh fæst beint af hallanum. Holurýmd ræður fyrsta hlutanum, með hallann 1 á log-log grafi, og skinnstuðull ræðst af staðsetningu línunnar, ekki af halla hennar einum saman.",
      tr: "Sonsuz davranışlı radyal akışta logaritmik çevrim başına basınç değişimi m = 2,303·q·μ/(4π·kh) olduğundan (q hacimsel debi, μ viskozite) kh doğrudan eğimden bulunur. Kuyu içi depolama, log-log grafikteki erken birim eğimli bölümü belirler; zar faktörü ise yalnızca eğimden değil, doğrunun konumundan hesaplanır.",
    },
  },
  {
    id: "re-05",
    domain: "reservoirEngineering",
    difficulty: 2,
    prompt: {
      en: "When a numerical reservoir model is calibrated to the natural state, what is it matched against?",
      is: "Þegar reiknilíkan af jarðhitageymi er kvarðað að náttúrulegu ástandi, við hvað er það borið saman?",
      tr: "Sayısal bir rezervuar modeli doğal duruma göre kalibre edilirken neyle çakıştırılır?",
    },
    options: [
      {
        en: "The production enthalpy history of the first years of operation",
        is: "Vermissögu vinnsluholna á fyrstu rekstrarárunum",
        tr: "İşletmenin ilk yıllarındaki üretim entalpisi geçmişiyle",
      },
      {
        en: "Pre-production temperature and pressure profiles measured in wells",
        is: "Hita- og þrýstiferla í borholum, mælda áður en vinnsla hófst",
        tr: "Üretim öncesinde kuyularda ölçülen sıcaklık ve basınç profilleriyle",
      },
      {
        en: "Tracer return curves from injection tests between wells",
        is: "Endurheimtuferla ferilefna úr niðurdælingarprófum milli borhola",
        tr: "Kuyular arası enjeksiyon testlerinden elde edilen izleyici dönüş eğrileriyle",
      },
      {
        en: "The daily electrical output of the power plant",
        is: "Daglega raforkuframleiðslu virkjunarinnar",
        tr: "Santralin günlük elektrik üretimiyle",
      },
    ],
    correct: 1,
    explanation: {
      en: "Natural-state modelling runs the model over geological time until it reaches a steady state, and permeability and the deep upflow of heat and mass are adjusted until it reproduces the undisturbed temperatures and pressures. Matching production data such as enthalpy and drawdown is the later history-matching step.",
      is: "Við líkanagerð af náttúrulegu ástandi er líkanið keyrt yfir jarðfræðilegan tíma þar til jafnvægi næst, og lekt og djúpt uppstreymi varma og massa eru stillt þar til það endurskapar óraskaðan hita og þrýsting. Samanburður við vinnslugögn, svo sem vermi og niðurdrátt, er síðara skrefið, aðlögun að vinnslusögu.",
      tr: "Doğal durum modellemesinde model, kararlı duruma ulaşana kadar jeolojik zaman boyunca çalıştırılır; geçirgenlik ile derindeki ısı ve kütle yukarı akışı, bozulmamış sıcaklık ve basınçlar yeniden üretilene kadar ayarlanır. Entalpi ve basınç düşümü gibi üretim verileriyle çakıştırma, sonraki adım olan üretim geçmişi eşleştirmesidir.",
    },
  },
  {
    id: "re-06",
    domain: "reservoirEngineering",
    difficulty: 2,
    prompt: {
      en: "A production well in a liquid-dominated reservoir shows discharge enthalpy rising well above that of liquid water at reservoir temperature. What is the most likely cause?",
      is: "Vinnsluhola í vatnsríkjandi jarðhitageymi sýnir vermi sem hækkar langt umfram vermi vatns við hita geymisins. Hver er líklegasta skýringin?",
      tr: "Sıvı baskın bir rezervuardaki üretim kuyusunun akışkan entalpisi, rezervuar sıcaklığındaki sıvı suyun entalpisinin belirgin biçimde üzerine çıkıyor. En olası neden nedir?",
    },
    options: [
      {
        en: "Pressure drawdown has caused boiling and a two-phase zone around the well",
        is: "Þrýstilækkun hefur valdið suðu og tveggja fasa svæði umhverfis holuna",
        tr: "Basınç düşümü kuyu çevresinde kaynamaya ve iki fazlı bir bölgeye yol açmıştır",
      },
      {
        en: "Cold injected water has broken through to the well's feed zones",
        is: "Kalt niðurdælingarvatn hefur borist að æðum holunnar",
        tr: "Reenjekte edilen soğuk su kuyunun besleme zonlarına ulaşmıştır",
      },
      {
        en: "A casing leak is admitting cooler water from a shallow aquifer",
        is: "Leki á fóðringu hleypir kaldara vatni inn úr grunnum vatnsgeymi",
        tr: "Muhafaza borusundaki bir kaçak, sığ bir akiferden daha soğuk su almaktadır",
      },
      {
        en: "Calcite scale in the wellbore is slowly reducing the mass flow",
        is: "Kalsítútfelling í holunni dregur smám saman úr massarennsli",
        tr: "Kuyudaki kalsit kabuklaşması kütle debisini yavaş yavaş azaltmaktadır",
      },
    ],
    correct: 0,
    explanation: {
      en: "When reservoir pressure falls below saturation pressure, the fluid boils in the formation; because steam is more mobile than liquid, the well draws extra steam and its discharge enthalpy exceeds that of the reservoir liquid. Injection breakthrough and cool inflows lower the enthalpy instead.",
      is: "Þegar þrýstingur í geyminum fellur niður fyrir suðuþrýsting sýður vökvinn í berginu; þar sem gufa er hreyfanlegri en vatn dregur holan til sín aukna gufu og vermi hennar verður hærra en vermi vatnsins í geyminum. Kalt niðurdælingarvatn og kaldara innstreymi lækka hins vegar vermið.",
      tr: "Rezervuar basıncı doyma basıncının altına düştüğünde akışkan formasyon içinde kaynar; buhar sıvıdan daha hareketli olduğu için kuyu fazladan buhar çeker ve akışkan entalpisi rezervuar sıvısınınkini aşar. Reenjeksiyon suyunun kuyuya ulaşması ve soğuk girişler ise entalpiyi düşürür.",
    },
  },
  {
    id: "re-07",
    domain: "reservoirEngineering",
    difficulty: 3,
    prompt: {
      en: "A tracer injected into an infield injection well arrives at a nearby producer within days, with high recovery. What is the most appropriate reservoir-management response?",
      is: "Ferilefni sem dælt er í niðurdælingarholu inni á vinnslusvæðinu kemur fram í nálægri vinnsluholu innan fárra daga og endurheimtist að miklu leyti. Hver eru heppilegustu viðbrögðin í rekstri geymisins?",
      tr: "Saha içindeki bir reenjeksiyon kuyusuna basılan izleyici, birkaç gün içinde yakındaki bir üretim kuyusuna ulaşıyor ve geri kazanımı yüksek. Rezervuar yönetimi açısından en uygun tepki hangisidir?",
    },
    options: [
      {
        en: "Increase injection into that well to strengthen pressure support",
        is: "Auka niðurdælingu í holuna til að styrkja þrýstistuðning",
        tr: "Basınç desteğini artırmak için bu kuyuya yapılan enjeksiyonu artırmak",
      },
      {
        en: "Stop all injection in the field until the tracer has fully cleared",
        is: "Stöðva alla niðurdælingu á svæðinu þar til ferilefnið er horfið",
        tr: "İzleyici tamamen temizlenene kadar sahadaki tüm enjeksiyonu durdurmak",
      },
      {
        en: "Move part of the injection further away or deeper, and watch for cooling",
        is: "Færa hluta niðurdælingar fjær eða dýpra og fylgjast með kólnun",
        tr: "Enjeksiyonun bir kısmını daha uzağa veya daha derine taşımak ve soğumayı izlemek",
      },
      {
        en: "Take no action, since tracer speed says nothing about cooling risk",
        is: "Aðhafast ekkert, því hraði ferilefnis segir ekkert um kólnunarhættu",
        tr: "Hiçbir şey yapmamak; izleyici hızı soğuma riski hakkında bilgi vermez",
      },
    ],
    correct: 2,
    explanation: {
      en: "Fast, high-recovery tracer returns show a direct fracture connection, so the cooling front may reach the producer much sooner than planned. Relocating injection while keeping the total injected mass preserves pressure support and limits thermal breakthrough; the thermal front moves more slowly than the tracer, but along the same paths.",
      is: "Hröð og mikil endurheimt ferilefnis bendir á beina sprungutengingu, svo kólnunarskilin geta náð vinnsluholunni mun fyrr en áætlað var. Með því að færa niðurdælingu en halda heildarmassanum helst þrýstistuðningur og dregið er úr hættu á kólnun; kólnunarskilin fara hægar en ferilefnið, en eftir sömu leiðum.",
      tr: "Hızlı ve yüksek geri kazanımlı izleyici dönüşü doğrudan bir çatlak bağlantısını gösterir; bu nedenle soğuma cephesi üretim kuyusuna planlanandan çok daha erken ulaşabilir. Toplam enjekte edilen kütleyi koruyarak enjeksiyonu taşımak basınç desteğini sürdürür ve ısıl atılımı sınırlar; ısıl cephe izleyiciden daha yavaş ama aynı yollar boyunca ilerler.",
    },
  },
  {
    id: "re-08",
    domain: "reservoirEngineering",
    difficulty: 3,
    prompt: {
      en: "A field has ten years of production history. When advising a regulator on sustainable capacity, why is a calibrated numerical model preferred over the volumetric (stored-heat) method?",
      is: "Jarðhitasvæði á sér tíu ára vinnslusögu. Hvers vegna er kvarðað reiknilíkan tekið fram yfir rúmmálsaðferð (varmaforðamat) þegar stjórnvöld eru ráðlögð um sjálfbæra vinnslugetu?",
      tr: "Bir sahanın on yıllık üretim geçmişi var. Düzenleyici kuruma sürdürülebilir kapasite konusunda danışmanlık verirken neden hacimsel (depolanmış ısı) yöntem yerine kalibre edilmiş bir sayısal model tercih edilir?",
    },
    options: [
      {
        en: "It needs no assumptions about permeability or reservoir boundaries",
        is: "Það krefst engra forsendna um lekt eða jaðra geymisins",
        tr: "Geçirgenlik veya rezervuar sınırları hakkında hiçbir varsayım gerektirmez",
      },
      {
        en: "It always gives a higher and more bankable capacity estimate",
        is: "Það gefur alltaf hærra og fjármögnunarhæfara mat á vinnslugetu",
        tr: "Her zaman daha yüksek ve finansmana daha uygun bir kapasite tahmini verir",
      },
      {
        en: "It is the only method accepted by every national regulator",
        is: "Það er eina aðferðin sem allar eftirlitsstofnanir heims samþykkja",
        tr: "Tüm ulusal düzenleyici kurumların kabul ettiği tek yöntemdir",
      },
      {
        en: "It represents recharge, injection and pressure response, tested against field data",
        is: "Það tekur til endurnýjunar, niðurdælingar og þrýstisvörunar, prófað gegn mæligögnum",
        tr: "Beslenme, reenjeksiyon ve basınç tepkisini saha verileriyle sınanmış biçimde temsil eder",
      },
    ],
    correct: 3,
    explanation: {
      en: "The volumetric method estimates heat in place and a recovery factor but ignores how pressure, recharge and injection control deliverability. A model history-matched to production data captures these processes and its forecasts can be checked by continued monitoring; it may give a lower estimate, not always a higher one.",
      is: "Rúmmálsaðferðin metur varma í bergi og endurheimtustuðul en horfir fram hjá því hvernig þrýstingur, endurnýjun og niðurdæling stýra afköstum. Líkan sem aðlagað er að vinnslusögu nær þessum ferlum og spár þess má sannreyna með áframhaldandi vöktun; það getur gefið lægra mat, ekki alltaf hærra.",
      tr: "Hacimsel yöntem yerindeki ısıyı ve bir geri kazanım faktörünü tahmin eder, ancak basınç, beslenme ve reenjeksiyonun üretilebilirliği nasıl denetlediğini göz ardı eder. Üretim geçmişiyle eşleştirilmiş bir model bu süreçleri yakalar ve tahminleri süren izlemeyle sınanabilir; bu model her zaman daha yüksek değil, daha düşük bir tahmin de verebilir.",
    },
  },
] as const satisfies readonly QuizQuestion[];
