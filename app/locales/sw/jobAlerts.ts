import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Arifa za kazi · GeoCert",
    description: "Utafutaji wa ubao wa kazi tunaokutumia barua pepe kuuhusu: badilisha mara ngapi, au ufute.",
  },
  save: {
    heading: "Pata kazi hizi kwa barua pepe",
    lead: "Hifadhi vichujio vya sasa vya ubao kama arifa: tunakutumia kazi zinazolingana mara zinapochapishwa.",
    frequency: "Mara ngapi",
    email: "Anwani yako ya barua pepe",
    emailHint: "Kwanza tunatuma kiungo cha kuthibitisha anwani hii; hakuna kingine kinachotumwa hadi ukifuate.",
    memberNote: "Arifa huenda kwenye anwani ya akaunti yako.",
    submit: "Hifadhi arifa",
    manage: "Arifa zako za kazi",
  },
  frequencies: {
    instant: "Mara zinapochapishwa",
    daily: "Muhtasari wa kila siku",
    weekly: "Muhtasari wa kila wiki",
  },
  filters: {
    all: "Kazi zote",
    keyword: "Neno kuu: {{value}}",
    salary: "Mshahara kuanzia {{value}}",
  },
  page: {
    heading: "Arifa za kazi",
    lead: "Utafutaji wa ubao wa kazi tunaokutumia barua pepe kuuhusu. Kila barua pepe pia ina kiungo cha kuisimamisha.",
    empty: "Bado huna arifa za kazi. Hifadhi moja kutoka kwa vichujio vya ubao wa kazi.",
    board: "Ubao wa kazi",
    filters: "Utafutaji",
    frequency: "Mara ngapi",
    change: "Badilisha",
    delete: "Futa arifa",
    deleteNamed: "Futa arifa: {{name}}",
    open: "Onyesha kwenye ubao wa kazi",
    guestHeading: "Arifa yako ya kazi",
    pending: "Arifa hii inasubiri uthibitisho wako: hakuna barua pepe inayotumwa hadi uithibitishe.",
    confirm: "Thibitisha arifa",
    invalid: "Kiungo hiki hakifanyi kazi tena: arifa ilifutwa, au haikuthibitishwa ndani ya siku tatu.",
    signedInAs: "Arifa hutumwa kwa {{email}}.",
  },
  done: {
    saved: "Arifa imehifadhiwa. Kazi mpya zinazolingana na utafutaji huu zitatumwa kwako.",
    guestSaved:
      "Asante. Ikiwa anwani hii inaweza kupokea barua pepe zetu, kiungo cha uthibitisho kiko njiani: arifa zinaanza ukikifuata.",
    confirmed: "Arifa imethibitishwa. Kazi mpya zinazolingana na utafutaji huu zitatumwa kwako.",
    frequency: "Imehifadhiwa: {{frequency}}.",
    deleted: "Arifa imefutwa. Hakuna barua pepe zaidi zitakazotumwa kwa ajili yake.",
  },
  errors: {
    frequency: "Chagua mara ngapi.",
    emailRequired: "Weka anwani yako ya barua pepe.",
    email: "Weka anwani ya barua pepe kama jina@example.org.",
    verifyFirst:
      "Thibitisha kwanza anwani ya barua pepe ya akaunti yako (fuata kiungo tulichokutumia), kisha uhifadhi arifa.",
    rateLimited: "Arifa nyingi mno kwa muda mfupi. Tafadhali jaribu tena baada ya saa moja.",
  },
  mail: {
    confirmSubject: "Thibitisha arifa yako ya kazi ya GeoCert",
    confirmBody:
      "Mtu aliomba arifa za kazi za GeoCert zitumwe kwa anwani hii.\n\nUtafutaji: {{filters}}\nMara ngapi: {{frequency}}\n\nIli kuanza kuzipokea, thibitisha hapa:\n{{link}}\n\nIkiwa si wewe, puuza barua pepe hii: hakuna kingine kitakachotumwa, na ombi litafutwa baada ya siku {{days}}.",
    alertSubject: "Kazi mpya za jotoardhi kwa arifa yako ({{count}})",
    alertIntro: "Kazi mpya zinazolingana na utafutaji wako ({{filters}}):",
    more: "{{count}} zaidi kwenye ubao wa kazi:",
    allOnBoard: "Kazi zote zinazolingana kwenye ubao wa kazi:",
    footer: "Unapokea hii kwa sababu ulihifadhi arifa ya kazi kwenye GeoCert ({{frequency}}).",
    manage: "Badilisha mara ngapi au ufute arifa hii:",
    unsubscribe: "Simamisha arifa hii:",
    renew: "Huisha tangazo",
    kind: "barua pepe za arifa za kazi za utafutaji mmoja uliohifadhiwa kwenye ubao wa kazi wa GeoCert",
    reminderSubject: "Tangazo lako la kazi linaisha baada ya siku 3",
    reminderBody:
      "Tangazo lako la kazi kwenye GeoCert linaisha tarehe {{date}}:\n\n{{title}}\n\nIli liendelee kuwa wazi kwa siku 30 zaidi, lihuishe kwenye ukurasa wake (ingia ukiombwa):\n{{link}}\n\nIkiwa nafasi imejazwa, hakuna cha kufanya: tangazo litafungwa lenyewe.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
