/** The CPD ledger's files: evidence for its member and admins; CSV and PDF exports. */
import type { RouterContextProvider } from "react-router";
import { evidenceFile } from "~/features/cpd/queries.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { exportFileName, ledgerCsv, ledgerPdf } from "./export.server";
import { ledgerOf } from "./ledger.server";
import { canSeeEvidence } from "./policy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** `attachment` with an ASCII name for old clients and the real one (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Headers of a private file: never cached, never sniffed, never run as a page. */
export function privateFileHeaders(contentType: string, fileName: string): Headers {
  return new Headers({
    "Content-Type": contentType,
    "Content-Disposition": attachment(fileName),
    "Cache-Control": "private, no-store",
    Vary: "Cookie",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Robots-Tag": "noindex",
  });
}

/**
 * GET /account/cpd/evidence/:id: the file to its member and to admins (renewal audits); the same
 * 404 to everyone else and for a file that does not exist, so ids reveal nothing.
 */
export async function evidenceResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<Response> {
  if (!id || !UUID.test(id)) return notFound();
  const user = await getUser(request, context);
  if (!user) return notFound();
  const file = await evidenceFile(getAppContext(context).db, id);
  if (!file || !canSeeEvidence(user, file)) return notFound();
  const headers = privateFileHeaders(file.contentType, file.fileName);
  headers.set("Content-Length", String(file.content.byteLength));
  headers.set("ETag", `"${file.sha256}"`);
  return new Response(new Uint8Array(file.content), { headers });
}

/** GET /account/cpd/export.csv and .pdf: the signed-in member's own ledger, in their language. */
export async function exportResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: "csv" | "pdf",
): Promise<Response> {
  const user = await requireUser(request, context);
  const ledger = { memberName: user.name, ...(await ledgerOf(context, user.id)) };
  if (format === "csv") {
    const csv = ledgerCsv(getRequestLanguage(context), ledger);
    return new Response(`\ufeff${csv}`, {
      headers: privateFileHeaders("text/csv; charset=utf-8", exportFileName("csv")),
    });
  }
  const pdf = await ledgerPdf(context, ledger);
  return new Response(new Uint8Array(pdf), { headers: privateFileHeaders("application/pdf", exportFileName("pdf")) });
}
