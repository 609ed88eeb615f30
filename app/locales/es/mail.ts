import type { Namespaces } from "../types";

const mail = {
  layout: {
    tagline: "Certificación global para los profesionales de la geotermia",
    unsubscribe: "Darse de baja",
    unsubscribeLead: "¿Ya no quiere recibir estos correos?",
    linkFallback: "Si el botón no funciona, copie esta dirección en su navegador:",
  },
  reasons: {
    account: "Recibe este correo porque se refiere a una cuenta de GeoCert que usa esta dirección.",
    form: "Recibe este correo porque esta dirección se escribió en un formulario del sitio web de GeoCert.",
    member: "Recibe este correo como miembro de la comunidad GeoCert.",
    newsletter: "Recibe el boletín de GeoCert porque esta dirección se suscribió a él.",
  },
  actions: {
    confirmAddress: "Confirmar su dirección",
    choosePassword: "Elegir una contraseña nueva",
    mentorships: "Abrir sus mentorías",
    directory: "Abrir el directorio",
  },
  unsubscribe: {
    metaTitle: "Darse de baja — GeoCert",
    heading: "Darse de baja",
    lead: "Detenga un tipo de correo de GeoCert. No hace falta iniciar sesión y surte efecto al instante.",
    willStop: "Esto detiene:",
    button: "Darse de baja",
    done: "Listo: ya no recibirá {{what}}.",
    already: "Ya no recibe {{what}}.",
    invalidHeading: "Este enlace para darse de baja no funciona",
    invalidText:
      "El enlace está incompleto, fue modificado o es demasiado antiguo. Use el enlace de un correo más reciente, o escríbanos desde la página de contacto y detendremos los correos por usted.",
    contact: "Contáctenos",
    errors: {
      invalid: "Este enlace para darse de baja no funciona. Use el enlace de un correo más reciente.",
      failed: "Algo salió mal por nuestra parte. Inténtelo de nuevo.",
    },
  },
  kinds: {
    newsletter: "el boletín de GeoCert en {{email}}",
  },
  preview: {
    metaTitle: "Plantillas de correo — Administración",
    heading: "Plantillas de correo",
    lead: "Cada correo que envía el sitio, mostrado con datos de ejemplo ficticios en el idioma que elija. Desde esta página no se envía nada.",
    templates: "Plantillas",
    language: "Idioma",
    show: "Mostrar",
    subject: "Asunto",
    category: "Tipo",
    categories: {
      transactional: "Transaccional (sin baja)",
      notification: "Notificación (con baja)",
      newsletter: "Boletín (con baja)",
    },
    html: "Parte HTML",
    frameTitle: "La parte HTML de «{{name}}»",
    text: "Parte de texto sin formato",
    names: {
      verify: "Cuenta: confirmar la dirección",
      reset: "Cuenta: restablecer la contraseña",
      existing: "Cuenta: alguien intentó registrarse con esta dirección",
      contactConfirmation: "Formulario de contacto: confirmación al visitante",
      contactStaff: "Formulario de contacto: aviso al equipo",
      partnerConfirmation: "Solicitud de colaboración: confirmación al solicitante",
      partnerStaff: "Solicitud de colaboración: aviso al equipo",
      mentorshipRequest: "Mentoría: solicitud recibida",
      mentorshipAccepted: "Mentoría: solicitud aceptada (al aprendiz)",
      mentorshipAcceptedMentor: "Mentoría: solicitud aceptada (al mentor)",
      mentorshipDeclined: "Mentoría: solicitud rechazada",
      mentorshipEnded: "Mentoría: mentoría terminada",
      directoryMessage: "Directorio: un mensaje de un miembro",
      newsletterFrame: "Boletín: el marco de un número, con su enlace para darse de baja",
      partnerGranted: "Asociación: aprobada, rol de socio concedido",
      partnerInvited: "Asociación: aprobada, invitación a crear una cuenta",
      partnerDeclined: "Asociación: rechazada, con el motivo",
      mentorshipEnding: "Mentoría: termina pronto",
    },
    sampleHeading: "Un número de ejemplo",
    sampleText:
      "Este texto solo muestra el marco que recibe cada número del boletín: la cabecera, el pie y el enlace para darse de baja. La dirección es ficticia.",
    sampleQuote: "Un extracto citado, como un correo muestra una publicación o un mensaje.",
    sampleReason: "Un motivo de ejemplo escrito por nuestro personal, tal como lo recibe el solicitante.",
  },
} satisfies Namespaces["mail"];

export default mail;
