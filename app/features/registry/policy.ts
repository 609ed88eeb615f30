import { hasRole, type Role, type Viewer } from "~/features/auth";

/**
 * Who may do what in the credential registry (docs/guides/forms.md §6). Loaders, actions and
 * components ask these functions; the layouts guard whole branches with the same roles.
 */

/** The roles of the partner area (bulk verification and its CSV of results): partners; admins too. */
export const partnerAreaRoles: readonly Role[] = ["partner"];

/** Checking one credential (/partners/verify): anyone, signed in or not. */
export function canVerify(_viewer: Viewer): boolean {
  return true;
}

/** Checking many credentials at once (the page, its API and the CSV of results). */
export function canVerifyInBulk(viewer: Viewer): boolean {
  return hasRole(viewer?.role, partnerAreaRoles);
}

/** Issuing credentials, changing their status (suspend, revoke, …) and importing a CSV: admins. */
export function canManageCredentials(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

/** Reading and reviewing partnership applications: admins. */
export function canReviewApplications(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

/**
 * Sending an approved application's invitation again (docs/decisions/034): admins, while the
 * application has an invitation that is not accepted (expired or not). `invitation` is null when the
 * application has none (undecided, declined, or approved with the role granted at once).
 */
export function canResendInvitation(viewer: Viewer, invitation: { accepted: boolean } | null): boolean {
  return canReviewApplications(viewer) && invitation !== null && !invitation.accepted;
}

/** What the policy needs to know of a credential. */
export type HeldCredential = { userId: string | null; publicPage: boolean };

/** The holder of a credential: the account its registry row is linked to (the holder link). */
export function isHolder(viewer: Viewer, credential: HeldCredential): boolean {
  return viewer !== null && credential.userId !== null && credential.userId === viewer.id;
}
