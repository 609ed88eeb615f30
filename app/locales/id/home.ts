import type { Namespaces } from "../types";

/** Indonesian strings of the home namespace (complete). */
const home = {
  hero: {
    eyebrow: "Standar global · 11 bahasa · 4 jenjang karier",
    titleStart: "Menyertifikasi",
    titleHighlight: "tenaga kerja panas bumi",
    titleEnd: "di seluruh dunia",
    description:
      "Kerangka sertifikasi global yang independen bagi mereka yang mengeksplorasi, mengebor, membangun, dan mengoperasikan energi panas bumi — sejak hari pertama di lapangan hingga para ahli yang memimpin bidang ini.",
    getCertified: "Dapatkan Sertifikasi",
    learnMore: "Pelajari Lebih Lanjut",
    illustrationLabel: "Penampang bumi dengan sumur panas bumi yang mencapai reservoir panas",
  },
  mission: {
    heading: "Misi kami",
    lead: "Bukti kompetensi yang tepercaya dan diakui di mana pun bagi setiap profesional panas bumi, di mana pun sumber panasnya berada.",
    globalStandards: {
      title: "Standar global",
      text: "Satu kerangka kompetensi yang disusun bersama industri dan akademisi, diakui lintas negara dan lintas proyek.",
    },
    workforceDevelopment: {
      title: "Pengembangan tenaga kerja",
      text: "Jalur yang jelas dari tingkat awal hingga tingkat ahli, dengan sumber belajar yang menjawab kesenjangan keterampilan yang nyata.",
    },
    industryLeadership: {
      title: "Kepemimpinan industri",
      text: "Pemberi kerja, universitas, dan regulator bersama-sama membentuk keterampilan yang dibutuhkan transisi energi.",
    },
  },
  stats: {
    heading: "Dampak dalam angka",
    lead: "Komunitas profesional bersertifikat, mitra, dan program yang terus berkembang.",
    headline: {
      certifiedProfessionals: "Profesional bersertifikat",
      countries: "Negara",
      passRate: "Tingkat kelulusan",
      higherSalaries: "Gaji lebih tinggi",
    },
    ecosystemHeading: "Pertumbuhan ekosistem",
    ecosystem: {
      industryPartners: "Mitra industri",
      academicInstitutions: "Institusi akademik",
      jobPlacements: "Penempatan kerja",
      trainingProgrammes: "Program pelatihan",
    },
    claims: {
      industryPartners: "+15 mitra industri tahun ini",
      academicInstitutions: "+25 institusi akademik tahun ini",
      jobPlacements: "85% memperoleh pekerjaan dalam 6 bulan",
    },
    researchHeading: "Temuan riset",
    research: {
      fasterProgress: "Kemajuan karier lebih cepat bagi profesional bersertifikat",
      employersPrefer: "Pemberi kerja lebih memilih kandidat bersertifikat",
      professionalsRecommend: "Profesional merekomendasikan sertifikasi",
    },
  },
  careers: {
    heading: "Jalur karier",
    lead: "Empat jenjang sertifikasi yang mengikuti perjalanan karier di bidang panas bumi, dari pekerjaan lapangan pertama hingga kepemimpinan industri.",
    typicalRoles: "Jabatan umum",
    salaryRange: "Kisaran gaji",
    certification: "Sertifikasi",
    keySkillsHeading: "Keterampilan utama di sepanjang jalur",
    viewCertifications: "Lihat sertifikasi",
    exploreLearningNeeds: "Jelajahi kebutuhan pembelajaran",
    levels: {
      associate: {
        level: "Tingkat Awal",
        certification: "Profesional Panas Bumi Pratama",
        description:
          "Bagi pendatang baru dan mereka yang beralih karier, yang memahami dasar-dasar sistem panas bumi dan bekerja dengan aman di bawah pengawasan.",
        roles: ["Teknisi lapangan", "Kru pengeboran junior", "Operator pembangkit dalam pelatihan"],
      },
      professional: {
        level: "Profesional",
        certification: "Profesional Panas Bumi Bersertifikat",
        description:
          "Bagi praktisi yang melaksanakan pekerjaan teknis secara mandiri dan menerapkan standar pada proyek nyata.",
        roles: ["Insinyur reservoir", "Insinyur pengeboran", "Insinyur operasi pembangkit"],
      },
      senior: {
        level: "Profesional Senior",
        certification: "Profesional Panas Bumi Senior",
        description:
          "Bagi spesialis berpengalaman yang memimpin tim, menyetujui desain, dan membimbing rekan lintas disiplin.",
        roles: ["Insinyur reservoir utama", "Manajer proyek", "Manajer operasi"],
      },
      expert: {
        level: "Fellow Ahli",
        certification: "Fellow Ahli Panas Bumi",
        description:
          "Bagi para pemimpin yang diakui, yang membentuk praktik, riset, dan kebijakan bagi seluruh industri.",
        roles: ["Direktur teknik", "Kepala ahli geosains", "Penasihat kebijakan"],
      },
    },
  },
  board: {
    heading: "Dewan penasihat",
    lead: "Praktisi dan akademisi dari lima benua memandu kerangka ini.",
    fictionalNote: "Anggota dewan yang ditampilkan adalah contoh fiktif.",
    roles: {
      chair: "Ketua",
      academicLead: "Pimpinan Akademik",
      industryLead: "Pimpinan Industri",
      technicalAdvisor: "Penasihat Teknis",
      workforceDevelopment: "Pengembangan Tenaga Kerja",
      regionalAdvisor: "Penasihat Regional",
    },
    expertise: {
      reservoirModelling: "Pemodelan reservoir",
      geothermalEducation: "Pendidikan panas bumi",
      plantOperations: "Operasi pembangkit",
      drillingSafety: "Keselamatan pengeboran",
      skillsPolicy: "Kebijakan keterampilan",
      asiaPacific: "Pasar Asia-Pasifik",
    },
  },
  contributors: {
    heading: "Kontributor industri",
    lead: "Organisasi yang mendanai, meninjau, dan menguji kerangka ini.",
    tiers: {
      platinum: "Platinum",
      gold: "Emas",
      silver: "Perak",
    },
    tierLabel: "Kontributor {{tier}}",
    fictionalNote: "Nama kontributor adalah contoh fiktif.",
    become: "Menjadi kontributor",
  },
  roadmap: {
    heading: "Peta jalan pengembangan",
    lead: "Bagaimana program ini berkembang, tahap demi tahap.",
    phaseLabel: "Tahap {{number}}",
    onwards: "{{year}} dan seterusnya",
    status: {
      completed: "Selesai",
      "in-progress": "Sedang berjalan",
      upcoming: "Akan datang",
    },
    itemDone: "selesai",
    itemOpen: "belum selesai",
    phases: {
      foundation: {
        title: "Fondasi",
        items: {
          framework: "Menerbitkan kerangka kompetensi",
          board: "Membentuk dewan penasihat",
          associateExam: "Meluncurkan sertifikasi Profesional Pratama",
          first100: "100 sertifikasi pertama",
        },
      },
      growth: {
        title: "Pertumbuhan",
        items: {
          professionalExams: "Ujian jenjang Profesional dan Profesional Senior",
          trainingPartners: "Mitra pelatihan terakreditasi",
          chapters: "Cabang regional di empat benua",
          milestone1000: "1.000 profesional bersertifikat",
        },
      },
      scale: {
        title: "Perluasan",
        items: {
          expertFellowship: "Program Fellow Ahli",
          recognition: "Perjanjian saling pengakuan",
          onlineExams: "Ujian daring dengan pengawas dalam 11 bahasa",
          milestone5000: "5.000 profesional bersertifikat",
        },
      },
      maturity: {
        title: "Kematangan",
        items: {
          accreditation: "Akreditasi ISO/IEC 17024",
          research: "Observatorium riset tenaga kerja",
          continuingEducation: "Platform pendidikan berkelanjutan",
          governance: "Yayasan tata kelola independen",
        },
      },
    },
  },
  newsletter: {
    heading: "Tetap Terhubung",
    lead: "Berita industri, sumber daya baru, dan kabar terbaru seputar sertifikasi, sebulan sekali.",
    emailLabel: "Alamat email",
    placeholder: "anda@contoh.com",
    subscribe: "Berlangganan",
    subscribing: "Memproses langganan…",
    statsLabel: "Buletin dalam angka",
    stats: {
      subscribers: "Pelanggan",
      openRate: "Tingkat pembukaan",
      frequency: "Frekuensi",
      frequencyValue: "Bulanan",
      resources: "Sumber daya dibagikan",
    },
    notes: "Buletin bulanan • Tanpa spam • Berhenti berlangganan kapan saja",
    success: "Terima kasih! Periksa kotak masuk Anda: kami telah mengirim tautan untuk mengonfirmasi langganan.",
    errors: {
      required: "Silakan masukkan alamat email Anda.",
      invalid: "Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.",
      rateLimited: "Terlalu banyak percobaan. Silakan coba lagi dalam satu menit.",
      failed: "Kami tidak dapat menyimpan langganan Anda. Silakan coba lagi.",
    },
  },
  cta: {
    heading: "Siap membuktikan kompetensi Anda?",
    lead: "Ikuti kuis kesiapan, bantu membentuk kerangka kompetensi, atau hubungi tim kami.",
    startCertification: "Mulai sertifikasi",
    participateSurvey: "Ikuti survei",
    contactUs: "Hubungi kami",
  },
} satisfies Namespaces["home"];

export default home;
