import type { QuizQuestion } from "./types";

/** Regulatory compliance: 8 questions. */
export const regulatoryComplianceQuestions = [
  {
    id: "rc-01",
    domain: "regulatoryCompliance",
    difficulty: 1,
    prompt: {
      en: "During your shift you see that a monitored value, such as the flow discharged to a surface-water outlet, is above the limit in the plant's permit. What should you do first?",
      is: "Á vaktinni sérðu að vaktað gildi, til dæmis rennsli sem veitt er í yfirborðsvatn, er yfir mörkunum í starfsleyfi virkjunarinnar. Hvað skaltu gera fyrst?",
      tr: "Vardiyanız sırasında, yüzey suyuna yapılan deşarj debisi gibi izlenen bir değerin santralin izin belgesindeki limiti aştığını görüyorsunuz. İlk olarak ne yapmalısınız?",
    },
    options: [
      {
        en: "Wait to see whether the monthly average stays within the limit before telling anyone",
        is: "Bíða og sjá hvort mánaðarmeðaltalið haldist innan markanna áður en þú segir nokkrum frá",
        tr: "Kimseye söylemeden önce aylık ortalamanın limit içinde kalıp kalmadığını görmek için beklemek",
      },
      {
        en: "Report it at once to your supervisor or compliance contact, following the site procedure",
        is: "Tilkynna það strax yfirmanni eða tengilið regluvörslu samkvæmt verklagi verkstaðarins",
        tr: "Saha prosedürüne uyarak durumu derhal amirinize veya uyum sorumlusuna bildirmek",
      },
      {
        en: "Call the regulator yourself and skip the site's internal reporting procedure",
        is: "Hringja sjálfur í eftirlitsaðilann og sleppa innra tilkynningaferli verkstaðarins",
        tr: "Sahanın iç bildirim prosedürünü atlayarak denetim makamını doğrudan kendiniz aramak",
      },
      {
        en: "Write it in your personal notes and raise it at the next quarterly review",
        is: "Skrifa það í eigin minnispunkta og nefna það á næsta ársfjórðungsfundi",
        tr: "Kişisel notlarınıza yazıp bir sonraki üç aylık değerlendirme toplantısında gündeme getirmek",
      },
    ],
    correct: 1,
    explanation: {
      en: "A possible permit exceedance must be reported promptly through the site procedure, so the cause can be stopped and the authority notified within any deadline the permit sets. Waiting for averages or the next review can turn a small deviation into a serious breach.",
      is: "Tilkynna skal hugsanlegt frávik frá starfsleyfi tafarlaust samkvæmt verklagi verkstaðarins, svo hægt sé að stöðva orsökina og láta stjórnvöld vita innan þeirra fresta sem leyfið setur. Ef beðið er eftir meðaltölum eða næsta fundi getur lítið frávik orðið að alvarlegu broti.",
      tr: "Olası bir izin limiti aşımı saha prosedürü üzerinden derhal bildirilmelidir; böylece neden ortadan kaldırılabilir ve yetkili makama izin belgesinde öngörülen süre içinde bilgi verilebilir. Ortalamaları veya bir sonraki toplantıyı beklemek küçük bir sapmayı ciddi bir ihlale dönüştürebilir.",
    },
  },
  {
    id: "rc-02",
    domain: "regulatoryCompliance",
    difficulty: 1,
    prompt: {
      en: "Which practice best keeps inspection records complete and traceable?",
      is: "Hvaða vinnulag tryggir best að skrár um eftirlit og skoðanir séu tæmandi og rekjanlegar?",
      tr: "Muayene kayıtlarını eksiksiz ve izlenebilir tutmak için en iyi uygulama hangisidir?",
    },
    options: [
      {
        en: "Each inspector keeps their own notes in a personal notebook or laptop",
        is: "Hver skoðunarmaður geymir eigin minnispunkta í eigin minnisbók eða fartölvu",
        tr: "Her muayene görevlisinin kendi notlarını kişisel defterinde veya dizüstü bilgisayarında tutması",
      },
      {
        en: "Only inspections that found a problem are recorded, to keep the files short",
        is: "Aðeins skoðanir þar sem vandamál fannst eru skráðar, til að halda skránum stuttum",
        tr: "Dosyaları kısa tutmak için yalnızca sorun tespit edilen muayenelerin kaydedilmesi",
      },
      {
        en: "Old records are overwritten with the new status once a defect is fixed",
        is: "Skrifað er yfir eldri skráningar með nýrri stöðu þegar galli hefur verið lagfærður",
        tr: "Bir kusur giderildiğinde eski kayıtların üzerine yeni durumun yazılması",
      },
      {
        en: "Records state what, when, by whom and to which requirement, and keep revisions",
        is: "Skráð er hvað, hvenær, af hverjum og samkvæmt hvaða kröfu, og útgáfusaga varðveitt",
        tr: "Neyin, ne zaman, kimce ve hangi gerekliliğe göre muayene edildiğinin kaydı ve revizyonların saklanması",
      },
    ],
    correct: 3,
    explanation: {
      en: "Traceable records identify the equipment, date, inspector, requirement checked and result, and are kept in a controlled system where changes are logged rather than overwritten. Records of inspections that found nothing are evidence of compliance too.",
      is: "Rekjanlegar skrár tilgreina búnað, dagsetningu, skoðunarmann, kröfuna sem skoðað var samkvæmt og niðurstöðu, og eru geymdar í stýrðu kerfi þar sem breytingar eru skráðar en ekki skrifað yfir þær. Skrár um skoðanir þar sem ekkert fannst eru líka sönnun um regluvörslu.",
      tr: "İzlenebilir kayıtlar ekipmanı, tarihi, muayene görevlisini, kontrol edilen gerekliliği ve sonucu belirtir ve değişikliklerin üzerine yazılmak yerine kayıt altına alındığı kontrollü bir sistemde saklanır. Hiçbir sorun bulunmayan muayenelerin kayıtları da uyumun kanıtıdır.",
    },
  },
  {
    id: "rc-03",
    domain: "regulatoryCompliance",
    difficulty: 1,
    prompt: {
      en: "Which document sets the legally binding conditions, such as emission limits and monitoring duties, that a geothermal plant must follow in daily operation?",
      is: "Hvaða skjal setur lagalega bindandi skilyrði, svo sem losunarmörk og vöktunarskyldur, sem jarðvarmavirkjun þarf að fylgja í daglegum rekstri?",
      tr: "Bir jeotermal santralin günlük işletmede uyması gereken emisyon limitleri ve izleme yükümlülükleri gibi yasal olarak bağlayıcı koşulları hangi belge belirler?",
    },
    options: [
      {
        en: "The operating permit or licence issued by the competent authority",
        is: "Starfsleyfið eða nýtingarleyfið sem lögbært stjórnvald gefur út",
        tr: "Yetkili makam tarafından verilen işletme izni veya ruhsatı",
      },
      {
        en: "The environmental impact assessment report prepared by the developer",
        is: "Umhverfismatsskýrslan sem framkvæmdaraðilinn lét gera",
        tr: "Geliştirici tarafından hazırlanan çevresel etki değerlendirmesi (ÇED) raporu",
      },
      {
        en: "The turbine manufacturer's operation and maintenance manual",
        is: "Rekstrar- og viðhaldshandbók framleiðanda hverfilsins",
        tr: "Türbin üreticisinin işletme ve bakım kılavuzu",
      },
      {
        en: "The company's annual sustainability report to its shareholders",
        is: "Árleg sjálfbærniskýrsla fyrirtækisins til hluthafa",
        tr: "Şirketin hissedarlarına sunduğu yıllık sürdürülebilirlik raporu",
      },
    ],
    correct: 0,
    explanation: {
      en: "The permit or licence issued by the authority contains the enforceable conditions. The EIA report informs the authority's decision, and its recommendations become binding only where they are written into the permit or consent decision.",
      is: "Leyfið sem stjórnvaldið gefur út inniheldur skilyrðin sem hægt er að framfylgja. Umhverfismatsskýrslan er grundvöllur ákvörðunar stjórnvalda og tillögur hennar verða aðeins bindandi þegar þær eru teknar upp í leyfið eða leyfisákvörðunina.",
      tr: "Yetkili makamın verdiği izin veya ruhsat, uygulanabilir koşulları içerir. ÇED raporu makamın kararına temel oluşturur; önerileri ancak izin belgesine veya onay kararına yazıldığında bağlayıcı hale gelir.",
    },
  },
  {
    id: "rc-04",
    domain: "regulatoryCompliance",
    difficulty: 2,
    prompt: {
      en: "While preparing a flash plant's monthly report to the regulator, you find that the reinjected mass is 10% greater than the total mass produced, and the plant has no other water source. What should you do?",
      is: "Þegar þú tekur saman mánaðarskýrslu jarðgufuvirkjunar til eftirlitsaðila sérðu að massinn sem dælt var niður er 10% meiri en heildarmassinn sem var unninn, og virkjunin hefur engan annan vatnsgjafa. Hvað skaltu gera?",
      tr: "Bir flaş buharlı santralin denetim makamına sunulacak aylık raporunu hazırlarken reenjekte edilen kütlenin üretilen toplam kütleden %10 fazla olduğunu görüyorsunuz ve santralin başka bir su kaynağı yok. Ne yapmalısınız?",
    },
    options: [
      {
        en: "Submit the figures as they are, because they came from the plant's meters",
        is: "Skila tölunum óbreyttum, því þær koma frá mælum virkjunarinnar",
        tr: "Rakamlar santralin sayaçlarından geldiği için onları olduğu gibi sunmak",
      },
      {
        en: "Reduce the reinjection figure so that it equals the production figure",
        is: "Lækka niðurdælingartöluna svo hún verði jöfn vinnslutölunni",
        tr: "Reenjeksiyon rakamını üretim rakamına eşit olacak şekilde düşürmek",
      },
      {
        en: "Check the meters and data before submitting, as this balance is physically impossible",
        is: "Yfirfara mæla og gögn áður en skilað er, því þetta massajafnvægi er eðlisfræðilega ómögulegt",
        tr: "Bu kütle dengesi fiziksel olarak imkânsız olduğundan, sunmadan önce sayaçları ve verileri kontrol etmek",
      },
      {
        en: "Report the difference as natural recharge entering the reservoir through the wells",
        is: "Tilgreina mismuninn sem náttúrulegt innstreymi sem berst í geyminn um borholurnar",
        tr: "Aradaki farkı kuyular yoluyla rezervuara giren doğal beslenme olarak raporlamak",
      },
    ],
    correct: 2,
    explanation: {
      en: "In a flash plant, part of the produced mass leaves as steam lost to the atmosphere, for example by evaporation in the cooling towers, so reinjected mass must be less than produced mass unless water is added. The discrepancy points to a metering or data error that must be investigated and documented, not hidden by editing figures.",
      is: "Í jarðgufuvirkjun tapast hluti massans sem gufa út í andrúmsloftið, til dæmis við uppgufun í kæliturnum, svo massinn sem dælt er niður hlýtur að vera minni en unninn massi nema vatni sé bætt við. Misræmið bendir til villu í mælingum eða gögnum sem þarf að rannsaka og skrá, en ekki fela með því að breyta tölum.",
      tr: "Flaş buharlı santralde üretilen kütlenin bir kısmı, örneğin soğutma kulelerinde buharlaşarak atmosfere kaybolur; bu nedenle dışarıdan su eklenmedikçe reenjekte edilen kütle üretilen kütleden az olmalıdır. Bu tutarsızlık, rakamlar değiştirilerek gizlenmemesi, araştırılıp belgelenmesi gereken bir ölçüm veya veri hatasına işaret eder.",
    },
  },
  {
    id: "rc-05",
    domain: "regulatoryCompliance",
    difficulty: 2,
    prompt: {
      en: "A permit sets an ambient H₂S limit of 50 µg/m³ as a 24-hour average at a nearby monitoring station. One 1-hour value at the station is 120 µg/m³. What does this mean for compliance with that limit?",
      is: "Starfsleyfi setur mörk fyrir styrk H₂S í andrúmslofti við 50 µg/m³ sem sólarhringsmeðaltal á nálægri mælistöð. Eitt klukkustundargildi á stöðinni er 120 µg/m³. Hvað þýðir það fyrir fylgni við þessi mörk?",
      tr: "Bir izin belgesi, yakındaki bir ölçüm istasyonunda ortam havası için 24 saatlik ortalama olarak 50 µg/m³ H₂S limiti belirlemiştir. İstasyondaki bir saatlik değerlerden biri 120 µg/m³'tür. Bu, söz konusu limite uyum açısından ne anlama gelir?",
    },
    options: [
      {
        en: "The limit has been breached, because a single value exceeded 50 µg/m³",
        is: "Farið hefur verið yfir mörkin, því eitt gildi var yfir 50 µg/m³",
        tr: "Tek bir değer 50 µg/m³'ü aştığı için limit ihlal edilmiştir",
      },
      {
        en: "Compliance depends on the 24-hour average, which includes this hour and the others",
        is: "Fylgni ræðst af sólarhringsmeðaltalinu, sem nær yfir þessa klukkustund og hinar",
        tr: "Uyum, bu saati ve diğer saatleri kapsayan 24 saatlik ortalamaya bağlıdır",
      },
      {
        en: "The value can be ignored, because short peaks are never regulated anywhere",
        is: "Horfa má fram hjá gildinu, því skammvinnir toppar eru hvergi háðir reglum",
        tr: "Kısa süreli pikler hiçbir yerde düzenlenmediği için değer göz ardı edilebilir",
      },
      {
        en: "The limit is breached only if values stay above 50 µg/m³ for a full week",
        is: "Aðeins er farið yfir mörkin ef gildin haldast yfir 50 µg/m³ í heila viku",
        tr: "Limit ancak değerler tam bir hafta boyunca 50 µg/m³'ün üzerinde kalırsa ihlal edilir",
      },
    ],
    correct: 1,
    explanation: {
      en: "A limit is defined by its value and its averaging period, so the 1-hour value must be averaged with the other hours of the same 24-hour period. It still deserves attention: it may push the daily average over the limit, and short-term peaks are often regulated by separate limits.",
      is: "Mörk eru skilgreind bæði með gildi og meðaltalstímabili, svo taka þarf meðaltal klukkustundargildisins og hinna klukkustundanna á sama sólarhring. Samt þarf að fylgjast með gildinu: það getur ýtt sólarhringsmeðaltalinu yfir mörkin og skammtímatoppar eru oft háðir sérstökum mörkum.",
      tr: "Bir limit hem değeriyle hem de ortalama alma süresiyle tanımlanır; bu nedenle bir saatlik değerin aynı 24 saatlik dönemin diğer saatleriyle birlikte ortalaması alınmalıdır. Yine de dikkat gerektirir: günlük ortalamayı limitin üzerine çıkarabilir ve kısa süreli pikler çoğu zaman ayrı limitlerle düzenlenir.",
    },
  },
  {
    id: "rc-06",
    domain: "regulatoryCompliance",
    difficulty: 2,
    prompt: {
      en: "An inspection by the environmental authority finds that the leak-detection system of a brine pond has not been checked as often as the permit requires. What normally closes out this finding?",
      is: "Við eftirlit umhverfisyfirvalda kemur í ljós að lekaleitarkerfi affallsvatnslóns hefur ekki verið yfirfarið eins oft og starfsleyfið krefst. Hvað lýkur þessari athugasemd að jafnaði?",
      tr: "Çevre makamının denetiminde, bir atık su havuzunun sızıntı tespit sisteminin izin belgesinin gerektirdiği sıklıkta kontrol edilmediği tespit ediliyor. Bu bulguyu normalde ne kapatır?",
    },
    options: [
      {
        en: "A letter to the authority explaining that the pond has never leaked",
        is: "Bréf til yfirvalda þar sem útskýrt er að lónið hafi aldrei lekið",
        tr: "Makama havuzun hiç sızdırmadığını açıklayan bir mektup",
      },
      {
        en: "Checking the system once, without changing how the checks are scheduled",
        is: "Að yfirfara kerfið einu sinni, án þess að breyta tímasetningu eftirlitsins",
        tr: "Kontrollerin planlanma şeklini değiştirmeden sistemi bir kez kontrol etmek",
      },
      {
        en: "Waiting for the next inspection, when the inspector can see the system",
        is: "Að bíða eftir næsta eftirliti, þegar eftirlitsmaðurinn getur skoðað kerfið",
        tr: "Denetçinin sistemi görebileceği bir sonraki denetimi beklemek",
      },
      {
        en: "Corrective action on the root cause, with evidence sent by the agreed deadline",
        is: "Úrbætur sem taka á rótarorsökinni, með gögnum sem send eru innan umsamins frests",
        tr: "Kök nedene yönelik düzeltici faaliyet ve kanıtların kararlaştırılan süre içinde gönderilmesi",
      },
    ],
    correct: 3,
    explanation: {
      en: "A finding is closed when its cause, for example a check missing from the maintenance schedule, has been corrected and evidence has been given to the authority within the agreed time. A one-off check fixes only the symptom, so the same finding is likely to recur.",
      is: "Athugasemd er lokið þegar orsök hennar, til dæmis að skoðunina vantaði í viðhaldsáætlun, hefur verið lagfærð og yfirvöldum hafa verið send gögn því til staðfestingar innan umsamins tíma. Stök skoðun lagar aðeins einkennið, svo líklegt er að sama athugasemd komi aftur.",
      tr: "Bir bulgu, nedeni (örneğin bakım planında eksik olan bir kontrol) giderildiğinde ve kanıtlar kararlaştırılan süre içinde makama sunulduğunda kapanır. Tek seferlik bir kontrol yalnızca belirtiyi giderir; bu nedenle aynı bulgunun tekrarlanması olasıdır.",
    },
  },
  {
    id: "rc-07",
    domain: "regulatoryCompliance",
    difficulty: 3,
    prompt: {
      en: "An authority proposes to fix a new field's maximum production for the whole permit term, based on an early reservoir model with large uncertainty. What is usually the best position to negotiate?",
      is: "Stjórnvald leggur til að hámarksvinnsla nýs jarðhitasvæðis verði fest til alls leyfistímans, á grundvelli snemmbúins líkans af jarðhitageyminum sem er háð mikilli óvissu. Hver er að jafnaði besta samningsstaðan?",
      tr: "Yetkili makam, büyük belirsizlik içeren erken bir rezervuar modeline dayanarak yeni bir sahanın azami üretimini tüm izin süresi boyunca sabitlemeyi öneriyor. Müzakerede savunulacak en iyi tutum genellikle hangisidir?",
    },
    options: [
      {
        en: "Staged development with monitoring triggers and scheduled reviews of the limits",
        is: "Áfangaskipt uppbygging með vöktunarviðmiðum og reglubundinni endurskoðun markanna",
        tr: "İzleme eşikleri ve limitlerin planlı olarak gözden geçirilmesiyle aşamalı geliştirme",
      },
      {
        en: "The highest fixed limit the authority will accept, to keep expansion options open",
        is: "Hæstu föstu mörk sem stjórnvaldið samþykkir, til að halda stækkunarmöguleikum opnum",
        tr: "Genişleme seçeneklerini açık tutmak için makamın kabul edeceği en yüksek sabit limit",
      },
      {
        en: "No production limit at all, because reservoir behaviour cannot be predicted",
        is: "Engin vinnslumörk yfirleitt, því ekki er hægt að spá fyrir um hegðun geymisins",
        tr: "Rezervuar davranışı öngörülemediği için hiçbir üretim limiti olmaması",
      },
      {
        en: "A fixed limit at half the model's estimate, never to be reviewed later",
        is: "Föst mörk við helming af mati líkansins, sem aldrei verða endurskoðuð",
        tr: "Modelin tahmininin yarısında sabitlenen ve hiçbir zaman gözden geçirilmeyecek bir limit",
      },
    ],
    correct: 0,
    explanation: {
      en: "Step-wise development with adaptive conditions raises production in stages as pressure, temperature and chemistry monitoring reduces uncertainty, with agreed triggers and reviews, which protects both the resource and the investment. A high fixed limit risks overexploitation, while an arbitrary low one wastes the resource and leaves no way to use new data.",
      is: "Þrepaskipt uppbygging með aðlögunarhæfum skilyrðum eykur vinnslu í áföngum eftir því sem vöktun þrýstings, hita og efnasamsetningar dregur úr óvissu, með umsömdum viðmiðum og endurskoðun, og verndar bæði auðlindina og fjárfestinguna. Há föst mörk skapa hættu á ofnýtingu, en geðþóttalega lág mörk sóa auðlindinni og gefa ekkert svigrúm til að nýta ný gögn.",
      tr: "Uyarlanabilir koşullarla aşamalı geliştirme, basınç, sıcaklık ve kimya izlemesi belirsizliği azalttıkça, üzerinde anlaşılmış eşikler ve gözden geçirmelerle üretimi kademeli olarak artırır; böylece hem kaynağı hem de yatırımı korur. Yüksek bir sabit limit aşırı üretim riski taşır; keyfi olarak düşük bir limit ise kaynağı israf eder ve yeni verilerin kullanılmasına olanak bırakmaz.",
    },
  },
  {
    id: "rc-08",
    domain: "regulatoryCompliance",
    difficulty: 3,
    prompt: {
      en: "Which classification system received specifications for geothermal energy in 2016, so that geothermal resources can be classified and reported consistently across countries and alongside other energy resources?",
      is: "Hvaða flokkunarkerfi fékk sérstakar forskriftir fyrir jarðhita árið 2016, svo að flokka megi jarðhitaauðlindir og greina frá þeim með samræmdum hætti milli landa og samhliða öðrum orkuauðlindum?",
      tr: "Jeotermal kaynakların ülkeler arasında ve diğer enerji kaynaklarıyla birlikte tutarlı biçimde sınıflandırılıp raporlanabilmesi için 2016'da jeotermal enerjiye yönelik şartnameler hangi sınıflandırma sistemine eklendi?",
    },
    options: [
      {
        en: "The JORC Code for reporting mineral resources and ore reserves",
        is: "JORC-staðallinn um skýrslugjöf um jarðefnaauðlindir og málmgrýtisforða",
        tr: "Maden kaynakları ve cevher rezervlerinin raporlanmasına yönelik JORC Kodu",
      },
      {
        en: "The SPE Petroleum Resources Management System (PRMS)",
        is: "Stjórnkerfi SPE fyrir olíuauðlindir (PRMS)",
        tr: "SPE Petrol Kaynakları Yönetim Sistemi (PRMS)",
      },
      {
        en: "The United Nations Framework Classification for Resources (UNFC)",
        is: "Rammaflokkun Sameinuðu þjóðanna fyrir auðlindir (UNFC)",
        tr: "Birleşmiş Milletler Kaynak Çerçeve Sınıflandırması (UNFC)",
      },
      {
        en: "The ISO 14001 standard for environmental management systems",
        is: "ISO 14001 staðallinn um umhverfisstjórnunarkerfi",
        tr: "Çevre yönetim sistemlerine ilişkin ISO 14001 standardı",
      },
    ],
    correct: 2,
    explanation: {
      en: "UNECE approved specifications for applying the UNFC to geothermal energy in 2016, developed with the International Geothermal Association, giving a common basis that also covers other energy and mineral resources. National codes such as Australia's geothermal reporting code were modelled on JORC, but JORC itself covers minerals and PRMS covers petroleum.",
      is: "UNECE samþykkti árið 2016 forskriftir um beitingu UNFC á jarðhita, sem unnar voru í samstarfi við Alþjóðajarðhitasambandið (IGA), og þær veita sameiginlegan grunn sem nær einnig til annarra orku- og jarðefnaauðlinda. Landsbundnir staðlar á borð við ástralska jarðhitastaðalinn voru gerðir að fyrirmynd JORC, en JORC-staðallinn sjálfur nær til jarðefna og PRMS til olíu og gass.",
      tr: "UNECE, Uluslararası Jeotermal Birliği (IGA) ile birlikte geliştirilen ve UNFC'nin jeotermal enerjiye uygulanmasına ilişkin şartnameleri 2016'da onaylamıştır; bu, diğer enerji ve maden kaynaklarını da kapsayan ortak bir temel sağlar. Avustralya'nın jeotermal raporlama kodu gibi ulusal kodlar JORC örnek alınarak hazırlanmıştır, ancak JORC yalnızca madenleri, PRMS ise petrolü kapsar.",
    },
  },
] as const satisfies readonly QuizQuestion[];
