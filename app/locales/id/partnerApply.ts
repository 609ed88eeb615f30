import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "Mengajukan kemitraan — GeoCert",
    description:
      "Ajukan dukungan untuk GeoCert sebagai mitra industri, akademik, pelatihan, atau pemerintah: empat langkah singkat.",
  },
  header: {
    eyebrow: "Kemitraan",
    title: "Mengajukan kemitraan",
    lead: "Ceritakan tentang organisasi Anda dan cara Anda ingin berkontribusi; tim kemitraan kami menjawab dalam sepuluh hari kerja.",
  },
  trail: {
    partners: "Mitra",
  },
  progress: {
    label: "Langkah {{step}} dari {{total}}",
    steps: "Langkah pengajuan",
    done: "selesai",
  },
  steps: {
    organisation: {
      title: "Organisasi",
    },
    contact: {
      title: "Narahubung",
    },
    contribution: {
      title: "Kontribusi",
    },
    review: {
      title: "Tinjau dan kirim",
    },
  },
  fields: {
    organisation: "Nama organisasi",
    organisationType: "Jenis organisasi",
    tier: "Tingkat yang diminati",
    country: "Negara",
    website: "Situs web",
    contactName: "Nama lengkap",
    contactRole: "Jabatan",
    email: "Email",
    phone: "Telepon",
    contribution: "Bagaimana Anda akan berkontribusi?",
    areas: "Bidang kontribusi",
  },
  types: {
    industry: "Industri",
    academic: "Akademik",
    training: "Penyedia pelatihan",
    government: "Pemerintah atau LSM",
  },
  tiers: {
    platinum: "Platinum",
    gold: "Emas",
    silver: "Perak",
  },
  buttons: {
    next: "Lanjut",
    back: "Kembali",
    edit: "Ubah",
    submit: "Kirim pengajuan",
    saving: "Menyimpan…",
  },
  errors: {
    organisation: "Masukkan nama organisasi (minimal 2 karakter).",
    organisationType: "Pilih jenis organisasi.",
    tier: "Pilih tingkat.",
    country: "Masukkan negara.",
    website: "Masukkan alamat web seperti https://example.org, atau kosongkan.",
    contactName: "Masukkan nama lengkap narahubung.",
    email: "Masukkan alamat email yang valid.",
    phone: "Masukkan nomor telepon yang valid, atau kosongkan.",
    contribution: "Jelaskan kontribusi Anda minimal 20 karakter.",
    contributionLong: "Harap kurang dari 3.000 karakter.",
    consent: "Harap setujui agar kami dapat menyimpan pengajuan Anda.",
    tooLong: "Terlalu panjang.",
    rateLimited: "Terlalu banyak percobaan dari koneksi Anda. Coba lagi dalam beberapa menit.",
    failed: "Pengajuan Anda tidak dapat disimpan. Silakan coba lagi.",
  },
  sent: {
    heading: "Terima kasih — pengajuan Anda telah dikirim",
    back: "Kembali ke halaman mitra",
  },
  mail: {
    subject: "Pengajuan kemitraan Anda ke GeoCert",
  },
  admin: {
    heading: "Pengajuan kemitraan",
    status: "Status",
    notes: "Catatan",
    save: "Simpan",
    statuses: {
      new: "Baru",
      inReview: "Ditinjau",
      approved: "Disetujui",
      declined: "Ditolak",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
