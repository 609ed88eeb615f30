import { beforeEach, describe, expect, it } from "vitest";
import { closeJob, createJob, listJobs, renewJob, saveJob, savedJobIds, unsaveJob } from "./queries.server";
import { users } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { jobFormSchema, parseBoardQuery } from "~/features/jobs/jobs";
import { cronProblem } from "~/features/jobs/source-form.server";
import { testJobForm } from "../../../tests/support/test-job-form";

const handle = setupTestDatabase();

const titles = async (query: string, userId?: string) =>
  (await listJobs(handle.db, parseBoardQuery(new URLSearchParams(query)), { userId })).rows.map((r) => r.job.title);

describe("the board's queries", () => {
  beforeEach(async () => {
    await handle.db.insert(users).values([
      { id: "p1", name: "Partner", email: "p1@example.org", role: "partner" },
      { id: "m1", name: "Member", email: "m1@example.org", role: "member" },
    ]);
    const now = Date.now();
    await createJob(
      handle.db,
      testJobForm({
        title: "Reservoir Engineer",
        country: "KE",
        workplace: "remote",
        level: "senior",
        domains: ["reservoirEngineering"],
        salaryMin: 90_000,
        salaryMax: 120_000,
        salaryCurrency: "USD",
      }),
      "p1",
      new Date(now - 3000),
    );
    await createJob(
      handle.db,
      testJobForm({
        title: "Plant Operator",
        type: "part-time",
        level: "associate",
        domains: ["powerPlantOperations"],
        salaryMin: 40_000,
        salaryCurrency: "EUR",
        expiresInDays: 5,
      }),
      "p1",
      new Date(now - 2000),
    );
    await createJob(
      handle.db,
      testJobForm({ title: "Old Posting", expiresInDays: 1 }),
      "p1",
      new Date(now - 3 * 86_400_000),
    );
    const closed = await createJob(handle.db, testJobForm({ title: "Closed Posting" }), "p1", new Date(now - 1000));
    await closeJob(handle.db, closed);
  });

  it("hides expired and closed jobs, and filters", async () => {
    expect(await titles("")).toEqual(["Plant Operator", "Reservoir Engineer"]);
    expect(await titles("country=KE")).toEqual(["Reservoir Engineer"]);
    expect(await titles("workplace=remote&level=senior")).toEqual(["Reservoir Engineer"]);
    expect(await titles("type=part-time")).toEqual(["Plant Operator"]);
    expect(await titles("domain=powerPlantOperations")).toEqual(["Plant Operator"]);
    expect(await titles("q=RESERVOIR")).toEqual(["Reservoir Engineer"]);
    expect(await titles("q=100%25")).toEqual([]);
    expect(await titles("salary=50000")).toEqual(["Reservoir Engineer"]);
    expect(await titles("sort=salary")).toEqual(["Reservoir Engineer", "Plant Operator"]);
    expect(await titles("sort=closing")).toEqual(["Plant Operator", "Reservoir Engineer"]);
    // Bad values are ignored.
    expect(await titles("country=zz1&salary=-5&sort=x&page=abc")).toEqual(["Plant Operator", "Reservoir Engineer"]);
  });

  it("lists a partner's own postings, closed and expired included, and renews them", async () => {
    expect((await titles("mine=1", "p1")).sort()).toEqual([
      "Closed Posting",
      "Old Posting",
      "Plant Operator",
      "Reservoir Engineer",
    ]);
    expect(await titles("mine=1", "m1")).toEqual([]);
    const { rows } = await listJobs(handle.db, parseBoardQuery(new URLSearchParams("mine=1")), { userId: "p1" });
    const closed = rows.find((r) => r.job.title === "Closed Posting");
    await renewJob(handle.db, closed?.job.id ?? "", 30);
    expect(await titles("q=Posting")).toEqual(["Closed Posting"]);
  });

  it("saves and unsaves jobs per member", async () => {
    const { rows } = await listJobs(handle.db, parseBoardQuery(new URLSearchParams()), {});
    const id = rows[0]?.job.id ?? "";
    await saveJob(handle.db, "m1", id);
    await saveJob(handle.db, "m1", id);
    expect(await titles("saved=1", "m1")).toEqual([rows[0]?.job.title]);
    expect(await titles("saved=1")).toEqual([]);
    expect([...(await savedJobIds(handle.db, "m1"))]).toEqual([id]);
    await unsaveJob(handle.db, "m1", id);
    expect(await titles("saved=1", "m1")).toEqual([]);
  });
});

describe("form rules", () => {
  it("checks the job form", () => {
    const base = { ...testJobForm(), domains: [], salaryMin: "", salaryMax: "", expiresInDays: "30" };
    expect(jobFormSchema.safeParse(base).success).toBe(true);
    const errors = (input: Record<string, unknown>) =>
      jobFormSchema.safeParse({ ...base, ...input }).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ applyUrl: "", applyEmail: "" })).toContain("errors.applyRequired");
    expect(errors({ applyUrl: "javascript:alert(1)" })).toContain("errors.applyUrl");
    expect(errors({ salaryMin: "90 000", salaryMax: "80000", salaryCurrency: "EUR" })).toContain("errors.salaryOrder");
    expect(errors({ salaryMin: "50000" })).toContain("errors.currency");
    expect(errors({ expiresInDays: "365" })).toContain("errors.expiry");
    expect(errors({ country: "Iceland" })).toContain("errors.country");
  });

  it("accepts cron schedules no more often than every 15 minutes", () => {
    expect(cronProblem("0 6 * * *")).toBeNull();
    expect(cronProblem("*/15 * * * *")).toBeNull();
    expect(cronProblem("*/5 * * * *")).toBe("errors.cronTooOften");
    expect(cronProblem("not cron")).toBe("errors.cron");
  });
});
