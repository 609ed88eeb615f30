import type { Namespaces } from "../types";

const newsletter = {
  confirm: {
    metaTitle: "Confirme su suscripción — GeoCert",
    heading: "Confirme su suscripción al boletín",
    lead: "Con un clic, esta dirección recibirá el boletín de GeoCert una vez al mes. Puede darse de baja desde cada número.",
    button: "Confirmar la suscripción",
    done: "Listo: esta dirección recibirá el boletín de GeoCert.",
    invalidHeading: "Este enlace de confirmación no funciona",
    invalidText:
      "El enlace está incompleto, ya se usó o tiene más de 7 días. Suscríbase de nuevo en la página de inicio y le enviaremos un enlace nuevo.",
    home: "Ir a la página de inicio",
    errors: {
      invalid: "Este enlace de confirmación no funciona. Suscríbase de nuevo para recibir otro.",
      failed: "Algo salió mal por nuestra parte. Inténtelo de nuevo.",
    },
  },
  admin: {
    metaTitle: "Boletín — Administración — GeoCert",
    heading: "Números del boletín",
    text: "Escriba un número en inglés y, si lo desea, en otros idiomas: cada suscriptor confirmado recibe la versión en su idioma o la inglesa.",
    newIssue: "Nuevo número",
    empty: "Aún no hay números.",
    columns: {
      subject: "Asunto",
      status: "Estado",
      progress: "Progreso",
      created: "Creado",
    },
    status: { draft: "Borrador", sending: "Enviándose", sent: "Enviado" },
  },
  issue: {
    newTitle: "Nuevo número del boletín — Administración — GeoCert",
    newHeading: "Nuevo número",
    editTitle: "Número del boletín — Administración — GeoCert",
    editHeading: "Número",
    english: "Inglés (obligatorio)",
    otherLanguages: "Otros idiomas (opcional: sin versión, los suscriptores reciben la inglesa)",
    subject: "Asunto",
    body: "Texto (markdown)",
    bodyHint: "Markdown: **negrita**, *cursiva*, [enlace](https://…), listas y títulos. Se eliminan scripts y estilos.",
    save: "Guardar el borrador",
    previewHeading: "Vista previa",
    previewLanguage: "Idioma",
    preview: "Guardar y previsualizar",
    previewFrame: "El número tal como se ve el correo en {{language}}",
    previewFallback: "No hay versión en este idioma: sus suscriptores reciben la inglesa, que se muestra aquí.",
    sendHeading: "Enviar",
    sendText:
      "Destinatarios ahora: {{count}} suscriptores confirmados, cada uno en su idioma. Una vez iniciado el envío, el número ya no se puede cambiar.",
    confirm: "He revisado la vista previa y quiero enviar este número ahora",
    send: "Enviar el número",
    progressLabel: "Progreso del envío",
    progress: "{{sent}} de {{total}} correos entregados a la cola de correo",
    back: "Todos los números",
    readOnly: "Este número se está enviando o ya se envió: su texto ya no se puede cambiar.",
    done: {
      created: "El borrador está guardado.",
      saved: "El borrador está guardado.",
      sending: "El envío ha comenzado. Destinatarios: {{count}}.",
    },
    errors: {
      subjectRequired: "Escriba el asunto en inglés.",
      bodyRequired: "Escriba el texto en inglés.",
      subjectMissing: "Añada un asunto para este idioma o deje ambos campos vacíos.",
      bodyMissing: "Añada un texto para este idioma o deje ambos campos vacíos.",
      subjectTooLong: "El asunto puede tener como máximo 200 caracteres.",
      bodyTooLong: "El texto puede tener como máximo 50 000 caracteres.",
      confirmRequired: "Marque la casilla para confirmar el envío.",
      notDraft: "Este número ya se está enviando: ya no se puede cambiar.",
    },
  },
  mail: {
    confirmSubject: "Confirme su suscripción al boletín de GeoCert",
    confirmBody:
      "Alguien pidió recibir el boletín de GeoCert en esta dirección. Para confirmarlo, use el botón de abajo en un plazo de 7 días:\n\n{{link}}\n\nSi no fue usted, ignore este correo: sin confirmación la dirección no queda suscrita y se borra a los 7 días.",
    confirmButton: "Confirmar la suscripción",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
