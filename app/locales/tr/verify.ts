import type { Namespaces } from "../types";

const verify = {
  meta: {
    title: "Sertifika doğrulama — GeoCert",
    description:
      "Bir kişinin GeoCert sertifikasına sahip olup olmadığını kontrol edin: durumunu, seviyesini, tarihlerini ve alanlarını görmek için sertifika numarasını ve sahibinin soyadını girin.",
  },
  header: {
    eyebrow: "İşverenler ve ortaklar için",
    title: "Sertifika doğrulama",
    lead: "Sertifikanın geçerli olup olmadığını canlı kayıttan görmek için sertifika numarasını ve sahibinin soyadını girin.",
  },
  trail: { partners: "Ortaklar" },
  form: {
    heading: "Sertifika sorgula",
    id: "Sertifika numarası",
    idHint: "Sertifikada yazdığı gibi, ör. GCF-2026-7KQ4-XM. Büyük harf, boşluk ve tire fark etmez.",
    name: "Sertifika sahibinin soyadı",
    nameHint: "Sertifikada yazdığı gibi; aksanlar ve büyük harfler fark etmez.",
    submit: "Doğrula",
    checking: "Kontrol ediliyor…",
    privacy: "Kayıt taranamasın diye ikisi de gereklidir. Yalnızca sertifikada yazanları gösteririz.",
  },
  errors: {
    idRequired: "Sertifika numarasını girin.",
    idFormat:
      "Bu bir sertifika numarası değil. GCF-2026-7KQ4-XM biçimindedir: bir yıl ve altı harf ya da rakam (O, I, L, 0 ve 1 hiç kullanılmaz).",
    idCheck:
      "Bu sertifika numarasında bir yazım hatası var: bir karakter yanlış ya da iki karakterin yeri değişmiş. Sertifikayla karşılaştırın.",
    nameRequired: "Sertifika sahibinin soyadını girin.",
    nameLong: "Soyadı çok uzun.",
    rateLimited_one: "Bağlantınızdan çok fazla sorgu yapıldı. Lütfen {{count}} dakika sonra yeniden deneyin.",
    rateLimited_other: "Bağlantınızdan çok fazla sorgu yapıldı. Lütfen {{count}} dakika sonra yeniden deneyin.",
  },
  statuses: {
    valid: "Geçerli",
    expired: "Süresi dolmuş",
    suspended: "Askıya alınmış",
    revoked: "İptal edilmiş",
    notFound: "Bulunamadı",
  },
  statusText: {
    valid: "Bu sertifika geçerlidir: sahibi aşağıdaki seviyede sertifikalıdır.",
    expired: "Bu sertifikanın süresi dolmuştur. Sahibi sertifikalıydı ancak sertifikasını yenilemedi.",
    suspended: "Bu sertifika askıya alınmıştır. Yeniden geçerli olana kadar sahibi ona dayanamaz.",
    revoked: "Bu sertifika iptal edilmiştir. Artık geçerli değildir.",
    notFound:
      "Bu numara ve soyadıyla eşleşen bir sertifika yok. İkisini de sertifikayla karşılaştırın ya da sahibinden bir kopya isteyin.",
  },
  result: {
    heading: "Sonuç",
    credentialId: "Sertifika numarası",
    holder: "Sertifika sahibi",
    level: "Seviye",
    issued: "Veriliş",
    expires: "Geçerlilik sonu",
    expired: "Sona erdiği tarih",
    domains: "Yetkinlik alanları",
    domainsHint: "Her alan, çerçevedeki yetkinliklerine bağlanır.",
    checked: "{{date}} tarihinde canlı kayıtla karşılaştırıldı.",
  },
  share: {
    heading: "Bu doğrulamayı paylaşın",
    text: "Bağlantı her açıldığında kaydı yeniden kontrol eder, bu yüzden her zaman güncel durumu gösterir.",
    link: "Doğrulama bağlantısı",
    copy: "Bağlantıyı kopyala",
    copied: "Bağlantı kopyalandı",
    qr: "Doğrulama bağlantısının QR kodu",
    print: "Yazdır",
  },
  aside: {
    heading: "Doğrulama nasıl işler",
    items: {
      live: "Yanıtlar bir kopyadan değil, canlı kayıttan gelir.",
      minimal:
        "Durumu, sahibinin adını, seviyeyi, tarihleri ve alanları gösteririz; iletişim bilgilerini asla göstermeyiz.",
      limit: "Tahmin denemelerini önlemek için sorgular bağlantı başına 10 dakikada 30 ile sınırlıdır.",
    },
    bulkHeading: "Kontrol edilecek çok sayıda sertifika mı var?",
    bulkText: "Ortaklar bir tablodan tek seferde 5.000’e kadar sertifikayı kontrol edebilir.",
    bulkLink: "Toplu doğrulama",
  },
} satisfies Namespaces["verify"];

export default verify;
