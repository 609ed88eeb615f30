import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { captureLogs, logger } from "./log.server";

// Finding: a failed query's log line held Drizzle's "params:" (a reset token, an address).
describe("logged errors of failed queries", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null });
  });
  afterAll(() => handle.close());

  it("carry the query but none of its parameter values", async () => {
    const secret = "reset-password:tok-5e3b7f0a9c";
    const error = await handle.db
      .execute(sql`select * from table_that_does_not_exist where token = ${secret} and email = ${"ana@example.org"}`)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(String((error as Error).message)).toContain(secret);
    const capture = captureLogs();
    try {
      logger.error({ err: error }, "A loader or action failed");
      logger.warn({ err: new Error("outer", { cause: error }) }, "A periodic task failed");
    } finally {
      capture.stop();
    }
    expect(capture.lines).toHaveLength(2);
    for (const line of capture.lines) {
      const text = JSON.stringify(line);
      expect(text).not.toContain("tok-5e3b7f0a9c");
      expect(text).not.toContain("ana@example.org");
      expect(text).toContain("table_that_does_not_exist");
    }
  });
});
