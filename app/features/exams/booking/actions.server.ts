/**
 * The intents of the exam pages, one function each (docs/guides/forms.md): they call the feature's writes and
 * answer with a redirect and its flash, or a refusal that keeps what was typed.
 */
import type { RouterContextProvider } from "react-router";
import type { Viewer } from "~/features/auth";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { getAppContext } from "~/lib/server/app-context.server";
import type { z } from "zod";
import { decideAccommodation, requestAccommodation } from "./accommodations.server";
import { bookSeat, cancelBooking, rescheduleBooking, type Refusal } from "./booking.server";
import type { accommodationForms, attemptForms, bookForms, sessionCreateForm, sessionPageForms } from "./forms";
import { assignStaff, cancelSession, closeSession, createSession, unassignStaff } from "./sessions.server";
import { lockAttempt } from "./queries.server";
import { sessionRule } from "../engine/sessions";

type Context = Readonly<RouterContextProvider>;
type Me = NonNullable<Viewer>;

const notFound = () => new Response("Not found", { status: 404 });
const flash = (context: Context, to: string, key: string, form?: string, values?: Record<string, string | number>) =>
  redirectWithFlash(context, to, { ns: "examBooking", key, ...(form ? { form } : {}), ...(values ? { values } : {}) });

/** A refusal of the engine or the database as the form's error. */
function refuseWith(form: FormData, refusal: Refusal) {
  // The change cut-off is the rule's number, never one written into a text.
  return refuseForm(form, `refusals.${refusal.reason}`, {
    status: 409,
    values: { hours: sessionRule.changesCloseHours },
  });
}

// ——— Candidate ———

export async function bookAction(
  context: Context,
  form: FormData,
  me: Me,
  applicationId: string,
  value: z.infer<typeof bookForms>,
) {
  const outcome = await bookSeat(getAppContext(context), form, { userId: me.id, applicationId, ...value });
  if (outcome.ok) throw flash(context, `/account/exams/${outcome.attemptId}`, "done.booked", "booking");
  if (outcome.reason === "notFound") throw notFound();
  if (outcome.reason === "language") return refuseFields(form, { language: "errors.language" });
  return refuseWith(form, outcome);
}

export async function attemptAction(
  context: Context,
  form: FormData,
  me: Me,
  attemptId: string,
  value: z.infer<typeof attemptForms>,
) {
  const deps = getAppContext(context);
  const here = `/account/exams/${attemptId}`;
  switch (value.intent) {
    case "reschedule": {
      const outcome = await rescheduleBooking(deps, { userId: me.id, attemptId, sessionId: value.sessionId });
      if (outcome.ok) throw flash(context, here, "done.rescheduled", "booking");
      if (outcome.reason === "notFound") throw notFound();
      return refuseWith(form, outcome);
    }
    case "cancel": {
      const outcome = await cancelBooking(deps, { userId: me.id, attemptId });
      if (outcome.ok) throw flash(context, "/account/exams", "done.cancelled");
      if (outcome.reason === "notFound") throw notFound();
      return refuseWith(form, outcome);
    }
    case "accommodation": {
      const attempt = await lockAttempt(deps.db, me.id, attemptId);
      if (!attempt) throw notFound();
      const outcome = await requestAccommodation(deps.db, {
        userId: me.id,
        applicationId: attempt.applicationId,
        request: value.request,
        extraTime: value.extraTime,
      });
      if (outcome === "decided") return refuseForm(form, "errors.accommodationDecided", { status: 409 });
      throw flash(context, here, `done.accommodation.${outcome}`, "accommodation");
    }
  }
}

// ——— Exam staff ———

export async function createSessionAction(
  context: Context,
  form: FormData,
  me: Me,
  value: z.infer<typeof sessionCreateForm>,
) {
  const id = await createSession(getAppContext(context), me, form, value);
  if (!id) throw new Response("Forbidden", { status: 403 });
  throw flash(context, `/staff/exam-sessions/${id}`, "done.created", "session");
}

export async function sessionStatusAction(
  context: Context,
  form: FormData,
  me: Me,
  sessionId: string,
  intent: "close" | "cancel",
  back: string,
) {
  const deps = getAppContext(context);
  if (intent === "close") {
    if (!(await closeSession(deps, me, sessionId))) return refuseForm(form, "errors.notOpen", { status: 409 });
    throw flash(context, back, "done.closed", "session");
  }
  const cancelled = await cancelSession(deps, me, sessionId);
  if (cancelled === null) return refuseForm(form, "errors.alreadyCancelled", { status: 409 });
  throw flash(context, back, "done.sessionCancelled", "session", { count: cancelled });
}

export async function sessionStaffAction(
  context: Context,
  form: FormData,
  me: Me,
  sessionId: string,
  value: Extract<z.infer<typeof sessionPageForms>, { intent: "assign" | "unassign" }>,
) {
  const deps = getAppContext(context);
  const here = `/staff/exam-sessions/${sessionId}`;
  if (value.intent === "unassign") {
    await unassignStaff(deps, me, { sessionId, userId: value.userId, role: value.role });
    throw flash(context, here, "done.unassigned", "staff");
  }
  const outcome = await assignStaff(deps, me, { sessionId, userId: value.userId, role: value.role });
  if (outcome === "notFound") throw notFound();
  if (outcome === "forbidden") throw new Response("Forbidden", { status: 403 });
  if (outcome === "noDuty") return refuseFields(form, { userId: "errors.noDuty" });
  throw flash(context, here, outcome === "assigned" ? "done.assigned" : "done.alreadyAssigned", "staff");
}

export async function accommodationDecisionAction(
  context: Context,
  form: FormData,
  me: Me,
  value: z.infer<typeof accommodationForms>,
) {
  const outcome = await decideAccommodation(getAppContext(context), me, {
    id: value.accommodationId,
    approve: value.intent === "approve",
    extraTimePercent: value.intent === "approve" ? value.extraTimePercent : 0,
    note: value.note,
  });
  if (outcome === "forbidden") throw new Response("Forbidden", { status: 403 });
  if (outcome === "stale") return refuseForm(form, "errors.accommodationDecided", { status: 409 });
  throw flash(context, "/staff/exam-sessions/accommodations", `done.${outcome}`, `decide:${value.accommodationId}`);
}
