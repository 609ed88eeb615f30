import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import { findQuestion } from "~/content/quiz/bank";
import type { QuizQuestion } from "~/content/quiz/types";
import type { LanguageCode } from "~/lib/i18n/languages";
import { localText } from "~/lib/format/localized";

export const QUIZ_COOKIE = "quiz_attempt";

export function readQuizCookie(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parseCookie(header)[QUIZ_COOKIE] : undefined;
}

export function quizCookieHeader(id: string | null, secure: boolean): string {
  return serializeCookie(QUIZ_COOKIE, id ?? "", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: id ? 60 * 60 * 24 * 7 : 0,
  });
}

/** A question as the page shows it: texts in the visitor's language (English where missing). */
export function localizeQuestion(question: QuizQuestion, language: LanguageCode) {
  const text = (t: QuizQuestion["prompt"]) => localText(t, language).text;
  return {
    id: question.id,
    domain: question.domain,
    difficulty: question.difficulty,
    prompt: text(question.prompt),
    options: question.options.map(text),
    english: localText(question.prompt, language).lang === "en",
  };
}

export function questionsOf(ids: readonly string[]): QuizQuestion[] {
  return ids.map((id) => findQuestion(id)).filter((q): q is QuizQuestion => q !== undefined);
}

/**
 * Answers posted by a quiz page: fields `q:<question id>` with an option number. Anything that
 * is not a question of this attempt or not 0-3 makes the whole post invalid (nothing is saved).
 */
export function parseAnswers(form: FormData, questionIds: readonly string[]): Record<string, number> | null {
  const answers: Record<string, number> = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("q:")) continue;
    const id = name.slice(2);
    const option = Number(value);
    if (!questionIds.includes(id) || typeof value !== "string" || !/^[0-3]$/.test(value)) return null;
    answers[id] = option;
  }
  return answers;
}
