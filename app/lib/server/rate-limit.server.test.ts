import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { rateLimitCounters } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import {
  consume,
  createRateLimits,
  forgetSignInFailures,
  lockoutSeconds,
  pruneRateLimits,
  refund,
  secondsUntilAllowed,
  spendSignInAttempt,
} from "./rate-limit.server";

const database = setupTestDatabase();

describe("rate limits", () => {
  it("allows 10 wrong gate passwords a minute per client, then asks to wait", async () => {
    const { gate } = createRateLimits(database.db);
    for (let i = 0; i < 10; i++) expect(await consume(gate, "1.2.3.4")).toBe(0);
    expect(await secondsUntilAllowed(gate, "1.2.3.4")).toBeGreaterThan(0);
    expect(await consume(gate, "1.2.3.4")).toBeGreaterThan(0);
    // Another client is not affected.
    expect(await secondsUntilAllowed(gate, "5.6.7.8")).toBe(0);
  });

  it("keeps the budget in the database: two instances share it and a restart resets nothing", async () => {
    const first = createRateLimits(database.db);
    const second = createRateLimits(database.db);
    for (let i = 0; i < 5; i++) {
      expect(await consume(first.newsletter, "203.0.113.5")).toBe(0);
      expect(await consume(second.newsletter, "203.0.113.6")).toBe(0);
    }
    // Five spent on one instance leave nothing on the other.
    expect(await consume(second.newsletter, "203.0.113.5")).toBeGreaterThan(0);
    expect(await consume(first.newsletter, "203.0.113.6")).toBeGreaterThan(0);
    const restarted = createRateLimits(database.db);
    expect(await secondsUntilAllowed(restarted.newsletter, "203.0.113.5")).toBeGreaterThan(0);
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.map((row) => row.key).sort()).toEqual(["newsletter:203.0.113.5", "newsletter:203.0.113.6"]);
  });

  it("spends exactly the budget under parallel requests from two instances", async () => {
    const instances = [createRateLimits(database.db), createRateLimits(database.db)];
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => consume(instances[i % 2]!.verify, "198.51.100.7")),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(30);
  });

  it("keeps limiting from memory while the database does not answer", async () => {
    const unreachable = new Proxy({} as Database, {
      get() {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
    });
    const { gate } = createRateLimits(unreachable);
    for (let i = 0; i < 10; i++) expect(await consume(gate, "192.0.2.1")).toBe(0);
    expect(await consume(gate, "192.0.2.1")).toBeGreaterThan(0);
    expect(await consume(gate, "192.0.2.2")).toBe(0);
  });

  it("gives points back and charges several at once", async () => {
    const { gate, bulkVerify } = createRateLimits(database.db);
    for (let i = 0; i < 10; i++) await consume(gate, "192.0.2.9");
    await refund(gate, "192.0.2.9");
    expect(await consume(gate, "192.0.2.9")).toBe(0);
    expect(await consume(bulkVerify, "user-1", 100)).toBe(0);
    expect(await consume(bulkVerify, "user-1", 21)).toBeGreaterThan(0);
  });

  it("deletes counters whose window ended", async () => {
    await database.db.insert(rateLimitCounters).values([
      { key: "gate:old", points: 3, expire: new Date(Date.now() - 3600_000) },
      { key: "gate:current", points: 3, expire: new Date(Date.now() + 60_000) },
    ]);
    expect(await pruneRateLimits(database.db)).toBe(1);
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.map((row) => row.key)).toEqual(["gate:current"]);
  });
});

describe("sign-in attempts per account", () => {
  it("lets at most 5 parallel attempts through, from any instance", async () => {
    const instances = [createRateLimits(database.db), createRateLimits(database.db)];
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => spendSignInAttempt(instances[i % 2]!, "mo@example.org")),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    // The first lockout is short: a minute, not a quarter of an hour.
    const wait = Math.max(...waits);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another account is not affected.
    expect(await spendSignInAttempt(instances[0]!, "pat@example.org")).toBe(0);
  });

  it("locks longer each time, and a successful sign-in forgets the failures", async () => {
    expect([1, 2, 3, 4, 5, 9].map(lockoutSeconds)).toEqual([60, 120, 240, 480, 900, 900]);
    const limits = createRateLimits(database.db);
    // A second lockout on the same day lasts two minutes.
    await limits.signInLockouts.penalty("kim@example.org");
    for (let i = 0; i < 5; i++) expect(await spendSignInAttempt(limits, "kim@example.org")).toBe(0);
    const wait = await spendSignInAttempt(limits, "kim@example.org");
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(120);
    await forgetSignInFailures(limits, "kim@example.org");
    expect(await spendSignInAttempt(limits, "kim@example.org")).toBe(0);
    expect(await limits.signInLockouts.get("kim@example.org")).toBeNull();
  });
});
