import { randomInt } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { quizAttempts } from "~/db/schema";
import { questionBank } from "~/content/quiz/bank";
import { drawQuestions } from "~/features/quiz/draw";
import type { QuizProfile } from "~/features/quiz/profile";
import { isUuid } from "~/lib/util/uuid";

export async function startQuizAttempt(
  db: Database,
  profile: QuizProfile,
  language: string,
  userId: string | null = null,
) {
  const seed = randomInt(1, 2 ** 31 - 1);
  const questionIds = drawQuestions(questionBank, seed).map((q) => q.id);
  const [row] = await db
    .insert(quizAttempts)
    .values({ seed, questionIds, profile, language, userId })
    .returning({ id: quizAttempts.id });
  return row!.id;
}

export async function getQuizAttempt(db: Database, id: string | undefined | null) {
  if (!id || !isUuid(id)) return undefined;
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id));
  return row;
}

/** Merges answers into an open attempt in one statement (a finished attempt is never changed). */
export async function saveQuizAnswers(db: Database, id: string, answers: Record<string, number>) {
  const updated = await db
    .update(quizAttempts)
    .set({ answers: sql`${quizAttempts.answers} || ${JSON.stringify(answers)}::jsonb` })
    .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.completedAt)))
    .returning({ answers: quizAttempts.answers });
  return updated[0]?.answers;
}

export async function completeQuizAttempt(db: Database, id: string, recommended: string) {
  const updated = await db
    .update(quizAttempts)
    .set({ recommended, completedAt: new Date() })
    .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.completedAt)))
    .returning({ id: quizAttempts.id });
  return updated.length === 1;
}

/** A member's completed attempts, newest first (the account page's results history). */
export async function listCompletedAttempts(db: Database, userId: string, limit = 50) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.completedAt)))
    .orderBy(desc(quizAttempts.completedAt))
    .limit(limit);
}
