import type { Namespaces } from "../types";

/** Turkish strings of the Certification framework page (complete). */
export default {
  meta: {
    title: "Sertifikasyon çerçevesi — GeoCert",
    description:
      "GeoCert yetkinlik çerçevesi: dört sertifikasyon seviyesinde sekiz beceri alanı ve her seviyede beklenen yetkinlikler.",
  },
  header: {
    eyebrow: "Yetkinlik çerçevesi",
    title: "Sertifikasyon çerçevesi",
    lead: "Bir jeotermal profesyonelinin sekiz beceri alanında, dört sertifikasyon seviyesinin her birinde neleri bilmesi ve yapabilmesi beklendiği.",
  },
  intro: {
    heading: "Çerçeve nasıl işler?",
    text: "Her sertifikasyon seviyesi bir öncekinin üzerine kurulur. Matris, her beceri alanı için adayın o seviyede göstermesi gereken yetkinlikleri listeler; sınavlar, portfolyolar ve mülakatlar bu ifadelere göre hazırlanır.",
    levelsHeading: "Bir bakışta dört seviye",
    levelLabel: "Seviye {{number}}",
  },
  levelDescriptors: {
    associate: "Gözetim altında çalışır ve belirlenmiş prosedürleri güvenli biçimde uygular.",
    professional: "Bağımsız çalışır, rutin teknik sorunları çözer ve standartları gerçek projelerde uygular.",
    senior: "Ekiplere ve iş akışlarına liderlik eder, başkalarının çalışmalarını inceler ve onaylar.",
    expert: "Kuruluşlar ve tüm sektör için uygulamaları, stratejiyi ve standartları şekillendirir.",
  },
  filters: {
    heading: "Matrisi filtreleyin",
    domain: "Beceri alanı",
    level: "Sertifikasyon seviyesi",
    allDomains: "Tüm alanlar",
    allLevels: "Tüm seviyeler",
    statusAll: "{{levels}} seviyenin tamamında {{domains}} beceri alanının tümü gösteriliyor: {{competencies}}.",
    statusDomain: "{{domain}}, {{levels}} seviyenin tamamında gösteriliyor: {{competencies}}.",
    statusLevel: "{{level}} seviyesinde {{domains}} beceri alanının tümü gösteriliyor: {{competencies}}.",
    statusBoth: "{{domain}}, {{level}} seviyesinde gösteriliyor: {{competencies}}.",
    competencyCount_one: "{{count}} yetkinlik",
    competencyCount_other: "{{count}} yetkinlik",
  },
  matrix: {
    heading: "Yetkinlik matrisi",
    caption: "Beceri alanına ve sertifikasyon seviyesine göre yetkinlikler",
    domainColumn: "Beceri alanı",
    listHint: "Küçük ekranlarda matris, her beceri alanı için bir liste olarak gösterilir.",
  },
  print: {
    title: "GeoCert sertifikasyon çerçevesi",
    note: "GeoCert web sitesinden yazdırılmıştır. Çerçeve, danışma kurulu tarafından her yıl gözden geçirilir.",
  },
  cta: {
    heading: "Siz neredesiniz?",
    text: "Deneyiminize uyan seviyeyi görmek için eğitim testini çözün ya da sertifikaları, sınavlarını ve ücretlerini karşılaştırın.",
    quiz: "Eğitim testini çözün",
    certifications: "Sertifikaları karşılaştırın",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Gözetim altında kuyu loglarını ve basınç verilerini okur",
        recordsData: "Kuyu başı basıncını, debiyi ve sıcaklığı sahanın kalite prosedürüne göre kaydeder",
        explainsSystems: "Isı, akışkan ve geçirgenliğin birlikte nasıl bir jeotermal rezervuar oluşturduğunu açıklar",
      },
      professional: {
        interpretsTests:
          "Geçirgenlik-kalınlık (kh) değerini tahmin etmek için enjeksiyon, girişim ve basınç geçiş testlerini yorumlar",
        buildsModels: "Sayısal rezervuar modelleri kurar ve bunları doğal durum ile üretim geçmişine göre kalibre eder",
        forecastsDecline: "Kuyuların üretim düşüşünü, basınç azalmasını ve entalpi değişimini öngörür",
      },
      senior: {
        plansInjection:
          "Basıncı koruyan ve termal atılımı sınırlayan reenjeksiyon ve tamamlayıcı kuyu stratejileri tasarlar",
        reviewsModels:
          "Başkalarının hazırladığı rezervuar modellerini ve izleyici testi yorumlarını inceler ve onaylar",
        managesMonitoring: "Rezervuar izleme programlarını yönetir: izleyiciler, mikrogravite ve akışkan jeokimyası",
      },
      expert: {
        leadsStrategy: "Proje ömrü boyunca saha genelindeki rezervuar yönetimi stratejisine liderlik eder",
        setsStandards: "Şirketler arasında benimsenen modelleme ve raporlama uygulamalarını belirler",
        advisesCapacity: "Yatırımcılara ve düzenleyicilere sürdürülebilir saha kapasitesi konusunda danışmanlık yapar",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "Türbin, seperatör ve soğutma sistemi göstergelerini izler ve sapmaları bildirir",
        followsLoto: "Kilitleme/etiketleme ve iş izni prosedürlerine uyar",
        routineMaintenance: "Gözetim altında rutin denetim ve bakım yapar",
      },
      professional: {
        operatesUnits: "Flaş, kuru buhar veya binary üniteleri prosedüre göre devreye alır, işletir ve durdurur",
        diagnosesFaults: "Arızaları kontrol sistemi eğilimleri, titreşim ve performans verilerinden teşhis eder",
        managesScaling: "Kabuklaşma ve korozyon kontrolü uygular: inhibitör dozlama, pH ayarı, silika yönetimi",
      },
      senior: {
        optimisesPerformance:
          "Santral çıktısını ve kullanılabilirliğini buhar arzı ve şebeke talebine göre optimize eder",
        plansOutages: "Büyük revizyonları ve duruşları planlar, bakım bütçelerini yönetir",
        leadsShiftTeams: "İşletme ekiplerine liderlik eder ve olayları kök neden analiziyle inceler",
      },
      expert: {
        definesStrategy: "Bir santral filosu için işletme ve varlık yönetimi stratejisini belirler",
        evaluatesTechnology:
          "Yeni dönüşüm teknolojilerini (hibrit, kombine çevrim, süperkritik) uygulama için değerlendirir",
        setsBenchmarks: "Sektör için performans ve güvenlik ölçütlerini belirler",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "Su, gaz ve gürültü örneklerini protokole göre toplar ve numune takip zincirini korur",
        knowsImpacts: "Jeotermal işletmelerin başlıca etkilerini sayar: hidrojen sülfür, atık su, çökme, gürültü",
        reportsIncidents: "Sızıntı ve emisyon olaylarını derhal bildirir",
      },
      professional: {
        runsMonitoring: "Çevresel izleme yürütür ve sonuçları izin limitleriyle karşılaştırır",
        managesBrine: "Atık suyun reenjeksiyonunu ve bertarafını ve hidrojen sülfür azaltımını yönetir",
        contributesEia: "Çevresel etki değerlendirmelerine temel çalışmalar ve bölümler hazırlar",
      },
      senior: {
        leadsEia: "Çevresel ve sosyal etki değerlendirmelerine ve yönetim planlarına liderlik eder",
        engagesStakeholders: "Topluluklar, arazi sahipleri ve yerli halklarla istişareleri yönetir",
        auditsCompliance: "ISO 14001 gibi çevre yönetim sistemlerini denetler",
      },
      expert: {
        setsPolicy: "Jeotermal geliştirme için ulusal ve kurumsal çevre politikasını şekillendirir",
        lifecycleAssessment: "Portföyler genelinde yaşam döngüsü ve karbon ayak izi değerlendirmelerini yönetir",
        advisesLenders:
          "Kredi kuruluşlarına uluslararası çevresel ve sosyal performans standartları konusunda danışmanlık yapar",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Bir jeotermal projenin aramadan işletmeye kadar aşamalarını açıklar",
        supportsLogistics: "Saha lojistiğini, doküman kontrolünü ve ilerleme raporlamasını destekler",
        tracksSchedules: "Yönlendirme altında iş programlarını ve maliyet takip tablolarını günceller",
      },
      professional: {
        managesWorkPackages:
          "Kuyu lokasyonları, buhar toplama sistemleri veya yüzey tesisleri için iş paketlerini yönetir",
        preparesEstimates: "Maliyet tahminleri ve fizibilite çalışmalarına teknik girdiler hazırlar",
        coordinatesContractors: "Yüklenicileri ve sondaj, buhar sahası ile santral arasındaki arayüzleri koordine eder",
      },
      senior: {
        leadsProjects: "Projeleri fizibilite, finansman ve inşaat aşamalarından geçirerek yönetir",
        reviewsEconomics:
          "Proje ekonomisini inceler: seviyelendirilmiş elektrik maliyeti, yatırım maliyeti, sondaj başarı oranı",
        managesProcurement: "EPC sözleşmeleri dahil satın alma ve sözleşme stratejisini belirler",
      },
      expert: {
        shapesPortfolio: "Geliştirme portföylerini ve ulusal jeotermal programları şekillendirir",
        structuresFinance: "Finansman ve risk paylaşımını yapılandırır: sondaj sigortası, imtiyazlı fonlar",
        mentorsLeaders: "Proje liderlerine mentorluk yapar ve proje geliştirmede en iyi uygulamaları tanımlar",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Saha tehlikelerini (hidrojen sülfür, sıcak akışkanlar, basınç, kuyu fışkırması) tanır ve KKD'yi doğru kullanır",
        completesJsa: "İş güvenliği analizlerini tamamlar ve iş başı konuşmalarına katılır",
        knowsEmergency: "Sahanın acil durum müdahale ve tahliye prosedürlerini bilir",
      },
      professional: {
        conductsHazop: "HAZID ve HAZOP çalışmalarına katılır ve aksiyonları kapanışa kadar takip eder",
        maintainsRegisters: "Olasılık, sonuç ve kontrolleri içeren risk kayıtlarını tutar",
        assessesResourceRisk: "Kaynak riskini olasılıksal (Monte Carlo) tahminlerle ölçer",
      },
      senior: {
        leadsRiskReviews:
          "Proje karar noktalarında risk incelemelerine liderlik eder ve azaltım önceliklerini belirler",
        managesInducedSeismicity: "Tetiklenmiş sismisite riskini trafik ışığı protokolleriyle yönetir",
        designsEmergencyPlans: "Acil durum müdahale ve iş sürekliliği planları tasarlar",
      },
      expert: {
        setsRiskFramework: "Jeotermal portföylerin risk çerçevesini ve risk iştahını tanımlar",
        advisesInsurers:
          "Sigortacılara, kredi kuruluşlarına ve hükümetlere arama ve sondaj riski konusunda danışmanlık yapar",
        investigatesMajorIncidents:
          "Büyük kaza soruşturmalarına liderlik eder ve çıkarılan dersleri sektör rehberlerine dönüştürür",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Günlük çalışmada izin koşullarına ve saha kurallarına uyar",
        keepsRecords: "Denetim ve uyum kayıtlarını eksiksiz ve izlenebilir tutar",
        knowsRegulators:
          "Sahayı hangi makamların denetlediğini ve bir sorunun ne zaman üst kademeye iletileceğini bilir",
      },
      professional: {
        preparesReports: "Üretim, enjeksiyon ve emisyonlara ilişkin resmi raporları hazırlar",
        interpretsRegulations: "Ruhsat, su kullanımı ve güvenlik mevzuatını teknik çalışmalar için yorumlar",
        supportsInspections: "Resmi denetimleri destekler ve tespit edilen bulguları kapatır",
      },
      senior: {
        securesPermits: "Arama ve işletme ruhsatlarını ve izin değişikliklerini alır",
        managesCompliance: "Uyum programını ve iç denetimlerini yönetir",
        negotiatesConditions: "İzin koşullarını yetkili makamlarla müzakere eder",
      },
      expert: {
        shapesRegulation:
          "Yasa koyuculara jeotermal mevzuat, kaynak mülkiyeti ve ruhsatlandırma konusunda danışmanlık yapar",
        harmonisesStandards: "Ülkeler arasında standartların uyumlaştırılmasına liderlik eder",
        representsIndustry: "Mevzuat istişarelerinde sektörü temsil eder",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "Jeolojik haritalama, jeokimyasal örnekleme ve jeofizik etütlere destek verir",
        handlesSamples: "Sondaj kırıntılarını, karotları ve akışkan örneklerini kaydeder ve muhafaza eder",
        usesGis: "Saha verilerini bir coğrafi bilgi sisteminde (CBS) düzenler",
      },
      professional: {
        interpretsData: "Jeotermometreleri ve manyetotellürik ile gravite etütleri gibi jeofizik verileri yorumlar",
        buildsConceptualModels: "Isı kaynağı, yukarı akış ve dışa akış zonlarının kavramsal modellerini kurar",
        estimatesCapacity: "Kaynak kapasitesini hacimsel (depolanmış ısı) yöntemle tahmin eder",
      },
      senior: {
        selectsTargets: "Arama kuyusu hedeflerini seçer ve sondaj sonuçlarını entegre eder",
        reportsResources: "Tanınmış bir raporlama koduna göre kaynak ve rezerv raporları hazırlar",
        reviewsAssessments: "Başkalarının kaynak değerlendirmelerini hakem olarak inceler",
      },
      expert: {
        leadsNationalAssessments: "Ulusal ve bölgesel kaynak değerlendirmelerine liderlik eder",
        competentPerson: "Kamuya açık kaynak raporlarını yetkin kişi olarak imzalar",
        advancesMethods: "Geliştirilmiş ve süperkritik jeotermal sistemlerin değerlendirme yöntemlerini ilerletir",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "Gözetim altında sondaj ekibine boru taşıma, sondaj sıvıları ve çimentolamada yardım eder",
        monitorsParameters: "Sondaj parametrelerini ve çamur sıcaklıklarını izler, değişiklikleri bildirir",
        followsWellControl: "Kuyu kontrolü ve hidrojen sülfür güvenlik prosedürlerine uyar",
      },
      professional: {
        designsWells: "Yüksek sıcaklıklı kuyular için muhafaza borusu, çimentolama ve tamamlama programları tasarlar",
        supervisesOperations: "Yönlü sondaj dahil, kuyu sahası mühendisi olarak sondajı denetler",
        managesDownholeProblems: "Sirkülasyon kaybı, boru sıkışması ve diğer kuyu içi sorunları çözer",
      },
      senior: {
        plansCampaigns: "Çok kuyulu sondaj kampanyalarını, kule seçimini ve sondaj bütçelerini planlar",
        managesWellIntegrity: "Kuyu müdahaleleri dahil saha genelinde kuyu bütünlüğünü yönetir",
        leadsWellControl: "Kuyu kontrolü hazırlığına ve sondaj güvenlik kültürüne liderlik eder",
      },
      expert: {
        setsDrillingStrategy:
          "Megavat başına maliyeti düşüren sondaj stratejisini ve teknoloji yol haritalarını belirler",
        advancesTechnology: "Derin ve süper sıcak sondaj teknolojisini ilerletir",
        writesCodes: "Jeotermal sondaj için standartları ve uygulama kurallarını yazar",
      },
    },
  },
} satisfies Namespaces["framework"];
