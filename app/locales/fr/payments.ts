import type { Namespaces } from "../types";

const payments = {
  meta: {
    accountTitle: "Mes factures — GeoCert",
    accountDescription: "Vos factures GeoCert : ce qui reste à payer, ce qui est payé et comment payer.",
    staffTitle: "Paiements — équipe GeoCert",
  },
  lines: {
    applicationFee: "Frais de candidature et d’examen de certification — {{level}} ({{basis}})",
    examRetake: "Frais de repassage de l’examen — {{level}} ({{basis}})",
    basis: {
      member: "tarif membre",
      nonMember: "tarif non-membre",
    },
  },
  status: {
    open: "À payer",
    paid: "Payée",
    refunded: "Remboursée",
    void: "Annulée",
  },
  refundStatus: {
    pending: "Remboursement en cours vers votre carte",
    owed: "Remboursement par virement en cours",
    failed: "Remboursement retardé : notre service financier s’en occupe",
    done: "Remboursée",
  },
  refundReasons: {
    withdrawnBeforeReview: "Candidature retirée avant l’examen du dossier",
    staffDecision: "Remboursement décidé par l’équipe",
    bookingCancelled: "Réservation d’examen annulée avant la date limite de modification",
  },
  rule: {
    refund:
      "Remboursements : des frais payés sont remboursés en totalité ({{share}} %) si vous retirez la candidature avant le début de son examen. Une facture impayée est alors annulée. Les paiements par carte reviennent sur la carte ; les virements sur le compte d’origine.",
  },
  account: {
    title: "Mes factures",
    lead: "Tous les frais que vous nous devez ou avez payés, avec la facture en PDF.",
    empty: "Vous n’avez aucune facture. Une facture est émise lorsque vous déposez une candidature à la certification.",
    number: "Facture {{number}}",
    issued: "Émise le {{date}}",
    due: "À payer avant le {{date}}",
    paidOn: "Payée le {{date}}",
    total: "Total",
    pdf: "Télécharger la facture (PDF)",
    payByCard: "Payer {{amount}} par carte",
    cardUnavailable:
      "Le paiement par carte n’est pas disponible sur ce site. Payez par virement sur le compte ci-dessous, avec le numéro de facture comme référence ; notre service financier enregistre le paiement à sa réception.",
    cardAvailable: "Payez par carte sur la page sécurisée de Stripe, ou par virement sur le compte ci-dessous.",
    bankHeading: "Virement bancaire",
    bankReference: "Référence : {{number}}",
  },
  checkout: {
    success:
      "Merci. Votre paiement par carte est en cours de confirmation ; la facture apparaîtra payée dans un instant.",
    cancelled: "Le paiement par carte a été annulé. La facture reste à payer.",
    unavailable: "Le paiement par carte n’est pas disponible pour cette facture.",
    failed: "La page de paiement n’a pas pu s’ouvrir. Réessayez plus tard ou payez par virement.",
  },
  staff: {
    title: "Paiements",
    lead: "Factures en attente d’un virement, et remboursements dus.",
    openHeading: "Factures à payer",
    openEmpty: "Aucune facture à payer.",
    refundsHeading: "Remboursements dus",
    refundsEmpty: "Aucun remboursement dû.",
    reference: "Référence bancaire",
    paidOn: "Date de réception",
    record: "Enregistrer le paiement",
    refundReference: "Référence du virement",
    markRefunded: "Marquer le remboursement payé",
    refundOf: "Remboursement de {{amount}} : {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Paiement de la facture {{number}} enregistré.",
    alreadyPaid: "La facture {{number}} était déjà payée : rien n’a été enregistré de nouveau.",
    refundPaid: "Remboursement de la facture {{number}} marqué payé.",
  },
  errors: {
    referenceRequired: "Saisissez la référence bancaire du virement.",
    referenceTooLong: "La référence compte au plus 100 caractères.",
    dateInvalid: "Saisissez la date de réception des fonds, pas une date future.",
    notFound: "Cette facture n’existe pas.",
    noRefundOwed: "Aucun remboursement n’est dû sur cette facture.",
  },
  pdf: {
    title: "Facture",
    number: "Numéro de facture",
    date: "Date de facture",
    due: "Date d’échéance",
    billedTo: "Facturé à",
    description: "Désignation",
    amount: "Montant",
    net: "Montant HT",
    vat: "TVA {{rate}} %",
    total: "Total",
    vatNumber: "Numéro de TVA : {{number}}",
    payTo: "Payer par virement à",
    reference: "Référence : {{number}}",
    paid: "Payée le {{date}}. Merci.",
    refunded: "Remboursée.",
    void: "Annulée : rien n’est dû.",
    pricesInclude: "Prix TVA comprise.",
  },
  mail: {
    issuedSubject: "Facture {{number}} de GeoCert",
    issuedBody:
      "Bonjour {{name}},\n\nmerci pour votre candidature. La facture {{number}} de {{amount}} est jointe ; elle est à payer avant le {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "Vous pouvez payer par carte sur votre page de factures, ou par virement à {{bank}} avec la référence {{number}}.",
    issuedBank: "Merci de payer par virement à {{bank}} avec la référence {{number}}.",
    paidSubject: "Paiement reçu pour la facture {{number}}",
    paidBody:
      "Bonjour {{name}},\n\nnous avons reçu votre paiement de {{amount}} pour la facture {{number}}. Merci.\n\n{{link}}",
    refundedSubject: "Remboursement de la facture {{number}}",
    refundedBody:
      "Bonjour {{name}},\n\nnous avons remboursé {{amount}} pour la facture {{number}}. Selon votre banque, le montant peut mettre quelques jours à arriver.\n\n{{link}}",
    button: "Mes factures",
  },
} satisfies Namespaces["payments"];

export default payments;
