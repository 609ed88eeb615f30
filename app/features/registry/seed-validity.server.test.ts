import { describe, expect, it } from "vitest";
import { addMonths, cpdRule } from "~/content/cpd-rule";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { credentials } from "~/db/schema";
import { seedDemoData } from "~/lib/server/demo-data.server";

const handle = setupTestDatabase();
const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

describe(`demo credentials on ${engine}`, () => {
  it("run for the rule's validity (cpdRule.cycleYears) unless a reason is stated", async () => {
    await seedDemoData(handle.db);
    const rows = await handle.db.select().from(credentials);
    expect(rows.length).toBeGreaterThan(30);
    const breaking = rows
      .filter((row) => row.expiresOn !== addMonths(row.issuedOn, cpdRule.cycleYears * 12) && !row.validityReason)
      .map((row) => `${row.givenNames} ${row.lastName}: ${row.issuedOn} to ${row.expiresOn}`);
    expect(breaking).toEqual([]);
    // Where one differs, it says why; where the rule gives it, there is nothing to explain.
    for (const row of rows) {
      if (row.validityReason) expect(row.expiresOn).not.toBe(addMonths(row.issuedOn, cpdRule.cycleYears * 12));
    }
  });
});
