import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageWithTotal } from "./paging.server";
import { newsletterSubscriptions } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

describe("pageWithTotal", () => {
  it("reads one page of the rows and counts every row that matches", async () => {
    const emails = ["a@example.org", "b@example.org", "c@example.org", "d@example.org"];
    await handle.db.insert(newsletterSubscriptions).values(emails.map((email) => ({ email, language: "en" })));
    const where = eq(newsletterSubscriptions.language, "en");
    const page = (n: number) =>
      pageWithTotal(
        handle.db,
        handle.db
          .select({ email: newsletterSubscriptions.email })
          .from(newsletterSubscriptions)
          .where(where)
          .orderBy(asc(newsletterSubscriptions.email))
          .$dynamic(),
        { table: newsletterSubscriptions, where },
        { page: n, pageSize: 3 },
      );
    expect(await page(1)).toEqual({ rows: emails.slice(0, 3).map((email) => ({ email })), total: 4 });
    expect(await page(2)).toEqual({ rows: [{ email: "d@example.org" }], total: 4 });
    expect(await page(3)).toEqual({ rows: [], total: 4 });
  });
});
