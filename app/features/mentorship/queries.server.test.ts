import { describe, expect, it } from "vitest";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import {
  endMentorship,
  endOverdueMentorships,
  listMentors,
  listMyMentorships,
  mentorshipEnd,
  requestMentorship,
  respondToRequest,
  saveMentorProfile,
  setMentorActive,
  withdrawRequest,
} from "./queries.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

const offer = (capacity: number, over: Partial<Parameters<typeof saveMentorProfile>[2]> = {}) => ({
  domains: ["drillingOperations" as const],
  level: "senior" as const,
  languages: ["en" as const, "sw" as const],
  region: "africa" as const,
  capacity,
  bio: "Twenty years of drilling on the Rift.",
  ...over,
});

const message = "I would like help preparing for the Professional exam.";

describe("mentorship", () => {
  it("request → accept → capacity reached: further acceptances are refused", async () => {
    const db = handle.db;
    const mentor = await insertTestUser(db, "Mentor");
    const [a, b] = [await insertTestUser(db, "Mentee A"), await insertTestUser(db, "Mentee B")];
    await saveMentorProfile(db, mentor, offer(1));

    const first = await requestMentorship(db, { mentorId: mentor, menteeId: a, message });
    const second = await requestMentorship(db, { mentorId: mentor, menteeId: b, message });
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;

    const now = new Date("2026-03-01T10:00:00Z");
    const accepted = await respondToRequest(db, { id: first.id, mentorId: mentor, accept: true, message: "Yes!", now });
    expect(accepted).toMatchObject({ ok: true, status: "active", menteeId: a });
    if (accepted.ok) expect(accepted.endsAt?.toISOString()).toBe("2026-09-01T10:00:00.000Z");

    expect(await respondToRequest(db, { id: second.id, mentorId: mentor, accept: true, message: "" })).toEqual({
      ok: false,
      error: "full",
    });
    // A full mentor takes no new requests and is listed without free places.
    const c = await insertTestUser(db, "Mentee C");
    expect(await requestMentorship(db, { mentorId: mentor, menteeId: c, message })).toEqual({
      ok: false,
      error: "full",
    });
    const { rows } = await listMentors(db, {});
    expect(rows[0]).toMatchObject({ userId: mentor, freePlaces: 0, capacity: 1 });

    // Declining still works when full; ending frees the place.
    expect(
      await respondToRequest(db, { id: second.id, mentorId: mentor, accept: false, message: "Sorry" }),
    ).toMatchObject({ ok: true, status: "declined" });
    expect(await endMentorship(db, { id: first.id, userId: a })).toEqual({ otherId: mentor });
    expect((await listMentors(db, {})).rows[0]!.freePlaces).toBe(1);
  });

  it("never over-books when acceptances race for the last place", async () => {
    const db = handle.db;
    const mentor = await insertTestUser(db, "Mentor");
    await saveMentorProfile(db, mentor, offer(2));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const mentee = await insertTestUser(db, `Mentee ${i}`);
      const result = await requestMentorship(db, { mentorId: mentor, menteeId: mentee, message });
      if (result.ok) ids.push(result.id);
    }
    const results = await Promise.all(
      ids.map((id) => respondToRequest(db, { id, mentorId: mentor, accept: true, message: "" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toHaveLength(3);
  });

  it("refuses requests to oneself, to paused mentors, duplicates, and answers from others", async () => {
    const db = handle.db;
    const mentor = await insertTestUser(db, "Mentor");
    const mentee = await insertTestUser(db, "Mentee");
    await saveMentorProfile(db, mentor, offer(3));
    expect(await requestMentorship(db, { mentorId: mentor, menteeId: mentor, message })).toEqual({
      ok: false,
      error: "self",
    });
    const first = await requestMentorship(db, { mentorId: mentor, menteeId: mentee, message });
    expect(await requestMentorship(db, { mentorId: mentor, menteeId: mentee, message })).toEqual({
      ok: false,
      error: "duplicate",
    });
    if (!first.ok) throw new Error("request failed");
    // Only the mentor answers.
    expect(await respondToRequest(db, { id: first.id, mentorId: mentee, accept: true, message: "" })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await withdrawRequest(db, { id: first.id, menteeId: mentee })).toBe(true);
    await setMentorActive(db, mentor, false);
    expect(await requestMentorship(db, { mentorId: mentor, menteeId: mentee, message })).toEqual({
      ok: false,
      error: "notMentor",
    });
    expect((await listMentors(db, {})).total).toBe(0);
  });

  it("filters mentors and lists one's own mentorships; overdue ones end", async () => {
    const db = handle.db;
    const m1 = await insertTestUser(db, "Anna");
    const m2 = await insertTestUser(db, "Bruno");
    await saveMentorProfile(db, m1, offer(1));
    await saveMentorProfile(
      db,
      m2,
      offer(2, { domains: ["powerPlantOperations"], languages: ["it"], region: "europe" }),
    );
    expect((await listMentors(db, { domain: "drillingOperations" })).rows.map((r) => r.name)).toEqual(["Anna"]);
    expect((await listMentors(db, { language: "it" })).rows.map((r) => r.name)).toEqual(["Bruno"]);
    expect((await listMentors(db, { region: "africa", level: "senior" })).rows.map((r) => r.name)).toEqual(["Anna"]);
    expect((await listMentors(db, { level: "expert" })).total).toBe(0);

    const mentee = await insertTestUser(db, "Chidi");
    const request = await requestMentorship(db, { mentorId: m1, menteeId: mentee, message });
    if (!request.ok) throw new Error("request failed");
    const past = new Date("2020-01-01T00:00:00Z");
    await respondToRequest(db, { id: request.id, mentorId: m1, accept: true, message: "", now: past });
    expect(mentorshipEnd(past).toISOString()).toBe("2020-07-01T00:00:00.000Z");
    const mine = await listMyMentorships(db, mentee);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ mentorName: "Anna", menteeName: "Chidi", status: "active" });
    await endOverdueMentorships(db);
    expect((await listMyMentorships(db, m1))[0]!.status).toBe("ended");
  });
});
