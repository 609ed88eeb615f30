import type { Namespaces } from "../types";

/** Indonesian strings of the Expert portfolio and panel (complete; decision 053). */
const examPanel = {
  mail: {
    greeting: "Halo {{name}},",
    subject: "Hasil panel atas portofolio Anda",
    released:
      "Nilai portofolio dan wawancara Anda sudah tercatat, dan administrasi ujian telah merilis hasil panel: {{outcome}}. Halaman ujian Anda menampilkannya; keputusan sertifikasi mempertimbangkan ujian tertulis dan panel Anda.",
    passed: "lulus",
    notPassed: "tidak lulus",
    link: "Buka halaman ujian Anda",
  },
} satisfies Namespaces["examPanel"];

export default examPanel;
