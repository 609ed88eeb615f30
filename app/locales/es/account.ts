import type { Namespaces } from "../types";

/** Spanish strings of the account namespace (complete). */
const account = {
  meta: {
    title: "Su cuenta — GeoCert",
    description:
      "Su perfil de GeoCert, sus resultados del cuestionario de preparación, su contraseña y su configuración de privacidad.",
  },
  title: "Su cuenta",
  lead: "Su perfil, sus resultados del cuestionario de preparación y su configuración de privacidad en un solo lugar.",
  memberSince: "Miembro desde el {{date}}",
  /** The account navigation's link to /account/events. */
  eventsLink: "Mis eventos",
  roles: {
    member: "Miembro",
    partner: "Socio",
    admin: "Administrador",
  },
  /** The link to the CPD ledger. */
  cpdLink: "Registro de DPC",
  sections: {
    label: "Secciones de la cuenta",
    profile: "Perfil",
    credentials: "Mis credenciales",
    results: "Resultados del cuestionario",
    password: "Contraseña",
    delete: "Eliminar la cuenta",
  },
  profile: {
    heading: "Perfil",
    text: "Su nombre aparece en los certificados y, si participa, en la comunidad.",
    name: "Nombre completo",
    email: "Correo electrónico",
    emailHint: "Para cambiar la dirección con la que inicia sesión, póngase en contacto con nosotros.",
    country: "País",
    countryHint: "Opcional. Nos ayuda a proponerle eventos y secciones cercanos.",
    language: "Idioma preferido",
    languageHint: "Las páginas y los correos que le enviamos usan este idioma.",
    newsletter: "Enviarme el boletín de GeoCert",
    newsletterHint:
      "Aproximadamente una vez al mes: nuevas certificaciones, eventos y noticias. Puede cancelarlo aquí en cualquier momento.",
    submit: "Guardar perfil",
    saved: "Su perfil se ha guardado.",
  },
  credentials: {
    heading: "Mis credenciales",
    text: "Sus credenciales GeoCert: su estado en directo, sus páginas públicas y sus descargas.",
    none: "Aún no hay ninguna credencial vinculada a su cuenta.",
    held_one: "Posee {{count}} credencial.",
    held_other: "Posee {{count}} credenciales.",
    claimable_one: "{{count}} credencial emitida a su dirección espera que la reclame.",
    claimable_other: "{{count}} credenciales emitidas a su dirección esperan que las reclame.",
    open: "Abrir Mis credenciales",
  },
  results: {
    heading: "Resultados del cuestionario de preparación",
    text: "Cuestionarios que completó con la sesión iniciada. Cada página de resultados se puede compartir o imprimir.",
    empty:
      "Todavía no hay resultados. El cuestionario de preparación dura unos 15 minutos y le recomienda su nivel de partida.",
    takeQuiz: "Hacer el cuestionario de preparación",
    date: "Fecha",
    level: "Nivel recomendado",
    score: "Puntuación",
    view: "Ver resultado",
    viewLabel: "Ver el resultado del {{date}}",
  },
  password: {
    heading: "Cambiar la contraseña",
    text: "Se cerrará la sesión en los demás dispositivos en los que la tenga iniciada.",
    current: "Contraseña actual",
    new: "Nueva contraseña",
    newHint: "Al menos 10 caracteres, con letras y al menos un número o símbolo.",
    confirm: "Repita la nueva contraseña",
    submit: "Cambiar la contraseña",
    changed: "Su contraseña se ha cambiado.",
  },
  delete: {
    heading: "Eliminar la cuenta",
    text: "Se eliminarán su nombre, su correo electrónico, su contraseña, su suscripción al boletín y el vínculo con sus resultados del cuestionario. Sus publicaciones en la comunidad se conservan y aparecen como de un antiguo miembro. Esta acción no se puede deshacer.",
    password: "Su contraseña, para confirmar",
    confirm: "Entiendo que mi cuenta se eliminará definitivamente",
    submit: "Eliminar mi cuenta",
    done: "Su cuenta se ha eliminado.",
  },
  errors: {
    name: "Introduzca su nombre (al menos 2 caracteres).",
    nameLong: "Acorte su nombre a 120 caracteres.",
    countryLong: "Acorte el país a 80 caracteres.",
    language: "Elija uno de los idiomas de la lista.",
    passwordRequired: "Introduzca su contraseña actual.",
    wrongPassword: "Esa no es su contraseña actual.",
    passwordShort: "Use al menos 10 caracteres para su contraseña.",
    passwordLong: "Use como máximo 128 caracteres para su contraseña.",
    passwordWeak: "Combine letras con al menos un número o símbolo.",
    passwordMismatch: "Las dos contraseñas no coinciden.",
    lastAdmin:
      "Usted es el único administrador activo: designe antes a otro administrador para poder eliminar su cuenta.",
    deleteConfirm: "Marque la casilla para confirmar.",
    rateLimited: "Demasiados intentos. Espere unos minutos y vuelva a intentarlo.",
    failed: "Algo ha fallado por nuestra parte. No se ha cambiado nada. Vuelva a intentarlo.",
  },
} satisfies Namespaces["account"];

export default account;
