import type { PartialMessages } from "../types";

const partners = {
  meta: {
    title: "Ozakwethu — GeoCert",
    description:
      "Izinhlangano ezixhasa, ezibuyekeza futhi ezihlola uhlelo lweGeoCert, izinzuzo zezinga ngalinye, indlela yokuba uzakwethu namathuluzi okuqinisekisa izitifiketi.",
  },
  header: {
    eyebrow: "Ozakwethu",
    title: "Ozakwethu nabanikeli",
    lead: "Abaqashi, abathuthukisi nezikhungo zokuqeqesha abaxhasa, ababuyekeza futhi abahlola uhlelo, ngaphandle kwelungelo lokuthi ubani othola isitifiketi.",
  },
  tiers: {
    heading: "Abanikeli bethu",
    lead: "Amazinga amathathu okuxhasa. Wonke umnikeli wamukela imithetho efanayo yokungachemi, noma ngabe usezingeni elithini.",
    tierLabel: "Abanikeli — {{tier}}",
    names: { platinum: "Iplatinamu", gold: "Igolide", silver: "Isiliva" },
    fictionalNote: "Zonke izinhlangano ezibalwe kuleli khasi yizibonelo eziqanjiwe.",
  },
  benefits: {
    heading: "Izinzuzo zozakwethu",
    lead: "Okufakiwe ezingeni ngalinye, unyaka ngamunye wobudlelwano.",
    caption: "Izinzuzo ngokwezinga lobudlelwano",
    benefit: "Inzuzo",
    included: "Kufakiwe",
    notIncluded: "Akufakiwe",
    perYear: "{{value}} ngonyaka",
    rows: {
      listing: "Ukubalwa kule sayithi nakumbiko wonyaka",
      bulkVerification: "Ukuqinisekisa izitifiketi zabafakizicelo ngobuningi",
      examVouchers: "Amavawusha okuhlolwa kwabasebenzi",
      eventPlaces: "Izindawo zamahhala emicimbini yeGeoCert",
      reviewPanels: "Izihlalo emaphaneli okubuyekeza ubuchwepheshe",
      coHostedEvents: "Imicimbi yesifunda ehlelwa ngokubambisana",
      pilotAccess: "Ukufinyelela kusenesikhathi ekuhlolweni kokulinga",
      workingGroup: "Ilungu eqenjini elisebenza ngohlaka",
    },
    note: "Amaphaneli okubuyekeza aphawula ngohlaka; awawaboni neze imibuzo yokuhlolwa esetshenziswayo noma imiphumela yabafakizicelo.",
  },
  join: {
    heading: "Indlela yokuba uzakwethu",
    lead: "Kusukela embuzweni wokuqala kuya esivumelwaneni esisayiniwe kuvame ukuthatha amasonto amane kuya kwayisithupha.",
    steps: {
      apply: { title: "Faka isicelo" },
      conversation: { title: "Xoxa nathi" },
      agreement: { title: "Sayina isivumelwano" },
      onboarding: { title: "Qala" },
    },
    apply: "Faka isicelo sokuba uzakwethu",
  },
  tools: {
    heading: "Amathuluzi okuqinisekisa",
    lead: "Qinisekisa ukuthi abantu obaqashayo banezitifiketi abathi banazo.",
    items: {
      verify: { title: "Qinisekisa isitifiketi", link: "Qinisekisa isitifiketi" },
      bulkVerify: { title: "Ukuqinisekisa ngobuningi", link: "Qinisekisa izitifiketi eziningi" },
    },
  },
  faq: {
    heading: "Imibuzo evela kozakwethu",
    lead: "Izimpendulo izinhlangano ezizicelayo ngaphambi kokujoyina.",
    items: {
      who: { question: "Yiziphi izinhlangano ezingaba ozakwethu?" },
      influence: { question: "Ingabe ubudlelwano buyazithinta izinqumo zezitifiketi?" },
      contribution: { question: "Ubudlelwano bubiza malini?" },
      changeTier: { question: "Singalishintsha yini izinga kamuva?" },
      nonprofits: { question: "Ingabe yikhona imibandela ekhethekile yezinhlangano ezincane nezingenzi nzuzo?" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
