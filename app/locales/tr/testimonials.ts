import type { Namespaces } from "../types";

const testimonials = {
  meta: {
    title: "Hikâyeler — GeoCert",
    description:
      "Beş bölgeden ve her seviyeden, saha teknisyenlerinden uzman üyelere kadar sertifikalı jeotermal profesyonellerin hikâyeleri.",
  },
  header: {
    eyebrow: "Hikâyeler",
    title: "Sertifikalı profesyonellerin hikâyeleri",
    lead: "Teknisyenler, mühendisler, yöneticiler ve bilim insanları, sertifikasyonun jeotermal kariyerlerinde neyi değiştirdiğini anlatıyor.",
  },
  filters: {
    heading: "Hikâyeleri filtreleyin",
    level: "Sertifika seviyesi",
    region: "Bölge",
    allLevels: "Tüm seviyeler",
    allRegions: "Tüm bölgeler",
  },
  results: {
    heading: "Hikâyeler",
    showing: "{{total}} hikâyeden {{shown}} tanesi gösteriliyor",
    empty: "Bu seviye ve bölgeye uyan bir hikâye henüz yok.",
    showAll: "Tüm hikâyeleri göster",
  },
  levels: {
    associate: "Giriş Seviyesi",
    professional: "Profesyonel",
    senior: "Kıdemli Profesyonel",
    expert: "Uzman Üye",
  },
  regions: {
    africa: "Afrika",
    americas: "Amerika",
    asiaPacific: "Asya ve Pasifik",
    europe: "Avrupa",
    westAsia: "Batı Asya",
  },
  fictionalNote: "Bu sayfadaki kişiler, kuruluşlar ve hikâyeler kurgusal örneklerdir.",
  stories: {
    wanjiru: {
      role: "Saha teknisyeni",
      quote: "Sertifika, ben tek başıma kanıtlamak zorunda kalmadan önce neler yapabildiğimi amirime anlattı.",
      story: [
        "Wanjiru bir buhar sahasına birkaç kilometre uzaklıkta büyüdü, ancak ilk olarak bir çiçek çiftliğinin sulama ekibinde çalıştı. Kooperatif çıraklık programı açtığında genel işçi olarak katıldı ve çerçeveyi akşamları iki iş arkadaşıyla birlikte çalıştı.",
        "Giriş Seviyesi sınavını Svahili dilinde geçtikten sonra kuyu başı bakım ekibine alındı. Şimdi yeni çıraklara kilitleme ve etiketleme prosedürlerini öğretiyor ve gelecek yıl Profesyonel sınavına girmeyi planlıyor.",
      ],
    },
    guorun: {
      role: "Santral işletme mühendisi",
      quote: "Sertifikasyon, deneyimime İzlanda dışındaki insanların da anladığı bir ad verdi.",
      story: [
        "Guðrún sekiz yıl boyunca bir kojenerasyon santralini işletti ve bildiklerinin çoğunu kendinden önceki vardiya amirlerinden öğrendi. Çalıştığı kuruluş yurt dışındaki işlere teklif vermeye başladığında, müşteriler yerel bir unvanın sağlayamayacağı bir yetkinlik kanıtı istedi.",
        "Profesyonel değerlendirmesi, yalnızca aklında tuttuğu prosedürleri yazıya dökmesini gerektirdi. Bu yazılardan ikisi artık kuruluşun işletme el kitabının bir parçası ve kendisi çerçeve için bir inceleme paneline katıldı.",
      ],
    },
    mehmet: {
      role: "Sondaj şefi",
      quote:
        "Sondaj kulesinde güven her şeydir. Ortak bir standart, yeni bir ekip üyesine daha çabuk güvenmemi sağlıyor.",
      story: [
        "Mehmet petrol ve gaz sektöründe sondaj işçisi olarak başladı ve on beş yıl önce jeotermal sondaja geçti; burada daha sıcak formasyonlar ve aşındırıcı akışkanlar öğrendiklerinin çoğunu değiştirdi.",
        "Birkaç ülkede ekiplere liderlik edebilmek için Kıdemli Profesyonel sınavına girdi. O zamandan beri şirketi yeni sondajcılardan en az Giriş Seviyesi sertifikası istiyor ve onun kulelerinde iş günü kayıplı kazalar üç yıldır üst üste azalıyor.",
      ],
    },
    hana: {
      role: "Teknik direktör",
      quote: "Uzman sertifikası, ne bildiğinizden çok neyi geri verdiğinizle ilgilidir.",
      story: [
        "Hana, kaplıca suyunu evlere, seralara ve hamamlara taşıyan ısı şebekeleri tasarlıyor. Çalışmaları, rezervuar bilimini kaynakları yüzyıllardır kullanan yerel topluluklarla yapılan görüşmelerle birleştiriyor.",
        "Uzman Üye olarak her yıl dört mühendise mentorluk yapıyor ve ısının doğrudan kullanımıyla ilgili sınav sorularını gözden geçiriyor. Üyelik kurulunun topluluk çalışmalarıyla ilgili sorularının kariyerindeki en zor sorular olduğunu söylüyor.",
      ],
    },
    rosa: {
      role: "Jeokimyacı",
      quote: "İspanyolca değerlendirilmek, sınavın İngilizcemi değil bilimimi ölçmesi demekti.",
      story: [
        "Rosa, rezervuar sıcaklıklarını tahmin etmek için çoğu zaman 4.000 metrenin üzerindeki yüksek rakımlı kaynaklardan akışkan örnekleri alıyor. Raporları, bir projenin ilk kuyularının nerede açılacağına karar verilmesine yardımcı oluyor.",
        "Profesyonel sertifikasını İspanyolca aldı ve daha sonra jeokimya sorularının İspanyolca çevirisinin kontrolüne yardım etti. Şimdi üç üniversiteden öğrencilere saha kursları veriyor.",
      ],
    },
    ayu: {
      role: "Çevre sorumlusu",
      quote: "Biyolojiden geldim. Çerçeve, tam olarak hangi mühendislik konularını öğrenmem gerektiğini gösterdi.",
      story: [
        "Ayu, yeni bir santralin çevresindeki ormanları ve suları izlemek için şirkete katıldı. İşini iyi yapabilmek için sondaj sıvılarını, atık su reenjeksiyonunu ve gürültü sınırlarını anlaması gerektiğini kısa sürede fark etti.",
        "Endonezce aldığı Giriş Seviyesi sertifikası ona öğrenmek için düzenli bir yol sundu. Şimdi santralin çevresel izleme çalışmalarını yönetiyor ve sonuçları her çeyrekte köy meclislerine sunuyor.",
      ],
    },
    joseph: {
      role: "Rezervuar mühendisi",
      quote: "Kurumumuz artık her yeni mühendisin eğitimini çerçeveye göre planlıyor.",
      story: [
        "Joseph, yeni sahaları araştıran bir kamu kurumu için rezervuarların sayısal modellerini oluşturuyor. Eğitiminin büyük kısmı, her biri kendi sertifikasına sahip ve hiçbiri diğeriyle karşılaştırılamayan yurt dışındaki kısa kurslardan geliyordu.",
        "Profesyonel sınavına hazırlanırken kuyu testleri konusundaki bilgi eksiklerini fark etti ve bunları iş arkadaşlarıyla birlikte kapattı. Kurumu o zamandan beri yetkinlik çerçevesini yeni mezun programına dahil etti.",
      ],
    },
    miguel: {
      role: "İşletme müdürü",
      quote: "Artık çerçeveye göre işe alım yapıyorum. Mülakatlardaki tahminleri ortadan kaldırıyor.",
      story: [
        "Miguel, volkanik yaylalarda vardiyalı çalışan yüzden fazla personeli olan üç santrali yönetiyor. Doğru becerilere sahip insanları bulmak eskiden uzun mülakatlar ve pahalı hatalar demekti.",
        "Kendisi Kıdemli Profesyonel sertifikasını aldıktan sonra ekibinin görev tanımlarını çerçevenin seviyelerine göre yeniden yazdı. Yeni çalışanlar artık kendilerinden ne beklendiğini bilerek işe başlıyor ve terfiler de aynı yolu izliyor.",
      ],
    },
    elif: {
      role: "Stajyer santral operatörü",
      quote: "Ailemdeki ilk mühendis olarak herkesin kontrol edebileceği bir beceri kanıtı istedim.",
      story: [
        "Elif makine mühendisliği okudu ve bir binary çevrim santraline stajyer operatör olarak katıldı. Giriş Seviyesi sınavına ücretsiz çalışma kılavuzları ve deneme sorularıyla, Türkçe olarak hazırlandı.",
        "Sınavı geçmek, kontrol odası vardiyalarına planlanandan önce geçmesine yardımcı oldu. Şimdi bölgesel bir şubede gönüllü olarak meslek lisesi öğrencilerinin ilk sınavlarına hazırlanmalarına yardım ediyor.",
      ],
    },
    lars: {
      role: "Bölgesel ısıtma proje müdürü",
      quote: "Derin jeotermal şehrimiz için yeni. Sertifikalı personel, halkın güvenini kazanmamıza yardımcı oldu.",
      story: [
        "Lars, bir bölgesel ısıtma şebekesinin kömürden derin jeotermal ısıya dönüştürülmesine liderlik etti. Sakinler ve belediye meclisi, sokaklarının altında sondaj yapan kişilerin ne yaptıklarını bildiklerinden emin olmak istiyordu.",
        "Proje, kilit görevler için Kıdemli Profesyonel sertifikası şartı koydu ve Lars bu sertifikayı kendisi de aldı. Bağımsız ve yayımlanmış bir standardı gösterebildiğinde halk toplantılarının kolaylaştığını söylüyor.",
      ],
    },
    tama: {
      role: "Baş yerbilimci",
      quote:
        "En iyi sertifika, sizden öğrenmeye devam etmenizi isteyendir. Yeniden belgelendirme tam olarak bunu yapar.",
      story: [
        "Tama otuz yıldır jeotermal sistemlerin haritasını çıkarıyor ve toprağın ve kaynağın koruyucusu olan iwi ile, yani yerli kabilelerle yakın çalışıyor. Yerbilimini ve yerel bilgiyi rakip değil ortak olarak görüyor.",
        "Uzman Üye olarak çerçevenin arama bölümünü inceleyen panele başkanlık ediyor. En çok yeniden belgelendirmeye değer veriyor: onu okumaya, öğretmeye ve genç meslektaşlarıyla iletişimde kalmaya yöneltiyor.",
      ],
    },
    samuel: {
      role: "İş gücü politikası danışmanı",
      quote: "Beceriler ülkeler arasında aynı şekilde sayıldığında hükümetler daha iyi planlama yapar.",
      story: [
        "Samuel, birkaç Afrika ülkesinde jeotermal sektörünün beceri ihtiyaçlarını inceliyor ve bakanlıklara eğitim bütçeleri konusunda danışmanlık yapıyor. Ortak bir çerçeveden önce her ülke becerileri farklı biçimde tanımlıyordu.",
        "Uzman Üye olarak ulusal yeterliliklerin çerçevenin dört seviyesiyle eşleştirilmesine yardımcı oldu. Yönettiği gözlemevi artık her yıl sertifikalı profesyonellerin seviyeye ve ülkeye göre sayısını yayımlıyor.",
      ],
    },
  },
} satisfies Namespaces["testimonials"];

export default testimonials;
