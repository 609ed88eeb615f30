import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Reikningarnir mínir — GeoCert",
    accountDescription: "GeoCert-reikningarnir þínir: hvað er ógreitt, hvað er greitt og hvernig á að greiða.",
    staffTitle: "Greiðslur — starfsfólk GeoCert",
  },
  lines: {
    applicationFee: "Umsóknar- og prófgjald vottunar — {{level}} ({{basis}})",
    examRetake: "Gjald fyrir endurtekið próf — {{level}} ({{basis}})",
    basis: {
      member: "félagsgjald",
      nonMember: "gjald utan félags",
    },
  },
  status: {
    open: "Ógreiddur",
    paid: "Greiddur",
    refunded: "Endurgreiddur",
    void: "Felldur niður",
  },
  refundStatus: {
    pending: "Endurgreiðsla á leið á kortið þitt",
    owed: "Endurgreiðsla með millifærslu á leiðinni",
    failed: "Endurgreiðsla tefst: fjármáladeildin vinnur í málinu",
    done: "Endurgreitt",
  },
  refundReasons: {
    withdrawnBeforeReview: "Umsókn dregin til baka áður en yfirferð hófst",
    staffDecision: "Endurgreiðsla ákveðin af starfsfólki",
    bookingCancelled: "Prófbókun afturkölluð fyrir breytingafrest",
  },
  rule: {
    refund:
      "Endurgreiðslur: greitt gjald er endurgreitt að fullu ({{share}} %) ef þú dregur umsóknina til baka áður en yfirferð hennar hefst. Ógreiddur reikningur er þá felldur niður. Kortagreiðslur fara aftur á kortið; millifærslur á reikninginn sem þær komu af.",
  },
  account: {
    title: "Reikningarnir mínir",
    lead: "Öll gjöld sem þú skuldar okkur eða hefur greitt, með reikningnum sem PDF.",
    empty: "Þú átt enga reikninga. Reikningur er gefinn út þegar þú sendir inn umsókn um vottun.",
    number: "Reikningur {{number}}",
    issued: "Útgefinn {{date}}",
    due: "Gjalddagi {{date}}",
    paidOn: "Greiddur {{date}}",
    total: "Samtals",
    pdf: "Sækja reikninginn (PDF)",
    payByCard: "Greiða {{amount}} með korti",
    cardUnavailable:
      "Ekki er hægt að greiða með korti á þessum vef. Greiddu með millifærslu á reikninginn hér fyrir neðan, með reikningsnúmerið sem tilvísun; fjármáladeildin skráir greiðsluna þegar hún berst.",
    cardAvailable: "Greiddu með korti á öruggri síðu Stripe, eða með millifærslu á reikninginn hér fyrir neðan.",
    bankHeading: "Millifærsla",
    bankReference: "Tilvísun: {{number}}",
  },
  checkout: {
    success: "Takk fyrir. Verið er að staðfesta kortagreiðsluna; reikningurinn birtist greiddur eftir smástund.",
    cancelled: "Hætt var við kortagreiðsluna. Reikningurinn er enn ógreiddur.",
    unavailable: "Ekki er hægt að greiða þennan reikning með korti.",
    failed: "Ekki tókst að opna greiðslusíðuna. Reyndu aftur síðar eða greiddu með millifærslu.",
  },
  staff: {
    title: "Greiðslur",
    lead: "Ógreiddir reikningar sem bíða millifærslu, og endurgreiðslur sem eru útistandandi.",
    openHeading: "Ógreiddir reikningar",
    openEmpty: "Engir ógreiddir reikningar.",
    refundsHeading: "Útistandandi endurgreiðslur",
    refundsEmpty: "Engar útistandandi endurgreiðslur.",
    reference: "Tilvísun bankans",
    paidOn: "Dagsetning greiðslu",
    record: "Skrá greiðslu",
    refundReference: "Tilvísun millifærslu",
    markRefunded: "Merkja endurgreiðslu greidda",
    refundOf: "Endurgreiðsla {{amount}} vegna: {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Greiðsla reiknings {{number}} skráð.",
    alreadyPaid: "Reikningur {{number}} var þegar greiddur: ekkert var skráð aftur.",
    refundPaid: "Endurgreiðsla reiknings {{number}} merkt greidd.",
  },
  errors: {
    referenceRequired: "Sláðu inn tilvísun bankans fyrir millifærsluna.",
    referenceTooLong: "Tilvísunin má vera í mesta lagi 100 stafir.",
    dateInvalid: "Sláðu inn daginn sem peningarnir bárust, ekki dag í framtíðinni.",
    notFound: "Þessi reikningur er ekki til.",
    noRefundOwed: "Engin endurgreiðsla er útistandandi á þessum reikningi.",
  },
  pdf: {
    title: "Reikningur",
    number: "Reikningsnúmer",
    date: "Dagsetning reiknings",
    due: "Gjalddagi",
    billedTo: "Greiðandi",
    description: "Lýsing",
    amount: "Upphæð",
    net: "Upphæð án VSK",
    vat: "VSK {{rate}} %",
    total: "Samtals",
    vatNumber: "VSK-númer: {{number}}",
    payTo: "Greiðist með millifærslu á",
    reference: "Tilvísun: {{number}}",
    paid: "Greitt {{date}}. Takk fyrir.",
    refunded: "Endurgreitt.",
    void: "Felldur niður: ekkert er skuldað.",
    pricesInclude: "Verð eru með VSK.",
  },
  mail: {
    issuedSubject: "Reikningur {{number}} frá GeoCert",
    issuedBody:
      "Halló {{name}},\n\ntakk fyrir umsóknina. Reikningur {{number}} að upphæð {{amount}} fylgir með og er á gjalddaga {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Þú getur greitt með korti á reikningasíðunni þinni, eða með millifærslu á {{bank}} með tilvísuninni {{number}}.",
    issuedBank: "Vinsamlegast greiddu með millifærslu á {{bank}} með tilvísuninni {{number}}.",
    paidSubject: "Greiðsla móttekin fyrir reikning {{number}}",
    paidBody:
      "Halló {{name}},\n\nvið höfum móttekið greiðslu þína, {{amount}}, fyrir reikning {{number}}. Takk fyrir.\n\n{{link}}",
    refundedSubject: "Endurgreiðsla reiknings {{number}}",
    refundedBody:
      "Halló {{name}},\n\nvið höfum endurgreitt {{amount}} vegna reiknings {{number}}. Það getur tekið nokkra daga að berast, eftir bankanum þínum.\n\n{{link}}",
    button: "Reikningarnir mínir",
  },
} satisfies Namespaces["payments"];

export default payments;
