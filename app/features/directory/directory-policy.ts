import type { Viewer } from "~/features/auth";

/**
 * Who may do what in the member directory: asked by the loaders (what to offer), the actions
 * (`ensure(…)`) and the components (what to draw). Reading the directory is open to everyone (its
 * pages are rate-limited per client); a live credential check is shown to every reader alike.
 */

/** Keeping an own entry (saving, hiding or removing it): any signed-in member. */
export function mayKeepEntry(viewer: Viewer): boolean {
  return viewer !== null;
}

/** Removing the own entry: a member who has one. */
export function mayRemoveEntry(viewer: Viewer, hasEntry: boolean): boolean {
  return mayKeepEntry(viewer) && hasEntry;
}

/** Writing to a listed member: a signed-in member, never to themself. */
export function mayMessage(viewer: Viewer, entry: { userId: string }): boolean {
  return viewer !== null && viewer.id !== entry.userId;
}
