import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Isitifiketi somhlaba wonke sabasebenzi bokushisa komhlaba",
    unsubscribe: "Zikhiphe ohlwini",
    unsubscribeLead: "Awusafuni ukuthola lawa ma-imeyili?",
    linkFallback: "Uma inkinobho ingasebenzi, kopisha leli kheli ulifake kusiphequluli sakho:",
  },
  reasons: {
    account: "Uthola le imeyili ngoba imayelana ne-akhawunti ye-GeoCert esebenzisa leli kheli.",
    form: "Uthola le imeyili ngoba leli kheli lafakwa efomini kuwebhusayithi ye-GeoCert.",
    member: "Uthola le imeyili njengelungu lomphakathi we-GeoCert.",
    newsletter: "Uthola incwadi yezindaba ye-GeoCert ngoba leli kheli labhalisela yona.",
  },
  actions: {
    confirmAddress: "Qinisekisa ikheli lakho",
    choosePassword: "Khetha iphasiwedi entsha",
    mentorships: "Vula ukweluleka kwakho",
    directory: "Vula uhlu lwamalungu",
  },
  unsubscribe: {
    metaTitle: "Zikhiphe ohlwini — GeoCert",
    heading: "Zikhiphe ohlwini",
    lead: "Misa uhlobo oluthile lwe-imeyili evela ku-GeoCert. Akudingeki ungene, futhi kusebenza ngokushesha.",
    willStop: "Lokhu kumisa:",
    button: "Zikhiphe ohlwini",
    done: "Kwenziwe: ngeke usayithola {{what}}.",
    already: "Awusayitholi {{what}}.",
    invalidHeading: "Lesi sixhumanisi sokuzikhipha asisebenzi",
    invalidText:
      "Isixhumanisi asiphelele, sishintshiwe, noma sindala kakhulu. Sebenzisa isixhumanisi se-imeyili yakamuva evela kithi, noma usibhalele ngekhasi lokuxhumana futhi sizokumisela ama-imeyili.",
    contact: "Xhumana nathi",
    errors: {
      invalid: "Lesi sixhumanisi sokuzikhipha asisebenzi. Sebenzisa isixhumanisi se-imeyili yakamuva evela kithi.",
      failed: "Kukhona okungahambanga kahle ngasohlangothini lwethu. Sicela uzame futhi.",
    },
  },
  kinds: {
    newsletter: "incwadi yezindaba ye-GeoCert eya ku-{{email}}",
  },
  preview: {
    metaTitle: "Izifanekiso ze-imeyili — Abaphathi",
    heading: "Izifanekiso ze-imeyili",
    lead: "Yonke i-imeyili esayithi eyithumelayo, iboniswa ngedatha yesibonelo eqanjiwe ngolimi olukhethayo. Akukho okuthunyelwayo kuleli khasi.",
    templates: "Izifanekiso",
    language: "Ulimi",
    show: "Bonisa",
    subject: "Isihloko",
    category: "Uhlobo",
    categories: {
      transactional: "Okwenziwayo (ngaphandle kokuzikhipha)",
      notification: "Isaziso (nokuzikhipha)",
      newsletter: "Incwadi yezindaba (nokuzikhipha)",
    },
    html: "Ingxenye ye-HTML",
    frameTitle: "Ingxenye ye-HTML ka-“{{name}}”",
    text: "Ingxenye yombhalo ongenalutho",
    names: {
      verify: "I-akhawunti: qinisekisa ikheli",
      reset: "I-akhawunti: setha kabusha iphasiwedi",
      existing: "I-akhawunti: othile uzame ukubhalisa ngaleli kheli",
      contactConfirmation: "Ifomu lokuxhumana: isiqinisekiso kumvakashi",
      contactStaff: "Ifomu lokuxhumana: isaziso kubasebenzi",
      partnerConfirmation: "Isicelo sokubambisana: isiqinisekiso kumfakisicelo",
      partnerStaff: "Isicelo sokubambisana: isaziso kubasebenzi",
      mentorshipRequest: "Ukweluleka: isicelo sitholakele",
      mentorshipAccepted: "Ukweluleka: isicelo samukelwe (kofundayo)",
      mentorshipAcceptedMentor: "Ukweluleka: isicelo samukelwe (kumeluleki)",
      mentorshipDeclined: "Ukweluleka: isicelo senqatshiwe",
      mentorshipEnded: "Ukweluleka: ukweluleka kuphelile",
      directoryMessage: "Uhlu lwamalungu: umlayezo ovela elungwini",
      newsletterFrame: "Incwadi yezindaba: uhlaka lokukhishwa, nesixhumanisi sokuzikhipha",
      partnerGranted: "Ubudlelwano: bugunyaziwe, indima yozakwethu inikeziwe",
      partnerInvited: "Ubudlelwano: bugunyaziwe, isimemo sokuvula i-akhawunti",
      partnerDeclined: "Ubudlelwano: bwenqatshiwe, nesizathu",
      mentorshipEnding: "Ukweluleka: kuzophela maduze",
    },
    sampleHeading: "Ukukhishwa kwesibonelo",
    sampleText:
      "Lo mbhalo ubonisa kuphela uhlaka oluthola konke ukukhishwa: isihloko, okungezansi nesixhumanisi sokuzikhipha. Ikheli liqanjiwe.",
    sampleQuote: "Ingcaphuno, njengoba i-imeyili ibonisa okuthunyelwe noma umlayezo.",
    sampleReason: "Isibonelo sesizathu esibhalwe ngabasebenzi bethu, njengoba umfakisicelo esithola.",
  },
} satisfies Namespaces["mail"];

export default mail;
