/**
 * What the exam results pages load and do (docs/decisions/050): each function asks the policy (403 for a viewer
 * without the duty), then the results' server function, which asks it again inside its transaction. A refusal
 * keeps what was typed; success is a redirect with a flash.
 */
import type { RouterContextProvider } from "react-router";
import { ensure, type Viewer } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { samePage } from "~/lib/http/paths";
import { languageNameOf } from "~/lib/i18n/languages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";
import { examDecisions, resultFilterSchema, type ResultForm } from "./forms";
import { canSeeExamResults } from "./policy";
import { maxTotal as panelMaxTotal } from "../panel/rubric";
import { changeResult, decideResult, listResults, resultDetail } from "./results.server";

type Context = Readonly<RouterContextProvider>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function attemptIdOf(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw new Response(null, { status: 404 });
  return id;
}

const decisionIn = (detail: Record<string, unknown> | null) =>
  examDecisions.find((decision) => decision === detail?.decision) ?? null;

/** /staff/exam-results: the filtered list. */
export async function examResultsPage(request: Request, context: Context, me: Viewer) {
  ensure(canSeeExamResults(me));
  const { db } = getAppContext(context);
  const filters = resultFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = (await listResults(db, me, filters))!;
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  return {
    messages: pageMessages(context, "examResults"),
    levelNames: Object.fromEntries(Object.entries(levels).map(([key, level]) => [key, level.certification])),
    filters: { level: filters.level ?? "", status: filters.status ?? "" },
    page: list.page,
    pages: list.pageCount,
    total: list.total,
    totalText: formatInteger(list.total, getRequestLanguage(context)),
    rows: list.rows.map((row) => ({
      id: row.id,
      candidateName: row.candidateName,
      level: row.level,
      language: languageNameOf(row.language),
      sat: row.endedAt ? formatDate(row.endedAt) : "",
      scaledScore: row.scaledScore,
      passed: row.passed,
      resultStatus: row.resultStatus,
      decision: row.decision,
    })),
  };
}

/** /staff/exam-results/:attemptId: the result, its domains and history, and the forms the viewer may use. */
export async function examResultPage(context: Context, me: Viewer, id: string | undefined) {
  ensure(canSeeExamResults(me));
  const { db } = getAppContext(context);
  const detail = await resultDetail(db, me, attemptIdOf(id));
  if (!detail) throw new Response(null, { status: 404 });
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  const skills = getNamespace(language, "common").skills;
  const { attempt, session } = detail;
  return {
    messages: pageMessages(context, "examResults"),
    result: {
      id: attempt.id,
      candidateName: detail.candidate.name,
      candidateEmail: detail.candidate.email,
      level: levelTexts(context)[attempt.level].certification,
      language: languageNameOf(attempt.language),
      session: {
        date: formatDate(session.startsAt),
        venue: session.delivery === "testCentre" ? (session.venue ?? "") : null,
      },
      scaledScore: attempt.scaledScore,
      rawScore: attempt.rawScore,
      maxScore: attempt.maxScore,
      passed: attempt.passed,
      passingScorePercent: detail.passingScorePercent,
      resultStatus: attempt.resultStatus,
      decision: attempt.decision,
      decided:
        attempt.decision && attempt.decidedAt
          ? { date: formatDate(attempt.decidedAt), by: detail.decidedByName }
          : null,
      domains: (attempt.domainResults ?? []).map((d) => ({
        domain: d.domain,
        name: skills[d.domain],
        correct: d.correct,
        total: d.total,
        percent: d.percent,
      })),
    },
    history: detail.history.map((h) => ({
      id: h.id,
      action: h.action,
      date: formatDate(h.at),
      by: h.actorId ? (h.actorName ?? null) : null,
      system: h.actorId === null,
      reason: h.reason,
      decision: h.action === "decided" ? decisionIn(h.detail) : null,
    })),
    changes: detail.changes,
    decision: detail.decision,
    panel: detail.panel ? { ...detail.panel, maxTotal: panelMaxTotal } : null,
  };
}

/** withhold / release / void / decide on one result; back to the same page with the outcome. */
export async function examResultAction(
  request: Request,
  context: Context,
  me: Viewer,
  id: string | undefined,
  form: FormData,
  input: ResultForm,
) {
  ensure(canSeeExamResults(me));
  const attemptId = attemptIdOf(id);
  const app = getAppContext(context);
  if (input.intent === "decide") {
    const outcome = await decideResult(app, me, { attemptId, decision: input.decision, reason: input.reason });
    if (outcome.ok)
      throw redirectWithFlash(context, samePage(request), {
        ns: "examResults",
        key: `done.${input.decision}`,
        values: { id: outcome.credentialId ?? "" },
        form: "decide",
      });
    switch (outcome.error) {
      case "notFound":
        throw new Response(null, { status: 404 });
      case "forbidden":
      case "barred":
        // The loader offered no form: the same 403 the policy gives.
        ensure(false);
        break;
      case "notPassed":
        return refuseForm(form, "errors.notPassed", { status: 409 });
      case "notReleased":
        return refuseForm(form, "errors.notReleased", { status: 409 });
    }
    return refuseForm(form, "errors.decided", { status: 409 });
  }
  const outcome = await changeResult(app, me, { attemptId, change: input.intent, reason: input.reason });
  if (outcome.ok)
    throw redirectWithFlash(context, samePage(request), {
      ns: "examResults",
      key: `done.${input.intent}`,
      form: input.intent,
    });
  if (outcome.error === "notFound") throw new Response(null, { status: 404 });
  ensure(outcome.error !== "forbidden");
  return refuseForm(form, "errors.moved", { status: 409 });
}
