import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Uthibitisho wa kimataifa kwa wafanyakazi wa jotoardhi",
    unsubscribe: "Jiondoe",
    unsubscribeLead: "Hutaki tena kupokea barua pepe hizi?",
    linkFallback: "Kitufe kisipofanya kazi, nakili anwani hii kwenye kivinjari chako:",
  },
  reasons: {
    account: "Unapokea barua pepe hii kwa sababu inahusu akaunti ya GeoCert inayotumia anwani hii.",
    form: "Unapokea barua pepe hii kwa sababu anwani hii iliandikwa kwenye fomu ya tovuti ya GeoCert.",
    member: "Unapokea barua pepe hii kama mwanachama wa jumuiya ya GeoCert.",
    newsletter: "Unapokea jarida la GeoCert kwa sababu anwani hii ilijisajili kulipokea.",
  },
  actions: {
    confirmAddress: "Thibitisha anwani yako",
    choosePassword: "Chagua nenosiri jipya",
    mentorships: "Fungua ushauri wako",
    directory: "Fungua saraka",
  },
  unsubscribe: {
    metaTitle: "Jiondoe — GeoCert",
    heading: "Jiondoe",
    lead: "Simamisha aina moja ya barua pepe kutoka GeoCert. Huhitaji kuingia, na inaanza kufanya kazi mara moja.",
    willStop: "Hii inasimamisha:",
    button: "Jiondoe",
    done: "Imekamilika: hutapokea tena {{what}}.",
    already: "Hupokei tena {{what}}.",
    invalidHeading: "Kiungo hiki cha kujiondoa hakifanyi kazi",
    invalidText:
      "Kiungo hakijakamilika, kimebadilishwa, au ni cha zamani mno. Tumia kiungo kwenye barua pepe mpya zaidi kutoka kwetu, au utuandikie kupitia ukurasa wa mawasiliano nasi tutakusimamishia barua pepe.",
    contact: "Wasiliana nasi",
    errors: {
      invalid: "Kiungo hiki cha kujiondoa hakifanyi kazi. Tumia kiungo kwenye barua pepe mpya zaidi kutoka kwetu.",
      failed: "Hitilafu imetokea upande wetu. Tafadhali jaribu tena.",
    },
  },
  kinds: {
    newsletter: "jarida la GeoCert kwa {{email}}",
  },
  preview: {
    metaTitle: "Violezo vya barua pepe — Utawala",
    heading: "Violezo vya barua pepe",
    lead: "Kila barua pepe ambayo tovuti hutuma, ikionyeshwa kwa data ya mfano ya kubuni katika lugha utakayochagua. Hakuna kinachotumwa kutoka ukurasa huu.",
    templates: "Violezo",
    language: "Lugha",
    show: "Onyesha",
    subject: "Kichwa",
    category: "Aina",
    categories: {
      transactional: "Ya muamala (bila kujiondoa)",
      notification: "Arifa (pamoja na kujiondoa)",
      newsletter: "Jarida (pamoja na kujiondoa)",
    },
    html: "Sehemu ya HTML",
    frameTitle: "Sehemu ya HTML ya “{{name}}”",
    text: "Sehemu ya maandishi matupu",
    names: {
      verify: "Akaunti: thibitisha anwani",
      reset: "Akaunti: weka upya nenosiri",
      existing: "Akaunti: mtu alijaribu kujisajili kwa anwani hii",
      contactConfirmation: "Fomu ya mawasiliano: uthibitisho kwa mgeni",
      contactStaff: "Fomu ya mawasiliano: taarifa kwa wafanyakazi",
      partnerConfirmation: "Ombi la ushirikiano: uthibitisho kwa mwombaji",
      partnerStaff: "Ombi la ushirikiano: taarifa kwa wafanyakazi",
      mentorshipRequest: "Ushauri: ombi limepokelewa",
      mentorshipAccepted: "Ushauri: ombi limekubaliwa (kwa mwanafunzi)",
      mentorshipAcceptedMentor: "Ushauri: ombi limekubaliwa (kwa mshauri)",
      mentorshipDeclined: "Ushauri: ombi limekataliwa",
      mentorshipEnded: "Ushauri: ushauri umeisha",
      directoryMessage: "Saraka: ujumbe kutoka kwa mwanachama",
      newsletterFrame: "Jarida: muundo wa toleo, pamoja na kiungo chake cha kujiondoa",
      partnerGranted: "Ushirikiano: umeidhinishwa, jukumu la mshirika limetolewa",
      partnerInvited: "Ushirikiano: umeidhinishwa, mwaliko wa kufungua akaunti",
      partnerDeclined: "Ushirikiano: umekataliwa, pamoja na sababu",
      mentorshipEnding: "Ushauri: unaisha hivi karibuni",
    },
    sampleHeading: "Toleo la mfano",
    sampleText:
      "Maandishi haya yanaonyesha tu muundo ambao kila toleo la jarida hupata: kichwa, sehemu ya chini na kiungo cha kujiondoa. Anwani ni ya kubuni.",
    sampleQuote: "Dondoo, kama barua pepe inavyoonyesha chapisho au ujumbe.",
    sampleReason: "Mfano wa sababu iliyoandikwa na wafanyakazi wetu, kama mwombaji anavyoipokea.",
  },
} satisfies Namespaces["mail"];

export default mail;
