import { describe, expect, it } from "vitest";
import { checkDocument, draftFor, saveEducation } from "~/features/applications/index.server";
import { draftContent } from "~/features/applications/index.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { loader as refereeLoader } from "./referee.$token";
import { loader } from "./account.certification.documents.$id";
import { loader as eligibilityLoader } from "./certifications.eligibility";

const t = setupRouteTests();

async function documentOf(userId: string) {
  const draft = await draftFor(t.db, userId, "professional");
  const file = await checkDocument(new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], "<b>x</b>.pdf"));
  if (!file.ok) throw new Error("fixture");
  await saveEducation(t.db, {
    applicationId: draft.id,
    userId,
    step: "experience",
    education: "bachelor",
    institution: "HÍ",
    completedOn: "2015-06-01",
    file,
  });
  return (await draftContent(t.db, draft.id)).education!.documentId!;
}

const get = (id: string, cookie?: string) =>
  outcomeOf(() =>
    loader(
      routeArgs({
        request: t.get(`/account/certification/documents/${id}`, cookie),
        params: { id },
        context: t.context(),
      }),
    ),
  );

describe("an application's documents", () => {
  it("go to the applicant and staff; another member, a partner and a visitor get 404", async () => {
    const ownerId = await t.createUser("member", "Olga Owner", "olga@example.org");
    await t.createUser("member", "Mo Other", "mo@example.org");
    await t.createUser("partner", "Pat Partner", "pat@example.org");
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const id = await documentOf(ownerId);

    const mine = await get(id, await t.signIn("olga@example.org"));
    expect(mine.status).toBe(200);
    expect(mine.headers?.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers?.get("Content-Disposition")).not.toMatch(/[<>]/);
    expect((await get(id, await t.signIn("ada@example.org"))).status).toBe(200);
    expect((await get(id, await t.signIn("mo@example.org"))).status).toBe(404);
    expect((await get(id, await t.signIn("pat@example.org"))).status).toBe(404);
    expect((await get(id)).status).toBe(404);
    expect((await get("not-a-uuid", await t.signIn("olga@example.org"))).status).toBe(404);
  });
});

describe("the referee page", () => {
  it("answers a tampered link with the clear 404 page and no referrer to other sites", async () => {
    const out = await outcomeOf(() =>
      refereeLoader(
        routeArgs({
          request: t.get("/referee/00000000-0000-4000-8000-000000000000.forged"),
          params: { token: "00000000-0000-4000-8000-000000000000.forged" },
          context: t.context(),
        }),
      ),
    );
    expect(out.status).toBe(404);
    expect(out.headers?.get("Referrer-Policy")).toBe("same-origin");
    expect((out.data as { view: unknown }).view).toBeNull();
  });
});

describe("the eligibility check", () => {
  it("gives each level's verdict from the query string, with no account", async () => {
    const out = await outcomeOf(async () =>
      eligibilityLoader(
        routeArgs({
          request: t.get("/certifications/eligibility?education=diploma&experienceYears=5&trainingHours=0"),
          params: {},
          context: t.context(),
        }),
      ),
    );
    const results = (out.data as { results: Array<{ level: string; outcome: string }> }).results;
    expect(Object.fromEntries(results.map((r) => [r.level, r.outcome]))).toEqual({
      associate: "notYet",
      professional: "eligibleAlternative",
      senior: "notYet",
      expert: "notYet",
    });
  });
});
