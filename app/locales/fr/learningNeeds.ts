import type { Namespaces } from "../types";

/** French strings of the learningNeeds namespace (complete). */
const learningNeeds = {
  meta: {
    title: "Enquête sur les besoins de formation — GeoCert",
    description:
      "Dites-nous où sont vos besoins de formation en géothermie et comment vous aimez apprendre : cinq courtes étapes qui orientent les cours et examens de GeoCert.",
  },
  header: {
    eyebrow: "Enquête sur les besoins de formation",
    title: "Contribuez à la formation en géothermie",
    lead: "Cinq courtes étapes sur votre travail, vos besoins de formation et votre façon d'apprendre ; vos réponses orientent nos prochains cours et examens.",
  },
  intro: {
    duration: "Environ 6 minutes · 14 questions · réponses enregistrées à chaque étape",
    privacy:
      "Les réponses ne sont exploitées que de manière agrégée. Votre adresse e-mail n’est demandée que si vous acceptez d’être contacté, et n’est jamais communiquée à des tiers.",
  },
  progress: {
    label: "Étape {{step}} sur {{total}}",
    steps: "Étapes de l'enquête",
    done: "terminée",
    current: "étape en cours",
  },
  steps: {
    about: {
      title: "Vous",
      lead: "Votre fonction, votre expérience et votre lieu de travail.",
    },
    certification: {
      title: "Certification",
      lead: "Où vous en êtes et où vous allez.",
    },
    skills: {
      title: "Besoins de formation",
      lead: "Évaluez votre besoin de formation dans chaque domaine de compétence du référentiel.",
    },
    learning: {
      title: "Votre façon d'apprendre",
      lead: "Les formats, les langues et le temps qui vous conviennent.",
    },
    contact: {
      title: "Rester en contact",
      lead: "Facultatif : pouvons-nous vous contacter au sujet des résultats ?",
    },
  },
  questions: {
    role: {
      label: "Quelle est votre fonction actuelle ?",
    },
    experience: {
      label: "Depuis combien d'années travaillez-vous dans la géothermie ou un domaine proche ?",
    },
    region: {
      label: "Où travaillez-vous principalement ?",
      placeholder: "Choisissez une région",
    },
    country: {
      label: "Pays",
      hint: "Facultatif, par exemple Kenya ou Islande.",
    },
    currentLevel: {
      label: "Quel niveau GeoCert détenez-vous aujourd'hui ?",
    },
    targetLevel: {
      label: "Quel niveau souhaitez-vous atteindre dans les deux prochaines années ?",
    },
    gaps: {
      label: "Quelle est l'ampleur de votre besoin de formation dans chaque domaine ?",
      hint: "1 signifie aucun besoin (vous êtes à l'aise), 5 un besoin important (une formation approfondie est nécessaire).",
    },
    formats: {
      label: "Quels formats d'apprentissage vous conviennent ?",
      hint: "Cochez toutes les réponses pertinentes.",
    },
    barriers: {
      label: "Qu'est-ce qui rend la formation difficile pour vous ?",
      hint: "Facultatif. Cochez toutes les réponses pertinentes.",
    },
    languages: {
      label: "Dans quelles langues souhaitez-vous apprendre ?",
      hint: "Cochez toutes les réponses pertinentes.",
    },
    hours: {
      label: "Combien d'heures par mois pourriez-vous consacrer à la formation ?",
    },
    contact: {
      label: "Pouvons-nous vous contacter au sujet des résultats ou pour un entretien ?",
    },
    email: {
      label: "Adresse e-mail",
      hint: "Uniquement si vous avez répondu oui ci-dessus.",
    },
    comments: {
      label: "Autre chose à nous dire ?",
      hint: "Facultatif, 1 000 caractères au plus : un sujet manquant, un cours apprécié, un obstacle.",
    },
  },
  options: {
    roles: {
      student: "Étudiant ou stagiaire",
      fieldTechnician: "Technicien de terrain",
      drillingCrew: "Équipe de forage ou chef de poste",
      plantOperator: "Opérateur de centrale",
      engineer: "Ingénieur",
      geoscientist: "Géoscientifique",
      projectManager: "Développeur ou chef de projet",
      regulator: "Autorité de régulation ou agent public",
      educator: "Enseignant ou formateur",
      other: "Autre",
    },
    experience: {
      lessThan1: "Moins d'un an",
      "1to3": "1 à 3 ans",
      "4to7": "4 à 7 ans",
      "8to15": "8 à 15 ans",
      moreThan15: "Plus de 15 ans",
    },
    regions: {
      eastAfrica: "Afrique de l'Est",
      otherAfrica: "Reste de l'Afrique",
      europe: "Europe",
      middleEast: "Moyen-Orient et Asie centrale",
      southeastAsia: "Asie du Sud-Est",
      eastAsia: "Asie de l'Est",
      oceania: "Océanie",
      northAmerica: "Amérique du Nord",
      latinAmerica: "Amérique latine et Caraïbes",
    },
    currentLevels: {
      none: "Aucun pour l'instant",
      associate: "Niveau initial",
      professional: "Professionnel",
      senior: "Professionnel senior",
      expert: "Expert émérite",
    },
    targetLevels: {
      associate: "Niveau initial",
      professional: "Professionnel",
      senior: "Professionnel senior",
      expert: "Expert émérite",
      undecided: "Pas encore décidé",
    },
    scale: {
      "1": "Aucun besoin",
      "2": "Besoin faible",
      "3": "Besoin modéré",
      "4": "Besoin important",
      "5": "Besoin majeur",
    },
    formats: {
      selfPaced: "Cours en ligne à son rythme",
      liveOnline: "Classes en ligne en direct",
      classroom: "Cours en salle",
      fieldTraining: "Formation sur le terrain",
      mentoring: "Mentorat",
      microLearning: "Leçons courtes sur téléphone",
      simulation: "Simulateurs et laboratoires virtuels",
    },
    barriers: {
      cost: "Coût",
      time: "Manque de temps",
      employerSupport: "Peu de soutien de l'employeur",
      travel: "Déplacements vers les centres de formation",
      language: "Cours non disponibles dans ma langue",
      connectivity: "Internet lent ou coûteux",
      recognition: "Formation non reconnue par les employeurs",
    },
    hours: {
      upTo2: "Jusqu'à 2 heures",
      "3to5": "3 à 5 heures",
      "6to10": "6 à 10 heures",
      moreThan10: "Plus de 10 heures",
    },
    contact: {
      yes: "Oui, vous pouvez me contacter",
      no: "Non, merci",
    },
  },
  buttons: {
    back: "Retour",
    next: "Enregistrer et continuer",
    finish: "Envoyer les réponses",
    saving: "Enregistrement…",
  },
  errors: {
    chooseOne: "Veuillez choisir une réponse.",
    chooseAtLeastOne: "Veuillez choisir au moins une réponse.",
    invalidChoice: "Cette réponse ne fait pas partie des choix.",
    tooLong: "Cette réponse est trop longue.",
    email: "Veuillez saisir une adresse e-mail valide, par exemple nom@example.com.",
    emailRequired: "Veuillez saisir votre adresse e-mail, ou choisir de ne pas être contacté.",
    rateLimited:
      "Trop d'envois depuis votre connexion. Veuillez patienter {{seconds}} secondes et réessayer ; vos réponses enregistrées sont conservées.",
    tampered:
      "Cette étape de l'enquête n'a pas pu être acceptée. Veuillez rouvrir la page de l'enquête et reprendre où vous en étiez.",
    failed: "Vos réponses n'ont pas pu être enregistrées. Veuillez réessayer.",
  },
  resumed: "Bon retour : vos réponses enregistrées sont affichées et vous pouvez reprendre où vous en étiez.",
  aside: {
    heading: "Pourquoi nous posons ces questions",
    text: "GeoCert conçoit ses supports d’étude et ses examens à partir des besoins des professionnels de la géothermie. Vos réponses indiquent quels domaines de compétence ont besoin de cours en priorité, dans quelles langues et sous quels formats.",
    resources: "Parcourir la bibliothèque de ressources",
  },
  thanks: {
    heading: "Merci de votre participation",
    text: "Vos réponses sont enregistrées. Nous publierons une synthèse des résultats sur la page Actualités à la clôture de l’enquête.",
    summary: "Vos réponses",
    gapsCaption: "Besoins de formation par domaine (1 = aucun besoin, 5 = besoin majeur)",
    domain: "Domaine de compétence",
    rating: "Évaluation",
    none: "Aucune",
    notGiven: "Non renseigné",
    contactAt: "Oui, à {{email}}",
    resources: "Parcourir la bibliothèque de ressources",
    framework: "Voir le référentiel de certification",
  },
} satisfies Namespaces["learningNeeds"];

export default learningNeeds;
