import type { Namespaces } from "../types";

const news = {
  meta: {
    title: "Izindaba — GeoCert",
    description:
      "Izindaba ezivela ku-GeoCert: ukwethulwa kwezinhlelo, izibuyekezo zohlaka, izindaba zabalingani, ucwaningo nezindaba ezivela emagatsheni esifunda.",
  },
  header: {
    title: "Izindaba",
    lead: "Ukwethulwa kwezinhlelo, izibuyekezo zohlaka, ucwaningo nezindaba ezivela kubalingani bethu nasemagatsheni esifunda.",
  },
  list: {
    heading: "Izindatshana zakamuva",
    by: "Ngu-{{author}}",
    feed: "Bhalisela i-RSS feed",
    feedTitle: "Izindaba ze-GeoCert",
    feedDescription:
      "Ukwethulwa kwezinhlelo, izibuyekezo zohlaka, ucwaningo nezindaba ezivela kubalingani namagatsha e-GeoCert.",
  },
  article: {
    details: "Mayelana nale ndatshana",
    author: "Umbhali",
    published: "Kushicilelwe",
    tags: "Izihloko",
    related: "Izindatshana ezihlobene",
    allNews: "Zonke izindaba",
  },
  tags: {
    programmes: "Ukwethulwa kwezinhlelo",
    framework: "Izibuyekezo zohlaka",
    partners: "Izindaba zabalingani",
    research: "Ucwaningo",
    chapters: "Izindaba zamagatsha",
    exams: "Ukuhlolwa",
  },
  roles: {
    communicationsLead: "Inhloko Yezokuxhumana",
    frameworkDirector: "Umqondisi Wohlaka Lwamakhono",
    chaptersCoordinator: "Umxhumanisi Wamagatsha",
    researchManager: "Umphathi Wocwaningo",
    partnershipsManager: "Umphathi Wobambiswano",
  },
  months: [
    "Januwari",
    "Februwari",
    "Mashi",
    "Ephreli",
    "Meyi",
    "Juni",
    "Julayi",
    "Agasti",
    "Septhemba",
    "Okthoba",
    "Novemba",
    "Disemba",
  ],
  dateFormat: "{{month}} {{day}}, {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];

export default news;
