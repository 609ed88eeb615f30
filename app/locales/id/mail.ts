import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Sertifikasi global untuk tenaga kerja panas bumi",
    unsubscribe: "Berhenti berlangganan",
    unsubscribeLead: "Tidak ingin menerima email ini lagi?",
    linkFallback: "Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda:",
  },
  reasons: {
    account: "Anda menerima email ini karena menyangkut akun GeoCert yang memakai alamat ini.",
    form: "Anda menerima email ini karena alamat ini dimasukkan ke formulir di situs web GeoCert.",
    member: "Anda menerima email ini sebagai anggota komunitas GeoCert.",
    newsletter: "Anda menerima buletin GeoCert karena alamat ini berlangganan.",
  },
  actions: {
    confirmAddress: "Konfirmasi alamat Anda",
    choosePassword: "Pilih kata sandi baru",
    mentorships: "Buka mentoring Anda",
    directory: "Buka direktori",
  },
  unsubscribe: {
    metaTitle: "Berhenti berlangganan — GeoCert",
    heading: "Berhenti berlangganan",
    lead: "Hentikan satu jenis email dari GeoCert. Tidak perlu masuk, dan langsung berlaku.",
    willStop: "Ini menghentikan:",
    button: "Berhenti berlangganan",
    done: "Selesai: Anda tidak akan lagi menerima {{what}}.",
    already: "Anda sudah tidak menerima {{what}}.",
    invalidHeading: "Tautan berhenti berlangganan ini tidak berfungsi",
    invalidText:
      "Tautan ini tidak lengkap, telah diubah, atau terlalu lama. Gunakan tautan di email yang lebih baru dari kami, atau tulis kepada kami melalui halaman kontak dan kami akan menghentikan email untuk Anda.",
    contact: "Hubungi kami",
    errors: {
      invalid: "Tautan berhenti berlangganan ini tidak berfungsi. Gunakan tautan di email yang lebih baru dari kami.",
      failed: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
    },
  },
  kinds: {
    newsletter: "buletin GeoCert di {{email}}",
  },
  preview: {
    metaTitle: "Templat email — Admin",
    heading: "Templat email",
    lead: "Setiap email yang dikirim situs, ditampilkan dengan data contoh fiktif dalam bahasa pilihan Anda. Tidak ada yang dikirim dari halaman ini.",
    templates: "Templat",
    language: "Bahasa",
    show: "Tampilkan",
    subject: "Subjek",
    category: "Jenis",
    categories: {
      transactional: "Transaksional (tanpa berhenti berlangganan)",
      notification: "Notifikasi (dengan berhenti berlangganan)",
      newsletter: "Buletin (dengan berhenti berlangganan)",
    },
    html: "Bagian HTML",
    frameTitle: "Bagian HTML dari “{{name}}”",
    text: "Bagian teks biasa",
    names: {
      verify: "Akun: konfirmasi alamat",
      reset: "Akun: atur ulang kata sandi",
      existing: "Akun: seseorang mencoba mendaftar dengan alamat ini",
      contactConfirmation: "Formulir kontak: konfirmasi kepada pengunjung",
      contactStaff: "Formulir kontak: pemberitahuan kepada staf",
      partnerConfirmation: "Lamaran kemitraan: konfirmasi kepada pelamar",
      partnerStaff: "Lamaran kemitraan: pemberitahuan kepada staf",
      mentorshipRequest: "Mentoring: permintaan diterima",
      mentorshipAccepted: "Mentoring: permintaan disetujui (kepada mentee)",
      mentorshipAcceptedMentor: "Mentoring: permintaan disetujui (kepada mentor)",
      mentorshipDeclined: "Mentoring: permintaan ditolak",
      mentorshipEnded: "Mentoring: mentoring berakhir",
      directoryMessage: "Direktori: pesan dari seorang anggota",
      newsletterFrame: "Buletin: bingkai satu edisi, dengan tautan berhenti berlangganan",
      partnerGranted: "Kemitraan: disetujui, peran mitra diberikan",
      partnerInvited: "Kemitraan: disetujui, undangan membuat akun",
      partnerDeclined: "Kemitraan: ditolak, dengan alasannya",
      mentorshipEnding: "Mentoring: segera berakhir",
    },
    sampleHeading: "Contoh edisi",
    sampleText:
      "Teks ini hanya menunjukkan bingkai yang didapat setiap edisi buletin: kepala, kaki, dan tautan berhenti berlangganan. Alamatnya fiktif.",
    sampleQuote: "Kutipan, seperti email menampilkan sebuah tulisan atau pesan.",
    sampleReason: "Contoh alasan yang ditulis staf kami, seperti yang diterima pemohon.",
  },
} satisfies Namespaces["mail"];

export default mail;
