import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Niðurhal",
    label: "Niðurhal fyrir vottun {{id}}",
    json: "Vottunarskrá (JSON)",
    badge: "Merki sem mynd (SVG)",
    pdfA4: "Skírteini sem PDF (A4)",
    pdfLetter: "Skírteini sem PDF (US Letter)",
    linkedIn: "Bæta við LinkedIn-prófíl",
    newTab: "opnar LinkedIn í nýjum flipa",
    hint: "JSON-skráin og merkið geyma undirritaða vottun sem hver sem er getur kannað á staðfestingarsíðunni.",
  },
  badge: {
    certified: "Vottað",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "GeoCert-skírteini {{id}}",
    heading: "Skírteini",
    subheading: "um faglega hæfni",
    certifies: "Hér með er staðfest að",
    holds: "hefur uppfyllt kröfur hæfniramma GeoCert og hlotið vottunina",
    issuedOn: "Útgefið",
    validUntil: "Gildir til",
    credentialId: "Auðkenni vottunar",
    domains: "Hæfnisvið",
    issuer: "Útgefandi",
    verifyHeading: "Kannaðu þessa vottun",
    verifyText:
      "Skannaðu kóðann eða opnaðu slóðina hér fyrir neðan til að sjá núverandi stöðu vottunarinnar í skránni.",
    statusNote: "Skírteinið sýnir vottunina eins og hún var gefin út; aðeins skráin sýnir hvort hún er enn í gildi.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
