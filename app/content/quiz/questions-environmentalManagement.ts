import type { QuizQuestion } from "./types";

/** Environmental management: 8 questions. */
export const environmentalManagementQuestions = [
  {
    id: "em-01",
    domain: "environmentalManagement",
    difficulty: 1,
    prompt: {
      en: "Which gas released from geothermal power plants smells of rotten eggs and is a main local air-quality concern?",
      is: "Hvaða lofttegund losnar frá jarðvarmavirkjunum, veldur hveralykt (fúleggjalykt) og er eitt helsta áhyggjuefnið varðandi loftgæði í nágrenninu?",
      tr: "Jeotermal santrallerden salınan, çürük yumurta gibi kokan ve yerel hava kalitesi açısından başlıca endişe kaynağı olan gaz hangisidir?",
    },
    options: [
      { en: "Carbon monoxide (CO)", is: "Kolmónoxíð (CO)", tr: "Karbon monoksit (CO)" },
      { en: "Methane (CH₄)", is: "Metan (CH₄)", tr: "Metan (CH₄)" },
      { en: "Hydrogen sulphide (H₂S)", is: "Brennisteinsvetni (H₂S)", tr: "Hidrojen sülfür (H₂S)" },
      { en: "Sulphur dioxide (SO₂)", is: "Brennisteinsdíoxíð (SO₂)", tr: "Kükürt dioksit (SO₂)" },
    ],
    correct: 2,
    explanation: {
      en: "Hydrogen sulphide is one of the non-condensable gases in geothermal steam; it smells of rotten eggs at very low concentrations and is toxic at higher ones. At high concentrations it numbs the sense of smell, so odour is not a reliable warning.",
      is: "Brennisteinsvetni er ein af óþéttanlegu gastegundunum í jarðhitagufu; það lyktar eins og fúlegg við mjög lágan styrk og er eitrað við hærri styrk. Við háan styrk lamar það lyktarskynið, svo ekki má treysta á lyktina sem viðvörun.",
      tr: "Hidrojen sülfür, jeotermal buhardaki yoğuşmayan gazlardan biridir; çok düşük derişimlerde çürük yumurta gibi kokar, yüksek derişimlerde zehirlidir. Yüksek derişimlerde koku alma duyusunu körelttiği için koku güvenilir bir uyarı değildir.",
    },
  },
  {
    id: "em-02",
    domain: "environmentalManagement",
    difficulty: 1,
    prompt: {
      en: "Why is separated geothermal brine usually reinjected into the reservoir instead of being discharged to rivers or lakes?",
      is: "Hvers vegna er skiljuvatni frá jarðhitavinnslu yfirleitt dælt aftur niður í jarðhitageyminn í stað þess að veita því í ár eða vötn?",
      tr: "Separatörde ayrılan jeotermal atık su neden genellikle nehirlere veya göllere boşaltılmak yerine rezervuara reenjekte edilir?",
    },
    options: [
      {
        en: "It can carry arsenic, boron and other harmful elements, and reinjection supports reservoir pressure",
        is: "Það getur borið með sér arsen, bór og önnur skaðleg efni, og niðurdæling viðheldur þrýstingi í geyminum",
        tr: "Arsenik, bor ve diğer zararlı elementleri taşıyabilir; reenjeksiyon da rezervuar basıncını destekler",
      },
      {
        en: "It is naturally radioactive at levels that make any surface discharge illegal everywhere",
        is: "Það er náttúrulega geislavirkt í þeim mæli að öll losun á yfirborði er alls staðar ólögleg",
        tr: "Doğal olarak, yüzeye her türlü boşaltımı her yerde yasa dışı kılacak düzeyde radyoaktiftir",
      },
      {
        en: "Reinjection returns the brine's heat to the surface later, doubling the plant's power output",
        is: "Niðurdæling skilar varma vatnsins aftur upp á yfirborðið síðar og tvöfaldar afl virkjunarinnar",
        tr: "Reenjeksiyon suyun ısısını daha sonra yüzeye geri getirerek santralin gücünü iki katına çıkarır",
      },
      {
        en: "Brine freezes quickly in rivers and lakes, blocking the flow of water downstream",
        is: "Skiljuvatnið frýs fljótt í ám og vötnum og hindrar rennsli vatns neðar í farveginum",
        tr: "Atık su nehir ve göllerde hızla donar ve suyun akış aşağı hareketini engeller",
      },
    ],
    correct: 0,
    explanation: {
      en: "Geothermal brine often contains arsenic, boron, mercury and dissolved salts that can harm rivers and lakes, as seen where early plants discharged to surface waters. Reinjection keeps these out of the environment and also helps maintain reservoir pressure and limit subsidence.",
      is: "Skiljuvatn inniheldur oft arsen, bór, kvikasilfur og uppleyst sölt sem geta skaðað ár og vötn, eins og sást þar sem fyrstu virkjanirnar losuðu það í yfirborðsvatn. Niðurdæling heldur þessum efnum frá umhverfinu og hjálpar jafnframt til við að viðhalda þrýstingi í jarðhitageyminum og draga úr landsigi.",
      tr: "Jeotermal atık su çoğu zaman arsenik, bor, cıva ve çözünmüş tuzlar içerir; ilk santrallerin yüzey sularına boşaltım yaptığı yerlerde görüldüğü gibi nehir ve göllere zarar verebilir. Reenjeksiyon bu maddeleri çevreden uzak tutar, ayrıca rezervuar basıncının korunmasına ve yüzey çökmesinin sınırlanmasına yardımcı olur.",
    },
  },
  {
    id: "em-03",
    domain: "environmentalManagement",
    difficulty: 1,
    prompt: {
      en: "What is the purpose of the chain-of-custody form that travels with a water sample from the field to the laboratory?",
      is: "Hver er tilgangurinn með eyðublaði um vörslukeðju (rekjanleika) sem fylgir vatnssýni frá vettvangi til rannsóknastofu?",
      tr: "Bir su numunesiyle birlikte sahadan laboratuvara giden numune takip zinciri formunun amacı nedir?",
    },
    options: [
      {
        en: "To prove that the laboratory is accredited for each analysis requested",
        is: "Að sanna að rannsóknastofan sé faggilt fyrir hverja greiningu sem beðið er um",
        tr: "Laboratuvarın istenen her analiz için akredite olduğunu kanıtlamak",
      },
      {
        en: "To record the sample's temperature continuously during transport",
        is: "Að skrá hitastig sýnisins samfellt á meðan það er flutt",
        tr: "Taşıma sırasında numunenin sıcaklığını sürekli olarak kaydetmek",
      },
      {
        en: "To replace the field notebook, so field measurements need not be recorded",
        is: "Að koma í stað vettvangsbókar, svo ekki þurfi að skrá mælingar á vettvangi",
        tr: "Saha defterinin yerini almak, böylece saha ölçümlerinin kaydına gerek kalmaması",
      },
      {
        en: "To document who held the sample at each step, so the results can be defended",
        is: "Að skrá hver hafði sýnið í vörslu á hverju stigi, svo hægt sé að standa við niðurstöðurnar",
        tr: "Numunenin her aşamada kimde olduğunu belgeleyerek sonuçları savunulabilir kılmak",
      },
    ],
    correct: 3,
    explanation: {
      en: "A chain-of-custody record gives an unbroken, signed trail of who had the sample and when, from collection to analysis. It shows that the sample was not mixed up or tampered with, so results can be relied on when compared with permit limits or used in a dispute.",
      is: "Vörsluskráin sýnir óslitna, undirritaða slóð um hver hafði sýnið og hvenær, frá sýnatöku til greiningar. Hún sýnir að sýninu var hvorki ruglað saman við önnur sýni né átt við það, svo treysta megi niðurstöðunum þegar þær eru bornar saman við mörk starfsleyfis eða notaðar í ágreiningsmálum.",
      tr: "Numune takip zinciri kaydı, numunenin alındığı andan analize kadar kimde ve ne zaman bulunduğunu kesintisiz ve imzalı olarak gösterir. Böylece numunenin karıştırılmadığı veya kurcalanmadığı kanıtlanır ve sonuçlar izin limitleriyle karşılaştırılırken ya da bir anlaşmazlıkta güvenle kullanılabilir.",
    },
  },
  {
    id: "em-04",
    domain: "environmentalManagement",
    difficulty: 2,
    prompt: {
      en: "What is the main cause of the land subsidence observed over some geothermal fields, such as Wairakei in New Zealand?",
      is: "Hver er meginorsök landsigs sem mælst hefur yfir sumum jarðhitasvæðum, til dæmis Wairakei á Nýja-Sjálandi?",
      tr: "Yeni Zelanda'daki Wairakei gibi bazı jeotermal sahalarda gözlenen yüzey çökmesinin başlıca nedeni nedir?",
    },
    options: [
      {
        en: "The weight of power plant buildings and pipelines compressing the soil",
        is: "Þungi stöðvarhúsa og lagna sem þjappar saman jarðveginum",
        tr: "Santral binalarının ve boru hatlarının ağırlığının zemini sıkıştırması",
      },
      {
        en: "Pressure decline from fluid extraction, which compacts compressible rock layers",
        is: "Þrýstingsfall vegna vökvavinnslu, sem veldur því að samþjappanleg jarðlög þjappast saman",
        tr: "Akışkan üretimine bağlı basınç düşüşünün sıkışabilir kaya katmanlarını sıkıştırması",
      },
      {
        en: "Dissolution of limestone by acidic reinjected fluids near the injection wells",
        is: "Upplausn kalksteins af völdum súrs niðurdælingarvökva nálægt niðurdælingarholum",
        tr: "Enjeksiyon kuyularının yakınında asidik reenjeksiyon akışkanının kireçtaşını çözmesi",
      },
      {
        en: "Thermal contraction of the ground caused by cold air from the cooling towers",
        is: "Varmasamdráttur jarðar vegna kalds lofts frá kæliturnum virkjunarinnar",
        tr: "Soğutma kulelerinden gelen soğuk havanın zeminde ısıl büzülmeye yol açması",
      },
    ],
    correct: 1,
    explanation: {
      en: "Producing more fluid than is replaced lowers reservoir pressure, so the pore pressure that supports the rock drops and compressible layers, such as porous lake mudstones, compact. At Wairakei this caused up to about 14 m of subsidence; reinjection that maintains pressure reduces the effect.",
      is: "Þegar meiri vökvi er unninn en kemur í staðinn lækkar þrýstingur í jarðhitageyminum, svo vökvaþrýstingurinn í holrýmum bergsins, sem ber það uppi, minnkar og samþjappanleg lög, til dæmis gropinn leirsteinn úr stöðuvatnaseti, þjappast saman. Í Wairakei olli þetta allt að um 14 m landsigi; niðurdæling sem viðheldur þrýstingi dregur úr áhrifunum.",
      tr: "Yerine konandan fazla akışkan üretmek rezervuar basıncını düşürür; kayayı taşıyan gözenek basıncı azalır ve gözenekli göl çamurtaşları gibi sıkışabilir katmanlar sıkışır. Wairakei'de bu durum yaklaşık 14 m'ye varan çökmeye yol açmıştır; basıncı koruyan reenjeksiyon bu etkiyi azaltır.",
    },
  },
  {
    id: "em-05",
    domain: "environmentalManagement",
    difficulty: 2,
    prompt: {
      en: "At the Hellisheiði geothermal power plant in Iceland, how does the Carbfix method reduce emissions of CO₂ and H₂S?",
      is: "Hvernig dregur Carbfix-aðferðin úr losun CO₂ og H₂S frá Hellisheiðarvirkjun?",
      tr: "İzlanda'daki Hellisheiði jeotermal santralinde Carbfix yöntemi CO₂ ve H₂S emisyonlarını nasıl azaltır?",
    },
    options: [
      {
        en: "It burns the gases in a flare, turning H₂S into SO₂ before release",
        is: "Gösin eru brennd í gasbrennara og H₂S breytt í SO₂ áður en því er sleppt út",
        tr: "Gazları bir meşalede (flare) yakarak H₂S'yi salımdan önce SO₂'ye dönüştürür",
      },
      {
        en: "It releases the gases through a tall stack so they disperse before reaching the ground",
        is: "Gösunum er hleypt út um háan reykháf svo þau dreifist áður en þau ná til jarðar",
        tr: "Gazları yüksek bir bacadan salarak yere ulaşmadan önce dağılmalarını sağlar",
      },
      {
        en: "It dissolves the gases in water and injects them into basalt, where they form minerals",
        is: "Gösin eru leyst upp í vatni og dælt niður í basalt, þar sem þau mynda steindir",
        tr: "Gazları suda çözerek bazalta enjekte eder ve orada minerallere dönüşmelerini sağlar",
      },
      {
        en: "It converts both gases into liquid sulphur and dry ice for sale to industry",
        is: "Báðum gösunum er breytt í fljótandi brennistein og þurrís til sölu til iðnaðar",
        tr: "Her iki gazı da sanayiye satılmak üzere sıvı kükürde ve kuru buza dönüştürür",
      },
    ],
    correct: 2,
    explanation: {
      en: "The non-condensable gases are dissolved in water in a scrubbing tower, and the gas-charged water is injected into basaltic rock, where CO₂ forms carbonate minerals and H₂S forms sulphide minerals such as pyrite. Flaring would only turn H₂S into SO₂, and a tall stack only dilutes the gas.",
      is: "Óþéttanlegu gösin eru leyst upp í vatni í hreinsiturni og gasríka vatninu dælt niður í basalt, þar sem CO₂ myndar karbónatsteindir og H₂S myndar súlfíðsteindir á borð við glópagull (pýrít). Bruni gasanna myndi aðeins breyta H₂S í SO₂ og hár reykháfur þynnir gasið aðeins út.",
      tr: "Yoğuşmayan gazlar bir yıkama kulesinde suda çözülür ve gaz yüklü su bazaltik kayaya enjekte edilir; orada CO₂ karbonat minerallerini, H₂S ise pirit gibi sülfür minerallerini oluşturur. Yakma yalnızca H₂S'yi SO₂'ye dönüştürür, yüksek baca ise gazı yalnızca seyreltir.",
    },
  },
  {
    id: "em-06",
    domain: "environmentalManagement",
    difficulty: 2,
    prompt: {
      en: "Why does the environmental impact assessment for a new geothermal field need baseline monitoring before drilling starts?",
      is: "Hvers vegna þarf mat á umhverfisáhrifum nýs jarðhitasvæðis að byggja á grunnvöktun sem hefst áður en borun hefst?",
      tr: "Yeni bir jeotermal sahanın çevresel etki değerlendirmesi (ÇED) için neden sondaj başlamadan önce temel durum izlemesi gerekir?",
    },
    options: [
      {
        en: "To record natural conditions, such as hot-spring flows, so later changes can be attributed",
        is: "Til að skrá náttúrulegt ástand, t.d. rennsli hvera, svo hægt sé að rekja síðari breytingar",
        tr: "Kaplıca debileri gibi doğal koşulları kaydederek sonraki değişikliklerin nedenini belirleyebilmek",
      },
      {
        en: "To estimate the reservoir temperature so that the turbine can be sized correctly",
        is: "Til að meta hitastig jarðhitageymisins svo hægt sé að velja hverfil af réttri stærð",
        tr: "Türbinin doğru boyutlandırılabilmesi için rezervuar sıcaklığını tahmin etmek",
      },
      {
        en: "To replace the need for environmental monitoring once the plant is in operation",
        is: "Til að ekki þurfi að vakta umhverfið eftir að virkjunin hefur verið tekin í notkun",
        tr: "Santral işletmeye alındıktan sonra çevresel izleme yapma gereğini ortadan kaldırmak",
      },
      {
        en: "To choose the drilling contractor that will cause the least noise on site",
        is: "Til að velja þann borverktaka sem veldur minnstum hávaða á svæðinu",
        tr: "Sahada en az gürültüye yol açacak sondaj yüklenicisini seçmek",
      },
    ],
    correct: 0,
    explanation: {
      en: "Geothermal areas change naturally: hot springs vary in flow, fumaroles emit H₂S and the ground can move. Without data from before development, nobody can tell whether a later change was caused by the project, which matters for permit compliance and for handling complaints.",
      is: "Jarðhitasvæði breytast af náttúrulegum orsökum: rennsli hvera sveiflast, gufuaugu losa H₂S og land getur hreyfst. Án gagna frá því fyrir framkvæmdir er ekki hægt að segja til um hvort síðari breyting stafi af verkefninu, sem skiptir máli bæði fyrir fylgni við starfsleyfi og meðferð kvartana.",
      tr: "Jeotermal alanlar doğal olarak değişir: kaplıcaların debisi dalgalanır, fumaroller H₂S salar ve zemin hareket edebilir. Geliştirme öncesine ait veri olmadan sonraki bir değişikliğin projeden kaynaklanıp kaynaklanmadığı anlaşılamaz; bu da izin koşullarına uyum ve şikâyetlerin ele alınması açısından önemlidir.",
    },
  },
  {
    id: "em-07",
    domain: "environmentalManagement",
    difficulty: 3,
    prompt: {
      en: "A lender applies IFC Performance Standard 7. The geothermal project would adversely affect lands under the traditional ownership or customary use of Indigenous Peoples. What must the developer obtain?",
      is: "Lánveitandi beitir frammistöðustaðli IFC nr. 7. Jarðhitaverkefnið myndi hafa neikvæð áhrif á land sem frumbyggjar eiga að fornu eða nýta samkvæmt venjurétti. Hvað þarf framkvæmdaraðilinn að fá?",
      tr: "Bir kredi kuruluşu IFC Performans Standardı 7'yi uygulamaktadır. Jeotermal proje, yerli halkların geleneksel mülkiyetindeki veya örf ve adete dayalı kullanımındaki araziler üzerinde olumsuz etkiler doğuracaktır. Geliştiricinin ne alması gerekir?",
    },
    options: [
      {
        en: "Only a government permit, since the state owns the subsurface resources",
        is: "Aðeins leyfi stjórnvalda, þar sem ríkið á auðlindirnar í jörðu",
        tr: "Yeraltı kaynakları devlete ait olduğundan yalnızca bir devlet izni",
      },
      {
        en: "A notice of the project published in national newspapers before construction",
        is: "Tilkynningu um verkefnið sem birt er í landsblöðum áður en framkvæmdir hefjast",
        tr: "İnşaattan önce ulusal gazetelerde yayımlanan bir proje duyurusu",
      },
      {
        en: "Written consent from each individual landowner, with compensation at market value",
        is: "Skriflegt samþykki hvers einstaks landeiganda, ásamt bótum á markaðsvirði",
        tr: "Her bir arazi sahibinden, piyasa değerinde tazminatla birlikte yazılı onay",
      },
      {
        en: "The Free, Prior and Informed Consent (FPIC) of the affected communities",
        is: "Frjálst, fyrirfram og upplýst samþykki (FPIC) samfélaganna sem verða fyrir áhrifum",
        tr: "Etkilenen toplulukların Özgür, Önceden ve Bilgilendirilmiş Onayı (FPIC)",
      },
    ],
    correct: 3,
    explanation: {
      en: "PS7 requires FPIC, reached through good-faith negotiation with the affected Indigenous Peoples' communities, when a project affects traditionally owned or customarily used lands, requires relocation, or significantly affects critical cultural heritage. A government permit or individual compensation does not replace this collective consent.",
      is: "Staðall 7 krefst FPIC, sem næst með samningaviðræðum í góðri trú við samfélög frumbyggja sem verða fyrir áhrifum, þegar verkefni snertir land sem er í hefðbundinni eigu eða nýtt samkvæmt venjurétti, krefst búferlaflutninga eða hefur veruleg áhrif á mikilvægan menningararf. Leyfi stjórnvalda eða bætur til einstaklinga koma ekki í stað þessa sameiginlega samþykkis.",
      tr: "PS7, bir proje geleneksel mülkiyetteki veya örfi kullanımdaki arazileri etkilediğinde, yeniden yerleşim gerektirdiğinde ya da kritik kültürel mirası önemli ölçüde etkilediğinde, etkilenen yerli halk topluluklarıyla iyi niyetli müzakereyle elde edilen FPIC'yi şart koşar. Devlet izni veya bireysel tazminat bu toplu onayın yerini tutmaz.",
    },
  },
  {
    id: "em-08",
    domain: "environmentalManagement",
    difficulty: 3,
    prompt: {
      en: "A flash steam plant produces fluid with a high non-condensable gas content and vents these gases to the atmosphere. In its life-cycle assessment, which stage normally dominates the greenhouse-gas footprint?",
      is: "Jarðgufuvirkjun (flash-virkjun) vinnur jarðhitavökva með háu hlutfalli óþéttanlegra gastegunda og losar þær út í andrúmsloftið. Hvaða stig vegur yfirleitt þyngst í kolefnisspori hennar samkvæmt vistferilsgreiningu?",
      tr: "Bir flaş buharlı santral, yoğuşmayan gaz içeriği yüksek akışkan üretmekte ve bu gazları atmosfere salmaktadır. Yaşam döngüsü değerlendirmesinde sera gazı ayak izine normalde hangi aşama hâkimdir?",
    },
    options: [
      {
        en: "Diesel burned by the drilling rigs during well construction",
        is: "Dísilolía sem borar brenna við gerð borholanna",
        tr: "Kuyu inşası sırasında sondaj kulelerinin yaktığı dizel",
      },
      {
        en: "Operational release of CO₂ and CH₄ contained in the geothermal fluid",
        is: "Losun CO₂ og CH₄ úr jarðhitavökvanum á rekstrartíma",
        tr: "İşletme sırasında jeotermal akışkandaki CO₂ ve CH₄'ün salınması",
      },
      {
        en: "Manufacture of the steel and cement used in the wells and plant",
        is: "Framleiðsla stáls og sements sem notað er í borholur og virkjun",
        tr: "Kuyularda ve santralde kullanılan çelik ve çimentonun üretimi",
      },
      {
        en: "Plugging of wells and dismantling of the plant at the end of its life",
        is: "Lokun borhola og niðurrif virkjunarinnar í lok líftíma hennar",
        tr: "Ömrünün sonunda kuyuların kapatılması ve santralin sökülmesi",
      },
    ],
    correct: 1,
    explanation: {
      en: "In such plants the direct emissions of CO₂ (and some CH₄) carried by the reservoir fluid far exceed the embodied emissions of drilling and materials, so they dominate the result. Construction becomes the main contributor only where the fluid is low in gas or the gases are reinjected, as in many binary plants.",
      is: "Í slíkum virkjunum er bein losun CO₂ (og nokkurs CH₄) með jarðhitavökvanum langtum meiri en losun tengd borun og efnisnotkun, svo hún ræður niðurstöðunni. Framkvæmdastigið verður aðeins stærsti þátturinn þar sem vökvinn er gassnauður eða gösunum er dælt aftur niður, eins og í mörgum tvívökvavirkjunum.",
      tr: "Bu tür santrallerde rezervuar akışkanının taşıdığı CO₂ (ve bir miktar CH₄) doğrudan emisyonları, sondaj ve malzemelerden kaynaklanan gömülü emisyonları çok aşar ve sonuca hâkim olur. İnşaat aşaması ancak akışkanın gaz içeriği düşük olduğunda veya gazlar reenjekte edildiğinde, birçok ikili çevrim (binary) santralinde olduğu gibi, en büyük katkı payına sahip olur.",
    },
  },
] as const satisfies readonly QuizQuestion[];
