import type { PartialMessages } from "../types";

const bulkVerify = {
  meta: {
    title: "Verificación masiva — GeoCert",
    description:
      "Los socios comprueban hasta 5.000 certificaciones GeoCert a la vez desde un archivo CSV o filas pegadas.",
  },
  header: {
    eyebrow: "Para socios",
    title: "Verificación masiva",
    lead: "Compruebe muchas certificaciones a la vez: suba una hoja con identificadores y apellidos, o pegue las filas.",
  },
  trail: {
    partners: "Socios",
  },
  form: {
    heading: "Certificaciones que comprobar",
    template: "Descargar la plantilla CSV",
    file: "Archivo CSV",
    or: "o",
    paste: "Pegar filas",
    submit: "Comprobar certificaciones",
    checking: "Comprobando…",
  },
  progress: {
    label: "Progreso de la comprobación",
    reading: "Leyendo el archivo…",
    status: "{{done}} de {{total}} filas comprobadas",
  },
  errors: {
    empty: "No hay nada que comprobar: elija un archivo o pegue filas.",
    tooLarge: "Este archivo supera {{size}}. Divídalo en archivos más pequeños.",
    tooManyRows: "Este archivo tiene más de {{rows}} filas. Divídalo en archivos más pequeños.",
    rateLimited: "Demasiadas comprobaciones desde su cuenta. Vuelva a intentarlo dentro de {{minutes}} minutos.",
    failed: "No se pudo completar la comprobación. Vuelva a intentarlo.",
    idRequired: "Falta el identificador",
    idFormat: "No es un identificador de certificación",
    idCheck: "Error de escritura en el identificador (carácter de control)",
    nameRequired: "Falta el apellido",
    nameLong: "Apellido demasiado largo",
  },
  statuses: {
    valid: "Válida",
    expired: "Caducada",
    suspended: "Suspendida",
    revoked: "Revocada",
    notFound: "No encontrada",
    error: "Error en la fila",
  },
  results: {
    heading: "Resultados",
    summary: "Resumen",
    row: "Fila",
    id: "Identificador",
    lastName: "Apellido enviado",
    status: "Estado",
    holder: "Titular",
    level: "Nivel",
    expires: "Válida hasta",
    download: "Descargar resultados (CSV)",
    again: "Comprobar otras certificaciones",
  },
} satisfies PartialMessages<"bulkVerify">;

export default bulkVerify;
