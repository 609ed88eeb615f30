/**
 * Exam results and the certification decision (docs/decisions/050). A scored attempt's result is pending until
 * exam administration releases it; it may be withheld for an incident, then released or voided; every change is a
 * row of the attempt's append-only history (`exam_attempt_events`) with who and why. On a released result a
 * decision maker who neither invigilated the session nor assessed the candidate decides "certified" (a pass is
 * needed) or "not certified"; "certified" issues the credential through the registry's own issuing function
 * (validity from the CPD rule, held by the candidate's account at once, so their signed Open Badge, PDF and public
 * page are the ones every holder has, and their CPD cycle runs from the day of issue) and mails the candidate.
 *
 * Every change is one transaction that locks the attempt's row and updates it on the state read (a result status,
 * or `decision is null`), so two staff members pressing at once make one change, one history row, one credential
 * and one mail.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { FrameworkLevel } from "~/content/framework";
import { passingScoreOf } from "../engine/scoring";
import type { Viewer } from "~/features/auth";
import { createCredential } from "~/features/registry/index.server";
import { impartialityProblem, logDecision } from "~/features/staff/index.server";
import { isoDate } from "~/lib/format/dates";
import { lastName } from "~/lib/community/community";
import type { Deps } from "~/lib/server/deps.server";
import { examAttemptEvents, examAttempts, examSessions, examSessionStaff, type ResultStatus } from "../schema";
import { RESULTS_PAGE_SIZE, type ResultChange, type ResultFilters } from "./forms";
import { decisionMail } from "./mail.server";
import { PANEL_LEVEL, releasedPanelOf } from "../panel/panel.server";
import { canChangeResults, canDecideResults, canSeeExamResults, decisionBar, type DecisionBar } from "./policy";

type ResultDeps = Pick<Deps, "db" | "config" | "clock" | "mailer">;
type Attempt = typeof examAttempts.$inferSelect;

/** The decision log's subject of an attempt (decision 040's log, beside the attempt's own history). */
export const attemptSubject = (id: string) => ({ kind: "examAttempt", id });

/** From which result statuses each change may be made, and to which it leads. */
export const resultMoves: Record<ResultChange, { from: readonly ResultStatus[]; to: ResultStatus }> = {
  // An incident may come to light after the release too, as long as nobody has decided on the result.
  withhold: { from: ["pending", "released"], to: "withheld" },
  release: { from: ["pending", "withheld"], to: "released" },
  void: { from: ["withheld"], to: "voided" },
};
const eventOf = { withhold: "withheld", release: "released", void: "voided" } as const;

export type ResultRow = {
  id: string;
  candidateName: string;
  level: FrameworkLevel;
  language: string;
  endedAt: Date | null;
  scaledScore: number | null;
  passed: boolean | null;
  resultStatus: ResultStatus;
  decision: Attempt["decision"];
};

/** Scored attempts, newest first, filtered by level and result status; null for a viewer the policy refuses. */
export async function listResults(
  db: Database,
  viewer: Viewer,
  filters: ResultFilters,
): Promise<{ rows: ResultRow[]; total: number; page: number; pageCount: number } | null> {
  if (!canSeeExamResults(viewer)) return null;
  const page = Math.max(1, filters.page ?? 1);
  const where: SQL | undefined = and(
    eq(examAttempts.state, "scored"),
    filters.level ? eq(examAttempts.level, filters.level) : undefined,
    filters.status ? eq(examAttempts.resultStatus, filters.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: examAttempts.id,
        candidateName: users.name,
        level: examAttempts.level,
        language: examAttempts.language,
        endedAt: examAttempts.endedAt,
        scaledScore: examAttempts.scaledScore,
        passed: examAttempts.passed,
        resultStatus: examAttempts.resultStatus,
        decision: examAttempts.decision,
      })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(where)
      .orderBy(desc(examAttempts.endedAt), asc(examAttempts.id))
      .limit(RESULTS_PAGE_SIZE)
      .offset((page - 1) * RESULTS_PAGE_SIZE),
    db.select({ n: count() }).from(examAttempts).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE)) };
}

/** The viewer's roles at the attempt's session and the impartiality answer: what bars them from deciding. */
async function barOf(db: Database, staffId: string, attempt: Pick<Attempt, "sessionId" | "userId">) {
  const [roles, impartiality] = await Promise.all([
    db
      .select({ role: examSessionStaff.role })
      .from(examSessionStaff)
      .where(and(eq(examSessionStaff.sessionId, attempt.sessionId), eq(examSessionStaff.userId, staffId))),
    impartialityProblem(db, { staffId, subjectUserId: attempt.userId }),
  ]);
  return decisionBar(
    roles.map((r) => r.role),
    impartiality,
  );
}

/** One scored attempt for staff: the result, the candidate, the session, the history and what the viewer may do. */
export async function resultDetail(db: Database, viewer: Viewer, id: string) {
  if (!canSeeExamResults(viewer)) return null;
  const [row] = await db
    .select({ attempt: examAttempts, candidate: users, session: examSessions })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .innerJoin(examSessions, eq(examSessions.id, examAttempts.sessionId))
    .where(and(eq(examAttempts.id, id), eq(examAttempts.state, "scored")));
  if (!row) return null;
  const { attempt } = row;
  const [history, decider, bar] = await Promise.all([
    db
      .select({ event: examAttemptEvents, actorName: users.name })
      .from(examAttemptEvents)
      .leftJoin(users, eq(users.id, examAttemptEvents.actorId))
      .where(eq(examAttemptEvents.attemptId, id))
      .orderBy(asc(examAttemptEvents.at), asc(examAttemptEvents.id)),
    attempt.decidedBy
      ? db.select({ name: users.name }).from(users).where(eq(users.id, attempt.decidedBy))
      : Promise.resolve([]),
    canDecideResults(viewer) ? barOf(db, viewer.id, attempt) : Promise.resolve(null),
  ]);
  // The Expert level's format adds the portfolio and panel (decision 053): both must pass to certify.
  const panel = attempt.level === PANEL_LEVEL ? await releasedPanelOf(db, attempt.applicationId) : null;
  const changes = canChangeResults(viewer)
    ? (Object.keys(resultMoves) as ResultChange[]).filter(
        (change) => attempt.decision === null && resultMoves[change].from.includes(attempt.resultStatus),
      )
    : [];
  const decidable = canDecideResults(viewer) && attempt.decision === null && attempt.resultStatus === "released";
  return {
    attempt,
    candidate: { id: row.candidate.id, name: row.candidate.name, email: row.candidate.email },
    session: row.session,
    passingScorePercent: passingScoreOf(attempt.level),
    history: history.map((h) => ({ ...h.event, actorName: h.actorName })),
    decidedByName: decider[0]?.name ?? null,
    changes,
    /** The decision form: only when it may be taken, and by this viewer (bar null). */
    decision: decidable ? { bar, canCertify: attempt.passed === true && (panel === null || panel.passed) } : null,
    panel,
  };
}
export type ResultDetail = NonNullable<Awaited<ReturnType<typeof resultDetail>>>;

export type ChangeOutcome = { ok: true; attempt: Attempt } | { ok: false; error: "forbidden" | "notFound" | "moved" };

/** Withholds, releases or voids a result, with a reason, in one transaction (the row locked, the status read). */
export async function changeResult(
  deps: Pick<Deps, "db" | "clock">,
  viewer: Viewer,
  input: { attemptId: string; change: ResultChange; reason: string },
): Promise<ChangeOutcome> {
  if (!canChangeResults(viewer)) return { ok: false, error: "forbidden" };
  const now = deps.clock.now();
  const move = resultMoves[input.change];
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [current] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, input.attemptId), eq(examAttempts.state, "scored")))
      .for("update");
    if (!current) return { ok: false as const, error: "notFound" as const };
    if (current.decision !== null || !move.from.includes(current.resultStatus))
      return { ok: false as const, error: "moved" as const };
    const [changed] = await tx
      .update(examAttempts)
      .set({ resultStatus: move.to, version: sql`${examAttempts.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(examAttempts.id, current.id),
          eq(examAttempts.resultStatus, current.resultStatus),
          isNull(examAttempts.decision),
        ),
      )
      .returning();
    if (!changed) return { ok: false as const, error: "moved" as const };
    await tx.insert(examAttemptEvents).values({
      attemptId: current.id,
      actorId: viewer.id,
      action: eventOf[input.change],
      reason: input.reason,
      detail: { from: current.resultStatus, to: move.to },
      at: now,
    });
    await logDecision(tx, {
      subject: attemptSubject(current.id),
      staffId: viewer.id,
      action: eventOf[input.change],
      reason: input.reason,
    });
    return { ok: true as const, attempt: changed };
  });
}

export type DecideOutcome =
  | { ok: true; attempt: Attempt; credentialId: string | null }
  | { ok: false; error: "forbidden" | "notFound" | "notReleased" | "notPassed" | "decided" }
  | { ok: false; error: "barred"; bar: DecisionBar };

/**
 * The certification decision on a released result, in one transaction: the attempt's row locked, the viewer's
 * impartiality checked on it, the decision set only where `decision is null`; then, on "certified", the credential
 * issued to the candidate's account (domains: those the candidate met the pass mark in), the history row, the
 * decision log and the candidate's mail. A second decision maker waits for the lock and finds it decided.
 */
export async function decideResult(
  deps: ResultDeps,
  viewer: Viewer,
  input: { attemptId: string; decision: "certified" | "notCertified"; reason: string },
): Promise<DecideOutcome> {
  if (!canDecideResults(viewer)) return { ok: false, error: "forbidden" };
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [current] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, input.attemptId), eq(examAttempts.state, "scored")))
      .for("update");
    if (!current) return { ok: false as const, error: "notFound" as const };
    if (current.decision !== null) return { ok: false as const, error: "decided" as const };
    const bar = await barOf(tx, viewer.id, current);
    if (bar) return { ok: false as const, error: "barred" as const, bar };
    if (current.resultStatus !== "released") return { ok: false as const, error: "notReleased" as const };
    if (input.decision === "certified" && current.passed !== true)
      return { ok: false as const, error: "notPassed" as const };
    if (
      input.decision === "certified" &&
      current.level === PANEL_LEVEL &&
      !(await releasedPanelOf(tx, current.applicationId)).passed
    )
      return { ok: false as const, error: "notPassed" as const };

    const [decided] = await tx
      .update(examAttempts)
      .set({
        decision: input.decision,
        decidedBy: viewer.id,
        decidedAt: now,
        version: sql`${examAttempts.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(eq(examAttempts.id, current.id), isNull(examAttempts.decision), eq(examAttempts.resultStatus, "released")),
      )
      .returning();
    if (!decided) return { ok: false as const, error: "decided" as const };

    const [candidate] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, current.userId));
    let credentialId: string | null = null;
    if (input.decision === "certified" && candidate) {
      const mark = passingScoreOf(current.level);
      const met = (current.domainResults ?? []).filter((d) => d.percent >= mark).map((d) => d.domain);
      const family = lastName(candidate.name);
      credentialId = await createCredential(
        tx,
        {
          givenNames: candidate.name
            .trim()
            .slice(0, Math.max(0, candidate.name.trim().length - family.length))
            .trim(),
          lastName: family,
          email: candidate.email,
          level: current.level,
          domains: met.length ? met : (current.domainResults ?? []).map((d) => d.domain),
          issuedOn: isoDate(now),
          userId: current.userId,
        },
        viewer.id,
      );
    }
    await tx.insert(examAttemptEvents).values({
      attemptId: current.id,
      actorId: viewer.id,
      action: "decided",
      reason: input.reason,
      detail: { decision: input.decision, credentialId },
      at: now,
    });
    await logDecision(tx, {
      subject: attemptSubject(current.id),
      staffId: viewer.id,
      action: input.decision,
      reason: input.reason,
    });
    if (candidate)
      await deps.mailer.send(
        await decisionMail(input.decision, candidate.language, deps.config.siteUrl, {
          to: candidate.email,
          name: candidate.name,
          level: current.level,
          reason: input.reason,
          credentialId,
        }),
        { db: tx },
      );
    return { ok: true as const, attempt: decided, credentialId };
  });
}
