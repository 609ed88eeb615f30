import type { PartialMessages } from "../types";

/** Resources page (sw); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "Rasilimali — GeoCert",
    description:
      "Miongozo ya kujisomea, muhtasari wa viwango, orodha za kusoma, violezo na rekodi za semina za mtandaoni kwa wataalamu wa jotoardhi, kwa eneo la ujuzi na ngazi.",
  },
  header: {
    eyebrow: "Maktaba ya rasilimali",
    title: "Rasilimali",
    lead: "Miongozo, muhtasari wa viwango, orodha za kusoma, violezo na semina za mtandaoni zilizorekodiwa ili kujiandaa kwa uthibitisho na kudumisha ujuzi wako.",
  },
  filters: {
    heading: "Tafuta rasilimali",
    search: "Tafuta",
    searchHint: "Maneno katika kichwa au maelezo",
    type: "Aina",
    topic: "Eneo la ujuzi",
    allTypes: "Aina zote",
    allTopics: "Maeneo yote ya ujuzi",
  },
  results: {
    heading: "Maktaba",
    summary_one: "{{count}} kati ya rasilimali {{total}}",
    summary_other: "{{count}} kati ya rasilimali {{total}}",
    empty: "Hakuna rasilimali inayolingana na vichujio hivi. Jaribu eneo lingine la ujuzi au maneno machache.",
  },
  types: {
    guide: "Mwongozo",
    standard: "Muhtasari wa kiwango",
    readingList: "Orodha ya kusoma",
    template: "Kiolezo",
    webinar: "Semina ya mtandaoni",
  },
  levels: {
    all: "Ngazi zote",
    associate: "Ngazi ya Mwanzo",
    professional: "Mtaalamu",
    senior: "Mtaalamu Mwandamizi",
    expert: "Mtaalamu Bingwa",
  },
  card: {
    level: "Ngazi",
    topics: "Maeneo ya ujuzi",
    languages: "Lugha",
    edition: "Toleo la {{year}}",
    download: "Pakua",
    downloadLabel: "Pakua {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Maandishi matupu",
    },
    recording: "Rekodi ya dakika {{minutes}}, ilifanyika {{date}}",
    recordingNote: "Rekodi hutolewa kwa watahiniwa waliosajiliwa wanapoziomba.",
    requestRecording: "Omba rekodi",
    onRequest: "Toleo lililochapishwa au la wanachama, hutumwa kwa ombi.",
    requestCopy: "Omba nakala",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
    months: [
      "Januari",
      "Februari",
      "Machi",
      "Aprili",
      "Mei",
      "Juni",
      "Julai",
      "Agosti",
      "Septemba",
      "Oktoba",
      "Novemba",
      "Desemba",
    ],
  },
  framework: {
    heading: "Linganisha masomo yako na mfumo",
    link: "Tazama mfumo wa uthibitisho",
  },
} satisfies PartialMessages<"resources">;
