import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Alþjóðleg vottun fyrir starfsfólk í jarðvarma",
    unsubscribe: "Afskrá",
    unsubscribeLead: "Viltu ekki fá þessa pósta lengur?",
    linkFallback: "Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann:",
  },
  reasons: {
    account: "Þú færð þennan póst vegna þess að hann varðar GeoCert-aðgang sem notar þetta netfang.",
    form: "Þú færð þennan póst vegna þess að þetta netfang var slegið inn í eyðublað á vef GeoCert.",
    member: "Þú færð þennan póst sem meðlimur í GeoCert-samfélaginu.",
    newsletter: "Þú færð fréttabréf GeoCert vegna þess að þetta netfang var skráð á það.",
  },
  actions: {
    confirmAddress: "Staðfesta netfangið",
    choosePassword: "Velja nýtt lykilorð",
    mentorships: "Opna leiðsögnina þína",
    directory: "Opna félagaskrána",
  },
  unsubscribe: {
    metaTitle: "Afskrá — GeoCert",
    heading: "Afskrá",
    lead: "Stöðvaðu eina tegund pósts frá GeoCert. Engin innskráning þarf og það tekur gildi strax.",
    willStop: "Þetta stöðvar:",
    button: "Afskrá",
    done: "Lokið: þú færð ekki lengur {{what}}.",
    already: "Þú færð ekki lengur {{what}}.",
    invalidHeading: "Þessi afskráningartengill virkar ekki",
    invalidText:
      "Tengillinn er ófullkominn, honum hefur verið breytt eða hann er of gamall. Notaðu tengilinn í nýrri pósti frá okkur, eða skrifaðu okkur á tengiliðasíðunni og við stöðvum póstana fyrir þig.",
    contact: "Hafa samband",
    errors: {
      invalid: "Þessi afskráningartengill virkar ekki. Notaðu tengilinn í nýrri pósti frá okkur.",
      failed: "Eitthvað fór úrskeiðis hjá okkur. Reyndu aftur.",
    },
  },
  kinds: {
    newsletter: "fréttabréf GeoCert á {{email}}",
  },
  preview: {
    metaTitle: "Póstsniðmát — Stjórnun",
    heading: "Póstsniðmát",
    lead: "Allir póstar sem vefurinn sendir, birtir með skálduðum sýnigögnum á því tungumáli sem þú velur. Ekkert er sent af þessari síðu.",
    templates: "Sniðmát",
    language: "Tungumál",
    show: "Sýna",
    subject: "Efni",
    category: "Tegund",
    categories: {
      transactional: "Færslupóstur (án afskráningar)",
      notification: "Tilkynning (með afskráningu)",
      newsletter: "Fréttabréf (með afskráningu)",
    },
    html: "HTML-hluti",
    frameTitle: "HTML-hluti „{{name}}“",
    text: "Hreinn texti",
    names: {
      verify: "Aðgangur: staðfesta netfang",
      reset: "Aðgangur: endurstilla lykilorð",
      existing: "Aðgangur: einhver reyndi að nýskrá sig með þessu netfangi",
      contactConfirmation: "Samskiptaform: staðfesting til gests",
      contactStaff: "Samskiptaform: tilkynning til starfsfólks",
      partnerConfirmation: "Samstarfsumsókn: staðfesting til umsækjanda",
      partnerStaff: "Samstarfsumsókn: tilkynning til starfsfólks",
      mentorshipRequest: "Leiðsögn: beiðni móttekin",
      mentorshipAccepted: "Leiðsögn: beiðni samþykkt (til leiðsagnarþega)",
      mentorshipAcceptedMentor: "Leiðsögn: beiðni samþykkt (til leiðbeinanda)",
      mentorshipDeclined: "Leiðsögn: beiðni hafnað",
      mentorshipEnded: "Leiðsögn: leiðsögn lokið",
      directoryMessage: "Félagaskrá: skilaboð frá meðlimi",
      newsletterFrame: "Fréttabréf: umgjörð tölublaðs, með afskráningartengli",
      partnerGranted: "Samstarf: samþykkt, hlutverk samstarfsaðila veitt",
      partnerInvited: "Samstarf: samþykkt, boð um að stofna aðgang",
      partnerDeclined: "Samstarf: hafnað, með ástæðu",
      mentorshipEnding: "Leiðsögn: lýkur bráðum",
    },
    sampleHeading: "Sýnishorn af tölublaði",
    sampleText:
      "Þessi texti sýnir aðeins umgjörðina sem hvert tölublað fær: haus, fót og afskráningartengil. Netfangið er skáldað.",
    sampleQuote: "Tilvitnun, eins og póstur sýnir færslu eða skilaboð.",
    sampleReason: "Dæmi um ástæðu sem starfsfólk okkar skrifar, eins og umsækjandi fær hana.",
  },
} satisfies Namespaces["mail"];

export default mail;
