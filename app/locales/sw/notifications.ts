import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Arifa — GeoCert", preferencesTitle: "Mipangilio ya arifa — GeoCert" },
  page: {
    heading: "Arifa",
    intro: "Kilichotokea katika mijadala unayoshiriki, ushauri wako na matangazo yako.",
    empty: "Bado hakuna kitu. Mtu akikujibu au akikutaja, kitaonekana hapa.",
    markAllRead: "Weka zote kama zimesomwa",
    unread: "Haijasomwa",
    settings: "Mipangilio ya arifa",
    listLabel: "Arifa zako",
  },
  types: {
    forum: {
      reply: { label: "Majibu kwa mijadala yangu", text: "{{actor}} amejibu katika “{{title}}”" },
      replyAfter: { label: "Majibu baada ya langu katika mjadala", text: "{{actor}} pia amejibu katika “{{title}}”" },
      mention: { label: "Mtu ananitaja", text: "{{actor}} amekutaja katika “{{title}}”" },
      accepted: {
        label: "Jibu langu limekubaliwa kuwa suluhisho",
        text: "Jibu lako katika “{{title}}” limekubaliwa kuwa suluhisho",
      },
      watched: {
        label: "Mijadala na makundi ninayofuatilia",
        text: "{{actor}} ameandika katika “{{title}}”, unaloufuatilia",
      },
    },
    mentorship: {
      request: { label: "Maombi ya ushauri kwangu", text: "{{actor}} anakuomba uwe mshauri wake" },
      accepted: { label: "Ombi langu la ushauri limekubaliwa", text: "{{actor}} amekubali ombi lako la ushauri" },
      declined: { label: "Ombi langu la ushauri limekataliwa", text: "{{actor}} hawezi kupokea ombi lako la ushauri" },
      ending: { label: "Ushauri unaisha hivi karibuni", text: "Ushauri wako na {{actor}} unaisha hivi karibuni" },
    },
    jobs: {
      expiring: {
        label: "Tangazo langu la kazi linaisha hivi karibuni",
        text: "Tangazo lako la kazi “{{title}}” linaisha baada ya siku 3",
      },
    },
  },
  groups: { forum: "Jukwaa", mentorship: "Ushauri", jobs: "Ubao wa kazi" },
  delivery: {
    instant: "Barua pepe mara moja",
    daily: "Muhtasari wa kila siku",
    weekly: "Muhtasari wa kila wiki",
    off: "Hakuna barua pepe",
  },
  preferences: {
    heading: "Mipangilio ya arifa",
    intro:
      "Kila kitu kinabaki katika orodha yako ya arifa. Chagua kwa kila aina kama pia unapata barua pepe mara moja, moja kwa siku (07:00 UTC) au kwa wiki (Jumatatu), au hakuna.",
    save: "Hifadhi mipangilio",
    back: "Rudi kwenye akaunti yako",
    watching: "Mijadala na makundi unayofuatilia au uliyonyamazisha",
    watchingNone: "Bado hufuatilii chochote. Tumia “Fuatilia” kwenye mjadala au kundi.",
    watched: "Unafuatilia",
    muted: "Imenyamazishwa",
    category: "Kundi",
    unwatch: "Acha kufuatilia {{title}}",
    unmute: "Ondoa unyamazishaji wa {{title}}",
  },
  done: { saved: "Mipangilio yako ya arifa imehifadhiwa." },
  errors: { invalid: "Chagua mojawapo ya chaguo." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Fungua kwenye GeoCert",
    instantBody:
      "Habari {{name}},\n\n{{text}}.\n\n{{link}}\n\nChagua barua pepe unazopokea, kwa kila aina, katika mipangilio yako ya arifa:\n{{settings}}\n\nGeoCert",
    reason: "Unapokea barua pepe hii kwa sababu ya mipangilio ya arifa ya akaunti yako ya GeoCert.",
    kindType: "barua pepe kuhusu “{{label}}” za akaunti yako ya GeoCert",
    kindDigest: "muhtasari wa arifa wa kila siku na kila wiki wa akaunti yako ya GeoCert",
    dailySubject: "GeoCert: muhtasari wako wa leo",
    weeklySubject: "GeoCert: muhtasari wako wa wiki",
    digestBody:
      "Habari {{name}},\n\nHiki ndicho kilichotokea tangu muhtasari wako wa mwisho.\n\n{{items}}\n\n{{active}}\n\nArifa zako zote:\n{{list}}\n\nChagua barua pepe unazopokea katika mipangilio yako ya arifa:\n{{settings}}\n\nGeoCert",
    digestNew: "Mapya kwako",
    digestActive: "Mijadala yenye shughuli nyingi",
    digestReplies: "majibu mapya: {{count}}",
    unsubscribe: "Sitisha barua pepe hizi kwa mbofyo mmoja:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
