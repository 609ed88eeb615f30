import type { PartialMessages } from "../types";

/** Indonesian strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "Kerangka sertifikasi — GeoCert",
    description:
      "Kerangka kompetensi GeoCert: delapan bidang keahlian pada empat tingkat sertifikasi, dengan kompetensi yang diharapkan di setiap tingkat.",
  },
  header: {
    eyebrow: "Kerangka kompetensi",
    title: "Kerangka sertifikasi",
    lead: "Apa yang harus diketahui dan mampu dilakukan seorang profesional panas bumi di delapan bidang keahlian, pada setiap tingkat sertifikasi.",
  },
  intro: {
    heading: "Cara kerja kerangka ini",
    text: "Setiap tingkat sertifikasi dibangun di atas tingkat sebelumnya. Matriks ini mencantumkan, untuk setiap bidang keahlian, kompetensi yang harus ditunjukkan kandidat pada tingkat tersebut; ujian, portofolio, dan wawancara disusun berdasarkan pernyataan ini.",
    levelsHeading: "Sekilas empat tingkat",
    levelLabel: "Tingkat {{number}}",
  },
  levelDescriptors: {
    associate: "Bekerja di bawah pengawasan dan menerapkan prosedur baku dengan aman.",
    professional: "Bekerja mandiri, memecahkan masalah teknis rutin, dan menerapkan standar dalam proyek nyata.",
    senior: "Memimpin tim dan alur kerja, meninjau dan menyetujui pekerjaan orang lain.",
    expert: "Membentuk praktik, strategi, dan standar bagi organisasi dan seluruh industri.",
  },
  filters: {
    heading: "Saring matriks",
    domain: "Bidang keahlian",
    level: "Tingkat sertifikasi",
    allDomains: "Semua bidang",
    allLevels: "Semua tingkat",
    statusAll: "Menampilkan semua {{domains}} bidang keahlian di semua {{levels}} tingkat: {{competencies}}.",
    statusDomain: "Menampilkan {{domain}} di semua {{levels}} tingkat: {{competencies}}.",
    statusLevel: "Menampilkan semua {{domains}} bidang keahlian di tingkat {{level}}: {{competencies}}.",
    statusBoth: "Menampilkan {{domain}} di tingkat {{level}}: {{competencies}}.",
    competencyCount_one: "{{count}} kompetensi",
    competencyCount_other: "{{count}} kompetensi",
  },
  matrix: {
    heading: "Matriks kompetensi",
    caption: "Kompetensi menurut bidang keahlian dan tingkat sertifikasi",
    domainColumn: "Bidang keahlian",
    listHint: "Di layar kecil, matriks ditampilkan sebagai daftar untuk setiap bidang keahlian.",
  },
  print: {
    title: "Kerangka sertifikasi GeoCert",
    note: "Dicetak dari situs web GeoCert. Kerangka ini ditinjau setiap tahun oleh dewan penasihat.",
  },
  cta: {
    heading: "Di mana posisi Anda?",
    text: "Ikuti kuis pelatihan untuk melihat tingkat yang sesuai dengan pengalaman Anda, atau bandingkan sertifikasi, ujian, dan biayanya.",
    quiz: "Ikuti kuis pelatihan",
    certifications: "Bandingkan sertifikasi",
  },
} satisfies PartialMessages<"framework">;
