/**
 * The sitting pages' loaders and actions, below the routes (which stay thin): each asks the policy, calls one
 * database step, and turns its outcome into a page, a redirect with a flash, or a refusal that keeps what was typed.
 */
import { data, type RouterContextProvider } from "react-router";
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { ensure, type Viewer } from "~/features/auth";
import { fileHeaders } from "~/features/credentials/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { formObject, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { formatDateFor, dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, languages, type LanguageCode } from "~/lib/i18n/languages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { levelTexts, levelTextsIn } from "~/lib/levels/level-texts.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume, refund } from "~/lib/server/rate-limit.server";
import { isUuid } from "~/lib/util/uuid";
import { getNamespace } from "~/locales/index.server";
import { saveResponse, startAttempt, submitAttempt } from "./attempts.server";
import { reportView, sitView } from "./delivery.server";
import { sittingForms, type InvigilationForm, type SittingForm } from "./forms";
import { invigilate, invigilationSession, myInvigilationSessions } from "./invigilation.server";
import { canInvigilate } from "./policy";
import { reportPdf } from "./report-pdf.server";

type Context = Readonly<RouterContextProvider>;
type User = NonNullable<Viewer> & { name?: string };

function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

function idOr404(id: string | undefined): string {
  if (!isUuid(id)) notFound();
  return id;
}

/** A time in a zone, in the request's language ("1 Jun 2026, 09:00"). */
function timeIn(language: LanguageCode, zone: string) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  return (value: Date) => format.format(value);
}

const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;

// --- Invigilation ------------------------------------------------------------------------------------------------

export async function invigilationListPage(context: Context, me: Viewer) {
  ensure(canInvigilate(me));
  const app = getAppContext(context);
  const language = getRequestLanguage(context);
  const sessions = await myInvigilationSessions(app.db, me, app.clock.now());
  return {
    messages: pageMessages(context, "examSitting"),
    levels: levelTexts(context),
    sessions: sessions.map((session) => ({
      ...session,
      when: `${timeIn(language, session.timeZone)(session.startsAt)} (${session.timeZone})`,
    })),
  };
}

export async function invigilationSessionPage(context: Context, me: Viewer, sessionId: string | undefined) {
  ensure(canInvigilate(me));
  const app = getAppContext(context);
  const view = await invigilationSession(app, me, idOr404(sessionId));
  if (!view) notFound();
  const language = getRequestLanguage(context);
  const time = timeIn(language, view.session.timeZone);
  return {
    messages: pageMessages(context, "examSitting"),
    levels: levelTexts(context),
    session: {
      id: view.session.id,
      level: view.session.level,
      delivery: view.session.delivery,
      venue: view.session.venue,
      when: `${time(view.session.startsAt)} (${view.session.timeZone})`,
    },
    candidates: view.candidates.map((candidate) => ({
      ...candidate,
      language: languageName(candidate.language),
      admissionExpiresAt: candidate.admissionExpiresAt ? time(candidate.admissionExpiresAt) : null,
    })),
  };
}

/** One invigilation step; an admission answers the page with the code (shown once), others redirect with a flash. */
export async function invigilationAction(
  request: Request,
  context: Context,
  me: Viewer,
  sessionId: string | undefined,
  form: FormData,
  input: InvigilationForm,
) {
  ensure(canInvigilate(me));
  const app = getAppContext(context);
  const id = idOr404(sessionId);
  const outcome = await invigilate(app, me, id, input);
  if (!outcome.ok) {
    if (outcome.error === "notFound") notFound();
    return refuseForm(form, `errors.${outcome.error}`, { status: 409 });
  }
  if (outcome.code) {
    return data({
      intent: input.intent,
      admitted: {
        attemptId: input.attemptId,
        name: outcome.code.name,
        // Grouped in fours, as read aloud; the form ignores the dash.
        code: `${outcome.code.value.slice(0, 4)}-${outcome.code.value.slice(4)}`,
        until: timeIn(getRequestLanguage(context), outcome.code.timeZone)(outcome.code.expiresAt),
      },
    });
  }
  const url = new URL(request.url);
  throw redirectWithFlash(context, `${url.pathname}#candidate-${input.attemptId}`, {
    ns: "examSitting",
    key: `done.${input.intent}`,
    form: "step",
  });
}

// --- The candidate's sitting -------------------------------------------------------------------------------------

export async function sitPage(request: Request, context: Context, user: User, attemptId: string | undefined) {
  const app = getAppContext(context);
  const url = new URL(request.url);
  const position = Number(url.searchParams.get("item") ?? "1");
  const review = url.searchParams.get("review") === "1";
  const view = await sitView(app, user.id, idOr404(attemptId), { position, review });
  if (!view) notFound();
  const language = getRequestLanguage(context);
  return {
    messages: pageMessages(context, "examSitting"),
    levels: levelTexts(context),
    ...view,
    session: {
      ...view.session,
      when: `${timeIn(language, view.session.timeZone)(view.session.startsAt)} (${view.session.timeZone})`,
    },
  };
}

function sitPath(attemptId: string, query = "") {
  return `/account/exams/${attemptId}/sit${query}`;
}

/** Where a save's `go` leads: the same item, its neighbours, a number of the grid, the review. */
function target(go: string, position: number): string {
  if (go === "review") return "?review=1";
  if (go === "prev") return `?item=${Math.max(1, position - 1)}`;
  if (go === "next") return `?item=${position + 1}`;
  if (/^\d+$/.test(go)) return `?item=${Number(go)}`;
  return `?item=${position}`;
}

export async function sitAction(
  context: Context,
  user: User,
  attemptIdParam: string | undefined,
  form: FormData,
  input: SittingForm,
) {
  const app = getAppContext(context);
  const attemptId = idOr404(attemptIdParam);
  if (input.intent === "code") {
    // A try is spent before the code is compared, so parallel guesses cannot all be checked; the right one is
    // given back.
    const key = `${user.id}:${attemptId}`;
    const wait = await consume(app.rateLimits.examAdmission, key);
    if (wait > 0)
      return refuseForm(form, "errors.rateLimited", {
        status: 429,
        headers: { "Retry-After": String(wait) },
        values: { seconds: wait },
      });
    const outcome = await startAttempt(app, { userId: user.id, attemptId, code: input.code });
    if (!outcome.ok) {
      if (outcome.error === "notFound") notFound();
      if (outcome.error === "wrongCode" || outcome.error === "expired")
        return refuseFields(form, { code: `errors.${outcome.error}` });
      return refuseForm(form, `errors.${outcome.error}`, { status: 409 });
    }
    await refund(app.rateLimits.examAdmission, key);
    throw new Response(null, { status: 303, headers: { Location: sitPath(attemptId, "?item=1") } });
  }
  if (input.intent === "save") {
    const outcome = await saveResponse(app, {
      userId: user.id,
      attemptId,
      itemId: input.itemId,
      choice: input.choice,
      flagged: input.flagged,
      revision: input.revision,
    });
    if (!outcome.ok && outcome.error === "notFound") notFound();
    // A form posted without scripts goes where its button asked (the script's saves use saveAnswerJson).
    if (!outcome.ok && outcome.error !== "stale")
      throw redirectWithFlash(context, sitPath(attemptId), {
        type: "error",
        ns: "examSitting",
        key: `errors.${outcome.error}`,
        form: "sit",
      });
    throw new Response(null, {
      status: 303,
      headers: { Location: sitPath(attemptId, target(input.go, input.position)) },
    });
  }
  const outcome = await submitAttempt(app, { userId: user.id, attemptId });
  if (!outcome.ok && outcome.error === "notFound") notFound();
  // Submitted now, or before (a second tab, a retried post): either way the report is where the candidate goes.
  throw new Response(null, { status: 303, headers: { Location: `/account/exams/${attemptId}/report` } });
}

/**
 * The page script's save of one answer: JSON in, JSON out (never a redirect or an error page, so a lost
 * connection or a refusal is a message on the question, and the candidate carries on).
 */
export async function saveAnswerJson(context: Context, user: User, attemptIdParam: string | undefined, form: FormData) {
  const attemptId = idOr404(attemptIdParam);
  const parsed = sittingForms.safeParse(formObject(form));
  if (!parsed.success || parsed.data.intent !== "save")
    return Response.json({ refused: { error: "invalid" } }, { status: 400 });
  const input = parsed.data;
  const outcome = await saveResponse(getAppContext(context), {
    userId: user.id,
    attemptId,
    itemId: input.itemId,
    choice: input.choice,
    flagged: input.flagged,
    revision: input.revision,
  });
  if (!outcome.ok && outcome.error === "notFound")
    return Response.json({ refused: { error: "notFound" } }, { status: 404 });
  return Response.json(
    outcome.ok
      ? { saved: { itemId: input.itemId, revision: outcome.revision } }
      : { refused: { itemId: input.itemId, error: outcome.error, revision: outcome.revision ?? null } },
    { status: outcome.ok || outcome.error === "stale" ? 200 : 409, headers: { "Cache-Control": "no-store" } },
  );
}

// --- The score report --------------------------------------------------------------------------------------------

export async function reportPage(context: Context, user: User, attemptId: string | undefined) {
  const app = getAppContext(context);
  const view = await reportView(app, user.id, idOr404(attemptId));
  if (!view) notFound();
  const formatDay = formatDateFor(context);
  return {
    messages: pageMessages(context, "examSitting"),
    levels: levelTexts(context),
    ...view,
    endedOn: view.attempt.endedAt ? formatDay(view.attempt.endedAt) : "",
  };
}

/** The report as a PDF, in the request's language; only a released result has one (else 404). */
export async function reportPdfResponse(context: Context, user: User, attemptId: string | undefined) {
  const app = getAppContext(context);
  const view = await reportView(app, user.id, idOr404(attemptId));
  if (!view?.result) notFound();
  const requested = getRequestLanguage(context);
  const language: LanguageCode = isLanguageCode(requested) ? requested : "en";
  const words = dateWordsOf(language);
  const day = (value: Date) => formatDate(value.toISOString().slice(0, 10), words);
  const [candidate] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  const pdf = await reportPdf({
    report: { ...view, result: view.result },
    candidateName: candidate?.name ?? "",
    levelName: levelTextsIn(language)[view.attempt.level].certification,
    endedOn: view.attempt.endedAt ? day(view.attempt.endedAt) : "",
    issuedOn: day(app.clock.now()),
    domainNames: getNamespace(language, "common").skills,
    language,
    texts: getNamespace(language, "examSitting"),
  });
  return new Response(new Uint8Array(pdf), {
    headers: fileHeaders("application/pdf", `score-report-${view.attempt.level}-${view.attempt.number}.pdf`),
  });
}
