// The payments feature's door (browser and server): invoices' shared rules, forms and policy (decision 038).
export {
  INVOICE_NUMBER,
  formatMoney,
  invoiceNumber,
  invoiceStatuses,
  itemAmountCents,
  purposeKinds,
  ratePercent,
  refundRule,
  splitVat,
} from "./invoice";
export type {
  FeeBasis,
  InvoiceItem,
  InvoiceLine,
  InvoiceStatus,
  PaymentMethod,
  Purpose,
  PurposeKind,
  RefundStatus,
} from "./invoice";
export { accountInvoiceForms, staffPaymentForms } from "./forms";
export { canPayByCard, canReadInvoice, canRecordPayments } from "./policy";
