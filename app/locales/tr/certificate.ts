import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "İndirmeler",
    label: "{{id}} sertifikası için indirmeler",
    json: "Sertifika dosyası (JSON)",
    badge: "Rozet görseli (SVG)",
    pdfA4: "Sertifika PDF (A4)",
    pdfLetter: "Sertifika PDF (ABD Letter)",
    linkedIn: "LinkedIn profiline ekle",
    newTab: "LinkedIn’i yeni sekmede açar",
    hint: "JSON dosyası ve rozet görseli, herkesin doğrulama sayfasında kontrol edebileceği imzalı sertifikayı taşır.",
  },
  badge: {
    certified: "Sertifikalı",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "GeoCert sertifikası {{id}}",
    heading: "Sertifika",
    subheading: "mesleki yeterlilik",
    certifies: "Bu belge şunu onaylar:",
    holds: "GeoCert yetkinlik çerçevesinin gereklerini karşılamış olup şu sertifikaya sahiptir",
    issuedOn: "Veriliş tarihi",
    validUntil: "Geçerlilik sonu",
    credentialId: "Sertifika numarası",
    domains: "Yetkinlik alanları",
    issuer: "Veren kuruluş",
    verifyHeading: "Bu sertifikayı doğrulayın",
    verifyText: "Sertifikanın kayıttaki güncel durumunu görmek için kodu okutun veya aşağıdaki adresi açın.",
    statusNote:
      "Bu belge sertifikayı verildiği hâliyle gösterir; hâlâ geçerli olup olmadığını yalnızca kayıt gösterir.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
