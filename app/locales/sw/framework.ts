import type { PartialMessages } from "../types";

/** Swahili strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "Mfumo wa vyeti — GeoCert",
    description:
      "Mfumo wa umahiri wa GeoCert: nyanja nane za ujuzi katika ngazi nne za vyeti, pamoja na umahiri unaotarajiwa katika kila ngazi.",
  },
  header: {
    eyebrow: "Mfumo wa umahiri",
    title: "Mfumo wa vyeti",
    lead: "Kile ambacho mtaalamu wa jotoardhi anatarajiwa kujua na kuweza kufanya katika nyanja nane za ujuzi, kwa kila moja ya ngazi nne za vyeti.",
  },
  intro: {
    heading: "Jinsi mfumo unavyofanya kazi",
    text: "Kila ngazi ya cheti hujengwa juu ya ngazi iliyotangulia. Jedwali linaorodhesha, kwa kila nyanja ya ujuzi, umahiri ambao mtahiniwa lazima auonyeshe katika ngazi hiyo; mitihani, majalada ya kazi na usaili huandaliwa kwa kuzingatia kauli hizi.",
    levelsHeading: "Ngazi nne kwa muhtasari",
    levelLabel: "Ngazi ya {{number}}",
  },
  levelDescriptors: {
    associate: "Hufanya kazi chini ya usimamizi na hufuata taratibu zilizowekwa kwa usalama.",
    professional:
      "Hufanya kazi kwa kujitegemea, hutatua matatizo ya kawaida ya kiufundi na hutumia viwango katika miradi halisi.",
    senior: "Huongoza timu na kazi, hukagua na kuidhinisha kazi ya wengine.",
    expert: "Huunda mienendo, mikakati na viwango kwa mashirika na sekta nzima.",
  },
  filters: {
    heading: "Chuja jedwali",
    domain: "Nyanja ya ujuzi",
    level: "Ngazi ya cheti",
    allDomains: "Nyanja zote",
    allLevels: "Ngazi zote",
    statusAll: "Inaonyesha nyanja zote {{domains}} za ujuzi katika ngazi zote {{levels}}: {{competencies}}.",
    statusDomain: "Inaonyesha {{domain}} katika ngazi zote {{levels}}: {{competencies}}.",
    statusLevel: "Inaonyesha nyanja zote {{domains}} za ujuzi katika ngazi ya {{level}}: {{competencies}}.",
    statusBoth: "Inaonyesha {{domain}} katika ngazi ya {{level}}: {{competencies}}.",
    competencyCount_one: "umahiri {{count}}",
    competencyCount_other: "umahiri {{count}}",
  },
  matrix: {
    heading: "Jedwali la umahiri",
    caption: "Umahiri kwa nyanja ya ujuzi na ngazi ya cheti",
    domainColumn: "Nyanja ya ujuzi",
    listHint: "Kwenye skrini ndogo, jedwali huonyeshwa kama orodha kwa kila nyanja ya ujuzi.",
  },
  print: {
    title: "Mfumo wa vyeti wa GeoCert",
    note: "Imechapishwa kutoka tovuti ya GeoCert. Bodi ya ushauri hupitia mfumo huu kila mwaka.",
  },
  cta: {
    heading: "Uko wapi kwa sasa?",
    text: "Fanya jaribio la mafunzo kuona ngazi inayolingana na uzoefu wako, au linganisha vyeti, mitihani yake na ada zake.",
    quiz: "Fanya jaribio la mafunzo",
    certifications: "Linganisha vyeti",
  },
} satisfies PartialMessages<"framework">;
