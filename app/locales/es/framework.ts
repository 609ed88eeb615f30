import type { Namespaces } from "../types";

/** Spanish strings of the framework namespace (complete). */
const framework = {
  meta: {
    title: "Marco de certificación — GeoCert",
    description:
      "El marco de competencias de GeoCert: ocho áreas de competencia en cuatro niveles de certificación, con las competencias esperadas en cada nivel.",
  },
  header: {
    eyebrow: "Marco de competencias",
    title: "Marco de certificación",
    lead: "Lo que un profesional de la geotermia debe saber y saber hacer en ocho áreas, en cada uno de los cuatro niveles de certificación.",
  },
  intro: {
    heading: "Cómo funciona el marco",
    text: "Cada nivel de certificación se basa en el anterior. La matriz indica, para cada área, las competencias que el candidato debe demostrar en ese nivel; los exámenes, portafolios y entrevistas se elaboran a partir de estos enunciados.",
    levelsHeading: "Los cuatro niveles de un vistazo",
    levelLabel: "Nivel {{number}}",
  },
  levelDescriptors: {
    associate: "Trabaja bajo supervisión y aplica con seguridad los procedimientos establecidos.",
    professional:
      "Trabaja de forma autónoma, resuelve problemas técnicos habituales y aplica las normas en proyectos reales.",
    senior: "Dirige equipos y líneas de trabajo, revisa y aprueba el trabajo de otros.",
    expert: "Define prácticas, estrategias y normas para organizaciones y para todo el sector.",
  },
  filters: {
    heading: "Filtrar la matriz",
    domain: "Área de competencia",
    level: "Nivel de certificación",
    allDomains: "Todas las áreas",
    allLevels: "Todos los niveles",
    statusAll: "Se muestran las {{domains}} áreas de competencia en los {{levels}} niveles: {{competencies}}.",
    statusDomain: "Se muestra «{{domain}}» en los {{levels}} niveles: {{competencies}}.",
    statusLevel: "Se muestran las {{domains}} áreas de competencia en el nivel «{{level}}»: {{competencies}}.",
    statusBoth: "Se muestra «{{domain}}» en el nivel «{{level}}»: {{competencies}}.",
    competencyCount_one: "{{count}} competencia",
    competencyCount_other: "{{count}} competencias",
  },
  matrix: {
    heading: "Matriz de competencias",
    caption: "Competencias por área y nivel de certificación",
    domainColumn: "Área de competencia",
    listHint: "En pantallas pequeñas la matriz se muestra como una lista por área.",
  },
  print: {
    title: "Marco de certificación de GeoCert",
    note: "Impreso desde el sitio web de GeoCert. El consejo asesor revisa el marco cada año.",
  },
  cta: {
    heading: "¿En qué punto está usted?",
    text: "Haga el cuestionario de formación para ver qué nivel corresponde a su experiencia, o compare las certificaciones, sus exámenes y sus tarifas.",
    quiz: "Hacer el cuestionario de formación",
    certifications: "Comparar certificaciones",
  },
  competencies: {
    reservoirEngineering: {
      associate: {
        readsLogs: "Lee registros de pozo y datos de presión bajo supervisión",
        recordsData:
          "Registra la presión en cabeza de pozo, el caudal y la temperatura según el procedimiento de calidad del campo",
        explainsSystems: "Explica cómo el calor, el fluido y la permeabilidad forman juntos un yacimiento geotérmico",
      },
      professional: {
        interpretsTests:
          "Interpreta pruebas de inyección, de interferencia y de presión transitoria para estimar el producto permeabilidad-espesor (kh)",
        buildsModels:
          "Construye modelos numéricos de yacimiento y los calibra con el estado natural y el historial de producción",
        forecastsDecline:
          "Pronostica la declinación de la producción, la caída de presión y el cambio de entalpía de los pozos",
      },
      senior: {
        plansInjection:
          "Diseña estrategias de inyección y de pozos de reposición que mantienen la presión y limitan la irrupción térmica",
        reviewsModels:
          "Revisa y aprueba modelos de yacimiento e interpretaciones de pruebas con trazadores elaboradas por otros",
        managesMonitoring:
          "Dirige programas de monitoreo del yacimiento: trazadores, microgravimetría y geoquímica de fluidos",
      },
      expert: {
        leadsStrategy: "Dirige la estrategia de gestión del yacimiento en todo el campo durante la vida del proyecto",
        setsStandards: "Define prácticas de modelización y de informes que adoptan distintas empresas",
        advisesCapacity: "Asesora a inversores y reguladores sobre la capacidad sostenible del campo",
      },
    },
    powerPlantOperations: {
      associate: {
        monitorsSystems:
          "Vigila las lecturas de la turbina, el separador y el sistema de refrigeración e informa de las desviaciones",
        followsLoto: "Aplica los procedimientos de bloqueo y etiquetado y de permiso de trabajo",
        routineMaintenance: "Realiza inspecciones y mantenimiento rutinarios bajo supervisión",
      },
      professional: {
        operatesUnits: "Arranca, opera y detiene unidades flash, de vapor seco o binarias según el procedimiento",
        diagnosesFaults:
          "Diagnostica fallos a partir de tendencias del sistema de control, vibraciones y datos de rendimiento",
        managesScaling:
          "Aplica el control de incrustaciones y corrosión: dosificación de inhibidores, ajuste del pH, gestión de la sílice",
      },
      senior: {
        optimisesPerformance:
          "Optimiza la producción y la disponibilidad de la central según el suministro de vapor y la demanda de la red",
        plansOutages: "Planifica grandes revisiones y paradas y gestiona los presupuestos de mantenimiento",
        leadsShiftTeams: "Dirige los equipos de operación e investiga incidentes mediante análisis de causa raíz",
      },
      expert: {
        definesStrategy: "Define la estrategia de operación y de gestión de activos de un parque de centrales",
        evaluatesTechnology:
          "Evalúa nuevas tecnologías de conversión (híbridas, de ciclo combinado, supercríticas) para su implantación",
        setsBenchmarks: "Establece referencias de rendimiento y seguridad para el sector",
      },
    },
    environmentalManagement: {
      associate: {
        samplesFluids:
          "Toma muestras de agua y gas y mediciones de ruido según el protocolo, manteniendo la cadena de custodia",
        knowsImpacts:
          "Nombra los principales impactos de las operaciones geotérmicas: sulfuro de hidrógeno, salmuera, subsidencia, ruido",
        reportsIncidents: "Informa sin demora de derrames e incidentes de emisiones",
      },
      professional: {
        runsMonitoring: "Realiza el monitoreo ambiental y contrasta los resultados con los límites de los permisos",
        managesBrine: "Gestiona la reinyección y la eliminación de salmuera y el abatimiento del sulfuro de hidrógeno",
        contributesEia: "Aporta estudios de línea base y capítulos a las evaluaciones de impacto ambiental",
      },
      senior: {
        leadsEia: "Dirige evaluaciones de impacto ambiental y social y planes de gestión",
        engagesStakeholders: "Dirige la consulta con comunidades, propietarios de tierras y pueblos indígenas",
        auditsCompliance: "Audita sistemas de gestión ambiental como ISO 14001",
      },
      expert: {
        setsPolicy: "Orienta la política ambiental nacional y corporativa para el desarrollo geotérmico",
        lifecycleAssessment: "Dirige análisis de ciclo de vida y de huella de carbono en carteras de proyectos",
        advisesLenders:
          "Asesora a entidades financiadoras sobre normas internacionales de desempeño ambiental y social",
      },
    },
    projectDevelopment: {
      associate: {
        understandsPhases: "Describe las fases de un proyecto geotérmico, desde la exploración hasta la operación",
        supportsLogistics: "Apoya la logística del emplazamiento, el control documental y los informes de avance",
        tracksSchedules: "Actualiza cronogramas y seguimientos de costes bajo orientación",
      },
      professional: {
        managesWorkPackages:
          "Gestiona paquetes de trabajo para plataformas de pozos, sistemas de recolección de vapor o instalaciones de superficie",
        preparesEstimates: "Prepara estimaciones de costes y aportaciones técnicas a los estudios de viabilidad",
        coordinatesContractors:
          "Coordina a los contratistas y las interfaces entre perforación, campo de vapor y central",
      },
      senior: {
        leadsProjects: "Dirige proyectos a lo largo de la viabilidad, la financiación y la construcción",
        reviewsEconomics:
          "Revisa la economía del proyecto: coste nivelado de la electricidad, coste de capital, tasa de éxito de la perforación",
        managesProcurement: "Define la estrategia de compras y contratación, incluidos los contratos EPC",
      },
      expert: {
        shapesPortfolio: "Configura carteras de desarrollo y programas geotérmicos nacionales",
        structuresFinance:
          "Estructura la financiación y el reparto de riesgos: seguros de perforación, fondos concesionales",
        mentorsLeaders: "Orienta a los directores de proyecto y define las buenas prácticas de desarrollo",
      },
    },
    riskAssessment: {
      associate: {
        identifiesHazards:
          "Identifica los peligros del emplazamiento (sulfuro de hidrógeno, fluidos calientes, presión, reventón) y usa correctamente los EPI",
        completesJsa: "Completa análisis de seguridad en el trabajo y participa en las charlas de seguridad",
        knowsEmergency: "Conoce los procedimientos de respuesta a emergencias y de evacuación del emplazamiento",
      },
      professional: {
        conductsHazop: "Participa en estudios HAZID y HAZOP y hace el seguimiento de las acciones hasta su cierre",
        maintainsRegisters: "Mantiene registros de riesgos con probabilidad, consecuencia y controles",
        assessesResourceRisk: "Cuantifica el riesgo del recurso con estimaciones probabilísticas (Monte Carlo)",
      },
      senior: {
        leadsRiskReviews:
          "Dirige revisiones de riesgos en los hitos de decisión del proyecto y fija las prioridades de mitigación",
        managesInducedSeismicity: "Gestiona el riesgo de sismicidad inducida con protocolos de semáforo",
        designsEmergencyPlans: "Diseña planes de respuesta a emergencias y de continuidad del negocio",
      },
      expert: {
        setsRiskFramework: "Define el marco de riesgos y el apetito de riesgo de las carteras geotérmicas",
        advisesInsurers:
          "Asesora a aseguradoras, entidades financiadoras y gobiernos sobre el riesgo de exploración y perforación",
        investigatesMajorIncidents:
          "Dirige investigaciones de incidentes graves y convierte las lecciones aprendidas en orientaciones para el sector",
      },
    },
    regulatoryCompliance: {
      associate: {
        followsPermits: "Cumple las condiciones de los permisos y las normas del emplazamiento en el trabajo diario",
        keepsRecords: "Mantiene registros de inspección y cumplimiento completos y trazables",
        knowsRegulators: "Sabe qué autoridades regulan el emplazamiento y cuándo escalar un problema",
      },
      professional: {
        preparesReports: "Prepara informes reglamentarios sobre producción, inyección y emisiones",
        interpretsRegulations:
          "Interpreta la normativa de concesiones, uso del agua y seguridad aplicable al trabajo técnico",
        supportsInspections: "Apoya las inspecciones de las autoridades y resuelve sus observaciones",
      },
      senior: {
        securesPermits: "Obtiene concesiones de exploración y explotación y modificaciones de permisos",
        managesCompliance: "Gestiona el programa de cumplimiento y sus auditorías internas",
        negotiatesConditions: "Negocia las condiciones de los permisos con las autoridades",
      },
      expert: {
        shapesRegulation:
          "Asesora a los legisladores sobre la legislación geotérmica, la titularidad del recurso y el régimen de concesiones",
        harmonisesStandards: "Dirige la armonización de normas entre países",
        representsIndustry: "Representa al sector en las consultas normativas",
      },
    },
    resourceAssessment: {
      associate: {
        supportsSurveys: "Apoya la cartografía geológica, el muestreo geoquímico y las campañas geofísicas",
        handlesSamples: "Describe y manipula recortes de perforación, testigos y muestras de fluidos",
        usesGis: "Organiza los datos de campo en un sistema de información geográfica (SIG)",
      },
      professional: {
        interpretsData:
          "Interpreta geotermómetros y datos geofísicos, como las campañas magnetotelúricas y gravimétricas",
        buildsConceptualModels:
          "Construye modelos conceptuales de la fuente de calor y de las zonas de ascenso y de flujo lateral",
        estimatesCapacity: "Estima la capacidad del recurso con el método volumétrico (calor almacenado)",
      },
      senior: {
        selectsTargets:
          "Selecciona los objetivos de los pozos exploratorios e integra los resultados de la perforación",
        reportsResources: "Prepara informes de recursos y reservas conforme a un código de declaración reconocido",
        reviewsAssessments: "Revisa, como par, las evaluaciones de recursos de otros",
      },
      expert: {
        leadsNationalAssessments: "Dirige evaluaciones de recursos nacionales y regionales",
        competentPerson: "Firma informes públicos de recursos como persona competente",
        advancesMethods: "Impulsa métodos de evaluación para sistemas geotérmicos mejorados y supercríticos",
      },
    },
    drillingOperations: {
      associate: {
        assistsRig:
          "Asiste a la cuadrilla del equipo de perforación en el manejo de tubería, los fluidos de perforación y la cementación bajo supervisión",
        monitorsParameters: "Vigila los parámetros de perforación y las temperaturas del lodo e informa de los cambios",
        followsWellControl:
          "Aplica los procedimientos de control de pozo y de seguridad frente al sulfuro de hidrógeno",
      },
      professional: {
        designsWells: "Diseña programas de entubado, cementación y terminación para pozos de alta temperatura",
        supervisesOperations: "Supervisa la perforación como ingeniero de pozo, incluida la perforación direccional",
        managesDownholeProblems:
          "Resuelve pérdidas de circulación, aprisionamientos de tubería y otros problemas de fondo de pozo",
      },
      senior: {
        plansCampaigns: "Planifica campañas de varios pozos, la selección de equipos de perforación y los presupuestos",
        managesWellIntegrity:
          "Gestiona la integridad de los pozos en todo el campo, incluidas las reparaciones (workovers)",
        leadsWellControl: "Dirige la preparación para el control de pozo y la cultura de seguridad en la perforación",
      },
      expert: {
        setsDrillingStrategy:
          "Define la estrategia de perforación y las hojas de ruta tecnológicas que reducen el coste por megavatio",
        advancesTechnology: "Impulsa la tecnología de perforación profunda y en condiciones de calor extremo",
        writesCodes: "Redacta normas y códigos de buenas prácticas para la perforación geotérmica",
      },
    },
  },
} satisfies Namespaces["framework"];

export default framework;
