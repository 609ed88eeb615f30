import { ArrowRight, CircleCheck, ClipboardList, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/learning-needs";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { ArrowLink } from "~/components/arrow-link";
import { StepAlert, StepButtons, StepHeading } from "~/components/step-form";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, Field, FieldError, SelectField, TextareaField } from "~/components/ui/field";
import { keySkills } from "~/content/home";
import {
  gapField,
  gapScale,
  SURVEY_STEP_COUNT,
  surveySteps,
  type Question,
  type SurveyStepKey,
} from "~/content/learning-needs";
import { createSurveyResponse, getSurveyResponse, saveSurveyStep } from "~/db/survey.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import {
  answersToValues,
  firstIncompleteStep,
  readStepValues,
  validateStep,
  validFields,
  type RawAnswers,
} from "~/lib/survey/learning-needs";
import { consume } from "~/lib/server/rate-limit.server";
import {
  clearSurveyCookieHeader,
  readSurveyCookies,
  SURVEY_COOKIE,
  SURVEY_DONE_COOKIE,
  surveyCookieHeader,
  surveyDoneCookieHeader,
} from "~/lib/survey/survey-cookie.server";
import { cn } from "~/lib/util/cn";
import { logger } from "~/lib/server/log.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";

const PATH = "/learning-needs";
/** A visitor who comes back after this long is greeted as "welcome back". */
const RESUME_AFTER_MS = 10 * 60 * 1000;

/** Per-visitor state (the survey cookie): never cached; a rate-limit wait reaches the page. */
export const headers = privateFormHeaders;

const clampStep = (step: number) => Math.min(Math.max(step, 0), SURVEY_STEP_COUNT - 1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const secure = config.siteUrl.startsWith("https:");
  const messages = pageMessages(context, "learningNeeds");
  const cookies = readSurveyCookies(request);
  const headers = new Headers({ "Cache-Control": "no-store" });

  if (cookies.doneId) {
    const done = await getSurveyResponse(db, cookies.doneId);
    if (done?.completedAt) {
      return data({ messages, state: "done" as const, answers: done.answers }, { headers });
    }
    headers.append("Set-Cookie", clearSurveyCookieHeader(SURVEY_DONE_COOKIE, secure));
  }
  if (cookies.id) {
    const response = await getSurveyResponse(db, cookies.id);
    if (response && !response.completedAt) {
      const step = clampStep(response.step);
      return data(
        {
          messages,
          state: "step" as const,
          step,
          values: answersToValues(step, response.answers),
          resumed: Date.now() - response.updatedAt.getTime() > RESUME_AFTER_MS,
          submission: newSubmissionToken(),
        },
        { headers },
      );
    }
    // Unknown, malformed or finished: start afresh.
    headers.append("Set-Cookie", clearSurveyCookieHeader(SURVEY_COOKIE, secure));
  }
  return data(
    {
      messages,
      state: "step" as const,
      step: 0,
      values: answersToValues(0, {}),
      resumed: false,
      submission: newSubmissionToken(),
    },
    { headers },
  );
}

type ActionResult = {
  step: number;
  values: RawAnswers;
  errors: Record<string, string>;
  formError?: "rateLimited" | "failed";
  seconds?: number;
};

const stepParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(SURVEY_STEP_COUNT - 1);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, rateLimits, clientIp } = getAppContext(context);
  const secure = config.siteUrl.startsWith("https:");
  const messages = pageMessages(context, "learningNeeds");
  const tampered = () => data(messages.errors.tampered, { status: 400 });

  const form = await request.formData();
  const parsedStep = stepParam.safeParse(form.get("step"));
  if (!parsedStep.success) throw tampered();
  const step = parsedStep.data;
  const intent = form.get("intent") === "back" ? "back" : "next";
  const values = readStepValues(step, form);
  const reply = (status: number, result: Omit<ActionResult, "step" | "values">, init?: ResponseInit) =>
    data<ActionResult>({ step, values, ...result }, { ...init, status });

  const wait = await consume(rateLimits.survey, clientIp);
  if (wait > 0) {
    return reply(
      429,
      { errors: {}, formError: "rateLimited", seconds: wait },
      { headers: { "Retry-After": String(wait) } },
    );
  }

  try {
    const { id } = readSurveyCookies(request);
    const existing = id ? await getSurveyResponse(db, id) : null;
    // A cookie naming no open response, a step ahead of the saved one, or a first step without
    // a response: not something the form sends. Nothing is written.
    if (id && (!existing || existing.completedAt)) throw tampered();
    if (!existing && (step !== 0 || intent === "back")) throw tampered();
    if (existing && step > existing.step) throw tampered();

    if (intent === "back") {
      if (!existing || step === 0) throw tampered();
      const saved = await saveSurveyStep(db, existing.id, {
        fromStep: step,
        toStep: step - 1,
        answers: validFields(step, values),
      });
      if (!saved) throw tampered();
      return redirect(PATH);
    }

    const result = validateStep(step, values);
    if (!result.ok) return reply(400, { errors: result.errors });
    const language = getRequestLanguage(context);

    if (!existing) {
      // Started once, however often the first step is sent (decision 018): a resend gets the same response.
      const { result: createdId } = await storeOnce(
        db,
        form,
        "survey-start",
        async (tx) => (await createSurveyResponse(tx, { language, answers: result.answers, step: 1 })).id,
      );
      return redirect(PATH, { headers: { "Set-Cookie": surveyCookieHeader(createdId, secure) } });
    }

    const last = step === SURVEY_STEP_COUNT - 1;
    if (last) {
      // Every earlier step must be complete too (Back keeps half-filled steps).
      const incomplete = firstIncompleteStep({ ...existing.answers, ...result.answers });
      if (incomplete !== -1 && incomplete < step) {
        const saved = await saveSurveyStep(db, existing.id, {
          fromStep: step,
          toStep: incomplete,
          answers: result.answers,
        });
        if (!saved) throw tampered();
        return redirect(PATH);
      }
    }
    const saved = await saveSurveyStep(db, existing.id, {
      fromStep: step,
      toStep: last ? SURVEY_STEP_COUNT : step + 1,
      answers: result.answers,
      language,
      complete: last,
    });
    if (!saved) throw tampered();
    if (!last) return redirect(PATH);
    const headers = new Headers();
    headers.append("Set-Cookie", clearSurveyCookieHeader(SURVEY_COOKIE, secure));
    headers.append("Set-Cookie", surveyDoneCookieHeader(saved.id, secure));
    return redirect(PATH, { headers });
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) throw error;
    logger.error({ err: error }, "Survey step could not be saved");
    return reply(500, { errors: {}, formError: "failed" });
  }
}

export default function LearningNeeds({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("learningNeeds", loaderData.messages);
  const { t } = useTranslation("learningNeeds");

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:px-8">
        <div className="min-w-0 lg:col-span-8">
          {loaderData.state === "done" ? (
            <Thanks answers={loaderData.answers} />
          ) : (
            <SurveyForm
              step={actionData ? actionData.step : loaderData.step}
              values={actionData ? actionData.values : loaderData.values}
              serverErrors={actionData?.errors ?? {}}
              formError={
                actionData?.formError ? t(`errors.${actionData.formError}`, { seconds: actionData.seconds }) : null
              }
              resumed={!actionData && loaderData.resumed}
              submission={loaderData.submission}
            />
          )}
        </div>
        <aside aria-labelledby="why-heading" className="lg:col-span-4">
          <div className="rounded-[var(--radius-card)] bg-steam-100 p-6">
            <ClipboardList aria-hidden className="size-7 text-mineral-700" />
            <h2 id="why-heading" className="mt-3 text-xl font-bold text-basalt-950">
              {t("aside.heading")}
            </h2>
            <p className="mt-3 text-basalt-700">{t("aside.text")}</p>
            <p className="mt-3 text-sm text-basalt-700">{t("intro.privacy")}</p>
            <ArrowLink to="/resources" className="mt-4">
              {t("aside.resources")}
            </ArrowLink>
          </div>
        </aside>
      </div>
    </main>
  );
}

function Progress({ step }: { step: number }) {
  const { t } = useTranslation("learningNeeds");
  const label = t("progress.label", { step: step + 1, total: SURVEY_STEP_COUNT });
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={SURVEY_STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-basalt-100"
      >
        <div
          className="h-full rounded-full bg-mineral-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${((step + 1) / SURVEY_STEP_COUNT) * 100}%` }}
        />
      </div>
      <ol aria-label={t("progress.steps")} className="mt-3 hidden gap-2 text-sm sm:grid sm:grid-cols-5">
        {surveySteps.map((item, index) => (
          <li
            key={item.key}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              "flex items-center gap-1.5",
              index === step ? "font-semibold text-basalt-950" : index < step ? "text-mineral-800" : "text-basalt-600",
            )}
          >
            {index < step ? <CircleCheck aria-hidden className="size-4 shrink-0" /> : null}
            <span>{t(`steps.${item.key}.title`)}</span>
            {index < step ? <span className="sr-only">({t("progress.done")})</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function SurveyForm({
  step,
  values,
  serverErrors,
  formError,
  resumed,
  submission,
}: {
  step: number;
  values: RawAnswers;
  serverErrors: Record<string, string>;
  formError: string | null;
  resumed: boolean;
  submission: string;
}) {
  const { t } = useTranslation("learningNeeds");
  const { t: tc } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<{ step: number; errors: Record<string, string> } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  const current = surveySteps[step] ?? surveySteps[0];
  const key: SurveyStepKey = current.key;
  const errors = clientErrors?.step === step ? clientErrors.errors : serverErrors;
  const hasErrors = Object.keys(errors).length > 0;
  const last = step === SURVEY_STEP_COUNT - 1;

  // Moving to another step: its heading takes focus, so screen readers hear where they are.
  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      headingRef.current?.focus();
    }
  }, [step]);
  // A rejected step (server answer): the error summary takes focus.
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0 || formError) alertRef.current?.focus();
  }, [serverErrors, formError]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "back") return;
    const result = validateStep(step, readStepValues(step, new FormData(event.currentTarget)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors({ step, errors: result.errors });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <Card className="p-5 sm:p-8">
      <p className="text-sm text-basalt-700">{t("intro.duration")}</p>
      <div className="mt-4">
        <Progress step={step} />
      </div>
      <StepHeading
        ref={headingRef}
        label={t("progress.label", { step: step + 1, total: SURVEY_STEP_COUNT })}
        title={t(`steps.${key}.title`)}
      />
      <p className="mt-2 text-basalt-700">{t(`steps.${key}.lead`)}</p>
      {resumed ? (
        <p className="mt-4 rounded-lg bg-mineral-50 px-4 py-3 text-sm text-mineral-800">{t("resumed")}</p>
      ) : null}
      {hasErrors || formError ? <StepAlert ref={alertRef} message={formError ?? tc("page.formErrors")} /> : null}
      <Form key={step} method="post" noValidate onSubmit={onSubmit} className="mt-8 grid gap-8">
        <input type="hidden" name="step" value={step} />
        <SubmissionField token={submission} />
        {current.questions.map((question: Question) => (
          <QuestionField key={question.name} question={question} values={values} errors={errors} />
        ))}
        <StepButtons
          back={step > 0 ? t("buttons.back") : null}
          intent="next"
          label={submitting ? t("buttons.saving") : last ? t("buttons.finish") : t("buttons.next")}
          icon={last ? <Send aria-hidden /> : <ArrowRight aria-hidden />}
          submitting={submitting}
        />
      </Form>
    </Card>
  );
}

const languageOptions = languages.map((language) => ({ value: language.code, label: language.name }));

function QuestionField({
  question,
  values,
  errors,
}: {
  question: Question;
  values: RawAnswers;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("learningNeeds");
  const q = question.name as "role";
  const label = t(`questions.${q}.label`);
  const hintKey = `questions.${question.name}.hint`;
  const hint = t(hintKey as "questions.country.hint", { defaultValue: "" }) || undefined;
  const error = errors[question.name] ? t(errors[question.name] as "errors.chooseOne") : null;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");

  switch (question.kind) {
    case "radio":
    case "checkbox": {
      const options =
        question.optionsKey === "languages"
          ? languageOptions
          : question.options.map((value) => ({
              value,
              label: t(`options.${question.optionsKey}.${value}` as "options.roles.student"),
            }));
      return (
        <ChoiceGroup
          legend={label}
          hint={hint}
          error={error}
          name={question.name}
          type={question.kind}
          options={options}
          defaultValue={values[question.name]}
          required={question.required}
        />
      );
    }
    case "select":
      return (
        <SelectField
          label={label}
          hint={hint}
          error={error}
          placeholder={t("questions.region.placeholder")}
          options={question.options.map((value) => ({
            value,
            label: t(`options.${question.optionsKey}.${value}` as "options.regions.europe"),
          }))}
          selectProps={{
            id: `survey-${question.name}`,
            name: question.name,
            defaultValue: text(question.name),
            required: true,
          }}
        />
      );
    case "text":
    case "email":
      return (
        <Field
          label={label}
          hint={hint}
          error={error}
          inputProps={{
            id: `survey-${question.name}`,
            name: question.name,
            type: question.kind,
            maxLength: question.maxLength,
            autoComplete: question.autoComplete,
            defaultValue: text(question.name),
            className: "max-w-md",
          }}
        />
      );
    case "textarea":
      return (
        <TextareaField
          label={label}
          hint={hint}
          error={error}
          textareaProps={{
            id: `survey-${question.name}`,
            name: question.name,
            maxLength: question.maxLength,
            defaultValue: text(question.name),
          }}
        />
      );
    case "scale":
      return <ScaleQuestion label={label} hint={hint} values={values} errors={errors} />;
  }
}

/** The 1-5 self-rating, one row (radio group) per skill domain. */
function ScaleQuestion({
  label,
  hint,
  values,
  errors,
}: {
  label: string;
  hint?: string;
  values: RawAnswers;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("learningNeeds");
  const { t: tc } = useTranslation();
  return (
    <fieldset aria-describedby="gaps-hint" className="grid gap-4">
      <legend className="mb-1 text-sm font-medium text-basalt-900">{label}</legend>
      <p id="gaps-hint" className="-mt-1 text-sm text-basalt-600">
        {hint}
      </p>
      {keySkills.map((skill) => {
        const name = gapField(skill);
        const error = errors[name] ? t(errors[name] as "errors.chooseOne") : null;
        const errorId = `${name}-error`;
        return (
          <fieldset
            key={skill}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              "grid gap-2 rounded-lg border bg-white px-3 py-3 sm:grid-cols-[1fr_auto] sm:items-center",
              error ? "border-magma-700" : "border-basalt-200",
            )}
          >
            <legend className="float-left text-sm font-medium text-basalt-900 sm:py-2">{tc(`skills.${skill}`)}</legend>
            <div className="flex gap-1.5 sm:justify-end">
              {gapScale.map((value) => (
                <label
                  key={value}
                  htmlFor={`${name}-${value}`}
                  className="flex size-11 cursor-pointer items-center justify-center rounded-lg border border-basalt-300 font-semibold text-basalt-900 has-[:checked]:border-mineral-700 has-[:checked]:bg-mineral-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-magma-600"
                >
                  <input
                    id={`${name}-${value}`}
                    type="radio"
                    name={name}
                    value={value}
                    defaultChecked={values[name] === value}
                    required
                    aria-invalid={error ? true : undefined}
                    className="sr-only"
                  />
                  <span aria-hidden>{value}</span>
                  <span className="sr-only">
                    {value} – {t(`options.scale.${value}`)}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={errorId} message={error} className="sm:col-span-2" />
          </fieldset>
        );
      })}
    </fieldset>
  );
}

function Thanks({ answers }: { answers: Record<string, unknown> }) {
  const { t } = useTranslation("learningNeeds");
  const { t: tc } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const single = (name: string, optionsKey: string) => {
    const value = answers[name];
    return typeof value === "string" && value
      ? t(`options.${optionsKey}.${value}` as "options.roles.student", { defaultValue: value })
      : t("thanks.notGiven");
  };
  const list = (name: string, label: (value: string) => string) => {
    const value = answers[name];
    return Array.isArray(value) && value.length > 0 ? value.map((v) => label(String(v))).join(", ") : t("thanks.none");
  };
  const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;
  const text = (name: string) =>
    typeof answers[name] === "string" && answers[name] ? String(answers[name]) : t("thanks.notGiven");
  const rows: Array<[string, string]> = [
    [t("questions.role.label"), single("role", "roles")],
    [t("questions.experience.label"), single("experience", "experience")],
    [t("questions.region.label"), single("region", "regions")],
    [t("questions.country.label"), text("country")],
    [t("questions.currentLevel.label"), single("currentLevel", "currentLevels")],
    [t("questions.targetLevel.label"), single("targetLevel", "targetLevels")],
    [t("questions.formats.label"), list("formats", (v) => t(`options.formats.${v}` as "options.formats.selfPaced"))],
    [t("questions.barriers.label"), list("barriers", (v) => t(`options.barriers.${v}` as "options.barriers.cost"))],
    [t("questions.languages.label"), list("languages", languageName)],
    [t("questions.hours.label"), single("hours", "hours")],
    [
      t("questions.contact.label"),
      answers.contact === "yes" && answers.email
        ? t("thanks.contactAt", { email: String(answers.email) })
        : single("contact", "contact"),
    ],
    [t("questions.comments.label"), text("comments")],
  ];

  return (
    <Card className="p-5 sm:p-8">
      <CircleCheck aria-hidden className="size-10 text-mineral-700" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-basalt-950 focus:outline-none">
        {t("thanks.heading")}
      </h2>
      <p className="mt-3 text-lg text-basalt-700">{t("thanks.text")}</p>

      <h3 className="mt-10 text-xl font-bold text-basalt-950">{t("thanks.summary")}</h3>
      <dl id="survey-summary" className="mt-4 divide-y divide-basalt-200 border-y border-basalt-200">
        {rows.map(([question, answer]) => (
          <div key={question} className="grid gap-1 py-3 sm:grid-cols-2 sm:gap-4">
            <dt className="text-sm font-medium text-basalt-700">{question}</dt>
            <dd className="text-basalt-950 [overflow-wrap:anywhere]">{answer}</dd>
          </div>
        ))}
      </dl>

      <table className="mt-8 w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-basalt-900">{t("thanks.gapsCaption")}</caption>
        <thead>
          <tr className="border-b border-basalt-300">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("thanks.domain")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("thanks.rating")}
            </th>
          </tr>
        </thead>
        <tbody>
          {keySkills.map((skill) => {
            const value = String(answers[gapField(skill)] ?? "");
            return (
              <tr key={skill} className="border-b border-basalt-200">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {tc(`skills.${skill}`)}
                </th>
                <td className="py-2 tabular">
                  {value ? `${value} – ${t(`options.scale.${value}` as "options.scale.1")}` : t("thanks.notGiven")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/resources" className={buttonVariants({ variant: "primary" })}>
          {t("thanks.resources")}
        </Link>
        <Link to="/certification-framework" className={buttonVariants({ variant: "secondary" })}>
          {t("thanks.framework")}
        </Link>
      </div>
    </Card>
  );
}
