// The payments feature's server door (decision 038): what applications (and later exams) call, and the pages.
export {
  financeQueue,
  handleProviderEvent,
  invoiceById,
  invoiceFor,
  invoicesFor,
  invoiceStatus,
  invoicesOf,
  issueInvoice,
  markRefundPaid,
  performPendingRefunds,
  recordBankPayment,
  refundFor,
  seedInvoice,
} from "./invoices.server";
export type { Invoice, InvoiceWithState, PaymentDeps, RefundOutcome } from "./invoices.server";
export { invoiceMail } from "./mail.server";
export { invoicePdf } from "./invoice-pdf.server";
export { cardProvider, createStripeProvider } from "./provider.server";
export type { CardProvider } from "./provider.server";
export { lineText } from "./texts.server";
export { refundTask } from "./tasks.server";
export { accountInvoicesPage, payByCard, recordPaymentFor, refundPaidFor, staffPaymentsPage } from "./pages.server";
export { invoiceDownload, stripeWebhook } from "./files.server";
