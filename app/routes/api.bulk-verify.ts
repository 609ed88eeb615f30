import { z } from "zod";
import type { Route } from "./+types/api.bulk-verify";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireApiRole } from "~/features/auth/index.server";
import { readBulkUpload, checkBulkRows, bulkRowSchema } from "~/features/registry/index.server";
import { BULK_BATCH_ROWS, partnerAreaRoles } from "~/features/registry";
import { readLimitedText } from "~/lib/forms/limited-body.server";
import { consume } from "~/lib/server/rate-limit.server";

/** Rows per batch request: the page sends 250 at a time and updates its progress bar. */
export const BATCH_MAX_ROWS = BULK_BATCH_ROWS;

const batchSchema = z.object({ rows: z.array(bulkRowSchema).min(1).max(BATCH_MAX_ROWS) });

/**
 * Bulk verification for the page's script (partners and admins):
 * - multipart (a file or pasted rows) → the rows read from it, or the reason it was refused;
 * - JSON `{ rows: [...] }` (≤ 250) → each row's result.
 * Nothing is stored between the requests.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiRole(request, context, partnerAreaRoles);
  const { rateLimits } = getAppContext(context);
  const rateLimited = (wait: number) =>
    Response.json(
      { error: "rateLimited", minutes: Math.ceil(wait / 60) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  const wait = await consume(rateLimits.bulkVerify, user.id);
  if (wait > 0) return rateLimited(wait);
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const upload = await readBulkUpload(request);
    if ("error" in upload) return Response.json(upload, { status: upload.error === "tooLarge" ? 413 : 400 });
    return Response.json({ rows: upload.rows });
  }
  const text = await readLimitedText(request, 256 * 1024);
  if (text === null) return Response.json({ error: "tooLarge" }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: "failed" }, { status: 400 });
  }
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: "failed" }, { status: 400 });
  const check = await checkBulkRows(context, parsed.data.rows, user.id);
  if ("wait" in check) return rateLimited(check.wait);
  return Response.json({ results: check.results });
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
