import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/training-quiz";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, Field, FieldError, SelectField } from "~/components/ui/field";
import { completeQuizAttempt, getQuizAttempt, saveQuizAnswers, startQuizAttempt } from "~/db/quiz.server";
import { getUser } from "~/lib/auth/auth.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import {
  QUESTIONS_PER_PAGE,
  quizEducation,
  quizGoals,
  quizProfileFields,
  quizProfileSchema,
  quizRoles,
} from "~/lib/quiz/profile";
import { localizeQuestion, parseAnswers, questionsOf, quizCookieHeader, readQuizCookie } from "~/lib/quiz/quiz.server";
import { scoreQuiz } from "~/lib/quiz/scoring";
import { consume } from "~/lib/server/rate-limit.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";

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

type ActionResult = { errors: Record<string, string>; values: Record<string, string>; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const language = getRequestLanguage(context);
  const secure = app.config.siteUrl.startsWith("https:");
  const form = await request.formData();
  const fail = (status: number, result: Partial<ActionResult>) =>
    data<ActionResult>({ errors: {}, values: {}, ...result }, { status });
  // A resent "See my results" goes to the results it made (decision 018).
  await redirectIfStored(app.db, form, "quiz-submit");
  if ((await consume(app.rateLimits.quiz, app.clientIp)) > 0) return fail(429, { formError: "errors.rateLimited" });

  if (form.get("intent") === "profile") {
    const values = formValues(form, quizProfileFields);
    const parsed = quizProfileSchema.safeParse(values);
    if (!parsed.success) return fail(400, { errors: fieldErrors(parsed.error), values });
    // A signed-in member finds the result again in their account.
    const user = await getUser(request, context);
    // Started once, however often the profile is sent: a resend continues the same attempt.
    const { result: id } = await storeOnce(app.db, form, "quiz-start", (tx) =>
      startQuizAttempt(tx, parsed.data, language, user?.id ?? null),
    );
    throw redirect("/training-quiz?page=1", { headers: { "Set-Cookie": quizCookieHeader(id, secure) } });
  }

  const attempt = await getQuizAttempt(app.db, readQuizCookie(request));
  if (!attempt || attempt.completedAt) throw redirect("/training-quiz");
  if (form.get("intent") === "restart") {
    throw redirect("/training-quiz", { headers: { "Set-Cookie": quizCookieHeader(null, secure) } });
  }
  // Tampered or unknown answers: 400, nothing stored.
  const answers = parseAnswers(form, attempt.questionIds);
  if (!answers) return fail(400, { formError: "errors.tampered" });
  const saved = (await saveQuizAnswers(app.db, attempt.id, answers)) ?? attempt.answers;

  const page = Number(form.get("page")) || 1;
  const intent = form.get("intent");
  if (intent === "back") throw redirect(`/training-quiz?page=${Math.max(1, page - 1)}`);
  if (intent === "next") throw redirect(`/training-quiz?page=${page + 1}`);

  // Submit: every question must be answered; the page says which are still open.
  const questions = questionsOf(attempt.questionIds);
  const firstOpen = questions.findIndex((q) => saved[q.id] === undefined);
  if (firstOpen !== -1) {
    throw redirect(`/training-quiz?page=${Math.floor(firstOpen / QUESTIONS_PER_PAGE) + 1}&incomplete=1`);
  }
  const years = Number((attempt.profile as { years?: number }).years ?? 0);
  const score = scoreQuiz(questions, saved, years);
  const stored = await storeOnce(app.db, form, "quiz-submit", async (tx) => {
    await completeQuizAttempt(tx, attempt.id, score.recommended);
    return `/quiz-results/${attempt.id}`;
  });
  throw redirect(stored.result, { headers: { "Set-Cookie": quizCookieHeader(null, secure) } });
}

export default function TrainingQuiz({ loaderData }: Route.ComponentProps) {
  usePageMessages("quiz", loaderData.messages);
  const { t } = useTranslation("quiz");
  const actionData = useActionData<typeof action>();
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
        {actionData?.formError ? (
          <FieldError className="mb-4" message={t(actionData.formError as "errors.tampered")} />
        ) : null}
        {loaderData.mode === "profile" ? (
          <ProfileStep result={actionData} submission={loaderData.submission} />
        ) : (
          <QuestionsStep data={loaderData} />
        )}
      </div>
    </main>
  );
}

function ProfileStep({ result, submission }: { result: ActionResult | undefined; submission: string }) {
  const { t } = useTranslation("quiz");
  const submitting = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  const error = (name: string) => (result?.errors[name] ? t(result.errors[name] as "errors.role") : null);
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
