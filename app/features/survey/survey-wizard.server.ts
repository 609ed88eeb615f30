import { data, redirect, type RouterContextProvider } from "react-router";
import { SURVEY_STEP_COUNT } from "~/content/learning-needs";
import {
  createSurveyResponse,
  getSurveyResponse,
  saveSurveyStep,
  type SurveyResponse,
} from "~/features/survey/queries.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume } from "~/lib/server/rate-limit.server";
import { answersToValues, firstIncompleteStep, readStepValues, validateStep, validFields } from "./learning-needs";
import { surveyDoneCookie, surveyDraftCookie } from "./survey-cookie.server";
import { checkMove, clampStep, readWizardPost } from "~/lib/wizard/wizard";
import { refuseRateLimited, refuseTampered } from "~/lib/wizard/wizard.server";

// The learning-needs survey as a step wizard (decision 021): the loader's state and one function
// per move of the action. The response row is the draft; the `survey_id` cookie names it.

const PATH = "/learning-needs";
/** A visitor who comes back after this long is greeted as "welcome back". */
const RESUME_AFTER_MS = 10 * 60 * 1000;

type Context = Readonly<RouterContextProvider>;

export async function loadSurvey(request: Request, context: Context) {
  const { db } = getAppContext(context);
  const messages = pageMessages(context, "learningNeeds");
  const headers = new Headers({ "Cache-Control": "no-store" });
  const doneId = surveyDoneCookie.read(request);
  if (doneId) {
    const done = await getSurveyResponse(db, doneId);
    if (done?.completedAt) return data({ messages, state: "done" as const, answers: done.answers }, { headers });
    headers.append("Set-Cookie", surveyDoneCookie.clear(context));
  }
  const id = surveyDraftCookie.read(request);
  const response = id ? await getSurveyResponse(db, id) : null;
  if (id && (!response || response.completedAt)) {
    // Unknown, malformed or finished: start afresh.
    headers.append("Set-Cookie", surveyDraftCookie.clear(context));
  }
  const open = response && !response.completedAt ? response : null;
  const step = open ? clampStep(open.step, SURVEY_STEP_COUNT) : 0;
  return data(
    {
      messages,
      state: "step" as const,
      step,
      values: answersToValues(step, open?.answers ?? {}),
      resumed: open ? Date.now() - open.updatedAt.getTime() > RESUME_AFTER_MS : false,
      submission: newSubmissionToken(),
    },
    { headers },
  );
}

/** One post of a step: checked against the wizard's rules, then the move it asks for. */
export async function postSurveyStep(request: Request, context: Context, form: FormData) {
  const { db, rateLimits, clientIp } = getAppContext(context);
  const post = readWizardPost(form, SURVEY_STEP_COUNT);
  if (!post) return refuseTampered(form);
  const wait = await consume(rateLimits.survey, clientIp);
  if (wait > 0) return refuseRateLimited(form, wait);

  const id = surveyDraftCookie.read(request);
  const existing = id ? await getSurveyResponse(db, id) : null;
  // A cookie naming no open response is not something the form sends. Nothing is written.
  if (id && (!existing || existing.completedAt)) return refuseTampered(form);
  const check = checkMove(post, existing ? existing.step : null, SURVEY_STEP_COUNT);
  if (!check.ok) return refuseTampered(form);

  try {
    if (!existing) return await startSurvey(context, form);
    if (post.move.kind === "back") return await goBack(context, form, existing, post.step);
    return await saveStep(context, form, existing, post.step, check.target);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "Survey step could not be saved");
    return refuseForm(form, "errors.failed", { status: 500 });
  }
}

/** The first step: the response is made, once however often it is sent (decision 018). */
async function startSurvey(context: Context, form: FormData) {
  const { db } = getAppContext(context);
  const result = validateStep(0, readStepValues(0, form));
  if (!result.ok) return refuseFields(form, result.errors);
  const language = getRequestLanguage(context);
  const { result: createdId } = await storeOnce(
    db,
    form,
    "survey-start",
    async (tx) => (await createSurveyResponse(tx, { language, answers: result.answers, step: 1 })).id,
  );
  return redirect(PATH, { headers: { "Set-Cookie": surveyDraftCookie.set(context, createdId) } });
}

/** Back: what is valid of the half-filled step is kept, nothing invalid is stored. */
async function goBack(context: Context, form: FormData, existing: SurveyResponse, step: number) {
  const saved = await saveSurveyStep(getAppContext(context).db, existing.id, {
    fromStep: step,
    toStep: step - 1,
    answers: validFields(step, readStepValues(step, form)),
  });
  if (!saved) return refuseTampered(form);
  return redirect(PATH);
}

/** Next, or Submit on the last step (which first sends the visitor to a step left incomplete). */
async function saveStep(context: Context, form: FormData, existing: SurveyResponse, step: number, target: number) {
  const { db } = getAppContext(context);
  const result = validateStep(step, readStepValues(step, form));
  if (!result.ok) return refuseFields(form, result.errors);
  const last = target === SURVEY_STEP_COUNT;
  if (last) {
    // Every earlier step must be complete too (Back keeps half-filled steps).
    const incomplete = firstIncompleteStep({ ...existing.answers, ...result.answers });
    if (incomplete !== -1 && incomplete < step) {
      const saved = await saveSurveyStep(db, existing.id, {
        fromStep: step,
        toStep: incomplete,
        answers: result.answers,
      });
      if (!saved) return refuseTampered(form);
      return redirect(PATH);
    }
  }
  const saved = await saveSurveyStep(db, existing.id, {
    fromStep: step,
    toStep: target,
    answers: result.answers,
    language: getRequestLanguage(context),
    complete: last,
  });
  if (!saved) return refuseTampered(form);
  if (!last) return redirect(PATH);
  // The thank-you view is the page's own state (its answers), named by the `survey_done` cookie.
  const headers = new Headers();
  headers.append("Set-Cookie", surveyDraftCookie.clear(context));
  headers.append("Set-Cookie", surveyDoneCookie.set(context, saved.id));
  return redirect(PATH, { headers });
}
