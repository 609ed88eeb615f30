import type { PartialMessages } from "../types";

const verify = {
  meta: {
    title: "Qinisekisa isitifiketi — GeoCert",
    description:
      "Hlola ukuthi umuntu unesitifiketi se-GeoCert: faka inombolo yesitifiketi nesibongo somnikazi ukuze ubone isimo saso, izinga, izinsuku nemikhakha.",
  },
  header: {
    eyebrow: "Okwabaqashi nozakwethu",
    title: "Qinisekisa isitifiketi",
    lead: "Faka inombolo yesitifiketi nesibongo somnikazi ukuze ubone kurejista ebukhoma ukuthi isitifiketi sisebenza yini.",
  },
  trail: {
    partners: "Ozakwethu",
  },
  form: {
    heading: "Sesha isitifiketi",
    id: "Inombolo yesitifiketi",
    name: "Isibongo somnikazi",
    submit: "Qinisekisa",
    checking: "Kuyahlolwa…",
  },
  errors: {
    idRequired: "Faka inombolo yesitifiketi.",
    idFormat:
      "Lena akuyona inombolo yesitifiketi. Ibukeka kanje: GCF-2026-7KQ4-XM — unyaka nezinhlamvu noma izinombolo eziyisithupha (azikaze zibe ngu-O, I, L, 0 noma 1).",
    idCheck:
      "Le nombolo inephutha lokubhala: uhlamvu olulodwa alulungile noma ezimbili zishintshene. Yiqhathanise nesitifiketi.",
    nameRequired: "Faka isibongo somnikazi.",
    nameLong: "Isibongo side kakhulu.",
    rateLimited_one: "Kunokusesha okuningi kakhulu kusuka ekuxhumekeni kwakho. Zama futhi emva komzuzu ongu-{{count}}.",
    rateLimited_other:
      "Kunokusesha okuningi kakhulu kusuka ekuxhumekeni kwakho. Zama futhi emva kwemizuzu engu-{{count}}.",
  },
  statuses: {
    valid: "Siyasebenza",
    expired: "Siphelelwe yisikhathi",
    suspended: "Simisiwe",
    revoked: "Sihoxisiwe",
    notFound: "Asitholakalanga",
  },
  result: {
    heading: "Umphumela",
    credentialId: "Inombolo yesitifiketi",
    holder: "Umnikazi",
    level: "Izinga",
    issued: "Sikhishwe",
    expires: "Siyasebenza kuze kube",
    expired: "Siphelelwe ngo",
    domains: "Imikhakha yekhono",
  },
  share: {
    heading: "Yabelana ngalokhu kuqinisekisa",
    link: "Isixhumanisi sokuqinisekisa",
    copy: "Kopisha isixhumanisi",
    copied: "Isixhumanisi sikopishiwe",
    qr: "Ikhodi ye-QR yesixhumanisi sokuqinisekisa",
    print: "Phrinta",
  },
} satisfies PartialMessages<"verify">;

export default verify;
