import type { Namespaces } from "../types";

/** Tagalog strings of the resources namespace (complete). */
const resources = {
  meta: {
    title: "Mga Sanggunian — GeoCert",
    description:
      "Mga gabay sa pag-aaral, buod ng mga pamantayan, listahan ng babasahin, template at rekording ng webinar para sa mga propesyonal sa geothermal, ayon sa larangan ng kasanayan at antas.",
  },
  header: {
    eyebrow: "Aklatan ng sanggunian",
    title: "Mga Sanggunian",
    lead: "Mga gabay, buod ng mga pamantayan, listahan ng babasahin, template at nirekord na webinar para makapaghanda sa sertipikasyon at mapanatiling bago ang inyong kasanayan.",
  },
  filters: {
    heading: "Maghanap ng sanggunian",
    search: "Maghanap",
    searchHint: "Mga salita sa pamagat o paglalarawan",
    type: "Uri",
    topic: "Larangan ng kasanayan",
    allTypes: "Lahat ng uri",
    allTopics: "Lahat ng larangan",
  },
  results: {
    heading: "Aklatan",
    summary_one: "{{count}} sa {{total}} sanggunian",
    summary_other: "{{count}} sa {{total}} sanggunian",
    empty: "Walang sangguniang tumutugma sa mga filter na ito. Subukan ang ibang larangan o mas kaunting salita.",
  },
  types: {
    guide: "Gabay",
    standard: "Buod ng pamantayan",
    readingList: "Listahan ng babasahin",
    template: "Padron",
    webinar: "Webinar",
  },
  levels: {
    all: "Lahat ng antas",
    associate: "Panimulang Antas",
    professional: "Propesyonal",
    senior: "Senior na Propesyonal",
    expert: "Expert Fellow",
  },
  card: {
    level: "Antas",
    topics: "Mga larangan ng kasanayan",
    languages: "Mga wika",
    edition: "Edisyon {{year}}",
    download: "I-download",
    downloadLabel: "I-download ang {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Payak na teksto",
    },
    recording: "Rekording na {{minutes}} minuto, ginanap noong {{date}}",
    recordingNote: "Ibinabahagi ang mga rekording sa mga rehistradong kandidato kapag hiniling.",
    requestRecording: "Hilingin ang rekording",
    onRequest: "Nakalimbag o pang-miyembrong edisyon, ipinapadala kapag hiniling.",
    requestCopy: "Humiling ng kopya",
  },
  date: {
    pattern: "{{month}} {{day}}, {{year}}",
    months: [
      "Enero",
      "Pebrero",
      "Marso",
      "Abril",
      "Mayo",
      "Hunyo",
      "Hulyo",
      "Agosto",
      "Setyembre",
      "Oktubre",
      "Nobyembre",
      "Disyembre",
    ],
  },
  framework: {
    heading: "Iugnay ang inyong pag-aaral sa balangkas",
    text: "Bawat sanggunian ay may tatak ng mga larangan ng kasanayan at antas sa balangkas ng kakayahan ng GeoCert, para makita ninyo ang inaasahan ng bawat sertipikasyon at maplano ang susunod ninyong pag-aaralan.",
    link: "Tingnan ang balangkas ng sertipikasyon",
  },
  items: {
    associateStudyGuide: {
      title: "Gabay sa pag-aaral para sa Panimulang Antas",
      description:
        "Ang saklaw ng pagtatasa sa Panimulang Antas sa bawat isa sa walong larangan ng kasanayan, mga halimbawang tanong at apat na linggong plano sa pag-aaral.",
    },
    glossary: {
      title: "Glosaryo ng mga terminong geothermal",
      description:
        "Malinaw na kahulugan ng mga salitang ginagamit sa rig, sa planta at sa mga ulat, mula binary plant hanggang wellhead pressure.",
    },
    ceuLog: {
      title: "Padron ng talaan ng patuloy na edukasyon (oras ng CPD)",
      description:
        "Isang spreadsheet para itala ang mga kurso, webinar, pagsasanay sa field at sariling pag-aaral para sa recertification, may mga halimbawang hilera.",
    },
    coreReadingList: {
      title: "Pangunahing listahan ng babasahin",
      description:
        "Ang mga karaniwang aklat at pampublikong ulat tungkol sa inhinyeriya ng reservoir, planta ng kuryente, financing ng proyekto at pag-uulat ng resource.",
    },
    h2sChecklist: {
      title: "Checklist sa kaligtasan laban sa H₂S para sa mga drilling site",
      description:
        "Bago mag-spud, sa bawat shift, mga babala ng kick at ang dapat gawin kapag tumunog ang alarma: isang checklist na maaaring i-print.",
    },
    wellTestWebinar: {
      title: "Pagbasa ng well test: pressure transient para sa mga koponan sa planta",
      description:
        "Kung paano inilalarawan ng completion test at datos ng pressure build-up ang isang balon, ipinaliwanag para sa mga operator at inhinyerong gumagamit ng mga resulta.",
    },
    scalingWebinar: {
      title: "Scaling at kalawang sa mga binary plant",
      description:
        "Scaling ng silica at calcite, kalawang ng mga heat exchanger, at ang pagsubaybay na maagang nakatutuklas sa dalawa.",
    },
    baselineWebinar: {
      title: "Baseline na pagsubaybay sa kapaligiran bago magbarena",
      description:
        "Aling mga sukat ng tubig, gas, ingay at paggalaw ng lupa ang dapat simulan bago ang unang balon, at gaano katagal.",
    },
    financingWebinar: {
      title: "Pagpopondo sa yugto ng eksplorasyon",
      description:
        "Kung bakit ang exploration drilling ang pinakamapanganib na yugto ng proyekto, at kung paano ipinamamahagi ng mga grant, risk-sharing fund at insurance ang panganib.",
    },
    seismicityWebinar: {
      title: "Induced seismicity at mga traffic-light protocol",
      description:
        "Pagdidisenyo ng mga monitoring network at threshold para sa injection, kasama ang mga aral mula sa mga stimulation project.",
    },
    permitsWebinar: {
      title: "Mga permit sa iba't ibang hurisdiksyon: isang paghahambing",
      description:
        "Mga lisensya sa eksplorasyon, karapatan sa tubig, permit sa pagbabarena at pangkapaligiran na pinaghambing sa limang sistemang legal.",
    },
    unfcSummary: {
      title: "Buod: klasipikasyong UNFC ng mga geothermal resource",
      description:
        "Anim na pahinang buod kung paano inuuri ang mga proyektong geothermal ayon sa viability, maturity ng proyekto at kaalaman tungkol sa resource.",
    },
    wellControlSummary: {
      title: "Buod: praktika sa well control para sa pagbabarena sa geothermal",
      description:
        "Ang pangunahing kinakailangan ng well control para sa maiinit na balon: disenyo ng casing, pagsubok sa BOP, pagtukoy ng kick at pagsasara ng balon.",
    },
    reportingCodeSummary: {
      title: "Buod: mga pampublikong reporting code para sa resource at reserve",
      description:
        "Ang papel ng competent person at ang wika ng resource at reserve sa mga pampublikong reporting code sa geothermal.",
    },
    esiaSummary: {
      title: "Buod: pagtatasa ng epekto sa kapaligiran at lipunan",
      description:
        "Ang mga hakbang ng impact assessment para sa proyektong geothermal, mula scoping hanggang plano sa pamamahala at konsultasyon sa komunidad.",
    },
    steamFieldGuide: {
      title: "Gabay sa field para sa mga steam gathering system",
      description:
        "Mga separator, pipeline, trap at balbula sa steam field, kasama ang araw-araw na pagsusuri para sa mga bagong operator.",
    },
    mudLoggingGuide: {
      title: "Mud logging at paglalarawan ng cuttings",
      description:
        "Paglalarawan ng cuttings at alteration mineral habang nagbabarena, at ang ibinubunyag ng mga ito tungkol sa temperatura at permeability.",
    },
    riskRegister: {
      title: "Padron ng risk register para sa mga proyektong geothermal",
      description:
        "Isang rehistro ng karaniwang teknikal, pinansyal at panlipunang panganib sa bawat yugto ng proyekto, kasama ang mga may-pananagutan at mitigasyon.",
    },
    seismicityReadingList: {
      title: "Listahan ng babasahin: induced seismicity at stimulation",
      description:
        "Mahahalagang papel at alituntunin tungkol sa seismicity na dulot ng injection, pagtatasa ng hazard at mga enhanced geothermal system.",
    },
    directUseReadingList: {
      title: "Listahan ng babasahin: direktang paggamit at district heating",
      description:
        "Mga sanggunian tungkol sa district heating, greenhouse, pagpapatuyo at cascaded na paggamit ng init ng geothermal.",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
