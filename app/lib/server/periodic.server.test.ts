import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { periodicRuns } from "~/db/schema";
import { setupTestDatabase, testDeps } from "../../../tests/support/test-db.server";
import { runSlot, slotOf, type PeriodicTask } from "./periodic.server";

const t = setupTestDatabase();

describe("periodic tasks run once per scheduled time across instances", () => {
  it("runs a slot on one of several instances claiming it at once, and records the outcome", async () => {
    let runs = 0;
    const task: PeriodicTask = { name: "digest", pattern: "0 7 * * *", run: async () => void (runs += 1) };
    const slot = new Date("2026-11-26T07:00:00Z");
    const ran = await Promise.all(["a", "b", "c", "d"].map((owner) => runSlot(testDeps(t.db), task, slot, owner)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // A restart later in the same minute does not run it again; the next slot runs.
    expect(await runSlot(testDeps(t.db), task, slot, "e")).toBe(false);
    expect(await runSlot(testDeps(t.db), task, new Date("2026-11-27T07:00:00Z"), "e")).toBe(true);
    expect(runs).toBe(2);
    const [row] = await t.db.select().from(periodicRuns).where(eq(periodicRuns.slot, slot));
    expect(row).toMatchObject({ task: "digest", error: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });

  it("records a failure and does not retry the slot", async () => {
    const task: PeriodicTask = {
      name: "alerts",
      pattern: "* * * * *",
      run: async () => {
        throw new Error("mail template missing");
      },
    };
    const slot = new Date("2026-11-26T08:15:00Z");
    expect(await runSlot(testDeps(t.db), task, slot, "a")).toBe(true);
    expect(await runSlot(testDeps(t.db), task, slot, "b")).toBe(false);
    const [row] = await t.db.select().from(periodicRuns).where(eq(periodicRuns.task, "alerts"));
    expect(row!.error).toBe("mail template missing");
  });

  it("puts runs a few milliseconds apart in the same slot", () => {
    expect(slotOf(new Date("2026-11-26T07:00:00.004Z"))).toEqual(slotOf(new Date("2026-11-26T07:00:59.990Z")));
    expect(slotOf(new Date("2026-11-26T07:01:00.000Z"))).not.toEqual(slotOf(new Date("2026-11-26T07:00:59.990Z")));
  });
});
