import { z } from "zod";
import type { Route } from "./+types/partners.bulk-verify.results[.]csv";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { canVerifyInBulk, bulkResultsPost } from "~/features/registry";
import { checkBulkRows, bulkRowSchema, CSV_MAX_ROWS } from "~/features/registry/index.server";
import { csvResponse, toCsv } from "~/lib/util/csv.server";
import { readLimitedFormData } from "~/lib/forms/limited-body.server";
import { consume } from "~/lib/server/rate-limit.server";
import { getNamespace } from "~/locales/index.server";

const rowsSchema = z.array(bulkRowSchema).min(1).max(CSV_MAX_ROWS);

/**
 * The results of a bulk check as CSV: the page posts the rows it checked (what was typed, with
 * line numbers); they are checked again against the live registry, so nothing needs storing.
 * Every cell is neutralised against formula injection (app/lib/util/csv.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  ensure(canVerifyInBulk(user));
  const { rateLimits } = getAppContext(context);
  const text = getNamespace(getRequestLanguage(context), "bulkVerify");
  const rateLimited = (wait: number) =>
    new Response(text.errors.rateLimited.replace("{{minutes}}", String(Math.ceil(wait / 60))), {
      status: 429,
      headers: { "Retry-After": String(wait), "Content-Type": "text/plain; charset=utf-8" },
    });
  const wait = await consume(rateLimits.bulkVerify, user.id);
  if (wait > 0) return rateLimited(wait);
  const form = await readLimitedFormData(request, bulkResultsPost.readBytes);
  let rows: unknown = null;
  try {
    rows = JSON.parse(String(form?.get("rows") ?? ""));
  } catch {
    rows = null;
  }
  const parsed = rowsSchema.safeParse(rows);
  if (!parsed.success) {
    return new Response(text.errors.failed, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const check = await checkBulkRows(context, parsed.data, user.id);
  if ("wait" in check) return rateLimited(check.wait);
  const results = check.results;
  const errors = text.errors as Record<string, string>;
  const csv = toCsv(Object.values(text.csv), [
    ...results.map((result) => [
      result.row,
      result.id,
      result.lastName,
      result.status === "notFound" ? "not_found" : result.status,
      result.holderName ?? "",
      result.level ?? "",
      result.issuedIso ?? "",
      result.expiresIso ?? "",
      result.error ? (errors[result.error.replace("errors.", "")] ?? result.error) : "",
    ]),
  ]);
  return csvResponse(csv, `verification-results-${new Date().toISOString().slice(0, 10)}.csv`);
}
