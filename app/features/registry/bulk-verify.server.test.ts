import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { createLoadContext, type AppContext } from "~/lib/server/app-context.server";
import { createRateLimits, consume } from "~/lib/server/rate-limit.server";
import { checkBulkRows } from "./bulk-verify.server";

const database = setupTestDatabase();

function rows(count: number) {
  return Array.from({ length: count }, (_, i) => ({ row: i + 2, id: "GCF-2026-T7QS-3J", lastName: `Kamau${i}` }));
}

describe("checkBulkRows", () => {
  it("charges one rate-limit point per started batch of 250 rows beyond the request's own", async () => {
    const rateLimits = createRateLimits(database.db);
    const context = createLoadContext({ db: database.db, rateLimits } as unknown as AppContext);
    // The request itself spent one point (as the routes do) and covers the first 250 rows.
    await consume(rateLimits.bulkVerify, "partner-1");
    const small = await checkBulkRows(context, rows(250), "partner-1");
    expect("results" in small && small.results).toHaveLength(250);
    expect((await rateLimits.bulkVerify.get("partner-1"))?.consumedPoints).toBe(1);

    await consume(rateLimits.bulkVerify, "partner-1");
    const whole = await checkBulkRows(context, rows(5000), "partner-1");
    expect("results" in whole && whole.results).toHaveLength(5000);
    // 5,000 rows are 20 batches: the request's point and 19 more.
    expect((await rateLimits.bulkVerify.get("partner-1"))?.consumedPoints).toBe(1 + 1 + 19);
  });

  it("checks nothing when the user has not enough points left", async () => {
    const rateLimits = createRateLimits(database.db);
    const context = createLoadContext({ db: database.db, rateLimits } as unknown as AppContext);
    await consume(rateLimits.bulkVerify, "partner-2", 110);
    const check = await checkBulkRows(context, rows(5000), "partner-2");
    expect(check).toMatchObject({ wait: expect.any(Number) });
    expect("wait" in check && check.wait).toBeGreaterThan(0);
  });
});
