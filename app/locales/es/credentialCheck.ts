import type { Namespaces } from "../types";

const credentialCheck = {
  section: {
    heading: "Verificar un archivo de credencial",
    lead: "¿Le han dado una credencial de GeoCert como archivo? Compruébela aquí: su firma, nuestra clave de firma, su estado actual y sus fechas.",
    fileLabel: "Archivo de la credencial",
    fileHint:
      "La credencial en JSON (.json) o la imagen de la insignia con la credencial dentro (.svg), de {{size}} como máximo.",
    dropHint: "o suelte el archivo aquí",
    chosen: "Elegido: {{name}}",
    submit: "Comprobar el archivo",
    checking: "Comprobando…",
    privacy: "El archivo se comprueba en nuestro servidor y no se guarda.",
    apiNote:
      "Los sistemas de los empleadores pueden enviar el mismo archivo a POST /api/credentials/verify y recibir la respuesta en JSON.",
  },
  result: {
    heading: "Resultado de la comprobación",
    checksHeading: "Comprobaciones",
    summaryHeading: "Lo que dice la credencial",
    holder: "Titular",
    achievement: "Certificación",
    issuer: "Emisor",
    validFrom: "Válida desde",
    validUntil: "Válida hasta",
    id: "Dirección de la credencial",
  },
  outcome: { pass: "Superada", fail: "No superada", skipped: "Sin comprobar" },
  verdicts: {
    valid: {
      title: "Credencial válida",
      text: "El archivo es una credencial auténtica de GeoCert, sin cambios desde que la firmamos, no revocada ni suspendida y dentro de sus fechas.",
    },
    revoked: { title: "Revocada", text: "La credencial es auténtica, pero GeoCert la ha revocado. Ya no es válida." },
    suspended: {
      title: "Suspendida",
      text: "La credencial es auténtica, pero GeoCert la ha suspendido por ahora. No es válida mientras esté suspendida.",
    },
    expired: { title: "Caducada", text: "La credencial es auténtica, pero su validez ha terminado." },
    notYetValid: {
      title: "Aún no válida",
      text: "La credencial es auténtica, pero su validez todavía no ha comenzado.",
    },
    tampered: {
      title: "Alterada o con firma no válida",
      text: "El archivo se ha modificado desde que GeoCert lo firmó, o su firma no es nuestra. No confíe en él.",
    },
    otherIssuer: {
      title: "No emitida por GeoCert",
      text: "Esta credencial indica otro emisor. Solo podemos responder de las credenciales que emitimos: pida a su emisor que la verifique.",
    },
    statusUnavailable: {
      title: "No se pudo comprobar el estado",
      text: "La firma es correcta, pero ahora mismo no se pudo leer el estado de la credencial. Inténtelo de nuevo en un momento.",
    },
    notCredential: {
      title: "No es una credencial",
      text: "Este archivo no contiene una credencial Open Badges 3.0 que podamos leer.",
    },
  },
  checks: {
    schema: {
      label: "Formato",
      ok: "Una credencial Open Badges 3.0",
      notJson: "El archivo no es JSON válido ni una imagen SVG",
      noBakedCredential: "La imagen SVG no contiene ninguna credencial",
      notCredential: "Los datos no son una credencial verificable",
      notOpenBadge: "Una credencial verificable, pero no una credencial Open Badges 3.0 completa",
      tooLarge: "El archivo ocupa más de {{size}}",
      empty: "El archivo está vacío",
      skipped: "Sin comprobar",
    },
    issuer: {
      label: "Emisor y clave",
      currentKey: "Emitida por GeoCert, firmada con nuestra clave actual",
      retiredKey: "Emitida por GeoCert, firmada con una de nuestras claves anteriores (sigue siendo válida)",
      otherIssuer: "Emitida por otra entidad, no por GeoCert",
      unknownKey: "Dice que la emitió GeoCert, pero la clave de firma no es nuestra",
      skipped: "Sin comprobar",
    },
    proof: {
      label: "Firma",
      ok: "La firma coincide: no se ha cambiado nada",
      invalid: "La firma no coincide con el contenido",
      skipped: "Sin comprobar",
    },
    status: {
      label: "Estado",
      active: "Ni revocada ni suspendida",
      revoked: "Revocada por GeoCert",
      suspended: "Suspendida por GeoCert",
      unavailable: "No se pudo leer la lista de estados",
      skipped: "Sin comprobar",
    },
    dates: {
      label: "Fechas",
      current: "Dentro de sus fechas de validez",
      expired: "Su validez ha terminado",
      notYetValid: "Su validez aún no ha comenzado",
      skipped: "Sin comprobar",
    },
  },
  adminKeys: {
    meta: "Claves de firma — GeoCert",
    heading: "Claves de firma de credenciales",
    text: "Las claves Ed25519 del emisor firman las credenciales Open Badges y sus listas de estado. Las claves retiradas siguen publicadas, así que las credenciales firmadas con ellas se siguen verificando.",
    did: "DID del emisor",
    didDocument: "Claves publicadas (documento DID)",
    caption: "Claves de firma, la más reciente al final",
    columns: {
      id: "Clave",
      created: "Creada",
      retired: "Retirada",
      state: "Estado",
      storage: "Almacenamiento",
    },
    states: { current: "Actual", retired: "Retirada" },
    storage: { sealed: "Sellada con ISSUER_KEY_SECRET", plain: "Sin sellar" },
    sealWarning:
      "ISSUER_KEY_SECRET no está definido: las nuevas claves secretas se guardan sin sellar en la base de datos (véase la decisión 022).",
    rotate: {
      heading: "Rotar la clave de firma",
      text: "A partir de ahora firma una clave nueva; la actual se retira pero sigue publicada. Las credenciales firmadas antes se siguen verificando.",
      confirm: "Sí, retirar la clave actual y crear una nueva",
      submit: "Rotar la clave de firma",
    },
    done: {
      rotated: "Se rotó la clave de firma: a partir de ahora firma {{id}}.",
      alreadyRotated: "Otra persona acababa de rotar la clave: a partir de ahora firma {{id}}.",
    },
    errors: { confirm: "Marque la casilla para confirmar la rotación." },
  },
  errors: {
    fileRequired: "Elija un archivo de credencial (.json o .svg).",
    tooLarge: "El archivo ocupa más de {{size}}.",
    rateLimited_one: "Demasiadas comprobaciones desde su conexión. Inténtelo de nuevo dentro de {{count}} minuto.",
    rateLimited_other: "Demasiadas comprobaciones desde su conexión. Inténtelo de nuevo dentro de {{count}} minutos.",
  },
} satisfies Namespaces["credentialCheck"];

export default credentialCheck;
