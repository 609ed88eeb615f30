import type { PartialMessages } from "../types";

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
    template: "Landa ithempulethi ye-CSV",
    file: "Ifayela le-CSV",
    or: "noma",
    paste: "Namathisela imigqa",
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
    row: "Umugqa",
    id: "Inombolo yesitifiketi",
    lastName: "Isibongo esithunyelwe",
    status: "Isimo",
    holder: "Umnikazi",
    level: "Izinga",
    expires: "Siyasebenza kuze kube",
    download: "Landa imiphumela (CSV)",
    again: "Hlola ezinye izitifiketi",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
