import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "~/db/schema";
import { jobFormFields } from "../../tests/support/job-route-test.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./community.jobs.new";

const t = setupRouteTests();

async function partner() {
  const id = await t.createUser("partner", "Pat Partner", "pat@example.org");
  return { id, cookie: await t.signIn("pat@example.org") };
}

const post = (fields: Record<string, string | string[]>, cookie?: string) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/community/jobs/new", fields, cookie), params: {}, context: t.context() })),
  );

describe("/community/jobs/new", () => {
  it("posts a job and shows it with the published message", async () => {
    const { id, cookie } = await partner();
    const out = await post({ intent: "post", ...jobFormFields() }, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/community\/jobs\/[0-9a-f-]{36}$/);
    expect(t.flash(out)).toMatchObject({ text: "Your job is published.", form: "post", path: out.location });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.postedBy, id));
    expect(job).toMatchObject({
      title: "Geothermal Well Integrity Engineer",
      country: "IS",
      workplace: "hybrid",
      domains: ["drillingOperations", "reservoirEngineering"],
      salaryMin: 10_000_000,
      salaryMax: 14_000_000,
      applyEmail: "wells@example.org",
    });
    expect(out.location).toBe(`/community/jobs/${job!.id}`);
  });

  it("refuses bad input with the field errors and keeps what was typed", async () => {
    const { cookie } = await partner();
    const out = await post(
      { intent: "post", ...jobFormFields({ description: "Too short", applyEmail: "", domains: "drillingOperations" }) },
      cookie,
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "post",
      fieldErrors: { description: "errors.description", applyUrl: "errors.applyRequired" },
      values: { title: "Geothermal Well Integrity Engineer", description: "Too short", domains: "drillingOperations" },
    });
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it("stores a retried post once; the retry goes to the same job", async () => {
    const { cookie } = await partner();
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/community/jobs/new", cookie), params: {}, context: t.context() })),
    );
    const token = (page.data as { submission: string }).submission;
    const fields = { intent: "post", _submission: token, ...jobFormFields() };
    const first = await post(fields, cookie);
    const retry = await post(fields, cookie);
    expect(first.status).toBe(302);
    expect(retry.status).toBe(302);
    expect(retry.location).toBe(first.location);
    expect(t.flash(retry)?.text).toBe("Your job is published.");
    expect(await t.db.select().from(jobs)).toHaveLength(1);
  });

  it("refuses members (403) and sends signed-out visitors to sign in", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    expect((await post({ intent: "post", ...jobFormFields() }, cookie)).status).toBe(403);
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/community/jobs/new", cookie), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(403);
    const signedOut = await post({ intent: "post", ...jobFormFields() });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it("answers a post naming no known form with a bare 400", async () => {
    const { cookie } = await partner();
    expect((await post({ intent: "nope", ...jobFormFields() }, cookie)).status).toBe(400);
  });
});
