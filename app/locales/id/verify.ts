import type { Namespaces } from "../types";

const verify = {
  meta: {
    title: "Verifikasi sertifikasi — GeoCert",
    description:
      "Periksa apakah seseorang memegang sertifikasi GeoCert: masukkan ID sertifikasi dan nama belakang pemegangnya untuk melihat status, tingkat, tanggal, dan bidangnya.",
  },
  header: {
    eyebrow: "Untuk pemberi kerja dan mitra",
    title: "Verifikasi sertifikasi",
    lead: "Masukkan ID sertifikasi dan nama belakang pemegang untuk melihat dari registri langsung apakah sertifikasi itu berlaku.",
  },
  trail: {
    partners: "Mitra",
  },
  form: {
    heading: "Cari sertifikasi",
    id: "ID sertifikasi",
    idHint:
      "Seperti tercetak di sertifikat, mis. GCF-2026-7KQ4-XM. Huruf kapital, spasi, dan tanda hubung tidak berpengaruh.",
    name: "Nama belakang pemegang",
    nameHint: "Seperti di sertifikat; aksen dan huruf kapital tidak berpengaruh.",
    submit: "Verifikasi",
    checking: "Memeriksa…",
    privacy:
      "Keduanya diperlukan agar registri tidak dapat ditelusuri. Kami hanya menampilkan apa yang tertera di sertifikat.",
  },
  errors: {
    idRequired: "Masukkan ID sertifikasi.",
    idFormat:
      "Ini bukan ID sertifikasi. Bentuknya seperti GCF-2026-7KQ4-XM: tahun dan enam huruf atau angka (tidak pernah O, I, L, 0, atau 1).",
    idCheck:
      "ID ini mengandung salah ketik: satu karakter salah atau dua karakter tertukar. Cocokkan dengan sertifikat.",
    nameRequired: "Masukkan nama belakang pemegang.",
    nameLong: "Nama belakang terlalu panjang.",
    rateLimited_one: "Terlalu banyak pencarian dari koneksi Anda. Coba lagi dalam {{count}} menit.",
    rateLimited_other: "Terlalu banyak pencarian dari koneksi Anda. Coba lagi dalam {{count}} menit.",
  },
  statuses: {
    valid: "Berlaku",
    expired: "Kedaluwarsa",
    suspended: "Ditangguhkan",
    revoked: "Dicabut",
    notFound: "Tidak ditemukan",
  },
  statusText: {
    valid: "Sertifikasi ini berlaku: pemegangnya tersertifikasi pada tingkat di bawah ini.",
    expired: "Sertifikasi ini sudah kedaluwarsa. Pemegangnya pernah tersertifikasi, tetapi tidak memperpanjangnya.",
    suspended: "Sertifikasi ini ditangguhkan. Pemegangnya tidak dapat mengandalkannya sampai dipulihkan.",
    revoked: "Sertifikasi ini telah dicabut. Sertifikasi ini tidak lagi berlaku.",
    notFound:
      "Tidak ada sertifikasi yang cocok dengan ID dan nama belakang ini. Periksa keduanya dengan sertifikat, atau minta salinannya kepada pemegang.",
  },
  result: {
    heading: "Hasil",
    credentialId: "ID sertifikasi",
    holder: "Pemegang",
    level: "Tingkat",
    issued: "Diterbitkan",
    expires: "Berlaku hingga",
    expired: "Kedaluwarsa pada",
    domains: "Bidang kompetensi",
    domainsHint: "Setiap bidang menautkan ke kompetensinya dalam kerangka.",
    checked: "Diperiksa pada registri langsung pada {{date}}.",
  },
  share: {
    heading: "Bagikan verifikasi ini",
    text: "Tautan ini memeriksa registri lagi setiap kali dibuka, sehingga selalu menampilkan status terkini.",
    link: "Tautan verifikasi",
    copy: "Salin tautan",
    copied: "Tautan disalin",
    qr: "Kode QR tautan verifikasi",
    print: "Cetak",
  },
  aside: {
    heading: "Cara kerja verifikasi",
    items: {
      live: "Jawaban berasal dari registri langsung, bukan dari salinan.",
      minimal: "Kami menampilkan status, nama pemegang, tingkat, tanggal, dan bidang — tidak pernah detail kontak.",
      limit: "Pencarian dibatasi 30 kali setiap 10 menit per koneksi, untuk mencegah tebakan.",
    },
    bulkHeading: "Banyak sertifikasi yang perlu diperiksa?",
    bulkText: "Mitra dapat memeriksa hingga 5.000 sertifikasi sekaligus dari lembar kerja.",
    bulkLink: "Verifikasi massal",
  },
} satisfies Namespaces["verify"];

export default verify;
