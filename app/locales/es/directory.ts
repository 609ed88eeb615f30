import type { PartialMessages } from "../types";

const directory = {
  meta: {
    title: "Directorio profesional",
    description:
      "Encuentre profesionales geotérmicos certificados por nombre, país, nivel y área. Los miembros eligen qué mostrar; el contacto se hace mediante un formulario.",
  },
  title: "Directorio profesional",
  lead: "Profesionales certificados que decidieron aparecer: busque por nombre, país, nivel y área, y escríbales mediante un formulario.",
  search: {
    heading: "Buscar en el directorio",
    name: "Nombre",
    country: "País",
    level: "Nivel",
    anyLevel: "Todos los niveles",
    domain: "Área",
    anyDomain: "Todas las áreas",
    submit: "Buscar",
    reset: "Borrar",
  },
  empty: "Ningún profesional inscrito coincide con esta búsqueda.",
  entry: {
    verified: "Certificación verificada",
    location: "Ubicación",
    level: "Nivel",
    domains: "Áreas",
    employer: "Empleador",
    languages: "Idiomas",
    contact: "Contactar",
    contactLabel: "Contactar a {{name}}",
  },
  profile: {
    heading: "Su perfil en el directorio",
    signInButton: "Iniciar sesión",
    listed: "Incluirme en el directorio",
    country: "País",
    city: "Ciudad",
    level: "Nivel de certificación",
    noLevel: "No indicado",
    domains: "Áreas",
    employer: "Empleador",
    bio: "Sobre usted",
    languages: "Idiomas",
    credentialId: "Identificador de la certificación (opcional)",
    save: "Guardar perfil",
    remove: "Eliminar mi perfil",
  },
  contact: {
    heading: "Escribir a {{name}}",
    message: "Su mensaje",
    send: "Enviar mensaje",
    sent: "Su mensaje se ha enviado.",
    back: "Volver al directorio",
  },
  errors: {
    messageShort: "Escriba al menos 20 caracteres.",
    messageLong: "Máximo 3000 caracteres.",
    rateLimited: "Ha enviado varios mensajes en poco tiempo. Inténtelo de nuevo más tarde.",
    failed: "Algo salió mal. Inténtelo de nuevo.",
  },
  mail: {
    contactSubject: "Directorio GeoCert: un mensaje de {{name}}",
  },
} satisfies PartialMessages<"directory">;

export default directory;
