import type { Namespaces } from "../types";

const partners = {
  meta: {
    title: "Ortaklar — GeoCert",
    description:
      "GeoCert programını finanse eden, gözden geçiren ve test eden kuruluşlar, her ortaklık seviyesinin sundukları, nasıl ortak olunacağı ve sertifika doğrulama araçları.",
  },
  header: {
    eyebrow: "Ortaklar",
    title: "Ortaklar ve destekçiler",
    lead: "Programı finanse eden, gözden geçiren ve test eden; ancak kimin sertifika alacağı konusunda hiçbir söz hakkı olmayan işverenler, geliştiriciler ve eğitim kuruluşları.",
  },
  tiers: {
    heading: "Destekçilerimiz",
    lead: "Üç destek seviyesi. Seviyesi ne olursa olsun her destekçi aynı tarafsızlık kurallarını kabul eder.",
    tierLabel: "{{tier}} destekçiler",
    names: {
      platinum: "Platin",
      gold: "Altın",
      silver: "Gümüş",
    },
    fictionalNote: "Bu sayfada adı geçen tüm kuruluşlar kurgusal örneklerdir.",
  },
  benefits: {
    heading: "Ortaklık avantajları",
    lead: "Her seviyenin, ortaklığın her yılı için sundukları.",
    caption: "Ortaklık seviyesine göre avantajlar",
    benefit: "Avantaj",
    included: "Dahil",
    notIncluded: "Dahil değil",
    perYear: "Yılda {{value}}",
    rows: {
      listing: "Bu sitede ve yıllık raporda yer alma",
      bulkVerification: "Aday sertifikalarının toplu doğrulanması",
      examVouchers: "Çalışanlar için sınav kuponları",
      eventPlaces: "GeoCert etkinliklerinde ücretsiz katılım",
      reviewPanels: "Teknik inceleme panellerinde koltuk",
      coHostedEvents: "Ortaklaşa düzenlenen bölgesel etkinlikler",
      pilotAccess: "Pilot sınavlara erken erişim",
      workingGroup: "Çerçeve çalışma grubunda bir temsilci",
    },
    note: "İnceleme panelleri çerçeve hakkında görüş bildirir; kullanımdaki sınav sorularını veya adayların sonuçlarını asla görmez.",
  },
  join: {
    heading: "Nasıl ortak olunur",
    lead: "İlk başvurudan imzalı sözleşmeye kadar süreç genellikle dört ila altı hafta sürer.",
    steps: {
      apply: {
        title: "Başvurun",
        text: "Çevrimiçi form aracılığıyla kuruluşunuzu ve düşündüğünüz seviyeyi bize anlatın.",
      },
      conversation: {
        title: "Bizimle görüşün",
        text: "Ortaklık ekibimiz hedefler, avantajlar ve seviyenize ait katkı konusunda uzlaşmak için sizi arar.",
      },
      agreement: {
        title: "Sözleşmeyi imzalayın",
        text: "Sözleşme, her ortağın kabul ettiği tarafsızlık taahhütlerimizi içerir.",
      },
      onboarding: {
        title: "Başlayın",
        text: "Sizi siteye ekler, doğrulama hesabınızı açar ve sınav kuponlarınızı göndeririz.",
      },
    },
    apply: "Ortak olmak için başvurun",
  },
  tools: {
    heading: "Doğrulama araçları",
    lead: "İşe aldığınız kişilerin beyan ettikleri sertifikalara sahip olduğunu kontrol edin.",
    items: {
      verify: {
        title: "Sertifika doğrulayın",
        text: "Sahibini, seviyesini ve durumunu görmek için bir sertifika numarası girin.",
        link: "Sertifika doğrulayın",
      },
      bulkVerify: {
        title: "Toplu doğrulama",
        text: "Sertifika numaralarından oluşan bir liste yükleyin ve hepsini tek seferde kontrol edin: işe alım ekipleri ve yükleniciler için tasarlandı.",
        link: "Birden çok sertifika doğrulayın",
      },
    },
  },
  faq: {
    heading: "Ortaklardan gelen sorular",
    lead: "Kuruluşların katılmadan önce sorduğu soruların yanıtları.",
    items: {
      who: {
        question: "Hangi kuruluşlar ortak olabilir?",
        answer:
          "Herhangi bir ülkede jeotermal enerji alanında faaliyet gösteren işverenler, geliştiriciler, işletmeciler, ekipman üreticileri, danışmanlık firmaları, üniversiteler ve eğitim kuruluşları.",
      },
      influence: {
        question: "Ortaklık, sertifikasyon kararlarını etkiler mi?",
        answer:
          "Hayır. Ortaklar sınav sorularını asla görmez, değerlendirmede yer almaz ve adayların sonuçlarını öğrenmez. Tarafsızlık komitemiz her ortaklığı yılda bir kez gözden geçirir.",
      },
      contribution: {
        question: "Ortaklığın maliyeti nedir?",
        answer:
          "Yıllık katkı, seviyeye ve kuruluşunuzun büyüklüğüne bağlıdır; ilk görüşmede üzerinde anlaşır ve ölçeği yıllık raporumuzda yayımlarız.",
      },
      changeTier: {
        question: "Daha sonra seviye değiştirebilir miyiz?",
        answer: "Evet, her yıllık yenilemede. Yeni seviyenin avantajları yenileme tarihinde başlar.",
      },
      nonprofits: {
        question: "Küçük kuruluşlar ve kâr amacı gütmeyen kuruluşlar için özel koşullar var mı?",
        answer:
          "Evet. Üniversiteler, kâr amacı gütmeyen kuruluşlar ve 50'den az çalışanı olan şirketler Gümüş seviye için indirimli katkı öder.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
