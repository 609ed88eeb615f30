import { z } from "zod";

/** Shared by the browser form and the server action: one schema. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "newsletter.errors.required" })
    .trim()
    .min(1, "newsletter.errors.required")
    .max(254, "newsletter.errors.invalid")
    .pipe(z.email("newsletter.errors.invalid")),
});

/** One address, one row: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the sign-up can answer: keys of the home namespace. */
export type NewsletterMessageKey =
  | "newsletter.success"
  | "newsletter.errors.required"
  | "newsletter.errors.invalid"
  | "newsletter.errors.rateLimited"
  | "newsletter.errors.failed";
