import type { Namespaces } from "../types";

/** Spanish strings of the resources namespace (complete). */
const resources = {
  meta: {
    title: "Recursos — GeoCert",
    description:
      "Guías de estudio, resúmenes de normas, listas de lectura, plantillas y grabaciones de seminarios web para profesionales de la geotermia, por área de competencia y nivel.",
  },
  header: {
    eyebrow: "Biblioteca de recursos",
    title: "Recursos",
    lead: "Guías, resúmenes de normas, listas de lectura, plantillas y seminarios web grabados para preparar la certificación y mantener al día sus competencias.",
  },
  filters: {
    heading: "Buscar un recurso",
    search: "Buscar",
    searchHint: "Palabras del título o de la descripción",
    type: "Tipo",
    topic: "Área de competencia",
    allTypes: "Todos los tipos",
    allTopics: "Todas las áreas",
  },
  results: {
    heading: "Biblioteca",
    summary_one: "{{count}} de {{total}} recursos",
    summary_other: "{{count}} de {{total}} recursos",
    empty: "Ningún recurso coincide con estos filtros. Pruebe otra área o menos palabras.",
  },
  types: {
    guide: "Guía",
    standard: "Resumen de norma",
    readingList: "Lista de lectura",
    template: "Plantilla",
    webinar: "Seminario web",
  },
  levels: {
    all: "Todos los niveles",
    associate: "Nivel inicial",
    professional: "Profesional",
    senior: "Profesional sénior",
    expert: "Experto distinguido",
  },
  card: {
    level: "Nivel",
    topics: "Áreas de competencia",
    languages: "Idiomas",
    edition: "Edición {{year}}",
    download: "Descargar",
    downloadLabel: "Descargar {{title}} ({{format}}, {{size}})",
    size: "{{size}} KB",
    formats: {
      markdown: "Markdown",
      csv: "CSV",
      text: "Texto sin formato",
    },
    recording: "Grabación de {{minutes}} minutos, realizada el {{date}}",
    recordingNote: "Las grabaciones se comparten a petición con los candidatos inscritos.",
    requestRecording: "Solicitar la grabación",
    onRequest: "Edición impresa o para miembros, enviada a petición.",
    requestCopy: "Solicitar un ejemplar",
  },
  date: {
    pattern: "{{day}} de {{month}} de {{year}}",
    months: [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ],
  },
  framework: {
    heading: "Relacione su aprendizaje con el marco",
    text: "Cada recurso está etiquetado con las áreas de competencia y el nivel del marco de competencias de GeoCert, para que pueda ver lo que exige cada certificación y planificar qué estudiar a continuación.",
    link: "Ver el marco de certificación",
  },
  items: {
    associateStudyGuide: {
      title: "Guía de estudio del nivel inicial",
      description:
        "Lo que abarca la evaluación del nivel inicial en cada una de las ocho áreas de competencia, preguntas típicas y un plan de estudio de cuatro semanas.",
    },
    glossary: {
      title: "Glosario de términos geotérmicos",
      description:
        "Definiciones claras de las palabras que se usan en los equipos de perforación, en las centrales y en los informes, desde planta binaria hasta presión en cabeza de pozo.",
    },
    ceuLog: {
      title: "Plantilla de registro de desarrollo profesional continuo (horas de DPC)",
      description:
        "Una hoja de cálculo para registrar cursos, seminarios web, formación de campo y estudio autónomo de cara a la recertificación, con filas de ejemplo resueltas.",
    },
    coreReadingList: {
      title: "Lista de lecturas básicas",
      description:
        "Los manuales de referencia y los informes públicos sobre ingeniería de yacimientos, centrales, financiación de proyectos y declaración de recursos.",
    },
    h2sChecklist: {
      title: "Lista de comprobación de seguridad frente al H₂S en perforación",
      description:
        "Antes de iniciar la perforación, en cada turno, las señales de alerta de un influjo y qué hacer cuando suena la alarma: una lista de comprobación para imprimir.",
    },
    wellTestWebinar: {
      title: "Cómo leer una prueba de pozo: presiones transitorias para los equipos de planta",
      description:
        "Cómo las pruebas de terminación y los datos de restitución de presión describen un pozo, explicado para operadores e ingenieros que utilizan los resultados.",
    },
    scalingWebinar: {
      title: "Incrustaciones y corrosión en plantas binarias",
      description:
        "Incrustaciones de sílice y calcita, corrosión de los intercambiadores de calor y el monitoreo que detecta ambas a tiempo.",
    },
    baselineWebinar: {
      title: "Monitoreo ambiental de línea base antes de perforar",
      description:
        "Qué mediciones de agua, gases, ruido y movimiento del terreno iniciar antes del primer pozo, y durante cuánto tiempo.",
    },
    financingWebinar: {
      title: "Financiar la fase de exploración",
      description:
        "Por qué la perforación exploratoria es la etapa más arriesgada de un proyecto y cómo las subvenciones, los fondos de riesgo compartido y los seguros reparten el riesgo.",
    },
    seismicityWebinar: {
      title: "Sismicidad inducida y protocolos de semáforo",
      description:
        "Diseño de redes de monitoreo y umbrales para la inyección, con lecciones de proyectos de estimulación.",
    },
    permitsWebinar: {
      title: "Permisos en distintas jurisdicciones: un recorrido comparativo",
      description:
        "Concesiones de exploración, derechos de agua, permisos de perforación y permisos ambientales comparados en cinco sistemas jurídicos.",
    },
    unfcSummary: {
      title: "Resumen: clasificación CMNU de los recursos geotérmicos",
      description:
        "Un resumen de seis páginas sobre cómo se clasifican los proyectos geotérmicos según su viabilidad, la madurez del proyecto y el conocimiento del recurso.",
    },
    wellControlSummary: {
      title: "Resumen: prácticas de control de pozo en perforación geotérmica",
      description:
        "Los principales requisitos del control de pozo en pozos calientes: diseño del entubado, pruebas del BOP, detección de influjos y cierre del pozo.",
    },
    reportingCodeSummary: {
      title: "Resumen: códigos de declaración pública de recursos y reservas",
      description:
        "El papel de la persona competente y el lenguaje de recursos y reservas en los códigos públicos de declaración geotérmica.",
    },
    esiaSummary: {
      title: "Resumen: evaluación de impacto ambiental y social",
      description:
        "Las etapas de una evaluación de impacto para un proyecto geotérmico, desde la definición del alcance hasta el plan de gestión y la consulta con las comunidades.",
    },
    steamFieldGuide: {
      title: "Guía de campo de los sistemas de recolección de vapor",
      description:
        "Separadores, tuberías, trampas y válvulas del campo de vapor, con comprobaciones diarias para nuevos operadores.",
    },
    mudLoggingGuide: {
      title: "Registro de lodos y descripción de recortes",
      description:
        "Cómo describir los recortes y los minerales de alteración durante la perforación, y lo que revelan sobre la temperatura y la permeabilidad.",
    },
    riskRegister: {
      title: "Plantilla de registro de riesgos para proyectos geotérmicos",
      description:
        "Un registro con los riesgos técnicos, financieros y sociales típicos de cada fase del proyecto, sus responsables y su mitigación.",
    },
    seismicityReadingList: {
      title: "Lista de lecturas: sismicidad inducida y estimulación",
      description:
        "Artículos y directrices clave sobre sismicidad inducida por inyección, evaluación de la amenaza y sistemas geotérmicos mejorados.",
    },
    directUseReadingList: {
      title: "Lista de lecturas: usos directos y calefacción urbana",
      description: "Referencias sobre calefacción urbana, invernaderos, secado y uso en cascada del calor geotérmico.",
    },
  },
} satisfies Namespaces["resources"];

export default resources;
