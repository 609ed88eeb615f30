import type { PartialMessages } from "../types";

/** Resources page (es); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "Recursos — GeoCert",
    description:
      "Guías de estudio, resúmenes de normas, listas de lectura, plantillas y grabaciones de seminarios web para profesionales de la geotermia, por área de competencia y nivel.",
  },
  header: {
    eyebrow: "Biblioteca de recursos",
    title: "Recursos",
    lead: "Guías, resúmenes de normas, listas de lectura, plantillas y seminarios web grabados para preparar la certificación y mantener al día sus competencias.",
  },
  filters: {
    heading: "Buscar un recurso",
    search: "Buscar",
    searchHint: "Palabras del título o de la descripción",
    type: "Tipo",
    topic: "Área de competencia",
    allTypes: "Todos los tipos",
    allTopics: "Todas las áreas",
  },
  results: {
    heading: "Biblioteca",
    summary_one: "{{count}} de {{total}} recursos",
    summary_other: "{{count}} de {{total}} recursos",
    empty: "Ningún recurso coincide con estos filtros. Pruebe otra área o menos palabras.",
  },
  types: {
    guide: "Guía",
    standard: "Resumen de norma",
    readingList: "Lista de lectura",
    template: "Plantilla",
    webinar: "Seminario web",
  },
  levels: {
    all: "Todos los niveles",
    associate: "Nivel inicial",
    professional: "Profesional",
    senior: "Profesional sénior",
    expert: "Experto distinguido",
  },
  card: {
    level: "Nivel",
    topics: "Áreas de competencia",
    languages: "Idiomas",
    edition: "Edición {{year}}",
    download: "Descargar",
    downloadLabel: "Descargar {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Texto sin formato",
    },
    recording: "Grabación de {{minutes}} minutos, realizada el {{date}}",
    recordingNote: "Las grabaciones se comparten a petición con los candidatos inscritos.",
    requestRecording: "Solicitar la grabación",
    onRequest: "Edición impresa o para miembros, enviada a petición.",
    requestCopy: "Solicitar un ejemplar",
  },
  date: {
    pattern: "{{day}} de {{month}} de {{year}}",
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
  },
  framework: {
    heading: "Relacione su aprendizaje con el marco",
    link: "Ver el marco de certificación",
  },
} satisfies PartialMessages<"resources">;
