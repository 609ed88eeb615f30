import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Sertifikalarım — GeoCert",
    description:
      "Canlı durumları ve herkese açık sayfalarıyla GeoCert sertifikalarınız ve adresinize düzenlenmiş, talep edebileceğiniz sertifikalar.",
    publicTitle: "{{name}} — {{certification}} | GeoCert",
    publicDescription:
      "{{name}}, GeoCert sertifikası {{id}} ({{certification}}) sahibidir. Bugünkü durum: {{status}}. GeoCert sicilinde canlı olarak kontrol edin.",
  },
  mine: {
    title: "Sertifikalarım",
    lead: "Hesabınıza bağlı sertifikalar; canlı durumları, herkese açık sayfaları ve indirmeleriyle.",
    account: "Hesabınız",
    heldHeading: "Sahip olduğunuz sertifikalar",
    empty: "Hesabınıza henüz bağlı bir sertifika yok.",
    emptyHelp:
      "{{email}} adresine düzenlenen sertifikalar, talep etmeniz için bu sayfada görünür. Sertifikanız başka bir adrese düzenlendiyse bize yazın, hesabınıza bağlayalım.",
    contact: "GeoCert'e yazın",
  },
  renewal: {
    open: "Yenileme açık",
    renew: "Yenile",
    renewLabel: "{{id}} belgesini yenile",
    underReview: "Yenileme inceleniyor",
  },
  claim: {
    heading: "Adresinize düzenlenenler",
    text: "Bu sertifikalar {{email}} adresine düzenlendi. Hesabınıza bağlamak için talep edin.",
    submit: "Talep et",
    submitLabel: "Talep et: sertifika {{id}}",
    done: "{{id}} numaralı sertifika artık hesabınıza bağlı.",
  },
  card: {
    levelLabel: "Seviye {{number}} · {{level}}",
    holder: "Sahibi",
    id: "Sertifika numarası",
    issued: "Düzenlenme",
    expires: "Geçerlilik sonu",
    expired: "Süresi doldu",
    domains: "Yetkinlik alanları",
    status: "Durum",
  },
  statuses: {
    valid: "Etkin",
    expired: "Süresi dolmuş",
    suspended: "Askıya alınmış",
    revoked: "İptal edilmiş",
  },
  statusText: {
    valid: "GeoCert sicili bu sertifikayı bugün doğruluyor.",
    expired: "Bu sertifikanın süresi doldu; yenilenene kadar geçerli değil.",
    suspended: "GeoCert bu sertifikayı askıya aldı: askıdayken geçerli değil.",
    revoked: "GeoCert bu sertifikayı iptal etti: artık geçerli değil.",
  },
  publicPage: {
    heading: "Herkese açık sayfa",
    on: "Açık: bağlantıya sahip herkes bu sertifikanın sayfasını açabilir.",
    off: "Kapalı: bu sertifikanın sayfasını yalnızca siz ve GeoCert personeli açabilir.",
    switchOn: "Herkese açık sayfayı aç",
    switchOff: "Herkese açık sayfayı kapat",
    switchLabel: "{{action}}: sertifika {{id}}",
    open: "Herkese açık sayfayı görüntüle",
    openLabel: "Herkese açık sayfayı görüntüle: sertifika {{id}}",
    preview: "Sayfayı önizle",
    previewLabel: "Sayfayı önizle: sertifika {{id}}",
    doneOn: "{{id}} numaralı sertifikanın herkese açık sayfası açık.",
    doneOff: "{{id}} numaralı sertifikanın herkese açık sayfası kapalı.",
  },
  page: {
    issuedTo: "Sahibi",
    issuedBy: "Düzenleyen: GeoCert",
    checked: "Durum {{date}} tarihinde GeoCert sicilinden canlı olarak okundu.",
    verifyHeading: "Bu sertifikayı doğrulayın",
    verifyText:
      "Herkes, hesap açmadan, sertifika numarası ve sahibinin soyadıyla bu sertifikayı GeoCert sicilinde doğrulayabilir.",
    verifyLink: "Sicilde doğrula",
    verifyLabel: "Sicilde doğrula: sertifika {{id}}",
    shareHeading: "Bu sertifikayı paylaşın",
    shareText:
      "Bu bağlantıyı gönderin ya da özgeçmişinize veya profilinize ekleyin: sayfa her zaman sertifikanın güncel durumunu gösterir.",
    shareLabel: "Bu sayfanın bağlantısı",
    copy: "Bağlantıyı kopyala",
    copied: "Bağlantı kopyalandı",
    privateNotice: "Bu sayfayı yalnızca siz ve GeoCert personeli açabilir: herkese açık sayfası kapalı.",
    privateAction: "Sertifikalarım sayfasından yönetin",
    staffNotice: "Bu sayfayı GeoCert personeli olarak görüyorsunuz: sahibi sayfayı herkese açmadı.",
    badgeLabel: "GeoCert sertifika rozeti, seviye: {{level}}",
  },
  errors: {
    cannotClaim: "Bu sertifika hesabınızla talep edilemez. Sizinse bize yazın, hesabınıza bağlayalım.",
    notYours: "Bu sertifika hesabınıza bağlı değil.",
  },
} satisfies Namespaces["credentials"];

export default credentials;
