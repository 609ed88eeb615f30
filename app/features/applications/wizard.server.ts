/**
 * The application wizard's page and posts (/account/certification/apply/:level, decision 043). The draft is the
 * server's `certification_applications` row, so every step is saved where any device finds it; the page's step is
 * in the URL (`?step=experience`) and falls back to the step the draft reached. Each post is one intent of
 * forms.ts: a step's "next" saves that step, the entry forms add or remove one entry, "submit" submits.
 */
import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Certification } from "~/content/certifications";
import type { CareerLevelKey } from "~/content/home";
import type { SessionUser } from "~/features/auth/index.server";
import { certificationOf, examFee, experienceStillNeeded, feeBasis } from "~/features/certifications";
import { memberChapters } from "~/features/chapters/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";
import { formObject, refuse, refuseFields, refuseForm, typedValues, intentOf } from "~/lib/forms/submission.server";
import { fieldErrors } from "~/lib/forms/fields";
import { isoDate } from "~/lib/format/dates";
import { formatDateFor } from "~/lib/format/date-words.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { readUploadPost } from "~/lib/uploads/read-upload.server";
import type { WizardView } from "./components/wizard-steps";
import { documentUpload } from "./documents";
import {
  MAX_ENTRIES,
  declarationFields,
  educationFields,
  experienceFields,
  isOwnAddress,
  latestDate,
  prerequisiteFields,
  stepsFor,
  trainingFields,
  type WizardStep,
} from "./forms";
import {
  addExperience,
  addTraining,
  assessDraft,
  checkDocument,
  draftContent,
  draftFor,
  openApplicationOf,
  removeExperience,
  removeTraining,
  saveEducation,
  saveStep,
  submitApplication,
  type Application,
  type DraftWrite,
} from "./queries.server";

type Context = Readonly<RouterContextProvider>;

/** The version of the declaration's text (apply.declaration.text) a submission agrees to. */
export const DECLARATION_VERSION = 1;

export const DASHBOARD = "/account/certification";
export const applyPath = (level: CareerLevelKey) => `${DASHBOARD}/apply/${level}`;
/** The level's rule, widened to the shape every level shares (some have no prerequisite or training). */
const ruleOf = (level: CareerLevelKey): Certification["eligibility"] => certificationOf(level).eligibility;

/** The wizard's steps for `level`, from its rule. */
export const wizardSteps = (level: CareerLevelKey) => stepsFor(ruleOf(level));

const stepPath = (level: CareerLevelKey, step: WizardStep) => `${applyPath(level)}?step=${step}`;

/** What the wizard's page shows: the step, the draft's content, what counts so far, the fee. */
export async function wizardPage(
  context: Context,
  user: SessionUser,
  level: CareerLevelKey,
  requested: string | null,
): Promise<WizardView> {
  const deps = getAppContext(context);
  const { db } = deps;
  const now = deps.clock.now();
  const today = isoDate(now);
  const date = formatDateFor(context);
  const rule = ruleOf(level);
  const steps = stepsFor(rule);
  const open = await openApplicationOf(db, user.id, level);
  // A submitted application is not edited here: its page is the dashboard.
  if (open && open.state !== "draft") throw redirect(DASHBOARD);
  const content = open ? await draftContent(db, open.id) : { education: null, experience: [], training: [] };
  // Before the first save there is no row yet: the engine is asked about an empty draft of this person.
  const draft = open ?? ({ userId: user.id, level, prerequisiteCredentialId: null } as Application);
  const assessed = await assessDraft(db, draft, content, today);
  const stillNeeded = experienceStillNeeded(assessed.eligibility);
  const basis = feeBasis({
    holdsActiveCredential: assessed.held.length > 0,
    chapterMember: (await memberChapters(db, user.id)).size > 0,
  });
  const fromUrl = steps.find((s) => s === requested);
  const saved = steps.find((s) => s === open?.step);
  const step: WizardStep = fromUrl ?? saved ?? "education";
  return {
    level,
    steps,
    step,
    latestDate: latestDate(now),
    submission: newSubmissionToken(),
    userLanguage: user.language,
    education: content.education
      ? {
          level: content.education.level,
          institution: content.education.institution,
          completedOn: content.education.completedOn,
          documentName: content.education.documentName,
        }
      : null,
    experience: content.experience.map((e) => ({
      id: e.id,
      employer: e.employer,
      role: e.role,
      start: date(e.startOn),
      end: e.endOn ? date(e.endOn) : null,
      hoursPerWeek: e.hoursPerWeek,
      domains: e.domains,
      refereeName: e.refereeName,
      refereeRelation: e.refereeRelation,
    })),
    training: content.training.map((t) => ({
      id: t.id,
      provider: t.provider,
      title: t.title,
      hours: t.hours,
      documentName: t.documentName,
    })),
    counted: {
      months: assessed.months,
      needMonths: rule.experienceYears > 0 ? assessed.months + (stillNeeded ?? rule.experienceYears * 12) : 0,
      stillNeeded,
      trainingHours: assessed.trainingHours,
      needHours: rule.trainingHours ?? 0,
    },
    eligibility: assessed.eligibility,
    prerequisite: rule.prerequisite ?? null,
    credentials: rule.prerequisite
      ? assessed.held
          .filter((c) => c.level === rule.prerequisite)
          .map((c) => ({ id: c.id, expiresOn: date(c.expiresOn) }))
      : [],
    prerequisiteCredentialId: open?.prerequisiteCredentialId ?? null,
    fee: { amount: examFee(level, basis), basis },
  };
}

/** The post, read up to the document limit; a larger one keeps its text fields and gets the size message. */
export async function readDocumentPost(request: Request) {
  return readUploadPost(request, documentUpload.readBytes);
}

/** A step's own fields, parsed after its move; the same refusal shape as parseForm. */
function parseStep<S extends z.ZodType>(form: FormData, schema: S) {
  const parsed = schema.safeParse(formObject(form));
  if (parsed.success) return { ok: true as const, value: parsed.data as z.output<S> };
  return {
    ok: false as const,
    reply: { intent: intentOf(form), fieldErrors: fieldErrors(parsed.error), values: typedValues(form) },
  };
}

function refuseWrite(form: FormData, outcome: Extract<DraftWrite, { ok: false }>) {
  return refuseForm(form, outcome.error, {
    status: 409,
    ...(outcome.error === "errors.tooMany" ? { values: { count: MAX_ENTRIES } } : {}),
  });
}

const sizeError = (form: FormData, field: string, extra: Record<string, string> = {}) =>
  refuseFields(form, { [field]: "errors.fileTooLarge", ...extra }, { status: 413 });

/** "next" on the education step: the education, with its document (kept when none is sent again). */
export async function saveEducationStep(
  context: Context,
  form: FormData,
  user: SessionUser,
  level: CareerLevelKey,
  tooLarge: boolean,
) {
  const { db } = getAppContext(context);
  const steps = wizardSteps(level);
  const parsed = parseStep(form, educationFields);
  if (tooLarge) return sizeError(form, "document", parsed.ok ? {} : parsed.reply.fieldErrors);
  const upload = form.get("document");
  const sent = upload && typeof upload !== "string" && upload.size > 0;
  const file = sent ? await checkDocument(upload) : null;
  if (!parsed.ok || (file && !file.ok)) {
    const reply = parsed.ok ? { intent: intentOf(form), fieldErrors: {}, values: typedValues(form) } : parsed.reply;
    if (file && !file.ok) reply.fieldErrors = { ...reply.fieldErrors, document: file.error };
    return refuse(reply);
  }
  const draft = await draftFor(db, user.id, level);
  if (!file) {
    const existing = (await draftContent(db, draft.id)).education;
    if (!existing?.documentId) return refuseFields(form, { document: "errors.document" });
  }
  const next = steps[1]!;
  const out = await saveEducation(db, {
    applicationId: draft.id,
    userId: user.id,
    step: next,
    ...parsed.value,
    file: file && file.ok ? file : null,
  });
  if (!out.ok) return refuseWrite(form, out);
  throw redirectWithFlash(context, stepPath(level, next), { ns: "applications", key: "apply.saved", form: "wizard" });
}

/** "next" on a step whose entries were saved one by one (experience, training): only the step reached moves. */
export async function moveOn(
  context: Context,
  form: FormData,
  user: SessionUser,
  level: CareerLevelKey,
  index: number,
) {
  const { db } = getAppContext(context);
  const steps = wizardSteps(level);
  const next = steps[index + 1];
  if (!next) return refuseForm(form, "errors.tampered");
  const draft = await draftFor(db, user.id, level);
  const out = await saveStep(db, { applicationId: draft.id, userId: user.id, step: next });
  if (!out.ok) return refuseWrite(form, out);
  throw redirectWithFlash(context, stepPath(level, next), { ns: "applications", key: "apply.saved", form: "wizard" });
}

/** "next" on the prerequisite step: a credential of the prerequisite level that the applicant holds and is active. */
export async function savePrerequisite(
  context: Context,
  form: FormData,
  user: SessionUser,
  level: CareerLevelKey,
  index: number,
) {
  const deps = getAppContext(context);
  const steps = wizardSteps(level);
  const parsed = parseStep(form, prerequisiteFields);
  if (!parsed.ok) return refuse(parsed.reply);
  const draft = await draftFor(deps.db, user.id, level);
  const { held } = await assessDraft(deps.db, draft, await draftContent(deps.db, draft.id), isoDate(deps.clock.now()));
  const need = ruleOf(level).prerequisite;
  if (!held.some((c) => c.id === parsed.value.credentialId && c.level === need))
    return refuseFields(form, { credentialId: "errors.prerequisite" });
  const next = steps[index + 1]!;
  const out = await saveStep(deps.db, {
    applicationId: draft.id,
    userId: user.id,
    step: next,
    prerequisiteCredentialId: parsed.value.credentialId,
  });
  if (!out.ok) return refuseWrite(form, out);
  throw redirectWithFlash(context, stepPath(level, next), { ns: "applications", key: "apply.saved", form: "wizard" });
}

/** One position with its referee; a retried post stores it once (storeOnce on the form's token). */
export async function addExperienceEntry(context: Context, form: FormData, user: SessionUser, level: CareerLevelKey) {
  const parsed = parseStep(form, experienceFields);
  if (!parsed.ok) return refuse(parsed.reply);
  if (isOwnAddress(parsed.value.refereeEmail, user.email))
    return refuseFields(form, { refereeEmail: "errors.ownEmail" });
  return storeEntry(context, form, user, level, "experience", (tx, applicationId) =>
    addExperience(tx, { applicationId, userId: user.id, ...parsed.value }),
  );
}

/**
 * Stores one entry on the member's draft of the level (made if there is none), once per form token, and sends
 * them back to the step with the "added" message; a refused write keeps what was typed.
 */
async function storeEntry(
  context: Context,
  form: FormData,
  user: SessionUser,
  level: CareerLevelKey,
  step: "experience" | "training",
  write: (tx: Database, applicationId: string) => Promise<DraftWrite>,
) {
  const { db } = getAppContext(context);
  const draft = await draftFor(db, user.id, level);
  const { result } = await storeOnce(db, form, `application-${step}`, (tx) => write(tx, draft.id));
  if (!result.ok) return refuseWrite(form, result);
  throw redirectWithFlash(context, stepPath(level, step), { ns: "applications", key: "apply.added", form: "wizard" });
}

/** One training with its certificate (required). */
export async function addTrainingEntry(
  context: Context,
  form: FormData,
  user: SessionUser,
  level: CareerLevelKey,
  tooLarge: boolean,
) {
  const parsed = parseStep(form, trainingFields);
  if (tooLarge) return sizeError(form, "certificate", parsed.ok ? {} : parsed.reply.fieldErrors);
  const file = await checkDocument(form.get("certificate"));
  if (!parsed.ok || !file.ok) {
    const reply = parsed.ok ? { intent: intentOf(form), fieldErrors: {}, values: typedValues(form) } : parsed.reply;
    if (!file.ok) reply.fieldErrors = { ...reply.fieldErrors, certificate: file.error };
    return refuse(reply);
  }
  return storeEntry(context, form, user, level, "training", (tx, applicationId) =>
    addTraining(tx, { applicationId, userId: user.id, ...parsed.value, file }),
  );
}

export async function removeEntry(
  context: Context,
  form: FormData,
  user: SessionUser,
  level: CareerLevelKey,
  kind: "experience" | "training",
  id: string,
) {
  const { db } = getAppContext(context);
  const draft = await openApplicationOf(db, user.id, level);
  if (!draft) throw new Response("Not found", { status: 404 });
  const input = { applicationId: draft.id, userId: user.id, id };
  const out = kind === "experience" ? await removeExperience(db, input) : await removeTraining(db, input);
  if (!out.ok) return refuseWrite(form, out);
  throw redirectWithFlash(context, stepPath(level, kind), { ns: "applications", key: "apply.removed", form: "wizard" });
}

/**
 * "submit" on the declaration step. A second submit (a double click, another tab) finds the application
 * submitted: submitApplication writes nothing more and the candidate is told it was submitted already.
 */
export async function submitDraft(context: Context, form: FormData, user: SessionUser, level: CareerLevelKey) {
  const deps = getAppContext(context);
  const parsed = parseStep(form, declarationFields);
  if (!parsed.ok) return refuse(parsed.reply);
  const open = await openApplicationOf(deps.db, user.id, level);
  if (!open) return refuseForm(form, "errors.notEligible", { status: 409 });
  const out = await submitApplication(deps, {
    applicationId: open.id,
    user: { id: user.id, name: user.name, email: user.email, language: user.language },
    declarationVersion: DECLARATION_VERSION,
  });
  if (!out.ok) return refuseForm(form, out.error, { status: 409 });
  throw redirectWithFlash(context, DASHBOARD, {
    ns: "applications",
    key: out.already ? "apply.alreadySubmitted" : "apply.submitted",
  });
}
