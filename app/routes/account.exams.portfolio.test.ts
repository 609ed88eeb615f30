import { describe, expect, it } from "vitest";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { scoredAttempt } from "../../tests/support/exam-results-fixtures.server";
import { action, loader } from "./account.exams.portfolio";

const t = setupRouteTests();

const view = (cookie: string) =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get("/account/exams/portfolio", cookie), params: {}, context: t.context() })),
  );
const post = (cookie: string, form: Record<string, string>) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/account/exams/portfolio", form, cookie), params: {}, context: t.context() })),
  );

const draft = {
  intent: "save",
  project_0_title: "Binary plant at Reykjanes",
  project_0_role: "Lead engineer",
  project_0_year: "2021",
  project_0_summary:
    "Led the design and commissioning of a 30 MW binary-cycle plant, from reservoir tests to handover.",
  expertise:
    "Fifteen years of reservoir engineering and plant design, two standards committees, and a dozen reviewed papers on reinjection.",
};

type Page = { portfolio: { status: string; sections: { projects: unknown[] }; outcome: unknown } | null };

describe("/account/exams/portfolio", () => {
  it("is only for an approved Expert candidate: saves a draft, keeps bad input, submits once, shows only the status", async () => {
    const cora = await t.createUser("member", "Cora Candidate", "cora@example.org");
    await t.createUser("member", "Otto Other", "otto@example.org");
    const inv = await t.createUser("staff", "Ivo Invigilator", "ivo@example.org");
    await scoredAttempt(t.db, { userId: cora, level: "expert", invigilatorId: inv });
    const cookie = await t.signIn("cora@example.org");
    const other = await t.signIn("otto@example.org");

    // Someone without an Expert exam has no portfolio page, and cannot write into another's.
    expect((await view(other)).status).toBe(404);
    expect((await post(other, draft)).status).toBe(404);

    expect(((await view(cookie)).data as Page).portfolio).toBeNull();
    const bad = await post(cookie, { ...draft, project_0_year: "21", project_1_title: "Half a project" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: {
        project_0_year: "errors.year",
        project_1_role: "errors.role",
        project_1_summary: "errors.summary",
      },
      values: { project_0_title: "Binary plant at Reykjanes", project_1_title: "Half a project" },
    });
    expect((await post(cookie, draft)).status).toBe(302);
    expect(((await view(cookie)).data as Page).portfolio).toMatchObject({
      status: "draft",
      sections: { projects: [{}] },
    });

    const unconfirmed = await post(cookie, { intent: "submit" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({ fieldErrors: { confirm: "errors.confirm" } });
    const [first, retry] = await Promise.all([
      post(cookie, { intent: "submit", confirm: "yes" }),
      post(cookie, { intent: "submit", confirm: "yes" }),
    ]);
    expect([first.status, retry.status]).toEqual([302, 302]);
    const page = (await view(cookie)).data as Page;
    expect(page.portfolio).toMatchObject({ status: "submitted", outcome: null });
    expect(Object.keys(page.portfolio ?? {}).sort()).toEqual(["outcome", "sections", "status", "submittedAt"]);
    expect((await post(cookie, draft)).status).toBe(409);
  });
});
