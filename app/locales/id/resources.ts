import type { PartialMessages } from "../types";

/** Resources page (id); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "Sumber Belajar — GeoCert",
    description:
      "Panduan belajar, ringkasan standar, daftar bacaan, templat, dan rekaman webinar untuk profesional panas bumi, menurut bidang keahlian dan tingkat.",
  },
  header: {
    eyebrow: "Perpustakaan sumber belajar",
    title: "Sumber Belajar",
    lead: "Panduan, ringkasan standar, daftar bacaan, templat, dan webinar terekam untuk mempersiapkan sertifikasi dan menjaga keterampilan Anda tetap mutakhir.",
  },
  filters: {
    heading: "Cari sumber belajar",
    search: "Cari",
    searchHint: "Kata dalam judul atau deskripsi",
    type: "Jenis",
    topic: "Bidang keahlian",
    allTypes: "Semua jenis",
    allTopics: "Semua bidang keahlian",
  },
  results: {
    heading: "Perpustakaan",
    summary_one: "{{count}} dari {{total}} sumber",
    summary_other: "{{count}} dari {{total}} sumber",
    empty: "Tidak ada sumber yang cocok dengan filter ini. Coba bidang keahlian lain atau lebih sedikit kata.",
  },
  types: {
    guide: "Panduan",
    standard: "Ringkasan standar",
    readingList: "Daftar bacaan",
    template: "Templat",
    webinar: "Webinar",
  },
  levels: {
    all: "Semua tingkat",
    associate: "Tingkat Awal",
    professional: "Profesional",
    senior: "Profesional Senior",
    expert: "Fellow Ahli",
  },
  card: {
    level: "Tingkat",
    topics: "Bidang keahlian",
    languages: "Bahasa",
    edition: "Edisi {{year}}",
    download: "Unduh",
    downloadLabel: "Unduh {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Teks biasa",
    },
    recording: "Rekaman {{minutes}} menit, diadakan {{date}}",
    recordingNote: "Rekaman dibagikan atas permintaan kepada kandidat terdaftar.",
    requestRecording: "Minta rekamannya",
    onRequest: "Edisi cetak atau khusus anggota, dikirim atas permintaan.",
    requestCopy: "Minta salinan",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
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
  },
  framework: {
    heading: "Petakan pembelajaran Anda ke kerangka kompetensi",
    link: "Lihat kerangka sertifikasi",
  },
} satisfies PartialMessages<"resources">;
