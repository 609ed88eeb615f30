import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Okulandwayo",
    label: "Okulandwayo kwesitifiketi {{id}}",
    json: "Ifayela lesitifiketi (JSON)",
    badge: "Isithombe sebheji (SVG)",
    pdfA4: "Isitifiketi se-PDF (A4)",
    pdfLetter: "Isitifiketi se-PDF (i-Letter yase-US)",
    linkedIn: "Engeza kuphrofayela ye-LinkedIn",
    newTab: "ivula i-LinkedIn kuthebhu entsha",
    hint: "Ifayela le-JSON nesithombe sebheji kuphethe isitifiketi esisayiniwe, noma ubani angasihlola ekhasini lokuqinisekisa.",
  },
  badge: {
    certified: "Uqinisekisiwe",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "Isitifiketi se-GeoCert {{id}}",
    heading: "Isitifiketi",
    subheading: "sekhono lobungcweti",
    certifies: "Lokhu kuqinisekisa ukuthi",
    holds: "ufeze izidingo zohlaka lwamakhono lwe-GeoCert futhi unesitifiketi",
    issuedOn: "Sikhishwe",
    validUntil: "Sisebenza kuze kube",
    credentialId: "I-ID yesitifiketi",
    domains: "Imikhakha yamakhono",
    issuer: "Sikhishwe ngu",
    verifyHeading: "Hlola lesi sitifiketi",
    verifyText: "Skena ikhodi noma uvule ikheli elingezansi ukuze ubone isimo samanje sesitifiketi kurejista.",
    statusNote:
      "Lesi sitifiketi sibonisa isitifiketi njengoba sakhishwa; irejista kuphela ebonisa ukuthi sisasebenza yini.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
