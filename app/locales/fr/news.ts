import type { Namespaces } from "../types";

/** French strings of the news namespace (complete). */
const news = {
  meta: {
    title: "Actualités — GeoCert",
    description:
      "Actualités de GeoCert : lancements de programmes, évolutions du référentiel, nouvelles des partenaires, recherche et nouvelles des sections régionales.",
  },
  header: {
    title: "Actualités",
    lead: "Lancements de programmes, évolutions du référentiel, recherche et nouvelles de nos partenaires et sections régionales.",
  },
  list: {
    heading: "Derniers articles",
    by: "Par {{author}}",
    feed: "S'abonner au flux RSS",
    feedTitle: "Actualités GeoCert",
    feedDescription:
      "Lancements de programmes, évolutions du référentiel, recherche et nouvelles des partenaires et sections de GeoCert.",
  },
  article: {
    details: "À propos de cet article",
    author: "Auteur",
    published: "Publié le",
    tags: "Thèmes",
    related: "Articles liés",
    allNews: "Toutes les actualités",
  },
  tags: {
    programmes: "Lancements de programmes",
    framework: "Évolutions du référentiel",
    partners: "Nouvelles des partenaires",
    research: "Recherche",
    chapters: "Nouvelles des sections",
    exams: "Examens",
  },
  roles: {
    communicationsLead: "Responsable de la communication",
    frameworkDirector: "Directeur du référentiel de compétences",
    chaptersCoordinator: "Coordinatrice des sections",
    researchManager: "Responsable de la recherche",
    partnershipsManager: "Responsable des partenariats",
  },
  months: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  dateFormat: "{{day}} {{month}} {{year}}",
  monthYearFormat: "{{month}} {{year}}",
} satisfies Namespaces["news"];

export default news;
