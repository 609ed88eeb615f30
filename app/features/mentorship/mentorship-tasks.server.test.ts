import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  endMentorship,
  endOverdueMentorships,
  requestMentorship,
  respondToRequest,
  saveMentorProfile,
  withdrawRequest,
} from "~/features/mentorship/queries.server";
import { savePreferences } from "~/features/notifications/index.server";
import { cpdActivities, mailOutbox, mentorshipEndingNotices, notifications, users } from "~/db/schema";
import { cpdRule, toTenths } from "~/content/cpd-rule";
import { createMailer } from "~/lib/mail/mail.server";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { ENDING_NOTICE_DAYS, runMentorshipDaily } from "./mentorship-tasks.server";

const handle = setupTestDatabase();
const siteUrl = "https://geocert.example";
const deps = () => ({ mailer: createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" }), siteUrl });
const DAY = 24 * 60 * 60 * 1000;
const offer = {
  domains: ["drillingOperations" as const],
  level: "senior" as const,
  languages: ["en" as const],
  region: "africa" as const,
  capacity: 3,
  bio: "Twenty years of drilling on the Rift.",
};

/** An active mentorship accepted at `start` (ends six months later). */
async function activeMentorship(mentorLanguage = "en", menteeLanguage = "en", start = new Date()) {
  const db = handle.db;
  const mentor = await insertTestUser(db, "Mara Mentor", mentorLanguage);
  const mentee = await insertTestUser(db, "Tom Mentee", menteeLanguage);
  await saveMentorProfile(db, mentor, offer);
  const request = await requestMentorship(db, { mentorId: mentor, menteeId: mentee, message: "Please help me." });
  if (!request.ok) throw new Error("request failed");
  const answer = await respondToRequest(db, {
    id: request.id,
    mentorId: mentor,
    accept: true,
    message: "",
    now: start,
  });
  if (!answer.ok || !answer.endsAt) throw new Error("accept failed");
  return { mentor, mentee, id: request.id, endsAt: answer.endsAt };
}

const credits = (userId: string) => handle.db.select().from(cpdActivities).where(eq(cpdActivities.userId, userId));

describe("mentorship: ending soon and completion", () => {
  it("tells both members once, in their language, even with two runners and a restart", async () => {
    const db = handle.db;
    const m = await activeMentorship("sw", "ja");
    const soon = new Date(m.endsAt.getTime() - (ENDING_NOTICE_DAYS - 1) * DAY);
    const tooEarly = new Date(m.endsAt.getTime() - (ENDING_NOTICE_DAYS + 1) * DAY);
    expect(await runMentorshipDaily(db, deps(), tooEarly)).toBe(0);
    const runs = await Promise.all([runMentorshipDaily(db, deps(), soon), runMentorshipDaily(db, deps(), soon)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await runMentorshipDaily(db, deps(), soon)).toBe(0);
    const told = await db.select().from(notifications);
    expect(told.map((n) => [n.userId, n.type]).sort()).toEqual(
      [
        [m.mentor, "mentorship.ending"],
        [m.mentee, "mentorship.ending"],
      ].sort(),
    );
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.to, mail.language]).sort()).toEqual(
      [
        [`${m.mentor}@example.org`, "sw"],
        [`${m.mentee}@example.org`, "ja"],
      ].sort(),
    );
    // Each is told the other's name.
    expect(mails.find((mail) => mail.language === "ja")!.text).toContain("Mara Mentor");
    expect(await db.select().from(mentorshipEndingNotices)).toHaveLength(1);
  });

  it("honours the member's preference: off means the list only, no mail", async () => {
    const db = handle.db;
    const m = await activeMentorship();
    await savePreferences(db, m.mentee, { "mentorship.ending": "off" });
    await runMentorshipDaily(db, deps(), new Date(m.endsAt.getTime() - DAY));
    expect(await db.select().from(notifications)).toHaveLength(2);
    expect((await db.select().from(mailOutbox)).map((mail) => mail.to)).toEqual([`${m.mentor}@example.org`]);
  });

  it("a mentorship that reaches its end credits the mentor's CPD once; one ended early or withdrawn does not", async () => {
    const db = handle.db;
    const past = new Date(Date.now() - 200 * DAY);
    const done = await activeMentorship("en", "en", past);
    // Closed by the daily run (nobody opened the page), then again by a page visit: one credit.
    await runMentorshipDaily(db, deps());
    expect(await endOverdueMentorships(db)).toBe(0);
    const [credit] = await credits(done.mentor);
    expect(credit).toMatchObject({
      source: "mentorship",
      sourceRef: done.id,
      category: "mentoring",
      hoursTenths: toTenths(cpdRule.automatic.mentorshipHours),
      activityDate: done.endsAt.toISOString().slice(0, 10),
    });
    expect(await credits(done.mentor)).toHaveLength(1);
    expect(await credits(done.mentee)).toHaveLength(0);

    // Ended early by a member: not completed.
    const early = await activeMentorship();
    expect(await endMentorship(db, { id: early.id, userId: early.mentee })).toEqual({ otherId: early.mentor });
    expect(await credits(early.mentor)).toHaveLength(0);

    // Ended by a member after its end date (before any visit closed it): completed.
    const late = await activeMentorship("en", "en", past);
    await endMentorship(db, { id: late.id, userId: late.mentor });
    expect(await credits(late.mentor)).toHaveLength(1);

    // A withdrawn request: nothing.
    const mentor = await insertTestUser(db, "Wendy Mentor");
    const mentee = await insertTestUser(db, "Will Withdrawn");
    await saveMentorProfile(db, mentor, offer);
    const request = await requestMentorship(db, { mentorId: mentor, menteeId: mentee, message: "Please help me." });
    if (!request.ok) throw new Error("request failed");
    await withdrawRequest(db, { id: request.id, menteeId: mentee });
    await endOverdueMentorships(db);
    expect(await credits(mentor)).toHaveLength(0);
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, mentor));
    expect(row).toBeDefined();
  });
});
