import type { PartialMessages } from "../types";

const chapters = {
  meta: {
    title: "Cabang regional",
    description:
      "Cabang regional GeoCert dari Islandia hingga Selandia Baru: pengurus, anggota, pertemuan mendatang, dan kategori forum untuk masing-masing.",
    chapterTitle: "Cabang {{name}}",
  },
  title: "Cabang regional",
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
  },
  list: {
    heading: "Cabang menurut wilayah",
  },
  chapter: {
    region: "Wilayah",
    members: "Anggota",
    leads: "Pengurus cabang",
    roles: {
      chair: "Ketua",
      secretary: "Sekretaris",
      events: "Koordinator acara",
    },
    events: "Acara cabang mendatang",
    forum: "Forum cabang",
    join: "Bergabung dengan cabang",
    leave: "Keluar dari cabang",
    signInButton: "Masuk",
    back: "Semua cabang",
  },
  errors: {
    rateLimited: "Terlalu banyak perubahan dalam waktu singkat. Silakan coba lagi nanti.",
  },
} satisfies PartialMessages<"chapters">;

export default chapters;
