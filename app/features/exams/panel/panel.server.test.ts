import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examPanelAssessments, examPortfolioEvents, examPortfolios, mailOutbox } from "~/db/schema";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { declareConflict } from "~/features/staff/index.server";
import { scoredAttempt } from "../../../../tests/support/exam-results-fixtures.server";
import { person, staffWith } from "../../../../tests/support/review-fixtures.server";
import { openTestDatabase, setupTestDatabase, testDeps } from "../../../../tests/support/test-db.server";
import {
  assessmentDetail,
  assessmentQueue,
  assignAssessor,
  candidatePortfolio,
  releasedPanelOf,
  releasePanel,
  savePortfolio,
  submitPortfolio,
  submitScores,
} from "./panel.server";
import { decideResult, resultDetail } from "../results/results.server";
import { examAttempts } from "~/db/schema";
import { criterionIds } from "./rubric";

const handle = setupTestDatabase();
let second: DatabaseHandle | null = null;
beforeAll(async () => {
  if (process.env.DATABASE_URL) second = await openTestDatabase();
});
afterAll(async () => {
  await second?.close();
});

let tick = 0;
const NOW = new Date("2026-06-01T09:00:00Z");
const deps = (db: Database = handle.db) =>
  testDeps(db, { clock: { now: () => new Date(NOW.getTime() + (tick += 1000)) } });

const candidate = { id: "cand", role: "member" as const, duties: [] };
const portfolio = {
  projects: [
    {
      title: "Binary plant at Reykjanes",
      role: "Lead engineer",
      year: 2021,
      summary: "Led the design and commissioning of a 30 MW binary-cycle plant, from reservoir tests to handover.",
    },
  ],
  expertise:
    "Fifteen years of reservoir engineering and plant design, two standards committees, and a dozen reviewed papers on reinjection.",
};
/** Scores in the rubric's order: technicalDepth, projectLeadership, safetyAndSustainability, reasoning, communication. */
const scoring = (...points: number[]) => ({
  scores: Object.fromEntries(criterionIds.map((id, i) => [id, points[i]])),
  comments: Object.fromEntries(criterionIds.map((id) => [id, `Comment on ${id}.`])),
});

async function cast() {
  await person(handle.db, "cand", "Cora Candidate", "member", "fr");
  await scoredAttempt(handle.db, { userId: "cand", level: "expert", invigilatorId: "inv" }).catch(async () => {
    await staffWith(handle.db, "inv", "Ivo Invigilator", ["invigilation", "assessment"]);
    return scoredAttempt(handle.db, { userId: "cand", level: "expert", invigilatorId: "inv" });
  });
  return {
    exam: await staffWith(handle.db, "exam", "Eli Exam", ["examAdministration"]),
    a1: await staffWith(handle.db, "a1", "Ada One", ["assessment"]),
    a2: await staffWith(handle.db, "a2", "Ben Two", ["assessment"]),
    a3: await staffWith(handle.db, "a3", "Cai Three", ["assessment"]),
    inv: { id: "inv", role: "staff" as const, duties: ["invigilation" as const, "assessment" as const] },
  };
}

async function submitted() {
  const people = await cast();
  expect((await savePortfolio(deps(), candidate, portfolio)).ok).toBe(true);
  const done = await submitPortfolio(deps(), candidate);
  if (!done.ok) throw new Error("not submitted");
  return { ...people, portfolioId: done.portfolio.id };
}

async function panelOfTwo() {
  const s = await submitted();
  expect(await assignAssessor(deps(), s.exam, { portfolioId: s.portfolioId, assessorId: "a1" })).toEqual({
    ok: true,
    slot: 1,
  });
  expect(await assignAssessor(deps(), s.exam, { portfolioId: s.portfolioId, assessorId: "a2" })).toEqual({
    ok: true,
    slot: 2,
  });
  return s;
}

describe("the candidate's portfolio", () => {
  it("is saved as a draft, submitted once, and no longer editable", async () => {
    await cast();
    const bad = await savePortfolio(deps(), candidate, { projects: [], expertise: "short" });
    expect(bad.ok).toBe(false);
    expect(bad).toMatchObject({ error: "invalid" });
    expect((await savePortfolio(deps(), candidate, portfolio)).ok).toBe(true);
    expect(
      (await savePortfolio(deps(), candidate, { ...portfolio, expertise: `${portfolio.expertise} More.` })).ok,
    ).toBe(true);
    const [first, retry] = await Promise.all([
      submitPortfolio(deps(), candidate),
      submitPortfolio(deps(second?.db), candidate),
    ]);
    expect([first, retry].filter((r) => r.ok && !r.already)).toHaveLength(1);
    const events = await handle.db.select().from(examPortfolioEvents);
    expect(events.filter((e) => e.action === "submitted")).toHaveLength(1);
    expect(await savePortfolio(deps(), candidate, portfolio)).toEqual({ ok: false, error: "submitted" });
    const view = await candidatePortfolio(handle.db, candidate);
    expect(view).toMatchObject({ eligible: true, portfolio: { status: "submitted", outcome: null } });
  });

  it("is refused to someone without an approved Expert application and exam", async () => {
    await person(handle.db, "other", "Olga Other");
    expect(await savePortfolio(deps(), { id: "other", role: "member", duties: [] }, portfolio)).toEqual({
      ok: false,
      error: "notEligible",
    });
    await scoredAttempt(handle.db, { userId: "other", level: "senior" });
    expect((await candidatePortfolio(handle.db, { id: "other", role: "member", duties: [] }))!.eligible).toBe(false);
  });
});

describe("assigning the panel", () => {
  it("refuses non-assessors, the candidate, a declared conflict, the invigilator and the same person twice", async () => {
    const s = await submitted();
    await declareConflict(handle.db, {
      staffId: "a3",
      personId: "cand",
      reason: "Former colleague at the plant.",
    });
    const assign = (assessorId: string) => assignAssessor(deps(), s.exam, { portfolioId: s.portfolioId, assessorId });
    expect(await assign("exam")).toEqual({ ok: false, error: "barred", bar: "notAssessor" });
    expect(await assign("cand")).toEqual({ ok: false, error: "barred", bar: "notAssessor" });
    expect(await assign("a3")).toEqual({ ok: false, error: "barred", bar: "conflict" });
    expect(await assign("inv")).toEqual({ ok: false, error: "barred", bar: "invigilator" });
    expect((await assign("a1")).ok).toBe(true);
    expect(await assign("a1")).toEqual({ ok: false, error: "barred", bar: "alreadyAssigned" });
    expect(await assignAssessor(deps(), s.a1, { portfolioId: s.portfolioId, assessorId: "a2" })).toEqual({
      ok: false,
      error: "forbidden",
    });
    expect((await assign("a2")).ok).toBe(true);
    // No third while the first two agree or have not scored.
    expect(await assign("a4")).toEqual({ ok: false, error: "notNeeded" });
  });
});

describe("scoring", () => {
  it("keeps each assessor's scores from the other until both have submitted, and never changes them", async () => {
    const s = await panelOfTwo();
    expect((await submitScores(deps(), s.a1, { portfolioId: s.portfolioId, ...scoring(3, 3, 2, 3, 2) })).ok).toBe(true);
    const before = (await assessmentDetail(handle.db, s.a2, s.portfolioId))!;
    expect(before.others).toHaveLength(1);
    expect(before.others[0]!.scores).toBeNull();
    expect(before.others[0]!.comments).toBeNull();
    expect(before.portfolio.finalScore).toBeNull();
    expect(await submitScores(deps(), s.a1, { portfolioId: s.portfolioId, ...scoring(0, 0, 0, 0, 0) })).toEqual({
      ok: false,
      error: "submitted",
    });
    expect(await submitScores(deps(), s.a2, { portfolioId: s.portfolioId, ...scoring(2, 3, 3, 2, 2) })).toEqual({
      ok: true,
      state: "scored",
    });
    const after = (await assessmentDetail(handle.db, s.a2, s.portfolioId))!;
    expect(after.others[0]!.scores).toMatchObject({ technicalDepth: 3 });
    expect(after.portfolio).toMatchObject({ finalScore: 12.5, panelPassed: true });
    const [a1] = await handle.db.select().from(examPanelAssessments).where(eq(examPanelAssessments.assessorId, "a1"));
    expect(a1!.scores).toMatchObject({ technicalDepth: 3, communication: 2 });
    // Someone not on the panel sees nothing; nor does the candidate learn the score before the release.
    expect(await assessmentDetail(handle.db, s.a3, s.portfolioId)).toBeNull();
    expect(await assessmentDetail(handle.db, candidate, s.portfolioId)).toBeNull();
    expect((await candidatePortfolio(handle.db, candidate))!).toMatchObject({
      portfolio: { status: "beingAssessed", outcome: null },
    });
    expect(
      await releasedPanelOf(handle.db, (await handle.db.select().from(examPortfolios))[0]!.applicationId),
    ).toMatchObject({ passed: false });
  });

  it("sends a large disagreement to a third assessor, who scores alone, then releases and mails the candidate", async () => {
    const s = await panelOfTwo();
    await submitScores(deps(), s.a1, { portfolioId: s.portfolioId, ...scoring(4, 4, 4, 4, 3) });
    expect(await submitScores(deps(), s.a2, { portfolioId: s.portfolioId, ...scoring(2, 2, 2, 2, 2) })).toEqual({
      ok: true,
      state: "awaitingThird",
    });
    expect((await assessmentDetail(handle.db, s.exam, s.portfolioId))!).toMatchObject({
      waitingForThird: true,
      canAssign: true,
    });
    expect(await assignAssessor(deps(), s.exam, { portfolioId: s.portfolioId, assessorId: "a3" })).toEqual({
      ok: true,
      slot: 3,
    });
    const thirdsView = (await assessmentDetail(handle.db, s.a3, s.portfolioId))!;
    expect(thirdsView.canScore).toBe(true);
    expect(thirdsView.others.every((o) => o.scores === null)).toBe(true);
    expect((await assessmentQueue(handle.db, s.a3))!.map((q) => q.portfolioId)).toEqual([s.portfolioId]);
    expect(await submitScores(deps(), s.a3, { portfolioId: s.portfolioId, ...scoring(4, 3, 3, 3, 3) })).toEqual({
      ok: true,
      state: "scored",
    });
    const [row] = await handle.db.select().from(examPortfolios);
    // The third (16) is closer to the first (19) than the second (10): (19 + 16) / 2.
    expect(row).toMatchObject({ finalScore: 17.5, panelPassed: true, state: "scored" });
    expect(await releasePanel(deps(), s.a1, { portfolioId: s.portfolioId })).toEqual({ ok: false, error: "forbidden" });
    const [one, two] = await Promise.all([
      releasePanel(deps(), s.exam, { portfolioId: s.portfolioId }),
      releasePanel(deps(second?.db), s.exam, { portfolioId: s.portfolioId }),
    ]);
    expect([one, two].filter((r) => r.ok)).toHaveLength(1);
    const mail = await handle.db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: "cand@example.org",
      language: "fr",
      subject: "Le résultat du jury sur votre portfolio",
    });
    expect((await candidatePortfolio(handle.db, candidate))!).toMatchObject({
      portfolio: { status: "released", outcome: { finalScore: 17.5, passed: true } },
    });
    expect(await releasedPanelOf(handle.db, row!.applicationId)).toEqual({
      state: "released",
      passed: true,
      finalScore: 17.5,
    });
    const actions = (await handle.db.select().from(examPortfolioEvents).orderBy(examPortfolioEvents.at)).map(
      (e) => e.action,
    );
    expect(actions.filter((a) => a === "scored")).toHaveLength(3);
    expect(actions).toContain("thirdNeeded");
    expect(actions.at(-1)).toBe("released");
  });
});

describe("at the same time", () => {
  it("two assessors submitting at once settle the panel once", async () => {
    const s = await panelOfTwo();
    const results = await Promise.all([
      submitScores(deps(), s.a1, { portfolioId: s.portfolioId, ...scoring(4, 4, 4, 4, 3) }),
      submitScores(deps(second?.db), s.a2, { portfolioId: s.portfolioId, ...scoring(2, 2, 2, 2, 2) }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const [row] = await handle.db.select().from(examPortfolios);
    expect(row!.state).toBe("awaitingThird");
    const events = await handle.db.select().from(examPortfolioEvents);
    expect(events.filter((e) => e.action === "thirdNeeded")).toHaveLength(1);
  });

  it("a third assignment racing the second submit never puts a third on an agreeing panel", async () => {
    const s = await panelOfTwo();
    await submitScores(deps(), s.a1, { portfolioId: s.portfolioId, ...scoring(3, 3, 3, 3, 3) });
    const [assigned, scored] = await Promise.all([
      assignAssessor(deps(), s.exam, { portfolioId: s.portfolioId, assessorId: "a3" }),
      submitScores(deps(second?.db), s.a2, { portfolioId: s.portfolioId, ...scoring(3, 3, 3, 3, 2) }),
    ]);
    expect(scored).toEqual({ ok: true, state: "scored" });
    expect(assigned.ok).toBe(false);
    expect(await handle.db.select().from(examPanelAssessments)).toHaveLength(2);
  });
});

describe("the certification decision on an Expert result", () => {
  it("certifies only once the panel's passing result is released", async () => {
    const s = await panelOfTwo();
    const decider = await staffWith(handle.db, "dec", "Dan Decider", ["certificationDecision"]);
    const [attempt] = await handle.db.select().from(examAttempts).where(eq(examAttempts.userId, "cand"));
    const input = { attemptId: attempt!.id, decision: "certified" as const, reason: "Written exam and panel passed." };
    expect((await resultDetail(handle.db, decider, attempt!.id))!.decision).toMatchObject({ canCertify: false });
    expect(await decideResult(deps(), decider, input)).toEqual({ ok: false, error: "notPassed" });
    await submitScores(deps(), s.a1, { portfolioId: s.portfolioId, ...scoring(3, 3, 3, 3, 3) });
    await submitScores(deps(), s.a2, { portfolioId: s.portfolioId, ...scoring(3, 3, 3, 3, 2) });
    // Scored but not released: still not.
    expect(await decideResult(deps(), decider, input)).toEqual({ ok: false, error: "notPassed" });
    expect((await releasePanel(deps(), s.exam, { portfolioId: s.portfolioId })).ok).toBe(true);
    const detail = (await resultDetail(handle.db, decider, attempt!.id))!;
    expect(detail.panel).toEqual({ state: "released", passed: true, finalScore: 14.5 });
    expect(detail.decision).toMatchObject({ canCertify: true });
    expect((await decideResult(deps(), decider, input)).ok).toBe(true);
  });
});
