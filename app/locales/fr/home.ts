import type { Namespaces } from "../types";

/** French strings of the home namespace (complete). */
const home = {
  hero: {
    eyebrow: "Normes mondiales · 11 langues · 4 niveaux de carrière",
    titleStart: "Certifier les",
    titleHighlight: "professionnels de la géothermie",
    titleEnd: "du monde entier",
    description:
      "Un référentiel de certification indépendant et mondial pour celles et ceux qui explorent, forent, construisent et exploitent l’énergie géothermique — du premier jour sur le terrain jusqu’à l’expert qui fait référence dans le domaine.",
    getCertified: "Obtenir la certification",
    learnMore: "En savoir plus",
    illustrationLabel: "Coupe de la Terre montrant un puits géothermique qui atteint un réservoir de chaleur",
  },
  mission: {
    heading: "Notre mission",
    lead: "Une preuve de compétence fiable et reconnue partout, pour chaque professionnel de la géothermie, où que se trouve la chaleur.",
    globalStandards: {
      title: "Normes mondiales",
      text: "Un référentiel de compétences unique, élaboré avec l’industrie et le monde universitaire, reconnu d’un pays et d’un projet à l’autre.",
    },
    workforceDevelopment: {
      title: "Développement des compétences",
      text: "Des parcours clairs, du niveau initial au niveau expert, avec des ressources de formation qui comblent de véritables lacunes.",
    },
    industryLeadership: {
      title: "Leadership du secteur",
      text: "Employeurs, universités et autorités de régulation définissent ensemble les compétences dont la transition énergétique a besoin.",
    },
  },
  stats: {
    heading: "Notre impact en chiffres",
    lead: "Une communauté croissante de professionnels certifiés, de partenaires et de programmes.",
    headline: {
      certifiedProfessionals: "Professionnels certifiés",
      countries: "Pays",
      passRate: "Taux de réussite",
      higherSalaries: "Salaires plus élevés",
    },
    ecosystemHeading: "Croissance de l’écosystème",
    ecosystem: {
      industryPartners: "Partenaires industriels",
      academicInstitutions: "Établissements d’enseignement",
      jobPlacements: "Insertions professionnelles",
      trainingProgrammes: "Programmes de formation",
    },
    claims: {
      industryPartners: "+15 partenaires industriels cette année",
      academicInstitutions: "+25 établissements d’enseignement cette année",
      jobPlacements: "85 % d’insertion professionnelle en moins de 6 mois",
    },
    researchHeading: "Ce que montre la recherche",
    research: {
      fasterProgress: "Progression de carrière plus rapide pour les professionnels certifiés",
      employersPrefer: "Des employeurs préfèrent les candidats certifiés",
      professionalsRecommend: "Des professionnels recommandent la certification",
    },
  },
  careers: {
    heading: "Parcours de carrière",
    lead: "Quatre niveaux de certification qui accompagnent une carrière dans la géothermie, du premier emploi sur le terrain jusqu’aux plus hautes responsabilités du secteur.",
    typicalRoles: "Postes types",
    salaryRange: "Fourchette de salaire",
    certification: "Certification",
    keySkillsHeading: "Compétences clés tout au long du parcours",
    viewCertifications: "Voir les certifications",
    exploreLearningNeeds: "Explorer les besoins de formation",
    levels: {
      associate: {
        level: "Niveau initial",
        certification: "Professionnel associé en géothermie",
        description:
          "Pour les nouveaux venus et les personnes en reconversion qui maîtrisent les fondamentaux des systèmes géothermiques et travaillent en sécurité sous supervision.",
        roles: ["Technicien de terrain", "Membre junior d’équipe de forage", "Opérateur de centrale en formation"],
      },
      professional: {
        level: "Professionnel",
        certification: "Professionnel certifié en géothermie",
        description:
          "Pour les praticiens qui réalisent des travaux techniques en autonomie et appliquent les normes sur des projets concrets.",
        roles: ["Ingénieur réservoir", "Ingénieur forage", "Ingénieur d’exploitation de centrale"],
      },
      senior: {
        level: "Professionnel senior",
        certification: "Professionnel senior en géothermie",
        description:
          "Pour les spécialistes expérimentés qui dirigent des équipes, valident des conceptions et accompagnent d’autres professionnels dans toutes les disciplines.",
        roles: ["Ingénieur réservoir principal", "Chef de projet", "Responsable des opérations"],
      },
      expert: {
        level: "Expert émérite",
        certification: "Expert émérite en géothermie",
        description:
          "Pour les leaders reconnus qui orientent les pratiques, la recherche et les politiques de l’ensemble du secteur.",
        roles: ["Directeur technique", "Géoscientifique en chef", "Conseiller en politiques publiques"],
      },
    },
  },
  board: {
    heading: "Comité consultatif",
    lead: "Des praticiens et des universitaires de cinq continents orientent le référentiel.",
    fictionalNote: "Les membres du comité présentés sont des exemples fictifs.",
    roles: {
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
  contributors: {
    heading: "Contributeurs du secteur",
    lead: "Les organisations qui financent, examinent et testent le référentiel.",
    tiers: {
      platinum: "Platine",
      gold: "Or",
      silver: "Argent",
    },
    tierLabel: "Contributeurs {{tier}}",
    fictionalNote: "Les noms des contributeurs sont des exemples fictifs.",
    become: "Devenir contributeur",
  },
  roadmap: {
    heading: "Feuille de route",
    lead: "Comment le programme se développe, phase après phase.",
    phaseLabel: "Phase {{number}}",
    onwards: "À partir de {{year}}",
    status: {
      completed: "Terminée",
      "in-progress": "En cours",
      upcoming: "À venir",
    },
    itemDone: "réalisé",
    itemOpen: "pas encore réalisé",
    phases: {
      foundation: {
        title: "Fondation",
        items: {
          framework: "Publier le référentiel de compétences",
          board: "Constituer le comité consultatif",
          associateExam: "Lancer la certification Professionnel associé",
          first100: "100 premières certifications",
        },
      },
      growth: {
        title: "Croissance",
        items: {
          professionalExams: "Examens des niveaux Professionnel et Professionnel senior",
          trainingPartners: "Partenaires de formation accrédités",
          chapters: "Sections régionales sur quatre continents",
          milestone1000: "1 000 professionnels certifiés",
        },
      },
      scale: {
        title: "Déploiement",
        items: {
          expertFellowship: "Programme Expert émérite",
          recognition: "Accords de reconnaissance mutuelle",
          onlineExams: "Examens en ligne surveillés en 11 langues",
          milestone5000: "5 000 professionnels certifiés",
        },
      },
      maturity: {
        title: "Maturité",
        items: {
          accreditation: "Accréditation ISO/IEC 17024",
          research: "Observatoire de recherche sur les métiers",
          continuingEducation: "Plateforme de formation continue",
          governance: "Fondation de gouvernance indépendante",
        },
      },
    },
  },
  newsletter: {
    heading: "Restons en contact",
    lead: "Actualités du secteur, nouvelles ressources et informations sur les certifications, une fois par mois.",
    emailLabel: "Adresse e-mail",
    placeholder: "vous@exemple.com",
    subscribe: "S’abonner",
    subscribing: "Abonnement en cours…",
    statsLabel: "La lettre d’information en chiffres",
    stats: {
      subscribers: "Abonnés",
      openRate: "Taux d’ouverture",
      frequency: "Fréquence",
      frequencyValue: "Mensuelle",
      resources: "Ressources partagées",
    },
    notes: "Lettre d’information mensuelle • Aucun spam • Désabonnement à tout moment",
    success: "Merci ! Consultez votre boîte de réception : nous vous avons envoyé un lien pour confirmer l’abonnement.",
    errors: {
      required: "Veuillez saisir votre adresse e-mail.",
      invalid: "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.",
      rateLimited: "Trop de tentatives. Veuillez réessayer dans une minute.",
      failed: "Nous n’avons pas pu enregistrer votre abonnement. Veuillez réessayer.",
    },
  },
  cta: {
    heading: "Vous souhaitez faire reconnaître vos compétences ?",
    lead: "Répondez au questionnaire de préparation, contribuez à l’élaboration du référentiel ou échangez avec notre équipe.",
    startCertification: "Commencer la certification",
    participateSurvey: "Participer à l’enquête",
    contactUs: "Nous contacter",
  },
} satisfies Namespaces["home"];

export default home;
