/**
 * What exams use of payments (docs/decisions/054): a retake's fee is an invoice whose purpose is
 * { kind: "examRetake", id: <attempt id> }, issued in the booking's transaction at the level's retake fee
 * (`fees.retake` of app/content/certifications.ts), on the fee basis the application was invoiced on. Issuing is
 * idempotent per purpose on the payments side, so a retried booking finds the first invoice. While it is unpaid the
 * seat is held but the candidate cannot be admitted, as an unpaid application fee holds back the approval.
 */
import type { Database } from "~/db/client.server";
import type { FrameworkLevel } from "~/content/framework";
import { invoiceFor, issueInvoice, refundFor, type Invoice } from "~/features/payments/index.server";
import type { Deps } from "~/lib/server/deps.server";

type FeeDeps = Pick<Deps, "config" | "clock" | "mailer" | "logger">;
export type RetakeInvoice = Pick<Invoice, "id" | "number" | "status" | "totalCents" | "currency" | "dueOn">;

export const retakePurpose = (attemptId: string) => ({ kind: "examRetake" as const, id: attemptId });

const brief = (invoice: Invoice): RetakeInvoice => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
  totalCents: invoice.totalCents,
  currency: invoice.currency,
  dueOn: invoice.dueOn,
});

/** In the booking's transaction: the retake's invoice (one per attempt). */
export async function issueRetakeInvoice(
  tx: Database,
  deps: FeeDeps,
  input: { userId: string; attemptId: string; level: FrameworkLevel; basis: "member" | "nonMember" },
): Promise<RetakeInvoice> {
  const invoice = await issueInvoice(tx, deps, {
    userId: input.userId,
    purpose: retakePurpose(input.attemptId),
    item: { kind: "examRetake", level: input.level, basis: input.basis },
  });
  return brief(invoice);
}

/** The attempt's retake invoice, or null for a first attempt. */
export async function retakeInvoice(db: Database, attemptId: string): Promise<RetakeInvoice | null> {
  const invoice = await invoiceFor(db, retakePurpose(attemptId));
  return invoice ? brief(invoice) : null;
}

/** Whether an attempt may be admitted as far as its fee goes: a first attempt, or a retake whose fee is paid. */
export async function feeSettled(db: Database, attemptId: string): Promise<boolean> {
  const invoice = await invoiceFor(db, retakePurpose(attemptId));
  return !invoice || invoice.status === "paid";
}

/** On a cancellation in time (by the candidate, or the session by staff), in its transaction. */
export async function refundRetakeFee(
  tx: Database,
  deps: FeeDeps,
  attemptId: string,
  reason: "bookingCancelled" | "staffDecision",
): Promise<void> {
  await refundFor(tx, deps, retakePurpose(attemptId), reason);
}
