import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Peringatan lowongan · GeoCert",
    description: "Pencarian papan lowongan yang kami kirimkan lewat email kepada Anda: ubah frekuensinya atau hapus.",
  },
  save: {
    heading: "Dapatkan lowongan ini lewat email",
    lead: "Simpan filter papan lowongan saat ini sebagai peringatan: kami mengirimkan lowongan yang cocok begitu diterbitkan.",
    frequency: "Seberapa sering",
    email: "Alamat email Anda",
    emailHint:
      "Kami lebih dulu mengirim tautan untuk mengonfirmasi alamat ini; tidak ada yang lain dikirim sebelum Anda membukanya.",
    memberNote: "Peringatan dikirim ke alamat akun Anda.",
    submit: "Simpan peringatan",
    manage: "Peringatan lowongan Anda",
  },
  frequencies: {
    instant: "Begitu diterbitkan",
    daily: "Ringkasan harian",
    weekly: "Ringkasan mingguan",
  },
  filters: {
    all: "Semua lowongan",
    keyword: "Kata kunci: {{value}}",
    salary: "Gaji mulai {{value}}",
  },
  page: {
    heading: "Peringatan lowongan",
    lead: "Pencarian papan lowongan yang kami kirimkan lewat email kepada Anda. Setiap email juga memuat tautan untuk menghentikannya.",
    empty: "Anda belum punya peringatan lowongan. Simpan satu dari filter papan lowongan.",
    board: "Papan lowongan",
    filters: "Pencarian",
    frequency: "Seberapa sering",
    change: "Ubah",
    delete: "Hapus peringatan",
    deleteNamed: "Hapus peringatan: {{name}}",
    open: "Tampilkan di papan lowongan",
    guestHeading: "Peringatan lowongan Anda",
    pending: "Peringatan ini menunggu konfirmasi Anda: tidak ada email yang dikirim sebelum Anda mengonfirmasinya.",
    confirm: "Konfirmasi peringatan",
    invalid: "Tautan ini tidak berlaku lagi: peringatan sudah dihapus atau tidak dikonfirmasi dalam tiga hari.",
    signedInAs: "Peringatan dikirim ke {{email}}.",
  },
  done: {
    saved: "Peringatan disimpan. Lowongan baru yang cocok dengan pencarian ini akan dikirim kepada Anda.",
    guestSaved:
      "Terima kasih. Jika alamat ini dapat menerima email kami, tautan konfirmasi sedang dikirim: peringatan dimulai setelah Anda membukanya.",
    confirmed: "Peringatan dikonfirmasi. Lowongan baru yang cocok dengan pencarian ini akan dikirim kepada Anda.",
    frequency: "Disimpan: {{frequency}}.",
    deleted: "Peringatan dihapus. Tidak ada lagi email yang dikirim untuknya.",
  },
  errors: {
    frequency: "Pilih seberapa sering.",
    emailRequired: "Masukkan alamat email Anda.",
    email: "Masukkan alamat email seperti nama@example.org.",
    verifyFirst: "Konfirmasi dulu alamat email akun Anda (buka tautan yang kami kirim), lalu simpan peringatan.",
    rateLimited: "Terlalu banyak peringatan dalam waktu singkat. Coba lagi dalam satu jam.",
  },
  mail: {
    confirmSubject: "Konfirmasi peringatan lowongan GeoCert Anda",
    confirmBody:
      "Seseorang meminta agar peringatan lowongan GeoCert dikirim ke alamat ini.\n\nPencarian: {{filters}}\nSeberapa sering: {{frequency}}\n\nUntuk mulai menerimanya, konfirmasi di sini:\n{{link}}\n\nJika itu bukan Anda, abaikan email ini: tidak ada lagi yang dikirim, dan permintaan dihapus setelah {{days}} hari.",
    alertSubject: "Lowongan panas bumi baru untuk peringatan Anda ({{count}})",
    alertIntro: "Lowongan baru yang cocok dengan pencarian Anda ({{filters}}):",
    more: "{{count}} lagi di papan lowongan:",
    allOnBoard: "Semua lowongan yang cocok di papan lowongan:",
    footer: "Anda menerima ini karena menyimpan peringatan lowongan di GeoCert ({{frequency}}).",
    manage: "Ubah frekuensi atau hapus peringatan ini:",
    unsubscribe: "Hentikan peringatan ini:",
    renew: "Perpanjang iklan",
    kind: "email peringatan lowongan untuk satu pencarian tersimpan di papan lowongan GeoCert",
    reminderSubject: "Iklan lowongan Anda berakhir dalam 3 hari",
    reminderBody:
      "Iklan lowongan Anda di GeoCert berakhir pada {{date}}:\n\n{{title}}\n\nAgar tetap terbuka 30 hari lagi, perpanjang di halamannya (masuk jika diminta):\n{{link}}\n\nJika posisinya sudah terisi, tidak perlu melakukan apa pun: iklan tertutup dengan sendirinya.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
