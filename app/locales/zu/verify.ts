import type { Namespaces } from "../types";

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
    idHint: "Njengoba iphrintiwe esitifiketini, isib. GCF-2026-7KQ4-XM. Osonhlamvukazi, izikhala namadeshi akunandaba.",
    name: "Isibongo somnikazi",
    nameHint: "Njengoba sinjalo esitifiketini; izimpawu zokuphimisa nosonhlamvukazi akunandaba.",
    submit: "Qinisekisa",
    checking: "Kuyahlolwa…",
    privacy: "Kudingeka kokubili ukuze irejista ingabhekwa yonke. Sibonisa kuphela lokho okuboniswa yisitifiketi.",
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
  statusText: {
    valid: "Lesi sitifiketi siyasebenza: umnikazi uqinisekisiwe ezingeni elingezansi.",
    expired: "Lesi sitifiketi siphelelwe yisikhathi. Umnikazi wayeqinisekisiwe, kodwa akasivuselelanga.",
    suspended: "Lesi sitifiketi simisiwe. Umnikazi angeke athembele kuso size sibuyiselwe.",
    revoked: "Lesi sitifiketi sihoxisiwe. Asisasebenzi.",
    notFound:
      "Asikho isitifiketi esifana nale nombolo nalesi sibongo. Kuqhathanise kokubili nesitifiketi, noma ucele umnikazi ikhophi.",
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
    domainsHint: "Umkhakha ngamunye uxhumanisa namakhono awo ohlakeni.",
    checked: "Kuhlolwe kurejista ebukhoma ngo-{{date}}.",
  },
  share: {
    heading: "Yabelana ngalokhu kuqinisekisa",
    text: "Isixhumanisi sihlola irejista kabusha njalo uma sivulwa, ngakho sihlala sibonisa isimo samanje.",
    link: "Isixhumanisi sokuqinisekisa",
    copy: "Kopisha isixhumanisi",
    copied: "Isixhumanisi sikopishiwe",
    qr: "Ikhodi ye-QR yesixhumanisi sokuqinisekisa",
    print: "Phrinta",
  },
  aside: {
    heading: "Indlela ukuqinisekisa okusebenza ngayo",
    items: {
      live: "Izimpendulo zivela kurejista ebukhoma, hhayi ekhophini.",
      minimal:
        "Sibonisa isimo, igama lomnikazi, izinga, izinsuku nemikhakha — asikaze sibonise imininingwane yokuxhumana.",
      limit: "Ukusesha kukhawulelwe ku-30 njalo emizuzwini eyi-10 ekuxhumekeni ngakunye, ukuze kuvinjwe ukuqagela.",
    },
    bulkHeading: "Unezitifiketi eziningi okufanele uzihlole?",
    bulkText: "Ozakwethu bangahlola izitifiketi ezifika ku-5,000 ngesikhathi esisodwa besebenzisa isipredishithi.",
    bulkLink: "Ukuqinisekisa ngobuningi",
  },
} satisfies Namespaces["verify"];

export default verify;
