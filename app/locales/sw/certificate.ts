import type { Namespaces } from "../types";

const certificate = {
  downloads: {
    heading: "Vipakuliwa",
    label: "Vipakuliwa vya cheti {{id}}",
    json: "Faili ya cheti (JSON)",
    badge: "Picha ya beji (SVG)",
    pdfA4: "Cheti cha PDF (A4)",
    pdfLetter: "Cheti cha PDF (Letter ya Marekani)",
    linkedIn: "Ongeza kwenye wasifu wa LinkedIn",
    newTab: "hufungua LinkedIn kwenye kichupo kipya",
    hint: "Faili ya JSON na picha ya beji zina cheti kilichotiwa saini, ambacho mtu yeyote anaweza kukikagua kwenye ukurasa wa uthibitishaji.",
  },
  badge: {
    certified: "Amethibitishwa",
    title: "{{level}} — {{name}}",
  },
  pdf: {
    documentTitle: "Cheti cha GeoCert {{id}}",
    heading: "Cheti",
    subheading: "cha umahiri wa kitaaluma",
    certifies: "Hii inathibitisha kwamba",
    holds: "ametimiza masharti ya mfumo wa umahiri wa GeoCert na anamiliki cheti",
    issuedOn: "Kimetolewa",
    validUntil: "Halali hadi",
    credentialId: "Kitambulisho cha cheti",
    domains: "Nyanja za umahiri",
    issuer: "Kimetolewa na",
    verifyHeading: "Kagua cheti hiki",
    verifyText: "Changanua msimbo au fungua anwani iliyo hapa chini ili kuona hali ya sasa ya cheti katika sajili.",
    statusNote: "Cheti hiki kinaonyesha hali ya cheti kilipotolewa; sajili pekee ndiyo huonyesha kama bado ni halali.",
  },
} satisfies Namespaces["certificate"];

export default certificate;
