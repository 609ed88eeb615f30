import type { Namespaces } from "../types";

const about = {
  meta: {
    title: "Hakkımızda — GeoCert",
    description:
      "GeoCert kimdir: misyon, yönetişim, bağımsızlık, sertifikasyonun işleyişi, uyum sağladığımız standartlar ve sık sorulan soruların yanıtları.",
  },
  header: {
    eyebrow: "GeoCert hakkında",
    title: "Jeotermal enerji çalışanları için bir sertifikasyon kuruluşu",
    lead: "GeoCert, jeotermal profesyonellerinin yetkinliğini nerede çalışırlarsa çalışsınlar sınayan ve belgelendiren bağımsız, kâr amacı gütmeyen bir kuruluştur.",
  },
  toc: {
    "who-we-are": "Biz kimiz",
    governance: "Yönetişim",
    independence: "Bağımsızlık ve tarafsızlık",
    "how-it-works": "Sertifikasyon nasıl işler",
    standards: "Standartlar ve akreditasyon",
    faq: "Sık sorulan sorular",
  },
  who: {
    heading: "Biz kimiz",
    lead: "Jeotermal iş gücü için tek, güvenilir ve taşınabilir bir yetkinlik kanıtı isteyen uygulayıcılar, eğitimciler ve işverenler tarafından kuruldu.",
    mission: {
      title: "Misyon",
      text: "Adil, titiz ve erişilebilir maliyetli sertifikasyon yoluyla jeotermal profesyonellerinin yetkinliğini sınırlar ötesinde görünür ve karşılaştırılabilir kılmak.",
    },
    vision: {
      title: "Vizyon",
      text: "Her jeotermal projenin, ülkesi, dili veya sektöre giriş yolu ne olursa olsun becerileri tanınan insanlar tarafından kurulup işletildiği bir dünya.",
    },
    values: {
      title: "Değerlerimiz",
      items: {
        impartiality: {
          title: "Tarafsızlık",
          text: "Kararlar yalnızca yetkinlik kanıtına dayanır; kimin ödediğine, kimin eğittiğine veya adayı kimin istihdam ettiğine asla dayanmaz.",
        },
        rigour: {
          title: "Titizlik",
          text: "Her sınav yayımlanmış çerçeveye göre hazırlanır, konu uzmanlarınca gözden geçirilir ve istatistiksel olarak denetlenir.",
        },
        openness: {
          title: "Açıklık",
          text: "Çerçevemiz, ücretlerimiz, politikalarımız ve başarı oranlarımız yayımlanır; herkes bir sertifikayı doğrulayabilir.",
        },
        inclusion: {
          title: "Kapsayıcılık",
          text: "11 dilde sınav, gelir düzeyinin düşük olduğu yerlerde indirimli ücret ve ihtiyaç duyan adaylar için düzenlemeler.",
        },
      },
    },
  },
  governance: {
    heading: "Yönetişim",
    lead: "GeoCert'ten bir yönetim kurulu sorumludur; uygulayıcılar ve akademisyenlerden oluşan bir danışma kurulu yetkinlik çerçevesine yön verir.",
    directorsHeading: "Yönetim kurulu",
    directorsLead:
      "Üç yıllık dönemler için seçilen altı üye. En az ikisi sektörden bağımsızdır ve biri sertifikalı bir uygulayıcıdır.",
    advisoryHeading: "Danışma kurulu",
    advisoryLead: "Beş kıtadan uygulayıcılar ve akademisyenler çerçeveyi ve sınav planlarını gözden geçirir.",
    fictionalNote: "Gösterilen kişiler kurgusal örneklerdir.",
    directorRoles: {
      chair: "Başkan",
      viceChair: "Başkan Yardımcısı",
      treasurer: "Sayman",
      secretary: "Sekreter",
      publicInterest: "Kamu yararı temsilcisi",
      practitioner: "Uygulayıcı temsilcisi",
    },
    backgrounds: {
      energyRegulation: "Enerji düzenlemesi",
      geothermalEngineering: "Jeotermal mühendislik",
      publicFinance: "Kamu maliyesi",
      vocationalEducation: "Mesleki eğitim",
      consumerProtection: "Tüketicinin korunması",
      plantOperations: "Santral işletmeciliği",
    },
    advisoryRoles: {
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
  independence: {
    heading: "Bağımsızlık ve tarafsızlık",
    lead: "Bir sertifika, arkasındaki güven kadar değerlidir. Bu kurallar kararlarımızı ticari baskıdan uzak tutar.",
    statement:
      "GeoCert insanları belgelendirir; onları eğitmez. Destekçiler ve ortaklar programı finanse eder ancak sınav içeriği, değerlendirme veya sertifikasyon kararları üzerinde hiçbir söz hakları yoktur. Sertifikasyonda görev alan herkes çıkarlarını beyan eder; yönetim kurulu tarafsızlığa yönelik riskleri yılda bir kez gözden geçirir ve sonucu yayımlar.",
    pointsHeading: "Tarafsızlığı nasıl koruyoruz",
    points: {
      separation:
        "Eğitim ve sertifikasyon birbirinden ayrıdır: bir adayı eğiten hiç kimse o adayı sınamaz veya onun hakkında karar vermez.",
      conflicts:
        "Sınav görevlileri, soru yazarları ve yönetim kurulu üyeleri çıkar çatışmalarını her yıl gözden geçirdiğimiz bir sicile beyan eder.",
      committee:
        "İşverenler, çalışanlar, eğitimciler ve kamu temsilcilerinden oluşan bir tarafsızlık komitesi, tarafsızlığı tehlikeye atan kararları geçersiz kılabilir.",
      decisions: "Sertifikasyon kararlarını, adayın değerlendirmesinde yer almamış eğitimli değerlendiriciler verir.",
    },
  },
  process: {
    heading: "Sertifikasyon nasıl işler",
    lead: "Her seviye ve her ülke için aynı olan dört adım.",
    stepLabel: "Adım {{number}}",
    steps: {
      learn: {
        title: "Öğrenin",
        text: "Seviyenize ait yetkinlik çerçevesini herhangi bir eğitim kurumuyla ya da iş başında çalışın. Ücretsiz çalışma kılavuzları ve deneme soruları kaynaklarımızda yer alır.",
      },
      assess: {
        title: "Değerlendirilin",
        text: "Deneyiminizi gösteren belgelerle başvurun, ardından kendi dilinizde bir sınav merkezinde veya çevrimiçi gözetimli sınava girin; üst seviyelerde uygulamalı değerlendirme veya portfolyo incelemesi eklenir.",
      },
      certify: {
        title: "Belgelendirilin",
        text: "Bağımsız bir değerlendirici sonuçları kontrol eder. Başarılı adaylar dijital bir sertifika ve işverenlerin doğrulayabileceği kamuya açık bir kayıt alır.",
      },
      maintain: {
        title: "Sürdürün",
        text: "Sertifikalar {{years}} yıl geçerlidir. Sürekli mesleki gelişim ve meslek ahlakı kurallarına uyarak sertifikanızı geçerli tutun.",
      },
    },
  },
  standards: {
    heading: "Standartlar ve akreditasyon",
    lead: "Programımızı tanınmış uluslararası uygulamalar üzerine kuruyoruz. Nerede durduğumuzu söylüyor, ulaşmadığımız hiçbir şeyi iddia etmiyoruz.",
    status: {
      alignedWith: "Uyumlu",
      workingTowards: "Üzerinde çalışılıyor",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "Personel belgelendirmesi yapan kuruluşlara yönelik uluslararası standart. Politikalarımız bu standardın gerekliliklerini izler ve ulusal bir akreditasyon kurumuna başvurmaya hazırlanıyoruz; henüz akredite değiliz.",
      },
      iga: {
        title: "Uluslararası Jeotermal Birliği (IGA) rehberliği",
        text: "Yetkinlik çerçevemiz, IGA'nın jeotermal beceriler ve iyi uygulamalar üzerine yayımladığı rehberliğe dayanır. Bu uyum kendi değerlendirmemizdir; IGA'nın bir onayı değildir.",
      },
      regional: {
        title: "Bölgesel jeotermal birlikleri",
        text: "Seviyelerimizi bölgesel birliklerin rehberliği ve ulusal yeterlilik çerçeveleriyle eşleştiriyoruz; böylece sertifikalar yerel yeterliliklerin yanında yer alabilir.",
      },
    },
    note: "GeoCert bir tanıtım sitesidir: kuruluş ve akreditasyon durumu kurgusaldır.",
  },
  faq: {
    heading: "Sık sorulan sorular",
    lead: "Adayların ve işverenlerin bize en sık sorduğu sorular.",
    items: {
      eligibility: {
        question: "Sertifikasyon için kimler başvurabilir?",
        answer:
          "Jeotermal sektöründe çalışan veya sektöre yeni giren herkes. Giriş Seviyesi deneyim gerektirmez; Profesyonel {{professionalYears}} yıllık, Kıdemli Profesyonel {{seniorYears}} yıllık ilgili deneyim gerektirir; Uzman Üye için ise bir kurulun incelediği liderlik geçmişi gerekir.",
      },
      languages: {
        question: "Sınava hangi dillerde girebilirim?",
        answer:
          "Bu sitenin 11 dilinin tamamında: İngilizce, Fransızca, İspanyolca, Endonezce, Filipince, Japonca, Çince, Svahili, Zulu, İzlandaca ve Türkçe. Her çeviri, sahada çalışan mühendisler tarafından gözden geçirilir.",
      },
      fees: {
        question: "Sertifikasyonun maliyeti nedir?",
        answer:
          "Ücretler seviyeye göre değişir ve başvurmadan önce eksiksiz olarak yayımlanır. Düşük gelirli ülkelerden gelen adaylar indirimli ücret, öğrenciler ise yarı ücret öder. Bir yıl içindeki tekrar sınavları için gizli ücret yoktur.",
      },
      recertification: {
        question: "Sertifikamı nasıl geçerli tutarım?",
        answer:
          "Her {{years}} yılda bir, seviyeye göre {{minHours}} ile {{maxHours}} saat arası sürekli mesleki gelişim gösterir ve meslek ahlakı kurallarına uyduğunuzu onaylarsınız. Sertifikanızın süresi dolarsa, sınava yeniden girmeden yenilemek için {{reinstatementMonths}} ayınız vardır.",
      },
      verification: {
        question: "Bir işveren sertifikayı nasıl doğrulayabilir?",
        answer:
          "Her sertifikanın, sahibinin adını, seviyesini ve durumunu gösteren kamuya açık bir kaydı vardır. İşverenler tek bir kaydı numarasıyla, birden çok kaydı ise toplu doğrulama aracımızla kontrol eder.",
      },
      privacy: {
        question: "Kişisel verilerimle ne yapıyorsunuz?",
        answer:
          "Verilerinizi yalnızca sertifikasyon sürecinizi yürütmek için kullanırız. Kamuya açık kayıt yalnızca adınızı, seviyenizi, sertifika numaranızı ve durumunuzu gösterir. Saklamakla yükümlü olduğumuz kayıtlar dışında, verilerinizin bir kopyasını veya silinmesini istediğiniz zaman talep edebilirsiniz.",
      },
      appeals: {
        question: "Bir karara itiraz edebilir miyim?",
        answer:
          "Evet. Sınav sonucuna veya sertifikasyon kararına 30 gün içinde itiraz edebilirsiniz. İlk kararda yer almamış kişilerden oluşan bir itiraz kurulu başvurunuzu inceler ve 30 gün içinde yanıt verir.",
      },
      accommodations: {
        question: "Engelliliğim için düzenleme talep edebilir miyim?",
        answer:
          "Evet. Ek süre, okuyucu, büyük punto, mola veya erişilebilir bir sınav yeri ayarlanabilir. Başvururken belirtmeniz yeterlidir; talepler gizlilik içinde ele alınır.",
      },
      training: {
        question: "Belirli bir kursa katılmam gerekiyor mu?",
        answer:
          "Hayır. Eğitim şartı koymuyor ve eğitim satmıyoruz. Çerçevedeki yetkinlikleri geliştiren her kurs, üniversite programı veya deneyim sizi sınava hazırlar.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
