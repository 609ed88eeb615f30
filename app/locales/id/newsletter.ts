import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Konfirmasi langganan Anda — GeoCert",
    heading: "Konfirmasi langganan buletin Anda",
    lead: "Satu klik dan alamat ini menerima buletin GeoCert sebulan sekali. Anda dapat berhenti berlangganan dari setiap edisi.",
    button: "Konfirmasi langganan",
    done: "Selesai: alamat ini sekarang menerima buletin GeoCert.",
    invalidHeading: "Tautan konfirmasi ini tidak berfungsi",
    invalidText:
      "Tautan tidak lengkap, sudah digunakan, atau lebih dari 7 hari. Daftar lagi di beranda dan kami akan mengirim tautan baru.",
    home: "Ke beranda",
    errors: {
      invalid: "Tautan konfirmasi ini tidak berfungsi. Daftar lagi untuk mendapatkan yang baru.",
      failed: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
    },
  },
  admin: {
    metaTitle: "Buletin — Administrasi — GeoCert",
    heading: "Edisi buletin",
    text: "Tulis edisi dalam bahasa Inggris dan, jika mau, dalam bahasa lain: setiap pelanggan terkonfirmasi menerima versi dalam bahasanya, atau versi Inggris.",
    newIssue: "Edisi baru",
    empty: "Belum ada edisi.",
    columns: {
      subject: "Subjek",
      status: "Status",
      progress: "Kemajuan",
      created: "Dibuat",
    },
    status: { draft: "Draf", sending: "Sedang dikirim", sent: "Terkirim" },
  },
  issue: {
    newTitle: "Edisi buletin baru — Administrasi — GeoCert",
    newHeading: "Edisi baru",
    editTitle: "Edisi buletin — Administrasi — GeoCert",
    editHeading: "Edisi",
    english: "Inggris (wajib)",
    otherLanguages: "Bahasa lain (opsional: tanpa versi, pelanggan menerima versi Inggris)",
    subject: "Subjek",
    body: "Teks (markdown)",
    bodyHint: "Markdown: **tebal**, *miring*, [tautan](https://…), daftar dan judul. Skrip dan gaya dihapus.",
    save: "Simpan draf",
    previewHeading: "Pratinjau",
    previewLanguage: "Bahasa",
    preview: "Simpan dan pratinjau",
    previewFrame: "Edisi seperti tampilan email dalam {{language}}",
    previewFallback: "Tidak ada versi dalam bahasa ini: pelanggannya menerima versi Inggris, yang ditampilkan di sini.",
    sendHeading: "Kirim",
    sendText:
      "Penerima saat ini: {{count}} pelanggan terkonfirmasi, masing-masing dalam bahasanya. Setelah pengiriman dimulai, edisi tidak dapat diubah lagi.",
    confirm: "Saya telah memeriksa pratinjau dan ingin mengirim edisi ini sekarang",
    send: "Kirim edisi",
    progressLabel: "Kemajuan pengiriman",
    progress: "{{sent}} dari {{total}} email diserahkan ke antrean email",
    back: "Semua edisi",
    readOnly: "Edisi ini sedang atau sudah dikirim: teksnya tidak dapat diubah lagi.",
    done: {
      created: "Draf tersimpan.",
      saved: "Draf tersimpan.",
      sending: "Pengiriman telah dimulai. Penerima: {{count}}.",
    },
    errors: {
      subjectRequired: "Masukkan subjek bahasa Inggris.",
      bodyRequired: "Masukkan teks bahasa Inggris.",
      subjectMissing: "Tambahkan subjek untuk bahasa ini, atau kosongkan kedua kolom.",
      bodyMissing: "Tambahkan teks untuk bahasa ini, atau kosongkan kedua kolom.",
      subjectTooLong: "Subjek paling banyak 200 karakter.",
      bodyTooLong: "Teks paling banyak 50.000 karakter.",
      confirmRequired: "Centang kotak untuk mengonfirmasi pengiriman.",
      notDraft: "Edisi ini sudah dikirim: tidak dapat diubah lagi.",
    },
  },
  mail: {
    confirmSubject: "Konfirmasi langganan buletin GeoCert Anda",
    confirmBody:
      "Seseorang meminta buletin GeoCert dikirim ke alamat ini. Untuk mengonfirmasi, gunakan tombol di bawah dalam 7 hari:\n\n{{link}}\n\nJika itu bukan Anda, abaikan email ini: tanpa konfirmasi alamat ini tidak berlangganan dan dihapus setelah 7 hari.",
    confirmButton: "Konfirmasi langganan",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
