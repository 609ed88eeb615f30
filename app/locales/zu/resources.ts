import type { PartialMessages } from "../types";

/** Resources page (zu); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "Izinsiza — GeoCert",
    description:
      "Imihlahlandlela yokufunda, izifinyezo zamazinga, uhlu lokufunda, amathempulethi nokuqoshwa kwama-webinar ochwepheshe bezokushisa komhlaba, ngokwendawo yekhono nezinga.",
  },
  header: {
    eyebrow: "Umtapo wezinsiza",
    title: "Izinsiza",
    lead: "Imihlahlandlela, izifinyezo zamazinga, uhlu lokufunda, amathempulethi nama-webinar aqoshiwe okulungiselela isitifiketi nokugcina amakhono akho esesikhathini.",
  },
  filters: {
    heading: "Thola insiza",
    search: "Sesha",
    searchHint: "Amagama asesihlokweni noma encazelweni",
    type: "Uhlobo",
    topic: "Indawo yekhono",
    allTypes: "Zonke izinhlobo",
    allTopics: "Zonke izindawo zamakhono",
  },
  results: {
    heading: "Umtapo",
    summary_one: "{{count}} kwezingu-{{total}}",
    summary_other: "{{count}} kwezingu-{{total}}",
    empty: "Ayikho insiza efana nalezi zihlungi. Zama enye indawo yekhono noma amagama ambalwa.",
  },
  types: {
    guide: "Umhlahlandlela",
    standard: "Isifinyezo sezinga",
    readingList: "Uhlu lokufunda",
    template: "Ithempulethi",
    webinar: "I-webinar",
  },
  levels: {
    all: "Wonke amazinga",
    associate: "Izinga Lokuqala",
    professional: "Uchwepheshe",
    senior: "Uchwepheshe Omkhulu",
    expert: "Isazi Esihloniphekile",
  },
  card: {
    level: "Izinga",
    topics: "Izindawo zamakhono",
    languages: "Izilimi",
    edition: "Uhlelo lwango-{{year}}",
    download: "Landa",
    downloadLabel: "Landa i-{{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Umbhalo ongenalutho",
    },
    recording: "Okuqoshiwe kwemizuzu engu-{{minutes}}, kwabanjwa ngo-{{date}}",
    recordingNote: "Okuqoshiwe kwabelwana nakho nabafundi ababhalisile uma becela.",
    requestRecording: "Cela okuqoshiwe",
    onRequest: "Uhlelo oluphrintiwe noma lwamalungu, luthunyelwa uma kucelwa.",
    requestCopy: "Cela ikhophi",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
    months: [
      "Januwari",
      "Februwari",
      "Mashi",
      "Ephreli",
      "Meyi",
      "Juni",
      "Julayi",
      "Agasti",
      "Septemba",
      "Okthoba",
      "Novemba",
      "Disemba",
    ],
  },
  framework: {
    heading: "Xhumanisa ukufunda kwakho nohlaka",
    link: "Bona uhlaka lwesitifiketi",
  },
} satisfies PartialMessages<"resources">;
