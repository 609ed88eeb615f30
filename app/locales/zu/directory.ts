import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "Uhlu lochwepheshe",
    description:
      "Thola ochwepheshe be-geothermal abanezitifiketi ngegama, izwe, izinga nomkhakha. Amalungu akhetha okuboniswayo; ukuxhumana kwenziwa ngefomu.",
  },
  title: "Uhlu lochwepheshe",
  search: {
    heading: "Sesha ohlwini",
    name: "Igama",
    country: "Izwe",
    level: "Izinga",
    anyLevel: "Onke amazinga",
    domain: "Umkhakha",
    anyDomain: "Yonke imikhakha",
    submit: "Sesha",
  },
  empty: "Akekho uchwepheshe osohlwini ohambisana nalokhu okusesha.",
  entry: {
    verified: "Isitifiketi siqinisekisiwe",
    level: "Izinga",
    domains: "Umkhakha",
    employer: "Umqashi",
    languages: "Izilimi",
    contact: "Xhumana",
    contactLabel: "Xhumana no-{{name}}",
  },
  profile: {
    heading: "Iphrofayela yakho ohlwini",
    signInButton: "Ngena",
    listed: "Ngifake ohlwini",
    country: "Izwe",
    city: "Idolobha",
    level: "Izinga lakho lesitifiketi",
    domains: "Umkhakha",
    employer: "Umqashi",
    bio: "Mayelana nawe",
    languages: "Izilimi",
    credentialId: "I-ID yesitifiketi (uyazikhethela)",
    save: "Londoloza iphrofayela",
    remove: "Susa iphrofayela yami",
  },
  contact: {
    message: "Umlayezo wakho",
    send: "Thumela umlayezo",
    sent: "Umlayezo wakho uthunyelwe.",
    back: "Buyela ohlwini",
  },
  errors: {
    messageShort: "Bhala okungenani izinhlamvu ezingu-20.",
    rateLimited: "Izicelo eziningi kakhulu. Sicela uzame futhi kamuva.",
    failed: "Kukhona okungahambanga kahle. Sicela uzame futhi.",
  },
  mail: {
    contactSubject: "Uhlu lwe-GeoCert: umlayezo ovela ku-{{name}}",
  },
} satisfies PartialMessages<"directory">;

export default directory;
