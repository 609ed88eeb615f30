import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { examAttemptEvents, examAttempts, examSessions, mailOutbox, staffDuties } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { setupTestDatabase, testDeps } from "../../../../tests/support/test-db.server";
import {
  approvedApplication,
  candidate,
  frozenForm,
  session,
} from "../../../../tests/support/exam-booking-fixtures.server";
import { decideAccommodation, requestAccommodation } from "./accommodations.server";
import { bookSeat, cancelBooking, rescheduleBooking } from "./booking.server";
import { sendExamReminders } from "./reminders.server";
import { assignStaff, cancelSession, sessionRoster } from "./sessions.server";

const handle = setupTestDatabase();
const NOW = new Date("2027-01-05T09:00:00Z");
const DAY = 86_400_000;
const WINDOW = { from: "2027-01-01", until: "2027-12-31" };
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const deps = (now: Date = NOW) => testDeps(handle.db, { clock: { now: () => now } });
const examStaff: Viewer = { id: "exs", role: "staff", duties: ["examAdministration"] };

let tokens = 0;
const post = (token?: string) => {
  const form = new FormData();
  form.set("_submission", token ?? `booking-token-${(tokens += 1).toString().padStart(8, "0")}`);
  return form;
};

async function ready(db: Database = handle.db, id = "cand") {
  await candidate(db, id);
  const applicationId = await approvedApplication(db, id, WINDOW);
  return { userId: id, applicationId };
}

const seats = async (id: string) =>
  (await handle.db.select({ booked: examSessions.booked }).from(examSessions).where(eq(examSessions.id, id)))[0]!
    .booked;
const attemptsOf = (userId: string) => handle.db.select().from(examAttempts).where(eq(examAttempts.userId, userId));

describe("booking a seat", () => {
  it("takes a seat, stores the attempt and its event, mails the confirmation with the .ics; a retry stores once", async () => {
    await frozenForm(handle.db, "associate", ["en", "es", "fr"]);
    const me = await ready();
    const sessionId = await session(handle.db, { startsAt: at(10), capacity: 3 });
    const form = post();
    const first = await bookSeat(deps(), form, { ...me, sessionId, language: "fr" });
    expect(first).toMatchObject({ ok: true });
    const again = await bookSeat(deps(), form, { ...me, sessionId, language: "fr" });
    expect(again).toEqual(first);
    const [attempt, ...more] = await attemptsOf(me.userId);
    expect(more).toHaveLength(0);
    expect(attempt).toMatchObject({ state: "booked", number: 1, language: "fr", sessionId });
    expect(await seats(sessionId)).toBe(1);
    const events = await handle.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, attempt!.id));
    expect(events.map((e) => e.action)).toEqual(["booked"]);
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Exam booked: /);
    expect(mails[0]!.attachments?.[0]).toMatchObject({ filename: "geocert-exam.ics" });
    const ics = Buffer.from(mails[0]!.attachments![0]!.content, "base64").toString("utf8");
    expect(ics).toContain(`UID:exam-${attempt!.id}@`);
    expect(ics).toContain("DTSTART:20270115T090000Z");
  });

  it("mails in the candidate's language", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    await candidate(handle.db, "fra", "fr");
    const applicationId = await approvedApplication(handle.db, "fra", WINDOW);
    const sessionId = await session(handle.db, { startsAt: at(10) });
    await bookSeat(deps(), post(), { userId: "fra", applicationId, sessionId, language: "en" });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail!.subject).toMatch(/^Examen réservé : Niveau initial, 15 janvier 2027, 09:00 \(Atlantic\/Reykjavik\)$/);
    expect(mail!.language).toBe("fr");
  });

  it("offers only the languages a frozen form exists in", async () => {
    await frozenForm(handle.db, "associate", ["en", "es"]);
    const me = await ready();
    const sessionId = await session(handle.db, { startsAt: at(10) });
    expect(await bookSeat(deps(), post(), { ...me, sessionId, language: "ja" })).toEqual({
      ok: false,
      reason: "language",
    });
    expect(await attemptsOf(me.userId)).toHaveLength(0);
  });

  it("a full session offers the next three open sessions of the level with a seat, soonest first", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    const full = await session(handle.db, { startsAt: at(10), capacity: 2, booked: 2 });
    const later = [
      await session(handle.db, { startsAt: at(30) }),
      await session(handle.db, { startsAt: at(20) }),
      await session(handle.db, { startsAt: at(25), capacity: 1, booked: 1 }), // full too
      await session(handle.db, { startsAt: at(40) }),
      await session(handle.db, { startsAt: at(50) }),
    ];
    await session(handle.db, { startsAt: at(15), level: "professional" });
    await session(handle.db, { startsAt: at(16), status: "closed" });
    const outcome = await bookSeat(deps(), post(), { ...me, sessionId: full, language: "en" });
    expect(outcome).toMatchObject({ ok: false, reason: "full" });
    const alternatives = (outcome as { alternatives: { id: string }[] }).alternatives.map((s) => s.id);
    expect(alternatives).toEqual([later[1], later[0], later[3]]);
  });

  it("refuses a session within 48 hours of its start and one outside the window", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    const soon = await session(handle.db, { startsAt: at(1.9) });
    expect(await bookSeat(deps(), post(), { ...me, sessionId: soon, language: "en" })).toMatchObject({
      reason: "tooLate",
    });
    const next = await session(handle.db, { startsAt: new Date("2028-01-15T09:00:00Z") });
    expect(await bookSeat(deps(), post(), { ...me, sessionId: next, language: "en" })).toMatchObject({
      reason: "outsideWindow",
    });
  });

  it("another member's application is not found", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const { applicationId } = await ready(handle.db, "owner");
    await candidate(handle.db, "other");
    const sessionId = await session(handle.db, { startsAt: at(10) });
    expect(await bookSeat(deps(), post(), { userId: "other", applicationId, sessionId, language: "en" })).toEqual({
      ok: false,
      reason: "notFound",
    });
  });
});

describe("retakes", () => {
  async function pastAttempt(me: { userId: string; applicationId: string }, daysAgo: number, passed = false) {
    const sessionId = await session(handle.db, { startsAt: at(-daysAgo), capacity: 5, booked: 1 });
    await handle.db.insert(examAttempts).values({
      userId: me.userId,
      applicationId: me.applicationId,
      sessionId,
      level: "associate",
      language: "en",
      state: "scored",
      passed,
    });
  }

  it("waits 30 days after a fail, and allows at most three attempts in the window", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    await pastAttempt(me, 3);
    const sessionId = await session(handle.db, { startsAt: at(20) });
    expect(await bookSeat(deps(), post(), { ...me, sessionId, language: "en" })).toMatchObject({
      ok: false,
      reason: "tooSoon",
      earliest: "2027-02-01",
    });
    const later = await session(handle.db, { startsAt: at(40) });
    const afterWait = await bookSeat(deps(at(28)), post(), { ...me, sessionId: later, language: "en" });
    expect(afterWait).toMatchObject({ ok: true });
    const [second] = (await attemptsOf(me.userId)).filter((a) => a.state === "booked");
    expect(second!.number).toBe(2);
  });

  it("refuses a fourth attempt in the window", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    await pastAttempt(me, 2);
    await pastAttempt(me, 1);
    await pastAttempt(me, 3);
    const sessionId = await session(handle.db, { startsAt: at(60) });
    expect(await bookSeat(deps(at(40)), post(), { ...me, sessionId, language: "en" })).toMatchObject({
      ok: false,
      reason: "noAttemptsLeft",
    });
  });
});

describe("moving and cancelling", () => {
  async function booked() {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    const first = await session(handle.db, { startsAt: at(10), capacity: 2 });
    const second = await session(handle.db, { startsAt: at(20), capacity: 2 });
    const outcome = await bookSeat(deps(), post(), { ...me, sessionId: first, language: "en" });
    if (!outcome.ok) throw new Error(outcome.reason);
    return { me, first, second, attemptId: outcome.attemptId };
  }

  it("moves the seat to another session in one transaction and mails the new date", async () => {
    const { me, first, second, attemptId } = await booked();
    await handle.db
      .update(examAttempts)
      .set({ remindersSent: [7] })
      .where(eq(examAttempts.id, attemptId));
    expect(await rescheduleBooking(deps(), { userId: me.userId, attemptId, sessionId: second })).toEqual({ ok: true });
    expect([await seats(first), await seats(second)]).toEqual([0, 1]);
    const [attempt] = await attemptsOf(me.userId);
    expect(attempt).toMatchObject({ sessionId: second, state: "booked", remindersSent: [] });
    const subjects = (await handle.db.select().from(mailOutbox)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith("Exam moved: "))).toBe(true);
    // Into a full session: refused, nothing moves.
    const full = await session(handle.db, { startsAt: at(30), capacity: 1, booked: 1 });
    expect(await rescheduleBooking(deps(), { userId: me.userId, attemptId, sessionId: full })).toMatchObject({
      ok: false,
      reason: "full",
    });
    expect(await seats(second)).toBe(1);
  });

  it("closes changes 48 hours before the start; another member's booking is not found", async () => {
    const { me, second, attemptId } = await booked();
    const late = deps(at(8.5));
    expect(await rescheduleBooking(late, { userId: me.userId, attemptId, sessionId: second })).toEqual({
      ok: false,
      reason: "tooLate",
    });
    expect(await cancelBooking(late, { userId: me.userId, attemptId })).toEqual({ ok: false, reason: "tooLate" });
    await candidate(handle.db, "someone");
    expect(await cancelBooking(deps(), { userId: "someone", attemptId })).toEqual({ ok: false, reason: "notFound" });
  });

  it("cancels up to 48 hours before and gives the seat back; cancelling again changes nothing", async () => {
    const { me, first, attemptId } = await booked();
    expect(await cancelBooking(deps(at(7)), { userId: me.userId, attemptId })).toEqual({ ok: true });
    expect(await seats(first)).toBe(0);
    expect(await cancelBooking(deps(at(7)), { userId: me.userId, attemptId })).toEqual({ ok: true, already: true });
    expect(await seats(first)).toBe(0);
    const [attempt] = await attemptsOf(me.userId);
    expect(attempt!.state).toBe("cancelled");
  });
});

describe("a seat is never given twice", () => {
  it("20 candidates booking 5 seats at once get exactly 5 attempts, and booked = 5", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const sessionId = await session(handle.db, { startsAt: at(10), capacity: 5 });
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => ready(handle.db, `p${i}`)));
    const outcomes = await Promise.all(
      people.map((me) => bookSeat(deps(), post(), { ...me, sessionId, language: "en" })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.reason === "full")).toBe(true);
    expect(await handle.db.select().from(examAttempts).where(eq(examAttempts.sessionId, sessionId))).toHaveLength(5);
    expect(await seats(sessionId)).toBe(5);
  });

  it("one person booking two sessions of a level at once gets one booking", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    const a = await session(handle.db, { startsAt: at(10) });
    const b = await session(handle.db, { startsAt: at(12) });
    const outcomes = await Promise.all([
      bookSeat(deps(), post(), { ...me, sessionId: a, language: "en" }),
      bookSeat(deps(), post(), { ...me, sessionId: b, language: "en" }),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(await attemptsOf(me.userId)).toHaveLength(1);
    expect((await seats(a)) + (await seats(b))).toBe(1);
  });
});

describe("reminders", () => {
  it("sends the week's and the day's reminder once each, even with two runs at once", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    const sessionId = await session(handle.db, { startsAt: at(10) });
    const outcome = await bookSeat(deps(), post(), { ...me, sessionId, language: "en" });
    if (!outcome.ok) throw new Error(outcome.reason);
    await handle.db.delete(mailOutbox);
    expect(await sendExamReminders(deps(at(2)))).toBe(0);
    const week = deps(at(3.5));
    const sent = await Promise.all([sendExamReminders(week), sendExamReminders(week)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendExamReminders(deps(at(4)))).toBe(0);
    const day = deps(at(9.2));
    expect((await Promise.all([sendExamReminders(day), sendExamReminders(day)])).reduce((a, b) => a + b, 0)).toBe(1);
    const subjects = (await handle.db.select().from(mailOutbox)).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.filter((s) => s.startsWith("Your exam in a week"))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith("Your exam tomorrow"))).toHaveLength(1);
    const [attempt] = await attemptsOf(me.userId);
    expect(attempt!.remindersSent).toEqual([7, 1]);
  });
});

describe("exam staff", () => {
  it("cancelling a session cancels its bookings, gives the seats back and mails each candidate", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    await candidate(handle.db, "exs");
    const sessionId = await session(handle.db, { startsAt: at(10) });
    for (const id of ["c1", "c2"]) {
      const me = await ready(handle.db, id);
      await bookSeat(deps(), post(), { ...me, sessionId, language: "en" });
    }
    await handle.db.delete(mailOutbox);
    expect(await cancelSession(deps(), examStaff, sessionId)).toBe(2);
    expect(await cancelSession(deps(), examStaff, sessionId)).toBeNull();
    expect(await seats(sessionId)).toBe(0);
    const states = await handle.db
      .select({ state: examAttempts.state })
      .from(examAttempts)
      .where(eq(examAttempts.sessionId, sessionId));
    expect(states.map((s) => s.state)).toEqual(["cancelled", "cancelled"]);
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(["c1@example.org", "c2@example.org"]);
    expect(await cancelSession(deps(), { id: "m", role: "member", duties: [] }, sessionId)).toBeNull();
  });

  it("an approved accommodation copies its extra time onto the application's attempts not yet started", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await ready();
    await candidate(handle.db, "exs");
    await handle.db.insert(staffDuties).values({ userId: "exs", duty: "examAdministration" });
    const sessionId = await session(handle.db, { startsAt: at(10) });
    const outcome = await bookSeat(deps(), post(), { ...me, sessionId, language: "en" });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(await requestAccommodation(handle.db, { ...me, request: "Dyslexia: I read slowly.", extraTime: 25 })).toBe(
      "requested",
    );
    expect(
      await requestAccommodation(handle.db, { ...me, request: "Dyslexia: I read slowly, please.", extraTime: 30 }),
    ).toBe("updated");
    const [request] = await handle.db.query.examAccommodations.findMany();
    const decide = (approve: boolean) =>
      decideAccommodation(deps(), examStaff, { id: request!.id, approve, extraTimePercent: 50, note: "" });
    const both = await Promise.all([decide(true), decide(true)]);
    expect(both.sort()).toEqual(["approved", "stale"]);
    const [attempt] = await attemptsOf(me.userId);
    expect(attempt!.extraTimePercent).toBe(50);
    expect(await requestAccommodation(handle.db, { ...me, request: "Another request, please.", extraTime: 10 })).toBe(
      "decided",
    );
    // Not exam staff: refused.
    expect(
      await decideAccommodation(
        deps(),
        { id: "m", role: "member", duties: [] },
        {
          id: request!.id,
          approve: true,
          extraTimePercent: 10,
          note: "",
        },
      ),
    ).toBe("forbidden");
  });

  it("assigns only staff who hold the duty of the role, once", async () => {
    for (const id of ["inv", "nodu", "exs"]) await candidate(handle.db, id);
    await handle.db.insert(staffDuties).values({ userId: "inv", duty: "invigilation" });
    const sessionId = await session(handle.db, { startsAt: at(10) });
    const assign = (userId: string, role: "invigilator" | "assessor") =>
      assignStaff(deps(), examStaff, { sessionId, userId, role });
    expect(await assign("nodu", "invigilator")).toBe("noDuty");
    expect(await assign("inv", "assessor")).toBe("noDuty");
    expect(await Promise.all([assign("inv", "invigilator"), assign("inv", "invigilator")])).toEqual(
      expect.arrayContaining(["assigned", "already"]),
    );
    const roster = await sessionRoster(handle.db, examStaff, sessionId);
    expect(roster!.assigned.map((a) => [a.userId, a.role])).toEqual([["inv", "invigilator"]]);
    expect(
      await assignStaff(
        deps(),
        { id: "m", role: "member", duties: [] },
        { sessionId, userId: "inv", role: "invigilator" },
      ),
    ).toBe("forbidden");
  });
});
