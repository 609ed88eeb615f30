/**
 * What the panel's staff pages load and do (docs/decisions/053): each asks the policy (403 without the assessment
 * or exam administration duty, 404 for a portfolio the viewer is not on), then the panel's server function, which
 * asks again inside its transaction. A refusal keeps what was typed; success is a redirect with a flash.
 */
import type { RouterContextProvider } from "react-router";
import { ensure, type Viewer } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { intentOf, parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { samePage } from "~/lib/http/paths";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { isUuid } from "~/lib/util/uuid";
import { portfolioDraftForm, portfolioSubmitForm, scoresOf, type PanelStaffForm } from "./forms";
import {
  assessmentDetail,
  assessmentQueue,
  assessorChoices,
  assignAssessor,
  candidatePortfolio,
  panelsToStaff,
  releasePanel,
  savePortfolio,
  submitPortfolio,
  submitScores,
} from "./panel.server";
import { maxTotal } from "./rubric";
import { canAdministerPanels, canAssess } from "./policy";

type Context = Readonly<RouterContextProvider>;

function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** /staff/assessments: my panels, and for exam administration every submitted portfolio. */
export async function assessmentsPage(context: Context, me: Viewer) {
  ensure(canAssess(me) || canAdministerPanels(me));
  const { db } = getAppContext(context);
  const formatDate = formatDateFor(context);
  const [mine, all] = await Promise.all([assessmentQueue(db, me), panelsToStaff(db, me)]);
  return {
    messages: pageMessages(context, "examPanel"),
    mine: (mine ?? []).map((row) => ({
      portfolioId: row.portfolioId,
      candidateName: row.candidateName,
      state: row.state,
      slot: row.slot,
      scored: row.submittedAt !== null,
      submitted: row.portfolioSubmittedAt ? formatDate(row.portfolioSubmittedAt) : "",
    })),
    all:
      all?.map((row) => ({
        portfolioId: row.portfolioId,
        candidateName: row.candidateName,
        state: row.state,
        released: row.releasedAt !== null,
        submitted: row.submittedAt ? formatDate(row.submittedAt) : "",
      })) ?? null,
  };
}

/** /staff/assessments/:portfolioId: the portfolio, the rubric, my scoring form, the others as independence allows. */
export async function assessmentPage(context: Context, me: Viewer, id: string | undefined) {
  ensure(canAssess(me) || canAdministerPanels(me));
  if (!isUuid(id)) notFound();
  const { db } = getAppContext(context);
  const detail = await assessmentDetail(db, me, id);
  if (!detail) notFound();
  const formatDate = formatDateFor(context);
  const choices = detail.canAssign ? ((await assessorChoices(db, me, id)) ?? []) : [];
  const { portfolio } = detail;
  return {
    messages: pageMessages(context, "examPanel"),
    portfolio: {
      ...portfolio,
      submittedAt: portfolio.submittedAt ? formatDate(portfolio.submittedAt) : "",
      releasedAt: portfolio.releasedAt ? formatDate(portfolio.releasedAt) : "",
    },
    own: detail.own
      ? { ...detail.own, submittedAt: detail.own.submittedAt ? formatDate(detail.own.submittedAt) : "" }
      : null,
    others: detail.others.map((o) => ({ ...o, submittedAt: o.submittedAt ? formatDate(o.submittedAt) : "" })),
    canScore: detail.canScore,
    canAssign: detail.canAssign,
    waitingForThird: detail.waitingForThird,
    canRelease: detail.canRelease,
    choices,
  };
}

/** score / assign / release on one portfolio; back to the same page with the outcome. */
export async function assessmentAction(
  request: Request,
  context: Context,
  me: Viewer,
  id: string | undefined,
  form: FormData,
  input: PanelStaffForm,
) {
  ensure(canAssess(me) || canAdministerPanels(me));
  if (!isUuid(id)) notFound();
  const app = getAppContext(context);
  const done = (key: string) =>
    redirectWithFlash(context, samePage(request), { ns: "examPanel", key: `done.${key}`, form: input.intent });
  switch (input.intent) {
    case "score":
      return scoreIntent(app, me, id, form, input, done);
    case "assign":
      return assignIntent(app, me, id, form, input, done);
    case "release":
      return releaseIntent(app, me, id, form, done);
  }
}

type App = ReturnType<typeof getAppContext>;
type Done = (key: string) => Response;

async function scoreIntent(app: App, me: Viewer, id: string, form: FormData, input: PanelStaffForm, done: Done) {
  const outcome = await submitScores(app, me, { portfolioId: id, ...scoresOf(input) });
  if (outcome.ok) throw done("score");
  if (outcome.error === "notFound") notFound();
  ensure(outcome.error !== "forbidden");
  return refuseForm(form, outcome.error === "submitted" ? "errors.scored" : "errors.notReady", { status: 409 });
}

async function assignIntent(
  app: App,
  me: Viewer,
  id: string,
  form: FormData,
  input: Extract<PanelStaffForm, { intent: "assign" }> | PanelStaffForm,
  done: Done,
) {
  const assessorId = "assessorId" in input ? String(input.assessorId) : "";
  const outcome = await assignAssessor(app, me, { portfolioId: id, assessorId });
  if (outcome.ok) throw done("assign");
  if (outcome.error === "notFound") notFound();
  ensure(outcome.error !== "forbidden");
  if (outcome.error === "barred") return refuseForm(form, `bars.${outcome.bar}`, { status: 409 });
  return refuseForm(form, "errors.panelMoved", { status: 409 });
}

async function releaseIntent(app: App, me: Viewer, id: string, form: FormData, done: Done) {
  const outcome = await releasePanel(app, me, { portfolioId: id });
  if (outcome.ok) throw done("release");
  if (outcome.error === "notFound") notFound();
  ensure(outcome.error !== "forbidden");
  return refuseForm(form, "errors.panelMoved", { status: 409 });
}

// --- The candidate's portfolio page ----------------------------------------------------------------------------

/** /account/exams/portfolio: the candidate's own portfolio (404 without an approved Expert exam behind it). */
export async function candidatePortfolioPage(context: Context, me: Viewer) {
  const { db } = getAppContext(context);
  const view = await candidatePortfolio(db, me);
  if (!view?.eligible) notFound();
  const formatDate = formatDateFor(context);
  const p = view.portfolio;
  return {
    messages: pageMessages(context, "examPanel"),
    maxTotal,
    portfolio: p
      ? {
          status: p.status,
          sections: p.sections,
          submittedAt: p.submittedAt ? formatDate(p.submittedAt) : "",
          outcome: p.outcome,
        }
      : null,
  };
}

/** save / submit: the draft's fields parsed by their own schema; a refusal keeps what was typed. */
export async function candidatePortfolioAction(request: Request, context: Context, me: Viewer, form: FormData) {
  const intent = intentOf(form);
  if (intent !== "save" && intent !== "submit") throw new Response("Unknown form", { status: 400 });
  return intent === "save" ? saveIntent(request, context, me, form) : submitIntent(request, context, me, form);
}

async function saveIntent(request: Request, context: Context, me: Viewer, form: FormData) {
  const parsed = parseForm(form, portfolioDraftForm);
  if (!parsed.ok) return refuse(parsed.reply);
  const outcome = await savePortfolio(getAppContext(context), me, parsed.value.sections);
  if (outcome.ok)
    throw redirectWithFlash(context, samePage(request), { ns: "examPanel", key: "done.save", form: "save" });
  if (outcome.error === "forbidden" || outcome.error === "notEligible") notFound();
  if (outcome.error === "submitted") return refuseForm(form, "errors.alreadySubmitted", { status: 409 });
  return refuseForm(form, "errors.projects");
}

async function submitIntent(request: Request, context: Context, me: Viewer, form: FormData) {
  const parsed = parseForm(form, portfolioSubmitForm);
  if (!parsed.ok) return refuse(parsed.reply);
  const outcome = await submitPortfolio(getAppContext(context), me);
  if (!outcome.ok) notFound();
  throw redirectWithFlash(context, samePage(request), { ns: "examPanel", key: "done.submit", form: "submit" });
}
