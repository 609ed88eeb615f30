import type { Namespaces } from "../types";

const news = {
  meta: {
    title: "Habari — GeoCert",
    description:
      "Habari kutoka GeoCert: uzinduzi wa programu, masasisho ya mfumo, habari za washirika, utafiti na habari kutoka matawi ya kanda.",
  },
  header: {
    title: "Habari",
    lead: "Uzinduzi wa programu, masasisho ya mfumo, utafiti na habari kutoka kwa washirika wetu na matawi ya kanda.",
  },
  list: {
    heading: "Makala za hivi karibuni",
    by: "Na {{author}}",
    feed: "Jiandikishe kwa mlisho wa RSS",
    feedTitle: "Habari za GeoCert",
    feedDescription:
      "Uzinduzi wa programu, masasisho ya mfumo, utafiti na habari kutoka kwa washirika na matawi ya GeoCert.",
  },
  article: {
    details: "Kuhusu makala hii",
    author: "Mwandishi",
    published: "Imechapishwa",
    tags: "Mada",
    related: "Makala zinazohusiana",
    allNews: "Habari zote",
  },
  tags: {
    programmes: "Uzinduzi wa programu",
    framework: "Masasisho ya mfumo",
    partners: "Habari za washirika",
    research: "Utafiti",
    chapters: "Habari za matawi",
    exams: "Mitihani",
  },
  roles: {
    communicationsLead: "Mkuu wa Mawasiliano",
    frameworkDirector: "Mkurugenzi wa Mfumo wa Umahiri",
    chaptersCoordinator: "Mratibu wa Matawi",
    researchManager: "Meneja wa Utafiti",
    partnershipsManager: "Meneja wa Ushirikiano",
  },
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
  dateFormat: "{{day}} {{month}} {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];

export default news;
