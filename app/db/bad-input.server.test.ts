import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-db.server";
import { isBadInput, isDatabaseUnavailable } from "./client.server";

// Finding: text PostgreSQL refuses (U+0000, a malformed uuid) answered 500 instead of 400.
describe("a statement refused for its input", () => {
  const database = setupTestDatabase();
  const failure = (run: () => Promise<unknown>) =>
    run().then(
      () => null,
      (error: unknown) => error,
    );

  it("is bad input (400), not an outage or a fault", async () => {
    const nul = await failure(() => database.db.execute(sql`select ${"a\u0000b"}::text as value`));
    const uuid = await failure(() => database.db.execute(sql`select ${"not-a-uuid"}::uuid as value`));
    for (const error of [nul, uuid]) {
      expect(error).not.toBeNull();
      expect(isBadInput(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    const missing = await failure(() => database.db.execute(sql`select * from no_such_table`));
    expect(isBadInput(missing)).toBe(false);
  });
});
