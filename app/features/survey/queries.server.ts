import { and, count, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { surveyResponses } from "~/db/schema";
import { isUuid } from "~/lib/util/uuid";

export type SurveyResponse = {
  id: string;
  answers: Record<string, unknown>;
  /** The step the visitor is on (0-based); the number of steps once completed. */
  step: number;
  language: string;
  updatedAt: Date;
  completedAt: Date | null;
};

const columns = {
  id: surveyResponses.id,
  answers: surveyResponses.answers,
  step: surveyResponses.step,
  language: surveyResponses.language,
  updatedAt: surveyResponses.updatedAt,
  completedAt: surveyResponses.completedAt,
};

export const isSurveyId = isUuid;

/** A new response with the first step's answers; the visitor moves on to `step`. */
export async function createSurveyResponse(
  db: Database,
  input: { language: string; answers: Record<string, unknown>; step: number },
): Promise<SurveyResponse> {
  const [row] = await db
    .insert(surveyResponses)
    .values({ language: input.language, answers: input.answers, step: input.step })
    .returning(columns);
  if (!row) throw new Error("Survey response was not created");
  return row;
}

/** The response with this id, or null (unknown or malformed ids included). */
export async function getSurveyResponse(db: Database, id: string): Promise<SurveyResponse | null> {
  if (!isSurveyId(id)) return null;
  const [row] = await db.select(columns).from(surveyResponses).where(eq(surveyResponses.id, id));
  return row ?? null;
}

/**
 * Saves the answers of step `fromStep` and moves the response to `toStep`, in one statement:
 * the answers are merged into the stored ones (jsonb `||`), so concurrent saves never lose or
 * mix another step's answers. Refused (null) when the response is unknown, already completed, or
 * not yet at `fromStep` (a visitor may go back to a step, never skip ahead).
 * `complete` marks the end of the survey.
 */
export async function saveSurveyStep(
  db: Database,
  id: string,
  input: { fromStep: number; toStep: number; answers: Record<string, unknown>; language?: string; complete?: boolean },
): Promise<SurveyResponse | null> {
  if (!isSurveyId(id)) return null;
  const now = new Date();
  const [row] = await db
    .update(surveyResponses)
    .set({
      answers: sql`${surveyResponses.answers} || ${JSON.stringify(input.answers)}::jsonb`,
      step: input.toStep,
      updatedAt: now,
      ...(input.language ? { language: input.language } : {}),
      ...(input.complete ? { completedAt: now } : {}),
    })
    .where(
      and(eq(surveyResponses.id, id), isNull(surveyResponses.completedAt), gte(surveyResponses.step, input.fromStep)),
    )
    .returning(columns);
  return row ?? null;
}

export async function countCompletedResponses(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(surveyResponses).where(isNotNull(surveyResponses.completedAt));
  return row?.n ?? 0;
}

/** The answers of every completed response (the admin summary aggregates them). */
export async function listCompletedAnswers(db: Database): Promise<Array<Record<string, unknown>>> {
  const rows = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(isNotNull(surveyResponses.completedAt));
  return rows.map((row) => row.answers);
}
