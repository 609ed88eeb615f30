import type { PartialMessages } from "../types";

const verify = {
  meta: {
    title: "Verificar una certificación — GeoCert",
    description:
      "Compruebe que una persona tiene una certificación GeoCert: introduzca el identificador y el apellido del titular para ver su estado, nivel, fechas y áreas.",
  },
  header: {
    eyebrow: "Para empleadores y socios",
    title: "Verificar una certificación",
    lead: "Introduzca el identificador de la certificación y el apellido del titular para comprobar en el registro en vivo si es válida.",
  },
  trail: {
    partners: "Socios",
  },
  form: {
    heading: "Buscar una certificación",
    id: "Identificador de la certificación",
    name: "Apellido del titular",
    submit: "Verificar",
    checking: "Comprobando…",
  },
  errors: {
    idRequired: "Introduzca el identificador de la certificación.",
    idFormat:
      "Esto no es un identificador de certificación. Tiene la forma GCF-2026-7KQ4-XM: un año y seis letras o cifras (nunca O, I, L, 0 ni 1).",
    idCheck:
      "El identificador tiene un error de escritura: un carácter es incorrecto o dos están intercambiados. Compárelo con el certificado.",
    nameRequired: "Introduzca el apellido del titular.",
    nameLong: "El apellido es demasiado largo.",
    rateLimited_one: "Demasiadas consultas desde su conexión. Vuelva a intentarlo dentro de {{count}} minuto.",
    rateLimited_other: "Demasiadas consultas desde su conexión. Vuelva a intentarlo dentro de {{count}} minutos.",
  },
  statuses: {
    valid: "Válida",
    expired: "Caducada",
    suspended: "Suspendida",
    revoked: "Revocada",
    notFound: "No encontrada",
  },
  result: {
    heading: "Resultado",
    credentialId: "Identificador",
    holder: "Titular",
    level: "Nivel",
    issued: "Emitida",
    expires: "Válida hasta",
    expired: "Caducó el",
    domains: "Áreas de competencia",
  },
  share: {
    heading: "Compartir esta verificación",
    link: "Enlace de verificación",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    qr: "Código QR del enlace de verificación",
    print: "Imprimir",
  },
} satisfies PartialMessages<"verify">;

export default verify;
