import type { Namespaces } from "../types";

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
    idHint:
      "Tal como figura en el certificado, p. ej. GCF-2026-7KQ4-XM. Las mayúsculas, los espacios y los guiones no importan.",
    name: "Apellido del titular",
    nameHint: "Como en el certificado; las tildes y las mayúsculas no importan.",
    submit: "Verificar",
    checking: "Comprobando…",
    privacy:
      "Se necesitan ambos datos, para que no se pueda recorrer el registro. Solo mostramos lo que muestra el certificado.",
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
  statusText: {
    valid: "Esta certificación es válida: el titular está certificado en el nivel indicado abajo.",
    expired: "Esta certificación ha caducado. El titular estuvo certificado, pero no la ha renovado.",
    suspended: "Esta certificación está suspendida. El titular no puede hacerla valer hasta que se restablezca.",
    revoked: "Esta certificación ha sido revocada. Ya no es válida.",
    notFound:
      "Ninguna certificación coincide con este identificador y este apellido. Compruebe ambos con el certificado o pida una copia al titular.",
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
    domainsHint: "Cada dominio enlaza con sus competencias en el marco.",
    checked: "Comprobado en el registro en vivo el {{date}}.",
  },
  share: {
    heading: "Compartir esta verificación",
    text: "El enlace vuelve a consultar el registro cada vez que se abre, así que siempre muestra el estado actual.",
    link: "Enlace de verificación",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    qr: "Código QR del enlace de verificación",
    print: "Imprimir",
  },
  aside: {
    heading: "Cómo funciona la verificación",
    items: {
      live: "Las respuestas proceden del registro en vivo, no de una copia.",
      minimal:
        "Mostramos el estado, el nombre del titular, el nivel, las fechas y los dominios, nunca datos de contacto.",
      limit: "Las consultas se limitan a 30 cada 10 minutos por conexión, para impedir que se adivinen.",
    },
    bulkHeading: "¿Muchas certificaciones que comprobar?",
    bulkText: "Los socios pueden comprobar hasta 5000 certificaciones a la vez desde una hoja de cálculo.",
    bulkLink: "Verificación masiva",
  },
} satisfies Namespaces["verify"];

export default verify;
