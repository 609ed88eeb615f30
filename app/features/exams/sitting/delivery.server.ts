/**
 * What the candidate's pages get (docs/decisions/052): the attempt's stage, its clock as the server computes it,
 * and while it runs the one item asked for, in the attempt's order, with its options in the attempt's order and
 * in the attempt's language. Never a key, a rationale or another attempt's item: the current item's stem and
 * option texts are all that leave the server, and only while the attempt is in progress.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { passingScoreOf, scaledScoreRule } from "../engine/scoring";
import { attemptOrder } from "../engine/shuffle";
import type { ClockState } from "../engine/timer";
import { examAttempts, examCaseTranslations, examItems, examItemTranslations, examSessions } from "../schema";
import {
  clockStateOf,
  formItemIds,
  responsesOf,
  timeOutIfOver,
  type AttemptRow,
  type SitDeps,
} from "./attempts.server";
import { isEnded, mayEnterCode, mayShowItems } from "./policy";
import { bandOf, type ClockView, type ReportView, type SitStage, type SitView } from "./views";

/** The candidate's own attempt, or null (someone else's reads as not found). Times out a run whose time is over. */
export async function ownAttempt(deps: SitDeps, userId: string, attemptId: string): Promise<AttemptRow | null> {
  const read = async () => {
    const [row] = await deps.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    return row && row.userId === userId ? row : null;
  };
  const attempt = await read();
  if (attempt?.state === "inProgress" && (await timeOutIfOver(deps, attempt.id))) return read();
  return attempt;
}

function clockView(state: ClockState | null, now: Date): ClockView | null {
  if (!state) return null;
  return { status: state.status, remainingMs: state.remainingMs, endsAt: state.endsAt, serverNow: now.getTime() };
}

/**
 * The sitting page of the candidate's attempt: `position` (1-based) picks the item; `review` asks for the review
 * list before the submit. Null when the attempt is not theirs.
 */
export async function sitView(
  deps: SitDeps,
  userId: string,
  attemptId: string,
  ask: { position: number; review: boolean },
): Promise<SitView | null> {
  const attempt = await ownAttempt(deps, userId, attemptId);
  if (!attempt) return null;
  const [session] = await deps.db
    .select({
      startsAt: examSessions.startsAt,
      timeZone: examSessions.timeZone,
      venue: examSessions.venue,
      delivery: examSessions.delivery,
    })
    .from(examSessions)
    .where(eq(examSessions.id, attempt.sessionId));
  const now = deps.clock.now();
  const base = {
    attempt: {
      id: attempt.id,
      level: attempt.level,
      language: attempt.language,
      state: attempt.state,
      version: attempt.version,
    },
    session: session!,
  };
  const stage: SitStage =
    attempt.state === "booked"
      ? "waiting"
      : mayEnterCode(attempt.state)
        ? "code"
        : attempt.state === "paused"
          ? "paused"
          : mayShowItems(attempt.state)
            ? ask.review
              ? "review"
              : "delivery"
            : isEnded(attempt.state)
              ? "ended"
              : "closed";
  const clock = clockView(await clockStateOf(deps.db, attempt, now), now);
  if (stage !== "delivery" && stage !== "review")
    return { ...base, stage, clock: stage === "paused" ? clock : null, grid: [], current: null };
  const order = await orderOf(deps.db, attempt);
  const responses = await responsesOf(deps.db, attempt.id);
  const grid = order.map((item, index) => {
    const response = responses.get(item.itemId);
    return { position: index + 1, answered: (response?.choice.length ?? 0) > 0, flagged: response?.flagged ?? false };
  });
  if (stage === "review") return { ...base, stage, clock, grid, current: null };
  const position = Math.min(Math.max(1, Math.trunc(ask.position) || 1), order.length);
  const entry = order[position - 1]!;
  const current = await itemText(deps.db, attempt, entry);
  const response = responses.get(entry.itemId);
  return {
    ...base,
    stage,
    clock,
    grid,
    current: {
      position,
      itemId: entry.itemId,
      ...current,
      choice: response?.choice ?? [],
      flagged: response?.flagged ?? false,
      revision: response?.revision ?? 0,
    },
  };
}

/** The attempt's items in its order (from its seed), each with its options in its order. */
export async function orderOf(db: Database, attempt: AttemptRow) {
  if (!attempt.formId || !attempt.seed) return [];
  const ids = await formItemIds(db, attempt.formId);
  if (ids.length === 0) return [];
  const items = await db
    .select({ id: examItems.id, caseId: examItems.caseId, options: examItemTranslations.options })
    .from(examItems)
    .innerJoin(
      examItemTranslations,
      and(eq(examItemTranslations.itemId, examItems.id), eq(examItemTranslations.language, attempt.language)),
    )
    .where(inArray(examItems.id, ids));
  const byId = new Map(items.map((item) => [item.id, item]));
  return attemptOrder(
    attempt.seed,
    ids.flatMap((id) => {
      const item = byId.get(id);
      return item ? [{ id, caseId: item.caseId, options: item.options.map((option) => option.id) }] : [];
    }),
  );
}

/** The texts of one item in the attempt's language, options in the attempt's order: no key, no rationale. */
async function itemText(db: Database, attempt: AttemptRow, entry: { itemId: string; options: string[] }) {
  const [row] = await db
    .select({
      type: examItems.type,
      caseId: examItems.caseId,
      stem: examItemTranslations.stem,
      options: examItemTranslations.options,
    })
    .from(examItems)
    .innerJoin(
      examItemTranslations,
      and(eq(examItemTranslations.itemId, examItems.id), eq(examItemTranslations.language, attempt.language)),
    )
    .where(eq(examItems.id, entry.itemId));
  if (!row) throw new Error(`Item ${entry.itemId} has no text in ${attempt.language}`);
  const [scenario] = row.caseId
    ? await db
        .select({ scenario: examCaseTranslations.scenario })
        .from(examCaseTranslations)
        .where(and(eq(examCaseTranslations.caseId, row.caseId), eq(examCaseTranslations.language, attempt.language)))
    : [];
  const texts = new Map(row.options.map((option) => [option.id, option.text]));
  return {
    kind: row.type,
    stem: row.stem,
    scenario: scenario?.scenario ?? null,
    options: entry.options.map((id) => ({ id, text: texts.get(id) ?? "" })),
  };
}

// --- The score report --------------------------------------------------------------------------------------------

/**
 * The candidate's score report: the result only once it is released; a withheld or voided result says so and
 * nothing more. No item, no key, no answer is in it.
 */
export async function reportView(deps: SitDeps, userId: string, attemptId: string): Promise<ReportView | null> {
  const attempt = await ownAttempt(deps, userId, attemptId);
  if (!attempt) return null;
  const head = {
    id: attempt.id,
    level: attempt.level,
    number: attempt.number,
    endedAt: attempt.endedAt,
    language: attempt.language,
  };
  if (!isEnded(attempt.state)) return { attempt: head, status: "notEnded", result: null };
  if (attempt.resultStatus !== "released" || attempt.scaledScore === null || attempt.passed === null)
    return { attempt: head, status: attempt.resultStatus, result: null };
  const passingScorePercent = passingScoreOf(attempt.level);
  return {
    attempt: head,
    status: "released",
    result: {
      passed: attempt.passed,
      scaled: attempt.scaledScore,
      passMark: scaledScoreRule.pass,
      min: scaledScoreRule.min,
      max: scaledScoreRule.max,
      passingScorePercent,
      domains: (attempt.domainResults ?? []).map((domain) => ({
        ...domain,
        rounded: Math.round(domain.percent),
        band: bandOf(domain.percent, passingScorePercent),
      })),
    },
  };
}
