import type { Viewer } from "~/features/auth";
import { hasDuty } from "~/features/staff";

/** Who may record bank transfers, mark refunds paid and read every invoice: staff with the "finance" duty (admins hold every duty). */
export function canRecordPayments(viewer: Viewer): boolean {
  return hasDuty(viewer, "finance");
}

/** An invoice's PDF: its payer, and finance staff. */
export function canReadInvoice(viewer: Viewer, invoice: { userId: string | null }): boolean {
  if (!viewer) return false;
  return invoice.userId === viewer.id || canRecordPayments(viewer);
}

/** Paying by card: the payer, for an open invoice, when the site takes cards. */
export function canPayByCard(
  viewer: Viewer,
  invoice: { userId: string | null; status: string },
  cards: boolean,
): boolean {
  return cards && !!viewer && invoice.userId === viewer.id && invoice.status === "open";
}
