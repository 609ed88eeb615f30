import { describe, expect, it } from "vitest";
import { examPanelAssessments, examPortfolios } from "~/db/schema";
import { staffWith } from "../../../../tests/support/review-fixtures.server";
import { setupTestDatabase } from "../../../../tests/support/test-db.server";
import { users } from "~/db/schema";
import { eq } from "drizzle-orm";
import { assessmentDetail, assessmentQueue } from "./panel.server";
import { seedExamPanel } from "./seed.server";
import { parseConfig } from "~/lib/server/env.server";

const handle = setupTestDatabase();

describe("the panel's demo data", () => {
  it("puts one submitted Expert portfolio on the panel of the first two demo assessors, once", async () => {
    const one = await staffWith(handle.db, "as1", "Demo Assessor", ["assessment"]);
    const two = await staffWith(handle.db, "as2", "Demo Assessor Two", ["assessment"]);
    await handle.db.update(users).set({ email: "assessor@example.org" }).where(eq(users.id, "as1"));
    await handle.db.update(users).set({ email: "assessor2@example.org" }).where(eq(users.id, "as2"));
    expect(await seedExamPanel(handle.db, parseConfig({}).invoices)).toBe(true);
    expect(await seedExamPanel(handle.db, parseConfig({}).invoices)).toBe(false);
    const [portfolio] = await handle.db.select().from(examPortfolios);
    expect(portfolio).toMatchObject({ state: "assessing", level: "expert" });
    expect((await handle.db.select().from(examPanelAssessments)).map((a) => a.assessorId).sort()).toEqual([
      "as1",
      "as2",
    ]);
    expect(await assessmentQueue(handle.db, one)).toHaveLength(1);
    expect((await assessmentDetail(handle.db, two, portfolio!.id))!.canScore).toBe(true);
  });
});
