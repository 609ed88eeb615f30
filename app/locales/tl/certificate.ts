import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Mga download",
    label: "Mga download para sa kredensyal {{id}}",
    json: "File ng kredensyal (JSON)",
    badge: "Larawan ng badge (SVG)",
    pdfA4: "PDF ng sertipiko (A4)",
    pdfLetter: "PDF ng sertipiko (US Letter)",
    linkedIn: "Idagdag sa profile sa LinkedIn",
    newTab: "binubuksan ang LinkedIn sa bagong tab",
    hint: "Nasa JSON file at sa larawan ng badge ang nilagdaang kredensyal, na masusuri ng sinuman sa pahina ng beripikasyon.",
  },
  badge: {
    certified: "Sertipikado",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "Sertipiko ng GeoCert {{id}}",
    heading: "Sertipiko",
    subheading: "ng propesyonal na kakayahan",
    certifies: "Pinatutunayan nito na si",
    holds: "ay nakatugon sa mga kinakailangan ng balangkas ng kakayahan ng GeoCert at may hawak ng kredensyal",
    issuedOn: "Inisyu",
    validUntil: "May bisa hanggang",
    credentialId: "ID ng kredensyal",
    domains: "Mga larangan ng kakayahan",
    issuer: "Inisyu ng",
    verifyHeading: "Suriin ang kredensyal na ito",
    verifyText:
      "I-scan ang code o buksan ang address sa ibaba upang makita ang kasalukuyang katayuan ng kredensyal sa rehistro.",
    statusNote:
      "Ipinapakita ng sertipikong ito ang kredensyal noong inisyu; ang rehistro lamang ang nagsasabi kung may bisa pa ito.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
