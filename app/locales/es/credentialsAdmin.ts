import type { PartialMessages } from "../types";

const credentialsAdmin = {
  meta: {
    title: "Certificaciones — Administración — GeoCert",
    importTitle: "Importar certificaciones — Administración — GeoCert",
  },
  list: {
    heading: "Registro de certificaciones",
    search: "Buscar",
    id: "Identificador",
    holder: "Titular",
    level: "Nivel",
    status: "Estado",
    actions: "Acciones",
  },
  statuses: {
    valid: "Válida",
    active: "Activa",
    expired: "Caducada",
    suspended: "Suspendida",
    revoked: "Revocada",
    notFound: "No encontrada",
  },
  change: {
    open: "Cambiar estado",
    status: "Nuevo estado",
    reason: "Motivo",
    date: "Fecha de efecto",
    submit: "Guardar estado",
  },
  issue: {
    heading: "Emitir una certificación",
    givenNames: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    level: "Nivel",
    domains: "Áreas de competencia",
    issuedOn: "Emitida el",
    expiresOn: "Válida hasta",
    submit: "Emitir certificación",
  },
  import: {
    link: "Importar CSV",
    heading: "Importar certificaciones desde CSV",
    template: "Descargar la plantilla CSV",
    file: "Archivo CSV",
    preview: "Comprobar el archivo",
    row: "Fila",
    problems: "Problemas",
  },
  errors: {
    givenNames: "Introduzca el nombre.",
    lastName: "Introduzca los apellidos.",
    email: "Introduzca un correo válido, o déjelo vacío.",
    level: "Elija uno de los cuatro niveles.",
    domains: "Elija al menos un área de competencia.",
    date: "Introduzca una fecha con el formato AAAA-MM-DD.",
    expiryBeforeIssue: "La fecha de caducidad debe ser posterior a la de emisión.",
    status: "Elija un estado.",
    reason: "Indique un motivo (al menos 3 caracteres).",
  },
} satisfies PartialMessages<"credentialsAdmin">;

export default credentialsAdmin;
