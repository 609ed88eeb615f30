import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Mis facturas — GeoCert",
    accountDescription: "Tus facturas de GeoCert: lo pendiente, lo pagado y cómo pagar.",
    staffTitle: "Pagos — personal de GeoCert",
  },
  lines: {
    applicationFee: "Tasa de solicitud y examen de certificación — {{level}} ({{basis}})",
    examRetake: "Tasa de repetición del examen — {{level}} ({{basis}})",
    basis: {
      member: "tarifa de miembro",
      nonMember: "tarifa de no miembro",
    },
  },
  status: {
    open: "Pendiente",
    paid: "Pagada",
    refunded: "Reembolsada",
    void: "Anulada",
  },
  refundStatus: {
    pending: "Reembolso en camino a tu tarjeta",
    owed: "Reembolso por transferencia en camino",
    failed: "Reembolso retrasado: nuestro equipo de finanzas se ocupa",
    done: "Reembolsada",
  },
  refundReasons: {
    withdrawnBeforeReview: "Solicitud retirada antes de la revisión",
    staffDecision: "Reembolso decidido por el personal",
    bookingCancelled: "Reserva de examen cancelada antes del plazo de cambios",
  },
  rule: {
    refund:
      "Reembolsos: una tasa pagada se reembolsa íntegramente ({{share}} %) si retiras la solicitud antes de que empiece su revisión. Una factura sin pagar se anula. Los pagos con tarjeta vuelven a la tarjeta; las transferencias, a la cuenta de origen.",
  },
  account: {
    title: "Mis facturas",
    lead: "Todas las tasas que nos debes o has pagado, con su factura en PDF.",
    empty: "No tienes facturas. Se emite una factura cuando envías una solicitud de certificación.",
    number: "Factura {{number}}",
    issued: "Emitida el {{date}}",
    due: "Vence el {{date}}",
    paidOn: "Pagada el {{date}}",
    total: "Total",
    pdf: "Descargar la factura (PDF)",
    payByCard: "Pagar {{amount}} con tarjeta",
    cardUnavailable:
      "El pago con tarjeta no está disponible en este sitio. Paga por transferencia a la cuenta indicada abajo, con el número de factura como referencia; nuestro equipo de finanzas registra el pago cuando llega.",
    cardAvailable: "Paga con tarjeta en la página segura de Stripe, o por transferencia a la cuenta indicada abajo.",
    bankHeading: "Transferencia bancaria",
    bankReference: "Referencia: {{number}}",
  },
  checkout: {
    success: "Gracias. Tu pago con tarjeta se está confirmando; la factura aparecerá pagada en un momento.",
    cancelled: "El pago con tarjeta se canceló. La factura sigue pendiente.",
    unavailable: "El pago con tarjeta no está disponible para esta factura.",
    failed: "No se pudo abrir la página de pago. Inténtalo más tarde o paga por transferencia.",
  },
  staff: {
    title: "Pagos",
    lead: "Facturas pendientes de transferencia y reembolsos adeudados.",
    openHeading: "Facturas pendientes",
    openEmpty: "No hay facturas pendientes.",
    refundsHeading: "Reembolsos adeudados",
    refundsEmpty: "No hay reembolsos adeudados.",
    reference: "Referencia bancaria",
    paidOn: "Fecha de recepción",
    record: "Registrar pago",
    refundReference: "Referencia de la transferencia",
    markRefunded: "Marcar reembolso pagado",
    refundOf: "Reembolso de {{amount}}: {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Pago de la factura {{number}} registrado.",
    alreadyPaid: "La factura {{number}} ya estaba pagada: no se registró nada de nuevo.",
    refundPaid: "Reembolso de la factura {{number}} marcado como pagado.",
  },
  errors: {
    referenceRequired: "Introduce la referencia bancaria de la transferencia.",
    referenceTooLong: "La referencia tiene como máximo 100 caracteres.",
    dateInvalid: "Introduce la fecha en que llegó el dinero, no una fecha futura.",
    notFound: "Esta factura no existe.",
    noRefundOwed: "No hay reembolso adeudado en esta factura.",
  },
  pdf: {
    title: "Factura",
    number: "Número de factura",
    date: "Fecha de factura",
    due: "Fecha de vencimiento",
    billedTo: "Facturado a",
    description: "Concepto",
    amount: "Importe",
    net: "Base imponible",
    vat: "IVA {{rate}} %",
    total: "Total",
    vatNumber: "NIF-IVA: {{number}}",
    payTo: "Pagar por transferencia a",
    reference: "Referencia: {{number}}",
    paid: "Pagada el {{date}}. Gracias.",
    refunded: "Reembolsada.",
    void: "Anulada: no se debe nada.",
    pricesInclude: "Precios con IVA incluido.",
  },
  mail: {
    issuedSubject: "Factura {{number}} de GeoCert",
    issuedBody:
      "Hola {{name}}:\n\ngracias por tu solicitud. Adjuntamos la factura {{number}} por {{amount}}, que vence el {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Puedes pagar con tarjeta en tu página de facturas, o por transferencia a {{bank}} con la referencia {{number}}.",
    issuedBank: "Paga por transferencia a {{bank}} con la referencia {{number}}.",
    paidSubject: "Pago recibido de la factura {{number}}",
    paidBody: "Hola {{name}}:\n\nhemos recibido tu pago de {{amount}} de la factura {{number}}. Gracias.\n\n{{link}}",
    refundedSubject: "Reembolso de la factura {{number}}",
    refundedBody:
      "Hola {{name}}:\n\nhemos reembolsado {{amount}} de la factura {{number}}. Según tu banco, puede tardar unos días en llegar.\n\n{{link}}",
    button: "Mis facturas",
  },
} satisfies Namespaces["payments"];

export default payments;
