import type { QuizQuestion } from "./types";

/** Project development: 8 questions. */
export const projectDevelopmentQuestions = [
  {
    id: "pd-01",
    domain: "projectDevelopment",
    difficulty: 1,
    prompt: {
      en: "In a geothermal power project, which phase first confirms the temperature and productivity of the reservoir by direct measurement?",
      is: "Í hvaða áfanga jarðvarmaverkefnis eru hiti og afköst jarðhitageymisins fyrst staðfest með beinum mælingum?",
      tr: "Bir jeotermal enerji projesinde rezervuarın sıcaklığı ve üretkenliği ilk olarak hangi aşamada doğrudan ölçümle doğrulanır?",
    },
    options: [
      {
        en: "Surface exploration: geological mapping, geochemistry and geophysical surveys",
        is: "Yfirborðsrannsóknir: jarðfræðikortlagning, jarðefnafræði og jarðeðlisfræðilegar mælingar",
        tr: "Yüzey araştırmaları: jeolojik haritalama, jeokimya ve jeofizik etütler",
      },
      {
        en: "Exploration drilling, with temperature logging and flow testing of the wells",
        is: "Rannsóknarboranir, með hitamælingum í holunum og afkastaprófunum",
        tr: "Arama sondajı, kuyularda sıcaklık logları ve üretim testleriyle",
      },
      {
        en: "The environmental impact assessment of the planned power plant",
        is: "Mat á umhverfisáhrifum fyrirhugaðrar virkjunar",
        tr: "Planlanan santralin çevresel etki değerlendirmesi (ÇED)",
      },
      {
        en: "Commissioning of the power plant and its steam-gathering system",
        is: "Gangsetning virkjunarinnar og gufuveitu hennar",
        tr: "Santralin ve buhar toplama sisteminin devreye alınması",
      },
    ],
    correct: 1,
    explanation: {
      en: "Surface studies only infer reservoir conditions indirectly, for example from geothermometers and resistivity surveys. Exploration wells are the first to measure temperature, pressure and flow directly, which is why test drilling is the key decision point before field development.",
      is: "Yfirborðsrannsóknir gefa aðeins óbeinar vísbendingar um aðstæður í geyminum, t.d. með efnahitamælum og viðnámsmælingum. Rannsóknarholur eru þær fyrstu sem mæla hita, þrýsting og rennsli beint og því eru rannsóknarboranir lykilákvörðunarpunktur áður en svæðið er byggt upp.",
      tr: "Yüzey araştırmaları rezervuar koşullarını yalnızca dolaylı olarak, örneğin jeotermometreler ve özdirenç etütleriyle tahmin eder. Sıcaklık, basınç ve akışı ilk kez doğrudan ölçen arama kuyularıdır; bu nedenle arama sondajı saha geliştirme öncesindeki temel karar noktasıdır.",
    },
  },
  {
    id: "pd-02",
    domain: "projectDevelopment",
    difficulty: 1,
    prompt: {
      en: "What is the main purpose of document control on a geothermal construction project?",
      is: "Hver er megintilgangur skjalastýringar í framkvæmdaverkefni við jarðvarmavirkjun?",
      tr: "Bir jeotermal inşaat projesinde doküman kontrolünün temel amacı nedir?",
    },
    options: [
      {
        en: "To archive only the final as-built drawings once construction is complete",
        is: "Að varðveita eingöngu endanlegar reyndarteikningar þegar framkvæmdum er lokið",
        tr: "İnşaat bittiğinde yalnızca nihai as-built (yapıldığı gibi) çizimleri arşivlemek",
      },
      {
        en: "To replace the weekly progress reports sent to the project owner",
        is: "Að koma í stað vikulegra framvinduskýrslna til verkkaupa",
        tr: "İşverene gönderilen haftalık ilerleme raporlarının yerini almak",
      },
      {
        en: "To let every contractor edit the master drawings directly on site",
        is: "Að leyfa öllum verktökum að breyta frumteikningunum beint á verkstað",
        tr: "Her yüklenicinin ana çizimleri sahada doğrudan değiştirmesine izin vermek",
      },
      {
        en: "To ensure everyone works from the current approved revision, with a traceable history",
        is: "Að tryggja að allir vinni eftir gildandi samþykktri útgáfu, með rekjanlegri breytingasögu",
        tr: "Herkesin güncel onaylı revizyonla çalışmasını ve geçmişin izlenebilir olmasını sağlamak",
      },
    ],
    correct: 3,
    explanation: {
      en: "Document control registers, distributes and tracks every revision of drawings, specifications and procedures, so that nobody builds from a superseded document and every change can be traced. As-built records are only one of its outputs.",
      is: "Skjalastýring skráir, dreifir og rekur hverja útgáfu teikninga, verklýsinga og verklagsreglna, þannig að enginn vinni eftir úreltu skjali og rekja megi hverja breytingu. Reyndarteikningar eru aðeins ein afurð hennar.",
      tr: "Doküman kontrolü çizimlerin, şartnamelerin ve prosedürlerin her revizyonunu kaydeder, dağıtır ve takip eder; böylece kimse geçerliliğini yitirmiş bir dokümanla çalışmaz ve her değişiklik izlenebilir. As-built kayıtlar bunun çıktılarından yalnızca biridir.",
    },
  },
  {
    id: "pd-03",
    domain: "projectDevelopment",
    difficulty: 1,
    prompt: {
      en: "On the schedule of a geothermal project, the drilling of the production wells lies on the critical path. What does this mean?",
      is: "Í verkáætlun jarðvarmaverkefnis liggur borun vinnsluhola á krítísku leiðinni. Hvað þýðir það?",
      tr: "Bir jeotermal projenin iş programında üretim kuyularının sondajı kritik yol üzerindedir. Bu ne anlama gelir?",
    },
    options: [
      {
        en: "A delay in drilling delays the project completion date unless it is recovered",
        is: "Seinkun á borun seinkar verklokum nema hún sé unnin upp",
        tr: "Sondajdaki bir gecikme telafi edilmezse projenin bitiş tarihini de geciktirir",
      },
      {
        en: "Drilling is the most expensive activity in the project budget",
        is: "Borun er kostnaðarsamasti verkþátturinn í fjárhagsáætlun verkefnisins",
        tr: "Sondaj, proje bütçesindeki en pahalı faaliyettir",
      },
      {
        en: "Drilling has the most float of all activities and can slip freely",
        is: "Borun hefur mestan slaka allra verkþátta og má seinka að vild",
        tr: "Sondaj, tüm faaliyetler içinde en fazla bolluğa sahiptir ve serbestçe kayabilir",
      },
      {
        en: "Drilling is the activity with the highest safety risk on site",
        is: "Borun er sá verkþáttur sem ber mesta öryggisáhættu á verkstað",
        tr: "Sondaj, sahada en yüksek güvenlik riskini taşıyan faaliyettir",
      },
    ],
    correct: 0,
    explanation: {
      en: "The critical path is the longest chain of dependent activities and sets the shortest possible project duration; its activities have zero float. Cost and safety risk matter, but they do not define the critical path.",
      is: "Krítíska leiðin er lengsta röð innbyrðis háðra verkþátta og ræður stysta mögulega verktíma; verkþættir á henni hafa engan slaka. Kostnaður og öryggisáhætta skipta máli en ákvarða ekki krítísku leiðina.",
      tr: "Kritik yol, birbirine bağlı faaliyetlerden oluşan en uzun zincirdir ve projenin mümkün olan en kısa süresini belirler; bu faaliyetlerin bolluğu (float) sıfırdır. Maliyet ve güvenlik riski önemlidir, ancak kritik yolu belirlemez.",
    },
  },
  {
    id: "pd-04",
    domain: "projectDevelopment",
    difficulty: 2,
    prompt: {
      en: "When preparing a cost estimate for a planned geothermal power plant, which input most directly determines how many production wells must be drilled?",
      is: "Við gerð kostnaðaráætlunar fyrir fyrirhugaða jarðvarmavirkjun, hvaða forsenda ræður mestu um hversu margar vinnsluholur þarf að bora?",
      tr: "Planlanan bir jeotermal santral için maliyet tahmini hazırlanırken, kaç üretim kuyusu açılması gerektiğini en doğrudan hangi girdi belirler?",
    },
    options: [
      {
        en: "The rated rotational speed of the turbine-generator",
        is: "Málsnúningshraði hverfilsins og rafalsins",
        tr: "Türbin-jeneratörün anma devir hızı",
      },
      {
        en: "The length of the transmission line to the grid",
        is: "Lengd flutningslínunnar að raforkukerfinu",
        tr: "Şebekeye bağlanan iletim hattının uzunluğu",
      },
      {
        en: "The expected average output per well relative to the planned plant capacity",
        is: "Vænt meðalafköst hverrar holu miðað við fyrirhugað afl virkjunarinnar",
        tr: "Kuyu başına beklenen ortalama üretimin planlanan santral kapasitesine oranı",
      },
      {
        en: "The hook-load rating of the drilling rig to be used",
        is: "Burðargeta (krókálag) borsins sem nota á",
        tr: "Kullanılacak sondaj makinesinin kanca yükü kapasitesi",
      },
    ],
    correct: 2,
    explanation: {
      en: "The number of production wells is roughly the plant's steam (or brine) demand divided by the expected average well output, plus spare and make-up wells; since wells are a large share of the capital cost, this assumption drives the estimate. The rig's capacity limits how deep wells can be drilled, not how many are needed.",
      is: "Fjöldi vinnsluhola er í grófum dráttum gufu- (eða vökva)þörf virkjunarinnar deilt með væntum meðalafköstum holu, að viðbættum vara- og uppbótarholum; þar sem holur eru stór hluti stofnkostnaðar ræður þessi forsenda miklu um áætlunina. Burðargeta borsins takmarkar hve djúpt má bora, ekki hve margar holur þarf.",
      tr: "Üretim kuyusu sayısı kabaca santralin buhar (veya akışkan) ihtiyacının kuyu başına beklenen ortalama üretime bölünmesiyle, yedek ve ilave (make-up) kuyular eklenerek bulunur; kuyular yatırım maliyetinin büyük bir kısmını oluşturduğundan bu varsayım tahmini belirler. Sondaj makinesinin kapasitesi kuyuların ne kadar derin açılabileceğini sınırlar, kaç kuyu gerektiğini değil.",
    },
  },
  {
    id: "pd-05",
    domain: "projectDevelopment",
    difficulty: 2,
    prompt: {
      en: "A geothermal project has separate contracts for the steam-gathering system and the power plant. What must the interface between the two contracts define most precisely?",
      is: "Í jarðvarmaverkefni eru aðskildir samningar um gufuveitu og virkjun. Hvað þurfa skilin milli samninganna tveggja að skilgreina nákvæmast?",
      tr: "Bir jeotermal projede buhar toplama sistemi ve santral için ayrı sözleşmeler vardır. İki sözleşme arasındaki arayüz en kesin olarak neyi tanımlamalıdır?",
    },
    options: [
      {
        en: "The drilling fluid programme for the reinjection wells",
        is: "Borvökvaáætlun niðurdælingarholanna",
        tr: "Reenjeksiyon kuyularının sondaj çamuru programını",
      },
      {
        en: "The terminal point and the steam pressure, flow and dryness delivered there",
        is: "Tengipunktinn og þrýsting, rennsli og þurrkstig gufunnar sem þar er afhent",
        tr: "Teslim noktasını ve orada teslim edilen buharın basıncını, debisini ve kuruluğunu",
      },
      {
        en: "The order in which the drilling rig moves between the well pads",
        is: "Í hvaða röð borinn er fluttur milli borplana",
        tr: "Sondaj makinesinin kuyu lokasyonları arasındaki taşınma sırasını",
      },
      {
        en: "The electricity tariff agreed in the power purchase agreement",
        is: "Raforkuverðið sem samið er um í orkusölusamningnum",
        tr: "Elektrik satış anlaşmasında kararlaştırılan tarifeyi",
      },
    ],
    correct: 1,
    explanation: {
      en: "The terminal point fixes where one contractor's scope and guarantees end and the other's begin, and the plant's performance guarantees depend on the steam conditions delivered there. Gaps or overlaps at this interface are a common source of claims.",
      is: "Tengipunkturinn ákvarðar hvar umfang og ábyrgðir eins verktaka enda og annars hefjast, og afkastaábyrgðir virkjunarinnar byggjast á ástandi gufunnar sem þar er afhent. Göt eða skörun í þessum skilum eru algeng uppspretta krafna.",
      tr: "Teslim noktası, bir yüklenicinin kapsamının ve garantilerinin nerede bitip diğerininkinin nerede başladığını belirler; santralin performans garantileri de orada teslim edilen buhar koşullarına bağlıdır. Bu arayüzdeki boşluklar veya çakışmalar sık görülen hak talebi (claim) nedenleridir.",
    },
  },
  {
    id: "pd-06",
    domain: "projectDevelopment",
    difficulty: 2,
    prompt: {
      en: "Why are several directional wells often drilled from a single well pad when a geothermal field is developed?",
      is: "Hvers vegna eru oft boraðar nokkrar stefnuboraðar holur frá sama borplani þegar jarðhitasvæði er byggt upp?",
      tr: "Bir jeotermal saha geliştirilirken neden çoğu zaman tek bir kuyu lokasyonundan birkaç yönlü kuyu açılır?",
    },
    options: [
      {
        en: "Because vertical wells cannot reach geothermal reservoirs deeper than 1 km",
        is: "Vegna þess að lóðréttar holur ná ekki til jarðhitageyma sem eru dýpri en 1 km",
        tr: "Çünkü dik kuyular 1 km'den derin jeotermal rezervuarlara ulaşamaz",
      },
      {
        en: "Because directional wells always produce hotter fluid than vertical wells",
        is: "Vegna þess að stefnuboraðar holur gefa alltaf heitari vökva en lóðréttar holur",
        tr: "Çünkü yönlü kuyular her zaman dik kuyulardan daha sıcak akışkan üretir",
      },
      {
        en: "Because regulations allow only one well pad per geothermal concession",
        is: "Vegna þess að reglur leyfa aðeins eitt borplan á hverju nýtingarleyfi",
        tr: "Çünkü mevzuat her jeotermal ruhsat için yalnızca bir kuyu lokasyonuna izin verir",
      },
      {
        en: "Because it cuts land use, roads, pipelines and rig moves while reaching separate targets",
        is: "Vegna þess að það sparar land, vegi, lagnir og flutninga borsins en nær samt til ólíkra hluta geymisins",
        tr: "Çünkü farklı hedeflere ulaşırken arazi kullanımını, yolları, boru hatlarını ve makine taşımalarını azaltır",
      },
    ],
    correct: 3,
    explanation: {
      en: "Directional drilling lets wells from one pad reach different parts of the reservoir, so fewer pads, access roads and pipelines are needed and the rig only moves a short distance on the pad. Directional wells can also intersect more steep fractures, but they are not inherently hotter.",
      is: "Stefnuborun gerir holum frá einu borplani kleift að ná til ólíkra hluta jarðhitageymisins, svo færri borplön, aðkomuvegi og lagnir þarf og borinn færist aðeins stutt innan plansins. Stefnuboraðar holur geta líka skorið fleiri brattar sprungur, en þær eru ekki í eðli sínu heitari.",
      tr: "Yönlü sondaj, tek bir lokasyondaki kuyuların rezervuarın farklı bölümlerine ulaşmasını sağlar; böylece daha az lokasyon, erişim yolu ve boru hattı gerekir ve sondaj makinesi lokasyon içinde yalnızca kısa mesafe taşınır. Yönlü kuyular daha fazla dik çatlağı kesebilir, ancak doğaları gereği daha sıcak değildir.",
    },
  },
  {
    id: "pd-07",
    domain: "projectDevelopment",
    difficulty: 3,
    prompt: {
      en: "Compared with a gas-fired power plant, why is the levelised cost of electricity (LCOE) of a geothermal plant especially sensitive to the discount rate (cost of capital)?",
      is: "Hvers vegna er jafnaður raforkukostnaður (LCOE) jarðvarmavirkjunar sérstaklega næmur fyrir ávöxtunarkröfu (fjármagnskostnaði), samanborið við gasorkuver?",
      tr: "Doğalgaz santraline kıyasla, bir jeotermal santralin seviyelendirilmiş elektrik maliyeti (LCOE) neden iskonto oranına (sermaye maliyetine) özellikle duyarlıdır?",
    },
    options: [
      {
        en: "Because the price of geothermal fluid rises with inflation over the plant's life",
        is: "Vegna þess að verð jarðhitavökvans hækkar með verðbólgu á líftíma virkjunarinnar",
        tr: "Çünkü jeotermal akışkanın fiyatı santral ömrü boyunca enflasyonla artar",
      },
      {
        en: "Because geothermal plants typically operate at low capacity factors",
        is: "Vegna þess að jarðvarmavirkjanir eru yfirleitt reknar með lágum nýtingarstuðli",
        tr: "Çünkü jeotermal santraller genellikle düşük kapasite faktörüyle çalışır",
      },
      {
        en: "Because most lifetime costs are paid up front for wells and plant, with no fuel cost",
        is: "Vegna þess að mestur líftímakostnaður er greiddur fyrir fram í holum og virkjun, án eldsneytiskostnaðar",
        tr: "Çünkü ömür boyu maliyetlerin çoğu kuyular ve santral için baştan ödenir, yakıt maliyeti yoktur",
      },
      {
        en: "Because the discount rate determines how fast the reservoir pressure declines",
        is: "Vegna þess að ávöxtunarkrafan ræður því hve hratt þrýstingur í geyminum fellur",
        tr: "Çünkü iskonto oranı rezervuar basıncının ne kadar hızlı düşeceğini belirler",
      },
    ],
    correct: 2,
    explanation: {
      en: "Geothermal is capital-intensive: drilling and construction are paid before any revenue, operating costs are modest and there is no fuel to buy, so a higher cost of capital raises the LCOE far more than for a gas plant, whose costs are dominated by fuel. Geothermal plants usually have high capacity factors, often above 80%.",
      is: "Jarðvarmi er fjármagnsfrekur: borun og framkvæmdir eru greiddar áður en tekjur hefjast, rekstrarkostnaður er hóflegur og ekkert eldsneyti þarf að kaupa, svo hærri fjármagnskostnaður hækkar LCOE mun meira en hjá gasorkuveri, þar sem eldsneyti er ráðandi kostnaðarliður. Jarðvarmavirkjanir hafa yfirleitt háan nýtingarstuðul, oft yfir 80%.",
      tr: "Jeotermal sermaye yoğundur: sondaj ve inşaat harcamaları gelir başlamadan yapılır, işletme maliyetleri ılımlıdır ve yakıt satın alınmaz; bu nedenle daha yüksek sermaye maliyeti LCOE'yi, maliyetlerine yakıtın hâkim olduğu bir doğalgaz santraline göre çok daha fazla artırır. Jeotermal santrallerin kapasite faktörü genellikle yüksektir, çoğu zaman %80'in üzerindedir.",
    },
  },
  {
    id: "pd-08",
    domain: "projectDevelopment",
    difficulty: 3,
    prompt: {
      en: "Why do geothermal developers rarely include the drilling of production wells in the same lump-sum EPC contract as the power plant?",
      is: "Hvers vegna setja þróunaraðilar jarðvarmaverkefna borun vinnsluhola sjaldan í sama alverktakasamning (EPC) á föstu verði og virkjunina sjálfa?",
      tr: "Jeotermal geliştiriciler neden üretim kuyularının sondajını santralle aynı götürü bedelli EPC sözleşmesine nadiren dahil eder?",
    },
    options: [
      {
        en: "Because well output is uncertain and contractors will not take resource risk at a fixed price",
        is: "Vegna þess að afköst hola eru óviss og verktakar taka ekki á sig auðlindaáhættu á föstu verði",
        tr: "Çünkü kuyu üretimi belirsizdir ve yükleniciler kaynak riskini sabit fiyatla üstlenmez",
      },
      {
        en: "Because drilling must be finished before any plant equipment can be ordered",
        is: "Vegna þess að borun verður að ljúka áður en nokkur búnaður í virkjunina er pantaður",
        tr: "Çünkü santral ekipmanı ancak sondaj tamamlandıktan sonra sipariş edilebilir",
      },
      {
        en: "Because lump-sum EPC contracts cannot include performance guarantees",
        is: "Vegna þess að alverktakasamningar á föstu verði geta ekki innihaldið afkastaábyrgðir",
        tr: "Çünkü götürü bedelli EPC sözleşmeleri performans garantisi içeremez",
      },
      {
        en: "Because drilling costs are too small to matter in the contract price",
        is: "Vegna þess að borkostnaður er of lítill til að skipta máli í samningsverðinu",
        tr: "Çünkü sondaj maliyetleri sözleşme bedelinde önemsenmeyecek kadar küçüktür",
      },
    ],
    correct: 0,
    explanation: {
      en: "How many wells are needed and what each will produce is only known once they are drilled, so a fixed-price contractor would have to price in the whole resource risk. Developers therefore usually keep drilling separate, often under owner-managed day-rate or unit-rate contracts, and award the plant, whose performance can be guaranteed, as a lump-sum EPC contract.",
      is: "Hve margar holur þarf og hvað hver þeirra gefur kemur aðeins í ljós þegar þær hafa verið boraðar, svo verktaki á föstu verði þyrfti að verðleggja alla auðlindaáhættuna. Þróunaraðilar halda því borun yfirleitt aðskilinni, oft á dagtaxta eða einingarverðum undir stjórn verkkaupa, og bjóða virkjunina, sem hægt er að veita afkastaábyrgð á, út í alverktöku á föstu verði.",
      tr: "Kaç kuyu gerektiği ve her birinin ne üreteceği ancak kuyular açıldıktan sonra bilinir; bu nedenle sabit fiyatlı bir yüklenici kaynak riskinin tamamını fiyatına yansıtmak zorunda kalır. Bu yüzden geliştiriciler sondajı genellikle ayrı tutar (çoğunlukla işveren yönetiminde günlük ücretli veya birim fiyatlı sözleşmelerle) ve performansı garanti edilebilen santrali götürü bedelli EPC sözleşmesiyle ihale eder.",
    },
  },
] as const satisfies readonly QuizQuestion[];
