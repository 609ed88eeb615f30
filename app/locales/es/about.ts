import type { PartialMessages } from "../types";

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
    mission: { title: "Misión" },
    vision: { title: "Visión" },
    values: {
      title: "Nuestros valores",
      items: {
        impartiality: { title: "Imparcialidad" },
        rigour: { title: "Rigor" },
        openness: { title: "Transparencia" },
        inclusion: { title: "Inclusión" },
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
    pointsHeading: "Cómo protegemos la imparcialidad",
  },
  process: {
    heading: "Cómo funciona la certificación",
    lead: "Cuatro pasos, iguales para todos los niveles y todos los países.",
    stepLabel: "Paso {{number}}",
    steps: {
      learn: { title: "Aprender" },
      assess: { title: "Evaluarse" },
      certify: { title: "Certificarse" },
      maintain: { title: "Mantener" },
    },
  },
  standards: {
    heading: "Normas y acreditación",
    lead: "Basamos nuestro programa en prácticas internacionales reconocidas. Decimos en qué punto estamos y no afirmamos nada que no hayamos logrado.",
    status: { alignedWith: "Alineado con", workingTowards: "En preparación" },
    items: {
      iso17024: { title: "ISO/IEC 17024" },
      iga: { title: "Orientaciones de la Asociación Geotérmica Internacional (IGA)" },
      regional: { title: "Asociaciones geotérmicas regionales" },
    },
    note: "GeoCert es un sitio de demostración: la organización y su estado de acreditación son ficticios.",
  },
  faq: {
    heading: "Preguntas frecuentes",
    lead: "Lo que candidatos y empleadores nos preguntan con más frecuencia.",
    items: {
      eligibility: { question: "¿Quién puede solicitar la certificación?" },
      languages: { question: "¿En qué idiomas puedo hacer el examen?" },
      fees: { question: "¿Cuánto cuesta la certificación?" },
      recertification: { question: "¿Cómo mantengo vigente mi certificado?" },
      verification: { question: "¿Cómo puede un empleador verificar un certificado?" },
      privacy: { question: "¿Qué hacen con mis datos personales?" },
      appeals: { question: "¿Puedo recurrir una decisión?" },
      accommodations: { question: "¿Puedo obtener adaptaciones por discapacidad?" },
      training: { question: "¿Tengo que hacer un curso concreto?" },
    },
  },
} satisfies PartialMessages<"about">;

export default about;
