import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Izaziso zemisebenzi · GeoCert",
    description:
      "Ukusesha kwebhodi lemisebenzi esikuthumelela i-imeyili ngakho: shintsha ukuthi kaningi kangakanani, noma ukususe.",
  },
  save: {
    heading: "Thola le misebenzi nge-imeyili",
    lead: "Gcina izihlungi zamanje zebhodi njengesaziso: sikuthumelela imisebenzi efanelanayo uma nje ishicilelwe.",
    frequency: "Kaningi kangakanani",
    email: "Ikheli lakho le-imeyili",
    emailHint: "Kuqala sithumela isixhumanisi sokuqinisekisa leli kheli; akukho okunye okuthunyelwayo uze usivule.",
    memberNote: "Izaziso ziya ekhelini le-akhawunti yakho.",
    submit: "Gcina isaziso",
    manage: "Izaziso zakho zemisebenzi",
  },
  frequencies: {
    instant: "Uma nje ishicilelwe",
    daily: "Isifinyezo sansuku zonke",
    weekly: "Isifinyezo samasonto onke",
  },
  filters: {
    all: "Yonke imisebenzi",
    keyword: "Igama elisemqoka: {{value}}",
    salary: "Iholo kusukela ku-{{value}}",
  },
  page: {
    heading: "Izaziso zemisebenzi",
    lead: "Ukusesha kwebhodi lemisebenzi esikuthumelela i-imeyili ngakho. I-imeyili ngayinye nayo inesixhumanisi sokuyimisa.",
    empty: "Awukabi nazo izaziso zemisebenzi. Gcina esisodwa ezihlungini zebhodi lemisebenzi.",
    board: "Ibhodi lemisebenzi",
    filters: "Ukusesha",
    frequency: "Kaningi kangakanani",
    change: "Shintsha",
    delete: "Susa isaziso",
    deleteNamed: "Susa isaziso: {{name}}",
    open: "Bonisa ebhodini lemisebenzi",
    guestHeading: "Isaziso sakho somsebenzi",
    pending: "Lesi saziso silinde ukuqinisekisa kwakho: ayikho i-imeyili ethunyelwayo uze usiqinisekise.",
    confirm: "Qinisekisa isaziso",
    invalid: "Lesi sixhumanisi asisasebenzi: isaziso sisusiwe, noma asiqinisekiswanga phakathi kwezinsuku ezintathu.",
    signedInAs: "Izaziso zithunyelwa ku-{{email}}.",
  },
  done: {
    saved: "Isaziso sigciniwe. Imisebenzi emisha efanelana nalokhu kusesha izothunyelwa kuwe.",
    guestSaved:
      "Siyabonga. Uma leli kheli likwazi ukwamukela i-imeyili yethu, isixhumanisi sokuqinisekisa siyeza: izaziso ziqala uma usivulile.",
    confirmed: "Isaziso siqinisekisiwe. Imisebenzi emisha efanelana nalokhu kusesha izothunyelwa kuwe.",
    frequency: "Kugciniwe: {{frequency}}.",
    deleted: "Isaziso sisusiwe. Ayikho enye i-imeyili ezothunyelwa ngaso.",
  },
  errors: {
    frequency: "Khetha ukuthi kaningi kangakanani.",
    emailRequired: "Faka ikheli lakho le-imeyili.",
    email: "Faka ikheli le-imeyili elifana no-igama@example.org.",
    verifyFirst:
      "Qala uqinisekise ikheli le-imeyili le-akhawunti yakho (vula isixhumanisi esikuthumelele sona), bese ugcina isaziso.",
    rateLimited: "Izaziso eziningi kakhulu ngesikhathi esifushane. Sicela uzame futhi ngemuva kwehora.",
  },
  mail: {
    confirmSubject: "Qinisekisa isaziso sakho somsebenzi se-GeoCert",
    confirmBody:
      "Othile ucele ukuthi izaziso zemisebenzi ze-GeoCert zithunyelwe kuleli kheli.\n\nUkusesha: {{filters}}\nKaningi kangakanani: {{frequency}}\n\nUkuze uqale ukuzithola, qinisekisa lapha:\n{{link}}\n\nUma kungewona wena, ungayinaki le imeyili: akukho okunye okuzothunyelwa, futhi isicelo sizosuswa ngemuva kwezinsuku ezingu-{{days}}.",
    alertSubject: "Imisebenzi emisha ye-geothermal yesaziso sakho ({{count}})",
    alertIntro: "Imisebenzi emisha efanelana nokusesha kwakho ({{filters}}):",
    more: "Eminye engu-{{count}} ebhodini lemisebenzi:",
    allOnBoard: "Yonke imisebenzi efanelanayo ebhodini lemisebenzi:",
    footer: "Uthola lokhu ngoba ugcine isaziso somsebenzi ku-GeoCert ({{frequency}}).",
    manage: "Shintsha ukuthi kaningi kangakanani noma susa lesi saziso:",
    unsubscribe: "Misa lesi saziso:",
    renew: "Vuselela isikhangiso",
    kind: "ama-imeyili ezaziso zemisebenzi okusesha okukodwa okugciniwe ebhodini lemisebenzi le-GeoCert",
    reminderSubject: "Isikhangiso sakho somsebenzi siphelelwa yisikhathi ezinsukwini ezi-3",
    reminderBody:
      "Isikhangiso sakho somsebenzi ku-GeoCert siphelelwa yisikhathi ngomhla ka-{{date}}:\n\n{{title}}\n\nUkuze sihlale sivulekile ezinye izinsuku ezingu-30, sivuselele ekhasini laso (ngena uma ucelwa):\n{{link}}\n\nUma isikhundla sesigcwalisiwe, akukho okudingeka ukwenze: isikhangiso sizivala ngokwaso.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
