import type { Namespaces } from "../types";

const renewal = {
  meta: {
    title: "Vuselela i-{{id}} — GeoCert",
    description:
      "Vuselela isitifiketi sakho se-GeoCert: inqubekela phambili ye-CPD, okusashoda, nesicelo sokuvuselela.",
    adminTitle: "Ukuvuselelwa — Ukuphatha kwe-GeoCert",
    adminDetailTitle: "Ukuvuselelwa kwe-{{id}} — Ukuphatha kwe-GeoCert",
  },
  page: {
    title: "Vuselela isitifiketi sakho",
    lead: {
      valid: "{{certification}}, isitifiketi {{id}}, sisebenza kuze kube ngu-{{date}}.",
      expired: "{{certification}}, isitifiketi {{id}}, siphelelwe yisikhathi ngo-{{date}}.",
      grace:
        "{{certification}}, isitifiketi {{id}}, siphelelwe yisikhathi ngo-{{date}}. Uthumele isicelo sakho sokuvuselela kungakadluli lolo suku, ngakho sisasebenza phakathi nesikhathi sokubekezelelwa, kuze kube ngu-{{until}}, ngesikhathi isicelo sihlolwa.",
      suspended: "{{certification}}, isitifiketi {{id}}, simisiwe.",
      revoked: "{{certification}}, isitifiketi {{id}}, sihoxisiwe.",
    },
    credentials: "Izitifiketi zami",
    phase: {
      notYet_one:
        "Ukuvuselela kuvulwa ngo-{{opens}}, inyanga engu-{{count}} ngaphambi kokuba isitifiketi sakho siphelelwe yisikhathi ngo-{{date}}. Qhubeka ubhala i-CPD yakho kuze kube yilapho.",
      notYet_other:
        "Ukuvuselela kuvulwa ngo-{{opens}}, izinyanga ezingu-{{count}} ngaphambi kokuba isitifiketi sakho siphelelwe yisikhathi ngo-{{date}}. Qhubeka ubhala i-CPD yakho kuze kube yilapho.",
      open: "Ukuvuselela kuvuliwe kuze kube yilapho isitifiketi sakho siphelelwa yisikhathi ngo-{{date}}.",
      grace:
        "Isitifiketi sakho siphelelwe yisikhathi ngo-{{date}}. Usengasivuselela kuze kube ngu-{{graceEnds}}; ngemva kwalokho siyawa.",
      reinstatement:
        "Isitifiketi sakho sesiwile. Ungasibuyisa ngaphandle kokuhlolwa okusha kuze kube ngu-{{until}}: sivuselele njengoba kuboniswe ngezansi.",
      closed_one:
        "Isitifiketi sakho saphelelwa yisikhathi ngaphezu kwenyanga engu-{{count}} edlule, ngakho asisakwazi ukubuyiswa. Ukuze uphinde ube naso, phinda ubhale ukuhlolwa.",
      closed_other:
        "Isitifiketi sakho saphelelwa yisikhathi ngaphezu kwezinyanga ezingu-{{count}} ezedlule, ngakho asisakwazi ukubuyiswa. Ukuze uphinde ube naso, phinda ubhale ukuhlolwa.",
      blocked: "Lesi sitifiketi simisiwe noma sihoxisiwe, ngakho asikwazi ukuvuselelwa lapha. Sibhalele uma unemibuzo.",
    },
    progressHeading: "I-CPD kulo mjikelezo",
    progressText:
      "Kubalwa okufakiwe okunosuku kusukela ku-{{start}} kuya ku-{{end}}, isigaba ngasinye kuze kufike emkhawulweni waso.",
    progressToday: {
      grace:
        "Imisebenzi kusukela ku-{{start}} kuze kube namuhla ibalelwa ukuvuselela, kuhlanganise naleyo eyenziwe ngemva kokuba isitifiketi sakho siphelelwe yisikhathi ngo-{{expired}}, isigaba ngasinye kuze kufike emkhawulweni waso.",
      reinstatement:
        "Imisebenzi kusukela ku-{{start}} kuze kube namuhla ibalelwa ukubuyiswa kwesitifiketi, kuhlanganise naleyo eyenziwe ngemva kokuba isitifiketi sakho siphelelwe yisikhathi ngo-{{expired}}, isigaba ngasinye kuze kufike emkhawulweni waso.",
    },
    counted: "Kubalwe amahora angu-{{counted}} kwangu-{{required}}",
    missing: "Kusashoda amahora angu-{{missing}}.",
    met: "Imfuneko ifeziwe.",
    table: {
      caption: "Amahora ngesigaba kulo mjikelezo",
      category: "Isigaba",
      logged: "Abhaliwe",
      counted: "Abaliwe",
      cap: "Umkhawulo",
      noCap: "Awukho umkhawulo",
    },
    ledger: "Vula irekhodi lakho le-CPD",
    feeHeading: "Imali yokuvuselela",
    fee: "Ye-{{certification}}: {{fee}} (amalungu / abanye). Ikhokhwa uma ukuvuselela kwakho sekwamukelwe; i-imeyili yokwamukela iyayisho.",
    submitHeading: "Cela ukuvuselela",
    submitText:
      "Abasebenzi bahlola okufakiwe okubalwe ngenhla. Ingxenye yezicelo ikhethwa ngokungahleliwe ukuze icwaningwe: lapho sicela ubufakazi bokufakiwe.",
    conduct: "Ngiyaqinisekisa ukuthi ngilandela imithetho yokuziphatha ye-GeoCert.",
    submit: "Thumela ukuvuselela kwami",
    notMetYet: "Uzokwazi ukuthumela ukuvuselela kwakho uma imfuneko isifeziwe.",
    statusHeading: "Ukuvuselela kwakho",
    sentOn: "Kuthunyelwe ngo-{{date}}.",
    status: {
      submitted: "Kuthunyelwe: abasebenzi bazokuhlola.",
      inAudit: "Kukhethelwe ucwaningo: kucelwe ubufakazi.",
      evidenceReady: "Ubufakazi bulungile: abasebenzi bayabuhlola.",
      approved: "Kwamukelwe: isitifiketi sakho sisebenza kuze kube ngu-{{date}}.",
      declined: "Kwenqatshiwe.",
    },
    auditText:
      "Sicela unamathisele ubufakazi (isitifiketi, irekhodi lokuba khona, i-invoyisi) kokufakiwe okungezansi okungenabo, erekhodini lakho le-CPD. Bese usazisa ukuthi sebulungile.",
    evidenceMissing: "Abukho ubufakazi",
    evidenceAttached: "Ubufakazi bunamathiselwe",
    evidenceReady: "Ubufakazi sebulungile",
    declinedReason: "Isizathu esinikezwe abasebenzi:",
    renewAgain: "Ungathumela isicelo esisha sokuvuselela uma usisingathile isizathu.",
    entriesHeading: "Okufakiwe okuthunyelwe ukuze kuhlolwe",
    entries: {
      caption: "Okufakiwe erekhodini okubalwe kulokhu kuvuselela",
      date: "Usuku",
      category: "Isigaba",
      hours: "Amahora",
      provider: "Umhlinzeki",
      evidence: "Ubufakazi",
    },
  },
  categories: {
    courses: "Izifundo",
    events: "Imicimbi",
    teaching: "Ukufundisa",
    publishing: "Ukushicilela",
    mentoring: "Ukweluleka",
    community: "Umphakathi",
    service: "Ukuzinikela",
  },
  admin: {
    heading: "Ukuvuselelwa",
    lead: "Izitifiketi ezizovuselelwa maduze, izicelo okufanele zihlolwe, nocwaningo oluqhubekayo.",
    expiringHeading: "Ziphelelwa yisikhathi maduze",
    within: "Phakathi kwezinsuku ezingu-{{days}}",
    chartLabel: "Izitifiketi ezisebenzayo eziphelelwa yisikhathi phakathi kwezinsuku ezingu-{{spans}}",
    chartTable: "Izibalo zeshadi",
    span: "Isikhathi",
    count: "Izitifiketi",
    toReview: "Izicelo okufanele zihlolwe",
    audits: "Ucwaningo oluqhubekayo",
    decided: "Okunqunywe muva nje",
    none: "Akukho.",
    expiringList_one: "Ziphelelwa yisikhathi phakathi kosuku olungu-{{count}}",
    expiringList_other: "Ziphelelwa yisikhathi phakathi kwezinsuku ezingu-{{count}}",
    columns: {
      credential: "Isitifiketi",
      holder: "Umnikazi",
      level: "Izinga",
      status: "Isimo",
      sent: "Kuthunyelwe",
      expires: "Kuphela",
      audit: "Ucwaningo",
    },
    sampled: "Kukhethiwe",
    notSampled: "Akukhethwanga",
    held: "Kuxhunywe ne-akhawunti",
    unheld: "Akukafunwa",
    renewalOpen: "Ukuvuselela kuthunyelwe",
    rateHeading: "Izinga locwaningo",
    rateLabel: "Ingxenye yezicelo ezikhethelwa ucwaningo (amaphesenti)",
    rateHint:
      "Isicelo ngasinye sikhethwa ngokungahleliwe ukuze sicwaningwe ngaleli zinga uma sithunyelwa. Okuzenzakalelayo ngu-{{rate}}.",
    rateSave: "Londoloza izinga",
    back: "Konke ukuvuselelwa",
    detailHeading: "Ukuvuselelwa kwe-{{id}}",
    holder: "Umnikazi",
    cycle: "Isikhathi esibaliwe",
    cycleValue: "Kusukela ku-{{start}} kuya ku-{{end}}",
    draw: "Ukukhethwa kocwaningo",
    drawValue: "{{draw}} kwangu-10,000 ngezinga lika-{{rate}}%: {{outcome}}",
    conduct: "Imithetho yokuziphatha",
    conductValue: "Kuqinisekiswe ngo-{{date}}",
    credentialStatus: "Isitifiketi manje",
    credentialStatuses: {
      valid: "Siyasebenza",
      expired: "Siphelelwe yisikhathi",
      suspended: "Simisiwe",
      revoked: "Sihoxisiwe",
    },
    statuses: {
      submitted: "Kuthunyelwe",
      inAudit: "Kusocwaningweni",
      evidenceReady: "Ubufakazi bulungile",
      approved: "Kwamukelwe",
      declined: "Kwenqatshiwe",
    },
    open: "Hlola",
    openLabel: "Hlola ukuvuselelwa kwe-{{id}}",
    newValidity: "Ukusebenza okusha",
    evidenceLink: "Buka ubufakazi bokufakiwe kosuku lwe-{{date}}",
    evidenceView: "Buka ubufakazi",
    removed: "Okufakiwe sekususiwe",
    reviewHeading: "Isinqumo",
    requestEvidence: "Cela ubufakazi",
    requestEvidenceText: "Umnikazi uthunyelelwa i-imeyili futhi ucelwa ukuba anamathisele ubufakazi erekhodini lakhe.",
    approve: "Yamukela ukuvuselela",
    approveText:
      "Isitifiketi sithola umjikelezo olandelayo (iminyaka engu-{{years}}) nesitifiketi esisayinwe kabusha; umnikazi uthunyelelwa i-imeyili.",
    waitingEvidence: "Kulindwe ubufakazi bomnikazi ngaphambi kwesinqumo.",
    reason: "Isizathu sokwenqaba",
    reasonHint: "Sithunyelwa kumnikazi njengoba sibhaliwe.",
    decline: "Yenqaba ukuvuselela",
    decidedOn: "Kunqunywe ngo-{{date}}.",
  },
  mail: {
    button: "Vula ukuvuselela kwakho",
    reminder: {
      subject: "Isitifiketi sakho se-GeoCert {{id}} siphelelwa yisikhathi ezinsukwini ezingu-{{days}}",
      body: "I-{{certification}} yakho (isitifiketi {{id}}) iphelelwa yisikhathi ngo-{{date}}.\n\nUkuvuselela kuvuliwe: hlola amahora akho e-CPD bese uthumela isicelo sakho sokuvuselela.\n\n{{link}}\n\nIrekhodi lakho le-CPD: {{ledger}}",
    },
    lapse: {
      subject: "Isitifiketi sakho se-GeoCert {{id}} sesiwile",
      body_one:
        "I-{{certification}} yakho (isitifiketi {{id}}) iphelelwe yisikhathi ngo-{{date}} futhi isikhathi sokubekezelelwa siphelile: manje ikhonjiswa njengephelelwe yisikhathi.\n\nUsengayibuyisa ngaphandle kokuhlolwa okusha kuze kube ngu-{{until}} (inyanga engu-{{count}} ngemva kokuphelelwa yisikhathi) ngokuthumela isicelo sokuvuselela. Amahora e-CPD owabhalayo manje ayabalelwa kukho: imisebenzi kusukela ku-{{start}} kuze kube usuku othumela ngalo isicelo, isigaba ngasinye kuze kufike emkhawulweni waso.\n\n{{link}}\n\nIrekhodi lakho le-CPD: {{ledger}}",
      body_other:
        "I-{{certification}} yakho (isitifiketi {{id}}) iphelelwe yisikhathi ngo-{{date}} futhi isikhathi sokubekezelelwa siphelile: manje ikhonjiswa njengephelelwe yisikhathi.\n\nUsengayibuyisa ngaphandle kokuhlolwa okusha kuze kube ngu-{{until}} (izinyanga ezingu-{{count}} ngemva kokuphelelwa yisikhathi) ngokuthumela isicelo sokuvuselela. Amahora e-CPD owabhalayo manje ayabalelwa kukho: imisebenzi kusukela ku-{{start}} kuze kube usuku othumela ngalo isicelo, isigaba ngasinye kuze kufike emkhawulweni waso.\n\n{{link}}\n\nIrekhodi lakho le-CPD: {{ledger}}",
    },
    evidence: {
      subject: "Ukuvuselela kwakho kwe-GeoCert kukhethelwe ucwaningo",
      body: 'Ukuvuselela kwakho kwe-{{certification}} (isitifiketi {{id}}) kukhethelwe ucwaningo.\n\nSicela unamathisele ubufakazi kokufakiwe okungenabo erekhodini lakho le-CPD ({{ledger}}), bese ucindezela ethi "Ubufakazi sebulungile" ekhasini lokuvuselela kwakho.\n\n{{link}}',
    },
    approved: {
      subject: "Isitifiketi sakho se-GeoCert {{id}} sivuselelwe",
      body: "Ukuvuselela kwakho kwe-{{certification}} (isitifiketi {{id}}) kwamukelwe. Isitifiketi sakho manje sisebenza kuze kube ngu-{{date}}; inguqulo yaso esayiniwe nesitifiketi kuphethe izinsuku ezintsha.\n\nImali yokuvuselela: {{fee}} (amalungu / abanye).\n\n{{link}}",
    },
    declined: {
      subject: "Ukuvuselela kwakho kwe-GeoCert kwe-{{id}} kwenqatshiwe",
      body: "Ukuvuselela kwakho kwe-{{certification}} (isitifiketi {{id}}) kwenqatshiwe ngalesi sizathu:\n\n{{reason}}\n\nUngathumela isicelo esisha ekhasini lokuvuselela kwakho.\n\n{{link}}",
    },
  },
  errors: {
    conduct: "Qinisekisa ukuthi ulandela imithetho yokuziphatha.",
    notMet: "Imfuneko ye-CPD ayikafezwa: ukuvuselela kwakho akuthunyelwanga.",
    phase: "Lesi sitifiketi asikwazi ukuvuselelwa manje.",
    state: "Lokhu kuvuselela kushintshile okwamanje: layisha kabusha ikhasi.",
    auditFirst: "Lokhu kuvuselela kuyacwaningwa: cela ubufakazi bese ulinda buze bulunge.",
    revoked: "Isitifiketi sihoxisiwe: asikwazi ukuvuselelwa.",
    reason: "Nikeza isizathu okungenani esinezinhlamvu ezi-3.",
    reasonLong: "Isizathu side kakhulu (izinhlamvu ezingu-2,000 kuphela).",
    rate: "Faka inombolo ephelele kusukela ku-0 kuya ku-100.",
  },
  done: {
    submitted: "Ukuvuselela kwakho kuthunyelwe.",
    evidenceReady: "Siyabonga: abasebenzi bazohlola ubufakazi bakho.",
    evidenceRequested: "Kucelwe ubufakazi: umnikazi uthunyelelwe i-imeyili.",
    approved: "Ukuvuselela kwamukelwe: isitifiketi sinokusebenza kwaso okusha.",
    declined: "Ukuvuselela kwenqatshiwe: umnikazi uthunyelelwe isizathu.",
    rateSaved: "Izinga locwaningo manje ngu-{{rate}}%.",
  },
} satisfies Namespaces["renewal"];

export default renewal;
