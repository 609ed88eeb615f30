import type { Viewer } from "~/features/auth";

/** Who may do what with contact messages: anyone may write one (the contact form). */

/** Reading the messages and marking them read or unread (/admin/messages): admins. */
export function canReadContactMessages(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}
