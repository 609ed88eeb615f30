import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "Direktori profesional",
    description:
      "Temukan profesional panas bumi bersertifikat berdasarkan nama, negara, tingkat, dan bidang. Anggota memilih apa yang ditampilkan; kontak melalui formulir.",
  },
  title: "Direktori profesional",
  search: {
    heading: "Cari di direktori",
    name: "Nama",
    country: "Negara",
    level: "Tingkat",
    anyLevel: "Semua tingkat",
    domain: "Bidang",
    anyDomain: "Semua bidang",
    submit: "Cari",
  },
  empty: "Tidak ada profesional terdaftar yang cocok dengan pencarian ini.",
  entry: {
    verified: "Sertifikasi terverifikasi",
    level: "Tingkat",
    domains: "Bidang",
    employer: "Pemberi kerja",
    languages: "Bahasa",
    contact: "Hubungi",
    contactLabel: "Hubungi {{name}}",
  },
  profile: {
    heading: "Profil direktori Anda",
    signInButton: "Masuk",
    listed: "Cantumkan saya di direktori",
    country: "Negara",
    city: "Kota",
    level: "Tingkat sertifikasi Anda",
    domains: "Bidang",
    employer: "Pemberi kerja",
    bio: "Tentang Anda",
    languages: "Bahasa",
    credentialId: "ID sertifikasi (opsional)",
    save: "Simpan profil",
    remove: "Hapus profil saya",
  },
  contact: {
    message: "Pesan Anda",
    send: "Kirim pesan",
    sent: "Pesan Anda telah dikirim.",
    back: "Kembali ke direktori",
  },
  errors: {
    messageShort: "Tulis setidaknya 20 karakter.",
    rateLimited: "Terlalu banyak permintaan. Silakan coba lagi nanti.",
    failed: "Terjadi kesalahan. Silakan coba lagi.",
  },
  mail: {
    contactSubject: "Direktori GeoCert: pesan dari {{name}}",
  },
} satisfies PartialMessages<"directory">;

export default directory;
