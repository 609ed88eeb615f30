import type { Namespaces } from "../types";

/** French strings of the about namespace (complete). */
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
    mission: {
      title: "Mission",
      text: "Rendre les compétences des professionnels de la géothermie visibles et comparables d’un pays à l’autre, grâce à une certification équitable, rigoureuse et abordable.",
    },
    vision: {
      title: "Vision",
      text: "Un monde où chaque projet géothermique est construit et exploité par des personnes dont les compétences sont reconnues, quels que soient leur pays, leur langue ou leur parcours dans le secteur.",
    },
    values: {
      title: "Nos valeurs",
      items: {
        impartiality: {
          title: "Impartialité",
          text: "Nos décisions reposent uniquement sur les preuves de compétence, jamais sur l’identité de celui qui paie, forme ou emploie le candidat.",
        },
        rigour: {
          title: "Rigueur",
          text: "Chaque examen est construit à partir du référentiel publié, relu par des experts du domaine et contrôlé statistiquement.",
        },
        openness: {
          title: "Transparence",
          text: "Notre référentiel, nos tarifs, nos politiques et nos taux de réussite sont publiés, et chacun peut vérifier un certificat.",
        },
        inclusion: {
          title: "Inclusion",
          text: "Des examens en 11 langues, des tarifs réduits là où les revenus sont plus faibles et des aménagements pour les candidats qui en ont besoin.",
        },
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
    statement:
      "GeoCert certifie des personnes ; GeoCert ne les forme pas. Les contributeurs et les partenaires financent le programme, mais n’ont aucun droit de regard sur le contenu des examens, la notation ou les décisions de certification. Toute personne intervenant dans la certification déclare ses intérêts, et le conseil d’administration réexamine chaque année les risques pesant sur l’impartialité et en publie le résultat.",
    pointsHeading: "Comment nous protégeons l’impartialité",
    points: {
      separation:
        "Formation et certification restent séparées : personne ne peut évaluer un candidat qu’il a formé, ni statuer sur son dossier.",
      conflicts:
        "Examinateurs, rédacteurs de questions et administrateurs déclarent leurs conflits d’intérêts, consignés dans un registre que nous réexaminons chaque année.",
      committee:
        "Un comité d’impartialité, composé de représentants des employeurs, des travailleurs, des enseignants et du public, peut annuler les décisions qui mettent l’impartialité en danger.",
      decisions:
        "Les décisions de certification sont prises par des examinateurs formés qui n’ont pas participé à l’évaluation du candidat.",
    },
  },
  process: {
    heading: "Fonctionnement de la certification",
    lead: "Quatre étapes, identiques pour tous les niveaux et tous les pays.",
    stepLabel: "Étape {{number}}",
    steps: {
      learn: {
        title: "Apprendre",
        text: "Étudiez le référentiel de compétences de votre niveau, auprès de l’organisme de formation de votre choix ou en situation de travail. Des guides d’étude et des questions d’entraînement gratuits sont disponibles dans nos ressources.",
      },
      assess: {
        title: "Être évalué",
        text: "Déposez votre candidature avec les justificatifs de votre expérience, puis passez un examen surveillé dans votre langue, en centre d’examen ou en ligne ; les niveaux supérieurs ajoutent une épreuve pratique ou l’examen d’un dossier.",
      },
      certify: {
        title: "Être certifié",
        text: "Un examinateur indépendant vérifie les résultats. Les candidats reçus obtiennent un certificat numérique et une fiche publique que les employeurs peuvent vérifier.",
      },
      maintain: {
        title: "Maintenir",
        text: "Les certificats sont valables {{years}} ans. Maintenez-les à jour par le développement professionnel continu et en respectant le code de déontologie.",
      },
    },
  },
  standards: {
    heading: "Normes et accréditation",
    lead: "Notre programme s’appuie sur des pratiques internationales reconnues. Nous disons où nous en sommes, sans revendiquer ce que nous n’avons pas obtenu.",
    status: {
      alignedWith: "Aligné sur",
      workingTowards: "En préparation",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "La norme internationale applicable aux organismes de certification de personnes. Nos politiques en suivent les exigences et nous préparons une demande d’accréditation auprès d’un organisme national d’accréditation ; nous ne sommes pas encore accrédités.",
      },
      iga: {
        title: "Recommandations de l’Association géothermique internationale (IGA)",
        text: "Notre référentiel de compétences s’appuie sur les recommandations publiées par l’IGA sur les compétences et les bonnes pratiques en géothermie. Cet alignement relève de notre seule initiative ; il ne constitue pas une approbation de l’IGA.",
      },
      regional: {
        title: "Associations géothermiques régionales",
        text: "Nous faisons correspondre nos niveaux aux recommandations des associations régionales et aux cadres nationaux de certification, afin que nos certificats puissent figurer aux côtés des qualifications locales.",
      },
    },
    note: "GeoCert est un site de démonstration : l’organisme et son statut d’accréditation sont fictifs.",
  },
  faq: {
    heading: "Questions fréquentes",
    lead: "Ce que les candidats et les employeurs nous demandent le plus souvent.",
    items: {
      eligibility: {
        question: "Qui peut demander la certification ?",
        answer:
          "Toute personne qui travaille dans le secteur géothermique ou souhaite y entrer. Le niveau initial ne demande aucune expérience ; le niveau Professionnel exige {{professionalYears}} ans d’expérience pertinente, le niveau Professionnel senior {{seniorYears}} ans, et le niveau Expert émérite un parcours de direction examiné par un jury.",
      },
      languages: {
        question: "Dans quelles langues puis-je passer l’examen ?",
        answer:
          "Dans les 11 langues de ce site : anglais, français, espagnol, indonésien, filipino, japonais, chinois, swahili, zoulou, islandais et turc. Chaque traduction est relue par des ingénieurs en exercice.",
      },
      fees: {
        question: "Combien coûte la certification ?",
        answer:
          "Les frais dépendent du niveau et sont intégralement publiés avant votre candidature. Les candidats des pays à revenu plus faible bénéficient d’un tarif réduit, et les étudiants paient moitié prix. Aucun frais caché n’est facturé pour repasser l’examen dans l’année.",
      },
      recertification: {
        question: "Comment garder mon certificat valide ?",
        answer:
          "Tous les {{years}} ans, vous justifiez de {{minHours}} à {{maxHours}} heures de développement professionnel continu selon le niveau, et confirmez que vous respectez le code de déontologie. Si un certificat expire, vous disposez de {{reinstatementMonths}} mois pour le renouveler sans repasser l’examen.",
      },
      verification: {
        question: "Comment un employeur peut-il vérifier un certificat ?",
        answer:
          "Chaque certificat dispose d’une fiche publique indiquant le nom de son titulaire, son niveau et son statut. Les employeurs vérifient une fiche à l’aide de son numéro, ou plusieurs à la fois avec notre outil de vérification groupée.",
      },
      privacy: {
        question: "Que faites-vous de mes données personnelles ?",
        answer:
          "Nous les utilisons uniquement pour gérer votre certification. La fiche publique indique votre nom, votre niveau, le numéro de votre certificat et son statut, rien d’autre. Vous pouvez à tout moment demander une copie de vos données ou leur suppression, sous réserve des documents que nous sommes tenus de conserver.",
      },
      appeals: {
        question: "Puis-je faire appel d’une décision ?",
        answer:
          "Oui. Vous pouvez contester un résultat d’examen ou une décision de certification dans un délai de 30 jours. Une commission d’appel composée de personnes qui n’ont pas participé à la décision initiale examine votre recours et vous répond sous 30 jours.",
      },
      accommodations: {
        question: "Puis-je obtenir des aménagements en cas de handicap ?",
        answer:
          "Oui. Un temps supplémentaire, un lecteur, des documents en gros caractères, des pauses ou un lieu accessible peuvent être prévus. Faites-en la demande lors de votre candidature ; elle sera traitée de manière confidentielle.",
      },
      training: {
        question: "Dois-je suivre une formation particulière ?",
        answer:
          "Non. Nous n’imposons ni ne vendons aucune formation. Tout cours, programme universitaire ou expérience qui développe les compétences du référentiel vous prépare.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
