import type { Namespaces } from "../types";

/** Indonesian strings of the contact namespace (complete). */
const contact = {
  meta: {
    title: "Kontak — GeoCert",
    description:
      "Ada pertanyaan tentang sertifikasi, ujian, verifikasi, atau kemitraan? Kirimkan pesan kepada tim GeoCert.",
  },
  title: "Hubungi kami",
  lead: "Pertanyaan tentang sertifikasi, ujian, verifikasi kredensial, atau kemitraan: tim kami akan menjawab dalam dua hari kerja.",
  form: {
    heading: "Kirimkan pesan kepada kami",
    name: "Nama Anda",
    email: "Alamat email",
    emailHint: "Kami akan membalas ke alamat ini dan tidak akan pernah membagikannya.",
    organisation: "Organisasi",
    topic: "Topik",
    topicPlaceholder: "Pilih topik…",
    message: "Pesan",
    messageHint: "Minimal 20 karakter. Mohon tidak mengirimkan dokumen pribadi.",
    submit: "Kirim pesan",
    privacy: "Kami menyimpan pesan Anda untuk menjawabnya dan menghapusnya setelah dua tahun.",
  },
  topics: {
    certification: "Sertifikasi dan persyaratan kelayakan",
    exam: "Ujian dan periode ujian",
    verification: "Verifikasi kredensial",
    partnership: "Kemitraan dan kontribusi",
    training: "Penyedia pelatihan",
    media: "Pers dan media",
    other: "Hal lainnya",
  },
  errors: {
    name: "Silakan masukkan nama Anda (minimal 2 karakter).",
    nameLong: "Silakan persingkat nama Anda menjadi maksimal 120 karakter.",
    email: "Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.",
    organisationLong: "Silakan persingkat nama organisasi menjadi maksimal 160 karakter.",
    topic: "Silakan pilih topik.",
    messageShort: "Silakan tulis minimal 20 karakter agar kami dapat membantu Anda.",
    messageLong: "Mohon batasi pesan Anda hingga kurang dari 5.000 karakter.",
    rateLimited: "Anda sudah mengirim beberapa pesan. Silakan coba lagi dalam satu jam.",
    failed: "Kami tidak dapat mengirim pesan Anda. Silakan coba lagi, atau hubungi kami melalui email.",
  },
  sent: {
    heading: "Terima kasih, pesan Anda telah terkirim",
    text: "Kami telah mengirimkan konfirmasi melalui email dan akan menjawab dalam dua hari kerja.",
    another: "Kirim pesan lain",
  },
  office: {
    heading: "Sekretariat",
    address: "Sekretariat GeoCert (fiktif)\nJalan Aliran Panas 12\n105 Reykjavík, Islandia",
    hours: "Senin sampai Jumat, 09:00–17:00 (GMT)",
    emailLabel: "Email",
    hoursLabel: "Jam kerja",
    addressLabel: "Alamat",
  },
  faq: {
    complaints: "Ajukan keluhan",
    heading: "Sebelum menghubungi kami",
    text: "Banyak pertanyaan sudah terjawab di halaman-halaman berikut:",
    about: "Cara kerja sertifikasi dan pertanyaan yang sering diajukan",
    certifications: "Tingkatan, persyaratan kelayakan, ujian, dan biaya",
    events: "Periode ujian dan acara mendatang",
    partners: "Menjadi mitra",
  },
  mail: {
    confirmationSubject: "Kami telah menerima pesan Anda — GeoCert",
    confirmationBody:
      'Halo,\n\nTerima kasih telah menghubungi GeoCert. Kami telah menerima pesan Anda tentang "{{topic}}" pada {{date}} dan akan menjawab dalam dua hari kerja.\n\nNomor referensi Anda: {{reference}}\n\nJika Anda tidak mengirim pesan kepada kami, abaikan saja email ini.\n\nTim GeoCert',
  },
} satisfies Namespaces["contact"];

export default contact;
