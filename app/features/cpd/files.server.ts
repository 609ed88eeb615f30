/** The CPD ledger's files: evidence for its member and admins; CSV and PDF exports. */
import type { RouterContextProvider } from "react-router";
import { evidenceFile } from "~/features/cpd/queries.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { exportFileName, ledgerCsv, ledgerPdf } from "./export.server";
import { ledgerOf } from "./ledger.server";
import { canSeeEvidence } from "./policy";
import { privateFileHeaders, privateFileResponse, privateNotFound as notFound } from "~/lib/http/private-file.server";
import { isUuid } from "~/lib/util/uuid";

/**
 * GET /account/cpd/evidence/:id: the file to its member and to admins (renewal audits); the same
 * 404 to everyone else and for a file that does not exist, so ids reveal nothing.
 */
export async function evidenceResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<Response> {
  if (!isUuid(id)) return notFound();
  const user = await getUser(request, context);
  if (!user) return notFound();
  const file = await evidenceFile(getAppContext(context).db, id);
  if (!file || !canSeeEvidence(user, file)) return notFound();
  return privateFileResponse(file);
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
