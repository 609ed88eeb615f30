import type { RouterContextProvider } from "react-router";
import { verifyCredentials } from "~/db/registry.server";
import { getAppContext } from "~/lib/app-context.server";
import { formatDateFor } from "~/lib/date-words.server";
import type { BulkResult } from "~/lib/bulk-results";
import { validateBulkRow, type BulkRow } from "~/lib/registry-csv.server";

/**
 * Validates every row, then looks the valid ones up in batches (one query per 250 ids, awaiting
 * between batches, so a 5,000-row file never holds the server). Nothing is stored.
 */
export async function checkBulkRows(
  context: Readonly<RouterContextProvider>,
  rows: readonly BulkRow[],
): Promise<BulkResult[]> {
  const { db } = getAppContext(context);
  const formatDate = formatDateFor(context);
  const checked = rows.map((row) => ({ row, check: validateBulkRow(row) }));
  const lookups = checked.flatMap(({ check }) => (check.ok ? [{ id: check.id, lastName: check.lastName }] : []));
  const answers = await verifyCredentials(db, lookups);
  let next = 0;
  return checked.map(({ row, check }): BulkResult => {
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
}
