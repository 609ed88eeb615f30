import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentials, examAttemptEvents, examAttempts, mailOutbox, staffDecisions } from "~/db/schema";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { validityFrom } from "~/content/cpd-rule";
import { credentialProgress } from "~/features/cpd/index.server";
import { createIssuer, signedOpenBadge, verifyWithIssuer } from "~/features/credentials/index.server";
import { verifyCredentials } from "~/features/registry/index.server";
import { declareConflict } from "~/features/staff/index.server";
import { scoredAttempt } from "../../../../tests/support/exam-results-fixtures.server";
import { person, staffWith } from "../../../../tests/support/review-fixtures.server";
import { openTestDatabase, setupTestDatabase, testDeps } from "../../../../tests/support/test-db.server";
import { changeResult, decideResult, listResults, resultDetail } from "./results.server";

const handle = setupTestDatabase();
/** A second "instance": its own pool on PostgreSQL; on PGlite the same handle. */
let second: DatabaseHandle | null = null;
beforeAll(async () => {
  if (process.env.DATABASE_URL) second = await openTestDatabase();
});
afterAll(async () => {
  await second?.close();
});

const NOW = new Date("2026-06-01T09:00:00Z");
const TODAY = "2026-06-01";
/** A clock a second on at each reading, so the history's order is the order of the steps. */
let tick = 0;
const deps = (db: Database = handle.db) =>
  testDeps(db, { clock: { now: () => new Date(NOW.getTime() + (tick += 1000)) } });

async function people() {
  await person(handle.db, "cand", "Cora Ann Candidate", "member", "fr");
  return {
    exam: await staffWith(handle.db, "exam", "Eli Exam", ["examAdministration"]),
    decider: await staffWith(handle.db, "dec", "Dan Decider", ["certificationDecision"]),
    decider2: await staffWith(handle.db, "dec2", "Dora Decider", ["certificationDecision"]),
    invigilator: await staffWith(handle.db, "inv", "Ivo Invigilator", ["certificationDecision", "invigilation"]),
    assessor: await staffWith(handle.db, "ass", "Asa Assessor", ["certificationDecision", "assessment"]),
  };
}
const eventsOf = (id: string) =>
  handle.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, id)).orderBy(examAttemptEvents.at);
const REASON = "Checked against the session log.";

describe("the results list", () => {
  it("shows scored attempts to exam administration and decision makers, filtered by level and status", async () => {
    const { exam, decider } = await people();
    await person(handle.db, "other", "Olga Other");
    const { attempt } = await scoredAttempt(handle.db, { userId: "cand", resultStatus: "released" });
    await scoredAttempt(handle.db, { userId: "other", level: "associate", resultStatus: "withheld" });
    expect((await listResults(handle.db, exam, {}))!.total).toBe(2);
    const released = (await listResults(handle.db, decider, { status: "released" }))!;
    expect(released.rows.map((r) => [r.id, r.candidateName])).toEqual([[attempt.id, "Cora Ann Candidate"]]);
    expect((await listResults(handle.db, decider, { level: "associate" }))!.rows[0]!.resultStatus).toBe("withheld");
    await staffWith(handle.db, "fin", "Fin Finance", ["finance"]);
    expect(await listResults(handle.db, { id: "fin", role: "staff", duties: ["finance"] }, {})).toBeNull();
    expect(await listResults(handle.db, { id: "cand", role: "member", duties: [] }, {})).toBeNull();
  });
});

describe("withholding, releasing and voiding", () => {
  it("changes a result with a reason, one history row each, and refuses a change its status does not allow", async () => {
    const { exam, decider } = await people();
    const { attempt } = await scoredAttempt(handle.db, { userId: "cand", resultStatus: "pending" });
    const change = (change: "withhold" | "release" | "void", viewer = exam) =>
      changeResult(deps(), viewer, { attemptId: attempt.id, change, reason: REASON });

    expect(await change("void")).toEqual({ ok: false, error: "moved" });
    expect(await change("withhold", decider)).toEqual({ ok: false, error: "forbidden" });
    expect((await change("release")).ok).toBe(true);
    expect((await change("withhold")).ok).toBe(true);
    expect((await change("void")).ok).toBe(true);
    expect(await change("release")).toEqual({ ok: false, error: "moved" });

    const history = (await eventsOf(attempt.id)).filter((e) => e.actorId === "exam");
    expect(history.map((e) => [e.action, e.reason, e.detail])).toEqual([
      ["released", REASON, { from: "pending", to: "released" }],
      ["withheld", REASON, { from: "released", to: "withheld" }],
      ["voided", REASON, { from: "withheld", to: "voided" }],
    ]);
    expect(await handle.db.select().from(staffDecisions)).toHaveLength(3);
    const detail = (await resultDetail(handle.db, exam, attempt.id))!;
    expect(detail.attempt.resultStatus).toBe("voided");
    expect(detail.changes).toEqual([]);
    expect(detail.history.map((h) => h.action)).toEqual(["score", "released", "withheld", "voided"]);
    // A voided result is never decided on.
    expect(
      await decideResult(deps(), decider, { attemptId: attempt.id, decision: "notCertified", reason: REASON }),
    ).toEqual({ ok: false, error: "notReleased" });
  });
});

describe("the certification decision", () => {
  it("refuses the session's invigilator, an assessor, a conflicted decision maker and exam administration", async () => {
    const { exam, decider, invigilator, assessor } = await people();
    const { attempt } = await scoredAttempt(handle.db, { userId: "cand", invigilatorId: "inv", assessorId: "ass" });
    const decide = (viewer: typeof decider) =>
      decideResult(deps(), viewer, { attemptId: attempt.id, decision: "certified", reason: REASON });
    expect(await decide(invigilator)).toEqual({ ok: false, error: "barred", bar: "invigilator" });
    expect(await decide(assessor)).toEqual({ ok: false, error: "barred", bar: "assessor" });
    expect(await decide(exam)).toEqual({ ok: false, error: "forbidden" });
    await declareConflict(handle.db, { staffId: "dec", personId: "cand", reason: "My neighbour" });
    expect(await decide(decider)).toEqual({ ok: false, error: "barred", bar: "conflict" });
    // The page says why, and offers no form that would be refused.
    expect((await resultDetail(handle.db, invigilator, attempt.id))!.decision).toEqual({
      bar: "invigilator",
      canCertify: true,
    });
    expect(await handle.db.select().from(credentials)).toEqual([]);
    expect((await eventsOf(attempt.id)).some((e) => e.action === "decided")).toBe(false);
  });

  it("certifies a released pass: the holder's credential with the rule's validity, verifiable, and a mail in their language", async () => {
    const { decider } = await people();
    const { attempt } = await scoredAttempt(handle.db, { userId: "cand", invigilatorId: "inv", percent: 85 });
    const outcome = await decideResult(deps(), decider, {
      attemptId: attempt.id,
      decision: "certified",
      reason: "Result released without incident; the pass stands.",
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.attempt).toMatchObject({ decision: "certified", decidedBy: "dec" });

    const [credential] = await handle.db.select().from(credentials);
    expect(credential).toMatchObject({
      id: outcome.credentialId,
      givenNames: "Cora Ann",
      lastName: "Candidate",
      email: "cand@example.org",
      level: "professional",
      issuedOn: TODAY,
      expiresOn: validityFrom(TODAY).expiresOn,
      userId: "cand",
      createdBy: "dec",
      status: "active",
    });
    expect(credential!.domains.length).toBeGreaterThan(0);
    // The registry answers /partners/verify with it, and its signed Open Badge verifies.
    const [verified] = await verifyCredentials(handle.db, [{ id: credential!.id, lastName: "candidate" }], TODAY);
    expect(verified!.status).toBe("valid");
    const issuer = createIssuer({ db: handle.db, siteUrl: "http://localhost:3999" });
    const badge = await signedOpenBadge(issuer, credential!.id);
    const report = await verifyWithIssuer(issuer, badge, NOW);
    expect(report.verdict).toBe("valid");
    // The holder's CPD cycle runs from the day of the decision to the rule's expiry.
    const progress = await credentialProgress(
      handle.db,
      {
        id: credential!.id,
        userId: "cand",
        level: "professional",
        issuedOn: TODAY,
        expiresOn: credential!.expiresOn,
        status: "active",
      },
      TODAY,
    );
    expect(progress.cycle).toMatchObject({ start: TODAY, end: validityFrom(TODAY).expiresOn });
    expect(progress.met).toBe(false);

    const history = await eventsOf(attempt.id);
    expect(history.at(-1)).toMatchObject({
      action: "decided",
      actorId: "dec",
      detail: { decision: "certified", credentialId: credential!.id },
    });
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "cand@example.org", language: "fr" });
    expect(mails[0]!.text).toContain(credential!.id);
    expect(mails[0]!.text).toContain("/account/credentials");
    expect(mails[0]!.subject).toContain("Vous êtes certifié");

    // Decided once: a second decision maker, or the same one again, finds it decided.
    expect(
      await decideResult(deps(), decider, { attemptId: attempt.id, decision: "certified", reason: REASON }),
    ).toEqual({ ok: false, error: "decided" });
    const detail = (await resultDetail(handle.db, decider, attempt.id))!;
    expect(detail.decision).toBeNull();
    expect(detail.decidedByName).toBe("Dan Decider");
  });

  it("does not certify a fail or an unreleased result; a fail is recorded as not certified", async () => {
    const { decider } = await people();
    const failed = await scoredAttempt(handle.db, { userId: "cand", percent: 50 });
    const withheld = await scoredAttempt(handle.db, { userId: "cand", resultStatus: "withheld" });
    const decide = (attemptId: string, decision: "certified" | "notCertified") =>
      decideResult(deps(), decider, { attemptId, decision, reason: REASON });
    expect(failed.attempt.passed).toBe(false);
    expect(await decide(failed.attempt.id, "certified")).toEqual({ ok: false, error: "notPassed" });
    expect(await decide(withheld.attempt.id, "certified")).toEqual({ ok: false, error: "notReleased" });
    expect((await resultDetail(handle.db, decider, failed.attempt.id))!.decision).toEqual({
      bar: null,
      canCertify: false,
    });
    const outcome = await decide(failed.attempt.id, "notCertified");
    expect(outcome).toMatchObject({ ok: true, credentialId: null });
    expect(await handle.db.select().from(credentials)).toEqual([]);
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail!.text).toContain(REASON);
    // Once decided, exam administration changes its status no more.
    const exam = { id: "exam", role: "staff" as const, duties: ["examAdministration" as const] };
    expect(
      await changeResult(deps(), exam, { attemptId: failed.attempt.id, change: "withhold", reason: REASON }),
    ).toEqual({ ok: false, error: "moved" });
  });

  it("makes one decision of two decision makers deciding at once: one credential, one history row, one mail", async () => {
    const { decider, decider2 } = await people();
    const { attempt } = await scoredAttempt(handle.db, { userId: "cand" });
    const results = await Promise.all([
      decideResult(deps(), decider, { attemptId: attempt.id, decision: "certified", reason: REASON }),
      decideResult(deps(second?.db), decider2, { attemptId: attempt.id, decision: "certified", reason: REASON }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "decided" }]);
    expect(await handle.db.select().from(credentials)).toHaveLength(1);
    expect((await eventsOf(attempt.id)).filter((e) => e.action === "decided")).toHaveLength(1);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(1);
    const [row] = await handle.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row!.decision).toBe("certified");
  });
});
