import type { Namespaces } from "../types";

const contact = {
  meta: {
    title: "İletişim — GeoCert",
    description:
      "Sertifikasyon, sınavlar, doğrulama veya iş birliği hakkında sorularınız mı var? GeoCert ekibine yazın.",
  },
  title: "Bize ulaşın",
  lead: "Sertifikasyon, sınavlar, sertifika doğrulama veya iş birliğiyle ilgili sorularınızı ekibimiz iki iş günü içinde yanıtlar.",
  form: {
    heading: "Bize mesaj gönderin",
    name: "Adınız",
    email: "E-posta adresi",
    emailHint: "Size bu adres üzerinden yanıt veririz ve adresinizi asla kimseyle paylaşmayız.",
    organisation: "Kuruluş",
    topic: "Konu",
    topicPlaceholder: "Bir konu seçin…",
    message: "Mesaj",
    messageHint: "En az 20 karakter. Lütfen kişisel belge göndermeyin.",
    submit: "Mesajı gönderin",
    privacy: "Mesajınızı yanıtlamak amacıyla saklar ve iki yıl sonra sileriz.",
  },
  topics: {
    certification: "Sertifikasyon ve başvuru koşulları",
    exam: "Sınavlar ve sınav dönemleri",
    verification: "Sertifika doğrulama",
    partnership: "İş birliği ve katkı",
    training: "Eğitim kuruluşları",
    media: "Basın ve medya",
    other: "Diğer konular",
  },
  errors: {
    name: "Lütfen adınızı girin (en az 2 karakter).",
    nameLong: "Lütfen adınızı en fazla 120 karaktere kısaltın.",
    email: "Lütfen ad@example.com gibi geçerli bir e-posta adresi girin.",
    organisationLong: "Lütfen kuruluş adını en fazla 160 karaktere kısaltın.",
    topic: "Lütfen bir konu seçin.",
    messageShort: "Size yardımcı olabilmemiz için lütfen en az 20 karakter yazın.",
    messageLong: "Lütfen mesajınızı 5.000 karakterin altında tutun.",
    rateLimited: "Zaten birkaç mesaj gönderdiniz. Lütfen bir saat sonra tekrar deneyin.",
    failed: "Mesajınızı gönderemedik. Lütfen tekrar deneyin veya bize e-postayla yazın.",
  },
  sent: {
    heading: "Teşekkür ederiz, mesajınız gönderildi",
    text: "Size e-postayla bir onay gönderdik; iki iş günü içinde yanıt vereceğiz.",
    another: "Başka bir mesaj gönderin",
  },
  office: {
    heading: "Sekretarya",
    address: "GeoCert Sekretaryası (kurgusal)\nIsı Akışı Caddesi No: 12\n105 Reykjavík, İzlanda",
    hours: "Pazartesi–Cuma, 09:00–17:00 (GMT)",
    emailLabel: "E-posta",
    hoursLabel: "Çalışma saatleri",
    addressLabel: "Adres",
  },
  faq: {
    complaints: "Şikâyette bulunun",
    heading: "Bize yazmadan önce",
    text: "Pek çok sorunun yanıtını şu sayfalarda bulabilirsiniz:",
    about: "Sertifikasyon nasıl işler ve sıkça sorulan sorular",
    certifications: "Seviyeler, başvuru koşulları, sınavlar ve ücretler",
    events: "Yaklaşan sınav dönemleri ve etkinlikler",
    partners: "İş ortağımız olun",
  },
  mail: {
    confirmationSubject: "Mesajınızı aldık — GeoCert",
    confirmationBody:
      'Merhaba,\n\nGeoCert ile iletişime geçtiğiniz için teşekkür ederiz. "{{topic}}" konulu mesajınızı {{date}} tarihinde aldık ve iki iş günü içinde yanıt vereceğiz.\n\nReferans numaranız: {{reference}}\n\nBize yazmadıysanız bu e-postayı dikkate almayabilirsiniz.\n\nGeoCert Ekibi',
  },
} satisfies Namespaces["contact"];

export default contact;
