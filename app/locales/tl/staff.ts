import type { Namespaces } from "../types";

/** Tagalog strings of the staff area (complete). */
const staff = {
  meta: {
    title: "Lugar ng kawani — GeoCert",
    conflictsTitle: "Mga salungatan ng interes — Lugar ng kawani — GeoCert",
    adminTitle: "Mga tungkulin ng kawani — Pangangasiwa — GeoCert",
  },
  title: "Lugar ng kawani",
  lead: "Ang mga magagawa mo ayon sa iyong mga tungkulin. Bawat tungkulin ay may sariling gawain; saklaw ng mga tuntunin ng walang kinikilingan ang lahat ng ito.",
  nav: {
    label: "Lugar ng kawani",
    home: "Pangkalahatang-tanaw",
    conflicts: "Mga salungatan ng interes",
    complaints: "Mga reklamo",
    applications: "Mga aplikasyon",
    appeals: "Mga apela",
    overview: "Mga bilang ng aplikasyon",
    exams: "Bangko ng mga tanong",
    examSessions: "Mga sesyon ng pagsusulit",
    examResults: "Mga resulta ng pagsusulit",
    invigilation: "Pagbabantay sa pagsusulit",
    assessments: "Mga pagtatasa",
  },
  duties: {
    applicationReviewer: "Tagasuri ng aplikasyon",
    certificationDecision: "Tagapagpasya sa sertipikasyon",
    appealsPanel: "Lupon ng apela",
    examAdministration: "Pangangasiwa ng pagsusulit",
    invigilation: "Tagabantay ng pagsusulit",
    assessment: "Tagatasa",
    finance: "Pananalapi",
  },
  dutyText: {
    applicationReviewer:
      "Suriin ang mga aplikasyon para sa sertipikasyon: ebidensiya, mga referee at ang checklist ng antas.",
    certificationDecision:
      "Magpasya sa mga nasuring aplikasyon: aprubahan, humingi ng karagdagan, o tanggihan nang may dahilan.",
    appealsPanel:
      "Hawakan ang mga apela at reklamo tungkol sa mga may hawak o tungkol sa GeoCert, hanggang sa may kinalabasan.",
    examAdministration: "Pamahalaan ang mga sesyon ng pagsusulit at itala ang mga resulta nito.",
    invigilation:
      "Suriin ang pagkakakilanlan ng mga kandidato sa iyong mga sesyon, papasukin sila, itala ang mga insidente, ihinto o tapusin ang isang pagtatangka.",
    assessment:
      "Markahan ang mga portfolio at panayam ng panel ayon sa rubric ng antas, nang hiwalay sa kabilang tagatasa.",
    finance: "Itala ang mga bayad at refund ng mga bayarin.",
  },
  home: {
    yourDuties: "Ang iyong mga tungkulin",
    none: "Wala ka pang tungkulin. Nagbibigay ng mga tungkulin ang administrator sa Pangangasiwa › Mga tungkulin ng kawani.",
    open: "Buksan",
    notYet: "Wala pa sa site ang mga pahina nito.",
    conflictsHeading: "Walang kinikilingan",
    conflictsText:
      "Ideklara ang anumang salungatan ng interes sa isang kandidato, may hawak o kasamahan. Hindi ka kikilos sa kanilang mga kaso, ni sa sarili mong kaso, ni sa apela laban sa sarili mong desisyon.",
    conflictsLink: "Ang iyong mga deklarasyon",
    adminLink: "Magbigay at mag-alis ng mga tungkulin",
  },
  conflicts: {
    heading: "Mga salungatan ng interes",
    text: "Magdeklara ng salungatan sa sinumang may account dito: ayon sa email address o pangalan. Bawiin ang deklarasyon kapag hindi na ito umiiral.",
    declareHeading: "Magdeklara ng salungatan",
    person: "Tao (email address o pangalan)",
    personHint: "Isang eksaktong email address, o bahagi ng pangalan na iisang account lang ang mayroon.",
    reason: "Dahilan",
    reasonHint: "Halimbawa: isang kamag-anak, dating employer, kasosyo sa negosyo.",
    declare: "Ideklara",
    mineHeading: "Ang iyong mga umiiral na deklarasyon",
    allHeading: "Lahat ng umiiral na deklarasyon",
    none: "Walang umiiral na deklarasyon.",
    staffMember: "Kawani",
    personColumn: "Tao",
    reasonColumn: "Dahilan",
    declaredColumn: "Idineklara",
    withdraw: "Bawiin",
    withdrawLabel: "Bawiin ang deklarasyon tungkol kay {{name}}",
  },
  admin: {
    heading: "Mga tungkulin ng kawani",
    text: "Mga account na may papel na kawani at ang kanilang mga tungkulin. Bigyan muna ang account ng papel na kawani sa Mga user; hawak ng mga administrator ang lahat ng tungkulin.",
    none: "Wala pang account ng kawani. Bigyan ang isang account ng papel na kawani sa Mga user.",
    name: "Kawani",
    dutiesColumn: "Mga tungkulin",
    grant: "Ibigay",
    remove: "Alisin",
    grantLabel: "Ibigay ang {{duty}} kay {{name}}",
    removeLabel: "Alisin ang {{duty}} kay {{name}}",
    held: "hawak",
    notHeld: "hindi hawak",
  },
  done: {
    declared: "Naitala ang iyong salungatan ng interes kay {{name}}.",
    alreadyDeclared: "May umiiral nang deklarasyon tungkol kay {{name}}.",
    withdrawn: "Nabawi na ang deklarasyon.",
    granted: "Hawak na ngayon ni {{name}} ang tungkuling {{duty}}.",
    removed: "Hindi na hawak ni {{name}} ang tungkuling {{duty}}.",
  },
  errors: {
    personRequired: "Maglagay ng email address o pangalan.",
    personNone: "Walang account na may ganitong email address o pangalan.",
    personSeveral: "Maraming account ang tumutugma sa pangalang ito: ilagay na lang ang email address.",
    personSelf: "Hindi ka maaaring magdeklara ng salungatan sa iyong sarili.",
    reasonShort: "Magbigay ng dahilan na hindi bababa sa 5 character.",
    reasonLong: "Panatilihing wala pang 1,000 character ang dahilan.",
    notStaff: "Ang mga account lang na may papel na kawani ang may hawak ng mga tungkulin.",
    notFound: "Hindi (na) umiiral ang deklarasyong ito.",
  },
  impartiality: {
    own: "Ito ay sarili mong kaso: iba ang hahawak nito.",
    conflict:
      "Nagdeklara ka ng salungatan ng interes sa isang tao sa kasong ito (o siya sa iyo): iba ang hahawak nito.",
    sameDecider: "Ikaw ang gumawa ng desisyong pinag-uusapan dito: iba ang hahawak nito.",
  },
} satisfies Namespaces["staff"];

export default staff;
