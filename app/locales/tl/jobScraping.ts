import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "Pangangalap ng trabaho · GeoCert",
    newTitle: "Magdagdag ng source · GeoCert",
    editTitle: "Source · GeoCert",
  },
  heading: "Pangangalap ng trabaho",
  list: {
    add: "Magdagdag ng source",
    name: "Source",
    schedule: "Iskedyul",
    status: "Katayuan",
    lastRun: "Huling takbo",
    actions: "Mga aksyon",
    never: "Hindi pa tumatakbo",
    runNow: "Patakbuhin ngayon",
    edit: "Mga setting at log",
    enabled: "Naka-enable",
    disabled: "Naka-disable",
    manual: "Kapag hiniling lamang",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "Magdagdag ng source",
    name: "Pangalan",
    kind: "Uri ng source",
    keywords: "Mga filter na keyword",
    scheduleLegend: "Iskedyul",
    create: "Magdagdag ng source",
    save: "I-save ang mga pagbabago",
    cancel: "Kanselahin",
    delete: "Burahin ang source",
  },
  runs: {
    heading: "Log ng mga takbo",
    started: "Nagsimula",
    status: "Resulta",
    found: "Nakita",
    created: "Bago",
    updated: "Na-update",
    expired: "Expired",
    error: "Error",
    triggers: {
      manual: "Patakbuhin ngayon",
      schedule: "Iskedyul",
    },
    statuses: {
      running: "Tumatakbo",
      ok: "Matagumpay",
      failed: "Nabigo",
    },
  },
  done: {
    failed: "Nabigo ang takbo; makikita sa log ang dahilan.",
    busy: "Tumatakbo na ang source na ito. Subukang muli mamaya.",
  },
  errors: {
    name: "Maglagay ng pangalang may hindi bababa sa 2 character.",
    identifier: "Ilagay ang board token, pangalan ng site o address.",
    cron: "Maglagay ng wastong cron expression na may limang field, halimbawa 0 6 * * *.",
    interval: "Maglagay ng buong bilang ng minuto mula 15 hanggang 10,080.",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
