import type { Namespaces } from "../types";

/** French strings of the resources namespace (complete). */
const resources = {
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
    text: "Chaque ressource est associée aux domaines de compétence et au niveau du référentiel de compétences GeoCert : vous voyez ainsi ce que chaque certification exige et pouvez planifier la suite de vos études.",
    link: "Voir le référentiel de certification",
  },
  items: {
    associateStudyGuide: {
      title: "Guide d’étude du niveau initial",
      description:
        "Ce que couvre l’évaluation du niveau initial dans chacun des huit domaines de compétence, des questions types et un plan d’étude sur quatre semaines.",
    },
    glossary: {
      title: "Glossaire des termes de la géothermie",
      description:
        "Des définitions claires des mots employés sur les chantiers de forage, dans les centrales et dans les rapports, de la centrale binaire à la pression en tête de puits.",
    },
    ceuLog: {
      title: "Modèle de registre de formation continue (heures de DPC)",
      description:
        "Un tableur pour consigner cours, webinaires, formations sur le terrain et autoformation en vue du renouvellement, avec des lignes d’exemple commentées.",
    },
    coreReadingList: {
      title: "Liste de lecture essentielle",
      description:
        "Les manuels de référence et rapports publics en ingénierie de réservoir, centrales, financement de projets et déclaration des ressources.",
    },
    h2sChecklist: {
      title: "Liste de contrôle sécurité H₂S pour les chantiers de forage",
      description:
        "Avant le début du forage, à chaque poste, les signes d’une venue et la conduite à tenir lorsque l’alarme retentit : une liste de contrôle à imprimer.",
    },
    wellTestWebinar: {
      title: "Lire un essai de puits : les régimes transitoires de pression pour les équipes de centrale",
      description:
        "Comment les essais de complétion et les données de remontée de pression décrivent un puits, expliqué pour les opérateurs et ingénieurs qui utilisent les résultats.",
    },
    scalingWebinar: {
      title: "Entartrage et corrosion dans les centrales binaires",
      description:
        "Dépôts de silice et de calcite, corrosion des échangeurs de chaleur et surveillance permettant de détecter les deux à temps.",
    },
    baselineWebinar: {
      title: "Surveillance environnementale de l’état initial avant le forage",
      description:
        "Quelles mesures de l’eau, des gaz, du bruit et des mouvements du sol lancer avant le premier puits, et pendant combien de temps.",
    },
    financingWebinar: {
      title: "Financer la phase d’exploration",
      description:
        "Pourquoi le forage d’exploration est l’étape la plus risquée d’un projet, et comment subventions, fonds de partage des risques et assurances répartissent ce risque.",
    },
    seismicityWebinar: {
      title: "Sismicité induite et protocoles « feux tricolores »",
      description:
        "Concevoir les réseaux de surveillance et les seuils pour l’injection, avec les enseignements des projets de stimulation.",
    },
    permitsWebinar: {
      title: "Les permis d’un pays à l’autre : un tour d’horizon comparatif",
      description:
        "Permis d’exploration, droits d’eau, autorisations de forage et permis environnementaux comparés dans cinq systèmes juridiques.",
    },
    unfcSummary: {
      title: "Synthèse : la classification CCNU des ressources géothermiques",
      description:
        "Une synthèse de six pages sur la classification des projets géothermiques selon leur viabilité, leur maturité et la connaissance de la ressource.",
    },
    wellControlSummary: {
      title: "Synthèse : pratiques de contrôle de puits pour le forage géothermique",
      description:
        "Les principales exigences du contrôle de puits pour les puits chauds : conception du tubage, essais du BOP, détection des venues et fermeture du puits.",
    },
    reportingCodeSummary: {
      title: "Synthèse : codes de déclaration publique des ressources et réserves",
      description:
        "Le rôle de la personne compétente et le vocabulaire des ressources et réserves dans les codes publics de déclaration géothermique.",
    },
    esiaSummary: {
      title: "Synthèse : étude d’impact environnemental et social",
      description:
        "Les étapes d’une étude d’impact pour un projet géothermique, du cadrage au plan de gestion et à la concertation avec les communautés.",
    },
    steamFieldGuide: {
      title: "Guide de terrain des réseaux de collecte de vapeur",
      description:
        "Séparateurs, conduites, purgeurs et vannes du champ de vapeur, avec les vérifications quotidiennes pour les nouveaux opérateurs.",
    },
    mudLoggingGuide: {
      title: "Diagraphie de boue et description des déblais",
      description:
        "Décrire les déblais et les minéraux d’altération pendant le forage, et ce qu’ils révèlent de la température et de la perméabilité.",
    },
    riskRegister: {
      title: "Modèle de registre des risques pour les projets géothermiques",
      description:
        "Un registre des risques techniques, financiers et sociaux typiques de chaque phase du projet, avec leurs responsables et les mesures d’atténuation.",
    },
    seismicityReadingList: {
      title: "Liste de lecture : sismicité induite et stimulation",
      description:
        "Articles et lignes directrices de référence sur la sismicité induite par l’injection, l’évaluation de l’aléa et les systèmes géothermiques stimulés.",
    },
    directUseReadingList: {
      title: "Liste de lecture : usages directs et réseaux de chaleur",
      description:
        "Références sur les réseaux de chaleur, les serres, le séchage et l’utilisation en cascade de la chaleur géothermique.",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
