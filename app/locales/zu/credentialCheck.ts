import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Qinisekisa ifayela lesitifiketi",
    lead: "Ingabe othile ukunike isitifiketi se-GeoCert njengefayela? Sihlole lapha: isiginesha yaso, ukhiye wethu wokusayina, isimo saso samanje nezinsuku zaso.",
    fileLabel: "Ifayela lesitifiketi",
    fileHint:
      "Isitifiketi njenge-JSON (.json) noma isithombe sebheji esinesitifiketi ngaphakathi (.svg), singedluli ku-{{size}}.",
    dropHint: "noma ulahle ifayela lapha",
    chosen: "Okukhethiwe: {{name}}",
    submit: "Hlola ifayela",
    checking: "Kuyahlolwa…",
    privacy: "Ifayela lihlolwa kuseva yethu futhi aligcinwa.",
    apiNote:
      "Izinhlelo zabaqashi zingathumela ifayela elifanayo ku-POST /api/credentials/verify futhi zithole impendulo njenge-JSON.",
  },
  result: {
    heading: "Umphumela wokuhlolwa kwefayela",
    checksHeading: "Ukuhlolwa",
    summaryHeading: "Okushiwo yisitifiketi",
    holder: "Umnikazi",
    achievement: "Isitifiketi sezinga",
    issuer: "Okhiphile",
    validFrom: "Sisebenza kusukela",
    validUntil: "Sisebenza kuze kube",
    id: "Ikheli lesitifiketi",
  },
  outcome: { pass: "Kuphumelele", fail: "Kuhlulekile", skipped: "Akuhlolwanga" },
  verdicts: {
    valid: {
      title: "Isitifiketi esivumelekile",
      text: "Ifayela liyisitifiketi sangempela se-GeoCert, asikashintshwa selokhu sasisayina, asihoxisiwe futhi asimisiwe, futhi sisesikhathini saso sokusebenza.",
    },
    revoked: { title: "Sihoxisiwe", text: "Isitifiketi singesangempela, kodwa i-GeoCert isihoxisile. Asisasebenzi." },
    suspended: {
      title: "Simisiwe",
      text: "Isitifiketi singesangempela, kodwa i-GeoCert isimisile okwamanje. Asisebenzi ngesikhathi simisiwe.",
    },
    expired: {
      title: "Siphelelwe yisikhathi",
      text: "Isitifiketi singesangempela, kodwa isikhathi saso sokusebenza siphelile.",
    },
    notYetValid: {
      title: "Asikaqali ukusebenza",
      text: "Isitifiketi singesangempela, kodwa isikhathi saso sokusebenza asikaqali.",
    },
    tampered: {
      title: "Sishintshiwe noma isiginesha ayivumelekile",
      text: "Ifayela lishintshiwe selokhu i-GeoCert yalisayina, noma isiginesha yalo akuyona eyethu. Ungalithembi.",
    },
    otherIssuer: {
      title: "Asikhishwanga yi-GeoCert",
      text: "Lesi sitifiketi sibala omunye okhiphile. Singaqinisekisa kuphela izitifiketi esizikhiphile: cela okhiphile ukuthi asiqinisekise.",
    },
    statusUnavailable: {
      title: "Isimo asikwazanga ukuhlolwa",
      text: "Isiginesha iqinile, kodwa isimo sesitifiketi asikwazanga ukufundwa okwamanje. Zama futhi emzuzwini.",
    },
    notCredential: {
      title: "Akusona isitifiketi",
      text: "Leli fayela alinaso isitifiketi se-Open Badges 3.0 esingasifunda.",
    },
  },
  checks: {
    schema: {
      label: "Ifomethi",
      ok: "Isitifiketi se-Open Badges 3.0",
      notJson: "Ifayela akuyona i-JSON evumelekile futhi akusona isithombe se-SVG",
      noBakedCredential: "Isithombe se-SVG asinaso isitifiketi",
      notCredential: "Idatha akusona isitifiketi esiqinisekiswayo",
      notOpenBadge: "Isitifiketi esiqinisekiswayo, kodwa akusona isitifiketi esiphelele se-Open Badges 3.0",
      tooLarge: "Ifayela likhulu kuno-{{size}}",
      empty: "Ifayela alinalutho",
      skipped: "Akuhlolwanga",
    },
    issuer: {
      label: "Okhiphile nokhiye",
      currentKey: "Sikhishwe yi-GeoCert, sasayinwa ngokhiye wethu wamanje",
      retiredKey: "Sikhishwe yi-GeoCert, sasayinwa ngomunye wokhiye bethu bangaphambili (sisasebenza)",
      otherIssuer: "Sikhishwe ngomunye, hhayi yi-GeoCert",
      unknownKey: "Sithi sikhishwe yi-GeoCert, kodwa ukhiye wokusayina akuyona owethu",
      skipped: "Akuhlolwanga",
    },
    proof: {
      label: "Isiginesha",
      ok: "Isiginesha iyafana: akukho okushintshiwe",
      invalid: "Isiginesha ayifani nokuqukethwe",
      skipped: "Akuhlolwanga",
    },
    status: {
      label: "Isimo",
      active: "Asihoxisiwe futhi asimisiwe",
      revoked: "Sihoxiswe yi-GeoCert",
      suspended: "Simiswe yi-GeoCert",
      unavailable: "Uhlu lwezimo alukwazanga ukufundwa",
      skipped: "Akuhlolwanga",
    },
    dates: {
      label: "Izinsuku",
      current: "Sisezinsukwini zaso zokusebenza",
      expired: "Isikhathi sokusebenza siphelile",
      notYetValid: "Isikhathi sokusebenza asikaqali",
      skipped: "Akuhlolwanga",
    },
  },
  adminKeys: {
    meta: "Okhiye bokusayina — GeoCert",
    heading: "Okhiye bokusayina izitifiketi",
    text: "Okhiye be-Ed25519 bokhiphayo basayina izitifiketi ze-Open Badges nohlu lwazo lwezimo. Okhiye abasuswe emsebenzini bahlala beshicilelwe, ngakho izitifiketi ezasayinwa ngabo ziyaqhubeka ziqinisekiswa.",
    did: "I-DID yokhiphayo",
    didDocument: "Okhiye abashicilelwe (idokhumenti ye-DID)",
    caption: "Okhiye bokusayina, omusha ekugcineni",
    columns: {
      id: "Ukhiye",
      created: "Wakhiwe",
      retired: "Wasuswa emsebenzini",
      state: "Isimo sokhiye",
      storage: "Ukugcinwa",
    },
    states: { current: "Owamanje", retired: "Ususwe emsebenzini" },
    storage: { sealed: "Uvalwe nge-ISSUER_KEY_SECRET", plain: "Awuvalwanga" },
    sealWarning:
      "I-ISSUER_KEY_SECRET ayisethiwe: okhiye abasha abayimfihlo bagcinwa bengavaliwe kusizindalwazi (bheka isinqumo 022).",
    rotate: {
      heading: "Shintsha ukhiye wokusayina",
      text: "Ukhiye omusha uzosayina kusukela manje; ukhiye wamanje uyasuswa emsebenzini kodwa uhlala ushicilelwe. Izitifiketi ezasayinwa ngaphambili ziyaqhubeka ziqinisekiswa.",
      confirm: "Yebo, susa ukhiye wamanje emsebenzini bese wakha omusha",
      submit: "Shintsha ukhiye wokusayina",
    },
    done: {
      rotated: "Ukhiye wokusayina ushintshiwe: {{id}} uzosayina kusukela manje.",
      alreadyRotated: "Omunye umuntu ubesanda kushintsha ukhiye: {{id}} uzosayina kusukela manje.",
    },
    errors: { confirm: "Khetha ibhokisi ukuze uqinisekise ukushintsha." },
  },
  errors: {
    fileRequired: "Khetha ifayela lesitifiketi (.json noma .svg).",
    tooLarge: "Ifayela likhulu kuno-{{size}}.",
    rateLimited_one:
      "Ukuhlolwa okuningi kakhulu kusukela kuxhumano lwakho. Sicela uzame futhi emva komzuzu ongu-{{count}}.",
    rateLimited_other:
      "Ukuhlolwa okuningi kakhulu kusukela kuxhumano lwakho. Sicela uzame futhi emva kwemizuzu engu-{{count}}.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
