import type { Namespaces } from "../types";

/** Indonesian strings of the resources namespace (complete). */
const resources = {
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
    text: "Setiap sumber belajar ditandai dengan bidang keahlian dan tingkat dalam kerangka kompetensi GeoCert, sehingga Anda dapat melihat apa yang dituntut setiap sertifikasi dan merencanakan apa yang akan dipelajari berikutnya.",
    link: "Lihat kerangka sertifikasi",
  },
  items: {
    associateStudyGuide: {
      title: "Panduan belajar Tingkat Awal",
      description:
        "Cakupan penilaian Tingkat Awal di masing-masing dari delapan bidang keahlian, contoh soal, dan rencana belajar empat minggu.",
    },
    glossary: {
      title: "Glosarium istilah panas bumi",
      description:
        "Definisi yang jelas untuk istilah yang dipakai di rig, di pembangkit, dan dalam laporan, dari pembangkit biner hingga tekanan kepala sumur.",
    },
    ceuLog: {
      title: "Templat catatan pendidikan berkelanjutan (jam PKB)",
      description:
        "Lembar kerja untuk mencatat kursus, webinar, pelatihan lapangan, dan belajar mandiri untuk sertifikasi ulang, dengan contoh baris yang sudah diisi.",
    },
    coreReadingList: {
      title: "Daftar bacaan inti",
      description:
        "Buku teks standar dan laporan publik tentang teknik reservoir, pembangkit listrik, pembiayaan proyek, dan pelaporan sumber daya.",
    },
    h2sChecklist: {
      title: "Daftar periksa keselamatan H₂S untuk lokasi pengeboran",
      description:
        "Sebelum tajak, setiap giliran kerja, tanda-tanda peringatan kick, dan apa yang harus dilakukan ketika alarm berbunyi: daftar periksa yang dapat dicetak.",
    },
    wellTestWebinar: {
      title: "Membaca uji sumur: tekanan transien untuk tim pembangkit",
      description:
        "Bagaimana uji komplesi dan data pemulihan tekanan (build-up) menggambarkan sebuah sumur, dijelaskan untuk operator dan insinyur yang menggunakan hasilnya.",
    },
    scalingWebinar: {
      title: "Kerak dan korosi di pembangkit biner",
      description:
        "Kerak silika dan kalsit, korosi penukar panas, serta pemantauan yang mendeteksi keduanya sejak dini.",
    },
    baselineWebinar: {
      title: "Pemantauan rona awal lingkungan sebelum pengeboran",
      description:
        "Pengukuran air, gas, kebisingan, dan pergerakan tanah apa saja yang perlu dimulai sebelum sumur pertama, dan untuk berapa lama.",
    },
    financingWebinar: {
      title: "Membiayai tahap eksplorasi",
      description:
        "Mengapa pengeboran eksplorasi adalah tahap paling berisiko dalam proyek, dan bagaimana hibah, dana pembagian risiko, dan asuransi menyebarkan risiko tersebut.",
    },
    seismicityWebinar: {
      title: "Kegempaan terinduksi dan protokol lampu lalu lintas",
      description:
        "Merancang jaringan pemantauan dan ambang batas untuk injeksi, dengan pelajaran dari proyek stimulasi.",
    },
    permitsWebinar: {
      title: "Perizinan di berbagai yurisdiksi: tinjauan perbandingan",
      description:
        "Izin eksplorasi, hak atas air, izin pengeboran, dan izin lingkungan dibandingkan di lima sistem hukum.",
    },
    unfcSummary: {
      title: "Ringkasan: klasifikasi UNFC untuk sumber daya panas bumi",
      description:
        "Ringkasan enam halaman tentang cara proyek panas bumi diklasifikasikan menurut kelayakan, kematangan proyek, dan pengetahuan tentang sumber daya.",
    },
    wellControlSummary: {
      title: "Ringkasan: praktik pengendalian sumur untuk pengeboran panas bumi",
      description:
        "Persyaratan utama praktik pengendalian sumur untuk sumur panas: desain selubung, pengujian BOP, deteksi kick, dan penutupan sumur.",
    },
    reportingCodeSummary: {
      title: "Ringkasan: kode pelaporan publik untuk sumber daya dan cadangan",
      description:
        "Peran orang yang kompeten dan bahasa sumber daya serta cadangan dalam kode pelaporan publik panas bumi.",
    },
    esiaSummary: {
      title: "Ringkasan: kajian dampak lingkungan dan sosial",
      description:
        "Tahapan kajian dampak untuk proyek panas bumi, dari pelingkupan hingga rencana pengelolaan dan konsultasi masyarakat.",
    },
    steamFieldGuide: {
      title: "Panduan lapangan sistem pengumpulan uap",
      description:
        "Separator, pipa, steam trap, dan katup di lapangan uap, dengan pemeriksaan harian untuk operator baru.",
    },
    mudLoggingGuide: {
      title: "Mud logging dan deskripsi serbuk bor",
      description:
        "Mendeskripsikan serbuk bor dan mineral ubahan selama pengeboran, dan apa yang diungkapkannya tentang suhu dan permeabilitas.",
    },
    riskRegister: {
      title: "Templat register risiko untuk proyek panas bumi",
      description:
        "Register berisi risiko teknis, keuangan, dan sosial yang umum di setiap tahap proyek, beserta penanggung jawab dan mitigasinya.",
    },
    seismicityReadingList: {
      title: "Daftar bacaan: kegempaan terinduksi dan stimulasi",
      description:
        "Makalah dan pedoman utama tentang kegempaan akibat injeksi, penilaian bahaya, dan sistem panas bumi rekayasa (EGS).",
    },
    directUseReadingList: {
      title: "Daftar bacaan: pemanfaatan langsung dan pemanas distrik",
      description:
        "Referensi tentang jaringan pemanas distrik, rumah kaca, pengeringan, dan pemanfaatan bertingkat panas bumi.",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
