/**
 * The one seam between applications and payments (docs/decisions/041, issue 30's plan). The payments feature is
 * built on another branch; its server door `~/features/payments/index.server` gives
 *   issueInvoice(tx, deps, { userId, purpose, item: { kind: "applicationFee", level, basis } }) → invoice row
 *   invoiceFor(db, purpose) → invoice | null         refundFor(tx, deps, purpose, reason)
 * with purpose { kind: "certificationApplication", id }. TEMPORARY, for the lead to wire at merge: until then the
 * functions below call nothing, store nothing and return null; every caller already handles null ("no invoice
 * yet"). Replace their bodies with the three calls; nothing else of this feature changes.
 */
import type { Database } from "~/db/client.server";
import type { CareerLevelKey } from "~/content/home";
import type { Deps } from "~/lib/server/deps.server";
import type { FeeBasis } from "./schema";

export type ApplicationPurpose = { kind: "certificationApplication"; id: string };
export type InvoiceStatus = "open" | "paid" | "refunded" | "void";
/** What this feature reads of an invoice. */
export type ApplicationInvoice = { id: string; number: string; status: InvoiceStatus };

export const purposeOf = (applicationId: string): ApplicationPurpose => ({
  kind: "certificationApplication",
  id: applicationId,
});

/** At submission, in its transaction: the application's invoice (idempotent per purpose on the payments side). */
export async function issueApplicationInvoice(
  _tx: Database,
  _deps: Pick<Deps, "config" | "clock">,
  _input: { userId: string; applicationId: string; level: CareerLevelKey; basis: FeeBasis },
): Promise<ApplicationInvoice | null> {
  // SEAM (lead, at merge): return issueInvoice(tx, deps, { userId, purpose: purposeOf(applicationId),
  //   item: { kind: "applicationFee", level, basis } });
  return null;
}

/** The invoice of an application, for the dashboard's link and the "fee to be paid" line. */
export async function applicationInvoice(_db: Database, _applicationId: string): Promise<ApplicationInvoice | null> {
  // SEAM (lead, at merge): return invoiceFor(db, purposeOf(applicationId));
  return null;
}

/** On withdrawal before review (states.ts `withdrawalRefunds`), in the withdrawal's transaction. */
export async function refundApplicationFee(
  _tx: Database,
  _deps: Pick<Deps, "config" | "clock">,
  _applicationId: string,
  _reason: string,
): Promise<void> {
  // SEAM (lead, at merge): await refundFor(tx, deps, purposeOf(applicationId), reason);
}
