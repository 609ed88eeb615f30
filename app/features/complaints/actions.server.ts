import { redirect, type RouterContextProvider } from "react-router";
import { ensure, type Viewer } from "~/features/auth";
import { getUser } from "~/features/auth/index.server";
import { findCredential } from "~/features/registry/index.server";
import { impartialityProblem } from "~/features/staff/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";
import { parseForm, refuse, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { samePage } from "~/lib/http/paths";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { complaintSchema, type ComplaintStaffForm } from "./complaints";
import { canHandleComplaints, type ComplaintParties } from "./policy";
import { addComplaintNote, closeComplaint, fileComplaint, findComplaint } from "./queries.server";

type Context = Readonly<RouterContextProvider>;

/** Where the public form goes once a complaint is stored: the page with its reference. */
export const receivedPath = (reference: string) => `/complaints?received=${encodeURIComponent(reference)}`;

/**
 * The public form's post (/complaints): a resend of a stored complaint goes to its receipt; then the
 * rate limit (per client, shared by every instance), the honeypot, the schema, the registry check of
 * a named credential; stored once per form with its receipt mail.
 */
export async function submitComplaint(request: Request, context: Context) {
  const { db, rateLimits, clientIp, mailer, config } = getAppContext(context);
  const form = await request.formData();
  await redirectIfStored(db, form, "complaint");
  if ((await consume(rateLimits.complaints, clientIp)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429, headers: { "Retry-After": "3600" } });
  }
  // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
  if (String(form.get("website") ?? "") !== "") throw redirect("/complaints?received=");
  const parsed = parseForm(form, complaintSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  const input = parsed.value;
  let holderUserId: string | null = null;
  if (input.credentialId) {
    const credential = await findCredential(db, input.credentialId);
    if (!credential) return refuseFields(form, { credentialId: "errors.credentialUnknown" });
    holderUserId = credential.userId;
  }
  const user = await getUser(request, context);
  const { result } = await storeOnce(db, form, "complaint", async (tx) => {
    const filed = await fileComplaint(
      { db: tx, mailer, siteUrl: config.siteUrl },
      { ...input, language: getRequestLanguage(context), submittedBy: user?.id ?? null, holderUserId },
    );
    return receivedPath(filed.reference);
  });
  throw redirect(result);
}

/** The complaint a staff action is about, once the viewer holds the duty and may handle it impartially. */
export async function complaintForStaff(context: Context, me: NonNullable<Viewer>, id: string | undefined) {
  ensure(canHandleComplaints(me));
  const { db } = getAppContext(context);
  const complaint = id && /^[0-9a-f-]{36}$/.test(id) ? await findComplaint(db, id) : null;
  if (!complaint) throw new Response(null, { status: 404 });
  return { complaint, problem: await complaintImpartiality(context, me.id, complaint) };
}

/** The impartiality door (decision 040) for both people a complaint concerns. */
export async function complaintImpartiality(context: Context, staffId: string, complaint: ComplaintParties) {
  const { db } = getAppContext(context);
  for (const party of [complaint.holderUserId, complaint.submittedBy]) {
    if (!party) continue;
    const problem = await impartialityProblem(db, { staffId, subjectUserId: party });
    if (problem) return problem;
  }
  return null;
}

/** /staff/complaints/:id "note" and "close". */
export async function complaintStaffAction(
  request: Request,
  context: Context,
  me: NonNullable<Viewer>,
  id: string | undefined,
  form: FormData,
  input: ComplaintStaffForm,
) {
  const { complaint, problem } = await complaintForStaff(context, me, id);
  ensure(problem === null);
  const { db, mailer, config } = getAppContext(context);
  if (input.intent === "note") {
    if (!(await addComplaintNote(db, { complaintId: complaint.id, staffId: me.id, text: input.text }))) {
      return refuseForm(form, "errors.alreadyClosed", { status: 409 });
    }
    throw redirectWithFlash(context, samePage(request), { ns: "complaints", key: "done.noted", form: "note" });
  }
  const closed = await closeComplaint(
    { db, mailer, siteUrl: config.siteUrl },
    { complaintId: complaint.id, staffId: me.id, outcome: input.outcome, reason: input.reason },
  );
  if (!closed) return refuseForm(form, "errors.alreadyClosed", { status: 409 });
  throw redirectWithFlash(context, samePage(request), { ns: "complaints", key: "done.closed", form: "close" });
}
