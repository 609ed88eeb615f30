import type { Namespaces } from "../types";

/** French strings of the item statistics pages (complete; decision 055). */
const examStatistics = {
  meta: {
    title: "Statistiques des items — Personnel GeoCert",
    itemTitle: "Statistiques de l’item {{id}} — Personnel GeoCert",
  },
  list: {
    heading: "Statistiques des items",
    text: "Comment chaque forme d’examen et ses items ont fonctionné lors des sessions passées, d’après les réponses des tentatives notées (résultats annulés exclus). Calculées à l’ouverture de la page.",
    bankLink: "Statistiques des items",
    form: "Forme d’examen",
    newest: "La plus récente",
    formOption: "{{level}}, figée le {{date}} ({{n}} candidats)",
    show: "Afficher",
    empty: "Aucune forme d’examen n’a encore de tentatives notées.",
    summary: "La forme",
    candidates: "Candidats",
    perLanguage: "Candidats par langue",
    kr20: "Fidélité (KR-20)",
    sem: "Erreur type de mesure",
    semValue: "{{value}} points de score",
    mean: "Score moyen",
    meanValue: "{{mean}} sur {{items}} (ET {{sd}})",
    notComputed: "Non calculé",
    tooFew: "Moins de {{min}} candidats : les chiffres sont affichés, mais aucun item n’est signalé.",
    rules: "Comment les items sont signalés",
    ruleTranslation:
      "Erreur de traduction probable : dans une langue, les candidats de même score total réussissent l’item nettement moins souvent que dans les autres (Δ de Mantel–Haenszel d’au moins {{delta}}, significatif), avec au moins {{min}} candidats dans cette langue et dans les autres.",
    ruleEasy: "Trop facile : plus de {{share}} des candidats réussissent.",
    ruleHard: "Trop difficile, ou clé erronée : moins de {{share}} réussissent.",
    ruleDiscrimination: "Discrimination faible : bisériale de point corrigée inférieure à {{value}}.",
    ruleReview: "Un signalement envoie l’item en révision par un expert du domaine ; il ne le retire pas de l’usage.",
    chartHeading: "Difficulté et discrimination de chaque item",
    chartLabel:
      "Nuage de points : la part de réussite de chaque item (horizontalement) face à sa discrimination (verticalement) ; les items signalés en rouge. Le tableau des items ci-dessous donne les mêmes chiffres.",
    chartX: "Part de réussite",
    chartY: "Pouvoir discriminant",
    itemsHeading: "Les items",
    flaggedOnly: "{{n}} items signalés sur {{total}}",
    position: "N°",
    item: "Identifiant",
    difficulty: "Part de réussite",
    discrimination: "Pouvoir discriminant",
    flags: "Signalements",
    none: "Aucun",
  },
  flags: {
    translation: "Erreur de traduction probable ({{language}})",
    tooEasy: "Trop facile",
    tooHard: "Trop difficile",
    lowDiscrimination: "Discrimination faible",
  },
  item: {
    heading: "L’item {{id}}",
    text: "Comment l’item a fonctionné dans chaque langue où il a été passé : la part de réussite, sa discrimination et les options choisies par les candidats.",
    back: "Tous les items de la forme",
    editor: "Ouvrir l’item dans la banque",
    translationLink: "Vérifier la traduction en {{language}}",
    languagesHeading: "Par langue",
    languagesChart:
      "Diagramme en barres : la part des candidats qui ont réussi, par langue. Le tableau à côté donne les mêmes chiffres.",
    language: "Langue",
    candidates: "Candidats",
    delta: "Δ de Mantel–Haenszel",
    optionsHeading: "Options choisies",
    optionsChart:
      "Diagramme en barres : la part des candidats qui ont choisi chaque option, par langue ; l’option clé est indiquée. Le tableau à côté donne les mêmes chiffres.",
    option: "Choix",
    keyed: "{{option}} (clé)",
    omitted: "Sans réponse",
    all: "Tous",
  },
} satisfies Namespaces["examStatistics"];

export default examStatistics;
