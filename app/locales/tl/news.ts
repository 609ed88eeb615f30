import type { Namespaces } from "../types";

/** Tagalog strings of the news namespace (complete). */
const news = {
  meta: {
    title: "Balita — GeoCert",
    description:
      "Mga balita mula sa GeoCert: paglulunsad ng mga programa, mga update sa balangkas, balita ng mga kasosyo, pananaliksik, at balita mula sa mga panrehiyong kabanata.",
  },
  header: {
    title: "Balita",
    lead: "Paglulunsad ng mga programa, mga update sa balangkas, pananaliksik, at balita mula sa aming mga kasosyo at panrehiyong kabanata.",
  },
  list: {
    heading: "Mga pinakabagong artikulo",
    by: "Ni {{author}}",
    feed: "Mag-subscribe sa RSS feed",
    feedTitle: "Mga balita ng GeoCert",
    feedDescription:
      "Paglulunsad ng mga programa, mga update sa balangkas, pananaliksik, at balita mula sa mga kasosyo at kabanata ng GeoCert.",
  },
  article: {
    details: "Tungkol sa artikulong ito",
    author: "May-akda",
    published: "Inilathala",
    tags: "Mga paksa",
    related: "Mga kaugnay na artikulo",
    allNews: "Lahat ng balita",
  },
  tags: {
    programmes: "Paglulunsad ng programa",
    framework: "Mga update sa balangkas",
    partners: "Balita ng mga kasosyo",
    research: "Pananaliksik",
    chapters: "Balita ng kabanata",
    exams: "Mga pagsusulit",
  },
  roles: {
    communicationsLead: "Pinuno ng Komunikasyon",
    frameworkDirector: "Direktor ng Balangkas ng Kakayahan",
    chaptersCoordinator: "Tagapag-ugnay ng mga Kabanata",
    researchManager: "Tagapamahala ng Pananaliksik",
    partnershipsManager: "Tagapamahala ng Pakikipagtulungan",
  },
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
  dateFormat: "{{month}} {{day}}, {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];

export default news;
