import type { Namespaces } from "../types";

const bulkVerify = {
  meta: {
    title: "Ukuqinisekisa ngobuningi — GeoCert",
    description:
      "Ozakwethu bahlola izitifiketi ze-GeoCert ezifika ku-5,000 ngesikhathi esisodwa kusuka efayeleni le-CSV noma emigqeni enamathiselwe.",
  },
  header: {
    eyebrow: "Okozakwethu",
    title: "Ukuqinisekisa ngobuningi",
    lead: "Hlola izitifiketi eziningi ngesikhathi esisodwa: layisha ithebula lezinombolo nezibongo, noma unamathisele imigqa.",
  },
  trail: {
    partners: "Ozakwethu",
  },
  form: {
    heading: "Izitifiketi okufanele zihlolwe",
    text: "Amakholomu amabili: credential_id kanye no-last_name. Kufika emigqeni engu-{{rows}} no-{{size}} ekuhloleni ngakunye; akukho okuthumelayo okugcinwayo.",
    template: "Landa ithempulethi ye-CSV",
    file: "Ifayela le-CSV",
    fileHint: "Kuhlukaniswe ngokhefana, ngesemikholoni noma ngethebhu, UTF-8. Umugqa wezihloko awuphoqelekile.",
    or: "noma",
    paste: "Namathisela imigqa",
    pasteHint:
      "Isitifiketi esisodwa emugqeni ngamunye: inombolo, ukhefana, bese kuba isibongo. Unganamathisela amakholomu amabili asuka esipredishithini.",
    submit: "Hlola izitifiketi",
    checking: "Kuyahlolwa…",
  },
  progress: {
    label: "Inqubekela phambili yokuhlola",
    reading: "Kufundwa ifayela…",
    status: "Kuhlolwe imigqa engu-{{done}} kwengu-{{total}}",
  },
  errors: {
    empty: "Akukho okuzohlolwa: khetha ifayela noma unamathisele imigqa.",
    tooLarge: "Leli fayela likhulu kuno-{{size}}. Lihlukanise libe amafayela amancane.",
    tooManyRows: "Leli fayela linemigqa engaphezu kuka-{{rows}}. Lihlukanise libe amafayela amancane.",
    unreadable:
      "Leli fayela alikwazanga ukufundwa njenge-CSV (eduze komugqa {{line}}): hlola izimpawu zalo zokucaphuna.",
    unreadableNoLine: "Leli fayela alikwazanga ukufundwa njenge-CSV: hlola izimpawu zalo zokucaphuna.",
    rateLimited: "Kunokuhlola okuningi kakhulu kusuka ku-akhawunti yakho. Zama futhi emva kwemizuzu engu-{{minutes}}.",
    failed: "Ukuhlola akukwazanga ukuqedwa. Sicela uzame futhi.",
    idRequired: "Inombolo ayikho",
    idFormat: "Akuyona inombolo yesitifiketi",
    idCheck: "Iphutha lokubhala enombolweni (uhlamvu lokuhlola)",
    nameRequired: "Isibongo asikho",
    nameLong: "Isibongo side kakhulu",
  },
  statuses: {
    valid: "Siyasebenza",
    expired: "Siphelelwe yisikhathi",
    suspended: "Simisiwe",
    revoked: "Sihoxisiwe",
    notFound: "Asitholakalanga",
    error: "Iphutha lomugqa",
  },
  results: {
    heading: "Imiphumela",
    summary: "Isifinyezo",
    total_one: "Kuhlolwe umugqa ongu-{{formatted}}",
    total_other: "Kuhlolwe imigqa engu-{{formatted}}",
    caption: "Umphumela womugqa ngamunye",
    row: "Umugqa",
    id: "Inombolo yesitifiketi",
    lastName: "Isibongo esithunyelwe",
    status: "Isimo",
    holder: "Umnikazi",
    level: "Izinga",
    expires: "Siyasebenza kuze kube",
    download: "Landa imiphumela (CSV)",
    again: "Hlola ezinye izitifiketi",
    note: "Izinombolo zemigqa yimigqa yefayela lakho. Ukulanda kuhlola irejista kabusha futhi kuqukethe imigqa efanayo.",
  },
  csv: {
    row: "umugqa",
    credentialId: "credential_id",
    lastName: "last_name",
    status: "isimo",
    holder: "igama_lomnikazi",
    level: "izinga",
    issued: "sikhishwe_ngo",
    expires: "siphelelwa_ngo",
    error: "iphutha",
  },
} satisfies Namespaces["bulkVerify"];

export default bulkVerify;
