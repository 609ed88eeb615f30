import type { PartialMessages } from "../types";

const partnerApply = {
  meta: {
    title: "Hacerse socio — GeoCert",
    description:
      "Solicite apoyar a GeoCert como socio industrial, académico, de formación o público: cuatro pasos breves.",
  },
  header: {
    eyebrow: "Alianzas",
    title: "Hacerse socio",
    lead: "Cuéntenos sobre su organización y cómo desea contribuir; nuestro equipo de alianzas responde en diez días hábiles.",
  },
  trail: {
    partners: "Socios",
  },
  progress: {
    label: "Paso {{step}} de {{total}}",
    steps: "Pasos de la solicitud",
    done: "completado",
  },
  steps: {
    organisation: {
      title: "Organización",
    },
    contact: {
      title: "Persona de contacto",
    },
    contribution: {
      title: "Contribución",
    },
    review: {
      title: "Revisar y enviar",
    },
  },
  fields: {
    organisation: "Nombre de la organización",
    organisationType: "Tipo de organización",
    tier: "Nivel de interés",
    country: "País",
    website: "Sitio web",
    contactName: "Nombre completo",
    contactRole: "Cargo",
    email: "Correo electrónico",
    phone: "Teléfono",
    contribution: "¿Cómo contribuiría?",
    areas: "Áreas de contribución",
  },
  types: {
    industry: "Industria",
    academic: "Academia",
    training: "Proveedor de formación",
    government: "Gobierno u ONG",
  },
  tiers: {
    platinum: "Platino",
    gold: "Oro",
    silver: "Plata",
  },
  buttons: {
    next: "Continuar",
    back: "Atrás",
    edit: "Cambiar",
    submit: "Enviar solicitud",
    saving: "Guardando…",
  },
  errors: {
    organisation: "Introduzca el nombre de la organización (al menos 2 caracteres).",
    organisationType: "Elija el tipo de organización.",
    tier: "Elija un nivel.",
    country: "Introduzca el país.",
    website: "Introduzca una dirección web como https://example.org, o déjelo vacío.",
    contactName: "Introduzca el nombre completo de la persona de contacto.",
    email: "Introduzca un correo electrónico válido.",
    phone: "Introduzca un teléfono válido, o déjelo vacío.",
    contribution: "Describa su contribución en al menos 20 caracteres.",
    contributionLong: "Manténgalo por debajo de 3.000 caracteres.",
    consent: "Acepte para que podamos guardar su solicitud.",
    tooLong: "Es demasiado largo.",
    rateLimited: "Demasiados intentos desde su conexión. Vuelva a intentarlo en unos minutos.",
    failed: "No se pudo guardar su solicitud. Vuelva a intentarlo.",
  },
  sent: {
    heading: "Gracias: su solicitud ha sido enviada",
    back: "Volver a la página de socios",
  },
  mail: {
    subject: "Su solicitud de alianza con GeoCert",
  },
  admin: {
    heading: "Solicitudes de socios",
    status: "Estado",
    notes: "Notas",
    save: "Guardar",
    statuses: {
      new: "Nueva",
      inReview: "En revisión",
      approved: "Aprobada",
      declined: "Rechazada",
    },
  },
} satisfies PartialMessages<"partnerApply">;

export default partnerApply;
