import type { Namespaces } from "../types";

/** Indonesian strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Statistik butir soal — Staf GeoCert",
    itemTitle: "Statistik butir {{id}} — Staf GeoCert",
  },
  list: {
    heading: "Statistik butir soal",
    text: "Bagaimana setiap bentuk ujian dan butir soalnya bekerja dalam sesi yang telah berlangsung, dari jawaban percobaan yang telah dinilai (hasil yang dibatalkan tidak dihitung). Dihitung saat halaman dibuka.",
    bankLink: "Statistik butir soal",
    form: "Bentuk ujian",
    newest: "Yang terbaru",
    formOption: "{{level}}, dibekukan {{date}} ({{n}} kandidat)",
    show: "Tampilkan",
    empty: "Belum ada bentuk ujian yang memiliki percobaan yang dinilai.",
    summary: "Bentuk ujian",
    candidates: "Kandidat",
    perLanguage: "Kandidat per bahasa",
    kr20: "Reliabilitas (KR-20)",
    sem: "Galat baku pengukuran",
    semValue: "{{value}} poin",
    mean: "Skor rata-rata",
    meanValue: "{{mean}} dari {{items}} (SB {{sd}})",
    notComputed: "Tidak dihitung",
    tooFew: "Kurang dari {{min}} kandidat: angka ditampilkan, tetapi tidak ada butir yang ditandai.",
    rules: "Cara butir ditandai",
    ruleTranslation:
      "Kemungkinan kesalahan terjemahan: dalam satu bahasa, kandidat dengan skor total yang sama menjawab butir itu benar jauh lebih jarang daripada dalam bahasa lain (Δ Mantel–Haenszel minimal {{delta}}, signifikan), dengan minimal {{min}} kandidat dalam bahasa itu dan dalam bahasa lainnya.",
    ruleEasy: "Terlalu mudah: lebih dari {{share}} kandidat menjawab benar.",
    ruleHard: "Terlalu sulit, atau kunci salah: kurang dari {{share}} menjawab benar.",
    ruleDiscrimination: "Daya beda lemah: point-biserial terkoreksi di bawah {{value}}.",
    ruleReview: "Tanda mengirim butir untuk ditinjau oleh ahli materi; butir tidak ditarik dari penggunaan.",
    chartHeading: "Tingkat kesulitan dan daya beda setiap butir",
    chartLabel:
      "Diagram pencar: proporsi benar setiap butir (mendatar) terhadap daya bedanya (tegak); butir yang ditandai berwarna merah. Tabel butir di bawah memuat angka yang sama.",
    chartX: "Proporsi benar",
    chartY: "Daya beda",
    itemsHeading: "Butir soal",
    flaggedOnly: "{{n}} dari {{total}} butir ditandai",
    position: "Nomor",
    item: "Butir",
    difficulty: "Proporsi benar",
    discrimination: "Daya beda",
    flags: "Tanda",
    none: "Tidak ada",
  },
  flags: {
    translation: "Kemungkinan kesalahan terjemahan ({{language}})",
    tooEasy: "Terlalu mudah",
    tooHard: "Terlalu sulit",
    lowDiscrimination: "Daya beda lemah",
  },
  item: {
    heading: "Butir {{id}}",
    text: "Bagaimana butir ini bekerja dalam setiap bahasa ujian: proporsi benar, daya beda, dan opsi yang dipilih kandidat.",
    back: "Semua butir bentuk ujian ini",
    editor: "Buka butir di bank soal",
    translationLink: "Periksa terjemahan {{language}}",
    languagesHeading: "Per bahasa",
    languagesChart:
      "Diagram batang: proporsi kandidat yang menjawab benar di setiap bahasa. Tabel di sampingnya memuat angka yang sama.",
    language: "Bahasa",
    candidates: "Kandidat",
    delta: "Δ Mantel–Haenszel",
    optionsHeading: "Opsi yang dipilih",
    optionsChart:
      "Diagram batang: proporsi kandidat yang memilih setiap opsi, per bahasa; opsi kunci ditandai. Tabel di sampingnya memuat angka yang sama.",
    option: "Opsi",
    keyed: "{{option}} (kunci)",
    omitted: "Tidak dijawab",
    all: "Semua",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
