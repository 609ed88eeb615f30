import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Notifikasi — GeoCert", preferencesTitle: "Pengaturan notifikasi — GeoCert" },
  page: {
    heading: "Notifikasi",
    intro: "Apa yang terjadi di diskusi yang Anda ikuti, mentorship Anda, dan lowongan Anda.",
    empty: "Belum ada. Saat seseorang membalas atau menyebut Anda, itu muncul di sini.",
    markAllRead: "Tandai semua sudah dibaca",
    unread: "Belum dibaca",
    settings: "Pengaturan notifikasi",
    listLabel: "Notifikasi Anda",
  },
  types: {
    forum: {
      reply: { label: "Balasan untuk diskusi saya", text: "{{actor}} membalas di “{{title}}”" },
      replyAfter: {
        label: "Balasan setelah balasan saya di suatu diskusi",
        text: "{{actor}} juga membalas di “{{title}}”",
      },
      mention: { label: "Seseorang menyebut saya", text: "{{actor}} menyebut Anda di “{{title}}”" },
      accepted: {
        label: "Balasan saya diterima sebagai jawaban",
        text: "Balasan Anda di “{{title}}” diterima sebagai jawaban",
      },
      watched: {
        label: "Diskusi dan kategori yang saya ikuti",
        text: "{{actor}} memposting di “{{title}}”, yang Anda ikuti",
      },
    },
    mentorship: {
      request: { label: "Permintaan mentorship kepada saya", text: "{{actor}} meminta Anda menjadi mentornya" },
      accepted: { label: "Permintaan mentorship saya diterima", text: "{{actor}} menerima permintaan mentorship Anda" },
      declined: {
        label: "Permintaan mentorship saya ditolak",
        text: "{{actor}} tidak dapat menerima permintaan mentorship Anda",
      },
      ending: { label: "Mentorship segera berakhir", text: "Mentorship Anda dengan {{actor}} segera berakhir" },
    },
    jobs: {
      expiring: {
        label: "Lowongan kerja saya segera berakhir",
        text: "Lowongan kerja Anda “{{title}}” berakhir dalam 3 hari",
      },
    },
  },
  groups: { forum: "Forum", mentorship: "Bimbingan", jobs: "Papan lowongan" },
  delivery: { instant: "Email segera", daily: "Ringkasan harian", weekly: "Ringkasan mingguan", off: "Tanpa email" },
  preferences: {
    heading: "Pengaturan notifikasi",
    intro:
      "Semuanya tetap ada di daftar notifikasi Anda. Pilih untuk setiap jenis apakah Anda juga menerima email segera, satu email per hari (07:00 UTC) atau per minggu (Senin), atau tidak sama sekali.",
    save: "Simpan pengaturan",
    back: "Kembali ke akun Anda",
    watching: "Diskusi dan kategori yang Anda ikuti atau bisukan",
    watchingNone: "Anda belum mengikuti apa pun. Gunakan “Ikuti” pada diskusi atau kategori.",
    watched: "Diikuti",
    muted: "Dibisukan",
    category: "Kategori",
    unwatch: "Berhenti mengikuti {{title}}",
    unmute: "Batal bisukan {{title}}",
  },
  done: { saved: "Pengaturan notifikasi Anda telah disimpan." },
  errors: { invalid: "Pilih salah satu opsi." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Buka di GeoCert",
    instantBody:
      "Halo {{name}},\n\n{{text}}.\n\n{{link}}\n\nPilih email yang Anda terima, per jenis, di pengaturan notifikasi Anda:\n{{settings}}\n\nGeoCert",
    reason: "Anda menerima email ini karena pengaturan notifikasi akun GeoCert Anda.",
    kindType: "email tentang “{{label}}” untuk akun GeoCert Anda",
    kindDigest: "ringkasan notifikasi harian dan mingguan akun GeoCert Anda",
    dailySubject: "GeoCert: ringkasan harian Anda",
    weeklySubject: "GeoCert: ringkasan mingguan Anda",
    digestBody:
      "Halo {{name}},\n\nBerikut yang terjadi sejak ringkasan terakhir Anda.\n\n{{items}}\n\n{{active}}\n\nSemua notifikasi Anda:\n{{list}}\n\nPilih email yang Anda terima di pengaturan notifikasi Anda:\n{{settings}}\n\nGeoCert",
    digestNew: "Baru untuk Anda",
    digestActive: "Diskusi paling aktif",
    digestReplies: "balasan baru: {{count}}",
    unsubscribe: "Hentikan email ini dengan satu klik:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
