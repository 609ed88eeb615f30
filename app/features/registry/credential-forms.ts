import { z } from "zod";
import {
  checkValidity,
  credentialFields,
  credentialIdInput,
  statusChangeSchema,
  verificationStatuses,
  type VerificationStatus,
} from "./registry";

export type FilterStatus = Exclude<VerificationStatus, "notFound">;

/** The statuses /admin/credentials can be filtered by (and counts): every status a stored credential can show. */
export const filterStatuses = verificationStatuses.filter((s) => s !== "notFound") as FilterStatus[];

/** A checkbox group as `formObject` gives it: absent (none ticked), one string, or several. */
const checkboxes = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The forms of /admin/credentials (docs/guides/forms.md): issuing a credential, and changing the
 * status of one (a form on each row, its credential in `id`). Messages: credentialsAdmin keys.
 */
export const credentialForms = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("issue"),
      ...credentialFields.shape,
      domains: z.preprocess(checkboxes, credentialFields.shape.domains),
    })
    .superRefine(checkValidity),
  z.object({ intent: z.literal("status"), ...statusChangeSchema.shape }),
  // The account holding a credential, linked by its address (a claim the member could not make).
  z.object({
    intent: z.literal("link"),
    id: credentialIdInput,
    account: z
      .string()
      .trim()
      .max(254, "errors.linkEmail")
      .refine((value) => z.email().safeParse(value).success, "errors.linkEmail"),
  }),
  z.object({ intent: z.literal("unlink"), id: credentialIdInput }),
]);
export type CredentialForm = z.infer<typeof credentialForms>;
export type IssueForm = Extract<CredentialForm, { intent: "issue" }>;
export type StatusForm = Extract<CredentialForm, { intent: "status" }>;
export type LinkForm = Extract<CredentialForm, { intent: "link" }>;
export type UnlinkForm = Extract<CredentialForm, { intent: "unlink" }>;

/** The field errors of a refused issue form, each domain's error told as the group's. */
export function groupDomainErrors(errors: Record<string, string>): Record<string, string> {
  const grouped = { ...errors };
  for (const key of Object.keys(errors)) if (key.startsWith("domains.")) grouped.domains ??= errors[key]!;
  return grouped;
}

/**
 * The two steps of /admin/credentials/import: "preview" (its file is read apart: `formObject`
 * leaves files out) and "confirm", which carries the previewed rows back as JSON.
 */
export const importForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("confirm"), rows: z.string().default("") }),
]);
