import type { Viewer } from "~/features/auth";
import { isHolder } from "~/features/registry";

/**
 * Who may do what with renewals (docs/guides/forms.md §6). A credential's renewal page is
 * its holder's alone (credentials.user_id): anyone else gets a 404, as for an unknown id.
 */
export function canRenew(viewer: Viewer, credential: { userId: string | null }): boolean {
  return isHolder(viewer, { userId: credential.userId, publicPage: false });
}

/** Reviewing renewals, running audits, setting the audit rate: admins. */
export function canReviewRenewals(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}
