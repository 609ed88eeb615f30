import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "Ukuqoqwa kwemisebenzi · GeoCert",
    newTitle: "Engeza umthombo · GeoCert",
    editTitle: "Umthombo · GeoCert",
  },
  heading: "Ukuqoqwa kwemisebenzi",
  list: {
    add: "Engeza umthombo",
    name: "Umthombo",
    schedule: "Uhlelo",
    status: "Isimo",
    lastRun: "Ukusebenza kokugcina",
    actions: "Izenzo",
    never: "Akukaze kusebenze",
    runNow: "Sebenzisa manje",
    edit: "Izilungiselelo nerekhodi",
    enabled: "Kuvuliwe",
    disabled: "Kuvaliwe",
    manual: "Uma kudingeka kuphela",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "Engeza umthombo",
    name: "Igama",
    kind: "Uhlobo lomthombo",
    keywords: "Izihlungi zamagama",
    scheduleLegend: "Uhlelo",
    create: "Engeza umthombo",
    save: "Gcina izinguquko",
    cancel: "Khansela",
    delete: "Susa umthombo",
  },
  runs: {
    heading: "Irekhodi lokusebenza",
    started: "Kuqalile",
    status: "Umphumela",
    found: "Etholakele",
    created: "Emisha",
    updated: "Ibuyekeziwe",
    expired: "Uphelelwe yisikhathi",
    error: "Iphutha",
    triggers: {
      manual: "Sebenzisa manje",
      schedule: "Uhlelo",
    },
    statuses: {
      running: "Kuyasebenza",
      ok: "Kuphumelele",
      failed: "Kwehlulekile",
    },
  },
  done: {
    failed: "Ukusebenza kwehlulekile; irekhodi likhombisa isizathu.",
    busy: "Lo mthombo usasebenza. Zama futhi emva kwesikhashana.",
  },
  errors: {
    name: "Faka igama elinezinhlamvu ezi-2 okungenani.",
    identifier: "Faka ithokheni yebhodi, igama lesayithi noma ikheli.",
    cron: "Faka isisho se-cron esifanele esinezinkambu ezinhlanu, isibonelo 0 6 * * *.",
    interval: "Faka inani eliphelele lamaminithi phakathi kuka-15 no-10,080.",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
