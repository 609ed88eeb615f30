import type { Namespaces } from "../types";

/** Indonesian strings of the about namespace (complete). */
const about = {
  meta: {
    title: "Tentang Kami — GeoCert",
    description:
      "Siapa GeoCert: misi, tata kelola, independensi, cara kerja sertifikasi, standar yang kami ikuti, dan jawaban atas pertanyaan umum.",
  },
  header: {
    eyebrow: "Tentang GeoCert",
    title: "Lembaga sertifikasi bagi para profesional energi panas bumi",
    lead: "GeoCert adalah lembaga independen nirlaba yang menguji dan menyertifikasi kompetensi profesional panas bumi, di mana pun mereka bekerja.",
  },
  toc: {
    "who-we-are": "Siapa kami",
    governance: "Tata kelola",
    independence: "Independensi dan imparsialitas",
    "how-it-works": "Cara kerja sertifikasi",
    standards: "Standar dan akreditasi",
    faq: "Pertanyaan umum",
  },
  who: {
    heading: "Siapa kami",
    lead: "Didirikan oleh praktisi, pendidik, dan pemberi kerja yang menginginkan satu bukti kompetensi yang tepercaya dan diakui di mana saja.",
    mission: {
      title: "Misi",
      text: "Menjadikan kompetensi para profesional panas bumi terlihat dan dapat dibandingkan lintas negara, melalui sertifikasi yang adil, ketat, dan terjangkau.",
    },
    vision: {
      title: "Visi",
      text: "Dunia tempat setiap proyek panas bumi dibangun dan dioperasikan oleh orang-orang yang keterampilannya diakui, apa pun negara, bahasa, atau jalur mereka masuk ke industri ini.",
    },
    values: {
      title: "Nilai-nilai kami",
      items: {
        impartiality: {
          title: "Imparsialitas",
          text: "Keputusan hanya didasarkan pada bukti kompetensi, tidak pernah pada siapa yang membayar, melatih, atau mempekerjakan kandidat.",
        },
        rigour: {
          title: "Ketelitian",
          text: "Setiap ujian disusun dari kerangka yang dipublikasikan, ditinjau oleh pakar di bidangnya, dan diperiksa secara statistik.",
        },
        openness: {
          title: "Keterbukaan",
          text: "Kerangka, biaya, kebijakan, dan tingkat kelulusan kami dipublikasikan, dan siapa pun dapat memverifikasi sertifikat.",
        },
        inclusion: {
          title: "Inklusi",
          text: "Ujian dalam 11 bahasa, keringanan biaya di wilayah berpendapatan lebih rendah, dan penyesuaian bagi kandidat yang membutuhkannya.",
        },
      },
    },
  },
  governance: {
    heading: "Tata kelola",
    lead: "Dewan direksi bertanggung jawab atas GeoCert; dewan penasihat yang terdiri dari praktisi dan akademisi mengarahkan kerangka kompetensi.",
    directorsHeading: "Dewan direksi",
    directorsLead:
      "Enam direktur yang dipilih untuk masa jabatan tiga tahun. Sedikitnya dua orang independen dari industri dan satu orang adalah praktisi bersertifikat.",
    advisoryHeading: "Dewan penasihat",
    advisoryLead: "Praktisi dan akademisi dari lima benua meninjau kerangka dan kisi-kisi ujian.",
    fictionalNote: "Orang-orang yang ditampilkan adalah contoh fiktif.",
    directorRoles: {
      chair: "Ketua",
      viceChair: "Wakil Ketua",
      treasurer: "Bendahara",
      secretary: "Sekretaris",
      publicInterest: "Direktur kepentingan publik",
      practitioner: "Direktur praktisi",
    },
    backgrounds: {
      energyRegulation: "Regulasi energi",
      geothermalEngineering: "Teknik panas bumi",
      publicFinance: "Keuangan publik",
      vocationalEducation: "Pendidikan vokasi",
      consumerProtection: "Perlindungan konsumen",
      plantOperations: "Operasi pembangkit",
    },
    advisoryRoles: {
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
  independence: {
    heading: "Independensi dan imparsialitas",
    lead: "Sertifikat hanya bernilai sebesar kepercayaan di baliknya. Aturan-aturan ini menjaga keputusan kami bebas dari tekanan komersial.",
    statement:
      "GeoCert menyertifikasi orang; GeoCert tidak melatih mereka. Kontributor dan mitra mendanai program, tetapi tidak memiliki suara dalam isi ujian, penilaian, atau keputusan sertifikasi. Setiap orang yang terlibat dalam sertifikasi menyatakan kepentingannya, dan dewan direksi meninjau risiko terhadap imparsialitas setahun sekali serta mempublikasikan hasilnya.",
    pointsHeading: "Cara kami menjaga imparsialitas",
    points: {
      separation:
        "Pelatihan dan sertifikasi dipisahkan: tidak ada orang yang melatih seorang kandidat boleh menguji atau memutuskan kelulusan kandidat tersebut.",
      conflicts:
        "Penguji, penulis soal, dan direktur menyatakan konflik kepentingan, yang dicatat dalam register yang kami tinjau setiap tahun.",
      committee:
        "Komite imparsialitas, dengan anggota dari kalangan pemberi kerja, pekerja, pendidik, dan masyarakat, dapat membatalkan keputusan yang membahayakan imparsialitas.",
      decisions: "Keputusan sertifikasi diambil oleh peninjau terlatih yang tidak ikut serta dalam penilaian kandidat.",
    },
  },
  process: {
    heading: "Cara kerja sertifikasi",
    lead: "Empat langkah, sama untuk setiap tingkat dan setiap negara.",
    stepLabel: "Langkah {{number}}",
    steps: {
      learn: {
        title: "Belajar",
        text: "Pelajari kerangka kompetensi untuk tingkat Anda, melalui penyedia pelatihan mana pun atau sambil bekerja. Panduan belajar dan soal latihan gratis tersedia di sumber belajar kami.",
      },
      assess: {
        title: "Dinilai",
        text: "Daftar dengan bukti pengalaman Anda, lalu ikuti ujian yang diawasi dalam bahasa Anda di pusat ujian atau secara daring; tingkat yang lebih tinggi menambahkan uji praktik atau tinjauan portofolio.",
      },
      certify: {
        title: "Disertifikasi",
        text: "Peninjau independen memeriksa hasilnya. Kandidat yang lulus menerima sertifikat digital dan catatan publik yang dapat diverifikasi oleh pemberi kerja.",
      },
      maintain: {
        title: "Mempertahankan",
        text: "Sertifikat berlaku {{years}} tahun. Jaga agar tetap berlaku dengan pengembangan profesional berkelanjutan dan dengan mematuhi kode etik.",
      },
    },
  },
  standards: {
    heading: "Standar dan akreditasi",
    lead: "Program kami dibangun di atas praktik internasional yang diakui. Kami menyampaikan posisi kami apa adanya dan tidak mengklaim apa yang belum kami capai.",
    status: {
      alignedWith: "Selaras dengan",
      workingTowards: "Sedang diupayakan",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "Standar internasional bagi lembaga yang menyertifikasi orang. Kebijakan kami mengikuti persyaratannya, dan kami sedang bersiap mengajukan akreditasi kepada lembaga akreditasi nasional; kami belum terakreditasi.",
      },
      iga: {
        title: "Panduan Asosiasi Panas Bumi Internasional (IGA)",
        text: "Kerangka kompetensi kami mengacu pada panduan IGA yang dipublikasikan tentang keterampilan dan praktik baik panas bumi. Keselarasan ini adalah upaya kami sendiri; ini bukan dukungan resmi dari IGA.",
      },
      regional: {
        title: "Asosiasi panas bumi regional",
        text: "Kami memetakan tingkat-tingkat kami ke panduan asosiasi regional dan kerangka kualifikasi nasional, sehingga sertifikat dapat disandingkan dengan kualifikasi setempat.",
      },
    },
    note: "GeoCert adalah situs demonstrasi: organisasi dan status akreditasinya fiktif.",
  },
  faq: {
    heading: "Pertanyaan umum",
    lead: "Hal-hal yang paling sering ditanyakan kandidat dan pemberi kerja.",
    items: {
      eligibility: {
        question: "Siapa yang dapat mengajukan sertifikasi?",
        answer:
          "Siapa pun yang bekerja atau akan masuk ke sektor panas bumi. Tingkat Awal tidak memerlukan pengalaman; tingkat Profesional memerlukan {{professionalYears}} tahun pengalaman kerja yang relevan, Profesional Senior {{seniorYears}} tahun, dan Fellow Ahli rekam jejak kepemimpinan yang ditinjau oleh panel.",
      },
      languages: {
        question: "Dalam bahasa apa saya dapat mengikuti ujian?",
        answer:
          "Dalam 11 bahasa situs ini: Inggris, Prancis, Spanyol, Indonesia, Filipino, Jepang, Tionghoa, Swahili, Zulu, Islandia, dan Turki. Setiap terjemahan ditinjau oleh insinyur yang berpraktik.",
      },
      fees: {
        question: "Berapa biaya sertifikasi?",
        answer:
          "Biaya bergantung pada tingkat dan dipublikasikan secara lengkap sebelum Anda mendaftar. Kandidat dari negara berpendapatan lebih rendah membayar biaya yang dikurangi, dan pelajar membayar setengahnya. Tidak ada biaya tersembunyi untuk ujian ulang dalam satu tahun.",
      },
      recertification: {
        question: "Bagaimana cara menjaga sertifikat saya tetap berlaku?",
        answer:
          "Setiap {{years}} tahun, Anda menunjukkan {{minHours}} sampai {{maxHours}} jam pengembangan profesional berkelanjutan, tergantung tingkatnya, dan menyatakan bahwa Anda mematuhi kode etik. Jika sertifikat kedaluwarsa, Anda memiliki {{reinstatementMonths}} bulan untuk memperpanjangnya tanpa mengulang ujian.",
      },
      verification: {
        question: "Bagaimana pemberi kerja dapat memeriksa sertifikat?",
        answer:
          "Setiap sertifikat memiliki catatan publik berisi nama pemegang, tingkat, dan statusnya. Pemberi kerja memeriksa satu catatan dengan nomornya, atau banyak sekaligus dengan alat verifikasi massal kami.",
      },
      privacy: {
        question: "Apa yang Anda lakukan dengan data pribadi saya?",
        answer:
          "Kami menggunakannya hanya untuk menjalankan sertifikasi Anda. Catatan publik menampilkan nama, tingkat, nomor sertifikat, dan status Anda, tidak lebih. Anda dapat meminta salinan data Anda atau penghapusannya kapan saja, dengan memperhatikan catatan yang wajib kami simpan.",
      },
      appeals: {
        question: "Dapatkah saya mengajukan banding atas keputusan?",
        answer:
          "Ya. Anda dapat mengajukan banding atas hasil ujian atau keputusan sertifikasi dalam waktu 30 hari. Panel banding yang terdiri dari orang-orang yang tidak terlibat dalam keputusan awal akan meninjaunya dan menjawab dalam 30 hari.",
      },
      accommodations: {
        question: "Dapatkah saya memperoleh penyesuaian karena disabilitas?",
        answer:
          "Ya. Waktu tambahan, pembaca, cetakan huruf besar, jeda istirahat, atau tempat yang mudah diakses dapat diatur. Sampaikan saat Anda mendaftar; permintaan ditangani secara rahasia.",
      },
      training: {
        question: "Apakah saya harus mengikuti kursus tertentu?",
        answer:
          "Tidak. Kami tidak mewajibkan atau menjual pelatihan. Kursus, program universitas, atau pengalaman apa pun yang membangun kompetensi dalam kerangka dapat mempersiapkan Anda.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
