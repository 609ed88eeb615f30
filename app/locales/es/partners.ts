import type { Namespaces } from "../types";

/** Spanish strings of the partners namespace (complete). */
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
    names: {
      platinum: "Platino",
      gold: "Oro",
      silver: "Plata",
    },
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
      apply: {
        title: "Solicitar",
        text: "Cuéntenos sobre su organización y el nivel que tiene en mente mediante el formulario en línea.",
      },
      conversation: {
        title: "Hablar con nosotros",
        text: "Nuestro equipo de alianzas le llamará para acordar los objetivos, las ventajas y la contribución correspondiente a su nivel.",
      },
      agreement: {
        title: "Firmar el acuerdo",
        text: "El acuerdo incluye nuestros compromisos de imparcialidad, que todos los socios aceptan.",
      },
      onboarding: {
        title: "Empezar",
        text: "Le incorporamos al sitio, configuramos su cuenta de verificación y le enviamos sus vales de examen.",
      },
    },
    apply: "Solicitar ser socio",
  },
  tools: {
    heading: "Herramientas de verificación",
    lead: "Compruebe que las personas que contrata tienen los certificados que declaran.",
    items: {
      verify: {
        title: "Verificar un certificado",
        text: "Introduzca un número de certificado para ver su titular, su nivel y su estado.",
        link: "Verificar un certificado",
      },
      bulkVerify: {
        title: "Verificación masiva",
        text: "Suba una lista de números de certificado y compruébelos todos a la vez: pensado para equipos de contratación y contratistas.",
        link: "Verificar varios certificados",
      },
    },
  },
  faq: {
    heading: "Preguntas de los socios",
    lead: "Las respuestas que las organizaciones piden antes de unirse.",
    items: {
      who: {
        question: "¿Qué organizaciones pueden ser socias?",
        answer:
          "Empleadores, promotores, operadores, fabricantes de equipos, consultoras, universidades y proveedores de formación que trabajen en energía geotérmica, en cualquier país.",
      },
      influence: {
        question: "¿Influye la colaboración en las decisiones de certificación?",
        answer:
          "No. Los socios nunca ven las preguntas de examen, no participan en la calificación ni conocen los resultados de los candidatos. Nuestro comité de imparcialidad revisa cada alianza una vez al año.",
      },
      contribution: {
        question: "¿Cuánto cuesta ser socio?",
        answer:
          "La contribución anual depende del nivel y del tamaño de su organización; la acordamos en la primera conversación y publicamos la escala en nuestro informe anual.",
      },
      changeTier: {
        question: "¿Podemos cambiar de nivel más adelante?",
        answer: "Sí, en cada renovación anual. Las ventajas del nuevo nivel se aplican desde la fecha de renovación.",
      },
      nonprofits: {
        question: "¿Hay condiciones para organizaciones pequeñas y sin ánimo de lucro?",
        answer:
          "Sí. Las universidades, las organizaciones sin ánimo de lucro y las empresas con menos de 50 empleados pagan una contribución reducida en el nivel Plata.",
      },
    },
  },
} satisfies Namespaces["partners"];

export default partners;
