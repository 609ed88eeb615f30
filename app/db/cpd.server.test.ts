import { describe, expect, it } from "vitest";
import { activitiesBetween, credentialProgress, recordAutomaticCredit, removeAutomaticCredit } from "./cpd.server";
import { users } from "./schema";
import { setupTestDatabase } from "../../tests/support/test-db.server";

const handle = setupTestDatabase();

const credit = {
  userId: "ledger",
  source: "event" as const,
  sourceRef: "registration-1",
  activityDate: "2026-05-02",
  category: "events" as const,
  hours: 6.5,
  provider: "GeoCert",
  description: "Reservoir workshop",
};

describe("the CPD ledger", () => {
  it("stores an automatic entry once, even when recorded in parallel", async () => {
    await handle.db.insert(users).values({ id: "ledger", name: "Ledger", email: "ledger@example.org" });
    const stored = await Promise.all(
      Array.from({ length: 6 }, () => handle.db.transaction((tx) => recordAutomaticCredit(tx, credit))),
    );
    expect(stored.filter(Boolean)).toHaveLength(1);
    const entries = await activitiesBetween(handle.db, "ledger", { start: "2026-01-01", end: "2026-12-31" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ hoursTenths: 65, source: "event", category: "events" });

    const progress = await credentialProgress(handle.db, {
      userId: "ledger",
      level: "associate",
      issuedOn: "2025-01-01",
      expiresOn: "2028-01-01",
    });
    expect(progress.countedTenths).toBe(65);
    expect(progress.missingTenths).toBe(300 - 65);

    await removeAutomaticCredit(handle.db, credit);
    expect(await activitiesBetween(handle.db, "ledger", { start: "2026-01-01", end: "2026-12-31" })).toHaveLength(0);
  });
});
