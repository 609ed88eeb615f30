import type { Namespaces } from "../types";

/** French strings of the framework namespace (complete). */
const framework = {
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
    note: "Imprimé depuis le site de GeoCert. Le référentiel est revu chaque année par le comité consultatif.",
  },
  cta: {
    heading: "Où en êtes-vous ?",
    text: "Faites le quiz de formation pour savoir quel niveau correspond à votre expérience, ou comparez les certifications, leurs examens et leurs frais.",
    quiz: "Faire le quiz de formation",
    certifications: "Comparer les certifications",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Lit les diagraphies de puits et les données de pression sous supervision",
        recordsData:
          "Relève la pression en tête de puits, le débit et la température selon la procédure qualité du champ",
        explainsSystems:
          "Explique comment la chaleur, le fluide et la perméabilité forment ensemble un réservoir géothermique",
      },
      professional: {
        interpretsTests:
          "Interprète les essais d’injection, d’interférence et les essais transitoires de pression pour estimer le produit perméabilité-épaisseur (kh)",
        buildsModels:
          "Construit des modèles numériques de réservoir et les cale sur l’état naturel et l’historique de production",
        forecastsDecline:
          "Prévoit le déclin de production, la baisse de pression et l’évolution de l’enthalpie des puits",
      },
      senior: {
        plansInjection:
          "Conçoit des stratégies d’injection et de puits d’appoint qui maintiennent la pression et limitent la percée thermique",
        reviewsModels:
          "Vérifie et valide les modèles de réservoir et les interprétations d’essais de traçage réalisés par d’autres",
        managesMonitoring:
          "Dirige les programmes de surveillance du réservoir : traceurs, microgravimétrie et géochimie des fluides",
      },
      expert: {
        leadsStrategy:
          "Dirige la stratégie de gestion du réservoir à l’échelle du champ sur toute la durée de vie du projet",
        setsStandards: "Définit des pratiques de modélisation et de reporting adoptées par plusieurs entreprises",
        advisesCapacity: "Conseille les investisseurs et les autorités de régulation sur la capacité durable du champ",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems:
          "Surveille les relevés de la turbine, du séparateur et du système de refroidissement et signale les écarts",
        followsLoto: "Applique les procédures de consignation/déconsignation et de permis de travail",
        routineMaintenance: "Réalise les inspections et l’entretien courants sous supervision",
      },
      professional: {
        operatesUnits:
          "Démarre, conduit et arrête des unités à vapeur flash, à vapeur sèche ou à cycle binaire selon la procédure",
        diagnosesFaults:
          "Diagnostique les défauts à partir des tendances du système de contrôle-commande, des vibrations et des données de performance",
        managesScaling:
          "Applique la maîtrise de l’entartrage et de la corrosion : dosage d’inhibiteurs, ajustement du pH, gestion de la silice",
      },
      senior: {
        optimisesPerformance:
          "Optimise la production et la disponibilité de la centrale selon l’apport de vapeur et la demande du réseau",
        plansOutages: "Planifie les grandes révisions et les arrêts et gère les budgets de maintenance",
        leadsShiftTeams:
          "Dirige les équipes d’exploitation et enquête sur les incidents par l’analyse des causes profondes",
      },
      expert: {
        definesStrategy: "Définit la stratégie d’exploitation et de gestion des actifs d’un parc de centrales",
        evaluatesTechnology:
          "Évalue de nouvelles technologies de conversion (hybride, cycle combiné, supercritique) en vue de leur déploiement",
        setsBenchmarks: "Fixe des références de performance et de sécurité pour le secteur",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids:
          "Prélève des échantillons d’eau et de gaz et effectue des mesures de bruit selon le protocole, en assurant la chaîne de traçabilité",
        knowsImpacts:
          "Cite les principaux impacts des activités géothermiques : sulfure d’hydrogène, saumure, subsidence, bruit",
        reportsIncidents: "Signale sans délai les déversements et les incidents d’émission",
      },
      professional: {
        runsMonitoring:
          "Conduit la surveillance environnementale et compare les résultats aux limites fixées par les permis",
        managesBrine: "Gère la réinjection et l’élimination de la saumure et la réduction du sulfure d’hydrogène",
        contributesEia: "Contribue aux études d’état initial et rédige des chapitres d’études d’impact environnemental",
      },
      senior: {
        leadsEia: "Dirige les études d’impact environnemental et social et les plans de gestion",
        engagesStakeholders:
          "Conduit la concertation avec les communautés, les propriétaires fonciers et les peuples autochtones",
        auditsCompliance: "Audite des systèmes de management environnemental tels que l’ISO 14001",
      },
      expert: {
        setsPolicy:
          "Oriente les politiques environnementales nationales et d’entreprise en matière de développement géothermique",
        lifecycleAssessment: "Pilote des analyses de cycle de vie et des bilans carbone à l’échelle de portefeuilles",
        advisesLenders:
          "Conseille les bailleurs de fonds sur les normes internationales de performance environnementale et sociale",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Décrit les phases d’un projet géothermique, de l’exploration à l’exploitation",
        supportsLogistics: "Appuie la logistique du site, la gestion documentaire et le suivi de l’avancement",
        tracksSchedules: "Met à jour les plannings et les suivis de coûts sous la direction d’un encadrant",
      },
      professional: {
        managesWorkPackages:
          "Gère des lots de travaux pour les plateformes de puits, les réseaux de collecte de vapeur ou les installations de surface",
        preparesEstimates: "Prépare des estimations de coûts et des données techniques pour les études de faisabilité",
        coordinatesContractors: "Coordonne les entreprises et les interfaces entre forage, champ de vapeur et centrale",
      },
      senior: {
        leadsProjects: "Conduit des projets de la faisabilité au financement et à la construction",
        reviewsEconomics:
          "Analyse l’économie du projet : coût actualisé de l’électricité, coût d’investissement, taux de succès des forages",
        managesProcurement: "Définit la stratégie d’achats et de contractualisation, y compris les contrats EPC",
      },
      expert: {
        shapesPortfolio: "Façonne des portefeuilles de développement et des programmes géothermiques nationaux",
        structuresFinance:
          "Structure les financements et le partage des risques : assurance forage, fonds concessionnels",
        mentorsLeaders: "Accompagne les chefs de projet et définit les bonnes pratiques de développement",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Identifie les dangers du site (sulfure d’hydrogène, fluides chauds, pression, éruption) et utilise correctement les EPI",
        completesJsa: "Remplit les analyses de sécurité des tâches et participe aux causeries sécurité",
        knowsEmergency: "Connaît les procédures d’intervention d’urgence et d’évacuation du site",
      },
      professional: {
        conductsHazop: "Participe aux études HAZID et HAZOP et assure le suivi des actions jusqu’à leur clôture",
        maintainsRegisters: "Tient les registres des risques avec probabilité, conséquence et mesures de maîtrise",
        assessesResourceRisk: "Quantifie le risque lié à la ressource par des estimations probabilistes (Monte-Carlo)",
      },
      senior: {
        leadsRiskReviews:
          "Dirige les revues de risques aux jalons décisionnels du projet et fixe les priorités d’atténuation",
        managesInducedSeismicity:
          "Gère le risque de sismicité induite à l’aide de protocoles de type « feux tricolores »",
        designsEmergencyPlans: "Conçoit les plans d’intervention d’urgence et de continuité d’activité",
      },
      expert: {
        setsRiskFramework:
          "Définit le cadre de gestion des risques et l’appétence au risque des portefeuilles géothermiques",
        advisesInsurers:
          "Conseille assureurs, bailleurs de fonds et gouvernements sur les risques d’exploration et de forage",
        investigatesMajorIncidents:
          "Dirige les enquêtes sur les incidents majeurs et en tire des recommandations pour le secteur",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Respecte les conditions des permis et les règles du site dans le travail quotidien",
        keepsRecords: "Tient des registres d’inspection et de conformité complets et traçables",
        knowsRegulators: "Sait quelles autorités encadrent le site et quand faire remonter un problème",
      },
      professional: {
        preparesReports: "Prépare les rapports réglementaires sur la production, l’injection et les émissions",
        interpretsRegulations:
          "Interprète les réglementations relatives aux permis, à l’usage de l’eau et à la sécurité pour les travaux techniques",
        supportsInspections: "Accompagne les inspections des autorités et traite leurs constats",
      },
      senior: {
        securesPermits: "Obtient les permis d’exploration et d’exploitation ainsi que leurs modifications",
        managesCompliance: "Gère le programme de conformité et ses audits internes",
        negotiatesConditions: "Négocie les conditions des permis avec les autorités",
      },
      expert: {
        shapesRegulation:
          "Conseille le législateur sur le droit de la géothermie, la propriété de la ressource et l’octroi des permis",
        harmonisesStandards: "Dirige l’harmonisation des normes entre pays",
        representsIndustry: "Représente le secteur lors des consultations réglementaires",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys:
          "Participe à la cartographie géologique, à l’échantillonnage géochimique et aux campagnes géophysiques",
        handlesSamples: "Décrit et manipule les déblais de forage, les carottes et les échantillons de fluides",
        usesGis: "Organise les données de terrain dans un système d’information géographique (SIG)",
      },
      professional: {
        interpretsData:
          "Interprète les géothermomètres et les données géophysiques telles que les campagnes magnétotelluriques et gravimétriques",
        buildsConceptualModels:
          "Construit des modèles conceptuels de la source de chaleur et des zones de remontée et d’écoulement latéral",
        estimatesCapacity: "Estime la capacité de la ressource par la méthode volumétrique (chaleur stockée)",
      },
      senior: {
        selectsTargets: "Choisit les cibles des puits d’exploration et intègre les résultats de forage",
        reportsResources: "Prépare des rapports de ressources et de réserves selon un code de déclaration reconnu",
        reviewsAssessments: "Évalue, en tant que pair, les estimations de ressources réalisées par d’autres",
      },
      expert: {
        leadsNationalAssessments: "Dirige des évaluations nationales et régionales des ressources",
        competentPerson: "Signe des rapports publics sur les ressources en qualité de personne compétente",
        advancesMethods:
          "Fait progresser les méthodes d’évaluation pour les systèmes géothermiques stimulés et supercritiques",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig:
          "Assiste l’équipe de forage pour la manutention des tiges, les fluides de forage et la cimentation sous supervision",
        monitorsParameters: "Surveille les paramètres de forage et les températures de boue et signale les changements",
        followsWellControl:
          "Applique les procédures de contrôle de puits et de sécurité relatives au sulfure d’hydrogène",
      },
      professional: {
        designsWells: "Conçoit les programmes de tubage, de cimentation et de complétion des puits à haute température",
        supervisesOperations: "Supervise le forage en tant qu’ingénieur de chantier, y compris le forage dirigé",
        managesDownholeProblems:
          "Résout les pertes de circulation, les coincements de garniture et autres problèmes de fond",
      },
      senior: {
        plansCampaigns: "Planifie les campagnes multi-puits, le choix des appareils de forage et les budgets de forage",
        managesWellIntegrity: "Gère l’intégrité des puits sur l’ensemble du champ, y compris les reconditionnements",
        leadsWellControl: "Pilote la préparation au contrôle de puits et la culture de sécurité en forage",
      },
      expert: {
        setsDrillingStrategy:
          "Définit la stratégie de forage et les feuilles de route technologiques qui réduisent le coût par mégawatt",
        advancesTechnology: "Fait progresser les technologies de forage profond et en conditions surchaudes",
        writesCodes: "Rédige des normes et des codes de bonnes pratiques pour le forage géothermique",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
