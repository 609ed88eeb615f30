// "Verify a credential file" on /partners/verify and POST /api/credentials/verify.
import { data, type RouterContextProvider } from "react-router";
import { formatDateFor } from "~/lib/format/date-words.server";
import { readLimitedFormData, readLimitedText } from "~/lib/forms/limited-body.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { MAX_CREDENTIAL_FILE_BYTES, type CredentialFileReport } from "./credential-check";
import { credentialFileUpload } from "./file-upload";
import { refusedFileReport, verifyCredentialDocument, verifyCredentialFile } from "./verify-file.server";

/** The page's answer: the report, with its dates written in the visitor's language. */
export type FileCheckData = {
  fileReport: CredentialFileReport;
  fileName: string;
  dates: { validFrom: string | null; validUntil: string | null };
};

/** The multipart post of the page's form, or null when it is larger than a credential file may be. */
export function readCredentialFileForm(request: Request): Promise<FormData | null> {
  return readLimitedFormData(request, credentialFileUpload.readBytes);
}

/** A form too large to read: answered as the form's error (nothing of it could be read). */
export function refuseTooLargeForm() {
  const form = new FormData();
  form.set("intent", "checkFile");
  return refuseForm(form, "errors.tooLarge", { status: 413 });
}

function formatted(context: Readonly<RouterContextProvider>, value: string | null): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatDateFor(context)(value);
}

/** The "checkFile" intent: rate limit, then the file's report as page data. */
export async function checkCredentialFile(context: Readonly<RouterContextProvider>, form: FormData) {
  const { rateLimits, clientIp } = getAppContext(context);
  const file = form.get("credential");
  if (!(file instanceof File) || file.size === 0) return refuseFields(form, { credential: "errors.fileRequired" });
  if (file.size > MAX_CREDENTIAL_FILE_BYTES)
    return refuseFields(form, { credential: "errors.tooLarge" }, { status: 413 });
  const wait = await consume(rateLimits.credentialFiles, clientIp);
  if (wait > 0) {
    return refuseForm(form, "errors.rateLimited", {
      status: 429,
      headers: { "Retry-After": String(wait) },
      values: { count: Math.ceil(wait / 60) },
    });
  }
  const report = await verifyCredentialFile(context, await file.text());
  return data<FileCheckData>({
    fileReport: report,
    fileName: file.name.slice(0, 200),
    dates: {
      validFrom: formatted(context, report.credential?.validFrom ?? null),
      validUntil: formatted(context, report.credential?.validUntil ?? null),
    },
  });
}

const API_HEADERS = { "Cache-Control": "no-store" } as const;

/** The API's JSON: stable machine codes only (the page shows the same in words). */
function apiJson(report: CredentialFileReport, status = 200): Response {
  return Response.json(
    {
      verdict: report.verdict,
      checks: report.checks.map(({ check, outcome, code }) => ({ check, outcome, code })),
      credential: report.credential,
    },
    { status, headers: API_HEADERS },
  );
}

function apiError(error: string, status: number, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...API_HEADERS, ...headers } });
}

/**
 * POST /api/credentials/verify: the credential as the JSON body (application/json or
 * application/ld+json), a baked SVG (image/svg+xml), or a multipart form with the file in
 * `credential`. Answers { verdict, checks: [{ check, outcome, code }], credential }.
 */
export async function verifyCredentialApi(request: Request, context: Readonly<RouterContextProvider>) {
  const { rateLimits, clientIp } = getAppContext(context);
  const wait = await consume(rateLimits.credentialFiles, clientIp);
  if (wait > 0) return apiError("rateLimited", 429, { "Retry-After": String(wait) });
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    const form = await readCredentialFileForm(request);
    if (!form) return apiError("tooLarge", 413);
    const file = form.get("credential") ?? form.get("file");
    if (!(file instanceof File) || file.size === 0) return apiError("fileRequired", 400);
    return apiJson(await verifyCredentialFile(context, await file.text()));
  }
  const text = await readLimitedText(request, MAX_CREDENTIAL_FILE_BYTES);
  if (text === null) return apiError("tooLarge", 413);
  if (type.includes("json")) {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      return apiJson(refusedFileReport("notJson"));
    }
    return apiJson(await verifyCredentialDocument(context, document));
  }
  // An SVG, or a body without a content type: read like an uploaded file.
  return apiJson(await verifyCredentialFile(context, text));
}
