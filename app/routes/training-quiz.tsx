import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/training-quiz";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/forms/form-status";
import { ChoiceGroup, Field, SelectField } from "~/components/ui/field";
import {
  getQuizAttempt,
  restartQuiz,
  saveQuizPage,
  startQuiz,
  localizeQuestion,
  questionsOf,
  readQuizCookie,
} from "~/features/quiz/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formReply, type FormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { QUESTIONS_PER_PAGE, quizEducation, quizForms, quizGoals, quizRoles } from "~/features/quiz";
import { consume } from "~/lib/server/rate-limit.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, redirectIfStored } from "~/lib/forms/idempotency.server";

/** The profile, then one step per page of the 24 questions. */
const TOTAL_STEPS = 1 + Math.ceil(24 / QUESTIONS_PER_PAGE);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const messages = pageMessages(context, "quiz");
  const attempt = await getQuizAttempt(db, readQuizCookie(request));
  if (!attempt || attempt.completedAt) {
    return { messages, mode: "profile" as const, submission: newSubmissionToken() };
  }

  const questions = questionsOf(attempt.questionIds);
  const pages = Math.ceil(questions.length / QUESTIONS_PER_PAGE);
  const url = new URL(request.url);
  const firstOpen = questions.findIndex((q) => attempt.answers[q.id] === undefined);
  const requested = Number(url.searchParams.get("page"));
  const page =
    Number.isInteger(requested) && requested >= 1 && requested <= pages
      ? requested
      : firstOpen === -1
        ? pages
        : Math.floor(firstOpen / QUESTIONS_PER_PAGE) + 1;
  const start = (page - 1) * QUESTIONS_PER_PAGE;
  const unanswered =
    url.searchParams.get("incomplete") === "1"
      ? questions.flatMap((q, i) => (attempt.answers[q.id] === undefined ? [i + 1] : []))
      : [];
  return {
    messages,
    mode: "questions" as const,
    page,
    pages,
    total: questions.length,
    start,
    questions: questions.slice(start, start + QUESTIONS_PER_PAGE).map((q) => ({
      ...localizeQuestion(q, language),
      answer: attempt.answers[q.id] ?? null,
    })),
    unanswered,
    submission: newSubmissionToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, rateLimits, clientIp } = getAppContext(context);
  const form = await request.formData();
  // A resent "See my results" goes to the results it made (decision 018).
  await redirectIfStored(db, form, "quiz-submit");
  if ((await consume(rateLimits.quiz, clientIp)) > 0) return refuseForm(form, "errors.rateLimited", { status: 429 });
  const parsed = parseForm(form, quizForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const post = parsed.value;
  switch (post.intent) {
    case "profile":
      return startQuiz(request, context, form, post);
    case "restart":
      return restartQuiz(request, context);
    default:
      return saveQuizPage(request, context, form, post);
  }
}

export default function TrainingQuiz({ loaderData }: Route.ComponentProps) {
  usePageMessages("quiz", loaderData.messages);
  const { t } = useTranslation("quiz");
  const actionData = useActionData<typeof action>();
  const reply = formReply(actionData, actionData?.intent ?? "");
  const err = useErrorText("quiz");
  const step = loaderData.mode === "profile" ? 1 : loaderData.page + 1;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-6">
          <p className="text-sm font-medium text-basalt-700" id="quiz-progress-label">
            {t("progress", { step, steps: TOTAL_STEPS })}
          </p>
          <div
            role="progressbar"
            aria-labelledby="quiz-progress-label"
            aria-valuemin={1}
            aria-valuemax={TOTAL_STEPS}
            aria-valuenow={step}
            className="mt-2 h-2 overflow-hidden rounded-full bg-basalt-100"
          >
            <div className="h-full bg-mineral-700" style={{ width: `${(step / TOTAL_STEPS) * 100}%` }} />
          </div>
        </div>
        <FormAlert className="mb-4" message={err(reply.formError)} />
        {loaderData.mode === "profile" ? (
          <ProfileStep reply={formReply(actionData, "profile")} submission={loaderData.submission} />
        ) : (
          <QuestionsStep data={loaderData} />
        )}
      </div>
    </main>
  );
}

function ProfileStep({ reply, submission }: { reply: FormReply; submission: string }) {
  const { t } = useTranslation("quiz");
  const err = useErrorText("quiz");
  const submitting = useNavigation().state === "submitting";
  const values = reply.values;
  const error = (name: string) => err(reply.fieldErrors[name]);
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold text-basalt-950">{t("profile.heading")}</h2>
      <p className="mt-2 text-basalt-700">{t("profile.text")}</p>
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <SubmissionField token={submission} />
        <SelectField
          label={t("profile.role")}
          error={error("role")}
          placeholder={t("profile.choose")}
          options={quizRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          selectProps={{ name: "role", required: true, defaultValue: values.role ?? "" }}
        />
        <Field
          label={t("profile.years")}
          hint={t("profile.yearsHint")}
          error={error("years")}
          inputProps={{
            name: "years",
            type: "number",
            inputMode: "numeric",
            min: 0,
            max: 60,
            required: true,
            defaultValue: values.years,
          }}
        />
        <SelectField
          label={t("profile.education")}
          error={error("education")}
          placeholder={t("profile.choose")}
          options={quizEducation.map((level) => ({ value: level, label: t(`education.${level}`) }))}
          selectProps={{ name: "education", required: true, defaultValue: values.education ?? "" }}
        />
        <Field
          label={t("profile.country")}
          hint={t("profile.countryHint")}
          error={error("country")}
          inputProps={{ name: "country", autoComplete: "country-name", maxLength: 60, defaultValue: values.country }}
        />
        <ChoiceGroup
          legend={t("profile.goal")}
          name="goal"
          type="radio"
          error={error("goal")}
          defaultValue={values.goal}
          options={quizGoals.map((goal) => ({ value: goal, label: t(`goals.${goal}`) }))}
        />
        <div>
          <Button type="submit" disabled={submitting}>
            {t("profile.start")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

type QuestionsData = Extract<Route.ComponentProps["loaderData"], { mode: "questions" }>;

function QuestionsStep({ data: page }: { data: QuestionsData }) {
  const { t } = useTranslation("quiz");
  const { t: tCommon } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const last = page.page === page.pages;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold text-basalt-950">
        {t("questions.heading", { from: page.start + 1, to: page.start + page.questions.length, total: page.total })}
      </h2>
      <p className="mt-2 text-sm text-basalt-600">{t("questions.saved")}</p>
      {page.unanswered.length > 0 ? (
        <div role="alert" className="mt-4 rounded-lg bg-magma-50 px-4 py-3 text-sm text-magma-800">
          <p className="font-semibold">{t("questions.unanswered")}</p>
          <ul className="mt-1 flex flex-wrap gap-x-3">
            {page.unanswered.map((n) => (
              <li key={n}>
                <Link
                  className="underline"
                  to={`/training-quiz?page=${Math.ceil(n / QUESTIONS_PER_PAGE)}&incomplete=1`}
                >
                  {t("questions.unansweredItem", { number: n })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="mt-6 grid gap-8" key={page.page}>
        <input type="hidden" name="page" value={page.page} />
        <SubmissionField token={page.submission} />
        {page.questions.map((question, index) => (
          <ChoiceGroup
            key={question.id}
            legend={`${page.start + index + 1}. ${question.prompt}`}
            hint={`${tCommon(`skills.${question.domain}`)} · ${t(`questions.difficulty.${question.difficulty}`)}`}
            name={`q:${question.id}`}
            type="radio"
            defaultValue={question.answer === null ? undefined : String(question.answer)}
            options={question.options.map((label, option) => ({ value: String(option), label }))}
          />
        ))}
        {/* The main action comes first, so Enter submits it; it is shown on the right. */}
        <div className="flex flex-row-reverse flex-wrap items-center justify-between gap-3 border-t border-basalt-200 pt-6">
          <Button type="submit" name="intent" value={last ? "submit" : "next"} disabled={submitting}>
            {last ? t("questions.submit") : t("questions.next")}
          </Button>
          {page.page > 1 ? (
            <Button type="submit" name="intent" value="back" variant="secondary" disabled={submitting}>
              {t("questions.back")}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="restart" variant="ghost" disabled={submitting}>
              {t("questions.startOver")}
            </Button>
          )}
        </div>
      </Form>
    </Card>
  );
}
