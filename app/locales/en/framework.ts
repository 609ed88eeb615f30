/** English strings of the Certification framework page: the reference for the other languages. */
const framework = {
  meta: {
    title: "Certification framework — GeoCert",
    description:
      "The GeoCert competency framework: eight skill domains across four certification levels, with the competencies expected at each level.",
  },
  header: {
    eyebrow: "Competency framework",
    title: "Certification framework",
    lead: "What a geothermal professional is expected to know and do in eight skill domains, at each of the four certification levels.",
  },
  intro: {
    heading: "How the framework works",
    text: "Each certification level builds on the one before it. The matrix lists, for every skill domain, the competencies a candidate must show at that level; exams, portfolios and interviews are written against these statements.",
    levelsHeading: "The four levels at a glance",
    levelLabel: "Level {{number}}",
  },
  levelDescriptors: {
    associate: "Works under supervision and applies established procedures safely.",
    professional: "Works independently, solves routine technical problems and applies the standards on real projects.",
    senior: "Leads teams and workstreams, reviews and signs off the work of others.",
    expert: "Shapes practice, strategy and standards for organisations and the whole industry.",
  },
  filters: {
    heading: "Filter the matrix",
    domain: "Skill domain",
    level: "Certification level",
    allDomains: "All domains",
    allLevels: "All levels",
    statusAll: "Showing all {{domains}} skill domains at all {{levels}} levels: {{competencies}}.",
    statusDomain: "Showing {{domain}} at all {{levels}} levels: {{competencies}}.",
    statusLevel: "Showing all {{domains}} skill domains at the {{level}} level: {{competencies}}.",
    statusBoth: "Showing {{domain}} at the {{level}} level: {{competencies}}.",
    competencyCount_one: "{{count}} competency",
    competencyCount_other: "{{count}} competencies",
  },
  matrix: {
    heading: "Competency matrix",
    caption: "Competencies by skill domain and certification level",
    domainColumn: "Skill domain",
    listHint: "On small screens the matrix is shown as a list for each skill domain.",
  },
  print: {
    title: "GeoCert certification framework",
    note: "Printed from the GeoCert website. The framework is reviewed every year by the advisory board.",
  },
  cta: {
    heading: "Where do you stand?",
    text: "Take the training quiz to see which level matches your experience, or compare the certifications, their exams and fees.",
    quiz: "Take the training quiz",
    certifications: "Compare certifications",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Reads well logs and pressure data under supervision",
        recordsData: "Records wellhead pressure, flow rate and temperature to the field's quality procedure",
        explainsSystems: "Explains how heat, fluid and permeability together make a geothermal reservoir",
      },
      professional: {
        interpretsTests:
          "Interprets injection, interference and pressure-transient tests to estimate permeability-thickness (kh)",
        buildsModels: "Builds numerical reservoir models and calibrates them to natural-state and production history",
        forecastsDecline: "Forecasts production decline, pressure drawdown and enthalpy change of wells",
      },
      senior: {
        plansInjection:
          "Designs injection and make-up well strategies that sustain pressure and limit thermal breakthrough",
        reviewsModels: "Reviews and signs off reservoir models and tracer-test interpretations prepared by others",
        managesMonitoring: "Leads reservoir monitoring programmes: tracers, microgravity and fluid geochemistry",
      },
      expert: {
        leadsStrategy: "Leads field-wide reservoir management strategy over the life of the project",
        setsStandards: "Sets modelling and reporting practices adopted across companies",
        advisesCapacity: "Advises investors and regulators on sustainable field capacity",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems: "Monitors turbine, separator and cooling-system readings and reports deviations",
        followsLoto: "Follows lockout/tagout and permit-to-work procedures",
        routineMaintenance: "Carries out routine inspections and maintenance under supervision",
      },
      professional: {
        operatesUnits: "Starts up, runs and shuts down flash, dry-steam or binary units to procedure",
        diagnosesFaults: "Diagnoses faults from control-system trends, vibration and performance data",
        managesScaling: "Applies scaling and corrosion control: inhibitor dosing, pH modification, silica management",
      },
      senior: {
        optimisesPerformance: "Optimises plant output and availability against steam supply and grid demand",
        plansOutages: "Plans major overhauls and outages and manages maintenance budgets",
        leadsShiftTeams: "Leads operations teams and investigates incidents with root-cause analysis",
      },
      expert: {
        definesStrategy: "Defines operations and asset-management strategy for a fleet of plants",
        evaluatesTechnology:
          "Evaluates new conversion technologies (hybrid, combined-cycle, supercritical) for deployment",
        setsBenchmarks: "Sets performance and safety benchmarks for the industry",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids: "Collects water, gas and noise samples to protocol and keeps the chain of custody",
        knowsImpacts: "Names the main impacts of geothermal operations: hydrogen sulphide, brine, subsidence, noise",
        reportsIncidents: "Reports spills and emission incidents promptly",
      },
      professional: {
        runsMonitoring: "Runs environmental monitoring and checks results against permit limits",
        managesBrine: "Manages brine reinjection, disposal and hydrogen sulphide abatement",
        contributesEia: "Contributes baseline studies and chapters to environmental impact assessments",
      },
      senior: {
        leadsEia: "Leads environmental and social impact assessments and management plans",
        engagesStakeholders: "Leads consultation with communities, landowners and indigenous peoples",
        auditsCompliance: "Audits environmental management systems such as ISO 14001",
      },
      expert: {
        setsPolicy: "Shapes national and corporate environmental policy for geothermal development",
        lifecycleAssessment: "Directs life-cycle and carbon-footprint assessments across portfolios",
        advisesLenders: "Advises lenders on international environmental and social performance standards",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Describes the phases of a geothermal project, from exploration to operation",
        supportsLogistics: "Supports site logistics, document control and progress reporting",
        tracksSchedules: "Updates schedules and cost trackers under guidance",
      },
      professional: {
        managesWorkPackages: "Manages work packages for well pads, steam-gathering systems or surface facilities",
        preparesEstimates: "Prepares cost estimates and technical inputs to feasibility studies",
        coordinatesContractors: "Coordinates contractors and the interfaces between drilling, steamfield and plant",
      },
      senior: {
        leadsProjects: "Leads projects through feasibility, financing and construction",
        reviewsEconomics:
          "Reviews project economics: levelised cost of electricity, capital cost, drilling success rate",
        managesProcurement: "Sets the procurement and contracting strategy, including EPC contracts",
      },
      expert: {
        shapesPortfolio: "Shapes development portfolios and national geothermal programmes",
        structuresFinance: "Structures financing and risk sharing: drilling insurance, concessional funds",
        mentorsLeaders: "Mentors project leaders and defines development best practice",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Identifies site hazards (hydrogen sulphide, hot fluids, pressure, blowout) and uses PPE correctly",
        completesJsa: "Completes job safety analyses and takes part in toolbox talks",
        knowsEmergency: "Knows the emergency response and evacuation procedures of the site",
      },
      professional: {
        conductsHazop: "Takes part in HAZID and HAZOP studies and follows actions through to closure",
        maintainsRegisters: "Maintains risk registers with likelihood, consequence and controls",
        assessesResourceRisk: "Quantifies resource risk with probabilistic (Monte Carlo) estimates",
      },
      senior: {
        leadsRiskReviews: "Leads risk reviews at project decision gates and sets mitigation priorities",
        managesInducedSeismicity: "Manages induced-seismicity risk with traffic-light protocols",
        designsEmergencyPlans: "Designs emergency response and business continuity plans",
      },
      expert: {
        setsRiskFramework: "Defines the risk framework and risk appetite of geothermal portfolios",
        advisesInsurers: "Advises insurers, lenders and governments on exploration and drilling risk",
        investigatesMajorIncidents: "Leads major-incident investigations and turns the lessons into industry guidance",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Follows permit conditions and site rules in daily work",
        keepsRecords: "Keeps inspection and compliance records complete and traceable",
        knowsRegulators: "Knows which authorities regulate the site and when to escalate an issue",
      },
      professional: {
        preparesReports: "Prepares regulatory reports on production, injection and emissions",
        interpretsRegulations: "Interprets licence, water-use and safety regulations for technical work",
        supportsInspections: "Supports inspections by authorities and closes out their findings",
      },
      senior: {
        securesPermits: "Secures exploration and production licences and permit amendments",
        managesCompliance: "Manages the compliance programme and its internal audits",
        negotiatesConditions: "Negotiates permit conditions with the authorities",
      },
      expert: {
        shapesRegulation: "Advises legislators on geothermal law, resource ownership and licensing",
        harmonisesStandards: "Leads the harmonisation of standards between countries",
        representsIndustry: "Represents the industry in regulatory consultations",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "Supports geological mapping, geochemical sampling and geophysical surveys",
        handlesSamples: "Logs and handles drill cuttings, cores and fluid samples",
        usesGis: "Organises field data in a geographic information system (GIS)",
      },
      professional: {
        interpretsData: "Interprets geothermometers and geophysical data such as magnetotelluric and gravity surveys",
        buildsConceptualModels: "Builds conceptual models of heat source, upflow and outflow zones",
        estimatesCapacity: "Estimates resource capacity with the volumetric (stored-heat) method",
      },
      senior: {
        selectsTargets: "Selects exploration well targets and integrates the drilling results",
        reportsResources: "Prepares resource and reserve reports to a recognised reporting code",
        reviewsAssessments: "Peer-reviews the resource assessments of others",
      },
      expert: {
        leadsNationalAssessments: "Leads national and regional resource assessments",
        competentPerson: "Signs public resource reports as the competent person",
        advancesMethods: "Advances assessment methods for enhanced and supercritical geothermal systems",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig: "Assists the rig crew with pipe handling, drilling fluids and cementing under supervision",
        monitorsParameters: "Monitors drilling parameters and mud temperatures and reports changes",
        followsWellControl: "Follows well-control and hydrogen sulphide safety procedures",
      },
      professional: {
        designsWells: "Designs casing, cementing and completion programmes for high-temperature wells",
        supervisesOperations: "Supervises drilling as wellsite engineer, including directional work",
        managesDownholeProblems: "Resolves lost circulation, stuck pipe and other downhole problems",
      },
      senior: {
        plansCampaigns: "Plans multi-well campaigns, rig selection and drilling budgets",
        managesWellIntegrity: "Manages well integrity across the field, including workovers",
        leadsWellControl: "Leads well-control readiness and the drilling safety culture",
      },
      expert: {
        setsDrillingStrategy: "Sets drilling strategy and technology roadmaps that lower the cost per megawatt",
        advancesTechnology: "Advances deep and superhot drilling technology",
        writesCodes: "Writes standards and codes of practice for geothermal drilling",
      },
    },
  },
};

export default framework;
