import type { PartialMessages } from "../types";

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
    name: "Nama belakang pemegang",
    submit: "Verifikasi",
    checking: "Memeriksa…",
  },
  errors: {
    idRequired: "Masukkan ID sertifikasi.",
    idFormat:
      "Ini bukan ID sertifikasi. Bentuknya seperti GCF-2026-7KQ4-XM: tahun dan enam huruf atau angka (tidak pernah O, I, L, 0, atau 1).",
    idCheck:
      "ID ini mengandung salah ketik: satu karakter salah atau dua karakter tertukar. Cocokkan dengan sertifikat.",
    nameRequired: "Masukkan nama belakang pemegang.",
    nameLong: "Nama belakang terlalu panjang.",
    rateLimited_other: "Terlalu banyak pencarian dari koneksi Anda. Coba lagi dalam {{count}} menit.",
  },
  statuses: {
    valid: "Berlaku",
    expired: "Kedaluwarsa",
    suspended: "Ditangguhkan",
    revoked: "Dicabut",
    notFound: "Tidak ditemukan",
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
  },
  share: {
    heading: "Bagikan verifikasi ini",
    link: "Tautan verifikasi",
    copy: "Salin tautan",
    copied: "Tautan disalin",
    qr: "Kode QR tautan verifikasi",
    print: "Cetak",
  },
} satisfies PartialMessages<"verify">;

export default verify;
