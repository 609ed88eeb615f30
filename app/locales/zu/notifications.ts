import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Izaziso — GeoCert", preferencesTitle: "Izilungiselelo zezaziso — GeoCert" },
  page: {
    heading: "Izaziso",
    intro: "Okwenzeke ezingxoxweni obamba iqhaza kuzo, ekuqeqeshweni kwakho nasezikhangisweni zakho.",
    empty: "Akukho okwamanje. Uma othile ekuphendula noma ekusho, kuzovela lapha.",
    markAllRead: "Maka konke njengokufundiwe",
    unread: "Akufundiwe",
    settings: "Izilungiselelo zezaziso",
    listLabel: "Izaziso zakho",
  },
  types: {
    forum: {
      reply: { label: "Izimpendulo ezingxoxweni zami", text: "U-{{actor}} uphendule ku-“{{title}}”" },
      replyAfter: {
        label: "Izimpendulo ezilandela eyami engxoxweni",
        text: "U-{{actor}} naye uphendule ku-“{{title}}”",
      },
      mention: { label: "Othile uyangisho", text: "U-{{actor}} ukushile ku-“{{title}}”" },
      accepted: {
        label: "Impendulo yami yamukelwe njengesixazululo",
        text: "Impendulo yakho ku-“{{title}}” yamukelwe njengesixazululo",
      },
      watched: {
        label: "Izingxoxo nezigaba engizilandelayo",
        text: "U-{{actor}} uthumele ku-“{{title}}”, oyilandelayo",
      },
    },
    mentorship: {
      request: { label: "Izicelo zokuqeqeshwa ezize kimi", text: "U-{{actor}} ucela ukuthi ube ngumeluleki wakhe" },
      accepted: {
        label: "Isicelo sami sokuqeqeshwa samukelwe",
        text: "U-{{actor}} wamukele isicelo sakho sokuqeqeshwa",
      },
      declined: {
        label: "Isicelo sami sokuqeqeshwa senqatshiwe",
        text: "U-{{actor}} akakwazi ukwamukela isicelo sakho sokuqeqeshwa",
      },
      ending: { label: "Ukuqeqeshwa kuzophela maduze", text: "Ukuqeqeshwa kwakho no-{{actor}} kuzophela maduze" },
    },
    jobs: {
      expiring: {
        label: "Isikhangiso sami somsebenzi siphelelwa yisikhathi maduze",
        text: "Isikhangiso sakho somsebenzi “{{title}}” siphelelwa yisikhathi ezinsukwini ezi-3",
      },
    },
  },
  groups: { forum: "Inkundla", mentorship: "Ukuqeqeshwa", jobs: "Ibhodi lemisebenzi" },
  delivery: {
    instant: "I-imeyili ngokushesha",
    daily: "Isifinyezo sansuku zonke",
    weekly: "Isifinyezo samasonto onke",
    off: "Ayikho i-imeyili",
  },
  preferences: {
    heading: "Izilungiselelo zezaziso",
    intro:
      "Konke kuhlala ohlwini lwakho lwezaziso. Khetha ngohlobo ngalunye ukuthi uthola futhi i-imeyili ngokushesha, eyodwa ngosuku (07:00 UTC) noma ngesonto (ngoMsombuluko), noma ayikho.",
    save: "Londoloza izilungiselelo",
    back: "Buyela ku-akhawunti yakho",
    watching: "Izingxoxo nezigaba ozilandelayo noma ozithulisile",
    watchingNone: "Awulandeli lutho okwamanje. Sebenzisa “Landela” engxoxweni noma esigabeni.",
    watched: "Uyalandela",
    muted: "Kuthulisiwe",
    category: "Isigaba",
    unwatch: "Yeka ukulandela {{title}}",
    unmute: "Susa ukuthulisa ku-{{title}}",
  },
  done: { saved: "Izilungiselelo zakho zezaziso zilondoloziwe." },
  errors: { invalid: "Khetha okukodwa kokukhethwayo." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Vula ku-GeoCert",
    instantBody:
      "Sawubona {{name}},\n\n{{text}}.\n\n{{link}}\n\nKhetha ama-imeyili owatholayo, ngohlobo, ezilungiselelweni zakho zezaziso:\n{{settings}}\n\nGeoCert",
    reason: "Uthola le imeyili ngenxa yezilungiselelo zezaziso ze-akhawunti yakho ye-GeoCert.",
    kindType: "ama-imeyili mayelana ne-“{{label}}” e-akhawunti yakho ye-GeoCert",
    kindDigest: "izifinyezo zezaziso zansuku zonke nezamasonto onke ze-akhawunti yakho ye-GeoCert",
    dailySubject: "GeoCert: isifinyezo sakho sanamuhla",
    weeklySubject: "GeoCert: isifinyezo sakho seviki",
    digestBody:
      "Sawubona {{name}},\n\nNakhu okwenzekile kusukela esifinyezweni sakho sokugcina.\n\n{{items}}\n\n{{active}}\n\nZonke izaziso zakho:\n{{list}}\n\nKhetha ama-imeyili owatholayo ezilungiselelweni zakho zezaziso:\n{{settings}}\n\nGeoCert",
    digestNew: "Okusha kuwe",
    digestActive: "Izingxoxo ezisebenza kakhulu",
    digestReplies: "izimpendulo ezintsha: {{count}}",
    unsubscribe: "Misa lawa ma-imeyili ngokuchofoza kanye:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
