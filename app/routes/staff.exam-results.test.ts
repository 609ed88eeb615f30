import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { credentials, examAttempts, staffDuties } from "~/db/schema";
import type { Duty } from "~/features/auth";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { scoredAttempt } from "../../tests/support/exam-results-fixtures.server";
import { loader as listLoader } from "./staff.exam-results";
import { action, loader } from "./staff.exam-results.$attemptId";
import { loader as homeLoader } from "./staff._index";

const t = setupRouteTests();

async function staff(name: string, email: string, duties: Duty[]) {
  const id = await t.createUser("staff", name, email);
  if (duties.length) await t.db.insert(staffDuties).values(duties.map((duty) => ({ userId: id, duty })));
  return { id, cookie: await t.signIn(email) };
}

async function setUp() {
  const candidate = await t.createUser("member", "Cora Candidate", "cora@example.org");
  const exam = await staff("Eli Exam", "eli@example.org", ["examAdministration"]);
  const decider = await staff("Dan Decider", "dan@example.org", ["certificationDecision"]);
  const invigilator = await staff("Ivo Invigilator", "ivo@example.org", ["certificationDecision", "invigilation"]);
  const finance = await staff("Fay Finance", "fay@example.org", ["finance"]);
  const { attempt } = await scoredAttempt(t.db, { userId: candidate, invigilatorId: invigilator.id });
  return { candidate, exam, decider, invigilator, finance, attempt };
}

const list = (cookie: string, query = "") =>
  outcomeOf(() =>
    listLoader(routeArgs({ request: t.get(`/staff/exam-results${query}`, cookie), params: {}, context: t.context() })),
  );
const view = (cookie: string, attemptId: string) =>
  outcomeOf(() =>
    loader(
      routeArgs({
        request: t.get(`/staff/exam-results/${attemptId}`, cookie),
        params: { attemptId },
        context: t.context(),
      }),
    ),
  );
const post = (cookie: string, attemptId: string, form: Record<string, string>) =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post(`/staff/exam-results/${attemptId}`, form, cookie),
        params: { attemptId },
        context: t.context(),
      }),
    ),
  );

describe("/staff/exam-results", () => {
  it("is for exam administration and decision makers; others get 403 and the staff home shows them no link", async () => {
    const { exam, decider, finance, attempt } = await setUp();
    expect((await list(finance.cookie)).status).toBe(403);
    expect((await view(finance.cookie, attempt.id)).status).toBe(403);
    expect(
      (await post(finance.cookie, attempt.id, { intent: "withhold", reason: "An incident at the desk." })).status,
    ).toBe(403);
    const listed = await list(decider.cookie, "?status=released&level=bogus");
    expect(listed.status).toBe(200);
    expect((listed.data as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([attempt.id]);
    expect((await view(exam.cookie, "not-a-uuid")).status).toBe(404);

    const home = async (cookie: string) =>
      (
        await outcomeOf(() =>
          homeLoader(routeArgs({ request: t.get("/staff", cookie), params: {}, context: t.context() })),
        )
      ).data as { examResults: { link: string } | null };
    expect((await home(exam.cookie)).examResults?.link).toBe("Open the exam results");
    expect((await home(decider.cookie)).examResults).not.toBeNull();
    expect((await home(finance.cookie)).examResults).toBeNull();
  });

  it("keeps a short reason typed back; a decision maker cannot withhold, exam administration cannot decide", async () => {
    const { exam, decider, attempt } = await setUp();
    const short = await post(exam.cookie, attempt.id, { intent: "withhold", reason: "short" });
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({ fieldErrors: { reason: "errors.reasonShort" }, values: { reason: "short" } });
    expect(
      (await post(decider.cookie, attempt.id, { intent: "withhold", reason: "An incident at the desk." })).status,
    ).toBe(403);
    const decide = { intent: "decide", decision: "certified", reason: "The pass stands as released." };
    expect((await post(exam.cookie, attempt.id, decide)).status).toBe(403);
    const withheld = await post(exam.cookie, attempt.id, { intent: "withhold", reason: "An incident at the desk." });
    expect(withheld.status).toBe(302);
    expect(t.flash(withheld)).toMatchObject({ key: "done.withhold", form: "withhold" });
    // Withheld: no decision form, and the action refuses one sent anyway.
    expect((await view(decider.cookie, attempt.id)).data).toMatchObject({ decision: null });
    expect((await post(decider.cookie, attempt.id, decide)).status).toBe(409);
  });

  it("refuses the session's invigilator; the decision maker certifies once, and a resend changes nothing", async () => {
    const { decider, invigilator, attempt } = await setUp();
    const page = await view(invigilator.cookie, attempt.id);
    expect(page.data).toMatchObject({ decision: { bar: "invigilator" } });
    const decide = { intent: "decide", decision: "certified", reason: "The pass stands as released." };
    expect((await post(invigilator.cookie, attempt.id, decide)).status).toBe(403);
    const done = await post(decider.cookie, attempt.id, decide);
    expect(done.status).toBe(302);
    const [credential] = await t.db.select().from(credentials);
    expect(t.flash(done)).toMatchObject({ key: "done.certified", values: { id: credential!.id } });
    const again = await post(decider.cookie, attempt.id, decide);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ formError: "errors.decided" });
    expect(await t.db.select().from(credentials)).toHaveLength(1);
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row!.decidedBy).toBe(decider.id);
  });
});
