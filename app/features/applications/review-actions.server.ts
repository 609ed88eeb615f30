/**
 * The actions of /staff/applications/:id (decision 044): each asks the policy (403 for a viewer without the duty),
 * then the move's server function, which asks states.ts and the impartiality door again inside its transaction.
 * A refusal keeps what was typed; success is a redirect with a flash.
 */
import type { RouterContextProvider } from "react-router";
import { ensure, type Viewer } from "~/features/auth";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { samePage } from "~/lib/http/paths";
import { getAppContext } from "~/lib/server/app-context.server";
import { canNoteApplications, canUseReviewQueue, reviewActorsOf } from "./policy";
import type { ReviewForm } from "./review-forms";
import { addReviewNote, moveActor, moveApplication } from "./review.server";

type Context = Readonly<RouterContextProvider>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A case id from the address, or 404 (ids of drafts and unknown ids look alike). */
export function caseId(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw new Response(null, { status: 404 });
  return id;
}

export async function reviewAction(
  request: Request,
  context: Context,
  me: NonNullable<Viewer>,
  id: string | undefined,
  form: FormData,
  input: ReviewForm,
) {
  ensure(canUseReviewQueue(me));
  const applicationId = caseId(id);
  const app = getAppContext(context);
  if (input.intent === "note") {
    ensure(canNoteApplications(me));
    if (!(await addReviewNote(app.db, { applicationId, staffId: me.id, text: input.text })))
      throw new Response(null, { status: 404 });
    throw redirectWithFlash(context, samePage(request), { ns: "review", key: "done.note", form: "note" });
  }
  const actors = reviewActorsOf(me);
  // The duty the move needs: refused as the loader would not have offered the form.
  ensure(actors.includes(moveActor[input.intent]));
  const outcome = await moveApplication(app, {
    applicationId,
    staffId: me.id,
    actors,
    move: input.intent,
    reason: "reason" in input ? input.reason : undefined,
    dueOn: "dueOn" in input ? input.dueOn : undefined,
  });
  if (outcome.ok)
    throw redirectWithFlash(context, samePage(request), {
      ns: "review",
      key: `done.${input.intent}`,
      form: input.intent,
    });
  switch (outcome.error) {
    case "notFound":
      throw new Response(null, { status: 404 });
    case "notAllowed":
      // An impartiality problem or a missing duty: the same 403 the policy gives.
      ensure(false);
      break;
    case "dueOn":
      return refuseFields(form, { dueOn: "errors.dueOn" });
    case "checklist":
      return refuseForm(form, "errors.checklist", { status: 409 });
    case "moved":
      return refuseForm(form, "errors.moved", { status: 409 });
  }
  return refuseForm(form, "errors.moved", { status: 409 });
}
