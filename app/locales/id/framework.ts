import type { Namespaces } from "../types";

/** Indonesian strings of the framework namespace (complete). */
const framework = {
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
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Membaca log sumur dan data tekanan di bawah pengawasan",
        recordsData: "Mencatat tekanan kepala sumur, laju alir, dan suhu sesuai prosedur mutu lapangan",
        explainsSystems:
          "Menjelaskan bagaimana panas, fluida, dan permeabilitas bersama-sama membentuk reservoir panas bumi",
      },
      professional: {
        interpretsTests:
          "Menafsirkan uji injeksi, uji interferensi, dan uji tekanan transien untuk memperkirakan permeabilitas-ketebalan (kh)",
        buildsModels:
          "Membangun model numerik reservoir dan mengkalibrasinya terhadap kondisi alami dan riwayat produksi",
        forecastsDecline: "Memperkirakan penurunan produksi, penurunan tekanan, dan perubahan entalpi sumur",
      },
      senior: {
        plansInjection:
          "Merancang strategi injeksi dan sumur pengganti (make-up) yang menjaga tekanan dan membatasi terobosan termal",
        reviewsModels:
          "Meninjau dan menyetujui model reservoir serta interpretasi uji pelacak (tracer) yang disusun pihak lain",
        managesMonitoring: "Memimpin program pemantauan reservoir: pelacak, mikrogravitasi, dan geokimia fluida",
      },
      expert: {
        leadsStrategy: "Memimpin strategi pengelolaan reservoir di seluruh lapangan sepanjang umur proyek",
        setsStandards: "Menetapkan praktik pemodelan dan pelaporan yang diadopsi lintas perusahaan",
        advisesCapacity: "Memberi nasihat kepada investor dan regulator tentang kapasitas lapangan yang berkelanjutan",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "Memantau pembacaan turbin, separator, dan sistem pendingin serta melaporkan penyimpangan",
        followsLoto: "Mengikuti prosedur penguncian dan penandaan (LOTO) serta izin kerja",
        routineMaintenance: "Melakukan inspeksi dan perawatan rutin di bawah pengawasan",
      },
      professional: {
        operatesUnits: "Menyalakan, menjalankan, dan mematikan unit flash, uap kering, atau biner sesuai prosedur",
        diagnosesFaults: "Mendiagnosis gangguan dari tren sistem kendali, getaran, dan data kinerja",
        managesScaling: "Menerapkan pengendalian kerak dan korosi: dosis inhibitor, penyesuaian pH, pengelolaan silika",
      },
      senior: {
        optimisesPerformance:
          "Mengoptimalkan keluaran dan ketersediaan pembangkit terhadap pasokan uap dan permintaan jaringan",
        plansOutages: "Merencanakan overhaul besar dan penghentian operasi serta mengelola anggaran perawatan",
        leadsShiftTeams: "Memimpin tim operasi dan menyelidiki insiden dengan analisis akar masalah",
      },
      expert: {
        definesStrategy: "Menetapkan strategi operasi dan pengelolaan aset untuk sekumpulan pembangkit",
        evaluatesTechnology:
          "Mengevaluasi teknologi konversi baru (hibrida, siklus gabungan, superkritis) untuk diterapkan",
        setsBenchmarks: "Menetapkan tolok ukur kinerja dan keselamatan bagi industri",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "Mengambil sampel air, gas, dan kebisingan sesuai protokol dan menjaga rantai pengawasan sampel",
        knowsImpacts:
          "Menyebutkan dampak utama operasi panas bumi: hidrogen sulfida, brine, amblesan tanah, kebisingan",
        reportsIncidents: "Segera melaporkan tumpahan dan insiden emisi",
      },
      professional: {
        runsMonitoring: "Menjalankan pemantauan lingkungan dan membandingkan hasilnya dengan batas izin",
        managesBrine: "Mengelola injeksi ulang dan pembuangan brine serta pengurangan hidrogen sulfida",
        contributesEia: "Menyumbang studi rona awal dan bab-bab analisis dampak lingkungan",
      },
      senior: {
        leadsEia: "Memimpin kajian dampak lingkungan dan sosial serta rencana pengelolaannya",
        engagesStakeholders: "Memimpin konsultasi dengan masyarakat, pemilik lahan, dan masyarakat adat",
        auditsCompliance: "Mengaudit sistem manajemen lingkungan seperti ISO 14001",
      },
      expert: {
        setsPolicy: "Membentuk kebijakan lingkungan nasional dan korporat untuk pengembangan panas bumi",
        lifecycleAssessment: "Mengarahkan kajian daur hidup dan jejak karbon di seluruh portofolio",
        advisesLenders:
          "Memberi nasihat kepada pemberi pinjaman tentang standar kinerja lingkungan dan sosial internasional",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Menjelaskan tahapan proyek panas bumi, dari eksplorasi hingga operasi",
        supportsLogistics: "Mendukung logistik lokasi, pengendalian dokumen, dan pelaporan kemajuan",
        tracksSchedules: "Memperbarui jadwal dan pelacak biaya dengan arahan",
      },
      professional: {
        managesWorkPackages:
          "Mengelola paket pekerjaan untuk well pad, sistem pengumpulan uap, atau fasilitas permukaan",
        preparesEstimates: "Menyusun perkiraan biaya dan masukan teknis untuk studi kelayakan",
        coordinatesContractors:
          "Mengoordinasikan kontraktor dan antarmuka antara pengeboran, lapangan uap, dan pembangkit",
      },
      senior: {
        leadsProjects: "Memimpin proyek melalui tahap kelayakan, pembiayaan, dan konstruksi",
        reviewsEconomics:
          "Meninjau keekonomian proyek: biaya listrik terlevelisasi, biaya modal, tingkat keberhasilan pengeboran",
        managesProcurement: "Menetapkan strategi pengadaan dan kontrak, termasuk kontrak EPC",
      },
      expert: {
        shapesPortfolio: "Membentuk portofolio pengembangan dan program panas bumi nasional",
        structuresFinance: "Menyusun struktur pembiayaan dan pembagian risiko: asuransi pengeboran, dana konsesional",
        mentorsLeaders: "Membimbing pemimpin proyek dan menetapkan praktik terbaik pengembangan",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Mengidentifikasi bahaya di lokasi (hidrogen sulfida, fluida panas, tekanan, semburan liar) dan menggunakan APD dengan benar",
        completesJsa: "Mengisi analisis keselamatan kerja (JSA) dan ikut serta dalam toolbox talk",
        knowsEmergency: "Mengetahui prosedur tanggap darurat dan evakuasi di lokasi",
      },
      professional: {
        conductsHazop: "Ikut serta dalam studi HAZID dan HAZOP serta menindaklanjuti tindakan hingga tuntas",
        maintainsRegisters: "Memelihara register risiko dengan kemungkinan, konsekuensi, dan pengendalian",
        assessesResourceRisk: "Mengkuantifikasi risiko sumber daya dengan perkiraan probabilistik (Monte Carlo)",
      },
      senior: {
        leadsRiskReviews: "Memimpin tinjauan risiko pada titik keputusan proyek dan menetapkan prioritas mitigasi",
        managesInducedSeismicity: "Mengelola risiko kegempaan terinduksi dengan protokol lampu lalu lintas",
        designsEmergencyPlans: "Merancang rencana tanggap darurat dan kelangsungan usaha",
      },
      expert: {
        setsRiskFramework: "Menetapkan kerangka risiko dan selera risiko portofolio panas bumi",
        advisesInsurers:
          "Memberi nasihat kepada perusahaan asuransi, pemberi pinjaman, dan pemerintah tentang risiko eksplorasi dan pengeboran",
        investigatesMajorIncidents:
          "Memimpin investigasi insiden besar dan mengubah pelajarannya menjadi panduan industri",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Mematuhi ketentuan izin dan aturan lokasi dalam pekerjaan sehari-hari",
        keepsRecords: "Menjaga catatan inspeksi dan kepatuhan tetap lengkap dan dapat ditelusuri",
        knowsRegulators: "Mengetahui otoritas mana yang mengatur lokasi dan kapan harus mengeskalasi masalah",
      },
      professional: {
        preparesReports: "Menyusun laporan regulasi tentang produksi, injeksi, dan emisi",
        interpretsRegulations:
          "Menafsirkan peraturan perizinan, penggunaan air, dan keselamatan untuk pekerjaan teknis",
        supportsInspections: "Mendukung inspeksi oleh otoritas dan menuntaskan temuannya",
      },
      senior: {
        securesPermits: "Memperoleh izin eksplorasi dan produksi serta perubahan izin",
        managesCompliance: "Mengelola program kepatuhan dan audit internalnya",
        negotiatesConditions: "Merundingkan ketentuan izin dengan otoritas",
      },
      expert: {
        shapesRegulation:
          "Memberi nasihat kepada pembuat undang-undang tentang hukum panas bumi, kepemilikan sumber daya, dan perizinan",
        harmonisesStandards: "Memimpin harmonisasi standar antarnegara",
        representsIndustry: "Mewakili industri dalam konsultasi regulasi",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "Mendukung pemetaan geologi, pengambilan sampel geokimia, dan survei geofisika",
        handlesSamples: "Mendeskripsikan dan menangani serbuk bor, inti bor, dan sampel fluida",
        usesGis: "Mengelola data lapangan dalam sistem informasi geografis (SIG)",
      },
      professional: {
        interpretsData: "Menafsirkan geotermometer dan data geofisika seperti survei magnetotelurik dan gaya berat",
        buildsConceptualModels: "Membangun model konseptual sumber panas, zona upflow, dan zona outflow",
        estimatesCapacity: "Memperkirakan kapasitas sumber daya dengan metode volumetrik (panas tersimpan)",
      },
      senior: {
        selectsTargets: "Memilih target sumur eksplorasi dan memadukan hasil pengeboran",
        reportsResources: "Menyusun laporan sumber daya dan cadangan sesuai kode pelaporan yang diakui",
        reviewsAssessments: "Menelaah sejawat (peer review) penilaian sumber daya yang disusun pihak lain",
      },
      expert: {
        leadsNationalAssessments: "Memimpin penilaian sumber daya nasional dan regional",
        competentPerson: "Menandatangani laporan sumber daya publik sebagai orang yang kompeten (competent person)",
        advancesMethods: "Memajukan metode penilaian untuk sistem panas bumi rekayasa (EGS) dan superkritis",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "Membantu kru rig dalam penanganan pipa, fluida pengeboran, dan penyemenan di bawah pengawasan",
        monitorsParameters: "Memantau parameter pengeboran dan suhu lumpur serta melaporkan perubahan",
        followsWellControl: "Mengikuti prosedur pengendalian sumur dan keselamatan hidrogen sulfida",
      },
      professional: {
        designsWells: "Merancang program selubung (casing), penyemenan, dan komplesi untuk sumur bersuhu tinggi",
        supervisesOperations: "Mengawasi pengeboran sebagai insinyur lokasi sumur, termasuk pengeboran berarah",
        managesDownholeProblems: "Mengatasi hilang sirkulasi, pipa terjepit, dan masalah lubang bor lainnya",
      },
      senior: {
        plansCampaigns: "Merencanakan kampanye multisumur, pemilihan rig, dan anggaran pengeboran",
        managesWellIntegrity: "Mengelola integritas sumur di seluruh lapangan, termasuk kerja ulang (workover)",
        leadsWellControl: "Memimpin kesiapan pengendalian sumur dan budaya keselamatan pengeboran",
      },
      expert: {
        setsDrillingStrategy:
          "Menetapkan strategi pengeboran dan peta jalan teknologi yang menurunkan biaya per megawatt",
        advancesTechnology: "Memajukan teknologi pengeboran dalam dan sangat panas (superhot)",
        writesCodes: "Menyusun standar dan pedoman praktik untuk pengeboran panas bumi",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
