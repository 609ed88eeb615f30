import type { HomeMessages } from "../types";

const home = {
  hero: {
    eyebrow: "Küresel standartlar · 11 dil · 4 kariyer seviyesi",
    titleStart: "Dünyanın",
    titleHighlight: "jeotermal iş gücünü",
    titleEnd: "sertifikalandırıyoruz",
    description:
      "Jeotermal enerjiyi keşfeden, sondajını yapan, tesislerini kuran ve işleten insanlar için bağımsız ve küresel bir sertifikasyon çerçevesi — sahadaki ilk günden alana yön veren uzmana kadar.",
    getCertified: "Sertifika Alın",
    learnMore: "Daha Fazla Bilgi",
    illustrationLabel: "Bir ısı rezervuarına ulaşan jeotermal kuyuyu gösteren yer kesiti",
  },
  mission: {
    heading: "Misyonumuz",
    lead: "Isı nerede olursa olsun, her jeotermal profesyoneli için güvenilir ve her yerde geçerli bir yetkinlik kanıtı.",
    globalStandards: {
      title: "Küresel standartlar",
      text: "Sektör ve akademiyle birlikte hazırlanmış, sınırların ve projelerin ötesinde tanınan tek bir yetkinlik çerçevesi.",
    },
    workforceDevelopment: {
      title: "İş gücü gelişimi",
      text: "Giriş seviyesinden uzmanlığa uzanan net yollar ve gerçek beceri açıklarını kapatan öğrenme kaynakları.",
    },
    industryLeadership: {
      title: "Sektör liderliği",
      text: "İşverenler, üniversiteler ve düzenleyici kurumlar, enerji dönüşümünün ihtiyaç duyduğu becerileri birlikte şekillendiriyor.",
    },
  },
  stats: {
    heading: "Rakamlarla etkimiz",
    lead: "Sertifikalı profesyoneller, iş ortakları ve programlardan oluşan büyüyen bir topluluk.",
    headline: {
      certifiedProfessionals: "Sertifikalı profesyonel",
      countries: "Ülke",
      passRate: "Başarı oranı",
      higherSalaries: "Daha yüksek maaş",
    },
    ecosystemHeading: "Ekosistemin büyümesi",
    ecosystem: {
      industryPartners: "Sektör ortağı",
      academicInstitutions: "Akademik kurum",
      jobPlacements: "İşe yerleştirme",
      trainingProgrammes: "Eğitim programı",
    },
    claims: {
      industryPartners: "Bu yıl +15 sektör ortağı",
      academicInstitutions: "Bu yıl +25 akademik kurum",
      jobPlacements: "6 ay içinde %85 işe yerleşme",
    },
    researchHeading: "Araştırmalar ne gösteriyor?",
    research: {
      fasterProgress: "Sertifikalı profesyoneller için daha hızlı kariyer ilerlemesi",
      employersPrefer: "Sertifikalı adayları tercih eden işverenlerin oranı",
      professionalsRecommend: "Sertifikasyonu öneren profesyonellerin oranı",
    },
  },
  careers: {
    heading: "Kariyer yolları",
    lead: "Sahadaki ilk işten sektör liderliğine kadar jeotermal bir kariyere eşlik eden dört sertifikasyon seviyesi.",
    typicalRoles: "Tipik pozisyonlar",
    salaryRange: "Maaş aralığı",
    certification: "Sertifika",
    keySkillsHeading: "Tüm seviyelerde temel beceriler",
    viewCertifications: "Sertifikaları inceleyin",
    exploreLearningNeeds: "Öğrenme ihtiyaçlarını keşfedin",
    levels: {
      associate: {
        level: "Giriş Seviyesi",
        certification: "Yardımcı Jeotermal Profesyoneli",
        description:
          "Jeotermal sistemlerin temellerini bilen ve gözetim altında güvenli biçimde çalışan, alana yeni girenler ve kariyer değiştirenler için.",
        roles: ["Saha teknisyeni", "Sondaj ekibi yardımcısı", "Stajyer santral operatörü"],
      },
      professional: {
        level: "Profesyonel",
        certification: "Sertifikalı Jeotermal Profesyoneli",
        description:
          "Teknik işleri bağımsız olarak yürüten ve standartları gerçek projelerde uygulayan profesyoneller için.",
        roles: ["Rezervuar mühendisi", "Sondaj mühendisi", "Santral işletme mühendisi"],
      },
      senior: {
        level: "Kıdemli Profesyonel",
        certification: "Kıdemli Jeotermal Profesyoneli",
        description:
          "Ekiplere liderlik eden, tasarımları onaylayan ve farklı disiplinlerde başkalarına mentorluk yapan deneyimli uzmanlar için.",
        roles: ["Baş rezervuar mühendisi", "Proje yöneticisi", "İşletme müdürü"],
      },
      expert: {
        level: "Uzman Üye",
        certification: "Jeotermal Uzman Üye",
        description:
          "Tüm sektör için uygulamaları, araştırmaları ve politikaları şekillendiren, alanında tanınmış liderler için.",
        roles: ["Teknik direktör", "Baş yerbilimci", "Politika danışmanı"],
      },
    },
  },
  board: {
    heading: "Danışma kurulu",
    lead: "Beş kıtadan uygulayıcılar ve akademisyenler çerçeveye yön veriyor.",
    fictionalNote: "Gösterilen kurul üyeleri kurgusal örneklerdir.",
    roles: {
      chair: "Başkan",
      academicLead: "Akademik Lider",
      industryLead: "Sektör Lideri",
      technicalAdvisor: "Teknik Danışman",
      workforceDevelopment: "İş Gücü Gelişimi",
      regionalAdvisor: "Bölgesel Danışman",
    },
    expertise: {
      reservoirModelling: "Rezervuar modelleme",
      geothermalEducation: "Jeotermal eğitim",
      plantOperations: "Santral işletmeciliği",
      drillingSafety: "Sondaj güvenliği",
      skillsPolicy: "Beceri politikası",
      asiaPacific: "Asya-Pasifik pazarları",
    },
  },
  contributors: {
    heading: "Sektörden destekçiler",
    lead: "Çerçeveyi finanse eden, inceleyen ve test eden kuruluşlar.",
    tiers: {
      platinum: "Platin",
      gold: "Altın",
      silver: "Gümüş",
    },
    tierLabel: "{{tier}} destekçiler",
    fictionalNote: "Destekçi adları kurgusal örneklerdir.",
    become: "Destekçi olun",
  },
  roadmap: {
    heading: "Gelişim yol haritası",
    lead: "Programın aşama aşama büyümesi.",
    phaseLabel: "Aşama {{number}}",
    onwards: "{{year}} ve sonrası",
    status: {
      completed: "Tamamlandı",
      "in-progress": "Devam ediyor",
      upcoming: "Planlanıyor",
    },
    itemDone: "tamamlandı",
    itemOpen: "henüz tamamlanmadı",
    phases: {
      foundation: {
        title: "Temel",
        items: {
          framework: "Yetkinlik çerçevesinin yayımlanması",
          board: "Danışma kurulunun oluşturulması",
          associateExam: "Yardımcı Profesyonel sertifikasının başlatılması",
          first100: "İlk 100 sertifika",
        },
      },
      growth: {
        title: "Büyüme",
        items: {
          professionalExams: "Profesyonel ve Kıdemli Profesyonel sınavları",
          trainingPartners: "Akredite eğitim ortakları",
          chapters: "Dört kıtada bölgesel şubeler",
          milestone1000: "1.000 sertifikalı profesyonel",
        },
      },
      scale: {
        title: "Ölçeklenme",
        items: {
          expertFellowship: "Uzman Üyelik programı",
          recognition: "Karşılıklı tanınma anlaşmaları",
          onlineExams: "11 dilde gözetimli çevrim içi sınavlar",
          milestone5000: "5.000 sertifikalı profesyonel",
        },
      },
      maturity: {
        title: "Olgunluk",
        items: {
          accreditation: "ISO/IEC 17024 akreditasyonu",
          research: "İş gücü araştırma gözlemevi",
          continuingEducation: "Sürekli eğitim pazar yeri",
          governance: "Bağımsız yönetişim vakfı",
        },
      },
    },
  },
  newsletter: {
    heading: "Bağlantıda Kalın",
    lead: "Sektör haberleri, yeni kaynaklar ve sertifikasyon güncellemeleri, ayda bir kez.",
    emailLabel: "E-posta adresi",
    placeholder: "adiniz@example.com",
    subscribe: "Abone olun",
    subscribing: "Abone olunuyor…",
    statsLabel: "Rakamlarla bülten",
    stats: {
      subscribers: "Abone",
      openRate: "Açılma oranı",
      frequency: "Sıklık",
      frequencyValue: "Aylık",
      resources: "Paylaşılan kaynak",
    },
    notes: "Aylık bülten • Spam yok • İstediğiniz zaman abonelikten çıkabilirsiniz",
    success: "Teşekkürler! Gelen kutunuzu kontrol edin: aboneliği onaylamanız için bir bağlantı gönderdik.",
    errors: {
      required: "Lütfen e-posta adresinizi girin.",
      invalid: "Lütfen ad@example.com gibi geçerli bir e-posta adresi girin.",
      rateLimited: "Çok fazla deneme yapıldı. Lütfen bir dakika sonra tekrar deneyin.",
      failed: "Aboneliğinizi kaydedemedik. Lütfen tekrar deneyin.",
    },
  },
  cta: {
    heading: "Bilginizi kanıtlamaya hazır mısınız?",
    lead: "Hazırlık testini çözün, çerçevenin şekillenmesine katkıda bulunun veya ekibimizle görüşün.",
    startCertification: "Sertifikasyona başlayın",
    participateSurvey: "Ankete katılın",
    contactUs: "Bize ulaşın",
  },
} satisfies HomeMessages;

export default home;
