import type { Namespaces } from "../types";

/** Indonesian strings of the learningNeeds namespace (complete). */
const learningNeeds = {
  meta: {
    title: "Survei kebutuhan pelatihan — GeoCert",
    description:
      "Beri tahu kami di mana kesenjangan pelatihan panas bumi Anda dan bagaimana Anda suka belajar: lima langkah singkat yang membentuk kursus dan ujian GeoCert.",
  },
  header: {
    eyebrow: "Survei kebutuhan pelatihan",
    title: "Bantu membentuk pelatihan panas bumi",
    lead: "Lima langkah singkat tentang pekerjaan Anda, kesenjangan pelatihan, dan cara belajar yang Anda sukai; jawaban Anda membentuk kursus dan ujian kami berikutnya.",
  },
  intro: {
    duration: "Sekitar 6 menit · 14 pertanyaan · jawaban disimpan setiap langkah",
    privacy:
      "Jawaban hanya digunakan secara agregat. Alamat email Anda hanya diminta jika Anda setuju untuk dihubungi, dan tidak pernah dibagikan.",
  },
  progress: {
    label: "Langkah {{step}} dari {{total}}",
    steps: "Langkah survei",
    done: "selesai",
    current: "langkah saat ini",
  },
  steps: {
    about: {
      title: "Tentang Anda",
      lead: "Peran, pengalaman, dan tempat Anda bekerja.",
    },
    certification: {
      title: "Sertifikasi",
      lead: "Posisi Anda sekarang dan tujuan Anda.",
    },
    skills: {
      title: "Kesenjangan pelatihan",
      lead: "Nilai seberapa besar pelatihan yang Anda butuhkan di setiap bidang keahlian.",
    },
    learning: {
      title: "Cara Anda belajar",
      lead: "Format, bahasa, dan waktu yang cocok bagi Anda.",
    },
    contact: {
      title: "Tetap terhubung",
      lead: "Opsional: apakah kami boleh menghubungi Anda tentang hasilnya.",
    },
  },
  questions: {
    role: {
      label: "Apa peran Anda saat ini?",
    },
    experience: {
      label: "Berapa tahun Anda bekerja di bidang panas bumi atau bidang terkait?",
    },
    region: {
      label: "Di mana Anda terutama bekerja?",
      placeholder: "Pilih wilayah",
    },
    country: {
      label: "Negara",
      hint: "Opsional, misalnya Kenya atau Islandia.",
    },
    currentLevel: {
      label: "Tingkat GeoCert apa yang Anda miliki saat ini?",
    },
    targetLevel: {
      label: "Tingkat apa yang ingin Anda capai dalam dua tahun ke depan?",
    },
    gaps: {
      label: "Seberapa besar kesenjangan pelatihan Anda di setiap bidang keahlian?",
      hint: "1 berarti tidak ada kesenjangan (Anda yakin), 5 berarti kesenjangan besar (Anda perlu pelatihan mendalam).",
    },
    formats: {
      label: "Format belajar apa yang cocok bagi Anda?",
      hint: "Pilih semua yang sesuai.",
    },
    barriers: {
      label: "Apa yang menyulitkan Anda mengikuti pelatihan?",
      hint: "Opsional. Pilih semua yang sesuai.",
    },
    languages: {
      label: "Dalam bahasa apa Anda ingin belajar?",
      hint: "Pilih semua yang sesuai.",
    },
    hours: {
      label: "Berapa jam per bulan yang dapat Anda luangkan untuk pelatihan?",
    },
    contact: {
      label: "Bolehkah kami menghubungi Anda tentang hasil atau untuk wawancara lanjutan?",
    },
    email: {
      label: "Alamat email",
      hint: "Hanya jika Anda menjawab ya di atas.",
    },
    comments: {
      label: "Ada hal lain yang perlu kami ketahui?",
      hint: "Opsional, hingga 1.000 karakter: topik yang belum ada, kursus yang Anda sukai, kendala.",
    },
  },
  options: {
    roles: {
      student: "Mahasiswa atau peserta magang",
      fieldTechnician: "Teknisi lapangan",
      drillingCrew: "Kru atau pengawas pengeboran",
      plantOperator: "Operator pembangkit",
      engineer: "Insinyur",
      geoscientist: "Ahli geosains",
      projectManager: "Pengembang atau manajer proyek",
      regulator: "Regulator atau pejabat publik",
      educator: "Pendidik atau pelatih",
      other: "Lainnya",
    },
    experience: {
      lessThan1: "Kurang dari 1 tahun",
      "1to3": "1 sampai 3 tahun",
      "4to7": "4 sampai 7 tahun",
      "8to15": "8 sampai 15 tahun",
      moreThan15: "Lebih dari 15 tahun",
    },
    regions: {
      eastAfrica: "Afrika Timur",
      otherAfrica: "Wilayah Afrika lainnya",
      europe: "Eropa",
      middleEast: "Timur Tengah dan Asia Tengah",
      southeastAsia: "Asia Tenggara",
      eastAsia: "Asia Timur",
      oceania: "Oseania",
      northAmerica: "Amerika Utara",
      latinAmerica: "Amerika Latin dan Karibia",
    },
    currentLevels: {
      none: "Belum ada",
      associate: "Tingkat Awal",
      professional: "Profesional",
      senior: "Profesional Senior",
      expert: "Fellow Ahli",
    },
    targetLevels: {
      associate: "Tingkat Awal",
      professional: "Profesional",
      senior: "Profesional Senior",
      expert: "Fellow Ahli",
      undecided: "Belum memutuskan",
    },
    scale: {
      "1": "Tidak ada kesenjangan",
      "2": "Kesenjangan kecil",
      "3": "Kesenjangan sedang",
      "4": "Kesenjangan besar",
      "5": "Kesenjangan sangat besar",
    },
    formats: {
      selfPaced: "Kursus daring mandiri",
      liveOnline: "Kelas daring langsung",
      classroom: "Kursus tatap muka",
      fieldTraining: "Pelatihan lapangan",
      mentoring: "Pendampingan (mentoring)",
      microLearning: "Pelajaran singkat di ponsel",
      simulation: "Simulator dan laboratorium virtual",
    },
    barriers: {
      cost: "Biaya",
      time: "Kurang waktu",
      employerSupport: "Kurang dukungan pemberi kerja",
      travel: "Perjalanan ke pusat pelatihan",
      language: "Kursus tidak tersedia dalam bahasa saya",
      connectivity: "Internet lambat atau mahal",
      recognition: "Pelatihan tidak diakui pemberi kerja",
    },
    hours: {
      upTo2: "Hingga 2 jam",
      "3to5": "3 sampai 5 jam",
      "6to10": "6 sampai 10 jam",
      moreThan10: "Lebih dari 10 jam",
    },
    contact: {
      yes: "Ya, silakan hubungi saya",
      no: "Tidak, terima kasih",
    },
  },
  buttons: {
    back: "Kembali",
    next: "Simpan dan lanjutkan",
    finish: "Kirim jawaban",
    saving: "Menyimpan…",
  },
  errors: {
    chooseOne: "Silakan pilih satu jawaban.",
    chooseAtLeastOne: "Silakan pilih setidaknya satu jawaban.",
    invalidChoice: "Jawaban ini bukan salah satu pilihan.",
    tooLong: "Jawaban ini terlalu panjang.",
    email: "Masukkan alamat email yang valid, misalnya nama@example.com.",
    emailRequired: "Masukkan alamat email Anda, atau pilih untuk tidak dihubungi.",
    rateLimited:
      "Terlalu banyak pengiriman dari koneksi Anda. Tunggu {{seconds}} detik lalu coba lagi; jawaban yang sudah disimpan tetap ada.",
    tampered:
      "Langkah survei ini tidak dapat diterima. Buka kembali halaman survei dan lanjutkan dari posisi terakhir Anda.",
    failed: "Jawaban Anda tidak dapat disimpan saat ini. Silakan coba lagi.",
  },
  resumed:
    "Selamat datang kembali: jawaban yang Anda simpan ditampilkan dan Anda dapat melanjutkan dari posisi terakhir.",
  aside: {
    heading: "Mengapa kami bertanya",
    text: "GeoCert menyusun materi belajar dan ujiannya berdasarkan kebutuhan tenaga kerja panas bumi. Jawaban Anda menunjukkan bidang keahlian mana yang paling dulu memerlukan kursus, dalam bahasa dan format apa.",
    resources: "Jelajahi perpustakaan sumber belajar",
  },
  thanks: {
    heading: "Terima kasih atas partisipasi Anda",
    text: "Jawaban Anda telah disimpan. Kami akan memublikasikan ringkasan hasilnya di halaman berita setelah survei ditutup.",
    summary: "Jawaban Anda",
    gapsCaption: "Kesenjangan pelatihan per bidang keahlian (1 = tidak ada, 5 = sangat besar)",
    domain: "Bidang keahlian",
    rating: "Nilai",
    none: "Tidak ada",
    notGiven: "Tidak diisi",
    contactAt: "Ya, di {{email}}",
    resources: "Jelajahi perpustakaan sumber belajar",
    framework: "Lihat kerangka sertifikasi",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
