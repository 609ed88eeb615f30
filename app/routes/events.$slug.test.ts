import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { insertTestEvent } from "../../tests/support/event-route-test.server";
import { activitiesBetween } from "~/features/cpd/index.server";
import { activeRegistration } from "~/features/events/index.server";
import { examSessions, mailOutbox } from "~/db/schema";
import { action, loader } from "./events.$slug";
import { action as checkInAction, loader as checkInLoader } from "./events.$slug.check-in";

const t = setupRouteTests();
const PATH = "/events/test-meetup";
const params = { slug: "test-meetup" };

const post = (fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() => action(routeArgs({ request: t.post(PATH, fields, cookie), params, context: t.context() })));
const checkIn = (code: string, cookie: string) =>
  outcomeOf(() =>
    checkInAction(
      routeArgs({
        request: t.post(`${PATH}/check-in`, { intent: "checkIn", code }, cookie),
        params,
        context: t.context(),
      }),
    ),
  );

async function member(n: number) {
  const id = await t.createUser("member", `Member ${n}`, `m${n}@example.org`);
  return { id, cookie: await t.signIn(`m${n}@example.org`) };
}

describe("/events/:slug registration", () => {
  it("signed out: places left and a sign-in link back to the event, no form token", async () => {
    await insertTestEvent(t.db, { capacity: 3 });
    const out = await outcomeOf(() => loader(routeArgs({ request: t.get(PATH), params, context: t.context() })));
    expect(out.data).toMatchObject({
      registration: { offered: true, signedIn: false, placesLeft: 3, mine: null, submission: null },
    });
    const signedOut = await post({ intent: "register" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
  });

  it("register, wait list when full, cancel promotes the first waitlisted and mails them the .ics", async () => {
    const event = await insertTestEvent(t.db, { capacity: 1 });
    const a = await member(1);
    const b = await member(2);
    const first = await post({ intent: "register", _submission: "token-aaaaaaaaaaaaaaaa" }, a.cookie);
    expect(t.flash(first)).toMatchObject({ ns: "eventRegistration", key: "done.registered", form: "registration" });
    // A retried post (same form token) stores once.
    const retry = await post({ intent: "register", _submission: "token-aaaaaaaaaaaaaaaa" }, a.cookie);
    expect(t.flash(retry)).toMatchObject({ key: "done.registered" });
    const second = await post({ intent: "register" }, b.cookie);
    expect(t.flash(second)).toMatchObject({ key: "done.waitlisted", values: { position: 1 } });
    let mails = await t.outbox();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["m1@example.org", `You are registered: ${event.title.en}`],
      ["m2@example.org", `On the wait list: ${event.title.en}`],
    ]);

    const cancelled = await post({ intent: "cancel" }, a.cookie);
    expect(t.flash(cancelled)).toMatchObject({ key: "done.cancelled" });
    expect((await activeRegistration(t.db, event.id, b.id))?.status).toBe("registered");
    mails = await t.outbox();
    expect(mails.map((m) => [m.to, m.subject]).slice(2)).toEqual([
      ["m1@example.org", `Registration cancelled: ${event.title.en}`],
      ["m2@example.org", `A place became free: ${event.title.en}`],
    ]);
    const stored = await t.db.select().from(mailOutbox);
    const promoted = stored.find((m) => m.subject.startsWith("A place became free"))!;
    expect(promoted.attachments).toHaveLength(1);
    expect(promoted.attachments![0]).toMatchObject({ filename: "test-meetup.ics" });
    const ics = Buffer.from(promoted.attachments![0]!.content, "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("UID:test-meetup@localhost");
    // The waitlisted and cancelled mails carry no calendar.
    expect(stored.filter((m) => m.attachments).map((m) => m.subject)).toEqual([
      `You are registered: ${event.title.en}`,
      `A place became free: ${event.title.en}`,
    ]);
  });

  it("closed registration or a past event: no form, and a post is refused", async () => {
    await insertTestEvent(t.db, { startInDays: -30 }); // ended a month ago
    const a = await member(1);
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH, a.cookie), params, context: t.context() })),
    );
    expect(page.data).toMatchObject({ registration: { offered: false, submission: null } });
    const out = await post({ intent: "register" }, a.cookie);
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ formError: "errors.closed" });
  });
});

describe("/events/:slug/check-in", () => {
  it("wrong code refused (and rate-limited), right code checks in once with the CPD credit", async () => {
    const event = await insertTestEvent(t.db, { startInDays: 0 });
    const a = await member(1);
    await post({ intent: "register" }, a.cookie);
    const wrong = await checkIn("WRONG123", a.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ fieldErrors: { code: "errors.wrongCode" } });
    const right = await checkIn(event.checkInCode.toLowerCase(), a.cookie);
    expect(t.flash(right)).toMatchObject({ key: "done.checkedIn", form: "checkIn", values: { hours: "8" } });
    const again = await checkIn(event.checkInCode, a.cookie);
    expect(t.flash(again)).toMatchObject({ key: "done.alreadyCheckedIn" });
    expect(await activitiesBetween(t.db, a.id, { start: "2000-01-01", end: "2100-01-01" })).toHaveLength(1);
    const page = await outcomeOf(() =>
      checkInLoader(routeArgs({ request: t.get(`${PATH}/check-in`, a.cookie), params, context: t.context() })),
    );
    expect(page.data).toMatchObject({ registration: { status: "attended" } });
    // Five wrong codes, then the member waits.
    const b = await member(2);
    await post({ intent: "register" }, b.cookie);
    for (let i = 0; i < 5; i++) await checkIn("WRONG123", b.cookie);
    const limited = await checkIn(event.checkInCode, b.cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("compares at most five codes of a member, even sent all at once", async () => {
    const event = await insertTestEvent(t.db, { startInDays: 0 });
    // Rounds, a member each: a race lost once in a few tries still fails the test.
    for (let n = 1; n <= 4; n++) {
      const a = await member(n);
      await post({ intent: "register" }, a.cookie);
      const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => checkIn(`WRONG${100 + i}`, a.cookie)));
      expect(guesses.filter((out) => out.status === 400)).toHaveLength(5);
      expect(guesses.filter((out) => out.status === 429)).toHaveLength(7);
      // Over the limit, even the right code waits.
      expect((await checkIn(event.checkInCode, a.cookie)).status).toBe(429);
      expect((await activeRegistration(t.db, event.id, a.id))?.status).toBe("registered");
    }
  });

  it("refused outside the event's days, and for members who are not registered", async () => {
    const event = await insertTestEvent(t.db, { startInDays: 5 });
    const a = await member(1);
    await post({ intent: "register" }, a.cookie);
    const early = await checkIn(event.checkInCode, a.cookie);
    expect(early.data).toMatchObject({ formError: "errors.notToday" });
    expect((await activeRegistration(t.db, event.id, a.id))?.status).toBe("registered");
    await t.db.delete(mailOutbox);
    const other = await insertTestEvent(t.db, { startInDays: 0, slug: "today-meetup" });
    const stranger = await outcomeOf(() =>
      checkInAction(
        routeArgs({
          request: t.post("/events/today-meetup/check-in", { intent: "checkIn", code: other.checkInCode }, a.cookie),
          params: { slug: "today-meetup" },
          context: t.context(),
        }),
      ),
    );
    expect(stranger.data).toMatchObject({ formError: "errors.notRegistered" });
  });
});

describe("/events/:slug of an exam window with sessions", () => {
  it("links to exam booking instead of taking a registration, and refuses one posted anyway", async () => {
    const event = await insertTestEvent(t.db, { capacity: 10 });
    await t.db.insert(examSessions).values({
      level: "associate",
      delivery: "online",
      timeZone: "UTC",
      capacity: 5,
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      eventId: event.id,
    });
    const a = await member(1);
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH, a.cookie), params, context: t.context() })),
    );
    expect(out.data).toMatchObject({ examBooking: true, registration: { offered: false, submission: null } });
    const posted = await post({ intent: "register" }, a.cookie);
    expect(posted.data).toMatchObject({ formError: "errors.closed" });
    expect(await activeRegistration(t.db, event.id, a.id)).toBeNull();
  });
});
