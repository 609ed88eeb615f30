// The report of "Verify a credential file": shared by the page, the API and the server.
import { z } from "zod";

/** The checks, in the order they are shown. */
export const credentialChecks = ["schema", "issuer", "proof", "status", "dates"] as const;
export type CredentialCheckName = (typeof credentialChecks)[number];

/** Machine codes of each check's result (stable: the JSON API answers them). */
export const checkCodes = {
  schema: ["ok", "notJson", "noBakedCredential", "notCredential", "notOpenBadge", "tooLarge", "empty"],
  issuer: ["currentKey", "retiredKey", "otherIssuer", "unknownKey", "skipped"],
  proof: ["ok", "invalid", "skipped"],
  status: ["active", "revoked", "suspended", "unavailable", "skipped"],
  dates: ["current", "expired", "notYetValid", "skipped"],
} as const satisfies Record<CredentialCheckName, readonly string[]>;

export type CheckCode<C extends CredentialCheckName = CredentialCheckName> = (typeof checkCodes)[C][number];
export type CheckOutcome = "pass" | "fail" | "skipped";

export type CredentialCheckResult = {
  check: CredentialCheckName;
  outcome: CheckOutcome;
  code: string;
  /** Translation key of the `credentialCheck` namespace: `checks.<check>.<code>`. */
  key: string;
};

export const credentialVerdicts = [
  "valid",
  "revoked",
  "suspended",
  "expired",
  "notYetValid",
  "tampered",
  "otherIssuer",
  "statusUnavailable",
  "notCredential",
] as const;
export type CredentialVerdict = (typeof credentialVerdicts)[number];

/** What the report shows of a credential whose proof holds (nothing of a tampered one). */
export type CredentialSummary = {
  id: string | null;
  name: string | null;
  holderName: string | null;
  achievement: string | null;
  issuerName: string | null;
  validFrom: string | null;
  validUntil: string | null;
};

export type CredentialFileReport = {
  verdict: CredentialVerdict;
  /** Translation key: `verdicts.<verdict>`. */
  verdictKey: string;
  checks: CredentialCheckResult[];
  credential: CredentialSummary | null;
};

/** The largest credential file read (JSON or baked SVG). */
export const MAX_CREDENTIAL_FILE_BYTES = 256 * 1024;

/** The one form of "Verify a credential file" on /partners/verify; the file is read apart from the schema. */
export const credentialFileForms = z.discriminatedUnion("intent", [z.object({ intent: z.literal("checkFile") })]);
