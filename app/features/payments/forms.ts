import { z } from "zod";

const invoiceId = z.uuid("errors.notFound");
const reference = z.string().trim().min(1, "errors.referenceRequired").max(100, "errors.referenceTooLong");

/** The finance page's forms: record a bank transfer, mark a bank refund paid. */
export const staffPaymentForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("recordPayment"),
    invoiceId,
    reference,
    paidOn: z.iso.date("errors.dateInvalid"),
  }),
  z.object({ intent: z.literal("refundPaid"), invoiceId, reference }),
]);

/** The payer's invoices page: pay one by card. */
export const accountInvoiceForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("payByCard"), invoiceId }),
]);
