import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Thibitisha usajili wako — GeoCert",
    heading: "Thibitisha usajili wa jarida",
    lead: "Bofya mara moja na anwani hii itapokea jarida la GeoCert mara moja kwa mwezi. Unaweza kujiondoa kutoka kila toleo.",
    button: "Thibitisha usajili",
    done: "Imekamilika: anwani hii sasa inapokea jarida la GeoCert.",
    invalidHeading: "Kiungo hiki cha uthibitisho hakifanyi kazi",
    invalidText:
      "Kiungo hakijakamilika, kimeshatumika, au kina zaidi ya siku 7. Jisajili tena kwenye ukurasa wa mwanzo nasi tutakutumia kiungo kipya.",
    home: "Nenda ukurasa wa mwanzo",
    errors: {
      invalid: "Kiungo hiki cha uthibitisho hakifanyi kazi. Jisajili tena upate kipya.",
      failed: "Hitilafu imetokea upande wetu. Tafadhali jaribu tena.",
    },
  },
  admin: {
    metaTitle: "Jarida — Utawala — GeoCert",
    heading: "Matoleo ya jarida",
    text: "Andika toleo kwa Kiingereza na, ukipenda, kwa lugha nyingine: kila msajili aliyethibitishwa hupokea toleo la lugha yake, au la Kiingereza.",
    newIssue: "Toleo jipya",
    empty: "Bado hakuna matoleo.",
    columns: {
      subject: "Kichwa",
      status: "Hali",
      progress: "Maendeleo",
      created: "Liliundwa",
    },
    status: { draft: "Rasimu", sending: "Linatumwa", sent: "Limetumwa" },
  },
  issue: {
    newTitle: "Toleo jipya la jarida — Utawala — GeoCert",
    newHeading: "Toleo jipya",
    editTitle: "Toleo la jarida — Utawala — GeoCert",
    editHeading: "Toleo",
    english: "Kiingereza (lazima)",
    otherLanguages: "Lugha nyingine (si lazima: bila toleo, wasajili hupokea la Kiingereza)",
    subject: "Kichwa",
    body: "Maandishi (markdown)",
    bodyHint: "Markdown: **nzito**, *italiki*, [kiungo](https://…), orodha na vichwa. Hati na mitindo huondolewa.",
    save: "Hifadhi rasimu",
    previewHeading: "Onyesho la awali",
    previewLanguage: "Lugha",
    preview: "Hifadhi na uone",
    previewFrame: "Toleo kama barua pepe inavyoonekana kwa {{language}}",
    previewFallback: "Hakuna toleo katika lugha hii: wasajili wake hupokea la Kiingereza, linaloonyeshwa hapa.",
    sendHeading: "Tuma",
    sendText:
      "Wapokeaji sasa: wasajili {{count}} waliothibitishwa, kila mmoja kwa lugha yake. Utumaji ukianza, toleo haliwezi kubadilishwa.",
    confirm: "Nimekagua onyesho la awali na nataka kutuma toleo hili sasa",
    send: "Tuma toleo",
    progressLabel: "Maendeleo ya utumaji",
    progress: "Barua {{sent}} kati ya {{total}} zimekabidhiwa kwenye foleni ya barua",
    back: "Matoleo yote",
    readOnly: "Toleo hili linatumwa au limetumwa: maandishi yake hayawezi kubadilishwa tena.",
    done: {
      created: "Rasimu imehifadhiwa.",
      saved: "Rasimu imehifadhiwa.",
      sending: "Utumaji umeanza. Wapokeaji: {{count}}.",
    },
    errors: {
      subjectRequired: "Weka kichwa cha Kiingereza.",
      bodyRequired: "Weka maandishi ya Kiingereza.",
      subjectMissing: "Ongeza kichwa kwa lugha hii, au acha sehemu zote mbili tupu.",
      bodyMissing: "Ongeza maandishi kwa lugha hii, au acha sehemu zote mbili tupu.",
      subjectTooLong: "Kichwa kinaweza kuwa na herufi 200 tu.",
      bodyTooLong: "Maandishi yanaweza kuwa na herufi 50,000 tu.",
      confirmRequired: "Weka alama kwenye kisanduku ili kuthibitisha utumaji.",
      notDraft: "Toleo hili tayari linatumwa: haliwezi kubadilishwa tena.",
    },
  },
  mail: {
    confirmSubject: "Thibitisha usajili wako wa jarida la GeoCert",
    confirmBody:
      "Mtu fulani aliomba kupokea jarida la GeoCert kwenye anwani hii. Ili kuthibitisha, tumia kitufe kilicho hapa chini ndani ya siku 7:\n\n{{link}}\n\nKama si wewe, puuza barua pepe hii: bila uthibitisho anwani haisajiliwi na inafutwa baada ya siku 7.",
    confirmButton: "Thibitisha usajili",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
