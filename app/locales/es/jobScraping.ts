import type { PartialMessages } from "../types";

const jobScraping = {
  meta: {
    title: "Recopilación de ofertas · GeoCert",
    newTitle: "Añadir una fuente · GeoCert",
    editTitle: "Fuente · GeoCert",
  },
  heading: "Recopilación de ofertas",
  list: {
    add: "Añadir una fuente",
    name: "Fuente",
    schedule: "Programación",
    status: "Estado",
    lastRun: "Última ejecución",
    actions: "Acciones",
    never: "Nunca ejecutada",
    runNow: "Ejecutar ahora",
    edit: "Ajustes y registro",
    enabled: "Activada",
    disabled: "Desactivada",
    manual: "Solo bajo demanda",
  },
  kinds: {
    greenhouse: "Greenhouse",
    lever: "Lever",
    ashby: "Ashby",
    rss: "RSS / Atom",
    html: "HTML",
  },
  form: {
    newHeading: "Añadir una fuente",
    name: "Nombre",
    kind: "Tipo de fuente",
    keywords: "Filtros por palabra clave",
    scheduleLegend: "Programación",
    create: "Añadir una fuente",
    save: "Guardar cambios",
    cancel: "Cancelar",
    delete: "Eliminar fuente",
  },
  runs: {
    heading: "Registro de ejecuciones",
    started: "Inicio",
    status: "Resultado",
    found: "Encontradas",
    created: "Nuevas",
    updated: "Actualizadas",
    expired: "Caducada",
    error: "Error",
    triggers: {
      manual: "Ejecutar ahora",
      schedule: "Programación",
    },
    statuses: {
      running: "En curso",
      ok: "Correcta",
      failed: "Fallida",
    },
  },
  done: {
    failed: "La ejecución falló; el registro indica el motivo.",
    busy: "Esta fuente ya se está ejecutando. Inténtelo de nuevo en un momento.",
  },
  errors: {
    name: "Escriba un nombre de al menos 2 caracteres.",
    identifier: "Escriba el identificador del tablero, el nombre del sitio o la dirección.",
    cron: "Escriba una expresión cron válida de cinco campos, por ejemplo 0 6 * * *.",
    interval: "Escriba un número entero de minutos entre 15 y 10.080.",
  },
} satisfies PartialMessages<"jobScraping">;

export default jobScraping;
