import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Téléchargements",
    label: "Téléchargements de la certification {{id}}",
    json: "Fichier de la certification (JSON)",
    badge: "Image du badge (SVG)",
    pdfA4: "Certificat PDF (A4)",
    pdfLetter: "Certificat PDF (format Lettre US)",
    linkedIn: "Ajouter au profil LinkedIn",
    newTab: "ouvre LinkedIn dans un nouvel onglet",
    hint: "Le fichier JSON et l’image du badge contiennent la certification signée, que chacun peut contrôler sur la page de vérification.",
  },
  badge: {
    certified: "Certifié",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "Certificat GeoCert {{id}}",
    heading: "Certificat",
    subheading: "de compétence professionnelle",
    certifies: "Nous certifions que",
    holds: "a satisfait aux exigences du référentiel de compétences GeoCert et détient la certification",
    issuedOn: "Délivré le",
    validUntil: "Valable jusqu’au",
    credentialId: "Identifiant de la certification",
    domains: "Domaines de compétence",
    issuer: "Délivré par",
    verifyHeading: "Vérifier cette certification",
    verifyText:
      "Scannez le code ou ouvrez l’adresse ci-dessous pour voir l’état actuel de la certification dans le registre.",
    statusNote:
      "Ce certificat montre la certification telle qu’elle a été délivrée ; seul le registre indique si elle est toujours valide.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
