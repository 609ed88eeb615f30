import type { Viewer } from "~/features/auth";

/** Who may do what with the newsletter: anyone may sign up and leave (their own address). */

/** Listing subscribers, exporting them and taking an address off the list (/admin/subscribers): admins. */
export function canManageSubscribers(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}
