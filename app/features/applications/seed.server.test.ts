import { and, eq, notLike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificationApplications, invoices, mailOutbox, refereeRequests, users } from "~/db/schema";
import { seedDemoData } from "~/lib/server/demo-data.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

describe("demo applications", () => {
  it("fill every state the pages show, once, one of them the demo member's, each submitted one invoiced", async () => {
    await seedDemoData(handle.db);
    await seedDemoData(handle.db);
    const rows = await handle.db
      .select({ id: certificationApplications.id, state: certificationApplications.state, email: users.email })
      .from(certificationApplications)
      .innerJoin(users, eq(users.id, certificationApplications.userId))
      // The exams' demo candidates bring their own approved applications (app/features/exams/seed.server.ts).
      // The exams' candidates (results 050, the item statistics' past session 055) have their own tests.
      .where(and(notLike(users.email, "demo-candidate-%"), notLike(users.email, "demo-cohort-%")));
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(["draft", "submitted", "inReview", "moreInfoRequested", "approved", "appealed"]),
    );
    // With the demo candidate's four approved ones (exam booking and sitting, 051–052) and the demo Expert's (053).
    expect(rows).toHaveLength(14);
    expect(rows.find((row) => row.email === "member@example.org")?.state).toBe("draft");
    const billed = await handle.db.select().from(invoices);
    expect(billed).toHaveLength(rows.filter((row) => row.state !== "draft").length);
    expect(new Set(billed.map((invoice) => invoice.purposeId))).toEqual(
      new Set(rows.filter((row) => row.state !== "draft").map((row) => row.id)),
    );
    // A referee still waiting, one confirmed, one disputed: the queue's and the dashboard's cases.
    const answers = (await handle.db.select({ answer: refereeRequests.answer }).from(refereeRequests)).map(
      (row) => row.answer,
    );
    expect(answers).toEqual(expect.arrayContaining([null, "confirmed", "disputed"]));
    // Demo data tells nobody anything.
    expect(await handle.db.select().from(mailOutbox)).toEqual([]);
  });
});
