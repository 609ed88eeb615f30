import { data, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/features/auth/index.server";
import { typedValues } from "~/lib/forms/submission.server";
import type { FormReply } from "~/lib/forms/submission";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { bulkErrorKey } from "./bulk-results";
import { bulkRowsOf } from "./bulk-input.server";
import { checkBulkRows } from "./bulk-verify.server";

type Context = Readonly<RouterContextProvider>;

/** A refused check: the reason as a bulkVerify key with its values, and the pasted rows kept. */
export function refuseCheck(
  code: string,
  init: { status: number; values?: Record<string, number>; headers?: HeadersInit; form?: FormData | null },
) {
  const reply: FormReply<"check"> = {
    intent: "check",
    fieldErrors: {},
    formError: bulkErrorKey(code),
    ...(init.values ? { formErrorValues: init.values } : {}),
    values: init.form ? typedValues(init.form) : {},
  };
  return data(reply, { status: init.status, headers: init.headers });
}

const rateLimited = (wait: number, form: FormData | null = null) =>
  refuseCheck("rateLimited", {
    status: 429,
    values: { minutes: Math.ceil(wait / 60) },
    headers: { "Retry-After": String(wait) },
    form,
  });

/** Counts one check against the account's bulk limit: a refusal when it is used up, else null. */
export async function bulkLimitReached(context: Context, user: SessionUser) {
  const wait = await consume(getAppContext(context).rateLimits.bulkVerify, user.id);
  return wait > 0 ? rateLimited(wait) : null;
}

/**
 * "check" without JavaScript: the whole file in one request (in batches on the server). The results
 * are page data, the point of the form.
 */
export async function checkInOneRequest(context: Context, user: SessionUser, form: FormData) {
  const upload = await bulkRowsOf(form);
  if ("error" in upload) {
    return refuseCheck(upload.error, { status: 400, values: upload.line ? { line: upload.line } : undefined, form });
  }
  const check = await checkBulkRows(context, upload.rows, user.id);
  if ("wait" in check) return rateLimited(check.wait, form);
  return { checked: { rows: upload.rows, results: check.results } };
}
