import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Ama-invoyisi ami — GeoCert",
    accountDescription: "Ama-invoyisi akho e-GeoCert: angakakhokhelwa, akhokhelwe, nokuthi ukhokha kanjani.",
    staffTitle: "Izinkokhelo — abasebenzi be-GeoCert",
  },
  lines: {
    applicationFee: "Imali yesicelo nesivivinyo sokuqinisekisa — {{level}} ({{basis}})",
    examRetake: "Imali yokuphinda uhlolo — {{level}} ({{basis}})",
    basis: {
      member: "imali yelungu",
      nonMember: "imali yongeyona ilungu",
    },
  },
  status: {
    open: "Akukakhokhelwa",
    paid: "Kukhokhelwe",
    refunded: "Kubuyiselwe",
    void: "Kukhanseliwe",
  },
  refundStatus: {
    pending: "Imali ebuyiselwayo isendleleni eya ekhadini lakho",
    owed: "Imali ebuyiselwayo ngokudluliselwa ebhange isendleleni",
    failed: "Ukubuyiselwa kubambezelekile: ithimba lethu lezezimali liyakulungisa",
    done: "Kubuyiselwe",
  },
  refundReasons: {
    withdrawnBeforeReview: "Isicelo sihoxisiwe ngaphambi kokubuyekezwa",
    staffDecision: "Ukubuyiselwa okunqunywe ngabasebenzi",
    bookingCancelled: "Ukubhukha uhlolo kukhanselwe ngaphambi komnqamulajuqu wezinguquko",
  },
  rule: {
    refund:
      "Ukubuyiselwa: imali ekhokhiwe ibuyiselwa yonke ({{share}} %) uma uhoxisa isicelo ngaphambi kokuba ukubuyekezwa kwaso kuqale. I-invoyisi engakhokhelwanga iyakhanselwa. Izinkokhelo zekhadi zibuyela ekhadini; ukudluliselwa ebhange kubuyela ku-akhawunti ekuvele kuyo.",
  },
  account: {
    title: "Ama-invoyisi ami",
    lead: "Yonke imali osikweletayo noma oyikhokhile, ne-invoyisi yayo njenge-PDF.",
    empty: "Awunawo ama-invoyisi. I-invoyisi ikhishwa lapho uthumela isicelo sokuqinisekiswa.",
    number: "I-invoyisi {{number}}",
    issued: "Ikhishwe {{date}}",
    due: "Kufanele ikhokhwe {{date}}",
    paidOn: "Ikhokhwe {{date}}",
    total: "Isamba",
    pdf: "Landa i-invoyisi (PDF)",
    payByCard: "Khokha u-{{amount}} ngekhadi",
    cardUnavailable:
      "Ukukhokha ngekhadi akutholakali kule sayithi. Khokha ngokudlulisela ebhange ku-akhawunti engezansi, usebenzise inombolo ye-invoyisi njengereferensi; ithimba lethu lezezimali libhalisa inkokhelo uma ifika.",
    cardAvailable:
      "Khokha ngekhadi ekhasini eliphephile le-Stripe, noma ngokudlulisela ebhange ku-akhawunti engezansi.",
    bankHeading: "Ukudlulisela ebhange",
    bankReference: "Ireferensi: {{number}}",
  },
  checkout: {
    success: "Siyabonga. Inkokhelo yakho yekhadi iyaqinisekiswa; i-invoyisi izobonakala ikhokhiwe maduzane.",
    cancelled: "Inkokhelo yekhadi ikhanseliwe. I-invoyisi isengakakhokhelwa.",
    unavailable: "Ukukhokha ngekhadi akutholakali kule invoyisi.",
    failed: "Ikhasi lokukhokha ngekhadi alikwazanga ukuvuleka. Zama futhi kamuva noma ukhokhe ngokudlulisela ebhange.",
  },
  staff: {
    title: "Izinkokhelo",
    lead: "Ama-invoyisi alinde ukudluliselwa ebhange, nemali okufanele ibuyiselwe.",
    openHeading: "Ama-invoyisi angakakhokhelwa",
    openEmpty: "Awekho ama-invoyisi angakakhokhelwa.",
    refundsHeading: "Imali okufanele ibuyiselwe",
    refundsEmpty: "Ayikho imali okufanele ibuyiselwe.",
    reference: "Ireferensi yebhange",
    paidOn: "Usuku okufike ngalo",
    record: "Bhalisa inkokhelo",
    refundReference: "Ireferensi yokudlulisela",
    markRefunded: "Maka ukubuyiselwa njengokukhokhiwe",
    refundOf: "Ukubuyiselwa kuka-{{amount}}: {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Inkokhelo ye-invoyisi {{number}} ibhalisiwe.",
    alreadyPaid: "I-invoyisi {{number}} yayivele ikhokhiwe: akukho okubhaliswe futhi.",
    refundPaid: "Ukubuyiselwa kwe-invoyisi {{number}} kumakwe njengokukhokhiwe.",
  },
  errors: {
    referenceRequired: "Faka ireferensi yebhange yokudlulisela.",
    referenceTooLong: "Ireferensi ingaba izinhlamvu ezingu-100 kuphela.",
    dateInvalid: "Faka usuku imali efike ngalo, hhayi usuku lwesikhathi esizayo.",
    notFound: "Le invoyisi ayikho.",
    noRefundOwed: "Ayikho imali okufanele ibuyiselwe kule invoyisi.",
  },
  pdf: {
    title: "I-invoyisi",
    number: "Inombolo ye-invoyisi",
    date: "Usuku lwe-invoyisi",
    due: "Usuku lokugcina",
    billedTo: "Ikhokhwa ngu",
    description: "Incazelo",
    amount: "Inani",
    net: "Inani ngaphandle kwe-VAT",
    vat: "I-VAT {{rate}} %",
    total: "Isamba",
    vatNumber: "Inombolo ye-VAT: {{number}}",
    payTo: "Khokha ngokudlulisela ebhange ku",
    reference: "Ireferensi: {{number}}",
    paid: "Ikhokhwe {{date}}. Siyabonga.",
    refunded: "Kubuyiselwe.",
    void: "Kukhanseliwe: akukho okukweletwayo.",
    pricesInclude: "Amanani afaka i-VAT.",
  },
  mail: {
    issuedSubject: "I-invoyisi {{number}} evela ku-GeoCert",
    issuedBody:
      "Sawubona {{name}},\n\nsiyabonga ngesicelo sakho. I-invoyisi {{number}} ka-{{amount}} inamathiselwe futhi kufanele ikhokhwe ngo-{{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Ungakhokha ngekhadi ekhasini lama-invoyisi akho, noma ngokudlulisela ebhange ku-{{bank}} ngereferensi {{number}}.",
    issuedBank: "Sicela ukhokhe ngokudlulisela ebhange ku-{{bank}} ngereferensi {{number}}.",
    paidSubject: "Inkokhelo ye-invoyisi {{number}} itholakele",
    paidBody:
      "Sawubona {{name}},\n\nsiyitholile inkokhelo yakho ka-{{amount}} ye-invoyisi {{number}}. Siyabonga.\n\n{{link}}",
    refundedSubject: "Ukubuyiselwa kwe-invoyisi {{number}}",
    refundedBody:
      "Sawubona {{name}},\n\nsibuyisele u-{{amount}} we-invoyisi {{number}}. Kuye ngebhange lakho, kungathatha izinsuku ezimbalwa ukuthi kufike.\n\n{{link}}",
    button: "Ama-invoyisi ami",
  },
} satisfies Namespaces["payments"];

export default payments;
