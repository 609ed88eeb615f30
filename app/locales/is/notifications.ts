import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Tilkynningar — GeoCert", preferencesTitle: "Stillingar tilkynninga — GeoCert" },
  page: {
    heading: "Tilkynningar",
    intro: "Það sem gerðist í umræðum sem þú tekur þátt í, leiðsögn þinni og auglýsingum þínum.",
    empty: "Ekkert enn. Þegar einhver svarar þér eða getur þín birtist það hér.",
    markAllRead: "Merkja allt lesið",
    unread: "Ólesin",
    settings: "Stillingar tilkynninga",
    listLabel: "Tilkynningarnar þínar",
  },
  types: {
    forum: {
      reply: { label: "Svör við umræðum mínum", text: "{{actor}} svaraði í „{{title}}“" },
      replyAfter: { label: "Svör á eftir mínu í umræðu", text: "{{actor}} svaraði líka í „{{title}}“" },
      mention: { label: "Einhver getur mín", text: "{{actor}} gat þín í „{{title}}“" },
      accepted: { label: "Svar mitt er samþykkt sem lausn", text: "Svar þitt í „{{title}}“ var samþykkt sem lausn" },
      watched: {
        label: "Umræður og flokkar sem ég fylgist með",
        text: "{{actor}} skrifaði í „{{title}}“ sem þú fylgist með",
      },
    },
    mentorship: {
      request: { label: "Beiðnir um leiðsögn til mín", text: "{{actor}} biður þig að vera leiðbeinandi sinn" },
      accepted: { label: "Beiðni mín um leiðsögn er samþykkt", text: "{{actor}} samþykkti beiðni þína um leiðsögn" },
      declined: {
        label: "Beiðni minni um leiðsögn er hafnað",
        text: "{{actor}} getur ekki tekið við beiðni þinni um leiðsögn",
      },
      ending: { label: "Leiðsögn lýkur brátt", text: "Leiðsögn þinni með {{actor}} lýkur brátt" },
    },
    jobs: {
      expiring: {
        label: "Starfsauglýsing mín rennur brátt út",
        text: "Starfsauglýsing þín „{{title}}“ rennur út eftir 3 daga",
      },
    },
  },
  groups: { forum: "Spjallborð", mentorship: "Leiðsögn", jobs: "Starfatorg" },
  delivery: {
    instant: "Tölvupóstur strax",
    daily: "Daglegt yfirlit",
    weekly: "Vikulegt yfirlit",
    off: "Enginn tölvupóstur",
  },
  preferences: {
    heading: "Stillingar tilkynninga",
    intro:
      "Allt er áfram í tilkynningalistanum þínum. Veldu fyrir hverja tegund hvort þú fáir líka tölvupóst strax, einn á dag (kl. 07:00 UTC) eða á viku (á mánudögum), eða engan.",
    save: "Vista stillingar",
    back: "Aftur á aðganginn þinn",
    watching: "Umræður og flokkar sem þú fylgist með eða hefur þaggað",
    watchingNone: "Þú fylgist ekki með neinu enn. Notaðu „Fylgjast með“ á umræðu eða flokki.",
    watched: "Fylgst með",
    muted: "Þaggað",
    category: "Flokkur",
    unwatch: "Hætta að fylgjast með {{title}}",
    unmute: "Hætta að þagga {{title}}",
  },
  done: { saved: "Stillingar tilkynninga eru vistaðar." },
  errors: { invalid: "Veldu einn kostanna." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Opna á GeoCert",
    instantBody:
      "Halló {{name}},\n\n{{text}}.\n\n{{link}}\n\nVeldu hvaða tölvupóst þú færð, eftir tegund, í stillingum tilkynninga:\n{{settings}}\n\nGeoCert",
    reason: "Þú færð þennan tölvupóst vegna stillinga tilkynninga á GeoCert-aðgangi þínum.",
    kindType: "tölvupóst um „{{label}}“ fyrir GeoCert-aðganginn þinn",
    kindDigest: "dagleg og vikuleg yfirlit tilkynninga á GeoCert-aðgangi þínum",
    dailySubject: "GeoCert: daglega yfirlitið þitt",
    weeklySubject: "GeoCert: vikulega yfirlitið þitt",
    digestBody:
      "Halló {{name}},\n\nHér er það sem hefur gerst frá síðasta yfirliti.\n\n{{items}}\n\n{{active}}\n\nAllar tilkynningarnar þínar:\n{{list}}\n\nVeldu hvaða tölvupóst þú færð í stillingum tilkynninga:\n{{settings}}\n\nGeoCert",
    digestNew: "Nýtt fyrir þig",
    digestActive: "Virkustu umræðurnar",
    digestReplies: "ný svör: {{count}}",
    unsubscribe: "Stöðvaðu þennan tölvupóst með einum smelli:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
