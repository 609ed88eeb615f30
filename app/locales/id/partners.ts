import type { Namespaces } from "../types";

/** Indonesian strings of the partners namespace (complete). */
const partners = {
  meta: {
    title: "Mitra — GeoCert",
    description:
      "Organisasi yang mendanai, meninjau, dan menguji program GeoCert, manfaat setiap tingkat kemitraan, cara menjadi mitra, dan alat verifikasi sertifikat.",
  },
  header: {
    eyebrow: "Mitra",
    title: "Mitra dan kontributor",
    lead: "Pemberi kerja, pengembang, dan lembaga pelatihan yang mendanai, meninjau, dan menguji program tanpa hak suara atas siapa yang disertifikasi.",
  },
  tiers: {
    heading: "Kontributor kami",
    lead: "Tiga tingkat dukungan. Setiap kontributor menerima aturan imparsialitas yang sama, apa pun tingkatnya.",
    tierLabel: "Kontributor {{tier}}",
    names: {
      platinum: "Platinum",
      gold: "Emas",
      silver: "Perak",
    },
    fictionalNote: "Semua organisasi yang disebut di halaman ini adalah contoh fiktif.",
  },
  benefits: {
    heading: "Manfaat mitra",
    lead: "Apa yang termasuk dalam setiap tingkat, untuk setiap tahun kemitraan.",
    caption: "Manfaat menurut tingkat kemitraan",
    benefit: "Manfaat",
    included: "Termasuk",
    notIncluded: "Tidak termasuk",
    perYear: "{{value}} per tahun",
    rows: {
      listing: "Dicantumkan di situs ini dan di laporan tahunan",
      bulkVerification: "Verifikasi massal sertifikat kandidat",
      examVouchers: "Voucher ujian untuk staf",
      eventPlaces: "Tempat gratis di acara GeoCert",
      reviewPanels: "Kursi di panel tinjauan teknis",
      coHostedEvents: "Acara regional yang diselenggarakan bersama",
      pilotAccess: "Akses awal ke ujian percontohan",
      workingGroup: "Seorang anggota di kelompok kerja kerangka",
    },
    note: "Panel tinjauan memberi masukan atas kerangka; mereka tidak pernah melihat soal ujian yang digunakan atau hasil kandidat.",
  },
  join: {
    heading: "Cara menjadi mitra",
    lead: "Dari pertanyaan pertama hingga perjanjian ditandatangani biasanya memakan waktu empat hingga enam minggu.",
    steps: {
      apply: {
        title: "Mendaftar",
        text: "Ceritakan tentang organisasi Anda dan tingkat kemitraan yang Anda inginkan melalui formulir daring.",
      },
      conversation: {
        title: "Berdiskusi dengan kami",
        text: "Tim kemitraan kami akan menelepon Anda untuk menyepakati tujuan, manfaat, dan kontribusi untuk tingkat Anda.",
      },
      agreement: {
        title: "Menandatangani perjanjian",
        text: "Perjanjian mencakup komitmen imparsialitas kami, yang diterima oleh setiap mitra.",
      },
      onboarding: {
        title: "Memulai",
        text: "Kami menambahkan Anda ke situs, menyiapkan akun verifikasi Anda, dan mengirimkan voucer ujian Anda.",
      },
    },
    apply: "Daftar menjadi mitra",
  },
  tools: {
    heading: "Alat verifikasi",
    lead: "Pastikan orang yang Anda rekrut memiliki sertifikat yang mereka nyatakan.",
    items: {
      verify: {
        title: "Verifikasi sertifikat",
        text: "Masukkan nomor sertifikat untuk melihat pemegang, tingkat, dan statusnya.",
        link: "Verifikasi sertifikat",
      },
      bulkVerify: {
        title: "Verifikasi massal",
        text: "Unggah daftar nomor sertifikat dan periksa semuanya sekaligus: dirancang untuk tim rekrutmen dan kontraktor.",
        link: "Verifikasi banyak sertifikat",
      },
    },
  },
  faq: {
    heading: "Pertanyaan dari mitra",
    lead: "Jawaban yang diminta organisasi sebelum bergabung.",
    items: {
      who: {
        question: "Organisasi apa saja yang dapat menjadi mitra?",
        answer:
          "Pemberi kerja, pengembang, operator, produsen peralatan, konsultan, universitas, dan penyedia pelatihan yang aktif di bidang energi panas bumi, di negara mana pun.",
      },
      influence: {
        question: "Apakah kemitraan memengaruhi keputusan sertifikasi?",
        answer:
          "Tidak. Mitra tidak pernah melihat soal ujian, tidak ikut menilai, dan tidak mengetahui hasil kandidat. Komite imparsialitas kami meninjau setiap kemitraan setahun sekali.",
      },
      contribution: {
        question: "Berapa biaya kemitraan?",
        answer:
          "Kontribusi tahunan bergantung pada tingkat dan ukuran organisasi Anda; kami menyepakatinya dalam pembicaraan pertama dan memublikasikan skalanya dalam laporan tahunan kami.",
      },
      changeTier: {
        question: "Dapatkah kami berganti tingkat kemudian?",
        answer: "Ya, pada setiap perpanjangan tahunan. Manfaat tingkat baru berlaku mulai tanggal perpanjangan.",
      },
      nonprofits: {
        question: "Adakah ketentuan khusus bagi organisasi kecil dan nirlaba?",
        answer:
          "Ya. Universitas, organisasi nirlaba, dan perusahaan dengan kurang dari 50 karyawan membayar kontribusi yang dikurangi untuk tingkat Perak.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
