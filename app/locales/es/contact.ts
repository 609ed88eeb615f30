import type { Namespaces } from "../types";

/** Spanish strings of the contact namespace (complete). */
const contact = {
  meta: {
    title: "Contacto — GeoCert",
    description:
      "¿Tiene preguntas sobre certificación, exámenes, verificación o colaboraciones? Escriba al equipo de GeoCert.",
  },
  title: "Contacte con nosotros",
  lead: "Preguntas sobre certificación, exámenes, verificación de credenciales o colaboraciones: nuestro equipo responde en un plazo de dos días hábiles.",
  form: {
    heading: "Envíenos un mensaje",
    name: "Su nombre",
    email: "Correo electrónico",
    emailHint: "Le responderemos a esta dirección y nunca la compartiremos.",
    organisation: "Organización",
    topic: "Asunto",
    topicPlaceholder: "Elija un asunto…",
    message: "Mensaje",
    messageHint: "Al menos 20 caracteres. Le rogamos que no envíe documentos personales.",
    submit: "Enviar mensaje",
    privacy: "Conservamos su mensaje para poder responderle y lo eliminamos al cabo de dos años.",
  },
  topics: {
    certification: "Certificación y requisitos de admisión",
    exam: "Exámenes y convocatorias",
    verification: "Verificación de una credencial",
    partnership: "Colaboración y contribuciones",
    training: "Proveedores de formación",
    media: "Prensa y medios de comunicación",
    other: "Otro asunto",
  },
  errors: {
    name: "Introduzca su nombre (al menos 2 caracteres).",
    nameLong: "Acorte su nombre a un máximo de 120 caracteres.",
    email: "Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.com.",
    organisationLong: "Acorte el nombre de la organización a un máximo de 160 caracteres.",
    topic: "Elija un asunto.",
    messageShort: "Escriba al menos 20 caracteres para que podamos ayudarle.",
    messageLong: "Su mensaje debe tener menos de 5000 caracteres.",
    rateLimited: "Ya ha enviado varios mensajes. Vuelva a intentarlo dentro de una hora.",
    failed: "No hemos podido enviar su mensaje. Inténtelo de nuevo o escríbanos por correo electrónico.",
  },
  sent: {
    heading: "Gracias, su mensaje se ha enviado",
    text: "Le hemos enviado una confirmación por correo electrónico y le responderemos en un plazo de dos días hábiles.",
    another: "Enviar otro mensaje",
  },
  office: {
    heading: "Secretaría",
    address: "Secretaría de GeoCert (ficticia)\nCalle del Flujo de Calor 12\n105 Reikiavik, Islandia",
    hours: "De lunes a viernes, 09:00–17:00 (GMT)",
    emailLabel: "Correo electrónico",
    hoursLabel: "Horario de atención",
    addressLabel: "Dirección",
  },
  faq: {
    complaints: "Presentar una queja",
    heading: "Antes de escribirnos",
    text: "Muchas preguntas ya tienen respuesta en estas páginas:",
    about: "Cómo funciona la certificación y preguntas frecuentes",
    certifications: "Niveles, requisitos de admisión, exámenes y tarifas",
    events: "Próximas convocatorias de examen y eventos",
    partners: "Cómo ser socio",
  },
  mail: {
    confirmationSubject: "Hemos recibido su mensaje — GeoCert",
    confirmationBody:
      "Hola:\n\nGracias por escribir a GeoCert. Recibimos su mensaje sobre «{{topic}}» el {{date}} y le responderemos en un plazo de dos días hábiles.\n\nSu referencia: {{reference}}\n\nSi usted no nos ha escrito, puede ignorar este correo.\n\nEl equipo de GeoCert",
  },
} satisfies Namespaces["contact"];

export default contact;
