import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { activitiesBetween } from "~/features/cpd/index.server";
import {
  activeRegistration,
  cancelRegistration,
  checkInRegistration,
  defaultCpdHours,
  findEventBySlug,
  listAttendees,
  listEvents,
  registerForEvent,
  registrationCounts,
  seedEventRows,
  seedEvents,
  undoCheckIn,
  type EventRecord,
} from "./queries.server";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events, users } from "~/db/schema";
import { contentEvents } from "./seed-content.server";

const handle = setupTestDatabase();

async function makeEvent(capacity: number | null): Promise<EventRecord> {
  const [row] = seedEventRows([contentEvents.find((e) => e.slug === "taupo-meetup-direct-use-2027")!]);
  await handle.db.insert(events).values({ ...row!, capacity });
  return (await findEventBySlug(handle.db, "taupo-meetup-direct-use-2027", { publishedOnly: true }))!;
}

async function makeUsers(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `member-${i + 1}`);
  await handle.db.insert(users).values(ids.map((id) => ({ id, name: id, email: `${id}@example.org` })));
  return ids;
}

const inTx = <T>(run: (tx: Database) => Promise<T>) => handle.db.transaction((tx) => run(tx as unknown as Database));

describe("seeding the former static events", () => {
  it("stores every content event once, with its words, unlimited places and the default CPD hours", async () => {
    expect(await seedEvents(handle.db)).toBe(true);
    expect(await seedEvents(handle.db)).toBe(false);
    const stored = await listEvents(handle.db, { publishedOnly: true });
    expect(stored).toHaveLength(contentEvents.length);
    const summit = stored.find((e) => e.slug === "world-summit-reykjavik-2027")!;
    const source = contentEvents.find((e) => e.slug === "world-summit-reykjavik-2027")!;
    expect(summit).toMatchObject({
      title: source.title,
      description: source.description,
      agenda: source.agenda,
      start: source.start,
      venue: source.venue,
      capacity: null,
      registrationOpen: true,
    });
    // Three days: the length is capped by the rule's eight hours.
    expect(summit.cpdHoursTenths).toBe(80);
    expect(summit.checkInCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(
      defaultCpdHours({
        start: { date: "2027-01-01", time: "17:30" },
        end: { date: "2027-01-01", time: "20:00" },
        utcOffset: "+00:00",
      }),
    ).toBe(2.5);
    // Sorted by start instant.
    const starts = stored.map((e) => `${e.start.date}`);
    expect([...starts].sort()).toEqual(starts);
  });
});

describe("registration", () => {
  it("fills the places, then the wait list; a cancellation promotes the first waitlisted", async () => {
    const event = await makeEvent(2);
    const [a, b, c, d] = await makeUsers(4);
    expect((await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: a! }))).outcome).toBe("registered");
    expect((await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: b! }))).outcome).toBe("registered");
    const third = await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: c! }));
    expect(third).toMatchObject({ outcome: "waitlisted", registration: { position: 1 } });
    const fourth = await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: d! }));
    expect(fourth).toMatchObject({ outcome: "waitlisted", registration: { position: 2 } });
    // Registering again changes nothing.
    expect((await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: a! }))).outcome).toBe("already");

    const cancelled = await inTx((tx) => cancelRegistration(tx, { eventId: event.id, userId: a! }));
    expect(cancelled.cancelled?.userId).toBe(a);
    expect(cancelled.promoted.map((r) => r.userId)).toEqual([c]);
    expect((await activeRegistration(handle.db, event.id, c!))?.status).toBe("registered");
    expect((await activeRegistration(handle.db, event.id, d!))?.position).toBe(1);
    expect(await activeRegistration(handle.db, event.id, a!)).toBeNull();
    expect((await registrationCounts(handle.db, [event.id])).get(event.id)).toEqual({
      registered: 2,
      waitlisted: 1,
      attended: 0,
    });
    // A waitlisted member leaving promotes nobody; cancelling twice does nothing.
    const left = await inTx((tx) => cancelRegistration(tx, { eventId: event.id, userId: d! }));
    expect(left.promoted).toEqual([]);
    expect((await inTx((tx) => cancelRegistration(tx, { eventId: event.id, userId: d! }))).cancelled).toBeNull();
    // The cancelled member may register again (a new row; the old one stays as history).
    expect((await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: a! }))).outcome).toBe("waitlisted");
    expect(await listAttendees(handle.db, event.id)).toHaveLength(5);
  });

  it("20 parallel registrations for 5 places: exactly 5 registered and 15 waitlisted", async () => {
    const event = await makeEvent(5);
    const ids = await makeUsers(20);
    const outcomes = await Promise.all(
      ids.map((userId) => inTx((tx) => registerForEvent(tx, { eventId: event.id, userId }))),
    );
    expect(outcomes.filter((o) => o.outcome === "registered")).toHaveLength(5);
    expect(outcomes.filter((o) => o.outcome === "waitlisted")).toHaveLength(15);
    const rows = await handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.filter((r) => r.status === "registered")).toHaveLength(5);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(15);
    // Wait-list positions are 1…15, each once.
    const positions = await Promise.all(
      rows.filter((r) => r.status === "waitlisted").map((r) => activeRegistration(handle.db, event.id, r.userId)),
    );
    expect(positions.map((p) => p!.position).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });

  it("one active registration per member and event, even when the same member posts in parallel", async () => {
    const event = await makeEvent(null);
    const [a] = await makeUsers(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: a! }))),
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    const rows = await handle.db.select().from(eventRegistrations);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("registered");
  });
});

describe("check-in", () => {
  it("marks attended and records the CPD credit once; an undo removes it", async () => {
    const event = await makeEvent(null);
    const [a, b] = await makeUsers(2);
    const { registration } = (await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: a! }))) as {
      registration: { id: string };
    };
    const twice = await Promise.all([
      inTx((tx) => checkInRegistration(tx, registration.id, event)),
      inTx((tx) => checkInRegistration(tx, registration.id, event)),
    ]);
    expect(twice.map((o) => o.outcome).sort()).toEqual(["already", "checkedIn"]);
    const ledger = await activitiesBetween(handle.db, a!, { start: "2027-01-01", end: "2027-12-31" });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      source: "event",
      sourceRef: registration.id,
      category: "events",
      hoursTenths: event.cpdHoursTenths,
      activityDate: event.start.date,
      provider: "GeoCert",
      description: event.title.en,
    });
    expect((await activeRegistration(handle.db, event.id, a!))?.status).toBe("attended");
    // Someone not registered cannot be checked in.
    expect(await inTx((tx) => checkInRegistration(tx, "00000000-0000-4000-8000-000000000000", event))).toEqual({
      outcome: "notRegistered",
    });
    // Nor a cancelled registration.
    const other = await inTx((tx) => registerForEvent(tx, { eventId: event.id, userId: b! }));
    await inTx((tx) => cancelRegistration(tx, { eventId: event.id, userId: b! }));
    if (other.outcome === "missing") throw new Error("no event");
    expect((await inTx((tx) => checkInRegistration(tx, other.registration.id, event))).outcome).toBe("notRegistered");

    expect(await inTx((tx) => undoCheckIn(tx, registration.id, event.id))).toBe(true);
    expect((await activeRegistration(handle.db, event.id, a!))?.status).toBe("registered");
    expect(await activitiesBetween(handle.db, a!, { start: "2027-01-01", end: "2027-12-31" })).toHaveLength(0);
  });
});
