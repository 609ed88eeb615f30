import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Bir sertifika dosyasını doğrulayın",
    lead: "Size bir GeoCert sertifikası dosya olarak mı verildi? Burada kontrol edin: imzasını, imza anahtarımızı, güncel durumunu ve tarihlerini.",
    fileLabel: "Sertifika dosyası",
    fileHint: "JSON biçiminde sertifika (.json) ya da sertifikayı içeren rozet görseli (.svg), en fazla {{size}}.",
    dropHint: "ya da dosyayı buraya bırakın",
    chosen: "Seçilen: {{name}}",
    submit: "Dosyayı kontrol et",
    checking: "Kontrol ediliyor…",
    privacy: "Dosya sunucumuzda kontrol edilir ve saklanmaz.",
    apiNote:
      "İşverenlerin sistemleri aynı dosyayı POST /api/credentials/verify adresine gönderip yanıtı JSON olarak alabilir.",
  },
  result: {
    heading: "Dosya kontrolünün sonucu",
    checksHeading: "Kontroller",
    summaryHeading: "Sertifikada yazanlar",
    holder: "Sahibi",
    achievement: "Sertifika düzeyi",
    issuer: "Veren kuruluş",
    validFrom: "Geçerlilik başlangıcı",
    validUntil: "Geçerlilik sonu",
    id: "Sertifika adresi",
  },
  outcome: { pass: "Geçti", fail: "Geçmedi", skipped: "Kontrol edilmedi" },
  verdicts: {
    valid: {
      title: "Geçerli sertifika",
      text: "Dosya gerçek bir GeoCert sertifikasıdır; imzalandığından beri değişmemiş, iptal edilmemiş ya da askıya alınmamıştır ve geçerlilik tarihleri içindedir.",
    },
    revoked: { title: "İptal edildi", text: "Sertifika gerçek, ancak GeoCert onu iptal etti. Artık geçerli değil." },
    suspended: {
      title: "Askıya alındı",
      text: "Sertifika gerçek, ancak GeoCert onu şimdilik askıya aldı. Askıdayken geçerli değildir.",
    },
    expired: { title: "Süresi doldu", text: "Sertifika gerçek, ancak geçerlilik süresi sona erdi." },
    notYetValid: { title: "Henüz geçerli değil", text: "Sertifika gerçek, ancak geçerlilik süresi henüz başlamadı." },
    tampered: {
      title: "Değiştirilmiş ya da geçersiz imza",
      text: "Dosya GeoCert imzaladıktan sonra değiştirilmiş ya da imzası bize ait değil. Ona güvenmeyin.",
    },
    otherIssuer: {
      title: "GeoCert tarafından verilmedi",
      text: "Bu sertifikada başka bir veren kuruluş yazıyor. Yalnızca kendi verdiğimiz sertifikalara kefil olabiliriz: doğrulamasını veren kuruluştan isteyin.",
    },
    statusUnavailable: {
      title: "Durum kontrol edilemedi",
      text: "İmza doğru, ancak sertifikanın durumu şu anda okunamadı. Birazdan yeniden deneyin.",
    },
    notCredential: {
      title: "Sertifika değil",
      text: "Bu dosya okuyabileceğimiz bir Open Badges 3.0 sertifikası içermiyor.",
    },
  },
  checks: {
    schema: {
      label: "Biçim",
      ok: "Bir Open Badges 3.0 sertifikası",
      notJson: "Dosya ne geçerli JSON ne de SVG görseli",
      noBakedCredential: "SVG görseli sertifika içermiyor",
      notCredential: "Veriler doğrulanabilir bir kimlik bilgisi değil",
      notOpenBadge: "Doğrulanabilir bir kimlik bilgisi, ancak eksiksiz bir Open Badges 3.0 sertifikası değil",
      tooLarge: "Dosya {{size}} sınırını aşıyor",
      empty: "Dosya boş",
      skipped: "Kontrol edilmedi",
    },
    issuer: {
      label: "Veren kuruluş ve anahtar",
      currentKey: "GeoCert tarafından verildi, güncel anahtarımızla imzalandı",
      retiredKey: "GeoCert tarafından verildi, önceki anahtarlarımızdan biriyle imzalandı (hâlâ geçerli)",
      otherIssuer: "GeoCert değil, başka biri tarafından verildi",
      unknownKey: "GeoCert’i veren kuruluş olarak gösteriyor, ancak imza anahtarı bize ait değil",
      skipped: "Kontrol edilmedi",
    },
    proof: {
      label: "İmza",
      ok: "İmza eşleşiyor: hiçbir şey değişmemiş",
      invalid: "İmza içerikle eşleşmiyor",
      skipped: "Kontrol edilmedi",
    },
    status: {
      label: "Durum",
      active: "Ne iptal edildi ne de askıya alındı",
      revoked: "GeoCert tarafından iptal edildi",
      suspended: "GeoCert tarafından askıya alındı",
      unavailable: "Durum listesi okunamadı",
      skipped: "Kontrol edilmedi",
    },
    dates: {
      label: "Tarihler",
      current: "Geçerlilik tarihleri içinde",
      expired: "Geçerlilik süresi sona erdi",
      notYetValid: "Geçerlilik süresi henüz başlamadı",
      skipped: "Kontrol edilmedi",
    },
  },
  adminKeys: {
    meta: "İmza anahtarları — GeoCert",
    heading: "Sertifika imza anahtarları",
    text: "Veren kuruluşun Ed25519 anahtarları Open Badges sertifikalarını ve durum listelerini imzalar. Emekliye ayrılan anahtarlar yayımlanmaya devam eder; böylece onlarla imzalanmış sertifikalar doğrulanmaya devam eder.",
    did: "Veren kuruluşun DID’si",
    didDocument: "Yayımlanan anahtarlar (DID belgesi)",
    caption: "İmza anahtarları, en yenisi en sonda",
    columns: {
      id: "Anahtar",
      created: "Oluşturulma",
      retired: "Emekliye ayrılma",
      state: "Durum",
      storage: "Saklama",
    },
    states: { current: "Güncel", retired: "Emekli" },
    storage: { sealed: "ISSUER_KEY_SECRET ile mühürlü", plain: "Mühürsüz" },
    sealWarning:
      "ISSUER_KEY_SECRET ayarlanmamış: yeni gizli anahtarlar veritabanında mühürsüz saklanıyor (bkz. karar 022).",
    rotate: {
      heading: "İmza anahtarını yenile",
      text: "Bundan sonra yeni bir anahtar imzalar; güncel anahtar emekliye ayrılır ama yayımlanmaya devam eder. Daha önce imzalanan sertifikalar doğrulanmaya devam eder.",
      confirm: "Evet, güncel anahtarı emekliye ayır ve yenisini oluştur",
      submit: "İmza anahtarını yenile",
    },
    done: {
      rotated: "İmza anahtarı yenilendi: bundan sonra {{id}} imzalıyor.",
      alreadyRotated: "Anahtar az önce başka biri tarafından yenilendi: bundan sonra {{id}} imzalıyor.",
    },
    errors: { confirm: "Yenilemeyi onaylamak için kutuyu işaretleyin." },
  },
  errors: {
    fileRequired: "Bir sertifika dosyası seçin (.json ya da .svg).",
    tooLarge: "Dosya {{size}} sınırını aşıyor.",
    rateLimited_one: "Bağlantınızdan çok fazla kontrol yapıldı. Lütfen {{count}} dakika sonra yeniden deneyin.",
    rateLimited_other: "Bağlantınızdan çok fazla kontrol yapıldı. Lütfen {{count}} dakika sonra yeniden deneyin.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
