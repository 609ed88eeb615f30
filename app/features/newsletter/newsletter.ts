import { z } from "zod";

/** Shared by the browser form and the server action: one schema (the form's intent is "newsletter"). */
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

/** The confirmation page's form (/newsletter/confirm): the link's secret travels in a hidden field. */
export const confirmForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("confirm"),
    token: z.string().min(1, "confirm.errors.invalid").max(200, "confirm.errors.invalid"),
  }),
]);
