/**
 * The application wizard's steps (decision 043). Every form is a plain post (multipart where it sends a file), so
 * the wizard works without JavaScript; file inputs come last so a file too large to read leaves the typed fields.
 * `reply` is the refused post's answer: its values refill the form that was sent.
 */
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { CheckboxField, ChoiceGroup, Field, SelectField, TextareaField } from "~/components/ui/field";
import { certifications, educationOrder, formatUsd } from "~/content/certifications";
import { frameworkDomains } from "~/content/framework";
import type { CareerLevelKey } from "~/content/home";
import type { Eligibility } from "~/features/certifications";
import { SubmissionField } from "~/lib/forms/idempotency";
import type { FormReply } from "~/lib/forms/submission";
import { formatFileSize } from "~/lib/format/format";
import { useTranslation } from "~/lib/i18n/react";
import { languages } from "~/lib/i18n/languages";
import { useLanguage } from "~/lib/i18n/use-language";
import { useErrorText } from "~/lib/i18n/use-error-text";
import type { LevelTexts } from "~/lib/levels/level-texts";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { DOCUMENT_ACCEPT, documentUpload } from "../documents";
import { DUTIES_MAX, TEXT_MAX, refereeRelations, type WizardStep } from "../forms";
import { experienceRuleValues } from "../self-check";
import { EligibilityVerdict } from "./rule-texts";

export type WizardView = {
  level: CareerLevelKey;
  steps: WizardStep[];
  step: WizardStep;
  latestDate: string;
  submission: string;
  userLanguage: string;
  education: { level: string; institution: string; completedOn: string; documentName: string | null } | null;
  experience: Array<{
    id: string;
    employer: string;
    role: string;
    start: string;
    /** Null while the position goes on. */
    end: string | null;
    hoursPerWeek: number;
    domains: string[];
    refereeName: string;
    refereeRelation: string;
  }>;
  training: Array<{ id: string; provider: string; title: string; hours: number; documentName: string | null }>;
  counted: { months: number; needMonths: number; stillNeeded: number | null; trainingHours: number; needHours: number };
  eligibility: Eligibility;
  prerequisite: CareerLevelKey | null;
  credentials: Array<{ id: string; expiresOn: string }>;
  prerequisiteCredentialId: string | null;
  fee: { amount: number; basis: "member" | "nonMember" };
};

const fileClass = "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5";
const cardClass =
  "grid gap-5 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6";

/** The steps as an ordered list of links: any step may be visited; submission checks everything again. */
export function StepNav({ view }: { view: WizardView }) {
  const { t } = useTranslation("applications");
  const current = view.steps.indexOf(view.step);
  return (
    <nav aria-label={t("apply.stepsNav")}>
      <p className="text-sm font-medium text-basalt-700">
        {t("apply.stepLabel", { step: current + 1, count: view.steps.length })}
      </p>
      <ol className="mt-2 flex flex-wrap gap-2">
        {view.steps.map((step, index) => (
          <li key={step}>
            <Link
              to={`?step=${step}`}
              aria-current={step === view.step ? "step" : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-medium ${
                step === view.step
                  ? "border-mineral-700 bg-mineral-700 text-white"
                  : "border-basalt-300 bg-white text-mineral-800 underline-offset-4 hover:underline"
              }`}
            >
              {index + 1}. {t(`apply.steps.${step}`)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StepButtons({ view, last }: { view: WizardView; last?: boolean }) {
  const { t } = useTranslation("applications");
  const index = view.steps.indexOf(view.step);
  const previous = view.steps[index - 1];
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" name="intent" value={last ? "submit" : "next"}>
        {last ? t("apply.submit") : t("apply.next")}
      </Button>
      {previous ? (
        <Button asChild variant="secondary">
          <Link to={`?step=${previous}`}>{t("apply.back")}</Link>
        </Button>
      ) : null}
    </div>
  );
}

/** The step shown and the move: the wizard's own fields of every post. */
function StepField({ view }: { view: WizardView }) {
  return <input type="hidden" name="step" value={view.steps.indexOf(view.step)} />;
}

/**
 * The form that adds one entry (a position, a training) to the draft. Keyed by the submission token, so a new,
 * empty form follows each stored entry: the last entry's values do not linger.
 */
function AddEntryForm({
  view,
  intent,
  heading,
  alert,
  withDocument = false,
  children,
}: {
  view: WizardView;
  intent: "addExperience" | "addTraining";
  heading: string;
  alert: string | null;
  withDocument?: boolean;
  children: React.ReactNode;
}) {
  const headingId = `${intent}-heading`;
  return (
    <Form
      method="post"
      encType={withDocument ? "multipart/form-data" : undefined}
      className={cardClass}
      aria-labelledby={headingId}
      key={view.submission}
    >
      <h2 id={headingId} className="text-xl font-semibold text-basalt-950">
        {heading}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      <StepField view={view} />
      <SubmissionField token={view.submission} name={intent === "addExperience" ? "experience" : "training"} />
      <FormAlert message={alert} />
      {children}
    </Form>
  );
}

/** The button that removes one stored entry (a position, a training) from the draft. */
function RemoveEntry({
  view,
  intent,
  id,
  children,
}: {
  view: WizardView;
  intent: "removeExperience" | "removeTraining";
  id: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <StepField view={view} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm">
        {children}
      </Button>
    </Form>
  );
}

function useSize() {
  return { size: formatFileSize(documentUpload.fileBytes, useLanguage()) };
}

export function EducationStep({ view, reply }: { view: WizardView; reply: FormReply }) {
  const { t } = useTranslation("applications");
  const { t: tCert } = useTranslation("certifications");
  const err = useErrorText("applications");
  const size = useSize();
  const upload = useUploadCheck(documentUpload);
  const value = (name: "institution" | "completedOn", saved: string | undefined) => reply.values[name] ?? saved ?? "";
  return (
    <Form method="post" encType="multipart/form-data" className={cardClass}>
      <StepField view={view} />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <SelectField
        label={t("apply.education.level")}
        error={err(reply.fieldErrors.education)}
        options={educationOrder.map((key) => ({ value: key, label: tCert(`education.${key}`) }))}
        placeholder={t("apply.education.choose")}
        selectProps={{
          name: "education",
          required: true,
          defaultValue: reply.values.education ?? view.education?.level ?? "",
        }}
      />
      <Field
        label={t("apply.education.institution")}
        error={err(reply.fieldErrors.institution)}
        inputProps={{
          name: "institution",
          required: true,
          maxLength: TEXT_MAX,
          defaultValue: value("institution", view.education?.institution),
        }}
      />
      <Field
        label={t("apply.education.completedOn")}
        error={err(reply.fieldErrors.completedOn)}
        inputProps={{
          name: "completedOn",
          type: "date",
          required: true,
          max: view.latestDate,
          defaultValue: value("completedOn", view.education?.completedOn),
        }}
      />
      {view.education?.documentName ? (
        <p className="text-sm text-basalt-800">
          {t("apply.education.documentKept", { name: view.education.documentName })}
        </p>
      ) : null}
      <Field
        label={t("apply.education.document")}
        hint={t("apply.education.documentHint", size)}
        error={upload.tooLarge ? err("errors.fileTooLarge", size) : err(reply.fieldErrors.document, size)}
        inputProps={{
          name: "document",
          type: "file",
          accept: DOCUMENT_ACCEPT,
          required: !view.education?.documentName,
          ref: upload.ref,
          onChange: upload.onChange,
          className: fileClass,
        }}
      />
      <StepButtons view={view} />
    </Form>
  );
}

function Counted({ view }: { view: WizardView }) {
  const { t } = useTranslation("applications");
  const { months, needMonths, stillNeeded } = view.counted;
  if (needMonths === 0) return <p className="text-basalt-800">{t("apply.experience.countedNone")}</p>;
  return (
    <div role="status" className="rounded-lg border border-mineral-200 bg-mineral-50 p-4 text-basalt-900">
      <p>{t("apply.experience.counted", { have: months, need: needMonths })}</p>
      <p className="font-medium">
        {stillNeeded ? t("apply.experience.stillNeeded", { count: stillNeeded }) : t("apply.experience.enough")}
      </p>
    </div>
  );
}

export function ExperienceStep({ view, reply }: { view: WizardView; reply: FormReply }) {
  const { t } = useTranslation("applications");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("applications");
  const adding = reply.intent === "addExperience";
  const typed = (name: string) => (adding ? reply.values[name] : undefined) ?? "";
  return (
    <div className="grid gap-6">
      <p className="text-basalt-800">{t("apply.experience.lead")}</p>
      <Counted view={view} />
      <p className="text-sm text-basalt-700">{t("apply.experience.rule", experienceRuleValues)}</p>
      <section aria-labelledby="positions-heading" className="grid gap-3">
        <h2 id="positions-heading" className="text-xl font-semibold text-basalt-950">
          {t("apply.experience.entriesHeading")}
        </h2>
        {view.experience.length === 0 ? <p className="text-basalt-700">{t("apply.experience.none")}</p> : null}
        <ul className="grid gap-3">
          {view.experience.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-basalt-200 bg-white p-4"
            >
              <div className="grid gap-1 text-basalt-900">
                <p className="font-semibold">
                  {entry.role}, {entry.employer}
                </p>
                <p className="text-sm">
                  {t("apply.experience.period", {
                    start: entry.start,
                    end: entry.end ?? t("apply.experience.ongoing"),
                  })}{" "}
                  · {t("apply.experience.hours", { count: entry.hoursPerWeek })}
                </p>
                <p className="text-sm">
                  {t("apply.experience.referee", {
                    name: entry.refereeName,
                    relation: t(`apply.experience.relations.${entry.refereeRelation as "supervisor"}`),
                  })}
                </p>
              </div>
              <RemoveEntry view={view} intent="removeExperience" id={entry.id}>
                {t("apply.experience.remove", { employer: entry.employer })}
              </RemoveEntry>
            </li>
          ))}
        </ul>
      </section>
      <AddEntryForm
        view={view}
        intent="addExperience"
        heading={t("apply.experience.addHeading")}
        alert={adding ? err(reply.formError, reply.formErrorValues) : null}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("apply.experience.employer")}
            error={adding ? err(reply.fieldErrors.employer) : null}
            inputProps={{ name: "employer", required: true, maxLength: TEXT_MAX, defaultValue: typed("employer") }}
          />
          <Field
            label={t("apply.experience.role")}
            error={adding ? err(reply.fieldErrors.role) : null}
            inputProps={{ name: "role", required: true, maxLength: TEXT_MAX, defaultValue: typed("role") }}
          />
          <Field
            label={t("apply.experience.startOn")}
            error={adding ? err(reply.fieldErrors.startOn) : null}
            inputProps={{
              name: "startOn",
              type: "date",
              required: true,
              max: view.latestDate,
              defaultValue: typed("startOn"),
            }}
          />
          <Field
            label={t("apply.experience.endOn")}
            hint={t("apply.experience.endHint")}
            error={adding ? err(reply.fieldErrors.endOn) : null}
            inputProps={{ name: "endOn", type: "date", max: view.latestDate, defaultValue: typed("endOn") }}
          />
          <Field
            label={t("apply.experience.hoursPerWeek")}
            error={adding ? err(reply.fieldErrors.hoursPerWeek) : null}
            inputProps={{
              name: "hoursPerWeek",
              inputMode: "numeric",
              pattern: "\\d{1,2}",
              required: true,
              defaultValue: typed("hoursPerWeek"),
            }}
          />
        </div>
        <ChoiceGroup
          legend={t("apply.experience.domains")}
          name="domains"
          type="checkbox"
          error={adding ? err(reply.fieldErrors.domains) : null}
          options={frameworkDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
          defaultValue={typed("domains") ? typed("domains").split(",") : []}
        />
        <TextareaField
          label={t("apply.experience.duties")}
          error={adding ? err(reply.fieldErrors.duties) : null}
          textareaProps={{ name: "duties", rows: 3, maxLength: DUTIES_MAX, defaultValue: typed("duties") }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("apply.experience.refereeName")}
            error={adding ? err(reply.fieldErrors.refereeName) : null}
            inputProps={{
              name: "refereeName",
              required: true,
              maxLength: TEXT_MAX,
              defaultValue: typed("refereeName"),
            }}
          />
          <Field
            label={t("apply.experience.refereeEmail")}
            error={adding ? err(reply.fieldErrors.refereeEmail) : null}
            inputProps={{ name: "refereeEmail", type: "email", required: true, defaultValue: typed("refereeEmail") }}
          />
          <SelectField
            label={t("apply.experience.refereeRelation")}
            error={adding ? err(reply.fieldErrors.refereeRelation) : null}
            options={refereeRelations.map((r) => ({ value: r, label: t(`apply.experience.relations.${r}`) }))}
            selectProps={{ name: "refereeRelation", defaultValue: typed("refereeRelation") || "supervisor" }}
          />
          <SelectField
            label={t("apply.experience.refereeLanguage")}
            options={languages.map((l) => ({ value: l.code, label: l.name }))}
            selectProps={{ name: "refereeLanguage", defaultValue: typed("refereeLanguage") || view.userLanguage }}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary">
            {t("apply.experience.add")}
          </Button>
        </div>
      </AddEntryForm>
      <NextOnly view={view} />
    </div>
  );
}

/** "Save and continue" for a step whose entries were saved one by one. */
function NextOnly({ view }: { view: WizardView }) {
  const { t } = useTranslation("applications");
  const index = view.steps.indexOf(view.step);
  const previous = view.steps[index - 1];
  return (
    <Form method="post" className="flex flex-wrap gap-3">
      <StepField view={view} />
      <Button type="submit" name="intent" value="next">
        {t("apply.next")}
      </Button>
      {previous ? (
        <Button asChild variant="secondary">
          <Link to={`?step=${previous}`}>{t("apply.back")}</Link>
        </Button>
      ) : null}
    </Form>
  );
}

export function TrainingStep({ view, reply }: { view: WizardView; reply: FormReply }) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const size = useSize();
  const upload = useUploadCheck(documentUpload);
  const adding = reply.intent === "addTraining";
  const typed = (name: string) => (adding ? reply.values[name] : undefined) ?? "";
  const { trainingHours, needHours } = view.counted;
  return (
    <div className="grid gap-6">
      <p className="text-basalt-800">{t("apply.training.lead")}</p>
      <p role="status" className="rounded-lg border border-mineral-200 bg-mineral-50 p-4 text-basalt-900">
        {needHours
          ? t("apply.training.total", { have: trainingHours, need: needHours })
          : t("apply.training.totalNoNeed", { have: trainingHours })}
      </p>
      <section aria-labelledby="training-heading" className="grid gap-3">
        <h2 id="training-heading" className="text-xl font-semibold text-basalt-950">
          {t("apply.training.entriesHeading")}
        </h2>
        {view.training.length === 0 ? <p className="text-basalt-700">{t("apply.training.none")}</p> : null}
        <ul className="grid gap-3">
          {view.training.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-basalt-200 bg-white p-4"
            >
              <p className="text-basalt-900">
                {t("apply.training.entry", { title: entry.title, provider: entry.provider, hours: entry.hours })}
              </p>
              <RemoveEntry view={view} intent="removeTraining" id={entry.id}>
                {t("apply.training.remove", { title: entry.title })}
              </RemoveEntry>
            </li>
          ))}
        </ul>
      </section>
      <AddEntryForm
        view={view}
        intent="addTraining"
        heading={t("apply.training.addHeading")}
        alert={adding ? err(reply.formError, reply.formErrorValues) : null}
        withDocument
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("apply.training.provider")}
            error={adding ? err(reply.fieldErrors.provider) : null}
            inputProps={{ name: "provider", required: true, maxLength: TEXT_MAX, defaultValue: typed("provider") }}
          />
          <Field
            label={t("apply.training.titleField")}
            error={adding ? err(reply.fieldErrors.title) : null}
            inputProps={{ name: "title", required: true, maxLength: TEXT_MAX, defaultValue: typed("title") }}
          />
          <Field
            label={t("apply.training.completedOn")}
            error={adding ? err(reply.fieldErrors.completedOn) : null}
            inputProps={{
              name: "completedOn",
              type: "date",
              required: true,
              max: view.latestDate,
              defaultValue: typed("completedOn"),
            }}
          />
          <Field
            label={t("apply.training.hours")}
            error={adding ? err(reply.fieldErrors.hours) : null}
            inputProps={{
              name: "hours",
              inputMode: "numeric",
              pattern: "\\d{1,4}",
              required: true,
              defaultValue: typed("hours"),
            }}
          />
        </div>
        <Field
          label={t("apply.training.certificate")}
          hint={t("apply.education.documentHint", size)}
          error={
            upload.tooLarge
              ? err("errors.fileTooLarge", size)
              : adding
                ? err(reply.fieldErrors.certificate, size)
                : null
          }
          inputProps={{
            name: "certificate",
            type: "file",
            accept: DOCUMENT_ACCEPT,
            required: true,
            ref: upload.ref,
            onChange: upload.onChange,
            className: fileClass,
          }}
        />
        <div>
          <Button type="submit" variant="secondary">
            {t("apply.training.add")}
          </Button>
        </div>
      </AddEntryForm>
      <NextOnly view={view} />
    </div>
  );
}

export function PrerequisiteStep({ view, reply, levels }: { view: WizardView; reply: FormReply; levels: LevelTexts }) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  if (!view.prerequisite) return <p>{t("apply.prerequisite.notNeeded")}</p>;
  const certification = levels[view.prerequisite].certification;
  const letters = certifications.find((c) => c.key === view.prerequisite)?.credential ?? "";
  return (
    <Form method="post" className={cardClass}>
      <StepField view={view} />
      <p className="text-basalt-800">{t("apply.prerequisite.lead", { certification })}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      {view.credentials.length ? (
        <ChoiceGroup
          legend={t("apply.prerequisite.credential")}
          name="credentialId"
          type="radio"
          required
          error={err(reply.fieldErrors.credentialId)}
          options={view.credentials.map((c) => ({
            value: c.id,
            label: t("apply.prerequisite.option", { letters, id: c.id, date: c.expiresOn }),
          }))}
          defaultValue={reply.values.credentialId ?? view.prerequisiteCredentialId ?? view.credentials[0]?.id}
        />
      ) : (
        <p role="status" className="rounded-lg border border-sulphur-300 bg-sulphur-50 p-4 text-basalt-900">
          {t("apply.prerequisite.none", { certification })}
        </p>
      )}
      <StepButtons view={view} />
    </Form>
  );
}

export function DeclarationStep({ view, reply, levels }: { view: WizardView; reply: FormReply; levels: LevelTexts }) {
  const { t } = useTranslation("applications");
  const { t: tCert } = useTranslation("certifications");
  const err = useErrorText("applications");
  const language = useLanguage();
  return (
    <Form method="post" className={cardClass}>
      <StepField view={view} />
      <h2 className="text-xl font-semibold text-basalt-950">{t("apply.declaration.summary")}</h2>
      <ul className="list-disc ps-5 text-basalt-900">
        <li>
          {view.education
            ? t("apply.declaration.educationLine", {
                education: tCert(`education.${view.education.level as "bachelor"}`),
                institution: view.education.institution,
              })
            : t("apply.declaration.educationMissing")}
        </li>
        <li>{t("apply.declaration.positions", { count: view.experience.length })}</li>
        <li>{t("apply.declaration.months", { count: view.counted.months })}</li>
        <li>{t("apply.training.totalNoNeed", { have: view.counted.trainingHours })}</li>
      </ul>
      <div>
        <p className="font-medium text-basalt-900">{t("apply.declaration.eligibility")}</p>
        <div className="mt-2">
          <EligibilityVerdict eligibility={view.eligibility} levels={levels} />
        </div>
      </div>
      <p className="text-basalt-900">
        {t("apply.declaration.fee", {
          fee: formatUsd(view.fee.amount, language),
          basis: t(`apply.declaration.basis.${view.fee.basis}`),
        })}
      </p>
      <p className="text-sm text-basalt-700">{t("apply.declaration.memberRule")}</p>
      <p className="text-sm text-basalt-700">{t("apply.declaration.referees")}</p>
      <p className="text-sm text-basalt-700">{t("apply.declaration.audit")}</p>
      <p className="rounded-lg border border-basalt-200 bg-steam-50 p-4 text-basalt-900">
        {t("apply.declaration.text")}
      </p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <CheckboxField
        label={t("apply.declaration.agree")}
        error={err(reply.fieldErrors.agree)}
        inputProps={{ name: "agree", required: true }}
      />
      <StepButtons view={view} last />
    </Form>
  );
}
