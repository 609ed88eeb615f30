import type { PartialMessages } from "../types";

const testimonials = {
  meta: {
    title: "Kisah — GeoCert",
    description:
      "Kisah para profesional panas bumi bersertifikat dari lima kawasan dan semua tingkat, dari teknisi lapangan hingga fellow ahli.",
  },
  header: {
    eyebrow: "Kisah",
    title: "Kisah para profesional bersertifikat",
    lead: "Teknisi, insinyur, manajer, dan ilmuwan menceritakan perubahan yang dibawa sertifikasi dalam karier panas bumi mereka.",
  },
  filters: {
    heading: "Saring kisah",
    level: "Tingkat sertifikasi",
    region: "Kawasan",
    allLevels: "Semua tingkat",
    allRegions: "Semua kawasan",
  },
  results: {
    heading: "Kisah",
    showing: "Menampilkan {{shown}} dari {{total}} kisah",
    empty: "Belum ada kisah untuk tingkat dan kawasan ini.",
    showAll: "Tampilkan semua kisah",
  },
  levels: {
    associate: "Tingkat Awal",
    professional: "Profesional",
    senior: "Profesional Senior",
    expert: "Fellow Ahli",
  },
  regions: {
    africa: "Afrika",
    americas: "Amerika",
    asiaPacific: "Asia dan Pasifik",
    europe: "Eropa",
    westAsia: "Asia Barat",
  },
  fictionalNote: "Orang, organisasi, dan kisah di halaman ini adalah contoh fiktif.",
  stories: {
    wanjiru: { role: "Teknisi lapangan" },
    guorun: { role: "Insinyur operasi pembangkit" },
    mehmet: { role: "Pengawas pengeboran" },
    hana: { role: "Direktur teknis" },
    rosa: { role: "Ahli geokimia" },
    ayu: { role: "Petugas lingkungan" },
    joseph: { role: "Insinyur reservoir" },
    miguel: { role: "Manajer operasi" },
    elif: { role: "Operator pembangkit magang" },
    lars: { role: "Manajer proyek pemanas distrik" },
    tama: { role: "Kepala ahli geosains" },
    samuel: { role: "Penasihat kebijakan tenaga kerja" },
  },
} satisfies PartialMessages<"testimonials">;

export default testimonials;
