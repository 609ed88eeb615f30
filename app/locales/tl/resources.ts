import type { PartialMessages } from "../types";

/** Resources page (tl); long texts and resource titles fall back to English. */
export default {
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
    template: "Template",
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
    link: "Tingnan ang balangkas ng sertipikasyon",
  },
} satisfies PartialMessages<"resources">;
