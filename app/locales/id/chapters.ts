import type { Namespaces } from "../types";

const chapters = {
  meta: {
    title: "Cabang regional",
    description:
      "Cabang regional GeoCert dari Islandia hingga Selandia Baru: pengurus, anggota, pertemuan mendatang, dan kategori forum untuk masing-masing.",
    chapterTitle: "Cabang {{name}}",
    chapterDescription: "Cabang {{name}} GeoCert di {{city}}: pengurus, anggota, acara mendatang, dan forumnya.",
  },
  title: "Cabang regional",
  lead: "Kelompok lokal profesional bersertifikat bertemu, berbagi pengalaman lapangan, dan mengadakan persiapan ujian: bergabunglah dengan cabang terdekat.",
  names: {
    iceland: "Islandia",
    turkiye: "Turki",
    kenya: "Kenya",
    indonesia: "Indonesia",
    philippines: "Filipina",
    newZealand: "Selandia Baru",
    usaWest: "Amerika Serikat Barat",
    mexico: "Meksiko",
    italy: "Italia",
    japan: "Jepang",
  },
  regions: {
    europe: "Eropa",
    africa: "Afrika",
    asia: "Asia",
    oceania: "Oseania",
    americas: "Amerika",
  },
  map: {
    heading: "Cabang di seluruh dunia",
    label: "Peta dunia cabang; daftar di bawah memuat cabang yang sama",
    marker: "Cabang {{name}}, {{city}}",
  },
  list: {
    heading: "Cabang menurut wilayah",
    members_one: "{{formatted}} anggota",
    members_other: "{{formatted}} anggota",
    founded: "Didirikan {{year}}",
    open: "Buka cabang {{name}}",
    member: "Anda anggota",
  },
  chapter: {
    city: "Bertemu di",
    region: "Wilayah",
    founded: "Didirikan",
    members: "Anggota",
    leads: "Pengurus cabang",
    roles: {
      chair: "Ketua",
      secretary: "Sekretaris",
      events: "Koordinator acara",
    },
    events: "Acara cabang mendatang",
    noEvents: "Belum ada acara cabang yang direncanakan. Lihat semua acara untuk sesi daring.",
    allEvents: "Semua acara",
    forum: "Forum cabang",
    forumText: "Pertanyaan dan berita cabang {{name}} dibahas di kategori forumnya.",
    forumLink: "Buka forum cabang {{name}}",
    join: "Bergabung dengan cabang",
    leave: "Keluar dari cabang",
    joinText: "Anggota menerima berita cabang dan undangan pertemuan.",
    isMember: "Anda anggota cabang ini.",
    signIn: "Masuk untuk bergabung dengan cabang ini.",
    signInButton: "Masuk",
    back: "Semua cabang",
    joined: "Selamat datang di cabang {{name}}.",
    left: "Anda telah keluar dari cabang {{name}}.",
  },
  errors: {
    rateLimited: "Terlalu banyak perubahan dalam waktu singkat. Silakan coba lagi nanti.",
  },
} satisfies Namespaces["chapters"];

export default chapters;
