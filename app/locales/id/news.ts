import type { Namespaces } from "../types";

/** Indonesian strings of the news namespace (complete). */
const news = {
  meta: {
    title: "Berita — GeoCert",
    description:
      "Berita dari GeoCert: peluncuran program, pembaruan kerangka, kabar mitra, riset, dan berita dari cabang-cabang regional kami.",
  },
  header: {
    title: "Berita",
    lead: "Peluncuran program, pembaruan kerangka, riset, serta kabar dari mitra dan cabang regional kami.",
  },
  list: {
    heading: "Artikel terbaru",
    by: "Oleh {{author}}",
    feed: "Berlangganan umpan RSS",
    feedTitle: "Berita GeoCert",
    feedDescription: "Peluncuran program, pembaruan kerangka, riset, serta kabar dari mitra dan cabang GeoCert.",
  },
  article: {
    details: "Tentang artikel ini",
    author: "Penulis",
    published: "Diterbitkan",
    tags: "Topik",
    related: "Artikel terkait",
    allNews: "Semua berita",
  },
  tags: {
    programmes: "Peluncuran program",
    framework: "Pembaruan kerangka",
    partners: "Kabar mitra",
    research: "Riset",
    chapters: "Kabar cabang",
    exams: "Ujian",
  },
  roles: {
    communicationsLead: "Kepala Komunikasi",
    frameworkDirector: "Direktur Kerangka Kompetensi",
    chaptersCoordinator: "Koordinator Cabang",
    researchManager: "Manajer Riset",
    partnershipsManager: "Manajer Kemitraan",
  },
  months: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
  dateFormat: "{{day}} {{month}} {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];

export default news;
