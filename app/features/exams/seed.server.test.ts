import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { frameworkLevels } from "~/content/framework";
import { examAttempts, examFormItems, examItems, examItemTranslations, mailOutbox, users } from "~/db/schema";
import { findUserByEmail } from "~/features/auth/index.server";
import { seedDemoData } from "~/lib/server/demo-data.server";
import { setupTestDatabase, testDeps } from "../../../tests/support/test-db.server";
import { frozenForms } from "./bank/forms.server";
import { blueprintFor } from "./engine/blueprint";
import { demoItemCount, seedExams } from "./seed.server";

const handle = setupTestDatabase();

describe("the demo exams", () => {
  it("give one frozen form per level in English, Spanish and French, reviewed by someone other than the author, once", async () => {
    const started = performance.now();
    await seedDemoData(handle.db);
    const first = performance.now() - started;
    const again = performance.now();
    await seedDemoData(handle.db);
    expect(await seedExams(handle.db)).toBe(false);
    // The whole demo seed with the exams in it (the exams' part alone is about 0.4 s on PGlite): reported, not
    // asserted, since a test file's wall clock depends on what else the machine runs.
    console.info(`demo seed: ${Math.round(first)} ms; second run ${Math.round(performance.now() - again)} ms`);

    const staff = (await findUserByEmail(handle.db, "exam@example.org"))!;
    const reviewer = (await findUserByEmail(handle.db, "exam2@example.org"))!;
    const viewer = { id: staff.id, role: "staff" as const, duties: ["examAdministration" as const] };
    for (const level of frameworkLevels) {
      const forms = (await frozenForms(testDeps(handle.db), viewer, level))!;
      expect(forms, level).toHaveLength(1);
      const [form] = forms;
      expect(form!.languages).toEqual(["en", "es", "fr"]);
      expect(form!.itemIds).toHaveLength(blueprintFor(level).questions);
      const onForm = await handle.db.select().from(examFormItems).where(eq(examFormItems.formId, form!.id));
      expect(onForm).toHaveLength(form!.itemIds.length);
      if (blueprintFor(level).caseStudies) expect(form!.caseIds.length).toBeGreaterThan(0);
    }
    const items = await handle.db.select().from(examItems);
    expect(items.length).toBe(await demoItemCount(handle.db));
    expect(
      items.every((item) => item.status === "live" && item.authorId === staff.id && item.reviewerId === reviewer.id),
    ).toBe(true);
    const [unreviewed] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(examItemTranslations)
      .where(sql`not ${examItemTranslations.reviewed} or ${examItemTranslations.reviewedBy} <> ${reviewer.id}`);
    expect(unreviewed!.n).toBe(0);
    // Every stem is unique within a level: the templates' numbers differ per variant.
    const stems = await handle.db
      .select({ level: examItems.level, stem: examItemTranslations.stem })
      .from(examItemTranslations)
      .innerJoin(examItems, eq(examItems.id, examItemTranslations.itemId))
      .where(eq(examItemTranslations.language, "en"));
    expect(new Set(stems.map((s) => `${s.level} ${s.stem}`)).size).toBeGreaterThan(stems.length * 0.8);

    // The demo results: four scored attempts of fictional candidates, and the Expert panel's two candidates' released ones
    // (decision 053); demo data mails nobody.
    const attempts = await handle.db
      .select({ status: examAttempts.resultStatus, name: users.name, id: users.id })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(eq(examAttempts.state, "scored"));
    // The item statistics' past session (decision 055): 36 candidates a language, released and decided.
    const cohort = attempts.filter((a) => a.id.startsWith("demo-cohort-"));
    expect(cohort).toHaveLength(108);
    expect(new Set(cohort.map((a) => a.status))).toEqual(new Set(["released"]));
    const named = attempts.filter((a) => !a.id.startsWith("demo-cohort-"));
    expect(named.map((a) => a.status).sort()).toEqual(["pending", "released", "released", "released", "released", "withheld"]);
    expect(await handle.db.select().from(mailOutbox)).toEqual([]);
  });
});
