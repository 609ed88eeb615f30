import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationEvents, certificationApplications, mailOutbox, staffDecisions } from "~/db/schema";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { declareConflict } from "~/features/staff/index.server";
import { openTestDatabase, setupTestDatabase, testDeps } from "../../../tests/support/test-db.server";
import { person, staffWith, submittedApplication } from "../../../tests/support/review-fixtures.server";
import {
  addReviewNote,
  applicationsOverview,
  moveApplication,
  reviewCase,
  reviewQueue,
  type MoveInput,
} from "./review.server";

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
const deps = (db: Database = handle.db) => testDeps(db, { clock: { now: () => NOW } });
const all = ["reviewer", "decisionMaker", "appealsPanel"] as const;

async function people() {
  await person(handle.db, "cand", "Cora Candidate", "member", "fr");
  await staffWith(handle.db, "rev", "Rita Reviewer", ["applicationReviewer"]);
  await staffWith(handle.db, "dec", "Dan Decider", ["certificationDecision"]);
  await staffWith(handle.db, "app", "Ada Appeals", ["appealsPanel"]);
}
const move = (input: Omit<MoveInput, "actors"> & { actors?: MoveInput["actors"] }, db: Database = handle.db) =>
  moveApplication(deps(db), { actors: all, ...input });
/** The review's mails (the invoice's own mails link to /account/invoices instead). */
const mails = async () =>
  (await handle.db.select().from(mailOutbox)).filter((m) => m.text.includes("/account/certification"));
const eventsOf = (id: string) =>
  handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));

describe("the review queue", () => {
  it("lists waiting applications oldest first, filters by level, state and waiting time, and locks own and conflicted cases", async () => {
    await people();
    await person(handle.db, "other", "Olga Other");
    const old = await submittedApplication(deps(), { userId: "cand", submittedAt: new Date("2026-04-01T09:00:00Z") });
    const recent = await submittedApplication(deps(), {
      userId: "other",
      submittedAt: new Date("2026-05-28T09:00:00Z"),
    });
    const own = await submittedApplication(deps(), { userId: "rev", submittedAt: new Date("2026-05-20T09:00:00Z") });
    await declareConflict(handle.db, { staffId: "rev", personId: "other", reason: "My cousin" });

    const queue = await reviewQueue(handle.db, "rev", {}, NOW);
    expect(queue.rows.map((r) => r.id)).toEqual([old.application.id, own.application.id, recent.application.id]);
    expect(queue.rows.map((r) => r.locked)).toEqual([null, "own", "conflict"]);
    expect(queue.rows[0]!.waitingDays).toBe(61);
    expect(queue.total).toBe(3);

    const waiting = await reviewQueue(handle.db, "rev", { waiting: 30 }, NOW);
    expect(waiting.rows.map((r) => r.id)).toEqual([old.application.id]);
    expect((await reviewQueue(handle.db, "rev", { level: "senior" }, NOW)).rows).toEqual([]);
    expect((await reviewQueue(handle.db, "rev", { state: "approved" }, NOW)).rows).toEqual([]);
  });
});

describe("a case", () => {
  it("shows the evidence, referee answers, invoice and checklist; notes stay internal", async () => {
    await people();
    const { application } = await submittedApplication(deps(), {
      userId: "cand",
      referees: ["confirmed", null],
      paid: true,
    });
    expect(await addReviewNote(handle.db, { applicationId: application.id, staffId: "rev", text: "Call HR" })).toBe(
      true,
    );
    const c = (await reviewCase(handle.db, application.id, NOW))!;
    expect(c.applicant.name).toBe("Cora Candidate");
    expect(c.experience.map((e) => e.requests.map((r) => r.answer))).toEqual([["confirmed"], [null]]);
    expect(c.invoice?.status).toBe("paid");
    expect(c.checklist.passes).toBe(false);
    expect(c.checklist.items.find((i) => i.key === "referees")).toMatchObject({ status: "notMet" });
    expect(c.notes.map((n) => [n.staffName, n.reason])).toEqual([["Rita Reviewer", "Call HR"]]);
    // A note is no event of the application: the candidate's history never shows it.
    expect((await eventsOf(application.id)).some((e) => e.action === "note")).toBe(false);
  });
});

describe("moves", () => {
  it("start review, ask for more (mailed in the candidate's language), decline with the appeal window", async () => {
    await people();
    const { application } = await submittedApplication(deps(), { userId: "cand", paid: true });
    expect(await move({ applicationId: application.id, staffId: "rev", move: "startReview" })).toMatchObject({
      ok: true,
    });
    const asked = await move({
      applicationId: application.id,
      staffId: "rev",
      move: "requestMoreInfo",
      reason: "Please send the second employer's letter.",
      dueOn: "2026-06-15",
    });
    expect(asked.ok && asked.application).toMatchObject({ state: "moreInfoRequested", moreInfoDueOn: "2026-06-15" });
    const declined = await move({
      applicationId: application.id,
      staffId: "dec",
      move: "decline",
      reason: "The experience could not be confirmed.",
    });
    expect(declined.ok && declined.application).toMatchObject({ state: "declined", decidedBy: "dec" });
    const events = await eventsOf(application.id);
    expect(events.filter((e) => e.actorKind === "staff").map((e) => [e.action, e.toState, e.actorId])).toEqual([
      ["startReview", "inReview", "rev"],
      ["requestMoreInfo", "moreInfoRequested", "rev"],
      ["decline", "declined", "dec"],
    ]);
    const log = await handle.db.select().from(staffDecisions);
    expect(log.map((l) => l.action)).toEqual(["startReview", "requestMoreInfo", "decline"]);
    const sent = (await mails()).filter((m) => m.to === "cand@example.org");
    expect(sent.map((m) => m.language)).toEqual(["fr", "fr"]);
    expect(sent[0]!.text).toContain("Please send the second employer's letter.");
    expect(sent[0]!.text).toContain("15 juin 2026");
    // Declined on 1 June: the appeal window of 30 days ends on 1 July.
    expect(sent[1]!.text).toContain("1 juillet 2026");
  });

  it("refuses a deadline in the past or too far ahead", async () => {
    await people();
    const { application } = await submittedApplication(deps(), { userId: "cand", state: "inReview" });
    for (const dueOn of ["2026-06-01", "2026-09-30", "nonsense"])
      expect(
        await move({
          applicationId: application.id,
          staffId: "rev",
          move: "requestMoreInfo",
          reason: "x".repeat(12),
          dueOn,
        }),
      ).toEqual({ ok: false, error: "dueOn" });
  });

  it("approve needs the checklist met and opens the twelve-month window", async () => {
    await people();
    const unpaid = await submittedApplication(deps(), { userId: "cand", state: "inReview" });
    expect(await move({ applicationId: unpaid.application.id, staffId: "dec", move: "approve" })).toEqual({
      ok: false,
      error: "checklist",
    });
    await person(handle.db, "paid", "Paula Paid");
    const paid = await submittedApplication(deps(), { userId: "paid", state: "inReview", paid: true });
    const approved = await move({ applicationId: paid.application.id, staffId: "dec", move: "approve" });
    expect(approved.ok && approved.application).toMatchObject({
      state: "approved",
      eligibleFrom: "2026-06-01",
      eligibleUntil: "2027-06-01",
      decidedBy: "dec",
    });
    expect((await mails()).find((m) => m.to === "paid@example.org")?.text).toContain("1 June 2027");
  });

  it("refuses moves the duties or states.ts do not allow", async () => {
    await people();
    const { application } = await submittedApplication(deps(), { userId: "cand", paid: true });
    // A reviewer may not approve; a submitted application may not be approved before review.
    expect(
      await move({ applicationId: application.id, staffId: "rev", move: "approve", actors: ["reviewer"] }),
    ).toEqual({ ok: false, error: "notAllowed" });
    expect(await move({ applicationId: application.id, staffId: "dec", move: "approve" })).toEqual({
      ok: false,
      error: "moved",
    });
    expect(
      await move({ applicationId: "00000000-0000-4000-8000-000000000000", staffId: "rev", move: "startReview" }),
    ).toEqual({
      ok: false,
      error: "notFound",
    });
  });

  it("keeps impartiality: not one's own case, not a declared conflict, not an appeal of one's own decision", async () => {
    await people();
    const own = await submittedApplication(deps(), { userId: "rev" });
    expect(await move({ applicationId: own.application.id, staffId: "rev", move: "startReview" })).toEqual({
      ok: false,
      error: "notAllowed",
      problem: "own",
    });
    const theirs = await submittedApplication(deps(), { userId: "cand" });
    await declareConflict(handle.db, { staffId: "cand", personId: "rev", reason: "Former manager" });
    expect(await move({ applicationId: theirs.application.id, staffId: "rev", move: "startReview" })).toMatchObject({
      error: "notAllowed",
      problem: "conflict",
    });
    await person(handle.db, "appellant", "Abel Appellant");
    const appealed = await submittedApplication(deps(), { userId: "appellant", state: "appealed", decidedBy: "dec" });
    // The decision maker who declined also holds the panel duty here: still refused.
    expect(
      await move({
        applicationId: appealed.application.id,
        staffId: "dec",
        move: "upholdAppeal",
        reason: "x".repeat(12),
      }),
    ).toMatchObject({ error: "notAllowed", problem: "sameDecider" });
    const dismissed = await move({
      applicationId: appealed.application.id,
      staffId: "app",
      move: "dismissAppeal",
      reason: "The decline followed the rule.",
    });
    expect(dismissed.ok && dismissed.application.state).toBe("appealDismissed");
    // The decision appealed keeps its decider; the panel's decision is in the history and the log.
    expect(dismissed.ok && dismissed.application.decidedBy).toBe("dec");
    expect((await mails()).find((m) => m.to === "appellant@example.org")?.text).toContain(
      "The decline followed the rule.",
    );
  });

  it("an upheld appeal sends the case back to review, decided afresh by someone other than the overturned decider", async () => {
    await people();
    await staffWith(handle.db, "dec2", "Dora Decider", ["certificationDecision"]);
    const { application } = await submittedApplication(deps(), {
      userId: "cand",
      state: "appealed",
      decidedBy: "dec",
      paid: true,
    });
    const upheld = await move({
      applicationId: application.id,
      staffId: "app",
      move: "upholdAppeal",
      reason: "The second referee's answer was about another project.",
    });
    expect(upheld.ok && upheld.application.state).toBe("inReview");
    expect((await mails()).find((m) => m.to === "cand@example.org")?.text).toContain(
      "The second referee's answer was about another project.",
    );
    // The decider overturned neither reviews nor decides again; another decision maker does.
    expect(await move({ applicationId: application.id, staffId: "dec", move: "approve" })).toMatchObject({
      ok: false,
      error: "notAllowed",
      problem: "sameDecider",
    });
    const approved = await move({ applicationId: application.id, staffId: "dec2", move: "approve" });
    expect(approved.ok && approved.application).toMatchObject({ state: "approved", decidedBy: "dec2" });
    // Once closed, the first decider may read the case again and is not marked.
    expect(await move({ applicationId: application.id, staffId: "dec", move: "decline" })).toMatchObject({
      ok: false,
      error: "moved",
    });
  });

  it("makes one move of two parallel requests: one event, one log entry, one mail", async () => {
    await people();
    const { application } = await submittedApplication(deps(), { userId: "cand", state: "inReview", paid: true });
    const results = await Promise.all([
      move({ applicationId: application.id, staffId: "dec", move: "approve" }),
      move(
        { applicationId: application.id, staffId: "dec", move: "decline", reason: "Parallel decline here." },
        second?.db,
      ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "moved" }]);
    const staffEvents = (await eventsOf(application.id)).filter((e) => e.actorKind === "staff");
    expect(staffEvents).toHaveLength(1);
    expect(await handle.db.select().from(staffDecisions)).toHaveLength(1);
    expect((await mails()).filter((m) => m.to === "cand@example.org")).toHaveLength(1);
    const [row] = await handle.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, application.id));
    expect(row!.state).toBe(staffEvents[0]!.toState);
  });
});

describe("the overview", () => {
  it("counts per level and state, the median days to decision, referee answers and audits", async () => {
    await people();
    await person(handle.db, "p2", "Pia Two");
    await submittedApplication(deps(), { userId: "cand", referees: ["confirmed", null], audited: true });
    const { application } = await submittedApplication(deps(), { userId: "p2", state: "inReview", paid: true });
    await move({ applicationId: application.id, staffId: "dec", move: "approve" });
    const overview = await applicationsOverview(handle.db);
    expect(overview.perLevel.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { level: "professional", state: "approved", count: 1 },
      { level: "professional", state: "submitted", count: 1 },
    ]);
    // Submitted 1 May, decided 1 June.
    expect(overview.medianDaysToDecision).toBe(31);
    expect(overview.referees).toEqual({ sent: 4, answered: 3, confirmed: 3 });
    expect(overview.audits).toMatchObject({ audited: 1, evidenceReceived: 0, open: 1 });
  });
});
