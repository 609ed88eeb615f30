import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, examAttempts, examSessions, examSessionStaff, users } from "~/db/schema";
import { seedEvents } from "~/features/events/index.server";
import { parseConfig } from "~/lib/server/env.server";
import { setupTestDatabase } from "../../../../tests/support/test-db.server";
import { person, staffWith } from "../../../../tests/support/review-fixtures.server";
import { seedExamSessions } from "./seed.server";

const handle = setupTestDatabase();
const NOW = new Date("2026-12-07T10:00:00Z");

describe("exam booking's demo data", () => {
  it("makes sessions of the upcoming exam windows and books the demo candidate into a session starting now", async () => {
    const db = handle.db;
    await seedEvents(db);
    await staffWith(db, "rev", "Demo Reviewer", ["applicationReviewer"]);
    await staffWith(db, "dec", "Demo Decider", ["certificationDecision"]);
    await db.update(users).set({ email: "reviewer@example.org" }).where(eq(users.id, "rev"));
    await db.update(users).set({ email: "decisions@example.org" }).where(eq(users.id, "dec"));
    await person(db, "cand", "Demo Candidate");
    await db.update(users).set({ email: "candidate@example.org" }).where(eq(users.id, "cand"));
    await staffWith(db, "inv", "Demo Invigilator", ["invigilation"]);
    await db.update(users).set({ email: "invigilator@example.org" }).where(eq(users.id, "inv"));

    expect(await seedExamSessions(db, parseConfig({}).invoices, NOW)).toBe(true);
    expect(await seedExamSessions(db, parseConfig({}).invoices, NOW)).toBe(false);

    const windows = await db.select().from(events).where(eq(events.type, "exam"));
    const upcoming = windows.filter((w) => w.slug.startsWith("exam-window-") && w.startDate > "2026-12-07");
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    const sessions = await db.select().from(examSessions);
    for (const window of upcoming) {
      const own = sessions.filter((s) => s.eventId === window.id);
      expect(own).toHaveLength(8); // four levels, a test centre and an online session each
      expect(own.every((s) => s.startsAt.toISOString().slice(0, 10) >= window.startDate)).toBe(true);
    }
    const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.userId, "cand"));
    expect(attempt).toMatchObject({ state: "booked", level: "associate", language: "en" });
    const [sitting] = await db.select().from(examSessions).where(eq(examSessions.id, attempt!.sessionId));
    expect(sitting).toMatchObject({ delivery: "testCentre", booked: 1, startsAt: NOW });
    const staff = await db.select().from(examSessionStaff).where(eq(examSessionStaff.sessionId, sitting!.id));
    expect(staff).toEqual([expect.objectContaining({ userId: "inv", role: "invigilator" })]);
  });
});
