import type { RouterContextProvider } from "react-router";
import { verifyCredentials } from "~/features/registry/queries.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { consume } from "~/lib/server/rate-limit.server";
import { BULK_BATCH_ROWS, type BulkResult } from "~/features/registry/bulk-results";
import { validateBulkRow, type BulkRow } from "~/features/registry/registry-csv.server";

export type BulkCheck = { results: BulkResult[] } | { wait: number };

/**
 * Validates every row, then looks the valid ones up in batches (one query per 250 ids, awaiting
 * between batches, so a 5,000-row file never holds the server). Nothing is stored.
 *
 * The user pays for what is checked: the request has spent one point of `bulkVerify` (which covers
 * its first 250 rows), and every further started batch of 250 rows costs one more, so a whole file in
 * one request costs what the page's batches cost. Not enough points left: `{ wait }` (seconds).
 */
export async function checkBulkRows(
  context: Readonly<RouterContextProvider>,
  rows: readonly BulkRow[],
  userId: string,
): Promise<BulkCheck> {
  const { db, rateLimits } = getAppContext(context);
  const extraBatches = Math.ceil(rows.length / BULK_BATCH_ROWS) - 1;
  if (extraBatches > 0) {
    const wait = await consume(rateLimits.bulkVerify, userId, extraBatches);
    if (wait > 0) return { wait };
  }
  const formatDate = formatDateFor(context);
  const checked = rows.map((row) => ({ row, check: validateBulkRow(row) }));
  const lookups = checked.flatMap(({ check }) => (check.ok ? [{ id: check.id, lastName: check.lastName }] : []));
  const answers = await verifyCredentials(db, lookups);
  let next = 0;
  const results = checked.map(({ row, check }): BulkResult => {
    if (!check.ok) return { row: row.row, id: row.id, lastName: row.lastName, status: "error", error: check.error };
    const answer = answers[next++]!;
    const credential = answer.credential;
    return {
      row: row.row,
      id: check.id,
      lastName: row.lastName,
      status: answer.status,
      ...(credential
        ? {
            holderName: credential.holderName,
            level: credential.level,
            issuedOn: formatDate(credential.issuedOn),
            expiresOn: formatDate(credential.expiresOn),
            issuedIso: credential.issuedOn,
            expiresIso: credential.expiresOn,
          }
        : {}),
    };
  });
  return { results };
}
