import type { PartialMessages } from "../types";

const about = {
  meta: {
    title: "À propos — GeoCert",
    description:
      "Qui est GeoCert : mission, gouvernance, indépendance, fonctionnement de la certification, normes de référence et réponses aux questions fréquentes.",
  },
  header: {
    eyebrow: "À propos de GeoCert",
    title: "Un organisme de certification pour les professionnels de la géothermie",
    lead: "GeoCert est un organisme indépendant à but non lucratif qui évalue et certifie les compétences des professionnels de la géothermie, où qu’ils travaillent.",
  },
  toc: {
    "who-we-are": "Qui sommes-nous",
    governance: "Gouvernance",
    independence: "Indépendance et impartialité",
    "how-it-works": "Fonctionnement de la certification",
    standards: "Normes et accréditation",
    faq: "Questions fréquentes",
  },
  who: {
    heading: "Qui sommes-nous",
    lead: "Fondé par des praticiens, des enseignants et des employeurs qui voulaient une preuve de compétence unique, fiable et reconnue partout.",
    mission: { title: "Mission" },
    vision: { title: "Vision" },
    values: {
      title: "Nos valeurs",
      items: {
        impartiality: { title: "Impartialité" },
        rigour: { title: "Rigueur" },
        openness: { title: "Transparence" },
        inclusion: { title: "Inclusion" },
      },
    },
  },
  governance: {
    heading: "Gouvernance",
    lead: "Un conseil d’administration est responsable de GeoCert ; un comité consultatif de praticiens et d’universitaires oriente le référentiel de compétences.",
    directorsHeading: "Conseil d’administration",
    directorsLead:
      "Six administrateurs élus pour trois ans. Deux au moins sont indépendants du secteur et l’un est un praticien certifié.",
    advisoryHeading: "Comité consultatif",
    advisoryLead:
      "Des praticiens et des universitaires de cinq continents examinent le référentiel et les plans d’examen.",
    fictionalNote: "Les personnes présentées sont des exemples fictifs.",
    directorRoles: {
      chair: "Présidence",
      viceChair: "Vice-présidence",
      treasurer: "Trésorerie",
      secretary: "Secrétariat",
      publicInterest: "Administrateur d’intérêt public",
      practitioner: "Administrateur praticien",
    },
    backgrounds: {
      energyRegulation: "Régulation de l’énergie",
      geothermalEngineering: "Ingénierie géothermique",
      publicFinance: "Finances publiques",
      vocationalEducation: "Formation professionnelle",
      consumerProtection: "Protection des consommateurs",
      plantOperations: "Exploitation de centrales",
    },
    advisoryRoles: {
      chair: "Présidence",
      academicLead: "Responsable académique",
      industryLead: "Responsable industrie",
      technicalAdvisor: "Conseiller technique",
      workforceDevelopment: "Développement des compétences",
      regionalAdvisor: "Conseiller régional",
    },
    expertise: {
      reservoirModelling: "Modélisation de réservoirs",
      geothermalEducation: "Enseignement de la géothermie",
      plantOperations: "Exploitation de centrales",
      drillingSafety: "Sécurité des forages",
      skillsPolicy: "Politiques de compétences",
      asiaPacific: "Marchés Asie-Pacifique",
    },
  },
  independence: {
    heading: "Indépendance et impartialité",
    lead: "Un certificat ne vaut que par la confiance qu’il inspire. Ces règles protègent nos décisions de toute pression commerciale.",
    pointsHeading: "Comment nous protégeons l’impartialité",
  },
  process: {
    heading: "Fonctionnement de la certification",
    lead: "Quatre étapes, identiques pour tous les niveaux et tous les pays.",
    stepLabel: "Étape {{number}}",
    steps: {
      learn: { title: "Apprendre" },
      assess: { title: "Être évalué" },
      certify: { title: "Être certifié" },
      maintain: { title: "Maintenir" },
    },
  },
  standards: {
    heading: "Normes et accréditation",
    lead: "Notre programme s’appuie sur des pratiques internationales reconnues. Nous disons où nous en sommes, sans revendiquer ce que nous n’avons pas obtenu.",
    status: { alignedWith: "Aligné sur", workingTowards: "En préparation" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "Recommandations de l’Association géothermique internationale (IGA)" },
      regional: { title: "Associations géothermiques régionales" },
    },
    note: "GeoCert est un site de démonstration : l’organisme et son statut d’accréditation sont fictifs.",
  },
  faq: {
    heading: "Questions fréquentes",
    lead: "Ce que les candidats et les employeurs nous demandent le plus souvent.",
    items: {
      eligibility: { question: "Qui peut demander la certification ?" },
      languages: { question: "Dans quelles langues puis-je passer l’examen ?" },
      fees: { question: "Combien coûte la certification ?" },
      recertification: { question: "Comment garder mon certificat valide ?" },
      verification: { question: "Comment un employeur peut-il vérifier un certificat ?" },
      privacy: { question: "Que faites-vous de mes données personnelles ?" },
      appeals: { question: "Puis-je faire appel d’une décision ?" },
      accommodations: { question: "Puis-je obtenir des aménagements en cas de handicap ?" },
      training: { question: "Dois-je suivre une formation particulière ?" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
