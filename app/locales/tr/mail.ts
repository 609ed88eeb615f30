import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Jeotermal iş gücü için küresel sertifikasyon",
    unsubscribe: "Abonelikten çık",
    unsubscribeLead: "Bu e-postaları artık almak istemiyor musunuz?",
    linkFallback: "Düğme çalışmazsa bu adresi tarayıcınıza kopyalayın:",
  },
  reasons: {
    account: "Bu e-postayı, bu adresi kullanan bir GeoCert hesabıyla ilgili olduğu için alıyorsunuz.",
    form: "Bu e-postayı, bu adres GeoCert web sitesindeki bir forma girildiği için alıyorsunuz.",
    member: "Bu e-postayı GeoCert topluluğunun bir üyesi olarak alıyorsunuz.",
    newsletter: "GeoCert bültenini, bu adres bültene abone olduğu için alıyorsunuz.",
  },
  actions: {
    confirmAddress: "Adresinizi onaylayın",
    choosePassword: "Yeni bir parola seçin",
    mentorships: "Mentorluklarınızı açın",
    directory: "Dizini açın",
  },
  unsubscribe: {
    metaTitle: "Abonelikten çık — GeoCert",
    heading: "Abonelikten çık",
    lead: "GeoCert’ten gelen bir e-posta türünü durdurun. Oturum açmanız gerekmez ve hemen geçerli olur.",
    willStop: "Bu şunu durdurur:",
    button: "Abonelikten çık",
    done: "Tamam: artık {{what}} almayacaksınız.",
    already: "Artık {{what}} almıyorsunuz.",
    invalidHeading: "Bu abonelikten çıkma bağlantısı çalışmıyor",
    invalidText:
      "Bağlantı eksik, değiştirilmiş ya da çok eski. Bizden gelen daha yeni bir e-postadaki bağlantıyı kullanın veya iletişim sayfasından bize yazın, e-postaları sizin için durduralım.",
    contact: "Bize ulaşın",
    errors: {
      invalid:
        "Bu abonelikten çıkma bağlantısı çalışmıyor. Bizden gelen daha yeni bir e-postadaki bağlantıyı kullanın.",
      failed: "Bizim tarafımızda bir sorun oluştu. Lütfen yeniden deneyin.",
    },
  },
  kinds: {
    newsletter: "{{email}} adresine giden GeoCert bülteni",
  },
  preview: {
    metaTitle: "E-posta şablonları — Yönetim",
    heading: "E-posta şablonları",
    lead: "Sitenin gönderdiği her e-posta, seçtiğiniz dilde kurgusal örnek verilerle gösterilir. Bu sayfadan hiçbir şey gönderilmez.",
    templates: "Şablonlar",
    language: "Dil",
    show: "Göster",
    subject: "Konu",
    category: "Tür",
    categories: {
      transactional: "İşlemsel (abonelikten çıkma yok)",
      notification: "Bildirim (abonelikten çıkma ile)",
      newsletter: "Bülten (abonelikten çıkma ile)",
    },
    html: "HTML bölümü",
    frameTitle: "“{{name}}” e-postasının HTML bölümü",
    text: "Düz metin bölümü",
    names: {
      verify: "Hesap: adresi onaylama",
      reset: "Hesap: parolayı sıfırlama",
      existing: "Hesap: biri bu adresle kaydolmaya çalıştı",
      contactConfirmation: "İletişim formu: ziyaretçiye onay",
      contactStaff: "İletişim formu: ekibe bildirim",
      partnerConfirmation: "Ortaklık başvurusu: başvurana onay",
      partnerStaff: "Ortaklık başvurusu: ekibe bildirim",
      mentorshipRequest: "Mentorluk: istek alındı",
      mentorshipAccepted: "Mentorluk: istek kabul edildi (danışana)",
      mentorshipAcceptedMentor: "Mentorluk: istek kabul edildi (mentora)",
      mentorshipDeclined: "Mentorluk: istek reddedildi",
      mentorshipEnded: "Mentorluk: mentorluk sona erdi",
      directoryMessage: "Dizin: bir üyeden mesaj",
      newsletterFrame: "Bülten: bir sayının çerçevesi ve abonelikten çıkma bağlantısı",
      partnerGranted: "Ortaklık: onaylandı, ortak rolü verildi",
      partnerInvited: "Ortaklık: onaylandı, hesap oluşturma daveti",
      partnerDeclined: "Ortaklık: reddedildi, gerekçesiyle",
      mentorshipEnding: "Mentorluk: yakında bitiyor",
    },
    sampleHeading: "Örnek bir sayı",
    sampleText:
      "Bu metin yalnızca her bülten sayısının aldığı çerçeveyi gösterir: üst bilgi, alt bilgi ve abonelikten çıkma bağlantısı. Adres kurgusaldır.",
    sampleQuote: "Bir e-postanın bir gönderiyi veya mesajı gösterdiği gibi alıntılanmış bir bölüm.",
    sampleReason: "Personelimizin yazdığı örnek bir gerekçe, başvuru sahibinin aldığı şekliyle.",
  },
} satisfies Namespaces["mail"];

export default mail;
