/**
 * The steps of a sitting on the database (docs/decisions/052): each is one transaction that locks the attempt's
 * row, asks the engine's state machine (engine/attempts.ts) and the policy with what it read, makes a conditional
 * update on the state and version read, and appends its `exam_attempt_events` row. Two parallel steps therefore
 * never both happen: the second waits for the lock, then reads the new state and is refused.
 *
 * The clock is computed (engine/timer.ts) from the start, the level's duration, the extra time and the pauses, so
 * every instance and every restart reads the same clock; the answer save checks the same clock in SQL.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { certifications } from "~/content/certifications";
import type { FrameworkLevel } from "~/content/framework";
import type { Database } from "~/db/client.server";
import type { Deps } from "~/lib/server/deps.server";
import { nextAttemptState, type AttemptActor, type AttemptEvent, type AttemptState } from "../engine/attempts";
import { scoreAttempt, type KeyedItem } from "../engine/scoring";
import { clockAt, type ClockState, type ExamClock } from "../engine/timer";
import {
  examAttemptEvents,
  examAttemptPauses,
  examAttempts,
  examForms,
  examFormItems,
  examItems,
  examResponses,
  type ExamAttemptAction,
} from "../schema";
import { ADMISSION_CODE_ALPHABET, ADMISSION_CODE_LENGTH, normaliseCode } from "./forms";

export type SitDeps = Pick<Deps, "db" | "clock">;
export type AttemptRow = typeof examAttempts.$inferSelect;

/** How long an admission code may be used after the invigilator gave it. */
export const ADMISSION_CODE_MINUTES = 15;

/** The level's exam duration in minutes (app/content/certifications.ts). */
export function durationOf(level: FrameworkLevel): number {
  const certification = certifications.find((c) => c.key === level);
  if (!certification) throw new Error(`Unknown level ${level}`);
  return certification.exam.durationMinutes;
}

type Tx = Database;

/** Runs `work` in one transaction (drizzle's transaction type is the database's for our purposes). */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}

/** The attempt locked for the rest of the transaction (`for update`), or null. */
export async function lockAttempt(tx: Tx, attemptId: string): Promise<AttemptRow | null> {
  const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for("update");
  return row ?? null;
}

/** The pauses of an attempt, oldest first. */
export async function pausesOf(db: Database, attemptId: string) {
  return db
    .select()
    .from(examAttemptPauses)
    .where(eq(examAttemptPauses.attemptId, attemptId))
    .orderBy(asc(examAttemptPauses.from));
}

/** The attempt's clock as the engine reads it; null before the start. */
export async function clockOf(db: Database, attempt: AttemptRow): Promise<ExamClock | null> {
  if (!attempt.startedAt) return null;
  const pauses = await pausesOf(db, attempt.id);
  return {
    startedAt: attempt.startedAt,
    durationMinutes: durationOf(attempt.level),
    extraTimePercent: attempt.extraTimePercent,
    pauses: pauses.map((pause) => ({ from: pause.from, to: pause.to })),
  };
}

/** Where the attempt's clock stands at `now` (null before the start). */
export async function clockStateOf(db: Database, attempt: AttemptRow, now: Date): Promise<ClockState | null> {
  const clock = await clockOf(db, attempt);
  return clock ? clockAt(clock, now) : null;
}

type Move = {
  event: AttemptEvent;
  actor: AttemptActor;
  actorId: string | null;
  now: Date;
  set?: Partial<typeof examAttempts.$inferInsert>;
  reason?: string;
  detail?: Record<string, unknown>;
};

/**
 * One state change of a locked attempt: the engine says whether it may happen, the update is conditional on the
 * state and version read, and the event is logged. Null when refused (nothing written).
 */
export async function moveAttempt(tx: Tx, attempt: AttemptRow, move: Move): Promise<AttemptRow | null> {
  const to = nextAttemptState(attempt.state, move.event, move.actor);
  if (!to) return null;
  const [row] = await tx
    .update(examAttempts)
    .set({ ...move.set, state: to, version: attempt.version + 1, updatedAt: move.now })
    .where(
      and(
        eq(examAttempts.id, attempt.id),
        eq(examAttempts.state, attempt.state),
        eq(examAttempts.version, attempt.version),
      ),
    )
    .returning();
  if (!row) return null;
  await logEvent(tx, attempt.id, {
    action: move.event,
    actorId: move.actorId,
    from: attempt.state,
    to,
    now: move.now,
    reason: move.reason,
    detail: move.detail,
  });
  return row;
}

/** Appends one row to the attempt's log. */
export async function logEvent(
  tx: Tx,
  attemptId: string,
  entry: {
    action: ExamAttemptAction;
    actorId: string | null;
    now: Date;
    from?: AttemptState;
    to?: AttemptState;
    reason?: string;
    detail?: Record<string, unknown>;
  },
) {
  await tx.insert(examAttemptEvents).values({
    attemptId,
    actorId: entry.actorId,
    action: entry.action,
    fromState: entry.from ?? null,
    toState: entry.to ?? null,
    reason: entry.reason ?? "",
    detail: entry.detail ?? null,
    at: entry.now,
  });
}

/** A version bump without a state change (a new code, an incident): later forms shown before it are stale. */
export async function touchAttempt(tx: Tx, attempt: AttemptRow, now: Date, set: Partial<AttemptRow> = {}) {
  const [row] = await tx
    .update(examAttempts)
    .set({ ...set, version: attempt.version + 1, updatedAt: now })
    .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.version, attempt.version)))
    .returning();
  return row ?? null;
}

// --- Admission codes ---------------------------------------------------------------------------------------------

/** A fresh one-time code, e.g. "K7QM-2XPA" as shown (stored without the dash, as a hash). */
export function newAdmissionCode(): string {
  let code = "";
  for (let i = 0; i < ADMISSION_CODE_LENGTH; i++)
    code += ADMISSION_CODE_ALPHABET[randomInt(ADMISSION_CODE_ALPHABET.length)];
  return code;
}

/** The code's hash, bound to the attempt: a code of one attempt is worthless for another. */
export function hashAdmissionCode(attemptId: string, code: string): string {
  return createHash("sha256")
    .update(`${attemptId}:${normaliseCode(code)}`)
    .digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

// --- Starting ----------------------------------------------------------------------------------------------------

export type StartOutcome =
  | { ok: true; attempt: AttemptRow }
  | { ok: false; error: "notFound" | "notAdmitted" | "wrongCode" | "expired" | "noForm" };

/**
 * The candidate enters the code the invigilator gave: on the right code, before it expired, the attempt starts. The
 * latest frozen form of the level offered in the attempt's language is drawn, with a random seed for the order;
 * the code is spent (its hash cleared), so it cannot start anything again.
 */
export async function startAttempt(
  deps: SitDeps,
  input: { userId: string; attemptId: string; code: string },
): Promise<StartOutcome> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt || attempt.userId !== input.userId) return { ok: false, error: "notFound" };
    if (attempt.state !== "admitted" || !attempt.admissionCodeHash) return { ok: false, error: "notAdmitted" };
    if (!sameHash(attempt.admissionCodeHash, hashAdmissionCode(attempt.id, input.code)))
      return { ok: false, error: "wrongCode" };
    if (!attempt.admissionExpiresAt || attempt.admissionExpiresAt.getTime() <= now.getTime())
      return { ok: false, error: "expired" };
    const [form] = await tx
      .select({ id: examForms.id })
      .from(examForms)
      .where(
        and(
          eq(examForms.level, attempt.level),
          sql`${examForms.languages} @> ${JSON.stringify([attempt.language])}::jsonb`,
        ),
      )
      .orderBy(desc(examForms.frozenAt))
      .limit(1);
    if (!form) return { ok: false, error: "noForm" };
    const started = await moveAttempt(tx, attempt, {
      event: "start",
      actor: "candidate",
      actorId: input.userId,
      now,
      set: {
        formId: form.id,
        seed: randomBytes(16).toString("hex"),
        startedAt: now,
        admissionCodeHash: null,
        admissionExpiresAt: null,
      },
      detail: { formId: form.id },
    });
    return started ? { ok: true, attempt: started } : { ok: false, error: "notAdmitted" };
  });
}

// --- Saving an answer --------------------------------------------------------------------------------------------

export type SaveOutcome =
  | { ok: true; revision: number }
  | { ok: false; error: "notFound" | "notRunning" | "notOnForm" | "over" | "stale"; revision?: number };

/** `case level when … then minutes … end`, from the content (trusted constants, not input). */
const durationCase = sql.raw(
  `(case a.level ${certifications.map((c) => `when '${c.key}' then ${Number(c.exam.durationMinutes)}`).join(" ")} end)`,
);

/**
 * Saves one answer (the chosen options and the flag) as **one statement**: the insert reads the attempt `for
 * share` and writes only when it is the candidate's, in progress, the clock not over (the same rule as
 * engine/timer.ts: the allowed time with its extra time, plus the pauses) and the item on its form; a row already
 * there is replaced only by a higher revision. A submit takes the row `for update`, so it waits for a save under
 * way, and a save after it reads the ended state and writes nothing: no answer lands after the end.
 */
export async function saveResponse(
  deps: SitDeps,
  input: {
    userId: string;
    attemptId: string;
    itemId: string;
    choice: readonly string[];
    flagged: boolean;
    revision: number;
  },
): Promise<SaveOutcome> {
  const now = deps.clock.now().toISOString();
  const choice = JSON.stringify([...new Set(input.choice)]);
  const result = await deps.db.execute(sql`
    insert into exam_responses (attempt_id, item_id, choice, flagged, revision, saved_at)
    select a.id, ${input.itemId}, ${choice}::jsonb, ${input.flagged}, ${input.revision}, ${now}::timestamptz
    from exam_attempts a
    where a.id = ${input.attemptId}
      and a.user_id = ${input.userId}
      and a.state = 'inProgress'
      and exists (select 1 from exam_form_items fi where fi.form_id = a.form_id and fi.item_id = ${input.itemId})
      and ${now}::timestamptz < a.started_at
        + make_interval(secs => round(${durationCase} * 60 * (100 + a.extra_time_percent) / 100.0))
        + coalesce(
            (select sum(coalesce(p.to_at, ${now}::timestamptz) - greatest(p.from_at, a.started_at))
             from exam_attempt_pauses p where p.attempt_id = a.id),
            interval '0')
    for share of a
    on conflict (attempt_id, item_id) do update
      set choice = excluded.choice, flagged = excluded.flagged, revision = excluded.revision, saved_at = excluded.saved_at
      where exam_responses.revision < excluded.revision
    returning revision`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { revision: number }[];
  if (rows.length === 1) return { ok: true, revision: Number(rows[0]!.revision) };
  return explainRefusedSave(deps, input, new Date(now));
}

/** Why a save wrote nothing (read after the fact, only to choose the message). */
async function explainRefusedSave(
  deps: SitDeps,
  input: { userId: string; attemptId: string; itemId: string },
  now: Date,
): Promise<SaveOutcome> {
  const [attempt] = await deps.db.select().from(examAttempts).where(eq(examAttempts.id, input.attemptId));
  if (!attempt || attempt.userId !== input.userId) return { ok: false, error: "notFound" };
  if (attempt.state !== "inProgress") return { ok: false, error: "notRunning" };
  const [onForm] = attempt.formId
    ? await deps.db
        .select({ itemId: examFormItems.itemId })
        .from(examFormItems)
        .where(and(eq(examFormItems.formId, attempt.formId), eq(examFormItems.itemId, input.itemId)))
    : [];
  if (!onForm) return { ok: false, error: "notOnForm" };
  const clock = await clockStateOf(deps.db, attempt, now);
  if (!clock || clock.status === "over") {
    // The time ran out and nothing has ended the attempt yet: this request does (and scores it).
    await timeOutIfOver(deps, attempt.id);
    return { ok: false, error: "over" };
  }
  const [stored] = await deps.db
    .select({ revision: examResponses.revision })
    .from(examResponses)
    .where(and(eq(examResponses.attemptId, attempt.id), eq(examResponses.itemId, input.itemId)));
  return { ok: false, error: "stale", revision: stored?.revision };
}

// --- Ending and scoring ------------------------------------------------------------------------------------------

/**
 * Scores an ended attempt in the transaction that holds its lock: the form's keys and the answers as stored,
 * `scoreAttempt`, the scores kept on the row. The result is released at once unless the attempt had an incident or
 * the invigilator ended it: then it is withheld for a decision maker.
 */
export async function scoreLocked(tx: Tx, attempt: AttemptRow, now: Date): Promise<AttemptRow | null> {
  if (!attempt.formId) return null;
  const formItems = await tx
    .select({ id: examItems.id, domain: examItems.domain, type: examItems.type, key: examItems.key })
    .from(examFormItems)
    .innerJoin(examItems, eq(examItems.id, examFormItems.itemId))
    .where(eq(examFormItems.formId, attempt.formId))
    .orderBy(asc(examFormItems.position));
  const keyed: KeyedItem[] = formItems.map((item) => ({
    id: item.id,
    domain: item.domain,
    kind: item.type,
    correct: item.key,
  }));
  const responses = await tx
    .select({ itemId: examResponses.itemId, choice: examResponses.choice })
    .from(examResponses)
    .where(eq(examResponses.attemptId, attempt.id));
  const score = scoreAttempt(
    attempt.level,
    keyed,
    Object.fromEntries(responses.map((response) => [response.itemId, response.choice])),
  );
  const [incident] = await tx
    .select({ id: examAttemptEvents.id })
    .from(examAttemptEvents)
    .where(and(eq(examAttemptEvents.attemptId, attempt.id), eq(examAttemptEvents.action, "incident")))
    .limit(1);
  const withheld = attempt.state === "ended" || incident !== undefined;
  const scored = await moveAttempt(tx, attempt, {
    event: "score",
    actor: "system",
    actorId: null,
    now,
    set: {
      rawScore: score.raw,
      maxScore: score.total,
      scaledScore: score.scaled,
      passed: score.passed,
      domainResults: score.domains,
      resultStatus: withheld ? "withheld" : "released",
    },
    detail: { raw: score.raw, total: score.total, scaled: score.scaled, passed: score.passed },
  });
  if (scored)
    await logEvent(tx, attempt.id, {
      action: withheld ? "withheld" : "released",
      actorId: null,
      now,
      reason: withheld ? (attempt.state === "ended" ? "ended" : "incident") : "",
    });
  return scored;
}

export type SubmitOutcome = { ok: true; attempt: AttemptRow } | { ok: false; error: "notFound" | "notRunning" };

/** The candidate submits: the attempt ends once (a second submit finds it ended) and is scored in the same step. */
export async function submitAttempt(
  deps: SitDeps,
  input: { userId: string; attemptId: string },
): Promise<SubmitOutcome> {
  const now = deps.clock.now();
  const outcome = await inTransaction(deps.db, async (tx): Promise<SubmitOutcome | "over"> => {
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt || attempt.userId !== input.userId) return { ok: false, error: "notFound" };
    if (attempt.state !== "inProgress") return { ok: false, error: "notRunning" };
    const clock = await clockStateOf(tx, attempt, now);
    if (clock?.status === "over") return "over";
    const submitted = await moveAttempt(tx, attempt, {
      event: "submit",
      actor: "candidate",
      actorId: input.userId,
      now,
      set: { endedAt: now },
    });
    if (!submitted) return { ok: false, error: "notRunning" };
    const scored = await scoreLocked(tx, submitted, now);
    return { ok: true, attempt: scored ?? submitted };
  });
  if (outcome !== "over") return outcome;
  // Time ran out before the submit arrived: the clock ended it, at the time it ran out.
  await timeOutIfOver(deps, input.attemptId);
  return { ok: false, error: "notRunning" };
}

/**
 * Ends an attempt whose time ran out (at the instant it ran out, not when this noticed) and scores it; nothing
 * when it is not in progress or its time is not over. Called on every candidate request and by the periodic task.
 */
export async function timeOutIfOver(deps: SitDeps, attemptId: string): Promise<boolean> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt || attempt.state !== "inProgress") return false;
    const clock = await clockStateOf(tx, attempt, now);
    if (!clock || clock.status !== "over") return false;
    const timedOut = await moveAttempt(tx, attempt, {
      event: "timeOut",
      actor: "system",
      actorId: null,
      now,
      set: { endedAt: new Date(clock.endsAt) },
    });
    if (!timedOut) return false;
    await scoreLocked(tx, timedOut, now);
    return true;
  });
}

/** Every attempt in progress whose time is over: timed out and scored (the periodic task's work). */
export async function timeOutOverdue(deps: SitDeps): Promise<number> {
  // Pauses only add time, so an attempt whose allowed time from its start has not passed cannot be over: only
  // the others are looked at, each in its own locked transaction.
  const now = deps.clock.now().toISOString();
  const result = await deps.db.execute(sql`
    select a.id from exam_attempts a
    where a.state = 'inProgress'
      and a.started_at + make_interval(secs => round(${durationCase} * 60 * (100 + a.extra_time_percent) / 100.0))
        <= ${now}::timestamptz`);
  const running = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { id: string }[];
  let count = 0;
  for (const { id } of running) if (await timeOutIfOver(deps, id)) count += 1;
  return count;
}

/** The items of a form in its frozen order. */
export async function formItemIds(db: Database, formId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: examFormItems.itemId })
    .from(examFormItems)
    .where(eq(examFormItems.formId, formId))
    .orderBy(asc(examFormItems.position));
  return rows.map((row) => row.itemId);
}

/** The stored answers of an attempt, by item id. */
export async function responsesOf(db: Database, attemptId: string, itemIds?: readonly string[]) {
  const rows = await db
    .select()
    .from(examResponses)
    .where(
      itemIds
        ? and(eq(examResponses.attemptId, attemptId), inArray(examResponses.itemId, [...itemIds]))
        : eq(examResponses.attemptId, attemptId),
    );
  return new Map(rows.map((row) => [row.itemId, row]));
}
