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
  mail: {
    confirmSubject: "Confirme su suscripción al boletín de GeoCert",
    confirmBody:
      "Alguien pidió recibir el boletín de GeoCert en esta dirección. Para confirmarlo, use el botón de abajo en un plazo de 7 días:\n\n{{link}}\n\nSi no fue usted, ignore este correo: sin confirmación la dirección no queda suscrita y se borra a los 7 días.",
    confirmButton: "Confirmar la suscripción",
  },
} satisfies Namespaces["newsletter"];

export default newsletter;
