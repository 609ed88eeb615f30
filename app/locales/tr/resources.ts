import type { Namespaces } from "../types";

/** Turkish strings of the Resources page (complete). */
export default {
  meta: {
    title: "Kaynaklar — GeoCert",
    description:
      "Jeotermal profesyoneller için çalışma kılavuzları, standart özetleri, okuma listeleri, şablonlar ve web semineri kayıtları; beceri alanına ve seviyeye göre.",
  },
  header: {
    eyebrow: "Kaynak kütüphanesi",
    title: "Kaynaklar",
    lead: "Sertifikasyona hazırlanmak ve becerilerinizi güncel tutmak için kılavuzlar, standart özetleri, okuma listeleri, şablonlar ve kayıtlı web seminerleri.",
  },
  filters: {
    heading: "Kaynak bulun",
    search: "Ara",
    searchHint: "Başlıkta veya açıklamada geçen kelimeler",
    type: "Tür",
    topic: "Beceri alanı",
    allTypes: "Tüm türler",
    allTopics: "Tüm beceri alanları",
  },
  results: {
    heading: "Kütüphane",
    summary_one: "{{total}} kaynaktan {{count}} kaynak",
    summary_other: "{{total}} kaynaktan {{count}} kaynak",
    empty: "Bu filtrelere uyan kaynak yok. Başka bir beceri alanı veya daha az kelime deneyin.",
  },
  types: {
    guide: "Kılavuz",
    standard: "Standart özeti",
    readingList: "Okuma listesi",
    template: "Şablon",
    webinar: "Web semineri",
  },
  levels: {
    all: "Tüm seviyeler",
    associate: "Giriş Seviyesi",
    professional: "Profesyonel",
    senior: "Kıdemli Profesyonel",
    expert: "Uzman Üye",
  },
  card: {
    level: "Seviye",
    topics: "Beceri alanları",
    languages: "Diller",
    edition: "{{year}} baskısı",
    download: "İndir",
    downloadLabel: "İndir: {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: { markdown: "Markdown", csv: "CSV", text: "Düz metin" },
    recording: "{{minutes}} dakikalık kayıt, {{date}} tarihinde yapıldı",
    recordingNote: "Kayıtlar, talep üzerine kayıtlı adaylarla paylaşılır.",
    requestRecording: "Kaydı talep edin",
    onRequest: "Basılı veya üyelere özel baskı, talep üzerine gönderilir.",
    requestCopy: "Bir kopya talep edin",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
    months: [
      "Ocak",
      "Şubat",
      "Mart",
      "Nisan",
      "Mayıs",
      "Haziran",
      "Temmuz",
      "Ağustos",
      "Eylül",
      "Ekim",
      "Kasım",
      "Aralık",
    ],
  },
  framework: {
    heading: "Öğrenmenizi çerçeveyle eşleştirin",
    text: "Her kaynak, GeoCert yetkinlik çerçevesinin beceri alanları ve seviyesiyle etiketlenmiştir; böylece her sertifikanın ne beklediğini görebilir ve sırada ne çalışacağınızı planlayabilirsiniz.",
    link: "Sertifikasyon çerçevesini görün",
  },
  items: {
    associateStudyGuide: {
      title: "Giriş seviyesi çalışma kılavuzu",
      description:
        "Giriş seviyesi sınavının sekiz beceri alanının her birinde neleri kapsadığı, tipik sorular ve dört haftalık bir çalışma planı.",
    },
    glossary: {
      title: "Jeotermal terimler sözlüğü",
      description:
        "Sondaj sahasında, santrallerde ve raporlarda kullanılan terimlerin açık tanımları: binary santralden kuyu başı basıncına kadar.",
    },
    ceuLog: {
      title: "Sürekli eğitim (SMG saatleri) kayıt şablonu",
      description:
        "Yeniden sertifikasyon için kursları, web seminerlerini, saha eğitimlerini ve bireysel çalışmayı kaydetmeye yarayan, örnek satırlı bir tablo.",
    },
    coreReadingList: {
      title: "Temel okuma listesi",
      description:
        "Rezervuar mühendisliği, santraller, proje finansmanı ve kaynak raporlaması için standart ders kitapları ve kamuya açık raporlar.",
    },
    h2sChecklist: {
      title: "Sondaj sahaları için H₂S güvenlik kontrol listesi",
      description:
        "Sondaj öncesi, her vardiyada, kuyu tekmesinin uyarı işaretleri ve alarm çaldığında yapılacaklar: yazdırılabilir bir kontrol listesi.",
    },
    wellTestWebinar: {
      title: "Kuyu testini okumak: santral ekipleri için basınç geçişleri",
      description:
        "Tamamlama testleri ve basınç yükselim verilerinin bir kuyuyu nasıl tanımladığı, sonuçları kullanan operatör ve mühendisler için anlatılıyor.",
    },
    scalingWebinar: {
      title: "Binary santrallerde kabuklaşma ve korozyon",
      description: "Silika ve kalsit kabuklaşması, ısı eşanjörlerinin korozyonu ve ikisini de erken yakalayan izleme.",
    },
    baselineWebinar: {
      title: "Sondaj öncesi çevresel temel durum izlemesi",
      description:
        "İlk kuyudan önce hangi su, gaz, gürültü ve zemin hareketi ölçümlerine başlanmalı ve ne kadar sürdürülmeli.",
    },
    financingWebinar: {
      title: "Arama aşamasının finansmanı",
      description:
        "Arama sondajının bir projenin en riskli aşaması olmasının nedeni ve hibelerin, risk paylaşım fonlarının ve sigortanın riski nasıl dağıttığı.",
    },
    seismicityWebinar: {
      title: "Tetiklenmiş sismisite ve trafik ışığı protokolleri",
      description:
        "Enjeksiyon için izleme ağlarının ve eşik değerlerinin tasarımı, uyarım projelerinden çıkarılan derslerle.",
    },
    permitsWebinar: {
      title: "Farklı yargı alanlarında izinler: karşılaştırmalı bir tur",
      description: "Arama ruhsatları, su hakları, sondaj ve çevre izinleri beş hukuk sisteminde karşılaştırılıyor.",
    },
    unfcSummary: {
      title: "Özet: jeotermal kaynakların UNFC sınıflandırması",
      description:
        "Jeotermal projelerin ekonomik uygulanabilirlik, proje olgunluğu ve kaynak bilgisine göre nasıl sınıflandırıldığına dair altı sayfalık bir özet.",
    },
    wellControlSummary: {
      title: "Özet: jeotermal sondajda kuyu kontrolü uygulaması",
      description:
        "Sıcak kuyularda kuyu kontrolünün temel gereklilikleri: muhafaza borusu tasarımı, BOP testi, tekme tespiti ve kuyunun kapatılması.",
    },
    reportingCodeSummary: {
      title: "Özet: kaynak ve rezervlerin kamuya raporlanma kodları",
      description: "Jeotermal raporlama kodlarında yetkin kişinin rolü ile kaynak ve rezerv kavramları.",
    },
    esiaSummary: {
      title: "Özet: çevresel ve sosyal etki değerlendirmesi",
      description:
        "Bir jeotermal proje için etki değerlendirmesinin adımları: kapsam belirlemeden yönetim planına ve halkın katılımına kadar.",
    },
    steamFieldGuide: {
      title: "Buhar toplama sistemleri saha kılavuzu",
      description:
        "Buhar sahasının seperatörleri, boru hatları, kapanları ve vanaları; yeni operatörler için günlük kontroller.",
    },
    mudLoggingGuide: {
      title: "Çamur loglama ve kırıntı tanımlama",
      description:
        "Sondaj sırasında kırıntıların ve alterasyon minerallerinin tanımlanması ve bunların sıcaklık ile geçirgenlik hakkında gösterdikleri.",
    },
    riskRegister: {
      title: "Jeotermal projeler için risk kaydı şablonu",
      description:
        "Her proje aşamasının tipik teknik, finansal ve sosyal risklerini, sorumlularını ve azaltım önlemlerini içeren bir kayıt.",
    },
    seismicityReadingList: {
      title: "Okuma listesi: tetiklenmiş sismisite ve uyarım",
      description:
        "Enjeksiyon kaynaklı sismisite, tehlike değerlendirmesi ve geliştirilmiş jeotermal sistemler üzerine temel makaleler ve kılavuzlar.",
    },
    directUseReadingList: {
      title: "Okuma listesi: doğrudan kullanım ve bölgesel ısıtma",
      description: "Bölgesel ısıtma, seralar, kurutma ve jeotermal ısının kademeli kullanımı üzerine kaynaklar.",
    },
  },
} satisfies Namespaces["resources"];
