import { z } from "zod";
import type { VerificationStatus } from "~/features/registry/registry";

export type BulkStatus = VerificationStatus | "error";

/** One checked row: what was typed, and the registry's answer or the row's error (a verify key). */
export type BulkResult = {
  row: number;
  id: string;
  lastName: string;
  status: BulkStatus;
  error?: string;
  holderName?: string;
  level?: string;
  issuedOn?: string;
  expiresOn?: string;
  /** ISO dates, for the CSV download. */
  issuedIso?: string;
  expiresIso?: string;
};

export const bulkStatuses = ["valid", "expired", "suspended", "revoked", "notFound", "error"] as const;

export function summarise(results: readonly Pick<BulkResult, "status">[]): Record<BulkStatus, number> {
  const counts = Object.fromEntries(bulkStatuses.map((status) => [status, 0])) as Record<BulkStatus, number>;
  for (const result of results) counts[result.status] += 1;
  return counts;
}

/** Rows per batch: the page sends 250 at a time, and each started batch costs one rate-limit point. */
export const BULK_BATCH_ROWS = 250;

/** The one form of /partners/bulk-verify: a file or pasted rows ("check"), read apart from the schema. */
export const bulkVerifyForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("check"), rows: z.string().optional() }),
]);

const bulkErrors = [
  "empty",
  "tooLarge",
  "tooManyRows",
  "unreadable",
  "unreadableNoLine",
  "rateLimited",
  "failed",
] as const;

/** The bulkVerify translation key of an error code (of the action or of the page's API), "errors.failed" if unknown. */
export function bulkErrorKey(code: string | undefined): string {
  return `errors.${(bulkErrors as readonly string[]).includes(code ?? "") ? code : "failed"}`;
}
