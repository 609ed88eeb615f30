import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Unduhan",
    label: "Unduhan untuk kredensial {{id}}",
    json: "Berkas kredensial (JSON)",
    badge: "Gambar lencana (SVG)",
    pdfA4: "Sertifikat PDF (A4)",
    pdfLetter: "Sertifikat PDF (Letter AS)",
    linkedIn: "Tambahkan ke profil LinkedIn",
    newTab: "membuka LinkedIn di tab baru",
    hint: "Berkas JSON dan gambar lencana memuat kredensial yang ditandatangani, yang dapat diperiksa siapa pun di halaman verifikasi.",
  },
  badge: {
    certified: "Tersertifikasi",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "Sertifikat GeoCert {{id}}",
    heading: "Sertifikat",
    subheading: "kompetensi profesional",
    certifies: "Dengan ini menyatakan bahwa",
    holds: "telah memenuhi persyaratan kerangka kompetensi GeoCert dan memegang kredensial",
    issuedOn: "Diterbitkan",
    validUntil: "Berlaku hingga",
    credentialId: "ID kredensial",
    domains: "Domain kompetensi",
    issuer: "Diterbitkan oleh",
    verifyHeading: "Periksa kredensial ini",
    verifyText: "Pindai kode atau buka alamat di bawah untuk melihat status terkini kredensial di registri.",
    statusNote:
      "Sertifikat ini menunjukkan kredensial saat diterbitkan; hanya registri yang menunjukkan apakah kredensial masih berlaku.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
