import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createJob, findJob, savedJobIds } from "~/features/jobs/index.server";
import { jobs } from "~/db/schema";

import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { testJobForm } from "../../tests/support/test-job-form";
import { action as boardAction } from "./community.jobs._index";
import { action, loader } from "./community.jobs.$id";

const t = setupRouteTests();

/** A partner's job, and who else is around: another partner, a member, an admin. */
async function scene() {
  const owner = await t.createUser("partner", "Pat Partner", "pat@example.org");
  await t.createUser("partner", "Other Partner", "other@example.org");
  const member = await t.createUser("member", "Mo Member", "mo@example.org");
  await t.createUser("admin", "Ada Admin", "ada@example.org");
  const jobId = await createJob(t.db, testJobForm({ title: "Reservoir Engineer" }), owner);
  return { owner, member, jobId, path: `/community/jobs/${jobId}` };
}

const act = (path: string, id: string, fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() => action(routeArgs({ request: t.post(path, fields, cookie), params: { id }, context: t.context() })));

const view = (path: string, id: string, cookie?: string) =>
  outcomeOf(() => loader(routeArgs({ request: t.get(path, cookie), params: { id }, context: t.context() })));

describe("/community/jobs/:id", () => {
  it("offers the owner managing, a member saving only, a visitor neither", async () => {
    const { jobId, path } = await scene();
    const can = async (cookie?: string) => ((await view(path, jobId, cookie)).data as { can: unknown }).can;
    expect(await can(await t.signIn("pat@example.org"))).toEqual({ save: true, manage: true });
    expect(await can(await t.signIn("ada@example.org"))).toEqual({ save: true, manage: true });
    expect(await can(await t.signIn("other@example.org"))).toEqual({ save: true, manage: false });
    expect(await can(await t.signIn("mo@example.org"))).toEqual({ save: true, manage: false });
    expect(await can()).toEqual({ save: false, manage: false });
  });

  it("saves and unsaves the job for a member, saying so on the job page", async () => {
    const { member, jobId, path } = await scene();
    const cookie = await t.signIn("mo@example.org");
    const saved = await act(path, jobId, { intent: "save" }, cookie);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(path);
    expect(t.flash(saved)).toMatchObject({ text: "Saved to your jobs.", form: "save" });
    expect((await savedJobIds(t.db, member)).has(jobId)).toBe(true);

    const unsaved = await act(path, jobId, { intent: "unsave" }, cookie);
    expect(t.flash(unsaved)).toMatchObject({ text: "Removed from your saved jobs.", form: "unsave" });
    expect((await savedJobIds(t.db, member)).has(jobId)).toBe(false);
  });

  it("lets the owner close and renew the job", async () => {
    const { jobId, path } = await scene();
    const cookie = await t.signIn("pat@example.org");
    const closed = await act(path, jobId, { intent: "close" }, cookie);
    expect(closed.status).toBe(302);
    expect(closed.location).toBe(path);
    expect(t.flash(closed)).toMatchObject({ text: "The job is closed.", form: "close" });
    expect((await findJob(t.db, jobId))?.job.closedAt).toBeInstanceOf(Date);

    const renewed = await act(path, jobId, { intent: "renew" }, cookie);
    expect(renewed.status).toBe(302);
    expect(t.flash(renewed)?.text).toMatch(/^The job is open until \d{1,2} \w+ \d{4}\.$/);
    const job = (await findJob(t.db, jobId))!.job;
    expect(job.closedAt).toBeNull();
    expect(job.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("lets an admin close any job", async () => {
    const { jobId, path } = await scene();
    const out = await act(path, jobId, { intent: "close" }, await t.signIn("ada@example.org"));
    expect(out.status).toBe(302);
    expect((await findJob(t.db, jobId))?.job.closedAt).toBeInstanceOf(Date);
  });

  it("refuses closing or renewing someone else's job (403) and changes nothing", async () => {
    const { jobId, path } = await scene();
    for (const email of ["other@example.org", "mo@example.org"]) {
      const cookie = await t.signIn(email);
      expect((await act(path, jobId, { intent: "close" }, cookie)).status).toBe(403);
      expect((await act(path, jobId, { intent: "renew" }, cookie)).status).toBe(403);
    }
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.closedAt).toBeNull();
  });

  it("sends a signed-out visitor to sign in, answers an unknown job 404 and an unknown form 400", async () => {
    const { jobId, path } = await scene();
    const signedOut = await act(path, jobId, { intent: "save" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
    const cookie = await t.signIn("mo@example.org");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await act(`/community/jobs/${missing}`, missing, { intent: "save" }, cookie)).status).toBe(404);
    expect((await view(`/community/jobs/${missing}`, missing)).status).toBe(404);
    expect((await act(path, jobId, { intent: "flag" }, cookie)).status).toBe(400);
  });
});

describe("/community/jobs (the save toggle on each card)", () => {
  it("saves a job and goes back to the same list with the message", async () => {
    const { member, jobId } = await scene();
    const cookie = await t.signIn("mo@example.org");
    const request = t.post("/community/jobs?q=Reservoir&page=1", { intent: "save", jobId }, cookie);
    const out = await outcomeOf(() => boardAction(routeArgs({ request, params: {}, context: t.context() })));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/community/jobs?q=Reservoir&page=1");
    expect(t.flash(out)).toMatchObject({ text: "Saved to your jobs.", form: "save", path: "/community/jobs" });
    expect((await savedJobIds(t.db, member)).has(jobId)).toBe(true);
  });
});
