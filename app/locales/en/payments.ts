/** Invoices, payments and refunds (app/features/payments, docs/decisions/039). */
const payments = {
  meta: {
    accountTitle: "My invoices — GeoCert",
    accountDescription: "Your GeoCert invoices: what is open, what is paid, and how to pay.",
    staffTitle: "Payments — GeoCert staff",
  },
  lines: {
    applicationFee: "Certification application and exam fee — {{level}} ({{basis}})",
    examRetake: "Exam retake fee — {{level}} ({{basis}})",
    basis: { member: "member fee", nonMember: "non-member fee" },
  },
  status: { open: "Open", paid: "Paid", refunded: "Refunded", void: "Cancelled" },
  refundStatus: {
    pending: "Refund on its way to your card",
    owed: "Refund by bank transfer on its way",
    failed: "Refund delayed: our finance team is on it",
    done: "Refunded",
  },
  refundReasons: {
    withdrawnBeforeReview: "Application withdrawn before review",
    staffDecision: "Refund decided by staff",
    bookingCancelled: "Exam booking cancelled before the change deadline",
  },
  rule: {
    refund:
      "Refunds: a paid fee is refunded in full ({{share}} %) when you withdraw the application before its review starts. An unpaid invoice is cancelled instead. Card payments go back to the card; bank transfers to the account they came from.",
  },
  account: {
    title: "My invoices",
    lead: "Every fee you owe us or have paid, with its invoice as a PDF.",
    empty: "You have no invoices. An invoice is issued when you submit an application for certification.",
    number: "Invoice {{number}}",
    issued: "Issued {{date}}",
    due: "Due {{date}}",
    paidOn: "Paid {{date}}",
    total: "Total",
    pdf: "Download the invoice (PDF)",
    payByCard: "Pay {{amount}} by card",
    cardUnavailable:
      "Card payment is not available on this site. Pay by bank transfer to the account below, with the invoice number as the reference; our finance team records the payment when it arrives.",
    cardAvailable: "Pay by card through Stripe's secure page, or by bank transfer to the account below.",
    bankHeading: "Bank transfer",
    bankReference: "Reference: {{number}}",
  },
  checkout: {
    success: "Thank you. Your card payment is being confirmed; the invoice shows it as paid in a moment.",
    cancelled: "The card payment was cancelled. The invoice is still open.",
    unavailable: "Card payment is not available for this invoice.",
    failed: "The card payment page could not be opened. Please try again later or pay by bank transfer.",
  },
  staff: {
    title: "Payments",
    lead: "Open invoices waiting for a bank transfer, and bank refunds owed.",
    openHeading: "Open invoices",
    openEmpty: "No open invoices.",
    refundsHeading: "Refunds owed",
    refundsEmpty: "No refunds owed.",
    reference: "Bank reference",
    paidOn: "Date received",
    record: "Record payment",
    refundReference: "Transfer reference",
    markRefunded: "Mark refund paid",
    refundOf: "Refund of {{amount}} for {{reason}}",
    pdf: "PDF",
  },
  done: {
    recorded: "Payment of invoice {{number}} recorded.",
    alreadyPaid: "Invoice {{number}} was already paid: nothing was recorded again.",
    refundPaid: "Refund of invoice {{number}} marked paid.",
  },
  errors: {
    referenceRequired: "Enter the bank's reference of the transfer.",
    referenceTooLong: "The reference is at most 100 characters.",
    dateInvalid: "Enter the date the money arrived, not in the future.",
    notFound: "This invoice does not exist.",
    noRefundOwed: "No refund is owed on this invoice.",
  },
  pdf: {
    title: "Invoice",
    number: "Invoice number",
    date: "Invoice date",
    due: "Due date",
    billedTo: "Billed to",
    description: "Description",
    amount: "Amount",
    net: "Net amount",
    vat: "VAT {{rate}} %",
    total: "Total",
    vatNumber: "VAT number: {{number}}",
    payTo: "Pay by bank transfer to",
    reference: "Reference: {{number}}",
    paid: "Paid on {{date}}. Thank you.",
    refunded: "Refunded.",
    void: "Cancelled: nothing is owed.",
    pricesInclude: "Prices include VAT.",
  },
  mail: {
    issuedSubject: "Invoice {{number}} from GeoCert",
    issuedBody:
      "Hello {{name}},\n\nthank you for your application. Invoice {{number}} for {{amount}} is attached and is due by {{due}}.\n\n{{howToPay}}\n\n{{link}}\n\n{{rule}}",
    issuedCard:
      "You can pay by card on your invoices page, or by bank transfer to {{bank}} with the reference {{number}}.",
    issuedBank: "Please pay by bank transfer to {{bank}} with the reference {{number}}.",
    paidSubject: "Payment received for invoice {{number}}",
    paidBody:
      "Hello {{name}},\n\nwe have received your payment of {{amount}} for invoice {{number}}. Thank you.\n\n{{link}}",
    refundedSubject: "Refund of invoice {{number}}",
    refundedBody:
      "Hello {{name}},\n\nwe have refunded {{amount}} for invoice {{number}}. Depending on your bank it may take a few days to arrive.\n\n{{link}}",
    button: "My invoices",
  },
};

export default payments;
