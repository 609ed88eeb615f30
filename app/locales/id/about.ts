import type { PartialMessages } from "../types";

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
    mission: { title: "Misi" },
    vision: { title: "Visi" },
    values: {
      title: "Nilai-nilai kami",
      items: {
        impartiality: { title: "Imparsialitas" },
        rigour: { title: "Ketelitian" },
        openness: { title: "Keterbukaan" },
        inclusion: { title: "Inklusi" },
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
    pointsHeading: "Cara kami menjaga imparsialitas",
  },
  process: {
    heading: "Cara kerja sertifikasi",
    lead: "Empat langkah, sama untuk setiap tingkat dan setiap negara.",
    stepLabel: "Langkah {{number}}",
    steps: {
      learn: { title: "Belajar" },
      assess: { title: "Dinilai" },
      certify: { title: "Disertifikasi" },
      maintain: { title: "Mempertahankan" },
    },
  },
  standards: {
    heading: "Standar dan akreditasi",
    lead: "Program kami dibangun di atas praktik internasional yang diakui. Kami menyampaikan posisi kami apa adanya dan tidak mengklaim apa yang belum kami capai.",
    status: { alignedWith: "Selaras dengan", workingTowards: "Sedang diupayakan" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "Panduan Asosiasi Panas Bumi Internasional (IGA)" },
      regional: { title: "Asosiasi panas bumi regional" },
    },
    note: "GeoCert adalah situs demonstrasi: organisasi dan status akreditasinya fiktif.",
  },
  faq: {
    heading: "Pertanyaan umum",
    lead: "Hal-hal yang paling sering ditanyakan kandidat dan pemberi kerja.",
    items: {
      eligibility: { question: "Siapa yang dapat mengajukan sertifikasi?" },
      languages: { question: "Dalam bahasa apa saya dapat mengikuti ujian?" },
      fees: { question: "Berapa biaya sertifikasi?" },
      recertification: { question: "Bagaimana cara menjaga sertifikat saya tetap berlaku?" },
      verification: { question: "Bagaimana pemberi kerja dapat memeriksa sertifikat?" },
      privacy: { question: "Apa yang Anda lakukan dengan data pribadi saya?" },
      appeals: { question: "Dapatkah saya mengajukan banding atas keputusan?" },
      accommodations: { question: "Dapatkah saya memperoleh penyesuaian karena disabilitas?" },
      training: { question: "Apakah saya harus mengikuti kursus tertentu?" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
