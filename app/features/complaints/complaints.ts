import { z } from "zod";
import { parseCredentialId } from "~/features/registry";

/**
 * Complaints (ISO/IEC 17024 9.9; docs/decisions/040): anyone may complain about a credential holder
 * or about the body itself. Shared by the browser and the server; messages are keys of the
 * complaints namespace.
 */
export const complaintAbouts = ["holder", "body"] as const;
export type ComplaintAbout = (typeof complaintAbouts)[number];

export const complaintStatuses = ["open", "closed"] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** How a complaint ended: the category the complainant is told (never staff's own words, decision 040). */
export const complaintOutcomes = ["upheld", "partlyUpheld", "notUpheld", "outsideScope"] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];

/** A short reference the complainant can quote ("CMP-5F3A9B21"): the start of the stored row's id. */
export function complaintReference(id: string): string {
  return `CMP-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional().default("");

/** The public form (/complaints). A complaint about a holder names them, by name or credential id. */
export const complaintSchema = z
  .object({
    intent: z.literal("complaint"),
    about: z.enum(complaintAbouts, { error: "errors.about" }),
    holderName: optionalText(160, "errors.holderNameLong"),
    credentialId: optionalText(40, "errors.credentialId").refine(
      (value) => value === "" || parseCredentialId(value).ok,
      "errors.credentialId",
    ),
    name: z.string().trim().min(2, "errors.name").max(120, "errors.nameLong"),
    email: z.string().trim().max(254, "errors.email").pipe(z.email("errors.email")),
    text: z.string().trim().min(20, "errors.textShort").max(5000, "errors.textLong"),
  })
  .superRefine((value, ctx) => {
    if (value.about === "holder" && value.holderName === "" && value.credentialId === "") {
      ctx.addIssue({ code: "custom", path: ["holderName"], message: "errors.holderRequired" });
    }
  })
  .transform((value) => ({
    ...value,
    // About the body: whatever was left in the holder fields is not part of it.
    holderName: value.about === "holder" ? value.holderName : "",
    credentialId:
      value.about === "holder" && value.credentialId !== ""
        ? (() => {
            const parsed = parseCredentialId(value.credentialId);
            return parsed.ok ? parsed.id : "";
          })()
        : "",
  }));
export type ComplaintInput = z.infer<typeof complaintSchema>;

/** /staff/complaints/:id: a note, and closing with an outcome and a reason (kept for the record). */
export const complaintStaffForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("note"),
    text: z.string().trim().min(2, "errors.noteShort").max(5000, "errors.noteLong"),
  }),
  z.object({
    intent: z.literal("close"),
    outcome: z.enum(complaintOutcomes, { error: "errors.outcome" }),
    reason: z.string().trim().min(10, "errors.reasonShort").max(5000, "errors.reasonLong"),
  }),
]);
export type ComplaintStaffForm = z.infer<typeof complaintStaffForms>;
