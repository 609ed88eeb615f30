import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Verifikasi berkas kredensial",
    lead: "Seseorang memberi Anda kredensial GeoCert dalam bentuk berkas? Periksa di sini: tanda tangannya, kunci penandatanganan kami, statusnya saat ini, dan tanggalnya.",
    fileLabel: "Berkas kredensial",
    fileHint: "Kredensial dalam JSON (.json) atau gambar lencana yang berisi kredensial (.svg), paling besar {{size}}.",
    dropHint: "atau letakkan berkas di sini",
    chosen: "Dipilih: {{name}}",
    submit: "Periksa berkas",
    checking: "Memeriksa…",
    privacy: "Berkas diperiksa di server kami dan tidak disimpan.",
    apiNote:
      "Sistem pemberi kerja dapat mengirim berkas yang sama ke POST /api/credentials/verify dan menerima jawabannya dalam JSON.",
  },
  result: {
    heading: "Hasil pemeriksaan berkas",
    checksHeading: "Pemeriksaan",
    summaryHeading: "Isi kredensial",
    holder: "Pemegang",
    achievement: "Sertifikasi",
    issuer: "Penerbit",
    validFrom: "Berlaku sejak",
    validUntil: "Berlaku hingga",
    id: "Alamat kredensial",
  },
  outcome: { pass: "Lolos", fail: "Gagal", skipped: "Tidak diperiksa" },
  verdicts: {
    valid: {
      title: "Kredensial sah",
      text: "Berkas ini adalah kredensial GeoCert asli, tidak berubah sejak kami tandatangani, tidak dicabut maupun ditangguhkan, dan masih dalam masa berlakunya.",
    },
    revoked: {
      title: "Dicabut",
      text: "Kredensial ini asli, tetapi GeoCert telah mencabutnya. Kredensial tidak lagi berlaku.",
    },
    suspended: {
      title: "Ditangguhkan",
      text: "Kredensial ini asli, tetapi GeoCert menangguhkannya untuk sementara. Kredensial tidak berlaku selama ditangguhkan.",
    },
    expired: { title: "Kedaluwarsa", text: "Kredensial ini asli, tetapi masa berlakunya telah berakhir." },
    notYetValid: { title: "Belum berlaku", text: "Kredensial ini asli, tetapi masa berlakunya belum dimulai." },
    tampered: {
      title: "Diubah atau tanda tangan tidak sah",
      text: "Berkas telah diubah sejak GeoCert menandatanganinya, atau tanda tangannya bukan milik kami. Jangan mengandalkannya.",
    },
    otherIssuer: {
      title: "Tidak diterbitkan oleh GeoCert",
      text: "Kredensial ini menyebut penerbit lain. Kami hanya dapat menjamin kredensial yang kami terbitkan: minta penerbitnya untuk memverifikasi.",
    },
    statusUnavailable: {
      title: "Status tidak dapat diperiksa",
      text: "Tanda tangannya benar, tetapi status kredensial tidak dapat dibaca saat ini. Coba lagi sebentar lagi.",
    },
    notCredential: {
      title: "Bukan kredensial",
      text: "Berkas ini tidak berisi kredensial Open Badges 3.0 yang dapat kami baca.",
    },
  },
  checks: {
    schema: {
      label: "Bentuk data",
      ok: "Kredensial Open Badges 3.0",
      notJson: "Berkas bukan JSON yang sah dan bukan gambar SVG",
      noBakedCredential: "Gambar SVG tidak berisi kredensial",
      notCredential: "Data ini bukan kredensial yang dapat diverifikasi",
      notOpenBadge: "Kredensial yang dapat diverifikasi, tetapi bukan kredensial Open Badges 3.0 yang lengkap",
      tooLarge: "Berkas lebih besar dari {{size}}",
      empty: "Berkas kosong",
      skipped: "Tidak diperiksa",
    },
    issuer: {
      label: "Penerbit dan kunci",
      currentKey: "Diterbitkan oleh GeoCert, ditandatangani dengan kunci kami saat ini",
      retiredKey: "Diterbitkan oleh GeoCert, ditandatangani dengan salah satu kunci lama kami (tetap berlaku)",
      otherIssuer: "Diterbitkan oleh pihak lain, bukan GeoCert",
      unknownKey: "Menyebut GeoCert sebagai penerbit, tetapi kunci penandatanganannya bukan milik kami",
      skipped: "Tidak diperiksa",
    },
    proof: {
      label: "Tanda tangan",
      ok: "Tanda tangan cocok: tidak ada yang diubah",
      invalid: "Tanda tangan tidak cocok dengan isinya",
      skipped: "Tidak diperiksa",
    },
    status: {
      label: "Status",
      active: "Tidak dicabut dan tidak ditangguhkan",
      revoked: "Dicabut oleh GeoCert",
      suspended: "Ditangguhkan oleh GeoCert",
      unavailable: "Daftar status tidak dapat dibaca",
      skipped: "Tidak diperiksa",
    },
    dates: {
      label: "Tanggal",
      current: "Masih dalam masa berlaku",
      expired: "Masa berlakunya telah berakhir",
      notYetValid: "Masa berlakunya belum dimulai",
      skipped: "Tidak diperiksa",
    },
  },
  adminKeys: {
    meta: "Kunci penandatanganan — GeoCert",
    heading: "Kunci penandatanganan kredensial",
    text: "Kunci Ed25519 milik penerbit menandatangani kredensial Open Badges dan daftar statusnya. Kunci yang sudah dipensiunkan tetap dipublikasikan, sehingga kredensial yang ditandatangani dengannya tetap dapat diverifikasi.",
    did: "DID penerbit",
    didDocument: "Kunci yang dipublikasikan (dokumen DID)",
    caption: "Kunci penandatanganan, yang terbaru di akhir",
    columns: {
      id: "Kunci",
      created: "Dibuat",
      retired: "Dipensiunkan",
      state: "Keadaan",
      storage: "Penyimpanan",
    },
    states: { current: "Saat ini", retired: "Dipensiunkan" },
    storage: { sealed: "Disegel dengan ISSUER_KEY_SECRET", plain: "Tidak disegel" },
    sealWarning:
      "ISSUER_KEY_SECRET belum diatur: kunci rahasia baru disimpan tanpa segel di basis data (lihat keputusan 022).",
    rotate: {
      heading: "Ganti kunci penandatanganan",
      text: "Kunci baru menandatangani mulai sekarang; kunci saat ini dipensiunkan tetapi tetap dipublikasikan. Kredensial yang ditandatangani sebelumnya tetap dapat diverifikasi.",
      confirm: "Ya, pensiunkan kunci saat ini dan buat kunci baru",
      submit: "Ganti kunci penandatanganan",
    },
    done: {
      rotated: "Kunci penandatanganan telah diganti: {{id}} menandatangani mulai sekarang.",
      alreadyRotated: "Kunci baru saja diganti oleh orang lain: {{id}} menandatangani mulai sekarang.",
    },
    errors: { confirm: "Centang kotak untuk mengonfirmasi penggantian." },
  },
  errors: {
    fileRequired: "Pilih berkas kredensial (.json atau .svg).",
    tooLarge: "Berkas lebih besar dari {{size}}.",
    rateLimited_one: "Terlalu banyak pemeriksaan dari koneksi Anda. Coba lagi dalam {{count}} menit.",
    rateLimited_other: "Terlalu banyak pemeriksaan dari koneksi Anda. Coba lagi dalam {{count}} menit.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
