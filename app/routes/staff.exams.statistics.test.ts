import { describe, expect, it } from "vitest";
import { staffDuties } from "~/db/schema";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { smallSession } from "../../tests/support/exam-statistics-fixtures.server";
import { headers, loader } from "./staff.exams.statistics";
import { loader as itemLoader } from "./staff.exams.statistics.$formId.items.$itemId";

const t = setupRouteTests();

async function setUp() {
  const examId = await t.createUser("staff", "Eva Exam", "eva@example.org");
  await t.db.insert(staffDuties).values({ userId: examId, duty: "examAdministration" });
  const financeId = await t.createUser("staff", "Fay Finance", "fay@example.org");
  await t.db.insert(staffDuties).values({ userId: financeId, duty: "finance" });
  await t.createUser("member", "Mo Member", "mo@example.org");
  const { formId } = await smallSession(t.db);
  return {
    formId,
    exam: await t.signIn("eva@example.org"),
    finance: await t.signIn("fay@example.org"),
    member: await t.signIn("mo@example.org"),
  };
}

const list = (cookie: string, query = "") =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get(`/staff/exams/statistics${query}`, cookie), params: {}, context: t.context() })),
  );
const item = (cookie: string, formId: string, itemId: string) =>
  outcomeOf(() =>
    itemLoader(
      routeArgs({
        request: t.get(`/staff/exams/statistics/${formId}/items/${itemId}`, cookie),
        params: { formId, itemId },
        context: t.context(),
      }),
    ),
  );

describe("/staff/exams/statistics", () => {
  it("shows exam administration the numbers computed by hand; anyone else gets the bank's 404", async () => {
    const { formId, exam, finance, member } = await setUp();
    const page = await list(exam);
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof loader>>;
    expect(data.selected).toBe(formId);
    expect(data.report).toMatchObject({
      candidates: "4",
      kr20: "0.75",
      sem: "0.56",
      mean: "1.5",
      enough: false,
      perLanguage: [
        { language: "en", n: "2" },
        { language: "es", n: "2" },
      ],
    });
    expect(data.report!.rows.map((r) => [r.itemId, r.difficulty, r.discrimination])).toEqual([
      // By hand: t.2 against the rest [2, 1, 1, 0] gives 1 / √2 ≈ 0.71.
      ["t.1", "0.75", "0.52"],
      ["t.2", "0.50", "0.71"],
      ["t.3", "0.25", "0.52"],
    ]);
    // The rule's numbers, as the page states them.
    expect(data.rule).toMatchObject({ min: "10", perLanguage: "30", delta: "1.5", easy: "95%", hard: "20%" });
    expect(
      new Headers(
        headers({ parentHeaders: new Headers(), loaderHeaders: new Headers(), actionHeaders: new Headers() } as never),
      ).get("Cache-Control"),
    ).toContain("no-store");

    const one = await item(exam, formId, "t.2");
    const detail = one.data as Awaited<ReturnType<typeof itemLoader>>;
    expect(detail.languages.map((l) => [l.language, l.difficulty])).toEqual([
      ["en", "1.00"],
      ["es", "0.00"],
    ]);
    expect(detail.options.map((o) => [o.option, o.keyed, o.all, o.byLanguage.map((b) => b.text)])).toEqual([
      ["a", false, "0%", ["0%", "0%"]],
      ["b", true, "50%", ["100%", "0%"]],
      ["c", false, "50%", ["0%", "100%"]],
      ["d", false, "0%", ["0%", "0%"]],
    ]);

    for (const cookie of [finance, member]) {
      expect((await list(cookie)).status).toBe(404);
      expect((await item(cookie, formId, "t.1")).status).toBe(404);
    }
    expect((await item(exam, formId, "nope")).status).toBe(404);
    expect((await item(exam, "not-a-uuid", "t.1")).status).toBe(404);
  });
});
