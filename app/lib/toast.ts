import { z } from "zod";

/**
 * A toast carried across a redirect (forms without JavaScript, or an action that redirects).
 * Only translation keys travel, never free text, so a forged cookie can show nothing but our own words.
 */
export const toastKeys = [
  "gate.granted",
  "session.signedIn",
  "session.signedOut",
  "session.verified",
  "session.passwordReset",
  "session.profileSaved",
  "session.passwordChanged",
  "session.accountDeleted",
] as const;

export const flashToastSchema = z.object({
  type: z.enum(["success", "error"]),
  key: z.enum(toastKeys),
});

export type FlashToast = z.infer<typeof flashToastSchema>;

export const TOAST_COOKIE = "toast";
