import type { Namespaces } from "../types";

const jobAlerts = {
  meta: {
    title: "Alertas de empleo · GeoCert",
    description: "Las búsquedas de la bolsa de empleo sobre las que le escribimos: cambie la frecuencia o elimínelas.",
  },
  save: {
    heading: "Reciba estos empleos por correo",
    lead: "Guarde los filtros actuales de la bolsa como alerta: le enviamos los empleos que coincidan en cuanto se publiquen.",
    frequency: "Con qué frecuencia",
    email: "Su dirección de correo",
    emailHint: "Primero enviamos un enlace para confirmar esta dirección; no se envía nada más hasta que lo abra.",
    memberNote: "Las alertas van a la dirección de su cuenta.",
    submit: "Guardar alerta",
    manage: "Sus alertas de empleo",
  },
  frequencies: {
    instant: "En cuanto se publiquen",
    daily: "Resumen diario",
    weekly: "Resumen semanal",
  },
  filters: {
    all: "Todos los empleos",
    keyword: "Palabra clave: {{value}}",
    salary: "Salario desde {{value}}",
  },
  page: {
    heading: "Alertas de empleo",
    lead: "Las búsquedas de la bolsa de empleo sobre las que le escribimos. Cada correo incluye también un enlace para detenerlo.",
    empty: "Aún no tiene alertas de empleo. Guarde una desde los filtros de la bolsa de empleo.",
    board: "Bolsa de empleo",
    filters: "Búsqueda",
    frequency: "Con qué frecuencia",
    change: "Cambiar",
    delete: "Eliminar alerta",
    deleteNamed: "Eliminar alerta: {{name}}",
    open: "Ver en la bolsa de empleo",
    guestHeading: "Su alerta de empleo",
    pending: "Esta alerta espera su confirmación: no se envía ningún correo hasta que la confirme.",
    confirm: "Confirmar alerta",
    invalid: "Este enlace ya no es válido: la alerta se eliminó o no se confirmó en tres días.",
    signedInAs: "Las alertas se envían a {{email}}.",
  },
  done: {
    saved: "Alerta guardada. Le enviaremos los nuevos empleos que coincidan con esta búsqueda.",
    guestSaved:
      "Gracias. Si esta dirección puede recibir nuestro correo, le llegará un enlace de confirmación: las alertas empiezan cuando lo abra.",
    confirmed: "Alerta confirmada. Le enviaremos los nuevos empleos que coincidan con esta búsqueda.",
    frequency: "Guardado: {{frequency}}.",
    deleted: "Alerta eliminada. No se enviarán más correos por ella.",
  },
  errors: {
    frequency: "Elija con qué frecuencia.",
    emailRequired: "Escriba su dirección de correo.",
    email: "Escriba una dirección como nombre@example.org.",
    verifyFirst:
      "Confirme primero la dirección de correo de su cuenta (abra el enlace que le enviamos) y luego guarde la alerta.",
    rateLimited: "Demasiadas alertas en poco tiempo. Inténtelo de nuevo dentro de una hora.",
  },
  mail: {
    confirmSubject: "Confirme su alerta de empleo de GeoCert",
    confirmBody:
      "Alguien pidió que se enviaran alertas de empleo de GeoCert a esta dirección.\n\nBúsqueda: {{filters}}\nFrecuencia: {{frequency}}\n\nPara empezar a recibirlas, confirme aquí:\n{{link}}\n\nSi no fue usted, ignore este correo: no se enviará nada más y la solicitud se elimina en {{days}} días.",
    alertSubject: "Nuevos empleos en geotermia para su alerta ({{count}})",
    alertIntro: "Nuevos empleos que coinciden con su búsqueda ({{filters}}):",
    more: "{{count}} más en la bolsa de empleo:",
    allOnBoard: "Todos los empleos que coinciden, en la bolsa de empleo:",
    footer: "Recibe este correo porque guardó una alerta de empleo en GeoCert ({{frequency}}).",
    manage: "Cambie la frecuencia o elimine esta alerta:",
    unsubscribe: "Detener esta alerta:",
    renew: "Renovar la oferta",
    kind: "los correos de alerta de una búsqueda guardada en la bolsa de empleo de GeoCert",
    reminderSubject: "Su oferta de empleo vence en 3 días",
    reminderBody:
      "Su oferta de empleo en GeoCert vence el {{date}}:\n\n{{title}}\n\nPara mantenerla abierta 30 días más, renuévela en su página (inicie sesión si se le pide):\n{{link}}\n\nSi el puesto ya está cubierto, no tiene que hacer nada: la oferta se cierra sola.",
  },
} satisfies Namespaces["jobAlerts"];

export default jobAlerts;
