/**
 * Who may do what with the exam item bank (docs/decisions/047). The bank holds the keys of every exam: it is
 * for exam administration only (ISO/IEC 17024 9.3: exam material is kept confidential), and no member, partner or
 * staff member without the duty sees anything of it, not even whether an item exists.
 */
import type { Viewer } from "~/features/auth";
import { hasDuty } from "~/features/staff";

/** Staff with the "examAdministration" duty, and admins (who hold every duty): read, write, import, export. */
export function canUseItemBank(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "examAdministration");
}

/**
 * Reviewing an item (a translation, or the move to "reviewed"): the bank's users, never the item's author. The
 * four-eyes rule of decision 046 (`reviewerProblem`) says the same of stored ids; this is the person acting.
 */
export function canReviewItem(viewer: Viewer, item: { authorId: string }): boolean {
  return canUseItemBank(viewer) && viewer.id !== item.authorId;
}

/** Freezing an exam form from the live bank: the bank's users. */
export function canFreezeForms(viewer: Viewer): viewer is NonNullable<Viewer> {
  return canUseItemBank(viewer);
}
