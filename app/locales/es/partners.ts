import type { PartialMessages } from "../types";

const partners = {
  meta: {
    title: "Socios — GeoCert",
    description:
      "Las organizaciones que financian, revisan y prueban el programa GeoCert, las ventajas de cada nivel, cómo hacerse socio y las herramientas de verificación.",
  },
  header: {
    eyebrow: "Socios",
    title: "Socios y colaboradores",
    lead: "Empleadores, promotores y centros de formación que financian, revisan y prueban el programa, sin voz alguna sobre quién obtiene la certificación.",
  },
  tiers: {
    heading: "Nuestros colaboradores",
    lead: "Tres niveles de apoyo. Todos los colaboradores aceptan las mismas reglas de imparcialidad, sea cual sea su nivel.",
    tierLabel: "Colaboradores {{tier}}",
    names: { platinum: "Platino", gold: "Oro", silver: "Plata" },
    fictionalNote: "Todas las organizaciones citadas en esta página son ejemplos ficticios.",
  },
  benefits: {
    heading: "Ventajas para los socios",
    lead: "Lo que incluye cada nivel, en cada año de colaboración.",
    caption: "Ventajas por nivel de socio",
    benefit: "Ventaja",
    included: "Incluido",
    notIncluded: "No incluido",
    perYear: "{{value}} al año",
    rows: {
      listing: "Presencia en este sitio y en el informe anual",
      bulkVerification: "Verificación masiva de certificados de candidatos",
      examVouchers: "Vales de examen para el personal",
      eventPlaces: "Plazas gratuitas en eventos de GeoCert",
      reviewPanels: "Puestos en los paneles de revisión técnica",
      coHostedEvents: "Eventos regionales organizados en común",
      pilotAccess: "Acceso anticipado a exámenes piloto",
      workingGroup: "Un miembro en un grupo de trabajo del marco",
    },
    note: "Los paneles de revisión comentan el marco; nunca ven preguntas de examen en uso ni resultados de candidatos.",
  },
  join: {
    heading: "Cómo hacerse socio",
    lead: "Desde la primera consulta hasta el acuerdo firmado suelen pasar de cuatro a seis semanas.",
    steps: {
      apply: { title: "Solicitar" },
      conversation: { title: "Hablar con nosotros" },
      agreement: { title: "Firmar el acuerdo" },
      onboarding: { title: "Empezar" },
    },
    apply: "Solicitar ser socio",
  },
  tools: {
    heading: "Herramientas de verificación",
    lead: "Compruebe que las personas que contrata tienen los certificados que declaran.",
    items: {
      verify: { title: "Verificar un certificado", link: "Verificar un certificado" },
      bulkVerify: { title: "Verificación masiva", link: "Verificar varios certificados" },
    },
  },
  faq: {
    heading: "Preguntas de los socios",
    lead: "Las respuestas que las organizaciones piden antes de unirse.",
    items: {
      who: { question: "¿Qué organizaciones pueden ser socias?" },
      influence: { question: "¿Influye la colaboración en las decisiones de certificación?" },
      contribution: { question: "¿Cuánto cuesta ser socio?" },
      changeTier: { question: "¿Podemos cambiar de nivel más adelante?" },
      nonprofits: { question: "¿Hay condiciones para organizaciones pequeñas y sin ánimo de lucro?" },
    },
  },
} satisfies PartialMessages<"partners">;

export default partners;
