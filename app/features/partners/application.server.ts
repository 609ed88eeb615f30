import { data, redirect, type RouterContextProvider } from "react-router";
import {
  createApplicationDraft,
  deleteStaleDrafts,
  getApplicationDraft,
  saveApplicationDraft,
  type ApplicationDraft,
} from "~/features/registry/index.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { submitPartnerApplication } from "~/lib/mail/site-mail.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume } from "~/lib/server/rate-limit.server";
import { fieldErrors } from "~/lib/forms/fields";
import { checkMove, clampStep, readWizardPost } from "~/lib/wizard/wizard";
import { draftCookie, refuseRateLimited, refuseTampered } from "~/lib/wizard/wizard.server";
import {
  APPLICATION_STEP_COUNT,
  applicationSteps,
  readStepValues,
  validateStep,
  type ApplicationStep,
  type RawValues,
} from "./partner-application";

// The partnership application as a step wizard (decision 021): the loader's state and one function
// per move. The draft is a row of partner_application_drafts; the cookie names it.

const PATH = "/partners/apply";
/** The thank-you view: its own URL, so a reload shows it again and sends nothing. */
const SENT = `${PATH}?sent=1`;
export const applicationDraftCookie = draftCookie("partner_application", 60 * 60 * 24 * 30);

type Context = Readonly<RouterContextProvider>;

export async function loadApplication(request: Request, context: Context) {
  const { db } = getAppContext(context);
  const messages = pageMessages(context, "partnerApply");
  if (new URL(request.url).searchParams.get("sent") === "1") {
    return data({ messages, sent: true, step: 0, values: {} as RawValues, submission: "" });
  }
  const id = applicationDraftCookie.read(request);
  const draft = id ? await getApplicationDraft(db, id) : null;
  const state = {
    messages,
    sent: false,
    step: clampStep(draft?.step ?? 0, APPLICATION_STEP_COUNT),
    values: (draft?.values ?? {}) as RawValues,
    submission: newSubmissionToken(),
  };
  // A cookie naming no draft (removed, malformed) is forgotten.
  if (id && !draft) return data(state, { headers: { "Set-Cookie": applicationDraftCookie.clear(context) } });
  return data(state);
}

/** One post of a step: checked against the wizard's rules, then the move it asks for. */
export async function postApplicationStep(request: Request, context: Context, form: FormData) {
  const { db, rateLimits, clientIp } = getAppContext(context);
  const post = readWizardPost(form, APPLICATION_STEP_COUNT);
  if (!post) return refuseTampered(form);
  const wait = await consume(rateLimits.partnerApply, clientIp);
  if (wait > 0) return refuseRateLimited(form, wait);
  // A resend of a stored application gets the first answer (decision 018).
  if (post.move.kind === "submit") await redirectIfStored(db, form, "partner-application");

  const id = applicationDraftCookie.read(request);
  const draft = id ? await getApplicationDraft(db, id) : null;
  const check = checkMove(post, draft ? draft.step : null, APPLICATION_STEP_COUNT);
  if (!check.ok) return refuseTampered(form);
  const stepKey = applicationSteps[post.step]!;
  const values = readStepValues(stepKey, form);

  switch (post.move.kind) {
    case "back":
    case "goto":
      // Typed values of the review step (the consent box) are not kept in the draft.
      return moveTo(context, draft, check.target, stepKey === "review" ? {} : values);
    case "next":
      return nextStep(context, form, draft, stepKey, values, check.target);
    case "submit":
      return submitApplication(context, form, draft!, values);
  }
}

/** Saves the step's values into the draft (made by the first step) and shows step `target`. */
async function moveTo(context: Context, draft: ApplicationDraft | null, target: number, values: RawValues) {
  const { db } = getAppContext(context);
  if (draft) {
    await saveApplicationDraft(db, draft.id, { step: target, values });
    return redirect(PATH);
  }
  const created = await createApplicationDraft(db, { step: target, values });
  await deleteStaleDrafts(db).catch(() => undefined);
  return redirect(PATH, { headers: { "Set-Cookie": applicationDraftCookie.set(context, created.id) } });
}

async function nextStep(
  context: Context,
  form: FormData,
  draft: ApplicationDraft | null,
  stepKey: ApplicationStep,
  values: RawValues,
  target: number,
) {
  const result = validateStep(stepKey, values);
  if (!result.success) return refuseFields(form, fieldErrors(result.error));
  // The normalised answers are kept (e.g. "example.org" → "https://example.org").
  return moveTo(context, draft, target, { ...values, ...(result.data as RawValues) });
}

type Organisation = { organisation: string; organisationType: string; tier: string; country: string; website: string };
type Contact = { contactName: string; contactRole: string; email: string; phone: string };
type Contribution = { contribution: string; areas: string[] };

/** The review step's Submit: the draft is the source of the answers; stored once (decision 018). */
async function submitApplication(context: Context, form: FormData, draft: ApplicationDraft, values: RawValues) {
  const { db, rateLimits, clientIp, mailer, config } = getAppContext(context);
  const consent = validateStep("review", values);
  if (!consent.success) return refuseFields(form, fieldErrors(consent.error));
  // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
  if (String(form.get("website") ?? "") !== "") throw redirect(SENT);
  const answers = draft.values as RawValues;
  const parsed: Record<string, unknown> = {};
  for (const [index, key] of applicationSteps.slice(0, 3).entries()) {
    const check = validateStep(key, answers);
    // Every step must be valid: the first one that is not is shown again.
    if (!check.success) return moveTo(context, draft, index, {});
    parsed[key] = check.data;
  }
  if ((await consume(rateLimits.partnerApplySubmit, clientIp)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  const organisation = parsed.organisation as Organisation;
  const contact = parsed.contact as Contact;
  const contribution = parsed.contribution as Contribution;
  try {
    // The application, its confirmation and the staff mail are stored together with the form's token
    // (one transaction): a resend gets the first answer and stores nothing.
    const stored = await storeOnce(db, form, "partner-application", async (tx) => {
      await submitPartnerApplication(
        { db: tx, mailer, contactEmail: config.contactEmail, siteUrl: config.siteUrl },
        {
          draftId: draft.id,
          input: {
            organisation: organisation.organisation,
            organisationType: organisation.organisationType,
            tier: organisation.tier,
            country: organisation.country,
            website: organisation.website || null,
            contactName: contact.contactName,
            contactRole: contact.contactRole || null,
            email: contact.email,
            phone: contact.phone || null,
            contribution: contribution.contribution,
            areas: contribution.areas,
            language: getRequestLanguage(context),
          },
        },
      );
      return SENT;
    });
    if (!stored.first) throw redirect(stored.result);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "Partnership application could not be stored");
    return refuseForm(form, "errors.failed", { status: 500 });
  }
  throw redirect(SENT, { headers: { "Set-Cookie": applicationDraftCookie.clear(context) } });
}
