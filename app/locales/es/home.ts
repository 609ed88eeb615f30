import type { Namespaces } from "../types";

/** Spanish strings of the home namespace (complete). */
const home = {
  hero: {
    eyebrow: "Estándares globales · 11 idiomas · 4 niveles profesionales",
    titleStart: "Certificamos a los",
    titleHighlight: "profesionales de la geotermia",
    titleEnd: "de todo el mundo",
    description:
      "Un marco de certificación independiente y global para las personas que exploran, perforan, construyen y operan la energía geotérmica: desde el primer día en obra hasta el experto que lidera el sector.",
    getCertified: "Obtenga su certificación",
    learnMore: "Más información",
    illustrationLabel: "Corte transversal de la Tierra con un pozo geotérmico que alcanza un yacimiento de calor",
  },
  mission: {
    heading: "Nuestra misión",
    lead: "Una acreditación de competencia fiable y válida en cualquier lugar para cada profesional de la geotermia, allí donde esté el calor.",
    globalStandards: {
      title: "Estándares globales",
      text: "Un único marco de competencias, elaborado junto con la industria y el mundo académico, reconocido entre países y proyectos.",
    },
    workforceDevelopment: {
      title: "Desarrollo del talento",
      text: "Itinerarios claros desde el nivel inicial hasta el nivel experto, con recursos formativos que cubren carencias reales de competencias.",
    },
    industryLeadership: {
      title: "Liderazgo del sector",
      text: "Empleadores, universidades y organismos reguladores definen las competencias que necesita la transición energética.",
    },
  },
  stats: {
    heading: "Nuestro impacto en cifras",
    lead: "Una comunidad creciente de profesionales certificados, socios y programas.",
    headline: {
      certifiedProfessionals: "Profesionales certificados",
      countries: "Países",
      passRate: "Tasa de aprobación",
      higherSalaries: "Salarios más altos",
    },
    ecosystemHeading: "Crecimiento del ecosistema",
    ecosystem: {
      industryPartners: "Socios del sector",
      academicInstitutions: "Instituciones académicas",
      jobPlacements: "Inserciones laborales",
      trainingProgrammes: "Programas de formación",
    },
    claims: {
      industryPartners: "+15 socios del sector este año",
      academicInstitutions: "+25 instituciones académicas este año",
      jobPlacements: "85 % de inserción laboral en un plazo de 6 meses",
    },
    researchHeading: "Lo que demuestra la investigación",
    research: {
      fasterProgress: "Progresión profesional más rápida de los profesionales certificados",
      employersPrefer: "De los empleadores prefieren candidatos certificados",
      professionalsRecommend: "De los profesionales recomiendan la certificación",
    },
  },
  careers: {
    heading: "Itinerarios profesionales",
    lead: "Cuatro niveles de certificación que acompañan una carrera en la geotermia, desde el primer empleo de campo hasta el liderazgo del sector.",
    typicalRoles: "Puestos habituales",
    salaryRange: "Rango salarial",
    certification: "Certificación",
    keySkillsHeading: "Competencias clave a lo largo del itinerario",
    viewCertifications: "Ver certificaciones",
    exploreLearningNeeds: "Explorar necesidades formativas",
    levels: {
      associate: {
        level: "Nivel inicial",
        certification: "Profesional Asociado en Geotermia",
        description:
          "Para quienes se incorporan al sector o cambian de carrera, conocen los fundamentos de los sistemas geotérmicos y trabajan de forma segura bajo supervisión.",
        roles: ["Técnico de campo", "Auxiliar de perforación", "Operador de planta en formación"],
      },
      professional: {
        level: "Profesional",
        certification: "Profesional Certificado en Geotermia",
        description:
          "Para profesionales que realizan trabajos técnicos de forma autónoma y aplican los estándares en proyectos reales.",
        roles: ["Ingeniero de yacimientos", "Ingeniero de perforación", "Ingeniero de operaciones de planta"],
      },
      senior: {
        level: "Profesional sénior",
        certification: "Profesional Sénior en Geotermia",
        description:
          "Para especialistas con experiencia que dirigen equipos, aprueban diseños y orientan a otros profesionales de distintas disciplinas.",
        roles: ["Ingeniero jefe de yacimientos", "Director de proyectos", "Gerente de operaciones"],
      },
      expert: {
        level: "Experto distinguido",
        certification: "Experto Distinguido en Geotermia",
        description:
          "Para líderes reconocidos que orientan la práctica, la investigación y las políticas de todo el sector.",
        roles: ["Director técnico", "Geocientífico jefe", "Asesor en políticas públicas"],
      },
    },
  },
  board: {
    heading: "Consejo asesor",
    lead: "Profesionales e investigadores de cinco continentes orientan el marco.",
    fictionalNote: "Los miembros del consejo que se muestran son ejemplos ficticios.",
    roles: {
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
  contributors: {
    heading: "Colaboradores del sector",
    lead: "Organizaciones que financian, revisan y ponen a prueba el marco.",
    tiers: {
      platinum: "Platino",
      gold: "Oro",
      silver: "Plata",
    },
    tierLabel: "Colaboradores {{tier}}",
    fictionalNote: "Los nombres de los colaboradores son ejemplos ficticios.",
    become: "Conviértase en colaborador",
  },
  roadmap: {
    heading: "Hoja de ruta",
    lead: "Cómo crece el programa, fase a fase.",
    phaseLabel: "Fase {{number}}",
    onwards: "Desde {{year}} en adelante",
    status: {
      completed: "Completada",
      "in-progress": "En curso",
      upcoming: "Próximamente",
    },
    itemDone: "completado",
    itemOpen: "pendiente",
    phases: {
      foundation: {
        title: "Fundación",
        items: {
          framework: "Publicar el marco de competencias",
          board: "Constituir el consejo asesor",
          associateExam: "Lanzar la certificación Profesional Asociado",
          first100: "Primeras 100 certificaciones",
        },
      },
      growth: {
        title: "Crecimiento",
        items: {
          professionalExams: "Exámenes de los niveles Profesional y Profesional sénior",
          trainingPartners: "Socios formativos acreditados",
          chapters: "Capítulos regionales en cuatro continentes",
          milestone1000: "1000 profesionales certificados",
        },
      },
      scale: {
        title: "Expansión",
        items: {
          expertFellowship: "Programa Experto Distinguido",
          recognition: "Acuerdos de reconocimiento mutuo",
          onlineExams: "Exámenes en línea supervisados en 11 idiomas",
          milestone5000: "5000 profesionales certificados",
        },
      },
      maturity: {
        title: "Madurez",
        items: {
          accreditation: "Acreditación ISO/IEC 17024",
          research: "Observatorio de investigación sobre el talento",
          continuingEducation: "Plataforma de formación continua",
          governance: "Fundación de gobernanza independiente",
        },
      },
    },
  },
  newsletter: {
    heading: "Manténgase en contacto",
    lead: "Noticias del sector, nuevos recursos y novedades sobre certificación, una vez al mes.",
    emailLabel: "Correo electrónico",
    placeholder: "usted@ejemplo.com",
    subscribe: "Suscribirse",
    subscribing: "Suscribiendo…",
    statsLabel: "El boletín en cifras",
    stats: {
      subscribers: "Suscriptores",
      openRate: "Tasa de apertura",
      frequency: "Frecuencia",
      frequencyValue: "Mensual",
      resources: "Recursos compartidos",
    },
    notes: "Boletín mensual • Sin spam • Cancele su suscripción cuando quiera",
    success: "¡Gracias! Revise su bandeja de entrada: le hemos enviado un enlace para confirmar la suscripción.",
    errors: {
      required: "Introduzca su dirección de correo electrónico.",
      invalid: "Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.com.",
      rateLimited: "Demasiados intentos. Vuelva a intentarlo dentro de un minuto.",
      failed: "No hemos podido guardar su suscripción. Inténtelo de nuevo.",
    },
  },
  cta: {
    heading: "¿Desea acreditar sus conocimientos?",
    lead: "Realice el cuestionario de preparación, contribuya a definir el marco o hable con nuestro equipo.",
    startCertification: "Comenzar la certificación",
    participateSurvey: "Participar en la encuesta",
    contactUs: "Contáctenos",
  },
} satisfies Namespaces["home"];

export default home;
