import type { QuizQuestion } from "./types";

/** Resource assessment: 8 questions. */
export const resourceAssessmentQuestions = [
  {
    id: "ra-01",
    domain: "resourceAssessment",
    difficulty: 1,
    prompt: {
      en: "When sampling a hot spring for geochemical analysis, why are temperature and pH measured on site rather than later in the laboratory?",
      is: "Þegar sýni er tekið úr hver eða laug til efnagreiningar, hvers vegna eru hiti og pH mæld á staðnum en ekki síðar á rannsóknarstofu?",
      tr: "Jeokimyasal analiz için bir sıcak su kaynağından örnek alınırken sıcaklık ve pH neden daha sonra laboratuvarda değil de sahada ölçülür?",
    },
    options: [
      {
        en: "Laboratory instruments cannot measure the pH of geothermal water accurately",
        is: "Tæki á rannsóknarstofu geta ekki mælt pH jarðhitavatns nákvæmlega",
        tr: "Laboratuvar cihazları jeotermal suyun pH'ını doğru ölçemez",
      },
      {
        en: "Sample bottles must be sealed before any measurement to keep the chain of custody",
        is: "Innsigla þarf sýnaflöskurnar fyrir allar mælingar til að varðveita vörslukeðjuna",
        tr: "Muhafaza zincirini korumak için örnek şişeleri her türlü ölçümden önce mühürlenmelidir",
      },
      {
        en: "Both change quickly after sampling as the water cools and loses dissolved gases",
        is: "Hvort tveggja breytist hratt eftir sýnatöku þegar vatnið kólnar og tapar uppleystum gastegundum",
        tr: "Su soğudukça ve çözünmüş gazlarını kaybettikçe her ikisi de örneklemeden sonra hızla değişir",
      },
      {
        en: "Field values are needed only for the permit, not for the geochemical interpretation",
        is: "Mæligildi af vettvangi þarf aðeins vegna leyfa, ekki vegna efnafræðilegrar túlkunar",
        tr: "Saha değerleri jeokimyasal yorum için değil, yalnızca izin için gereklidir",
      },
    ],
    correct: 2,
    explanation: {
      en: "Once sampled, geothermal water cools and degasses (CO2, H2S), which shifts its pH and can make minerals precipitate; only on-site readings represent the fluid as it discharged. These values are also needed to interpret the chemistry correctly.",
      is: "Eftir sýnatöku kólnar jarðhitavatnið og afgasast (CO2, H2S), sem breytir pH-gildi þess og getur valdið útfellingum; aðeins mælingar á staðnum lýsa vökvanum eins og hann kom upp. Þessi gildi eru einnig nauðsynleg til að túlka efnasamsetninguna rétt.",
      tr: "Örneklendikten sonra jeotermal su soğur ve gaz kaybeder (CO2, H2S); bu da pH'ını değiştirir ve minerallerin çökelmesine yol açabilir, bu yüzden akışkanı çıktığı haliyle yalnızca sahada yapılan ölçümler temsil eder. Bu değerler kimyasal verilerin doğru yorumlanması için de gereklidir.",
    },
  },
  {
    id: "ra-02",
    domain: "resourceAssessment",
    difficulty: 1,
    prompt: {
      en: "While logging drill cuttings, the geologist corrects each sample's depth for the “lag time”. What is lag time?",
      is: "Við greiningu borsvarfs leiðréttir jarðfræðingurinn dýpi hvers sýnis fyrir „seinkunartíma“ (lag time). Hvað er seinkunartími?",
      tr: "Sondaj kırıntılarını loglarken jeolog her örneğin derinliğini “gecikme süresi”ne (lag time) göre düzeltir. Gecikme süresi nedir?",
    },
    options: [
      {
        en: "The time cuttings take to travel up the annulus from the bit to the surface",
        is: "Tíminn sem það tekur svarfið að berast frá borkrónunni upp hringrýmið til yfirborðs",
        tr: "Kırıntıların matkaptan anülüs boyunca yüzeye ulaşması için geçen süre",
      },
      {
        en: "The time the drilling fluid takes to heat up to the formation temperature",
        is: "Tíminn sem það tekur skolvökvann að hitna upp í hita bergsins",
        tr: "Sondaj akışkanının formasyon sıcaklığına kadar ısınması için geçen süre",
      },
      {
        en: "The delay between collecting a sample and analysing it in the laboratory",
        is: "Töfin frá því að sýni er tekið þar til það er greint á rannsóknarstofu",
        tr: "Bir örneğin alınması ile laboratuvarda analiz edilmesi arasındaki gecikme",
      },
      {
        en: "The time it takes to pull the drill string out of the hole to change the bit",
        is: "Tíminn sem það tekur að draga borstrenginn upp úr holunni til að skipta um krónu",
        tr: "Matkap değişimi için sondaj dizisinin kuyudan çekilmesi için geçen süre",
      },
    ],
    correct: 0,
    explanation: {
      en: "The drilling fluid carries cuttings up the annulus, so they reach the shale shaker some time after the bit cut them; without correcting for this lag, the rock would be logged at too great a depth. The lag depends on the annulus volume and the pump rate.",
      is: "Skolvökvinn ber svarfið upp hringrýmið milli borstrengs og holuveggjar, svo það berst upp á hristisigtið nokkru eftir að krónan losaði það; án leiðréttingar væri bergið skráð á of miklu dýpi. Seinkunin ræðst af rúmmáli hringrýmisins og dæluafköstum.",
      tr: "Kırıntılar sondaj akışkanıyla anülüs boyunca yukarı taşınır ve elek sistemine (shale shaker) matkabın onları kesmesinden bir süre sonra ulaşır; bu gecikme düzeltilmezse kayaç olduğundan daha derinde kaydedilir. Gecikme, anülüs hacmine ve pompa debisine bağlıdır.",
    },
  },
  {
    id: "ra-03",
    domain: "resourceAssessment",
    difficulty: 1,
    prompt: {
      en: "Field GPS points recorded as WGS 84 latitude and longitude appear offset from a geological map stored in a national projected coordinate system. What is the correct fix in the GIS?",
      is: "GPS-punktar af vettvangi, skráðir sem breidd og lengd í WGS 84, birtast hliðraðir miðað við jarðfræðikort sem geymt er í vörpuðu landshnitakerfi. Hver er rétta lausnin í landupplýsingakerfinu?",
      tr: "WGS 84 enlem ve boylamı olarak kaydedilen saha GPS noktaları, ulusal projeksiyonlu bir koordinat sisteminde saklanan jeoloji haritasına göre kaymış görünüyor. CBS'de doğru çözüm nedir?",
    },
    options: [
      {
        en: "Move the points by hand until they line up with the mapped features",
        is: "Færa punktana handvirkt þar til þeir falla að fitjunum á kortinu",
        tr: "Noktaları harita öğeleriyle çakışana kadar elle kaydırmak",
      },
      {
        en: "Rename the coordinate fields so the GIS reads them as map coordinates",
        is: "Endurnefna hnitadálkana svo að kerfið lesi þá sem kortahnit",
        tr: "CBS'nin harita koordinatı olarak okuması için koordinat alanlarını yeniden adlandırmak",
      },
      {
        en: "Delete the points and re-digitise them from the geological map",
        is: "Eyða punktunum og hnitsetja þá aftur eftir jarðfræðikortinu",
        tr: "Noktaları silip jeoloji haritasından yeniden sayısallaştırmak",
      },
      {
        en: "Define each layer's coordinate system correctly and reproject them to a common one",
        is: "Skilgreina hnitakerfi hvers lags rétt og varpa lögunum í sameiginlegt hnitakerfi",
        tr: "Her katmanın koordinat sistemini doğru tanımlayıp katmanları ortak bir sisteme yeniden projeksiyonlamak",
      },
    ],
    correct: 3,
    explanation: {
      en: "Data in different coordinate reference systems only overlay correctly when each layer's system is defined and they are transformed into a common one. Shifting points by hand or relabelling coordinates corrupts the positions.",
      is: "Gögn í ólíkum hnitakerfum leggjast aðeins rétt hvert ofan á annað þegar hnitakerfi hvers lags er skilgreint og þeim er umbreytt í sameiginlegt kerfi. Handvirk hliðrun eða endurmerking hnita skekkir staðsetningarnar.",
      tr: "Farklı koordinat referans sistemlerindeki veriler, ancak her katmanın sistemi tanımlanıp ortak bir sisteme dönüştürüldüğünde doğru şekilde çakışır. Noktaları elle kaydırmak veya koordinatları yeniden etiketlemek konumları bozar.",
    },
  },
  {
    id: "ra-04",
    domain: "resourceAssessment",
    difficulty: 2,
    prompt: {
      en: "A hot spring has been diluted by cold groundwater on its way to the surface. Why does the Na–K geothermometer usually give a better estimate of reservoir temperature than the quartz geothermometer for this water?",
      is: "Vatn í hver hefur blandast köldu grunnvatni á leið sinni til yfirborðs. Hvers vegna gefur Na–K-efnahitamælirinn yfirleitt betra mat á hita í jarðhitageyminum en kvarsefnahitamælirinn fyrir þetta vatn?",
      tr: "Bir sıcak su kaynağı, yüzeye çıkarken soğuk yeraltı suyuyla seyrelmiştir. Bu su için Na–K jeotermometresi neden genellikle rezervuar sıcaklığını kuvars jeotermometresinden daha iyi tahmin eder?",
    },
    options: [
      {
        en: "The cold groundwater adds sodium and potassium to the water",
        is: "Kalda grunnvatnið bætir natríum og kalíum í vatnið",
        tr: "Soğuk yeraltı suyu suya sodyum ve potasyum ekler",
      },
      {
        en: "Dilution lowers the silica concentration but hardly changes the Na/K ratio",
        is: "Blöndunin lækkar styrk kísils en breytir Na/K-hlutfallinu varla",
        tr: "Seyrelme silika derişimini düşürür ama Na/K oranını neredeyse değiştirmez",
      },
      {
        en: "The quartz geothermometer only works for water hotter than 300 °C",
        is: "Kvarsefnahitamælirinn virkar aðeins fyrir vatn sem er heitara en 300 °C",
        tr: "Kuvars jeotermometresi yalnızca 300 °C'den sıcak sular için geçerlidir",
      },
      {
        en: "The cold groundwater raises the pH, making the quartz geothermometer read too high",
        is: "Kalda grunnvatnið hækkar pH, svo að kvarsefnahitamælirinn sýnir of háan hita",
        tr: "Soğuk yeraltı suyu pH'ı yükseltir ve kuvars jeotermometresinin fazla yüksek değer vermesine yol açar",
      },
    ],
    correct: 1,
    explanation: {
      en: "Dilution lowers the concentrations of all dissolved species in the same proportion, so silica, and with it the quartz temperature, drops, while the Na/K ratio that the Na–K geothermometer relies on stays almost the same. The Na–K ratio also re-equilibrates slowly, so it tends to preserve deeper reservoir temperatures.",
      is: "Blöndun lækkar styrk allra uppleystra efna í sama hlutfalli, svo kísillinn, og þar með kvarshitinn, lækkar, en Na/K-hlutfallið sem Na–K-mælirinn byggir á helst nánast óbreytt. Na/K-hlutfallið aðlagast líka hægt nýju jafnvægi, svo það varðveitir gjarnan hitann dýpra í geyminum.",
      tr: "Seyrelme tüm çözünmüş bileşenlerin derişimini aynı oranda düşürür; bu yüzden silika ve dolayısıyla kuvars sıcaklığı düşer, Na–K jeotermometresinin dayandığı Na/K oranı ise hemen hemen aynı kalır. Na/K oranı ayrıca yeni dengeye yavaş ulaştığından daha derindeki rezervuar sıcaklıklarını koruma eğilimindedir.",
    },
  },
  {
    id: "ra-05",
    domain: "resourceAssessment",
    difficulty: 2,
    prompt: {
      en: "Magnetotelluric (MT) surveys over high-temperature volcanic geothermal fields often show a low-resistivity layer above a more resistive core. What does the low-resistivity layer usually represent?",
      is: "MT-viðnámsmælingar yfir háhitasvæðum í eldfjallakerfum sýna oft lágviðnámslag ofan á kjarna með hærra viðnámi. Hvað táknar lágviðnámslagið yfirleitt?",
      tr: "Yüksek sıcaklıklı volkanik jeotermal sahalar üzerinde yapılan manyetotellürik (MT) etütler, genellikle daha yüksek özdirençli bir çekirdeğin üzerinde düşük özdirençli bir katman gösterir. Bu düşük özdirençli katman genellikle neyi temsil eder?",
    },
    options: [
      {
        en: "A body of partially molten rock that forms the heat source",
        is: "Hlutbráðið berg sem er varmagjafi kerfisins",
        tr: "Isı kaynağını oluşturan kısmen ergimiş bir kayaç kütlesini",
      },
      {
        en: "Cold, fresh groundwater flowing through unaltered lava flows",
        is: "Kalt, ferskt grunnvatn sem rennur um óummynduð hraunlög",
        tr: "Alterasyona uğramamış lav akıntıları içinden akan soğuk, tatlı yeraltı suyunu",
      },
      {
        en: "A dry steam zone at the top of the reservoir",
        is: "Þurrt gufusvæði efst í jarðhitageyminum",
        tr: "Rezervuarın üst kısmındaki kuru buhar zonunu",
      },
      {
        en: "A smectite-rich clay cap formed by hydrothermal alteration",
        is: "Smektítríka leirhettu sem myndast hefur við jarðhitaummyndun",
        tr: "Hidrotermal alterasyonla oluşmuş, smektitçe zengin kil örtüyü",
      },
    ],
    correct: 3,
    explanation: {
      en: "Hydrothermal alteration at roughly 100–220 °C produces conductive smectite clays that form the low-resistivity cap; at higher temperatures (above about 240 °C) chlorite and epidote dominate and resistivity rises again, giving the more resistive core. The resistivity structure therefore reflects alteration (and past temperature), not only the present fluid.",
      is: "Jarðhitaummyndun við um 100–220 °C myndar leiðandi smektítleir sem myndar lágviðnámshettuna; við hærri hita (yfir um 240 °C) eru klórít og epídót ríkjandi og viðnámið hækkar aftur, sem gefur kjarnann með hærra viðnámi. Viðnámsmyndin endurspeglar því ummyndun (og fyrri hita) en ekki aðeins vökvann sem nú er í berginu.",
      tr: "Yaklaşık 100–220 °C'deki hidrotermal alterasyon, düşük özdirençli örtüyü oluşturan iletken smektit killerini üretir; daha yüksek sıcaklıklarda (yaklaşık 240 °C'nin üzerinde) klorit ve epidot baskın hale gelir ve özdirenç yeniden artarak daha yüksek özdirençli çekirdeği oluşturur. Bu nedenle özdirenç yapısı yalnızca bugünkü akışkanı değil, alterasyonu (ve geçmiş sıcaklığı) yansıtır.",
    },
  },
  {
    id: "ra-06",
    domain: "resourceAssessment",
    difficulty: 2,
    prompt: {
      en: "The volumetric (stored-heat) method first estimates the thermal energy in the reservoir rock and fluid above a reference temperature. Which factors are then applied to turn this into an electrical capacity in megawatts?",
      is: "Rúmmálsaðferðin (varmaforðaaðferðin) metur fyrst varmaorkuna í bergi og vökva jarðhitageymisins umfram viðmiðunarhita. Hvaða stuðlar eru síðan notaðir til að breyta þessu í rafafl í megavöttum?",
      tr: "Hacimsel (depolanmış ısı) yöntemi önce rezervuar kayacı ve akışkanında bir referans sıcaklığın üzerindeki ısıl enerjiyi hesaplar. Bunu megavat cinsinden elektrik kapasitesine dönüştürmek için daha sonra hangi faktörler uygulanır?",
    },
    options: [
      {
        en: "A recovery factor, a power conversion efficiency and the plant's economic life",
        is: "Vinnslustuðull, nýtni við umbreytingu varma í raforku og rekstrartími virkjunarinnar",
        tr: "Geri kazanım faktörü, güç dönüşüm verimi ve santralin ekonomik ömrü",
      },
      {
        en: "The productivity index, skin factor and wellhead pressure of each well",
        is: "Framleiðnistuðull, skin-stuðull og holutoppsþrýstingur hverrar holu",
        tr: "Her kuyunun üretkenlik indeksi, skin faktörü ve kuyu başı basıncı",
      },
      {
        en: "The magnetotelluric resistivity, the gravity anomaly and the heat flow",
        is: "Eðlisviðnám úr MT-mælingum, þyngdarfrávik og varmastraumur",
        tr: "Manyetotellürik özdirenç, gravite anomalisi ve ısı akısı",
      },
      {
        en: "The turbine's rated speed, the grid frequency and the transformer rating",
        is: "Málsnúningshraði hverfilsins, tíðni raforkukerfisins og málafl spennisins",
        tr: "Türbinin anma devri, şebeke frekansı ve transformatörün anma gücü",
      },
    ],
    correct: 0,
    explanation: {
      en: "Only part of the heat in place can be extracted (recovery factor), only part of that becomes electricity (conversion efficiency), and dividing by the plant life (and capacity factor) gives a sustained output in MWe. Well productivity and geophysical data feed other methods or the reservoir volume, not this conversion step.",
      is: "Aðeins hluti varmans í geyminum næst upp (vinnslustuðull), aðeins hluti hans verður að raforku (nýtni) og deilt er með rekstrartíma virkjunarinnar (og nýtingarhlutfalli) til að fá viðvarandi afl í MWe. Afköst einstakra holna og jarðeðlisfræðileg gögn nýtast í öðrum aðferðum eða við mat á rúmmáli geymisins, ekki í þessu umbreytingarskrefi.",
      tr: "Yerindeki ısının yalnızca bir kısmı üretilebilir (geri kazanım faktörü), bunun da yalnızca bir kısmı elektriğe dönüşür (dönüşüm verimi); santral ömrüne (ve kapasite faktörüne) bölünerek MWe cinsinden sürdürülebilir güç elde edilir. Kuyu üretkenliği ve jeofizik veriler bu dönüşüm adımında değil, diğer yöntemlerde veya rezervuar hacminin belirlenmesinde kullanılır.",
    },
  },
  {
    id: "ra-07",
    domain: "resourceAssessment",
    difficulty: 3,
    prompt: {
      en: "A stable temperature log in an exploration well peaks at about 240 °C at 800 m depth and then falls to 190 °C at 1500 m. How should this change the conceptual model and the next well target?",
      is: "Stöðugur hitaferill í rannsóknarholu nær hámarki, um 240 °C, á 800 m dýpi og lækkar síðan niður í 190 °C á 1500 m dýpi. Hvernig ætti þetta að breyta hugmyndalíkaninu og marki næstu holu?",
      tr: "Bir arama kuyusundaki dengelenmiş sıcaklık logu 800 m derinlikte yaklaşık 240 °C ile en yüksek değerine ulaşıyor, ardından 1500 m'de 190 °C'ye düşüyor. Bu durum kavramsal modeli ve bir sonraki kuyu hedefini nasıl değiştirmelidir?",
    },
    options: [
      {
        en: "The well has reached the heat source; the next well should go deeper at the same site",
        is: "Holan hefur náð varmagjafanum; næsta hola ætti að fara dýpra á sama stað",
        tr: "Kuyu ısı kaynağına ulaşmıştır; sonraki kuyu aynı yerde daha derine inmelidir",
      },
      {
        en: "The log is an artefact of drilling-fluid cooling; the next well should repeat the target",
        is: "Ferillinn er villa vegna kælingar frá skolvökva; næsta hola ætti að stefna á sama mark",
        tr: "Log, sondaj akışkanının soğutmasından kaynaklanan bir hatadır; sonraki kuyu aynı hedefi tekrarlamalıdır",
      },
      {
        en: "The well cuts a lateral outflow zone; the next well should step out towards the upflow",
        is: "Holan sker lárétt útstreymi; næsta hola ætti að færast nær uppstreyminu",
        tr: "Kuyu yanal bir dışa akış zonunu kesmiştir; sonraki kuyu yukarı akış zonuna doğru kaydırılmalıdır",
      },
      {
        en: "The reservoir is vapour-dominated; the next well should target the shallow steam cap",
        is: "Geymirinn er gufuríkjandi; næsta hola ætti að stefna á grunnu gufuhettuna",
        tr: "Rezervuar buhar baskındır; sonraki kuyu sığ buhar başlığını hedeflemelidir",
      },
    ],
    correct: 2,
    explanation: {
      en: "A temperature reversal in a stable log means hot fluid is flowing laterally above cooler rock, typical of an outflow zone away from the upflow; the better target lies towards the upflow, located with geochemistry, alteration and resistivity data. Because the log is stable, drilling-fluid cooling is ruled out, and drilling deeper at the same site would find cooler rock.",
      is: "Hitaviðsnúningur í stöðugum hitaferli sýnir að heitur vökvi streymir lárétt ofan við kaldara berg, sem er dæmigert fyrir útstreymi fjarri uppstreyminu; betra mark liggur nær uppstreyminu, sem staðsett er með jarðefnafræði, ummyndun og viðnámsmælingum. Þar sem ferillinn er stöðugur er kæling frá skolvökva útilokuð, og dýpri borun á sama stað myndi lenda í kaldara bergi.",
      tr: "Dengelenmiş bir logdaki sıcaklık terslenmesi, sıcak akışkanın daha soğuk kayacın üzerinde yanal olarak aktığını gösterir ve yukarı akış zonundan uzaktaki bir dışa akış zonu için tipiktir; daha iyi hedef, jeokimya, alterasyon ve özdirenç verileriyle konumu belirlenen yukarı akış zonuna doğrudur. Log dengelenmiş olduğundan sondaj akışkanı soğutması dışlanır ve aynı yerde daha derine inmek daha soğuk kayaca ulaşır.",
    },
  },
  {
    id: "ra-08",
    domain: "resourceAssessment",
    difficulty: 3,
    prompt: {
      en: "Under geothermal reporting codes such as the Australian Geothermal Reporting Code or the Canadian CanGEA code, what distinguishes a Geothermal Reserve from a Geothermal Resource?",
      is: "Hvað greinir jarðhitaforða (Geothermal Reserve) frá jarðhitaauðlind (Geothermal Resource) samkvæmt skýrslugerðarkóðum á borð við ástralska kóðann (Australian Geothermal Reporting Code) eða kanadíska CanGEA-kóðann?",
      tr: "Avustralya Jeotermal Raporlama Kodu veya Kanada CanGEA kodu gibi jeotermal raporlama kodlarına göre jeotermal rezervi (Geothermal Reserve) jeotermal kaynaktan (Geothermal Resource) ayıran nedir?",
    },
    options: [
      {
        en: "A Reserve is any part of a Resource with a temperature above 150 °C",
        is: "Forði er sá hluti auðlindar sem er heitari en 150 °C",
        tr: "Rezerv, bir kaynağın sıcaklığı 150 °C'nin üzerinde olan her kısmıdır",
      },
      {
        en: "A Reserve is the part of a Resource shown to be economically recoverable after the modifying factors",
        is: "Forði er sá hluti auðlindar sem sýnt hefur verið að sé arðbært að vinna að teknu tilliti til áhrifaþátta",
        tr: "Rezerv, değiştirici faktörler değerlendirildikten sonra ekonomik olarak üretilebilir olduğu gösterilen kaynak kısmıdır",
      },
      {
        en: "A Reserve may be estimated from surface data alone, whereas a Resource requires drilled wells",
        is: "Forða má meta eingöngu út frá yfirborðsgögnum, en auðlind krefst boraðra holna",
        tr: "Rezerv yalnızca yüzey verilerinden tahmin edilebilir, kaynak ise açılmış kuyular gerektirir",
      },
      {
        en: "A Reserve is a Resource whose report has been approved by the national energy regulator",
        is: "Forði er auðlind sem opinber orkueftirlitsstofnun hefur samþykkt skýrslu um",
        tr: "Rezerv, raporu ulusal enerji düzenleyicisi tarafından onaylanmış kaynaktır",
      },
    ],
    correct: 1,
    explanation: {
      en: "In these codes a Resource is geothermal energy with reasonable prospects for eventual economic extraction, classed by geological confidence (Inferred, Indicated, Measured), while a Reserve is the part of an Indicated or Measured Resource shown to be economically recoverable after assessing the modifying factors (economic, market, legal, environmental, social and regulatory). Reserves need more data, not less, and rest on the competent person's judgement, not on a regulator's approval.",
      is: "Í þessum kóðum er auðlind jarðhiti sem raunhæfar horfur eru á að vinna með arðbærum hætti, flokkuð eftir jarðfræðilegri vissu (Inferred, Indicated, Measured), en forði er sá hluti auðlindar í flokknum Indicated eða Measured sem sýnt hefur verið að sé arðbært að vinna eftir mat á áhrifaþáttum (efnahagslegum, markaðstengdum, lagalegum, umhverfislegum, félagslegum og stjórnsýslulegum). Forði krefst meiri gagna, ekki minni, og byggist á mati hins hæfa aðila (competent person), ekki á samþykki eftirlitsstofnunar.",
      tr: "Bu kodlarda kaynak, sonunda ekonomik olarak üretilmesi için makul beklentiler bulunan ve jeolojik güvenilirliğe göre sınıflandırılan (çıkarımsal, belirlenmiş, ölçülmüş) jeotermal enerjidir; rezerv ise değiştirici faktörler (ekonomik, pazar, yasal, çevresel, sosyal ve mevzuata ilişkin) değerlendirildikten sonra ekonomik olarak üretilebilir olduğu gösterilen belirlenmiş veya ölçülmüş kaynak kısmıdır. Rezerv daha az değil daha fazla veri gerektirir ve bir düzenleyicinin onayına değil, yetkin kişinin (competent person) değerlendirmesine dayanır.",
    },
  },
] as const satisfies readonly QuizQuestion[];
