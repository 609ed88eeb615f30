import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Sertifikasi saya — GeoCert",
    description:
      "Sertifikasi GeoCert Anda dengan status langsung dan halaman publiknya, serta sertifikasi yang diterbitkan ke alamat Anda untuk diklaim.",
    publicTitle: "{{certification}} milik {{name}} — GeoCert",
    publicDescription:
      "{{name}} memegang sertifikasi GeoCert {{id}} ({{certification}}). Status hari ini: {{status}}. Periksa langsung di registri GeoCert.",
  },
  mine: {
    title: "Sertifikasi saya",
    lead: "Sertifikasi yang tertaut ke akun Anda, dengan status langsung, halaman publik, dan unduhannya.",
    account: "Akun Anda",
    heldHeading: "Sertifikasi yang Anda miliki",
    empty: "Belum ada sertifikasi yang tertaut ke akun Anda.",
    emptyHelp:
      "Sertifikasi yang diterbitkan ke {{email}} muncul di halaman ini untuk Anda klaim. Jika sertifikasi Anda diterbitkan ke alamat lain, tulis kepada kami dan kami akan menautkannya ke akun Anda.",
    contact: "Tulis kepada GeoCert",
  },
  renewal: {
    open: "Perpanjangan dibuka",
    renew: "Perpanjang",
    renewLabel: "Perpanjang kredensial {{id}}",
    underReview: "Perpanjangan sedang ditinjau",
  },
  claim: {
    heading: "Diterbitkan ke alamat Anda",
    text: "Sertifikasi ini diterbitkan ke {{email}}. Klaim untuk menautkannya ke akun Anda.",
    submit: "Klaim",
    submitLabel: "Klaim sertifikasi {{id}}",
    done: "Sertifikasi {{id}} kini tertaut ke akun Anda.",
  },
  card: {
    levelLabel: "Tingkat {{number}} · {{level}}",
    holder: "Pemegang",
    id: "ID sertifikasi",
    issued: "Diterbitkan",
    expires: "Berlaku hingga",
    expired: "Kedaluwarsa pada",
    domains: "Domain kompetensi",
    status: "Status",
  },
  statuses: {
    valid: "Aktif",
    expired: "Kedaluwarsa",
    suspended: "Ditangguhkan",
    revoked: "Dicabut",
  },
  statusText: {
    valid: "Registri GeoCert mengonfirmasi sertifikasi ini hari ini.",
    expired: "Sertifikasi ini telah kedaluwarsa dan tidak berlaku sampai diperpanjang.",
    suspended: "GeoCert menangguhkan sertifikasi ini: tidak berlaku selama ditangguhkan.",
    revoked: "GeoCert telah mencabut sertifikasi ini: tidak berlaku lagi.",
  },
  publicPage: {
    heading: "Halaman publik",
    on: "Aktif: siapa pun yang memiliki tautan dapat membuka halaman sertifikasi ini.",
    off: "Nonaktif: hanya Anda dan staf GeoCert yang dapat membuka halaman sertifikasi ini.",
    switchOn: "Aktifkan halaman publik",
    switchOff: "Nonaktifkan halaman publik",
    switchLabel: "{{action}} untuk sertifikasi {{id}}",
    open: "Buka halaman publik",
    openLabel: "Buka halaman publik sertifikasi {{id}}",
    preview: "Pratinjau halaman",
    previewLabel: "Pratinjau halaman sertifikasi {{id}}",
    doneOn: "Halaman publik sertifikasi {{id}} aktif.",
    doneOff: "Halaman publik sertifikasi {{id}} nonaktif.",
  },
  page: {
    issuedTo: "Diterbitkan untuk",
    issuedBy: "Diterbitkan oleh GeoCert",
    checked: "Status dibaca langsung dari registri GeoCert pada {{date}}.",
    verifyHeading: "Verifikasi sertifikasi ini",
    verifyText:
      "Siapa pun dapat mengonfirmasi sertifikasi ini di registri GeoCert dengan ID-nya dan nama belakang pemegang, tanpa akun.",
    verifyLink: "Verifikasi di registri",
    verifyLabel: "Verifikasi di registri: sertifikasi {{id}}",
    shareHeading: "Bagikan sertifikasi ini",
    shareText:
      "Kirim tautan ini atau tambahkan ke CV atau profil Anda: halaman ini selalu menampilkan status terkini sertifikasi.",
    shareLabel: "Tautan ke halaman ini",
    copy: "Salin tautan",
    copied: "Tautan disalin",
    privateNotice: "Hanya Anda dan staf GeoCert yang dapat membuka halaman ini: halaman publiknya nonaktif.",
    privateAction: "Kelola di Sertifikasi saya",
    staffNotice: "Anda melihat halaman ini sebagai staf GeoCert: pemegangnya belum membuatnya publik.",
    badgeLabel: "Lencana sertifikasi GeoCert, tingkat {{level}}",
  },
  errors: {
    cannotClaim:
      "Sertifikasi ini tidak dapat diklaim dengan akun Anda. Jika ini milik Anda, tulis kepada kami dan kami akan menautkannya ke akun Anda.",
    notYours: "Sertifikasi ini tidak tertaut ke akun Anda.",
  },
} satisfies Namespaces["credentials"];

export default credentials;
