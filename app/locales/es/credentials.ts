import type { Namespaces } from "../types";

const credentials = {
  meta: {
    title: "Mis credenciales — GeoCert",
    description:
      "Sus credenciales GeoCert con su estado en directo y sus páginas públicas, y las credenciales emitidas a su dirección que puede reclamar.",
    publicTitle: "{{certification}} de {{name}} — GeoCert",
    publicDescription:
      "{{name}} tiene la credencial GeoCert {{id}} ({{certification}}). Estado hoy: {{status}}. Compruébela en directo en el registro de GeoCert.",
  },
  mine: {
    title: "Mis credenciales",
    lead: "Las credenciales vinculadas a su cuenta, con su estado en directo, sus páginas públicas y sus descargas.",
    account: "Su cuenta",
    heldHeading: "Credenciales que posee",
    empty: "Aún no hay ninguna credencial vinculada a su cuenta.",
    emptyHelp:
      "Las credenciales emitidas a {{email}} aparecen en esta página para que las reclame. Si la suya se emitió a otra dirección, escríbanos y la vincularemos a su cuenta.",
    contact: "Escribir a GeoCert",
  },
  renewal: {
    open: "Renovación abierta",
    renew: "Renovar",
    renewLabel: "Renovar la credencial {{id}}",
    underReview: "Renovación en revisión",
  },
  claim: {
    heading: "Emitidas a su dirección",
    text: "Estas credenciales se emitieron a {{email}}. Reclámelas para vincularlas a su cuenta.",
    submit: "Reclamar",
    submitLabel: "Reclamar la credencial {{id}}",
    done: "La credencial {{id}} ya está vinculada a su cuenta.",
  },
  card: {
    levelLabel: "Nivel {{number}} · {{level}}",
    holder: "Titular",
    id: "Identificador de la credencial",
    issued: "Emitida",
    expires: "Válida hasta",
    expired: "Caducó el",
    domains: "Dominios de competencia",
    status: "Estado",
  },
  statuses: {
    valid: "Activa",
    expired: "Caducada",
    suspended: "Suspendida",
    revoked: "Revocada",
  },
  statusText: {
    valid: "El registro de GeoCert confirma hoy esta credencial.",
    expired: "Esta credencial ha caducado y no es válida hasta que se renueve.",
    suspended: "GeoCert ha suspendido esta credencial: no es válida mientras esté suspendida.",
    revoked: "GeoCert ha revocado esta credencial: ya no es válida.",
  },
  publicPage: {
    heading: "Página pública",
    on: "Activada: cualquiera con el enlace puede abrir la página de esta credencial.",
    off: "Desactivada: solo usted y el personal de GeoCert pueden abrir la página de esta credencial.",
    switchOn: "Activar la página pública",
    switchOff: "Desactivar la página pública",
    switchLabel: "{{action}} de la credencial {{id}}",
    open: "Abrir la página pública",
    openLabel: "Abrir la página pública de la credencial {{id}}",
    preview: "Ver la página",
    previewLabel: "Ver la página de la credencial {{id}}",
    doneOn: "La página pública de la credencial {{id}} está activada.",
    doneOff: "La página pública de la credencial {{id}} está desactivada.",
  },
  page: {
    issuedTo: "Emitida a",
    issuedBy: "Emitida por GeoCert",
    checked: "Estado leído en directo del registro de GeoCert el {{date}}.",
    verifyHeading: "Verificar esta credencial",
    verifyText:
      "Cualquiera puede confirmar esta credencial en el registro de GeoCert con su identificador y el apellido del titular, sin cuenta.",
    verifyLink: "Verificar en el registro",
    verifyLabel: "Verificar en el registro: credencial {{id}}",
    shareHeading: "Compartir esta credencial",
    shareText:
      "Envíe este enlace o añádalo a su CV o perfil: la página siempre muestra el estado actual de la credencial.",
    shareLabel: "Enlace a esta página",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    privateNotice: "Solo usted y el personal de GeoCert pueden abrir esta página: su página pública está desactivada.",
    privateAction: "Gestionarla en Mis credenciales",
    staffNotice: "Ve esta página como personal de GeoCert: su titular no la ha hecho pública.",
    badgeLabel: "Insignia de credencial GeoCert, nivel {{level}}",
  },
  errors: {
    cannotClaim:
      "Esta credencial no se puede reclamar con su cuenta. Si es suya, escríbanos y la vincularemos a su cuenta.",
    notYours: "Esta credencial no está vinculada a su cuenta.",
  },
} satisfies Namespaces["credentials"];

export default credentials;
