import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Descargas",
    label: "Descargas de la credencial {{id}}",
    json: "Archivo de la credencial (JSON)",
    badge: "Imagen de la insignia (SVG)",
    pdfA4: "Certificado en PDF (A4)",
    pdfLetter: "Certificado en PDF (carta EE. UU.)",
    linkedIn: "Añadir al perfil de LinkedIn",
    newTab: "abre LinkedIn en una pestaña nueva",
    hint: "El archivo JSON y la imagen de la insignia contienen la credencial firmada, que cualquiera puede comprobar en la página de verificación.",
  },
  badge: {
    certified: "Certificado",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "Certificado GeoCert {{id}}",
    heading: "Certificado",
    subheading: "de competencia profesional",
    certifies: "Se certifica que",
    holds: "ha cumplido los requisitos del marco de competencias de GeoCert y posee la credencial",
    issuedOn: "Emitido",
    validUntil: "Válido hasta",
    credentialId: "ID de la credencial",
    domains: "Dominios de competencia",
    issuer: "Emitido por",
    verifyHeading: "Compruebe esta credencial",
    verifyText:
      "Escanee el código o abra la dirección de abajo para ver el estado actual de la credencial en el registro.",
    statusNote:
      "Este certificado muestra la credencial tal como se emitió; solo el registro indica si sigue siendo válida.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
