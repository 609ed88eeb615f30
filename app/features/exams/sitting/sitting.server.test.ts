import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { describe, expect, it } from "vitest";
import { examAttemptEvents, examAttempts, examResponses } from "~/db/schema";
import { migrationsFolder, openTestDatabase, setupTestDatabase } from "../../../../tests/support/test-db.server";
import {
  bookedAttempt,
  fixtureItems,
  frozenForm,
  person,
  session,
  testClock,
} from "../../../../tests/support/exam-sitting-fixture.server";
import {
  clockStateOf,
  saveResponse,
  startAttempt,
  submitAttempt,
  timeOutOverdue,
  type SitDeps,
} from "./attempts.server";
import { orderOf, reportView, sitView } from "./delivery.server";
import { invigilate, invigilationSession, myInvigilationSessions } from "./invigilation.server";

const test = setupTestDatabase();
const MIN = 60_000;

/** A session with its invigilator, a candidate admitted and started on the form: ready to answer. */
async function running(options: { extraTimePercent?: number; language?: "en" | "es" } = {}) {
  const clock = testClock("2026-06-01T09:00:00Z");
  const deps: SitDeps = { db: test.db, clock };
  const invigilator = await person(test.db, "inv", "staff", ["invigilation"]);
  await person(test.db, "cand");
  await frozenForm(test.db);
  const s = await session(test.db, { invigilatorId: invigilator.id });
  const booked = await bookedAttempt(test.db, { userId: "cand", sessionId: s.id, ...options });
  const admitted = await invigilate(deps, invigilator, s.id, {
    intent: "admit",
    attemptId: booked.id,
    version: booked.version,
    identityChecked: "on",
  });
  if (!admitted.ok || !admitted.code) throw new Error("not admitted");
  const started = await startAttempt(deps, { userId: "cand", attemptId: booked.id, code: admitted.code.value });
  if (!started.ok) throw new Error(`not started: ${started.error}`);
  return { deps, clock, invigilator, sessionId: s.id, attempt: started.attempt };
}

const save = (deps: SitDeps, attemptId: string, itemId: string, choice: string[], revision: number, userId = "cand") =>
  saveResponse(deps, { userId, attemptId, itemId, choice, flagged: false, revision });

async function versionOf(attemptId: string) {
  const [row] = await test.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row!;
}

describe("admission and start", () => {
  it("admits with a one-time code kept as a hash, refuses a wrong or expired code, starts on the right one", async () => {
    const clock = testClock("2026-06-01T09:00:00Z");
    const deps: SitDeps = { db: test.db, clock };
    const invigilator = await person(test.db, "inv", "staff", ["invigilation"]);
    const other = await person(test.db, "inv2", "staff", ["invigilation"]);
    await person(test.db, "cand");
    await frozenForm(test.db);
    const s = await session(test.db, { invigilatorId: invigilator.id });
    const booked = await bookedAttempt(test.db, { userId: "cand", sessionId: s.id });

    // Not named at the session: nothing seen, nothing done.
    expect(await invigilationSession(deps, other, s.id)).toBeNull();
    expect(await myInvigilationSessions(test.db, other, clock.now())).toEqual([]);
    expect(
      await invigilate(deps, other, s.id, { intent: "admit", attemptId: booked.id, version: 1, identityChecked: "on" }),
    ).toEqual({ ok: false, error: "notFound" });
    expect(await myInvigilationSessions(test.db, invigilator, clock.now())).toHaveLength(1);

    // Not yet admitted: no start.
    expect(await startAttempt(deps, { userId: "cand", attemptId: booked.id, code: "ABCDEFGH" })).toEqual({
      ok: false,
      error: "notAdmitted",
    });

    const admitted = await invigilate(deps, invigilator, s.id, {
      intent: "admit",
      attemptId: booked.id,
      version: 1,
      identityChecked: "on",
    });
    expect(admitted.ok && admitted.code?.value).toMatch(/^[A-Z2-9]{8}$/);
    const code = admitted.ok ? admitted.code!.value : "";
    const row = await versionOf(booked.id);
    expect(row.state).toBe("admitted");
    expect(row.admissionCodeHash).not.toContain(code);
    // A stale page (the version it showed) is refused.
    expect(await invigilate(deps, invigilator, s.id, { intent: "newCode", attemptId: booked.id, version: 1 })).toEqual({
      ok: false,
      error: "stale",
    });

    expect(await startAttempt(deps, { userId: "cand", attemptId: booked.id, code: "WRONGCDE" })).toEqual({
      ok: false,
      error: "wrongCode",
    });
    expect(await startAttempt(deps, { userId: "other", attemptId: booked.id, code })).toEqual({
      ok: false,
      error: "notFound",
    });
    clock.advance(16 * MIN);
    expect(await startAttempt(deps, { userId: "cand", attemptId: booked.id, code })).toEqual({
      ok: false,
      error: "expired",
    });
    const again = await invigilate(deps, invigilator, s.id, {
      intent: "newCode",
      attemptId: booked.id,
      version: row.version,
    });
    const fresh = again.ok ? again.code!.value : "";
    const started = await startAttempt(deps, { userId: "cand", attemptId: booked.id, code: fresh.toLowerCase() });
    expect(started.ok).toBe(true);
    const startedRow = await versionOf(booked.id);
    expect(startedRow).toMatchObject({ state: "inProgress", admissionCodeHash: null });
    expect(startedRow.formId).not.toBeNull();
    expect(startedRow.seed).toMatch(/^[0-9a-f]{32}$/);
    // The code is spent.
    expect((await startAttempt(deps, { userId: "cand", attemptId: booked.id, code: fresh })).ok).toBe(false);
    const events = await test.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, booked.id));
    expect(events.map((event) => event.action).sort()).toEqual(["admit", "admit", "start"]);
  });

  it("two invigilators acting at once on the same page: one step happens, the other is refused", async () => {
    const { deps, invigilator, sessionId, attempt } = await running();
    const outcomes = await Promise.all([
      invigilate(deps, invigilator, sessionId, {
        intent: "pause",
        attemptId: attempt.id,
        version: attempt.version,
        reason: "",
      }),
      invigilate(deps, invigilator, sessionId, {
        intent: "end",
        attemptId: attempt.id,
        version: attempt.version,
        reason: "Left the room without leave",
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, error: "stale" }]);
    const events = await test.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, attempt.id));
    expect(events.filter((event) => event.action === "pause" || event.action === "end")).toHaveLength(1);
  });

  it("picks the latest form offered in the attempt's language", async () => {
    const { deps, invigilator, sessionId, attempt } = await running({ language: "es" });
    const both = attempt.formId;
    const englishOnly = await frozenForm(test.db, "associate", ["en"], new Date("2026-02-01T00:00:00Z"));
    await person(test.db, "cand2");
    const booked = await bookedAttempt(test.db, { userId: "cand2", sessionId, language: "en" });
    const admitted = await invigilate(deps, invigilator, sessionId, {
      intent: "admit",
      attemptId: booked.id,
      version: 1,
      identityChecked: "on",
    });
    const started = await startAttempt(deps, {
      userId: "cand2",
      attemptId: booked.id,
      code: admitted.ok ? admitted.code!.value : "",
    });
    expect(started.ok && started.attempt.formId).toBe(englishOnly.id);
    expect(both).not.toBe(englishOnly.id);
  });
});

describe("saving answers", () => {
  it("the same answer twice is one row; an older revision never overwrites a newer one", async () => {
    const { deps, attempt } = await running();
    expect(await save(deps, attempt.id, "fx-1", ["a"], 1)).toEqual({ ok: true, revision: 1 });
    expect((await save(deps, attempt.id, "fx-1", ["a"], 1)).ok).toBe(false);
    expect(await save(deps, attempt.id, "fx-1", ["b"], 3)).toEqual({ ok: true, revision: 3 });
    expect(await save(deps, attempt.id, "fx-1", ["c"], 2)).toMatchObject({ ok: false, error: "stale", revision: 3 });
    // Parallel saves: the highest revision stands whatever the order they commit in.
    await Promise.all([4, 6, 5].map((revision) => save(deps, attempt.id, "fx-2", [String(revision)], revision)));
    const rows = await test.db.select().from(examResponses).where(eq(examResponses.attemptId, attempt.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.itemId === "fx-1")).toMatchObject({ choice: ["b"], revision: 3 });
    expect(rows.find((row) => row.itemId === "fx-2")).toMatchObject({ choice: ["6"], revision: 6 });
  });

  it("refuses a save for another's attempt, an item not on the form, while paused and after the end", async () => {
    const { deps, attempt, invigilator, sessionId } = await running();
    expect(await save(deps, attempt.id, "fx-1", ["a"], 1, "someone")).toEqual({ ok: false, error: "notFound" });
    expect(await save(deps, attempt.id, "not-on-form", ["a"], 1)).toEqual({ ok: false, error: "notOnForm" });
    const paused = await invigilate(deps, invigilator, sessionId, {
      intent: "pause",
      attemptId: attempt.id,
      version: attempt.version,
      reason: "Fire alarm",
    });
    expect(paused.ok).toBe(true);
    expect(await save(deps, attempt.id, "fx-1", ["a"], 1)).toEqual({ ok: false, error: "notRunning" });
    // Paused: the candidate's page shows no item.
    expect((await sitView(deps, "cand", attempt.id, { position: 1, review: false }))?.stage).toBe("paused");
    const row = await versionOf(attempt.id);
    expect(
      (
        await invigilate(deps, invigilator, sessionId, {
          intent: "resume",
          attemptId: attempt.id,
          version: row.version,
        })
      ).ok,
    ).toBe(true);
    expect((await save(deps, attempt.id, "fx-1", ["a"], 1)).ok).toBe(true);
    expect((await submitAttempt(deps, { userId: "cand", attemptId: attempt.id })).ok).toBe(true);
    expect(await save(deps, attempt.id, "fx-1", ["b"], 2)).toEqual({ ok: false, error: "notRunning" });
    const [stored] = await test.db
      .select()
      .from(examResponses)
      .where(and(eq(examResponses.attemptId, attempt.id), eq(examResponses.itemId, "fx-1")));
    expect(stored!.choice).toEqual(["a"]);
  });

  it("refuses a save once the clock is over, even before anything noticed", async () => {
    const { deps, clock, attempt } = await running();
    clock.advance(120 * MIN - 1000);
    expect((await save(deps, attempt.id, "fx-1", ["a"], 1)).ok).toBe(true);
    clock.advance(1000);
    expect(await save(deps, attempt.id, "fx-1", ["b"], 2)).toEqual({ ok: false, error: "over" });
    // The refused save ended the attempt at the instant its time ran out, and scored what was saved.
    expect(await versionOf(attempt.id)).toMatchObject({ state: "scored", rawScore: 1 });
  });
});

describe("the clock", () => {
  it("stops while paused and gives extra time; the SQL rule agrees with the engine's", async () => {
    const { deps, clock, attempt, invigilator, sessionId } = await running({ extraTimePercent: 25 });
    // 120 minutes + 25 % = 150 minutes.
    expect((await clockStateOf(test.db, attempt, clock.now()))?.remainingMs).toBe(150 * MIN);
    clock.advance(30 * MIN);
    await invigilate(deps, invigilator, sessionId, {
      intent: "pause",
      attemptId: attempt.id,
      version: attempt.version,
      reason: "",
    });
    clock.advance(20 * MIN);
    const paused = await versionOf(attempt.id);
    expect(await clockStateOf(test.db, paused, clock.now())).toMatchObject({
      status: "paused",
      remainingMs: 120 * MIN,
    });
    await invigilate(deps, invigilator, sessionId, {
      intent: "resume",
      attemptId: attempt.id,
      version: paused.version,
    });
    const resumed = await versionOf(attempt.id);
    // Started 09:00, 150 minutes, 20 paused: ends 11:50.
    expect((await clockStateOf(test.db, resumed, clock.now()))?.endsAt).toBe(Date.parse("2026-06-01T11:50:00Z"));
    clock.set("2026-06-01T11:49:59Z");
    expect((await save(deps, attempt.id, "fx-1", ["a"], 1)).ok).toBe(true);
    clock.set("2026-06-01T11:50:00Z");
    expect(await save(deps, attempt.id, "fx-1", ["b"], 2)).toEqual({ ok: false, error: "over" });
  });

  it("survives a restart: a new connection reads the same clock and answers", async () => {
    // On PostgreSQL (CI's second run) the view is read again through a new connection; PGlite is in memory, so
    // there it is read again through the same one: either way nothing the view needs is kept in the process.
    const { deps, clock, attempt } = await running();
    await save(deps, attempt.id, "fx-2", ["b"], 1);
    clock.advance(10 * MIN);
    const before = await sitView(deps, "cand", attempt.id, { position: 2, review: false });
    const handle = process.env.DATABASE_URL ? await openTestDatabase() : null;
    try {
      const after = await sitView({ db: handle?.db ?? test.db, clock }, "cand", attempt.id, {
        position: 2,
        review: false,
      });
      expect(after).toEqual(before);
      expect(after?.clock?.remainingMs).toBe(110 * MIN);
      const answered = after?.grid.filter((cell) => cell.answered);
      expect(answered).toHaveLength(1);
    } finally {
      await handle?.close();
    }
  });
});

describe("a restart of the server", () => {
  it("a database closed and opened again (PGlite on disk) gives the same clock, order and answers", async () => {
    if (process.env.DATABASE_URL) return; // PostgreSQL: the test above reads through a new connection
    const dir = mkdtempSync(path.join(tmpdir(), "exam-restart-"));
    try {
      let handle = await openDatabase({ dataDir: dir });
      await handle.migrate(migrationsFolder);
      const clock = testClock("2026-06-01T09:00:00Z");
      let deps: SitDeps = { db: handle.db, clock };
      const invigilator = await person(handle.db, "inv", "staff", ["invigilation"]);
      await person(handle.db, "cand");
      await frozenForm(handle.db);
      const s = await session(handle.db, { invigilatorId: invigilator.id });
      const booked = await bookedAttempt(handle.db, { userId: "cand", sessionId: s.id, extraTimePercent: 10 });
      const admitted = await invigilate(deps, invigilator, s.id, {
        intent: "admit",
        attemptId: booked.id,
        version: 1,
        identityChecked: "on",
      });
      await startAttempt(deps, { userId: "cand", attemptId: booked.id, code: admitted.ok ? admitted.code!.value : "" });
      await save(deps, booked.id, "fx-3", ["a", "c"], 2);
      clock.advance(42 * MIN);
      const before = await sitView(deps, "cand", booked.id, { position: 3, review: false });
      await handle.close();

      handle = await openDatabase({ dataDir: dir });
      deps = { db: handle.db, clock };
      const after = await sitView(deps, "cand", booked.id, { position: 3, review: false });
      expect(after).toEqual(before);
      // 120 minutes + 10 % = 132; 42 gone.
      expect(after?.clock?.remainingMs).toBe(90 * MIN);
      expect(after?.grid.filter((cell) => cell.answered)).toHaveLength(1);
      expect((await save(deps, booked.id, "fx-3", ["a"], 3)).ok).toBe(true);
      await handle.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("delivery", () => {
  it("shows one item in the attempt's order with its options shuffled, no key or rationale", async () => {
    const { deps, attempt } = await running({ language: "es" });
    const order = await orderOf(test.db, attempt);
    expect(order.map((item) => item.itemId).sort()).toEqual(fixtureItems.map((item) => item.id).sort());
    const view = await sitView(deps, "cand", attempt.id, { position: 1, review: false });
    expect(view?.stage).toBe("delivery");
    expect(view?.current?.itemId).toBe(order[0]!.itemId);
    expect(view?.current?.options.map((option) => option.id)).toEqual(order[0]!.options);
    expect(view?.current?.stem).toMatch(/^es stem/);
    const text = JSON.stringify(view);
    expect(text).not.toContain("rationale");
    expect(text).not.toContain('"key"');
    expect(await sitView(deps, "someone", attempt.id, { position: 1, review: false })).toBeNull();
  });
});

describe("ending and scoring", () => {
  it("a double submit ends once and scores at once; the report shows the released result", async () => {
    const { deps, attempt } = await running();
    await save(deps, attempt.id, "fx-1", ["a"], 1);
    await save(deps, attempt.id, "fx-2", ["b"], 1);
    await save(deps, attempt.id, "fx-3", ["c", "a"], 1);
    const outcomes = await Promise.all([
      submitAttempt(deps, { userId: "cand", attemptId: attempt.id }),
      submitAttempt(deps, { userId: "cand", attemptId: attempt.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const row = await versionOf(attempt.id);
    expect(row).toMatchObject({ state: "scored", rawScore: 3, maxScore: 4, passed: true, resultStatus: "released" });
    const events = await test.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, attempt.id));
    expect(events.filter((event) => event.action === "submit")).toHaveLength(1);
    const report = await reportView(deps, "cand", attempt.id);
    expect(report?.result).toMatchObject({ passed: true, passMark: 350 });
    expect(report?.result?.domains.map((domain) => [domain.domain, domain.rounded])).toEqual([
      ["reservoirEngineering", 100],
      ["drillingOperations", 50],
    ]);
    expect(await reportView(deps, "someone", attempt.id)).toBeNull();
  });

  it("times out when the clock runs out (the periodic task), ends then, and scores what was saved", async () => {
    const { deps, clock, attempt } = await running();
    await save(deps, attempt.id, "fx-1", ["a"], 1);
    clock.advance(125 * MIN);
    expect(await timeOutOverdue(deps)).toBe(1);
    expect(await timeOutOverdue(deps)).toBe(0);
    const row = await versionOf(attempt.id);
    expect(row).toMatchObject({ state: "scored", rawScore: 1, resultStatus: "released" });
    expect(row.endedAt?.toISOString()).toBe("2026-06-01T11:00:00.000Z");
    expect((await submitAttempt(deps, { userId: "cand", attemptId: attempt.id })).ok).toBe(false);
  });

  it("the periodic task leaves alone an attempt whose pause moved its end", async () => {
    const { deps, clock, attempt, invigilator, sessionId } = await running();
    await invigilate(deps, invigilator, sessionId, {
      intent: "pause",
      attemptId: attempt.id,
      version: attempt.version,
      reason: "",
    });
    clock.advance(30 * MIN);
    const paused = await versionOf(attempt.id);
    await invigilate(deps, invigilator, sessionId, {
      intent: "resume",
      attemptId: attempt.id,
      version: paused.version,
    });
    clock.advance(95 * MIN); // 125 minutes since the start, 30 of them paused: 95 of the 120 ran
    expect(await timeOutOverdue(deps)).toBe(0);
    expect((await versionOf(attempt.id)).state).toBe("inProgress");
    clock.advance(25 * MIN);
    expect(await timeOutOverdue(deps)).toBe(1);
    expect((await versionOf(attempt.id)).endedAt?.toISOString()).toBe("2026-06-01T11:30:00.000Z");
  });

  it("an attempt with an incident, or ended by the invigilator, is withheld", async () => {
    const first = await running();
    await invigilate(first.deps, first.invigilator, first.sessionId, {
      intent: "incident",
      attemptId: first.attempt.id,
      version: first.attempt.version,
      text: "Phone rang in the room",
    });
    expect((await submitAttempt(first.deps, { userId: "cand", attemptId: first.attempt.id })).ok).toBe(true);
    expect((await versionOf(first.attempt.id)).resultStatus).toBe("withheld");
    expect((await reportView(first.deps, "cand", first.attempt.id))?.status).toBe("withheld");
    await test.reset();

    const second = await running();
    const ended = await invigilate(second.deps, second.invigilator, second.sessionId, {
      intent: "end",
      attemptId: second.attempt.id,
      version: second.attempt.version,
      reason: "Notes found at the desk",
    });
    expect(ended.ok).toBe(true);
    const row = await versionOf(second.attempt.id);
    expect(row).toMatchObject({ state: "scored", resultStatus: "withheld", endReason: "Notes found at the desk" });
    expect(await save(second.deps, second.attempt.id, "fx-1", ["a"], 1)).toEqual({ ok: false, error: "notRunning" });
  });
});
