import { z } from "zod";

/** A credential id as a form sends it back (the id itself is checked against the registry). */
const credentialId = z.string().trim().min(1, "errors.cannotClaim").max(40, "errors.cannotClaim");

/**
 * The forms of "My credentials" (/account/credentials, docs/guides/forms.md): claiming a credential
 * issued to the account's verified address, and switching a held credential's public page on or off
 * (a form on each credential, its id in `id`). Messages: `credentials` keys.
 */
export const myCredentialForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("claim"), id: credentialId }),
  z.object({ intent: z.literal("publicPage"), id: credentialId, on: z.enum(["on", "off"]) }),
]);
export type MyCredentialForm = z.infer<typeof myCredentialForms>;
export type ClaimForm = Extract<MyCredentialForm, { intent: "claim" }>;
export type PublicPageForm = Extract<MyCredentialForm, { intent: "publicPage" }>;
