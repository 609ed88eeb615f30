import type { PartialMessages } from "../types";

const notifications = {
  meta: { title: "Notificaciones — GeoCert", preferencesTitle: "Ajustes de notificaciones — GeoCert" },
  page: {
    heading: "Notificaciones",
    intro: "Lo que ha pasado en las discusiones en las que participas, tus mentorías y tus anuncios.",
    empty: "Nada todavía. Cuando alguien te responda o te mencione, aparecerá aquí.",
    markAllRead: "Marcar todo como leído",
    unread: "Sin leer",
    settings: "Ajustes de notificaciones",
    listLabel: "Tus notificaciones",
  },
  types: {
    forum: {
      reply: { label: "Respuestas a mis discusiones", text: "{{actor}} respondió en «{{title}}»" },
      replyAfter: {
        label: "Respuestas después de la mía en una discusión",
        text: "{{actor}} también respondió en «{{title}}»",
      },
      mention: { label: "Alguien me menciona", text: "{{actor}} te mencionó en «{{title}}»" },
      accepted: {
        label: "Mi respuesta es aceptada como solución",
        text: "Tu respuesta en «{{title}}» fue aceptada como solución",
      },
      watched: { label: "Discusiones y categorías que sigo", text: "{{actor}} publicó en «{{title}}», que sigues" },
    },
    mentorship: {
      request: { label: "Solicitudes de mentoría que recibo", text: "{{actor}} te pide que seas su mentor" },
      accepted: { label: "Mi solicitud de mentoría es aceptada", text: "{{actor}} aceptó tu solicitud de mentoría" },
      declined: {
        label: "Mi solicitud de mentoría es rechazada",
        text: "{{actor}} no puede aceptar tu solicitud de mentoría",
      },
      ending: { label: "Una mentoría termina pronto", text: "Tu mentoría con {{actor}} termina pronto" },
    },
    jobs: {
      expiring: {
        label: "Mi oferta de empleo caduca pronto",
        text: "Tu oferta de empleo «{{title}}» caduca en 3 días",
      },
    },
  },
  groups: { forum: "Foro", mentorship: "Mentoría", jobs: "Bolsa de empleo" },
  delivery: { instant: "Correo al momento", daily: "Resumen diario", weekly: "Resumen semanal", off: "Sin correo" },
  preferences: {
    heading: "Ajustes de notificaciones",
    intro:
      "Todo queda en tu lista de notificaciones. Elige para cada tipo si además recibes un correo al momento, uno al día (07:00 UTC) o a la semana (los lunes), o ninguno.",
    save: "Guardar ajustes",
    back: "Volver a tu cuenta",
    watching: "Discusiones y categorías que sigues o silencias",
    watchingNone: "Todavía no sigues nada. Usa «Seguir» en una discusión o una categoría.",
    watched: "Siguiendo",
    muted: "Silenciada",
    category: "Categoría",
    unwatch: "Dejar de seguir {{title}}",
    unmute: "Quitar silencio de {{title}}",
  },
  done: { saved: "Tus ajustes de notificaciones se han guardado." },
  errors: { invalid: "Elige una de las opciones." },
  mail: {
    subject: "GeoCert: {{text}}",
    open: "Abrir en GeoCert",
    instantBody:
      "Hola, {{name}}:\n\n{{text}}.\n\n{{link}}\n\nElige qué correos recibes, por tipo, en tus ajustes de notificaciones:\n{{settings}}\n\nGeoCert",
    reason: "Recibes este correo por los ajustes de notificaciones de tu cuenta de GeoCert.",
    kindType: "los correos sobre «{{label}}» de tu cuenta de GeoCert",
    kindDigest: "los resúmenes diarios y semanales de notificaciones de tu cuenta de GeoCert",
    dailySubject: "GeoCert: tu resumen diario",
    weeklySubject: "GeoCert: tu resumen semanal",
    digestBody:
      "Hola, {{name}}:\n\nEsto es lo que ha pasado desde tu último resumen.\n\n{{items}}\n\n{{active}}\n\nTodas tus notificaciones:\n{{list}}\n\nElige qué correos recibes en tus ajustes de notificaciones:\n{{settings}}\n\nGeoCert",
    digestNew: "Novedades para ti",
    digestActive: "Discusiones más activas",
    digestReplies: "respuestas nuevas: {{count}}",
    unsubscribe: "Deja de recibir estos correos con un clic:",
  },
} satisfies PartialMessages<"notifications">;

export default notifications;
