import type { Namespaces } from "../types";

/** Spanish strings of the about namespace (complete). */
const about = {
  meta: {
    title: "Quiénes somos — GeoCert",
    description:
      "Quién es GeoCert: misión, gobernanza, independencia, cómo funciona la certificación, las normas con las que nos alineamos y respuestas a preguntas frecuentes.",
  },
  header: {
    eyebrow: "Sobre GeoCert",
    title: "Un organismo de certificación para los profesionales de la geotermia",
    lead: "GeoCert es un organismo independiente y sin ánimo de lucro que evalúa y certifica la competencia de los profesionales de la geotermia, dondequiera que trabajen.",
  },
  toc: {
    "who-we-are": "Quiénes somos",
    governance: "Gobernanza",
    independence: "Independencia e imparcialidad",
    "how-it-works": "Cómo funciona la certificación",
    standards: "Normas y acreditación",
    faq: "Preguntas frecuentes",
  },
  who: {
    heading: "Quiénes somos",
    lead: "Fundado por profesionales, docentes y empleadores que querían una prueba de competencia única, fiable y reconocida en todas partes.",
    mission: {
      title: "Misión",
      text: "Hacer visible y comparable entre países la competencia de los profesionales de la geotermia, mediante una certificación justa, rigurosa y asequible.",
    },
    vision: {
      title: "Visión",
      text: "Un mundo en el que cada proyecto geotérmico lo construyan y operen personas cuyas competencias están reconocidas, sea cual sea su país, su idioma o su vía de entrada al sector.",
    },
    values: {
      title: "Nuestros valores",
      items: {
        impartiality: {
          title: "Imparcialidad",
          text: "Las decisiones se basan únicamente en pruebas de competencia, nunca en quién paga, quién forma o quién emplea a un candidato.",
        },
        rigour: {
          title: "Rigor",
          text: "Cada examen se elabora a partir del marco publicado, lo revisan expertos en la materia y se comprueba estadísticamente.",
        },
        openness: {
          title: "Transparencia",
          text: "Nuestro marco, tarifas, políticas y tasas de aprobados son públicos, y cualquier persona puede verificar un certificado.",
        },
        inclusion: {
          title: "Inclusión",
          text: "Exámenes en 11 idiomas, tarifas reducidas donde los ingresos son más bajos y adaptaciones para los candidatos que las necesiten.",
        },
      },
    },
  },
  governance: {
    heading: "Gobernanza",
    lead: "Una junta directiva es responsable de GeoCert; un consejo asesor de profesionales y académicos orienta el marco de competencias.",
    directorsHeading: "Junta directiva",
    directorsLead:
      "Seis miembros elegidos por tres años. Al menos dos son independientes del sector y uno es un profesional certificado.",
    advisoryHeading: "Consejo asesor",
    advisoryLead: "Profesionales y académicos de cinco continentes revisan el marco y los planes de examen.",
    fictionalNote: "Las personas que aparecen son ejemplos ficticios.",
    directorRoles: {
      chair: "Presidencia",
      viceChair: "Vicepresidencia",
      treasurer: "Tesorería",
      secretary: "Secretaría",
      publicInterest: "Consejero de interés público",
      practitioner: "Consejero profesional",
    },
    backgrounds: {
      energyRegulation: "Regulación energética",
      geothermalEngineering: "Ingeniería geotérmica",
      publicFinance: "Finanzas públicas",
      vocationalEducation: "Formación profesional",
      consumerProtection: "Protección del consumidor",
      plantOperations: "Operación de centrales",
    },
    advisoryRoles: {
      chair: "Presidencia",
      academicLead: "Responsable académico",
      industryLead: "Responsable del sector",
      technicalAdvisor: "Asesor técnico",
      workforceDevelopment: "Desarrollo del talento",
      regionalAdvisor: "Asesor regional",
    },
    expertise: {
      reservoirModelling: "Modelización de yacimientos",
      geothermalEducation: "Formación en geotermia",
      plantOperations: "Operación de centrales",
      drillingSafety: "Seguridad en perforación",
      skillsPolicy: "Políticas de competencias",
      asiaPacific: "Mercados de Asia-Pacífico",
    },
  },
  independence: {
    heading: "Independencia e imparcialidad",
    lead: "Un certificado vale lo que vale la confianza que lo respalda. Estas reglas protegen nuestras decisiones de toda presión comercial.",
    statement:
      "GeoCert certifica a personas; no las forma. Los colaboradores y socios financian el programa, pero no intervienen en el contenido de los exámenes, la calificación ni las decisiones de certificación. Toda persona que participa en la certificación declara sus intereses, y la junta directiva revisa una vez al año los riesgos para la imparcialidad y publica el resultado.",
    pointsHeading: "Cómo protegemos la imparcialidad",
    points: {
      separation:
        "La formación y la certificación se mantienen separadas: nadie que haya formado a un candidato lo examina ni decide sobre él.",
      conflicts:
        "Examinadores, redactores de preguntas y miembros de la junta declaran sus conflictos de intereses, que constan en un registro que revisamos cada año.",
      committee:
        "Un comité de imparcialidad, con miembros procedentes de empleadores, trabajadores, docentes y la ciudadanía, puede anular las decisiones que pongan en riesgo la imparcialidad.",
      decisions:
        "Las decisiones de certificación las toman revisores formados que no participaron en la evaluación del candidato.",
    },
  },
  process: {
    heading: "Cómo funciona la certificación",
    lead: "Cuatro pasos, iguales para todos los niveles y todos los países.",
    stepLabel: "Paso {{number}}",
    steps: {
      learn: {
        title: "Aprender",
        text: "Estudie el marco de competencias de su nivel, con cualquier proveedor de formación o en el propio puesto de trabajo. En nuestros recursos encontrará guías de estudio y preguntas de práctica gratuitas.",
      },
      assess: {
        title: "Evaluarse",
        text: "Presente su solicitud con las pruebas de su experiencia y, a continuación, realice un examen supervisado en su idioma, en un centro de examen o en línea; los niveles superiores añaden una prueba práctica o la revisión de un portafolio.",
      },
      certify: {
        title: "Certificarse",
        text: "Un revisor independiente comprueba los resultados. Los candidatos aprobados reciben un certificado digital y un registro público que los empleadores pueden verificar.",
      },
      maintain: {
        title: "Mantener",
        text: "Los certificados tienen una vigencia de {{years}} años. Manténgalos al día mediante el desarrollo profesional continuo y cumpliendo el código de conducta.",
      },
    },
  },
  standards: {
    heading: "Normas y acreditación",
    lead: "Basamos nuestro programa en prácticas internacionales reconocidas. Decimos en qué punto estamos y no afirmamos nada que no hayamos logrado.",
    status: {
      alignedWith: "Alineado con",
      workingTowards: "En preparación",
    },
    items: {
      iso17024: {
        title: "ISO/IEC 17024",
        text: "La norma internacional para los organismos que certifican personas. Nuestras políticas siguen sus requisitos y nos preparamos para solicitar la acreditación ante un organismo nacional de acreditación; todavía no estamos acreditados.",
      },
      iga: {
        title: "Orientaciones de la Asociación Geotérmica Internacional (IGA)",
        text: "Nuestro marco de competencias se basa en las orientaciones publicadas por la IGA sobre competencias y buenas prácticas en geotermia. Esta alineación es iniciativa nuestra; no supone un aval de la IGA.",
      },
      regional: {
        title: "Asociaciones geotérmicas regionales",
        text: "Relacionamos nuestros niveles con las orientaciones de las asociaciones regionales y con los marcos nacionales de cualificaciones, para que los certificados puedan figurar junto a las cualificaciones locales.",
      },
    },
    note: "GeoCert es un sitio de demostración: la organización y su estado de acreditación son ficticios.",
  },
  faq: {
    heading: "Preguntas frecuentes",
    lead: "Lo que candidatos y empleadores nos preguntan con más frecuencia.",
    items: {
      eligibility: {
        question: "¿Quién puede solicitar la certificación?",
        answer:
          "Cualquier persona que trabaje en el sector geotérmico o quiera incorporarse a él. El nivel inicial no exige experiencia; el nivel Profesional exige {{professionalYears}} años de trabajo pertinente, el Profesional sénior {{seniorYears}}, y el Experto distinguido una trayectoria de liderazgo evaluada por un tribunal.",
      },
      languages: {
        question: "¿En qué idiomas puedo hacer el examen?",
        answer:
          "En los 11 idiomas de este sitio: inglés, francés, español, indonesio, filipino, japonés, chino, suajili, zulú, islandés y turco. Cada traducción la revisan ingenieros en ejercicio.",
      },
      fees: {
        question: "¿Cuánto cuesta la certificación?",
        answer:
          "Las tarifas dependen del nivel y se publican íntegramente antes de que presente su solicitud. Los candidatos de países de menores ingresos pagan una tarifa reducida, y los estudiantes, la mitad. No hay cargos ocultos por repetir el examen dentro del mismo año.",
      },
      recertification: {
        question: "¿Cómo mantengo vigente mi certificado?",
        answer:
          "Cada {{years}} años debe acreditar de {{minHours}} a {{maxHours}} horas de desarrollo profesional continuo, según el nivel, y confirmar que cumple el código de conducta. Si un certificado caduca, dispone de {{reinstatementMonths}} meses para renovarlo sin repetir el examen.",
      },
      verification: {
        question: "¿Cómo puede un empleador verificar un certificado?",
        answer:
          "Cada certificado tiene un registro público con el nombre de su titular, su nivel y su estado. Los empleadores consultan un registro con su número, o muchos a la vez con nuestra herramienta de verificación masiva.",
      },
      privacy: {
        question: "¿Qué hacen con mis datos personales?",
        answer:
          "Los usamos únicamente para gestionar su certificación. El registro público muestra su nombre, nivel, número de certificado y estado, y nada más. Puede pedir una copia de sus datos o su supresión en cualquier momento, salvo los registros que estamos obligados a conservar.",
      },
      appeals: {
        question: "¿Puedo recurrir una decisión?",
        answer:
          "Sí. Puede recurrir el resultado de un examen o una decisión de certificación en un plazo de 30 días. Un comité de apelaciones formado por personas que no intervinieron en la decisión original lo revisa y responde en un plazo de 30 días.",
      },
      accommodations: {
        question: "¿Puedo obtener adaptaciones por discapacidad?",
        answer:
          "Sí. Se puede concederle tiempo adicional, un lector, documentos en letra grande, pausas o un lugar accesible. Solicítelo al presentar su candidatura; las solicitudes se tratan de forma confidencial.",
      },
      training: {
        question: "¿Tengo que hacer un curso concreto?",
        answer:
          "No. No exigimos ni vendemos formación. Cualquier curso, programa universitario o experiencia que desarrolle las competencias del marco le sirve de preparación.",
      },
    },
  },
} satisfies Namespaces["about"];

export default about;
