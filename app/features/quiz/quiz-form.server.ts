import { redirect, type RouterContextProvider } from "react-router";
import { completeQuizAttempt, getQuizAttempt, saveQuizAnswers, startQuizAttempt } from "~/features/quiz/queries.server";
import { getUser } from "~/features/auth/index.server";
import { storeOnce } from "~/lib/forms/idempotency.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { QUESTIONS_PER_PAGE, type QuizForm, type QuizProfile } from "./profile";
import { parseAnswers, questionsOf, quizCookieHeader, readQuizCookie } from "./quiz.server";
import { scoreQuiz } from "./scoring";

// The training quiz's intents: the profile starts an attempt, each page of questions is saved as the
// visitor moves on (next/back), "submit" scores it, "restart" forgets it.

type Context = Readonly<RouterContextProvider>;
const PATH = "/training-quiz";
const secureOf = (context: Context) => getAppContext(context).config.siteUrl.startsWith("https:");

/** Started once, however often the profile is sent: a resend continues the same attempt. */
export async function startQuiz(request: Request, context: Context, form: FormData, profile: QuizProfile) {
  const { db } = getAppContext(context);
  // A signed-in member finds the result again in their account.
  const user = await getUser(request, context);
  const { result: id } = await storeOnce(db, form, "quiz-start", (tx) =>
    startQuizAttempt(tx, profile, getRequestLanguage(context), user?.id ?? null),
  );
  throw redirect(`${PATH}?page=1`, { headers: { "Set-Cookie": quizCookieHeader(id, secureOf(context)) } });
}

async function openAttempt(request: Request, context: Context) {
  const attempt = await getQuizAttempt(getAppContext(context).db, readQuizCookie(request));
  if (!attempt || attempt.completedAt) throw redirect(PATH);
  return attempt;
}

export async function restartQuiz(request: Request, context: Context) {
  await openAttempt(request, context);
  throw redirect(PATH, { headers: { "Set-Cookie": quizCookieHeader(null, secureOf(context)) } });
}

/** Saves the page's answers, then moves (next/back) or scores the attempt (submit). */
export async function saveQuizPage(
  request: Request,
  context: Context,
  form: FormData,
  post: Extract<QuizForm, { page: number }>,
) {
  const { db } = getAppContext(context);
  const attempt = await openAttempt(request, context);
  // Tampered or unknown answers: 400, nothing stored.
  const answers = parseAnswers(form, attempt.questionIds);
  if (!answers) return refuseForm(form, "errors.tampered");
  const saved = (await saveQuizAnswers(db, attempt.id, answers)) ?? attempt.answers;
  if (post.intent === "back") throw redirect(`${PATH}?page=${Math.max(1, post.page - 1)}`);
  if (post.intent === "next") throw redirect(`${PATH}?page=${post.page + 1}`);

  // Submit: every question must be answered; the page says which are still open.
  const questions = questionsOf(attempt.questionIds);
  const firstOpen = questions.findIndex((q) => saved[q.id] === undefined);
  if (firstOpen !== -1) {
    throw redirect(`${PATH}?page=${Math.floor(firstOpen / QUESTIONS_PER_PAGE) + 1}&incomplete=1`);
  }
  const years = Number((attempt.profile as { years?: number }).years ?? 0);
  const score = scoreQuiz(questions, saved, years);
  // A resent "See my results" goes to the results it made (decision 018).
  const stored = await storeOnce(db, form, "quiz-submit", async (tx) => {
    await completeQuizAttempt(tx, attempt.id, score.recommended);
    return `/quiz-results/${attempt.id}`;
  });
  throw redirect(stored.result, { headers: { "Set-Cookie": quizCookieHeader(null, secureOf(context)) } });
}
