import type { PartialMessages } from "../types";

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
    names: { platinum: "Platinum", gold: "Emas", silver: "Perak" },
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
      apply: { title: "Mendaftar" },
      conversation: { title: "Berdiskusi dengan kami" },
      agreement: { title: "Menandatangani perjanjian" },
      onboarding: { title: "Memulai" },
    },
    apply: "Daftar menjadi mitra",
  },
  tools: {
    heading: "Alat verifikasi",
    lead: "Pastikan orang yang Anda rekrut memiliki sertifikat yang mereka nyatakan.",
    items: {
      verify: { title: "Verifikasi sertifikat", link: "Verifikasi sertifikat" },
      bulkVerify: { title: "Verifikasi massal", link: "Verifikasi banyak sertifikat" },
    },
  },
  faq: {
    heading: "Pertanyaan dari mitra",
    lead: "Jawaban yang diminta organisasi sebelum bergabung.",
    items: {
      who: { question: "Organisasi apa saja yang dapat menjadi mitra?" },
      influence: { question: "Apakah kemitraan memengaruhi keputusan sertifikasi?" },
      contribution: { question: "Berapa biaya kemitraan?" },
      changeTier: { question: "Dapatkah kami berganti tingkat kemudian?" },
      nonprofits: { question: "Adakah ketentuan khusus bagi organisasi kecil dan nirlaba?" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
