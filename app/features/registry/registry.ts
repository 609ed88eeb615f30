import { isoToday } from "~/lib/format/dates";
import { uploadLimit } from "~/lib/uploads/limits";
import { z } from "zod";
import { frameworkDomains, frameworkLevels, type FrameworkDomain } from "~/content/framework";
import { validityFrom } from "~/content/cpd-rule";
import { parseCredentialId } from "~/features/registry/credential-id";

/** What staff set on a credential. */
export const credentialStatuses = ["active", "expired", "suspended", "revoked"] as const;
export type CredentialStatus = (typeof credentialStatuses)[number];

/**
 * Statuses no change leaves: revocation is final, as the Bitstring Status List states (a holder who is
 * reinstated gets a new credential). The server refuses the change; the admin form does not offer it.
 */
export const finalCredentialStatuses = ["revoked"] as const satisfies readonly CredentialStatus[];

export function isFinalStatus(status: CredentialStatus): boolean {
  return (finalCredentialStatuses as readonly CredentialStatus[]).includes(status);
}

/** What verification answers: an active credential past its expiry date reads as expired. */
export const verificationStatuses = ["valid", "expired", "suspended", "revoked", "notFound"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const credentialLevels = frameworkLevels;
export type CredentialLevel = (typeof credentialLevels)[number];
export const credentialDomains = frameworkDomains;

export const applicationStatuses = ["new", "inReview", "approved", "declined"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Suspended and revoked win; an active credential whose expiry date has passed is expired — unless a
 * renewal sent by its expiry date is under review: then it reads valid until `renewalGraceUntil`
 * (the end of the grace period, docs/decisions/033). A lapsed credential is status expired.
 */
export function effectiveStatus(
  credential: { status: CredentialStatus; expiresOn: string; renewalGraceUntil?: string | null },
  today: string = isoToday(),
): Exclude<VerificationStatus, "notFound"> {
  if (credential.status === "suspended" || credential.status === "revoked") return credential.status;
  if (credential.status === "expired") return "expired";
  if (credential.expiresOn < today && !(credential.renewalGraceUntil && credential.renewalGraceUntil >= today)) {
    return "expired";
  }
  return "valid";
}

const letterMap: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  þ: "th",
  ð: "d",
  đ: "d",
  ł: "l",
  ı: "i",
};

/**
 * A surname as compared by verification: case, accents, spaces, hyphens and apostrophes do not
 * matter ("Þórsdóttir" = "thorsdottir", "O’Brien" = "obrien", "Yılmaz" = "YILMAZ").
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøþðđłı]/g, (ch) => letterMap[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export function sameSurname(stored: string, typed: string): boolean {
  const key = nameKey(typed);
  return key !== "" && key === nameKey(stored);
}

/** The last-name field of a lookup: translation keys of the verify namespace. */
export const lastNameInput = z.string().trim().min(1, "errors.nameRequired").max(120, "errors.nameLong");

/** A credential id as typed: normalised, or an error key naming what is wrong. */
export const credentialIdInput = z
  .string()
  .max(60, "errors.idFormat")
  .transform((value, ctx) => {
    const parsed = parseCredentialId(value);
    if (parsed.ok) return parsed.id;
    ctx.addIssue({
      code: "custom",
      message:
        parsed.reason === "empty"
          ? "errors.idRequired"
          : parsed.reason === "check"
            ? "errors.idCheck"
            : "errors.idFormat",
    });
    return z.NEVER;
  });

export const lookupSchema = z.object({ id: credentialIdInput, name: lastNameInput });

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "errors.date")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "errors.date",
  );

const personName = (required: string, long: string) => z.string().trim().min(1, required).max(120, long);

/**
 * The validity of a new credential: an empty expiry date is the rule's (validityFrom, stored so by
 * app/features/registry/queries.server.ts); another date needs a stated reason, and must come after the issue date.
 * One check for the admin form and each CSV row (its `ctx` is the object being refined).
 */
export function checkValidity(
  value: { issuedOn: string; expiresOn: string; validityReason: string },
  ctx: z.RefinementCtx,
): void {
  if (value.expiresOn === "") return;
  if (value.expiresOn <= value.issuedOn) {
    ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "errors.expiryBeforeIssue" });
  } else if (value.expiresOn !== validityFrom(value.issuedOn).expiresOn && value.validityReason === "") {
    ctx.addIssue({ code: "custom", path: ["validityReason"], message: "errors.validityReason" });
  }
}

/** The fields of one new credential (the admin form, and each row of a CSV import). Messages: credentialsAdmin keys. */
export const credentialFields = z.object({
  givenNames: personName("errors.givenNames", "errors.tooLong"),
  lastName: personName("errors.lastName", "errors.tooLong"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "errors.email")
    .refine((value) => value === "" || z.email().safeParse(value).success, "errors.email")
    .optional()
    .default(""),
  level: z.enum(credentialLevels, { error: "errors.level" }),
  domains: z
    .array(z.enum(credentialDomains, { error: "errors.domains" }))
    .min(1, "errors.domains")
    .max(8),
  issuedOn: isoDate,
  /** Empty: the rule's validity from the issue date. */
  expiresOn: z
    .string()
    .trim()
    .refine((value) => value === "" || isoDate.safeParse(value).success, "errors.date")
    .optional()
    .default(""),
  validityReason: z.string().trim().max(500, "errors.validityReasonLong").optional().default(""),
});

export const credentialInputSchema = credentialFields.superRefine(checkValidity);

export type CredentialInput = z.infer<typeof credentialInputSchema>;

export const statusChangeSchema = z.object({
  id: credentialIdInput,
  status: z.enum(credentialStatuses, { error: "errors.status" }),
  reason: z.string().trim().min(3, "errors.reason").max(500, "errors.reasonLong"),
  changedOn: isoDate,
});

/** Domains as written in a CSV cell: keys separated by `;`, `|` or spaces ("riskAssessment; drillingOperations"). */
export function parseDomainList(cell: string): string[] {
  return cell
    .split(/[;|,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function isDomain(value: string): value is FrameworkDomain {
  return (credentialDomains as readonly string[]).includes(value);
}

/** Limits of one bulk verification or import, enforced on the server. */
export const CSV_MAX_ROWS = 5000;
export const CSV_MAX_BYTES = 1024 * 1024;

/** Bulk verification's upload: a CSV file, or the same rows pasted. */
export const bulkVerifyUpload = uploadLimit(CSV_MAX_BYTES);
/** The credentials import: the CSV file, and on confirming the previewed rows carried again as JSON. */
export const credentialImportUpload = uploadLimit(CSV_MAX_BYTES, 2 * CSV_MAX_BYTES);
/**
 * The rows of a bulk check posted back for the results CSV (a form field of JSON, URL-encoded): the
 * CSV's cells once more, up to three bytes each when encoded (non-Latin names), and each row's framing.
 */
export const bulkResultsPost = uploadLimit(3 * CSV_MAX_BYTES + CSV_MAX_ROWS * 128, 0);

export const BULK_TEMPLATE_HEADER = ["credential_id", "last_name"] as const;
export const IMPORT_TEMPLATE_HEADER = [
  "given_names",
  "last_name",
  "email",
  "level",
  "domains",
  "issued_on",
  "expires_on",
  "validity_reason",
] as const;
