import type { z } from "zod";

/**
 * The first message for each field of a failed zod parse. Schemas use translation keys as
 * messages, so the page shows them in the visitor's language: `t(errors.email)`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Form values as plain strings (what was typed), to send back with errors. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").slice(0, 20_000)]));
}
