import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Starfaviðvaranir · GeoCert",
    description: "Leitir á starfatorginu sem þú færð póst um: breyttu tíðninni eða eyddu þeim.",
  },
  save: {
    heading: "Fáðu þessi störf í tölvupósti",
    lead: "Vistaðu núverandi síur starfatorgsins sem viðvörun: við sendum þér störfin sem passa um leið og þau eru birt.",
    frequency: "Hversu oft",
    email: "Netfangið þitt",
    emailHint: "Fyrst sendum við tengil til að staðfesta netfangið; ekkert annað er sent fyrr en þú smellir á hann.",
    memberNote: "Viðvaranir fara á netfang aðgangsins þíns.",
    submit: "Vista viðvörun",
    manage: "Starfaviðvaranirnar þínar",
  },
  frequencies: {
    instant: "Um leið og þau eru birt",
    daily: "Daglegt yfirlit",
    weekly: "Vikulegt yfirlit",
  },
  filters: {
    all: "Öll störf",
    keyword: "Leitarorð: {{value}}",
    salary: "Laun frá {{value}}",
  },
  page: {
    heading: "Starfaviðvaranir",
    lead: "Leitirnar á starfatorginu sem við sendum þér póst um. Í hverjum pósti er líka tengill til að stöðva hann.",
    empty: "Þú átt engar starfaviðvaranir enn. Vistaðu eina úr síum starfatorgsins.",
    board: "Starfatorg",
    filters: "Leit",
    frequency: "Hversu oft",
    change: "Breyta",
    delete: "Eyða viðvörun",
    deleteNamed: "Eyða viðvörun: {{name}}",
    open: "Sýna á starfatorginu",
    guestHeading: "Starfaviðvörunin þín",
    pending: "Þessi viðvörun bíður staðfestingar þinnar: enginn póstur er sendur fyrr en þú staðfestir hana.",
    confirm: "Staðfesta viðvörun",
    invalid: "Þessi tengill gildir ekki lengur: viðvöruninni var eytt eða hún var ekki staðfest innan þriggja daga.",
    signedInAs: "Viðvaranir eru sendar á {{email}}.",
  },
  done: {
    saved: "Viðvörun vistuð. Ný störf sem passa við þessa leit verða send þér.",
    guestSaved:
      "Takk fyrir. Ef þetta netfang getur tekið við pósti frá okkur er staðfestingartengill á leiðinni: viðvaranir hefjast þegar þú smellir á hann.",
    confirmed: "Viðvörun staðfest. Ný störf sem passa við þessa leit verða send þér.",
    frequency: "Vistað: {{frequency}}.",
    deleted: "Viðvörun eytt. Enginn frekari póstur verður sendur vegna hennar.",
  },
  errors: {
    frequency: "Veldu hversu oft.",
    emailRequired: "Sláðu inn netfangið þitt.",
    email: "Sláðu inn netfang á borð við nafn@example.org.",
    verifyFirst:
      "Staðfestu fyrst netfang aðgangsins þíns (smelltu á tengilinn sem við sendum þér) og vistaðu svo viðvörunina.",
    rateLimited: "Of margar viðvaranir á stuttum tíma. Reyndu aftur eftir klukkustund.",
  },
  mail: {
    confirmSubject: "Staðfestu starfaviðvörun GeoCert",
    confirmBody:
      "Einhver bað um að starfaviðvaranir GeoCert yrðu sendar á þetta netfang.\n\nLeit: {{filters}}\nHversu oft: {{frequency}}\n\nTil að byrja að fá þær skaltu staðfesta hér:\n{{link}}\n\nEf þetta varst ekki þú skaltu hunsa þennan póst: ekkert meira er sent og beiðninni er eytt eftir {{days}} daga.",
    alertSubject: "Ný störf í jarðvarma fyrir viðvörunina þína ({{count}})",
    alertIntro: "Ný störf sem passa við leitina þína ({{filters}}):",
    more: "{{count}} til viðbótar á starfatorginu:",
    allOnBoard: "Öll störf sem passa á starfatorginu:",
    footer: "Þú færð þetta vegna þess að þú vistaðir starfaviðvörun hjá GeoCert ({{frequency}}).",
    manage: "Breyttu tíðninni eða eyddu þessari viðvörun:",
    unsubscribe: "Stöðva þessa viðvörun:",
    renew: "Endurnýja auglýsinguna",
    kind: "starfaviðvaranir fyrir eina vistaða leit á starfatorgi GeoCert",
    reminderSubject: "Starfsauglýsingin þín rennur út eftir 3 daga",
    reminderBody:
      "Starfsauglýsingin þín hjá GeoCert rennur út {{date}}:\n\n{{title}}\n\nTil að hafa hana opna í 30 daga í viðbót skaltu endurnýja hana á síðu hennar (skráðu þig inn ef beðið er um það):\n{{link}}\n\nEf búið er að ráða í starfið þarf ekkert að gera: auglýsingunni lokar sjálfkrafa.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
