/**
 * The Expert level's portfolio and panel (docs/decisions/053). The candidate writes a portfolio for their approved
 * application and submits it once; exam administration puts two assessors on its panel; each scores the portfolio
 * and the interview per criterion, alone; a large disagreement (rubric.ts) waits for a third assessor; the final
 * score is formed by the rubric and exam administration releases it, which mails the candidate.
 *
 * Every write is one transaction that first locks the portfolio's row, so two assessors submitting at once, or a
 * third assignment racing a submit, are taken one after the other and each sees what the other did. Scores once
 * submitted never change (the update requires `submitted_at is null`), and every step is a row of
 * `exam_portfolio_events`.
 */
import { and, asc, desc, eq, isNotNull, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificationApplications, staffDuties, users } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { impartialityProblem } from "~/features/staff/index.server";
import type { Deps } from "~/lib/server/deps.server";
import {
  examAttempts,
  examPanelAssessments,
  examPortfolioEvents,
  examPortfolios,
  examSessionStaff,
  type PortfolioAction,
  type PortfolioState,
} from "../schema";
import { portfolioForm, scoreForm, type PortfolioInput, type ScoreInput } from "./forms";
import { panelMail } from "./mail.server";
import { assignmentBar, canAdministerPanels, canAssess, othersVisible, type AssignmentBar } from "./policy";
import { needsThird, panelOutcome, type CriterionScores } from "./rubric";

type Tx = Database;
type Portfolio = typeof examPortfolios.$inferSelect;
type Assessment = typeof examPanelAssessments.$inferSelect;

/** The level whose format is the portfolio and panel. */
export const PANEL_LEVEL = "expert" as const;
/** An attempt in these states has no written exam behind it: it gives no right to a portfolio. */
const goneStates = ["cancelled", "noShow"] as const;

async function log(
  tx: Tx,
  portfolioId: string,
  actorId: string | null,
  action: PortfolioAction,
  at: Date,
  detail?: Record<string, unknown>,
) {
  await tx.insert(examPortfolioEvents).values({ portfolioId, actorId, action, detail: detail ?? null, at });
}

/** The approved Expert application a person may write a portfolio for: one with a booked or sat written exam. */
export async function panelApplicationOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: certificationApplications.id })
    .from(certificationApplications)
    .innerJoin(examAttempts, eq(examAttempts.applicationId, certificationApplications.id))
    .where(
      and(
        eq(certificationApplications.userId, userId),
        eq(certificationApplications.level, PANEL_LEVEL),
        eq(certificationApplications.state, "approved"),
        eq(examAttempts.level, PANEL_LEVEL),
        notInArray(examAttempts.state, [...goneStates]),
      ),
    )
    .orderBy(desc(certificationApplications.decidedAt))
    .limit(1);
  return row?.id ?? null;
}

async function lockPortfolio(tx: Tx, where: ReturnType<typeof eq>) {
  const [row] = await tx.select().from(examPortfolios).where(where).for("update");
  return row ?? null;
}

export type SaveOutcome =
  | { ok: true; portfolio: Portfolio }
  | { ok: false; error: "forbidden" | "notEligible" | "submitted" }
  | { ok: false; error: "invalid"; issues: string[] };

/** Saves the candidate's draft (creating it on the first save); refused once submitted. */
export async function savePortfolio(
  deps: Pick<Deps, "db" | "clock">,
  viewer: Viewer,
  input: unknown,
): Promise<SaveOutcome> {
  if (!viewer) return { ok: false, error: "forbidden" };
  const parsed = portfolioForm.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", issues: parsed.error.issues.map((i) => i.path.join(".")) };
  const applicationId = await panelApplicationOf(deps.db, viewer.id);
  if (!applicationId) return { ok: false, error: "notEligible" };
  const sections: PortfolioInput = parsed.data;
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    await tx
      .insert(examPortfolios)
      .values({ userId: viewer.id, applicationId, level: PANEL_LEVEL, sections, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: examPortfolios.applicationId });
    const current = await lockPortfolio(tx, eq(examPortfolios.applicationId, applicationId));
    if (!current || current.userId !== viewer.id) return { ok: false as const, error: "notEligible" as const };
    if (current.state !== "draft") return { ok: false as const, error: "submitted" as const };
    const [saved] = await tx
      .update(examPortfolios)
      .set({ sections, version: sql`${examPortfolios.version} + 1`, updatedAt: now })
      .where(and(eq(examPortfolios.id, current.id), eq(examPortfolios.state, "draft")))
      .returning();
    await log(tx, current.id, viewer.id, "saved", now);
    return { ok: true as const, portfolio: saved! };
  });
}

export type SubmitOutcome =
  { ok: true; portfolio: Portfolio; already: boolean } | { ok: false; error: "forbidden" | "notFound" };

/** Submits the candidate's portfolio once; a retried POST finds it submitted and changes nothing. */
export async function submitPortfolio(deps: Pick<Deps, "db" | "clock">, viewer: Viewer): Promise<SubmitOutcome> {
  if (!viewer) return { ok: false, error: "forbidden" };
  const applicationId = await panelApplicationOf(deps.db, viewer.id);
  if (!applicationId) return { ok: false, error: "notFound" };
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const current = await lockPortfolio(tx, eq(examPortfolios.applicationId, applicationId));
    if (!current || current.userId !== viewer.id) return { ok: false as const, error: "notFound" as const };
    if (current.state !== "draft") return { ok: true as const, portfolio: current, already: true };
    const [submitted] = await tx
      .update(examPortfolios)
      .set({ state: "submitted", submittedAt: now, version: sql`${examPortfolios.version} + 1`, updatedAt: now })
      .where(and(eq(examPortfolios.id, current.id), eq(examPortfolios.state, "draft")))
      .returning();
    await log(tx, current.id, viewer.id, "submitted", now);
    return { ok: true as const, portfolio: submitted!, already: false };
  });
}

/** The candidate's own portfolio and its status; the outcome only once released; never an assessor's scores. */
export async function candidatePortfolio(db: Database, viewer: Viewer) {
  if (!viewer) return null;
  const applicationId = await panelApplicationOf(db, viewer.id);
  if (!applicationId) return { eligible: false as const };
  const [portfolio] = await db
    .select()
    .from(examPortfolios)
    .where(and(eq(examPortfolios.applicationId, applicationId), eq(examPortfolios.userId, viewer.id)));
  if (!portfolio) return { eligible: true as const, portfolio: null };
  const released = portfolio.releasedAt !== null;
  return {
    eligible: true as const,
    portfolio: {
      id: portfolio.id,
      state: portfolio.state,
      sections: portfolio.sections,
      submittedAt: portfolio.submittedAt,
      status: (released
        ? "released"
        : portfolio.state === "draft"
          ? "draft"
          : portfolio.state === "submitted"
            ? "submitted"
            : "beingAssessed") as "draft" | "submitted" | "beingAssessed" | "released",
      outcome: released ? { finalScore: portfolio.finalScore, passed: portfolio.panelPassed } : null,
    },
  };
}

/** Whether a person holds the assessment duty (admins hold every duty). */
async function holdsAssessment(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: users.role, duty: staffDuties.duty })
    .from(users)
    .leftJoin(staffDuties, and(eq(staffDuties.userId, users.id), eq(staffDuties.duty, "assessment")))
    .where(eq(users.id, userId));
  return row?.role === "admin" || (row?.role === "staff" && row.duty === "assessment");
}

/** A person's roles at the sessions of the candidate's written exams for this application. */
async function sessionRolesOf(db: Tx, staffId: string, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ role: examSessionStaff.role })
    .from(examSessionStaff)
    .innerJoin(examAttempts, eq(examAttempts.sessionId, examSessionStaff.sessionId))
    .where(and(eq(examSessionStaff.userId, staffId), eq(examAttempts.applicationId, applicationId)));
  return rows.map((r) => r.role);
}

export type AssignOutcome =
  | { ok: true; slot: number }
  | { ok: false; error: "forbidden" | "notFound" | "notSubmitted" | "full" | "notNeeded" }
  | { ok: false; error: "barred"; bar: AssignmentBar };

/**
 * Puts an assessor on a portfolio's panel: slots 1 and 2 once submitted, slot 3 only while the panel waits for a
 * third. With the row locked, a third assignment racing the second assessor's submit sees the state that submit
 * left: before it, no third is needed yet.
 */
export async function assignAssessor(
  deps: Pick<Deps, "db" | "clock">,
  viewer: Viewer,
  input: { portfolioId: string; assessorId: string },
): Promise<AssignOutcome> {
  if (!canAdministerPanels(viewer)) return { ok: false, error: "forbidden" };
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const current = await lockPortfolio(tx, eq(examPortfolios.id, input.portfolioId));
    if (!current) return { ok: false as const, error: "notFound" as const };
    if (current.state === "draft") return { ok: false as const, error: "notSubmitted" as const };
    const panel = await tx.select().from(examPanelAssessments).where(eq(examPanelAssessments.portfolioId, current.id));
    let slot: number;
    if (panel.length < 2 && (current.state === "submitted" || current.state === "assessing")) slot = panel.length + 1;
    else if (panel.length === 2 && current.state === "awaitingThird") slot = 3;
    else
      return {
        ok: false as const,
        error: panel.length >= 2 && current.state !== "scored" ? ("notNeeded" as const) : ("full" as const),
      };
    const [holdsDuty, sessionRoles, impartiality] = await Promise.all([
      holdsAssessment(tx, input.assessorId),
      sessionRolesOf(tx, input.assessorId, current.applicationId),
      impartialityProblem(tx, { staffId: input.assessorId, subjectUserId: current.userId }),
    ]);
    const bar = assignmentBar({
      holdsDuty,
      sessionRoles,
      impartiality,
      onPanel: panel.some((p) => p.assessorId === input.assessorId),
    });
    if (bar) return { ok: false as const, error: "barred" as const, bar };
    await tx.insert(examPanelAssessments).values({
      portfolioId: current.id,
      assessorId: input.assessorId,
      slot,
      assignedBy: viewer.id,
      assignedAt: now,
    });
    if (slot === 2)
      await tx
        .update(examPortfolios)
        .set({ state: "assessing", version: sql`${examPortfolios.version} + 1`, updatedAt: now })
        .where(eq(examPortfolios.id, current.id));
    await log(tx, current.id, viewer.id, "assigned", now, { assessorId: input.assessorId, slot });
    return { ok: true as const, slot };
  });
}

export type ScoreOutcome =
  | { ok: true; state: PortfolioState }
  | { ok: false; error: "forbidden" | "notFound" | "submitted" | "notReady" }
  | { ok: false; error: "invalid"; issues: string[] };

/**
 * An assessor's scores and comments, submitted once. The last of the first two decides whether a third is needed;
 * the third's completes the panel. The final score is the rubric's (panelOutcome).
 */
export async function submitScores(
  deps: Pick<Deps, "db" | "clock">,
  viewer: Viewer,
  input: { portfolioId: string } & Record<string, unknown>,
): Promise<ScoreOutcome> {
  if (!canAssess(viewer)) return { ok: false, error: "forbidden" };
  const parsed = scoreForm.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", issues: parsed.error.issues.map((i) => i.path.join(".")) };
  const { scores, comments }: ScoreInput = parsed.data;
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const current = await lockPortfolio(tx, eq(examPortfolios.id, input.portfolioId));
    if (!current) return { ok: false as const, error: "notFound" as const };
    const [own] = await tx
      .select()
      .from(examPanelAssessments)
      .where(and(eq(examPanelAssessments.portfolioId, current.id), eq(examPanelAssessments.assessorId, viewer.id)));
    if (!own) return { ok: false as const, error: "notFound" as const };
    if (own.submittedAt) return { ok: false as const, error: "submitted" as const };
    // The first two score once both are assigned; the third once the panel waits for one.
    const ready = own.slot === 3 ? current.state === "awaitingThird" : current.state === "assessing";
    if (!ready) return { ok: false as const, error: "notReady" as const };
    const [written] = await tx
      .update(examPanelAssessments)
      .set({ scores, comments, submittedAt: now })
      .where(and(eq(examPanelAssessments.id, own.id), isNull(examPanelAssessments.submittedAt)))
      .returning();
    if (!written) return { ok: false as const, error: "submitted" as const };
    await log(tx, current.id, viewer.id, "scored", now, { slot: own.slot, scores, comments });

    const done = await tx
      .select()
      .from(examPanelAssessments)
      .where(and(eq(examPanelAssessments.portfolioId, current.id), isNotNull(examPanelAssessments.submittedAt)))
      .orderBy(asc(examPanelAssessments.slot));
    const sets = done.map((d) => d.scores as CriterionScores);
    let state: PortfolioState = current.state;
    let outcome: ReturnType<typeof panelOutcome> = null;
    if (done.length === 3) outcome = panelOutcome(sets);
    else if (done.length === 2 && current.state === "assessing") {
      if (needsThird(sets[0]!, sets[1]!)) {
        state = "awaitingThird";
        await log(tx, current.id, null, "thirdNeeded", now);
      } else outcome = panelOutcome(sets);
    }
    if (outcome) state = "scored";
    if (state !== current.state)
      await tx
        .update(examPortfolios)
        .set({
          state,
          ...(outcome ? { finalScore: outcome.total, panelPassed: outcome.passed, scoredAt: now } : {}),
          version: sql`${examPortfolios.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(examPortfolios.id, current.id), eq(examPortfolios.state, current.state)));
    if (outcome) await log(tx, current.id, null, "completed", now, { ...outcome });
    return { ok: true as const, state };
  });
}

export type ReleaseOutcome = { ok: true } | { ok: false; error: "forbidden" | "notFound" | "notScored" | "released" };

/** Releases a scored panel's outcome to the candidate, once, and mails them in their language. */
export async function releasePanel(
  deps: Pick<Deps, "db" | "clock" | "config" | "mailer">,
  viewer: Viewer,
  input: { portfolioId: string },
): Promise<ReleaseOutcome> {
  if (!canAdministerPanels(viewer)) return { ok: false, error: "forbidden" };
  const now = deps.clock.now();
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const current = await lockPortfolio(tx, eq(examPortfolios.id, input.portfolioId));
    if (!current) return { ok: false as const, error: "notFound" as const };
    if (current.state !== "scored") return { ok: false as const, error: "notScored" as const };
    if (current.releasedAt) return { ok: false as const, error: "released" as const };
    await tx
      .update(examPortfolios)
      .set({ releasedAt: now, version: sql`${examPortfolios.version} + 1`, updatedAt: now })
      .where(and(eq(examPortfolios.id, current.id), isNull(examPortfolios.releasedAt)));
    await log(tx, current.id, viewer.id, "released", now);
    const [candidate] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, current.userId));
    if (candidate)
      await deps.mailer.send(
        await panelMail(current.panelPassed === true, candidate.language, deps.config.siteUrl, {
          to: candidate.email,
          name: candidate.name,
        }),
        { db: tx },
      );
    return { ok: true as const };
  });
}

/** The viewer's assessment queue: the panels they sit on, waiting ones first. */
export async function assessmentQueue(db: Database, viewer: Viewer) {
  if (!canAssess(viewer)) return null;
  return db
    .select({
      portfolioId: examPortfolios.id,
      candidateName: users.name,
      state: examPortfolios.state,
      slot: examPanelAssessments.slot,
      submittedAt: examPanelAssessments.submittedAt,
      portfolioSubmittedAt: examPortfolios.submittedAt,
    })
    .from(examPanelAssessments)
    .innerJoin(examPortfolios, eq(examPortfolios.id, examPanelAssessments.portfolioId))
    .innerJoin(users, eq(users.id, examPortfolios.userId))
    .where(eq(examPanelAssessments.assessorId, viewer.id))
    .orderBy(sql`${examPanelAssessments.submittedAt} is not null`, asc(examPortfolios.submittedAt));
}

/** Portfolios that need exam administration: submitted ones without two assessors, and those waiting for a third. */
export async function panelsToStaff(db: Database, viewer: Viewer) {
  if (!canAdministerPanels(viewer)) return null;
  return db
    .select({
      portfolioId: examPortfolios.id,
      candidateName: users.name,
      state: examPortfolios.state,
      submittedAt: examPortfolios.submittedAt,
      releasedAt: examPortfolios.releasedAt,
    })
    .from(examPortfolios)
    .innerJoin(users, eq(users.id, examPortfolios.userId))
    .where(ne(examPortfolios.state, "draft"))
    .orderBy(asc(examPortfolios.submittedAt));
}

type AssessmentView = Pick<Assessment, "slot" | "scores" | "comments" | "submittedAt"> & { assessorName: string };

/**
 * One portfolio for a member of its panel or exam administration: the portfolio, the viewer's own assessment, and
 * the others' only as independence allows (exam administration sees all: it does not score). Null for anyone else.
 */
export async function assessmentDetail(db: Database, viewer: Viewer, portfolioId: string) {
  if (!viewer || (!canAssess(viewer) && !canAdministerPanels(viewer))) return null;
  const [row] = await db
    .select({ portfolio: examPortfolios, candidateName: users.name })
    .from(examPortfolios)
    .innerJoin(users, eq(users.id, examPortfolios.userId))
    .where(and(eq(examPortfolios.id, portfolioId), ne(examPortfolios.state, "draft")));
  if (!row) return null;
  const panel = await db
    .select({ assessment: examPanelAssessments, assessorName: users.name })
    .from(examPanelAssessments)
    .innerJoin(users, eq(users.id, examPanelAssessments.assessorId))
    .where(eq(examPanelAssessments.portfolioId, portfolioId))
    .orderBy(asc(examPanelAssessments.slot));
  const own = panel.find((p) => p.assessment.assessorId === viewer.id)?.assessment ?? null;
  const administers = canAdministerPanels(viewer);
  if (!own && !administers) return null;
  const submittedCount = panel.filter((p) => p.assessment.submittedAt).length;
  const showOthers = administers || othersVisible(own?.submittedAt != null, submittedCount);
  const view = (p: (typeof panel)[number]): AssessmentView => ({
    slot: p.assessment.slot,
    assessorName: p.assessorName,
    submittedAt: p.assessment.submittedAt,
    scores: p.assessment.submittedAt ? p.assessment.scores : null,
    comments: p.assessment.submittedAt ? p.assessment.comments : null,
  });
  const { portfolio } = row;
  return {
    portfolio: {
      id: portfolio.id,
      candidateName: row.candidateName,
      state: portfolio.state,
      sections: portfolio.sections,
      submittedAt: portfolio.submittedAt,
      finalScore: portfolio.state === "scored" && showOthers ? portfolio.finalScore : null,
      panelPassed: portfolio.state === "scored" && showOthers ? portfolio.panelPassed : null,
      releasedAt: portfolio.releasedAt,
    },
    own: own ? { slot: own.slot, scores: own.scores, comments: own.comments, submittedAt: own.submittedAt } : null,
    /** Who else sits on the panel, and — once independence allows — what they gave. */
    others: panel
      .filter((p) => p.assessment.assessorId !== viewer.id)
      .map((p) => (showOthers ? view(p) : { ...view(p), scores: null, comments: null })),
    canScore:
      own !== null &&
      own.submittedAt === null &&
      (own.slot === 3 ? portfolio.state === "awaitingThird" : portfolio.state === "assessing"),
    waitingForThird: portfolio.state === "awaitingThird" && panel.length < 3,
    canAssign:
      administers &&
      (portfolio.state === "submitted" ||
        (portfolio.state === "awaitingThird" && panel.length < 3) ||
        (portfolio.state === "assessing" && panel.length < 2)),
    canRelease: administers && portfolio.state === "scored" && portfolio.releasedAt === null,
  };
}
export type AssessmentDetail = NonNullable<Awaited<ReturnType<typeof assessmentDetail>>>;

/** The panel's outcome for an application, for the certification decision: null while it is not released. */
export async function releasedPanelOf(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      finalScore: examPortfolios.finalScore,
      passed: examPortfolios.panelPassed,
      state: examPortfolios.state,
      releasedAt: examPortfolios.releasedAt,
    })
    .from(examPortfolios)
    .where(eq(examPortfolios.applicationId, applicationId));
  if (!row) return { state: "none" as const, passed: false, finalScore: null };
  if (!row.releasedAt) return { state: row.state, passed: false, finalScore: null };
  return { state: "released" as const, passed: row.passed === true, finalScore: row.finalScore };
}

/**
 * The people exam administration may choose from for a panel: holders of the assessment duty (and admins) not
 * already on it. The other bars (conflicts, invigilation) are checked when assigning, with the reason shown.
 */
export async function assessorChoices(db: Database, viewer: Viewer, portfolioId: string) {
  if (!canAdministerPanels(viewer)) return null;
  const onPanel = db
    .select({ id: examPanelAssessments.assessorId })
    .from(examPanelAssessments)
    .where(eq(examPanelAssessments.portfolioId, portfolioId));
  const rows = await db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .leftJoin(staffDuties, and(eq(staffDuties.userId, users.id), eq(staffDuties.duty, "assessment")))
    .where(
      and(
        sql`(${users.role} = 'admin' or (${users.role} = 'staff' and ${staffDuties.duty} is not null))`,
        notInArray(users.id, onPanel),
      ),
    )
    .orderBy(asc(users.name));
  return rows;
}
