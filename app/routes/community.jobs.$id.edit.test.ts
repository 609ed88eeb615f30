import { describe, expect, it } from "vitest";
import { createJob, findJob } from "~/features/jobs/index.server";
import { jobFormFields } from "../../tests/support/job-route-test.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { testJobForm } from "../../tests/support/test-job-form";
import { action, loader } from "./community.jobs.$id.edit";

const t = setupRouteTests();

async function scene() {
  const owner = await t.createUser("partner", "Pat Partner", "pat@example.org");
  await t.createUser("partner", "Other Partner", "other@example.org");
  await t.createUser("member", "Mo Member", "mo@example.org");
  await t.createUser("admin", "Ada Admin", "ada@example.org");
  const jobId = await createJob(t.db, testJobForm({ title: "Reservoir Engineer" }), owner);
  return { jobId, path: `/community/jobs/${jobId}/edit` };
}

const edit = (path: string, id: string, fields: Record<string, string | string[]>, cookie?: string) =>
  outcomeOf(() => action(routeArgs({ request: t.post(path, fields, cookie), params: { id }, context: t.context() })));

describe("/community/jobs/:id/edit", () => {
  it("fills the form with the job for its owner", async () => {
    const { jobId, path } = await scene();
    const cookie = await t.signIn("pat@example.org");
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(path, cookie), params: { id: jobId }, context: t.context() })),
    );
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({
      id: jobId,
      values: { title: "Reservoir Engineer", domains: "drillingOperations" },
    });
  });

  it("saves the changes and shows the job with the saved message", async () => {
    const { jobId, path } = await scene();
    const out = await edit(
      path,
      jobId,
      { intent: "edit", ...jobFormFields({ title: "Senior Reservoir Engineer", domains: [] }) },
      await t.signIn("pat@example.org"),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe(`/community/jobs/${jobId}`);
    expect(t.flash(out)).toMatchObject({ text: "Changes saved.", form: "edit" });
    const job = (await findJob(t.db, jobId))!.job;
    expect(job.title).toBe("Senior Reservoir Engineer");
    expect(job.domains).toEqual([]);
  });

  it("refuses bad input with the field errors and keeps what was typed", async () => {
    const { jobId, path } = await scene();
    const out = await edit(
      path,
      jobId,
      { intent: "edit", ...jobFormFields({ title: "X", salaryMax: "1", salaryCurrency: "" }) },
      await t.signIn("pat@example.org"),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "edit",
      fieldErrors: { title: "errors.title", salaryMax: "errors.salaryOrder", salaryCurrency: "errors.currency" },
      values: { title: "X", salaryMax: "1" },
    });
    expect((await findJob(t.db, jobId))!.job.title).toBe("Reservoir Engineer");
  });

  it("lets an admin edit any job; refuses other partners and members (403)", async () => {
    const { jobId, path } = await scene();
    const fields = { intent: "edit", ...jobFormFields({ title: "Changed by someone" }) };
    for (const email of ["other@example.org", "mo@example.org"]) {
      const cookie = await t.signIn(email);
      expect((await edit(path, jobId, fields, cookie)).status).toBe(403);
      const page = await outcomeOf(() =>
        loader(routeArgs({ request: t.get(path, cookie), params: { id: jobId }, context: t.context() })),
      );
      expect(page.status).toBe(403);
    }
    expect((await findJob(t.db, jobId))!.job.title).toBe("Reservoir Engineer");
    expect((await edit(path, jobId, fields, await t.signIn("ada@example.org"))).status).toBe(302);
    expect((await findJob(t.db, jobId))!.job.title).toBe("Changed by someone");
  });
});
