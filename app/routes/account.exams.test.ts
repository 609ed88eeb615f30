import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examAttempts, examSessions, staffDuties } from "~/db/schema";
import { approvedApplication, frozenForm, session } from "../../tests/support/exam-booking-fixtures.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { action as attemptAction, loader as attemptLoader } from "./account.exams.$attemptId";
import { loader as icsLoader } from "./account.exams.$attemptId.exam[.]ics";
import { action as bookAction, loader as bookLoader } from "./account.exams.book.$applicationId";
import { loader as mineLoader } from "./account.exams";
import { action as sessionsAction, loader as sessionsLoader } from "./staff.exam-sessions";
import { action as accommodationsAction, loader as accommodationsLoader } from "./staff.exam-sessions.accommodations";

const t = setupRouteTests();
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function candidate(n: number) {
  const id = await t.createUser("member", `Candidate ${n}`, `c${n}@example.org`);
  const applicationId = await approvedApplication(t.db, id, { from: day(-10), until: day(300) });
  return { id, applicationId, cookie: await t.signIn(`c${n}@example.org`) };
}

async function booked() {
  await frozenForm(t.db, "associate", ["en", "fr"]);
  const me = await candidate(1);
  const sessionId = await session(t.db, { startsAt: new Date(Date.now() + 10 * DAY), capacity: 4 });
  const path = `/account/exams/book/${me.applicationId}`;
  const fields = { intent: "book", sessionId, language: "fr", _submission: "book-token-aaaaaaaaaaaa" };
  const out = await outcomeOf(() =>
    bookAction(
      routeArgs({
        request: t.post(path, fields, me.cookie),
        params: { applicationId: me.applicationId },
        context: t.context(),
      }),
    ),
  );
  const [attempt] = await t.db.select().from(examAttempts).where(eq(examAttempts.userId, me.id));
  return { me, sessionId, out, attemptId: attempt!.id, path, fields };
}

describe("booking an exam", () => {
  it("books through the form, redirects to the booking with a flash; a retried post stores once", async () => {
    const { me, out, attemptId, path, fields, sessionId } = await booked();
    expect(out.status).toBe(302);
    expect(out.location).toBe(`/account/exams/${attemptId}`);
    expect(t.flash(out)).toMatchObject({ ns: "examBooking", key: "done.booked", form: "booking" });
    const again = await outcomeOf(() =>
      bookAction(
        routeArgs({
          request: t.post(path, fields, me.cookie),
          params: { applicationId: me.applicationId },
          context: t.context(),
        }),
      ),
    );
    expect(again.location).toBe(`/account/exams/${attemptId}`);
    expect(await t.db.select().from(examAttempts).where(eq(examAttempts.userId, me.id))).toHaveLength(1);
    const [row] = await t.db.select().from(examSessions).where(eq(examSessions.id, sessionId));
    expect(row!.booked).toBe(1);
    const mine = await outcomeOf(() =>
      mineLoader(routeArgs({ request: t.get("/account/exams", me.cookie), params: {}, context: t.context() })),
    );
    expect((mine.data as { bookings: { id: string }[] }).bookings.map((b) => b.id)).toEqual([attemptId]);
  });

  it("a bad choice is refused with a message and the form keeps what was chosen", async () => {
    await frozenForm(t.db, "associate", ["en"]);
    const me = await candidate(1);
    const path = `/account/exams/book/${me.applicationId}`;
    const out = await outcomeOf(() =>
      bookAction(
        routeArgs({
          request: t.post(path, { intent: "book", sessionId: "not-a-session", language: "en" }, me.cookie),
          params: { applicationId: me.applicationId },
          context: t.context(),
        }),
      ),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ fieldErrors: { sessionId: "errors.chooseSession" }, values: { language: "en" } });
  });

  it("another member's booking, its calendar file and its changes are not found; the owner gets the .ics", async () => {
    const { attemptId } = await booked();
    const other = await candidate(2);
    const params = { attemptId };
    const page = await outcomeOf(() =>
      attemptLoader(
        routeArgs({ request: t.get(`/account/exams/${attemptId}`, other.cookie), params, context: t.context() }),
      ),
    );
    expect(page.status).toBe(404);
    const cancel = await outcomeOf(() =>
      attemptAction(
        routeArgs({
          request: t.post(`/account/exams/${attemptId}`, { intent: "cancel" }, other.cookie),
          params,
          context: t.context(),
        }),
      ),
    );
    expect(cancel.status).toBe(404);
    const ics = await icsLoader(
      routeArgs({ request: t.get(`/account/exams/${attemptId}/exam.ics`, other.cookie), params, context: t.context() }),
    );
    expect(ics.status).toBe(404);
    const [attempt] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(attempt!.state).toBe("booked");
    const owner = await t.signIn("c1@example.org");
    const file = await icsLoader(
      routeArgs({ request: t.get(`/account/exams/${attemptId}/exam.ics`, owner), params, context: t.context() }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain("BEGIN:VEVENT");
    const book = await outcomeOf(() =>
      bookLoader(
        routeArgs({
          request: t.get(`/account/exams/book/${other.applicationId}`, owner),
          params: { applicationId: other.applicationId },
          context: t.context(),
        }),
      ),
    );
    expect(book.status).toBe(404);
    const garbage = await outcomeOf(() =>
      attemptLoader(
        routeArgs({ request: t.get("/account/exams/x", owner), params: { attemptId: "x" }, context: t.context() }),
      ),
    );
    expect(garbage.status).toBe(404);
  });

  it("the owner cancels the booking; the seat is given back", async () => {
    const { sessionId, attemptId } = await booked();
    const owner = await t.signIn("c1@example.org");
    const out = await outcomeOf(() =>
      attemptAction(
        routeArgs({
          request: t.post(`/account/exams/${attemptId}`, { intent: "cancel" }, owner),
          params: { attemptId },
          context: t.context(),
        }),
      ),
    );
    expect(out.location).toBe("/account/exams");
    const [row] = await t.db.select().from(examSessions).where(eq(examSessions.id, sessionId));
    expect(row!.booked).toBe(0);
  });
});

describe("/staff/exam-sessions", () => {
  it("is for exam staff: a member is refused, exam staff create a session in its time zone", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const member = await t.signIn("mo@example.org");
    const refused = await outcomeOf(() =>
      sessionsLoader(routeArgs({ request: t.get("/staff/exam-sessions", member), params: {}, context: t.context() })),
    );
    expect(refused.status).toBe(403);
    const staffId = await t.createUser("staff", "Esa Exams", "esa@example.org");
    await t.db.insert(staffDuties).values({ userId: staffId, duty: "examAdministration" });
    const staff = await t.signIn("esa@example.org");
    const fields = {
      intent: "create",
      level: "professional",
      delivery: "testCentre",
      venue: "Nairobi test centre, Kilimani",
      startsAt: "2027-03-02T09:00",
      timeZone: "Africa/Nairobi",
      capacity: "12",
    };
    const bad = await outcomeOf(() =>
      sessionsAction(
        routeArgs({
          request: t.post("/staff/exam-sessions", { ...fields, timeZone: "Mars/Base" }, staff),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { timeZone: "errors.timeZone" }, values: { venue: fields.venue } });
    const out = await outcomeOf(() =>
      sessionsAction(
        routeArgs({ request: t.post("/staff/exam-sessions", fields, staff), params: {}, context: t.context() }),
      ),
    );
    expect(out.status).toBe(302);
    const [row] = await t.db.select().from(examSessions);
    expect(row).toMatchObject({ level: "professional", timeZone: "Africa/Nairobi", capacity: 12, createdBy: staffId });
    expect(row!.startsAt.toISOString()).toBe("2027-03-02T06:00:00.000Z");
    expect(out.location).toBe(`/staff/exam-sessions/${row!.id}`);
    const memberPost = await outcomeOf(() =>
      sessionsAction(
        routeArgs({ request: t.post("/staff/exam-sessions", fields, member), params: {}, context: t.context() }),
      ),
    );
    expect(memberPost.status).toBe(403);
  });
});

describe("accommodations", () => {
  it("the candidate asks from the booking, exam staff approve, the attempt gets the extra time", async () => {
    const { me, attemptId } = await booked();
    const asked = await outcomeOf(() =>
      attemptAction(
        routeArgs({
          request: t.post(
            `/account/exams/${attemptId}`,
            { intent: "accommodation", request: "I have dyslexia and read slowly.", extraTime: "25" },
            me.cookie,
          ),
          params: { attemptId },
          context: t.context(),
        }),
      ),
    );
    expect(t.flash(asked)).toMatchObject({ key: "done.accommodation.requested", form: "accommodation" });
    const staffId = await t.createUser("staff", "Esa Exams", "esa@example.org");
    await t.db.insert(staffDuties).values({ userId: staffId, duty: "examAdministration" });
    const staff = await t.signIn("esa@example.org");
    const list = await outcomeOf(() =>
      accommodationsLoader(
        routeArgs({ request: t.get("/staff/exam-sessions/accommodations", staff), params: {}, context: t.context() }),
      ),
    );
    const [waiting] = (list.data as { waiting: { id: string; extraTimePercent: number }[] }).waiting;
    expect(waiting).toMatchObject({ extraTimePercent: 25 });
    const refused = await outcomeOf(() =>
      accommodationsAction(
        routeArgs({
          request: t.post(
            "/staff/exam-sessions/accommodations",
            { intent: "approve", accommodationId: waiting!.id, extraTimePercent: "250" },
            staff,
          ),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(refused.data).toMatchObject({ fieldErrors: { extraTimePercent: "errors.extraTime" } });
    const approved = await outcomeOf(() =>
      accommodationsAction(
        routeArgs({
          request: t.post(
            "/staff/exam-sessions/accommodations",
            { intent: "approve", accommodationId: waiting!.id, extraTimePercent: "30", note: "" },
            staff,
          ),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(approved.status).toBe(302);
    const [attempt] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(attempt!.extraTimePercent).toBe(30);
    const memberTry = await outcomeOf(() =>
      accommodationsLoader(
        routeArgs({
          request: t.get("/staff/exam-sessions/accommodations", me.cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(memberTry.status).toBe(403);
  });
});
