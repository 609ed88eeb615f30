import type { PartialMessages } from "../types";

/** Resources page (fr); long texts and resource titles fall back to English. */
export default {
  meta: {
    title: "Ressources — GeoCert",
    description:
      "Guides d'étude, synthèses de normes, listes de lecture, modèles et enregistrements de webinaires pour les professionnels de la géothermie, par domaine de compétence et niveau.",
  },
  header: {
    eyebrow: "Bibliothèque de ressources",
    title: "Ressources",
    lead: "Guides, synthèses de normes, listes de lecture, modèles et webinaires enregistrés pour préparer la certification et maintenir vos compétences à jour.",
  },
  filters: {
    heading: "Trouver une ressource",
    search: "Rechercher",
    searchHint: "Mots du titre ou de la description",
    type: "Type",
    topic: "Domaine de compétence",
    allTypes: "Tous les types",
    allTopics: "Tous les domaines",
  },
  results: {
    heading: "Bibliothèque",
    summary_one: "{{count}} ressource sur {{total}}",
    summary_other: "{{count}} ressources sur {{total}}",
    empty: "Aucune ressource ne correspond à ces filtres. Essayez un autre domaine ou moins de mots.",
  },
  types: {
    guide: "Guide",
    standard: "Synthèse de norme",
    readingList: "Liste de lecture",
    template: "Modèle",
    webinar: "Webinaire",
  },
  levels: {
    all: "Tous niveaux",
    associate: "Niveau initial",
    professional: "Professionnel",
    senior: "Professionnel senior",
    expert: "Expert émérite",
  },
  card: {
    level: "Niveau",
    topics: "Domaines de compétence",
    languages: "Langues",
    edition: "Édition {{year}}",
    download: "Télécharger",
    downloadLabel: "Télécharger {{title}} ({{format}}, {{size}})",
    size: "{{size}} Ko",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Texte brut",
    },
    recording: "Enregistrement de {{minutes}} minutes, tenu le {{date}}",
    recordingNote: "Les enregistrements sont communiqués sur demande aux candidats inscrits.",
    requestRecording: "Demander l'enregistrement",
    onRequest: "Édition imprimée ou réservée aux membres, envoyée sur demande.",
    requestCopy: "Demander un exemplaire",
  },
  date: {
    pattern: "{{day}} {{month}} {{year}}",
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
  },
  framework: {
    heading: "Reliez votre apprentissage au référentiel",
    link: "Voir le référentiel de certification",
  },
} satisfies PartialMessages<"resources">;
