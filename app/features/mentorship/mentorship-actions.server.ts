import { data, type RouterContextProvider } from "react-router";
import {
  endMentorship,
  getMentorship,
  mailContact,
  requestMentorship,
  respondToRequest,
  saveMenteeProfile,
  saveMentorProfile,
  setMentorActive,
  withdrawRequest,
} from "~/features/mentorship/queries.server";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { sendMentorshipMail } from "~/features/mentorship/mentorship-mail.server";
import { mayAnswer, mayAsk, mayEnd, mayOfferOrSeek, mayWithdraw } from "~/features/mentorship/mentorship-policy";
import type { MentorshipForm } from "~/features/mentorship/mentorship";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { notify, notifyDeps } from "~/features/notifications/index.server";
import { samePage } from "~/lib/http/paths";

// The intents of the mentorship page's action (app/routes/community.mentorship.tsx), one function
// each. Success redirects back with a flash for the form's place on the page; a refusal replies to
// the form. Who may post is app/features/mentorship/mentorship-policy.ts.

type Context = Readonly<RouterContextProvider>;
type Of<I extends MentorshipForm["intent"]> = Extract<MentorshipForm, { intent: I }>;

export const MENTORSHIP_PATH = "/community/mentorship";
/** Where a notification about a mentorship leads: the member's own mentorships on the page. */
export const MY_MENTORSHIPS_PATH = `${MENTORSHIP_PATH}#mine`;

function flash(context: Context, to: string, form: string, key: string, values?: Record<string, string>) {
  return redirectWithFlash(context, to, { ns: "mentorship", key, values, form });
}

function mailOptions(context: Context) {
  const app = getAppContext(context);
  return { db: app.db, mailer: app.mailer, siteUrl: app.config.siteUrl };
}

export async function saveOffer(context: Context, user: SessionUser, input: Of<"mentor">) {
  ensure(mayOfferOrSeek(user));
  const { intent: _, ...profile } = input;
  await saveMentorProfile(getAppContext(context).db, user.id, profile);
  throw flash(context, `${MENTORSHIP_PATH}#offer`, "mentor", "done.offerSaved");
}

export async function pauseOrResume(context: Context, user: SessionUser, intent: "pause" | "resume") {
  ensure(mayOfferOrSeek(user));
  await setMentorActive(getAppContext(context).db, user.id, intent === "resume");
  throw flash(context, `${MENTORSHIP_PATH}#offer`, intent, intent === "pause" ? "done.paused" : "done.resumed");
}

export async function saveSeek(context: Context, user: SessionUser, input: Of<"mentee">) {
  ensure(mayOfferOrSeek(user));
  const { intent: _, ...profile } = input;
  await saveMenteeProfile(getAppContext(context).db, user.id, profile);
  throw flash(context, `${MENTORSHIP_PATH}#matches`, "mentee", "done.seekSaved");
}

/** What a request answered, kept with its form token: a resend gets it again (decision 018). */
type RequestAnswer = { error: string | null; name: string };

const requestFormName = (mentorId: string) => `mentorship-request:${mentorId}`;

function answerRequestPost(request: Request, context: Context, form: FormData, answer: RequestAnswer) {
  if (answer.error) return refuseForm(form, answer.error, { status: 409 });
  throw flash(context, samePage(request), "request", "done.requested", { name: answer.name });
}

/** A request form posted again after it was stored: the first answer, nothing stored or mailed. */
export async function requestSentBefore(request: Request, context: Context, form: FormData) {
  const mentorId = form.get("mentorId");
  if (typeof mentorId !== "string") return null;
  const earlier = await answeredBefore<RequestAnswer>(getAppContext(context).db, form, requestFormName(mentorId));
  return earlier ? answerRequestPost(request, context, form, earlier) : null;
}

export async function sendRequest(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
  input: Of<"request">,
) {
  ensure(mayAsk(user, input.mentorId));
  const { db } = getAppContext(context);
  const mentor = await mailContact(db, input.mentorId);
  if (!mentor) throw data(null, { status: 404 });
  // The answer is stored with the request and the mentor's mail (the outbox sends it after the commit).
  const { result } = await storeOnce(db, form, requestFormName(input.mentorId), async (tx): Promise<RequestAnswer> => {
    const written = await requestMentorship(tx, {
      mentorId: input.mentorId,
      message: input.message,
      menteeId: user.id,
    });
    if (!written.ok) return { error: `errors.${written.error}`, name: mentor.name };
    // The mentor is told (mail per their settings); the request's message is quoted for them.
    await notify(
      tx,
      {
        userId: input.mentorId,
        type: "mentorship.request",
        data: { title: user.name, url: MY_MENTORSHIPS_PATH, actor: user.name, quote: input.message },
        actorId: user.id,
      },
      notifyDeps(getAppContext(context)),
    );
    return { error: null, name: mentor.name };
  });
  return answerRequestPost(request, context, form, result);
}

export async function answerRequest(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
  input: Of<"respond">,
) {
  const { db } = getAppContext(context);
  const row = await getMentorship(db, input.id);
  if (!row || row.status !== "pending") return refuseForm(form, "errors.notFound", { status: 409 });
  ensure(mayAnswer(user, row));
  const message = input.message;
  // The answer and its mails are stored together; each is in its recipient's language.
  const outcome = await db.transaction(async (tx) => {
    const result = await respondToRequest(tx, {
      id: input.id,
      mentorId: user.id,
      accept: input.decision === "accept",
      message,
    });
    if (!result.ok) return { result, mentee: undefined };
    const mentee = await mailContact(tx, result.menteeId);
    const inTx = { ...mailOptions(context), db: tx };
    // The mentee is told through their notifications (mail per their settings), the answer quoted.
    const told = {
      title: user.name,
      url: MY_MENTORSHIPS_PATH,
      actor: user.name,
      ...(message ? { quote: message } : {}),
    };
    const deps = notifyDeps(getAppContext(context));
    if (result.status === "active") {
      // Its replies reach the mentor (Reply-To: the mentor's confirmed address, the header only).
      await notify(
        tx,
        {
          userId: result.menteeId,
          type: "mentorship.accepted",
          data: told,
          actorId: user.id,
          replyToUserId: user.id,
        },
        deps,
      );
      // The mentor's confirmation stays a mail of its own: its replies reach the mentee.
      await sendMentorshipMail(inTx, {
        kind: "acceptedMentor",
        to: user.id,
        replyToUserId: result.menteeId,
        values: { name: mentee?.name ?? "", message },
        date: result.endsAt,
      });
    } else {
      await notify(tx, { userId: result.menteeId, type: "mentorship.declined", data: told, actorId: user.id }, deps);
    }
    return { result, mentee };
  });
  const { result, mentee } = outcome;
  if (!result.ok) return refuseForm(form, `errors.${result.error}`, { status: 409 });
  const key = result.status === "active" ? "done.accepted" : "done.declined";
  throw flash(context, samePage(request), "respond", key, { name: mentee?.name ?? "" });
}

export async function withdraw(request: Request, context: Context, user: SessionUser, form: FormData, id: string) {
  const { db } = getAppContext(context);
  const row = await getMentorship(db, id);
  if (!row || row.status !== "pending") return refuseForm(form, "errors.notFound", { status: 409 });
  ensure(mayWithdraw(user, row));
  const ok = await withdrawRequest(db, { id, menteeId: user.id });
  if (!ok) return refuseForm(form, "errors.notFound", { status: 409 });
  throw flash(context, samePage(request), "withdraw", "done.withdrawn");
}

export async function end(request: Request, context: Context, user: SessionUser, form: FormData, id: string) {
  const { db } = getAppContext(context);
  const row = await getMentorship(db, id);
  if (!row || row.status !== "active") return refuseForm(form, "errors.notFound", { status: 409 });
  ensure(mayEnd(user, row));
  const ended = await db.transaction(async (tx) => {
    const done = await endMentorship(tx, { id, userId: user.id });
    if (done) {
      await sendMentorshipMail(
        { ...mailOptions(context), db: tx },
        { kind: "ended", to: done.otherId, values: { name: user.name } },
      );
    }
    return done;
  });
  if (!ended) return refuseForm(form, "errors.notFound", { status: 409 });
  throw flash(context, samePage(request), "end", "done.ended");
}
