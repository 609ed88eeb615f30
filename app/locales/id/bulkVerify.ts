import type { PartialMessages } from "../types";

const bulkVerify = {
  meta: {
    title: "Verifikasi massal — GeoCert",
    description: "Mitra memeriksa hingga 5.000 sertifikasi GeoCert sekaligus dari berkas CSV atau baris yang ditempel.",
  },
  header: {
    eyebrow: "Untuk mitra",
    title: "Verifikasi massal",
    lead: "Periksa banyak sertifikasi sekaligus: unggah tabel berisi ID dan nama belakang, atau tempel barisnya.",
  },
  trail: {
    partners: "Mitra",
  },
  form: {
    heading: "Sertifikasi yang diperiksa",
    template: "Unduh templat CSV",
    file: "Berkas CSV",
    or: "atau",
    paste: "Tempel baris",
    submit: "Periksa sertifikasi",
    checking: "Memeriksa…",
  },
  progress: {
    label: "Kemajuan pemeriksaan",
    reading: "Membaca berkas…",
    status: "{{done}} dari {{total}} baris diperiksa",
  },
  errors: {
    empty: "Tidak ada yang diperiksa: pilih berkas atau tempel baris.",
    tooLarge: "Berkas ini lebih besar dari {{size}}. Bagi menjadi berkas yang lebih kecil.",
    tooManyRows: "Berkas ini memiliki lebih dari {{rows}} baris. Bagi menjadi berkas yang lebih kecil.",
    rateLimited: "Terlalu banyak pemeriksaan dari akun Anda. Coba lagi dalam {{minutes}} menit.",
    failed: "Pemeriksaan tidak dapat diselesaikan. Silakan coba lagi.",
    idRequired: "ID tidak ada",
    idFormat: "Bukan ID sertifikasi",
    idCheck: "Salah ketik pada ID (karakter pemeriksa)",
    nameRequired: "Nama belakang tidak ada",
    nameLong: "Nama belakang terlalu panjang",
  },
  statuses: {
    valid: "Berlaku",
    expired: "Kedaluwarsa",
    suspended: "Ditangguhkan",
    revoked: "Dicabut",
    notFound: "Tidak ditemukan",
    error: "Kesalahan baris",
  },
  results: {
    heading: "Hasil",
    summary: "Ringkasan",
    row: "Baris",
    id: "ID sertifikasi",
    lastName: "Nama belakang dikirim",
    status: "Status",
    holder: "Pemegang",
    level: "Tingkat",
    expires: "Berlaku hingga",
    download: "Unduh hasil (CSV)",
    again: "Periksa sertifikasi lain",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
