import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "Ukusanyaji wa kazi · GeoCert",
    newTitle: "Ongeza chanzo · GeoCert",
    editTitle: "Chanzo · GeoCert",
  },
  heading: "Ukusanyaji wa kazi",
  list: {
    add: "Ongeza chanzo",
    name: "Chanzo",
    schedule: "Ratiba",
    status: "Hali",
    lastRun: "Uendeshaji wa mwisho",
    actions: "Vitendo",
    never: "Hakijawahi kuendeshwa",
    runNow: "Endesha sasa",
    edit: "Mipangilio na kumbukumbu",
    enabled: "Kimewashwa",
    disabled: "Kimezimwa",
    manual: "Kwa ombi tu",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "Ongeza chanzo",
    name: "Jina",
    kind: "Aina ya chanzo",
    keywords: "Vichujio vya maneno",
    scheduleLegend: "Ratiba",
    create: "Ongeza chanzo",
    save: "Hifadhi mabadiliko",
    cancel: "Ghairi",
    delete: "Futa chanzo",
  },
  runs: {
    heading: "Kumbukumbu ya uendeshaji",
    started: "Ilianza",
    status: "Matokeo",
    found: "Zilizopatikana",
    created: "Mpya",
    updated: "Zilizosasishwa",
    expired: "Muda umeisha",
    error: "Hitilafu",
    triggers: {
      manual: "Endesha sasa",
      schedule: "Ratiba",
    },
    statuses: {
      running: "Inaendeshwa",
      ok: "Imefaulu",
      failed: "Imeshindwa",
    },
  },
  done: {
    failed: "Uendeshaji umeshindwa; kumbukumbu inaonyesha sababu.",
    busy: "Chanzo hiki tayari kinaendeshwa. Jaribu tena baada ya muda mfupi.",
  },
  errors: {
    name: "Andika jina lenye angalau herufi 2.",
    identifier: "Andika tokeni ya ubao, jina la tovuti au anwani.",
    cron: "Andika usemi sahihi wa cron wenye sehemu tano, kwa mfano 0 6 * * *.",
    interval: "Andika idadi kamili ya dakika kati ya 15 na 10,080.",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
