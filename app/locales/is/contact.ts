import type { Namespaces } from "../types";

const contact = {
  meta: {
    title: "Hafa samband — GeoCert",
    description: "Spurningar um vottun, próf, staðfestingu eða samstarf? Skrifaðu teymi GeoCert.",
  },
  title: "Hafðu samband",
  lead: "Spurningar um vottun, próf, staðfestingu skírteina eða samstarf: teymið okkar svarar innan tveggja virkra daga.",
  form: {
    heading: "Sendu okkur skilaboð",
    name: "Nafnið þitt",
    email: "Netfang",
    emailHint: "Við svörum á þetta netfang og deilum því aldrei með öðrum.",
    organisation: "Fyrirtæki eða stofnun",
    topic: "Efni",
    topicPlaceholder: "Veldu efni…",
    message: "Skilaboð",
    messageHint: "Að minnsta kosti 20 stafir. Vinsamlegast sendu ekki persónuleg skjöl.",
    submit: "Senda skilaboð",
    privacy: "Við geymum skilaboðin þín til að geta svarað þeim og eyðum þeim eftir tvö ár.",
  },
  topics: {
    certification: "Vottun og inntökuskilyrði",
    exam: "Próf og próftímabil",
    verification: "Staðfesting skírteinis",
    partnership: "Samstarf og framlög",
    training: "Fræðsluaðilar",
    media: "Fjölmiðlar",
    other: "Annað",
  },
  errors: {
    name: "Vinsamlegast sláðu inn nafnið þitt (að minnsta kosti 2 stafi).",
    nameLong: "Vinsamlegast styttu nafnið í mest 120 stafi.",
    email: "Vinsamlegast sláðu inn gilt netfang, t.d. nafn@example.com.",
    organisationLong: "Vinsamlegast styttu heiti fyrirtækis eða stofnunar í mest 160 stafi.",
    topic: "Vinsamlegast veldu efni.",
    messageShort: "Vinsamlegast skrifaðu að minnsta kosti 20 stafi svo að við getum aðstoðað þig.",
    messageLong: "Vinsamlegast hafðu skilaboðin styttri en 5.000 stafi.",
    rateLimited: "Þú hefur þegar sent nokkur skilaboð. Vinsamlegast reyndu aftur eftir klukkustund.",
    failed: "Ekki tókst að senda skilaboðin. Vinsamlegast reyndu aftur eða sendu okkur tölvupóst.",
  },
  sent: {
    heading: "Takk fyrir, skilaboðin þín hafa verið send",
    text: "Við höfum sent þér staðfestingu í tölvupósti og svörum innan tveggja virkra daga.",
    another: "Senda önnur skilaboð",
  },
  office: {
    heading: "Skrifstofa",
    address: "Skrifstofa GeoCert (skálduð)\nVarmaflæðisgata 12\n105 Reykjavík, Ísland",
    hours: "Mánudaga til föstudaga, 09:00–17:00 (GMT)",
    emailLabel: "Netfang",
    hoursLabel: "Opnunartími",
    addressLabel: "Heimilisfang",
  },
  faq: {
    complaints: "Leggja fram kvörtun",
    heading: "Áður en þú skrifar",
    text: "Svör við mörgum spurningum er að finna á þessum síðum:",
    about: "Hvernig vottun fer fram og algengar spurningar",
    certifications: "Stig, inntökuskilyrði, próf og gjöld",
    events: "Næstu próftímabil og viðburðir",
    partners: "Gerast samstarfsaðili",
  },
  mail: {
    confirmationSubject: "Við höfum móttekið skilaboðin þín — GeoCert",
    confirmationBody:
      "Góðan dag.\n\nTakk fyrir að hafa samband við GeoCert. Við tókum við skilaboðum þínum um „{{topic}}“ {{date}} og svörum innan tveggja virkra daga.\n\nTilvísunarnúmer þitt: {{reference}}\n\nEf þú skrifaðir okkur ekki geturðu hunsað þennan tölvupóst.\n\nGeoCert-teymið",
  },
} satisfies Namespaces["contact"];

export default contact;
