import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "İş uyarıları · GeoCert",
    description: "Size e-postayla bildirilen iş ilanı aramaları: sıklığı değiştirin ya da silin.",
  },
  save: {
    heading: "Bu işleri e-postayla alın",
    lead: "İlan panosunun mevcut filtrelerini uyarı olarak kaydedin: eşleşen işler yayımlandığında size göndeririz.",
    frequency: "Ne sıklıkla",
    email: "E-posta adresiniz",
    emailHint:
      "Önce bu adresi doğrulamak için bir bağlantı göndeririz; siz bağlantıyı açana kadar başka hiçbir şey gönderilmez.",
    memberNote: "Uyarılar hesabınızın adresine gider.",
    submit: "Uyarıyı kaydet",
    manage: "İş uyarılarınız",
  },
  frequencies: {
    instant: "Yayımlanır yayımlanmaz",
    daily: "Günlük özet",
    weekly: "Haftalık özet",
  },
  filters: {
    all: "Tüm işler",
    keyword: "Anahtar kelime: {{value}}",
    salary: "Maaş en az {{value}}",
  },
  page: {
    heading: "İş uyarıları",
    lead: "Size e-postayla bildirdiğimiz ilan panosu aramaları. Her e-postada onu durdurmak için bir bağlantı da bulunur.",
    empty: "Henüz iş uyarınız yok. İlan panosunun filtrelerinden bir tane kaydedin.",
    board: "İlan panosu",
    filters: "Arama",
    frequency: "Ne sıklıkla",
    change: "Değiştir",
    delete: "Uyarıyı sil",
    deleteNamed: "Uyarıyı sil: {{name}}",
    open: "İlan panosunda göster",
    guestHeading: "İş uyarınız",
    pending: "Bu uyarı onayınızı bekliyor: onaylayana kadar hiçbir e-posta gönderilmez.",
    confirm: "Uyarıyı onayla",
    invalid: "Bu bağlantı artık geçerli değil: uyarı silindi ya da üç gün içinde onaylanmadı.",
    signedInAs: "Uyarılar {{email}} adresine gönderilir.",
  },
  done: {
    saved: "Uyarı kaydedildi. Bu aramayla eşleşen yeni işler size gönderilecek.",
    guestSaved:
      "Teşekkürler. Bu adres e-postalarımızı alabiliyorsa bir onay bağlantısı yolda: uyarılar siz bağlantıyı açınca başlar.",
    confirmed: "Uyarı onaylandı. Bu aramayla eşleşen yeni işler size gönderilecek.",
    frequency: "Kaydedildi: {{frequency}}.",
    deleted: "Uyarı silindi. Bunun için artık e-posta gönderilmeyecek.",
  },
  errors: {
    frequency: "Ne sıklıkla olacağını seçin.",
    emailRequired: "E-posta adresinizi girin.",
    email: "ad@example.org gibi bir e-posta adresi girin.",
    verifyFirst:
      "Önce hesabınızın e-posta adresini doğrulayın (size gönderdiğimiz bağlantıyı açın), ardından uyarıyı kaydedin.",
    rateLimited: "Kısa sürede çok fazla uyarı. Lütfen bir saat sonra yeniden deneyin.",
  },
  mail: {
    confirmSubject: "GeoCert iş uyarınızı onaylayın",
    confirmBody:
      "Birisi GeoCert iş uyarılarının bu adrese gönderilmesini istedi.\n\nArama: {{filters}}\nNe sıklıkla: {{frequency}}\n\nAlmaya başlamak için buradan onaylayın:\n{{link}}\n\nBu siz değilseniz bu e-postayı yok sayın: başka bir şey gönderilmez ve istek {{days}} gün sonra silinir.",
    alertSubject: "Uyarınız için yeni jeotermal işler ({{count}})",
    alertIntro: "Aramanızla eşleşen yeni işler ({{filters}}):",
    more: "İlan panosunda {{count}} tane daha:",
    allOnBoard: "İlan panosunda eşleşen tüm işler:",
    footer: "Bunu GeoCert'te bir iş uyarısı kaydettiğiniz için alıyorsunuz ({{frequency}}).",
    manage: "Sıklığı değiştirin ya da bu uyarıyı silin:",
    unsubscribe: "Bu uyarıyı durdurun:",
    renew: "İlanı yenileyin",
    kind: "GeoCert ilan panosundaki kayıtlı bir aramanın iş uyarısı e-postaları",
    reminderSubject: "İş ilanınızın süresi 3 gün içinde doluyor",
    reminderBody:
      "GeoCert'teki iş ilanınızın süresi {{date}} tarihinde doluyor:\n\n{{title}}\n\n30 gün daha açık tutmak için ilanı kendi sayfasında yenileyin (istenirse oturum açın):\n{{link}}\n\nPozisyon dolduysa bir şey yapmanız gerekmez: ilan kendiliğinden kapanır.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
