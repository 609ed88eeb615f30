import type { FrameworkDomain } from "~/content/framework";

import type { LanguageCode } from "~/lib/i18n/languages";

/** Quiz texts: English, Icelandic and Turkish always; the other languages as they are translated. */
export type QuizText = { en: string; is: string; tr: string } & Partial<
  Record<Exclude<LanguageCode, "en" | "is" | "tr">, string>
>;

/**
 * One multiple-choice question of the readiness quiz's bank.
 * difficulty: 1 = entry level knowledge, 2 = professional practice, 3 = senior/expert judgement.
 */
export type QuizQuestion = {
  /** Stable id: domain prefix and number, e.g. "re-01". Stored with answers, so never reuse one. */
  id: string;
  domain: FrameworkDomain;
  difficulty: 1 | 2 | 3;
  prompt: QuizText;
  /** Exactly four options; one is correct. */
  options: readonly [QuizText, QuizText, QuizText, QuizText];
  correct: 0 | 1 | 2 | 3;
  /** Why the right answer is right (shown in the results). */
  explanation: QuizText;
};
