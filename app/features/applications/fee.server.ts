/**
 * What applications use of payments (docs/decisions/039, 041): an application's fee is an invoice whose purpose is
 * { kind: "certificationApplication", id }. Issuing is idempotent per purpose on the payments side, so a retried
 * submission finds the first invoice.
 */
import type { Database } from "~/db/client.server";
import type { CareerLevelKey } from "~/content/home";
import { invoiceFor, invoicesFor, issueInvoice, refundFor } from "~/features/payments/index.server";
import type { Deps } from "~/lib/server/deps.server";
import type { FeeBasis } from "./schema";

export type ApplicationPurpose = { kind: "certificationApplication"; id: string };
export type InvoiceStatus = "open" | "paid" | "refunded" | "void";
/** What this feature reads of an invoice. */
export type ApplicationInvoice = { id: string; number: string; status: InvoiceStatus };
type FeeDeps = Pick<Deps, "config" | "clock" | "mailer" | "logger">;

export const purposeOf = (applicationId: string): ApplicationPurpose => ({
  kind: "certificationApplication",
  id: applicationId,
});

const brief = (invoice: { id: string; number: string; status: InvoiceStatus }): ApplicationInvoice => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
});

/** At submission, in its transaction: the application's invoice (one per application). */
export async function issueApplicationInvoice(
  tx: Database,
  deps: FeeDeps,
  input: { userId: string; applicationId: string; level: CareerLevelKey; basis: FeeBasis },
): Promise<ApplicationInvoice> {
  const invoice = await issueInvoice(tx, deps, {
    userId: input.userId,
    purpose: purposeOf(input.applicationId),
    item: { kind: "applicationFee", level: input.level, basis: input.basis },
  });
  return brief(invoice);
}

/** The invoice of an application, for the dashboard's link and the "fee to be paid" line. */
export async function applicationInvoice(db: Database, applicationId: string): Promise<ApplicationInvoice | null> {
  const invoice = await invoiceFor(db, purposeOf(applicationId));
  return invoice ? brief(invoice) : null;
}

/** The invoices of several applications (the dashboard's list), by application id, in one query. */
export async function applicationInvoices(
  db: Database,
  applicationIds: string[],
): Promise<Map<string, ApplicationInvoice>> {
  const found = await invoicesFor(db, "certificationApplication", applicationIds);
  return new Map([...found].map(([id, invoice]) => [id, brief(invoice)]));
}

/** On withdrawal before review (states.ts `withdrawalRefunds`), in the withdrawal's transaction. */
export async function refundApplicationFee(tx: Database, deps: FeeDeps, applicationId: string): Promise<void> {
  await refundFor(tx, deps, purposeOf(applicationId), "withdrawnBeforeReview");
}
