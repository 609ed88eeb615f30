import type { Namespaces } from "../types";

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
    text: "Dos columnas: credential_id y last_name. Hasta {{rows}} filas y {{size}} por comprobación; no se guarda nada de lo que envíe.",
    template: "Descargar la plantilla CSV",
    file: "Archivo CSV",
    fileHint: "Separado por comas, punto y coma o tabuladores, UTF-8. La fila de encabezado es opcional.",
    or: "o",
    paste: "Pegar filas",
    pasteHint:
      "Una certificación por línea: el identificador, una coma y luego el apellido. Puede pegar dos columnas de una hoja de cálculo.",
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
    unreadable: "No se pudo leer este archivo como CSV (cerca de la línea {{line}}): revise sus comillas.",
    unreadableNoLine: "No se pudo leer este archivo como CSV: revise sus comillas.",
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
    total_one: "{{formatted}} fila comprobada",
    total_other: "{{formatted}} filas comprobadas",
    caption: "Resultado de cada fila",
    row: "Fila",
    id: "Identificador",
    lastName: "Apellido enviado",
    status: "Estado",
    holder: "Titular",
    level: "Nivel",
    expires: "Válida hasta",
    download: "Descargar resultados (CSV)",
    again: "Comprobar otras certificaciones",
    note: "Los números de fila son las líneas de su archivo. La descarga vuelve a consultar el registro y contiene las mismas filas.",
  },
  csv: {
    row: "fila",
    credentialId: "credential_id",
    lastName: "last_name",
    status: "estado",
    holder: "titular",
    level: "nivel",
    issued: "emitida_el",
    expires: "caduca_el",
    error: "error",
  },
} satisfies Namespaces["bulkVerify"];

export default bulkVerify;
