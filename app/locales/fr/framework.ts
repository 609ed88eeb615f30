import type { PartialMessages } from "../types";

/** French strings of the Certification framework page (competency texts fall back to English). */
export default {
  meta: {
    title: "Référentiel de certification — GeoCert",
    description:
      "Le référentiel de compétences GeoCert : huit domaines de compétence sur quatre niveaux de certification, avec les compétences attendues à chaque niveau.",
  },
  header: {
    eyebrow: "Référentiel de compétences",
    title: "Référentiel de certification",
    lead: "Ce qu’un professionnel de la géothermie doit savoir et savoir faire dans huit domaines, à chacun des quatre niveaux de certification.",
  },
  intro: {
    heading: "Comment fonctionne le référentiel",
    text: "Chaque niveau de certification s’appuie sur le précédent. La matrice indique, pour chaque domaine, les compétences qu’un candidat doit démontrer à ce niveau ; les examens, dossiers et entretiens sont rédigés à partir de ces énoncés.",
    levelsHeading: "Les quatre niveaux en bref",
    levelLabel: "Niveau {{number}}",
  },
  levelDescriptors: {
    associate: "Travaille sous supervision et applique les procédures établies en toute sécurité.",
    professional:
      "Travaille en autonomie, résout les problèmes techniques courants et applique les normes sur des projets réels.",
    senior: "Dirige des équipes et des chantiers, vérifie et valide le travail des autres.",
    expert: "Façonne les pratiques, la stratégie et les normes des organisations et de tout le secteur.",
  },
  filters: {
    heading: "Filtrer la matrice",
    domain: "Domaine de compétence",
    level: "Niveau de certification",
    allDomains: "Tous les domaines",
    allLevels: "Tous les niveaux",
    statusAll: "Affichage des {{domains}} domaines de compétence aux {{levels}} niveaux : {{competencies}}.",
    statusDomain: "Affichage de « {{domain}} » aux {{levels}} niveaux : {{competencies}}.",
    statusLevel: "Affichage des {{domains}} domaines de compétence au niveau « {{level}} » : {{competencies}}.",
    statusBoth: "Affichage de « {{domain}} » au niveau « {{level}} » : {{competencies}}.",
    competencyCount_one: "{{count}} compétence",
    competencyCount_other: "{{count}} compétences",
  },
  matrix: {
    heading: "Matrice des compétences",
    caption: "Compétences par domaine et par niveau de certification",
    domainColumn: "Domaine de compétence",
    listHint: "Sur les petits écrans, la matrice s’affiche sous forme de liste par domaine.",
  },
  print: {
    title: "Référentiel de certification GeoCert",
    note: "Imprimé depuis le site de GeoCert. Le référentiel est revu chaque année par le conseil consultatif.",
  },
  cta: {
    heading: "Où en êtes-vous ?",
    text: "Faites le quiz de formation pour savoir quel niveau correspond à votre expérience, ou comparez les certifications, leurs examens et leurs frais.",
    quiz: "Faire le quiz de formation",
    certifications: "Comparer les certifications",
  },
} satisfies PartialMessages<"framework">;
