import type { Namespaces } from "../types";

/** Spanish strings of the news namespace (complete). */
const news = {
  meta: {
    title: "Noticias — GeoCert",
    description:
      "Noticias de GeoCert: lanzamientos de programas, actualizaciones del marco, noticias de socios, investigación y noticias de los capítulos regionales.",
  },
  header: {
    title: "Noticias",
    lead: "Lanzamientos de programas, actualizaciones del marco, investigación y noticias de nuestros socios y capítulos regionales.",
  },
  list: {
    heading: "Últimos artículos",
    by: "Por {{author}}",
    feed: "Suscribirse al canal RSS",
    feedTitle: "Noticias de GeoCert",
    feedDescription:
      "Lanzamientos de programas, actualizaciones del marco, investigación y noticias de los socios y capítulos de GeoCert.",
  },
  article: {
    details: "Acerca de este artículo",
    author: "Autor",
    published: "Publicado",
    tags: "Temas",
    related: "Artículos relacionados",
    allNews: "Todas las noticias",
  },
  tags: {
    programmes: "Lanzamientos de programas",
    framework: "Actualizaciones del marco",
    partners: "Noticias de socios",
    research: "Investigación",
    chapters: "Noticias de capítulos",
    exams: "Exámenes",
  },
  roles: {
    communicationsLead: "Directora de Comunicación",
    frameworkDirector: "Director del Marco de Competencias",
    chaptersCoordinator: "Coordinadora de Capítulos",
    researchManager: "Responsable de Investigación",
    partnershipsManager: "Responsable de Alianzas",
  },
  months: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  dateFormat: "{{day}} de {{month}} de {{year}}",
  monthYearFormat: "{{month}} de {{year}}",
} satisfies Namespaces["news"];

export default news;
