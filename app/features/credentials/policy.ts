import type { Viewer } from "~/features/auth";
import { isHolder, type HeldCredential } from "~/features/registry";

/**
 * Who may do what with a held credential (docs/guides/forms.md §6): its public page, its
 * downloads (JSON, baked badge, PDF certificate), claiming and linking. Loaders, actions, resource
 * routes and components ask these functions.
 */

/**
 * The credential's page and its downloads: anyone once the holder has switched the public page on;
 * before that, the holder and admins only (others get a 404, not a 403: the page's existence is
 * not revealed).
 */
export function canSeeCredential(viewer: Viewer, credential: HeldCredential): boolean {
  return credential.publicPage || isHolder(viewer, credential) || viewer?.role === "admin";
}

/** Switching the public page on or off: the holder only. */
export function canPublishCredential(viewer: Viewer, credential: HeldCredential): boolean {
  return isHolder(viewer, credential);
}

/**
 * Claiming a credential issued to one's address: any signed-in member; the action also requires the
 * account's address to be verified and equal to the credential's (lib/credentials/claim.server.ts).
 */
export function canClaimCredentials(viewer: Viewer): boolean {
  return viewer !== null;
}

/** Linking a credential to an account (or unlinking it) by hand; rotating the signing key: admins. */
export function canLinkCredentials(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}
