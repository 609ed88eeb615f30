import type { Viewer } from "~/features/auth";
import type { CpdSource } from "~/content/cpd-rule";

/**
 * Who may do what with the CPD ledger (docs/guides/forms.md §6). The loader, the action,
 * the evidence route and the component ask these functions.
 */

/** Any signed-in account keeps a ledger (a member without a credential yet logs towards their first). */
export function canKeepLedger(viewer: Viewer): viewer is NonNullable<Viewer> {
  return viewer !== null;
}

/** What the policy needs to know of an entry. */
export type LedgerEntryFacts = { userId: string; source: CpdSource };

/**
 * Editing or deleting an entry: its member, and only entries they typed. Entries the site recorded
 * (an event attended, a mentorship, an accepted answer) follow their cause, not the member's hand.
 */
export function canChangeEntry(viewer: Viewer, entry: LedgerEntryFacts): boolean {
  return viewer !== null && entry.userId === viewer.id && entry.source === "manual";
}

/**
 * An evidence file: its member and admins (renewal audits). Anyone else gets the same 404 as for a
 * file that does not exist.
 */
export function canSeeEvidence(viewer: Viewer, evidence: { userId: string }): boolean {
  return viewer !== null && (evidence.userId === viewer.id || viewer.role === "admin");
}
