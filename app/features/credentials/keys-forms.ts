import { z } from "zod";

/**
 * The form of /admin/credentials/keys (docs/guides/forms.md): rotating the signing key, confirmed
 * by a checkbox (works without JavaScript). Messages: credentialCheck `adminKeys.*`.
 */
export const signingKeyForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rotate"),
    confirm: z.literal("yes", { error: "adminKeys.errors.confirm" }),
  }),
]);
