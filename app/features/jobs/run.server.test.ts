import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createJobSource,
  findJobSource,
  listJobSourceRuns,
  startRun,
  takeLease,
  type JobSourceInput,
} from "~/features/jobs/sources-queries.server";
import { createJob, findJob, listJobs } from "~/features/jobs/queries.server";
import { jobs, jobSourceItems, jobSources, users } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { parseBoardQuery } from "./jobs";
import { nextRunTime, runDueSources, runSourceNow, sweepInterruptedRuns } from "./run.server";
import { fetchPolicy } from "./safe-fetch.server";
import { startFeedsServer } from "../../../tests/support/test-feeds-server";
import { testJobForm } from "../../../tests/support/test-job-form";

const handle = setupTestDatabase();
let feeds: Awaited<ReturnType<typeof startFeedsServer>>;
const policy = fetchPolicy({ allowHosts: ["127.0.0.1"] }, "https://geocert.example");

beforeAll(async () => {
  feeds = await startFeedsServer();
});
afterAll(async () => {
  await feeds.close();
});
beforeEach(async () => {
  Object.assign(feeds.state, (await import("../../../tests/support/test-feeds-server")).initialFeedsState());
});

const input = (overrides: Partial<JobSourceInput>): JobSourceInput => ({
  name: "Fictional source",
  kind: "greenhouse",
  identifier: "geo-drill",
  organisation: "Hekla Drilling Ltd.",
  apiBaseUrl: feeds.url,
  selectors: null,
  keywords: ["geothermal"],
  defaultCountry: null,
  defaultLevel: null,
  cron: null,
  intervalMinutes: null,
  enabled: true,
  ...overrides,
});

const run = (id: string, options: { owner?: string; now?: Date } = {}) =>
  runSourceNow(id, "manual", {
    db: handle.db,
    policy,
    owner: options.owner,
    now: options.now ? () => options.now as Date : undefined,
  });

async function openJobTitles() {
  const { rows } = await listJobs(handle.db, parseBoardQuery(new URLSearchParams()), { pageSize: 100 });
  return rows.map((row) => row.job.title).sort();
}

describe("running a source", () => {
  it("imports the matching jobs of each source type and logs the run", async () => {
    const sources = await Promise.all([
      createJobSource(handle.db, input({ name: "GH" }), null),
      createJobSource(handle.db, input({ name: "Lever", kind: "lever", identifier: "steamco" }), null),
      createJobSource(handle.db, input({ name: "Ashby", kind: "ashby", identifier: "hotrock" }), null),
      createJobSource(handle.db, input({ name: "RSS", kind: "rss", identifier: `${feeds.url}/feed.xml` }), null),
      createJobSource(
        handle.db,
        input({
          name: "HTML",
          kind: "html",
          identifier: `${feeds.url}/careers.html`,
          selectors: { item: "li.opening", title: ".title", link: "a.title", location: ".place" },
          defaultLevel: "professional",
        }),
        null,
      ),
    ]);
    for (const id of sources) expect((await run(id)).status).toBe("ok");
    expect(await openJobTitles()).toEqual([
      "Geothermal Drilling Engineer",
      "Geothermal Intern (Geochemistry)",
      "Geothermal Mud Logger",
      "Geothermal Plant Operator",
      "Geothermal Project Developer",
      "Geothermal Safety Advisor",
      "Geothermal Well Test Technician",
      "Senior Reservoir Engineer",
    ]);
    const [log] = await listJobSourceRuns(handle.db, sources[0] as string);
    expect(log).toMatchObject({ status: "ok", found: 2, created: 2, updated: 0, expired: 0, trigger: "manual" });
    expect(log?.finishedAt).toBeInstanceOf(Date);
    const [mudLogger] = await handle.db.select().from(jobs).where(eq(jobs.title, "Geothermal Mud Logger"));
    expect(mudLogger).toMatchObject({ level: "professional", country: "SV", domains: ["drillingOperations"] });
    const [operator] = await handle.db.select().from(jobs).where(eq(jobs.title, "Geothermal Plant Operator"));
    expect(operator).toMatchObject({
      salaryMin: 1_800_000,
      salaryCurrency: "KES",
      organisation: "Hekla Drilling Ltd.",
    });
  });

  it("updates on a re-run instead of duplicating, and expires jobs that vanished", async () => {
    const id = await createJobSource(handle.db, input({}), null);
    const start = Date.now();
    await run(id, { now: new Date(start) });
    let [log] = await listJobSourceRuns(handle.db, id);
    expect(log).toMatchObject({ created: 2 });

    await run(id, { now: new Date(start + 1000) });
    [log] = await listJobSourceRuns(handle.db, id);
    expect(log).toMatchObject({ found: 2, created: 0, updated: 0, expired: 0 });
    expect(await handle.db.select().from(jobs)).toHaveLength(2);

    feeds.state.greenhouse = feeds.state.greenhouse
      .filter((job) => job.id !== 4002)
      .map((job) => (job.id === 4001 ? { ...job, title: "Geothermal Drilling Engineer II" } : job));
    await run(id, { now: new Date(start + 2000) });
    [log] = await listJobSourceRuns(handle.db, id);
    expect(log).toMatchObject({ found: 1, created: 0, updated: 1, expired: 1 });
    expect(await openJobTitles()).toEqual(["Geothermal Drilling Engineer II"]);
    const [vanished] = await handle.db.select().from(jobs).where(eq(jobs.title, "Senior Reservoir Engineer"));
    expect(vanished?.closedReason).toBe("vanished");
  });

  it("merges the same job listed by two sources, and keeps it while one still lists it", async () => {
    const a = await createJobSource(handle.db, input({ name: "A" }), null);
    const b = await createJobSource(
      handle.db,
      input({ name: "B", kind: "rss", identifier: `${feeds.url}/feed.xml` }),
      null,
    );
    await run(a);
    // Source B lists the Greenhouse job too, under another id (same title, organisation and place).
    await handle.db.update(jobSources).set({ kind: "greenhouse", identifier: "geo-drill" }).where(eq(jobSources.id, b));
    await handle.db.update(jobSources).set({ apiBaseUrl: feeds.url }).where(eq(jobSources.id, b));
    const outcome = await run(b);
    expect(outcome).toMatchObject({ status: "ok", counts: { found: 2, created: 0, merged: 2 } });
    expect(await handle.db.select().from(jobs)).toHaveLength(2);
    expect(await handle.db.select().from(jobSourceItems)).toHaveLength(4);

    // A stops listing one; B still does: it stays open.
    feeds.state.greenhouse = feeds.state.greenhouse.filter((job) => job.id !== 4002);
    await handle.db.update(jobSources).set({ identifier: "geo-drill" }).where(eq(jobSources.id, a));
    feeds.state.greenhouse = feeds.state.greenhouse.filter((job) => job.id !== 4002);
    const again = await run(a);
    expect(again).toMatchObject({ counts: { expired: 0 } });
    expect(await openJobTitles()).toContain("Senior Reservoir Engineer");
  });

  it("merges a scraped job into one posted here with the same title, organisation and place", async () => {
    await handle.db.insert(users).values({ id: "partner-1", name: "Partner", email: "p@example.org", role: "partner" });
    const posted = testJobForm({
      title: "Geothermal Drilling Engineer",
      organisation: "Hekla Drilling hf.",
      description: "A posting written here by the employer.",
    });
    await createJob(handle.db, posted, "partner-1");
    const id = await createJobSource(handle.db, input({}), null);
    expect(await run(id)).toMatchObject({ counts: { created: 1, merged: 1 } });
    expect(await openJobTitles()).toEqual(["Geothermal Drilling Engineer", "Senior Reservoir Engineer"]);
  });

  it("logs a malformed feed as a failed run and still runs the other sources", async () => {
    const broken = await createJobSource(
      handle.db,
      input({ name: "Broken", kind: "rss", identifier: `${feeds.url}/broken.xml`, cron: null, intervalMinutes: 5 }),
      new Date(Date.now() - 60_000),
    );
    const good = await createJobSource(
      handle.db,
      input({ name: "Good", intervalMinutes: 5 }),
      new Date(Date.now() - 60_000),
    );
    const slow = await createJobSource(
      handle.db,
      input({ name: "Slow", kind: "lever", apiBaseUrl: `${feeds.url}/slow`, intervalMinutes: 5 }),
      new Date(Date.now() - 60_000),
    );
    const outcomes = await runDueSources({ db: handle.db, policy: { ...policy, timeoutMs: 300 } });
    expect(outcomes.map((o) => o.status).sort()).toEqual(["failed", "failed", "ok"]);
    const [brokenLog] = await listJobSourceRuns(handle.db, broken);
    expect(brokenLog).toMatchObject({ status: "failed", trigger: "schedule" });
    expect(brokenLog?.error).toMatch(/not well-formed/);
    const [slowLog] = await listJobSourceRuns(handle.db, slow);
    expect(slowLog?.error).toMatch(/within/);
    const [goodLog] = await listJobSourceRuns(handle.db, good);
    expect(goodLog).toMatchObject({ status: "ok", created: 2 });
    // Each source moved on to its next time and gave the lease back.
    const after = await findJobSource(handle.db, good);
    expect(after?.leaseOwner).toBeNull();
    expect(after?.nextRunAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await runDueSources({ db: handle.db, policy })).toEqual([]);
  });

  it("refuses private addresses unless allowed", async () => {
    const id = await createJobSource(handle.db, input({}), null);
    const outcome = await runSourceNow(id, "manual", { db: handle.db, policy: { ...policy, allowHosts: [] } });
    expect(outcome).toMatchObject({ status: "failed" });
    const [log] = await listJobSourceRuns(handle.db, id);
    expect(log?.error).toMatch(/private or local/);
  });
});

describe("the scheduling lease", () => {
  it("lets exactly one of two instances run a due source", async () => {
    const id = await createJobSource(handle.db, input({ intervalMinutes: 30 }), new Date(Date.now() - 1000));
    const [first, second] = await Promise.all([
      runSourceNow(id, "schedule", { db: handle.db, policy, owner: "instance-a" }),
      runSourceNow(id, "schedule", { db: handle.db, policy, owner: "instance-b" }),
    ]);
    expect([first.status, second.status].sort()).toEqual(["busy", "ok"]);
    expect(await listJobSourceRuns(handle.db, id)).toHaveLength(1);
    // After the run the next time lies ahead: a late instance finds nothing due.
    expect((await runSourceNow(id, "schedule", { db: handle.db, policy, owner: "instance-c" })).status).toBe("busy");
  });

  it("takes the lease only when free or expired", async () => {
    const id = await createJobSource(handle.db, input({}), null);
    expect(await takeLease(handle.db, id, "a", { seconds: 60, dueOnly: false })).toBeDefined();
    expect(await takeLease(handle.db, id, "b", { seconds: 60, dueOnly: false })).toBeUndefined();
    expect((await run(id, { owner: "b" })).status).toBe("busy");
    // A lease left behind by a crashed instance runs out.
    await handle.db
      .update(jobSources)
      .set({ leasedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobSources.id, id));
    expect((await takeLease(handle.db, id, "b", { seconds: 60, dueOnly: false }))?.leaseOwner).toBe("b");
  });

  // Finding "many instances": the run log of a run whose instance died said "running" for ever.
  it("marks runs whose instance stopped as interrupted, and leaves runs in progress alone", async () => {
    const crashed = await createJobSource(handle.db, input({ name: "Crashed" }), null);
    const running = await createJobSource(handle.db, input({ name: "Running" }), null);
    await takeLease(handle.db, crashed, "dead-instance", { seconds: 60, dueOnly: false });
    const crashedRun = await startRun(handle.db, crashed, "schedule", new Date(Date.now() - 120_000));
    await handle.db
      .update(jobSources)
      .set({ leasedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobSources.id, crashed));
    await takeLease(handle.db, running, "live-instance", { seconds: 60, dueOnly: false });
    const liveRun = await startRun(handle.db, running, "manual", new Date());

    expect(await sweepInterruptedRuns(handle.db)).toBe(1);
    const [swept] = await listJobSourceRuns(handle.db, crashed);
    expect(swept).toMatchObject({ id: crashedRun, status: "failed" });
    expect(swept!.error).toMatch(/interrupted/i);
    expect(swept!.finishedAt).toBeInstanceOf(Date);
    expect((await listJobSourceRuns(handle.db, running))[0]).toMatchObject({ id: liveRun, status: "running" });
    expect(await sweepInterruptedRuns(handle.db)).toBe(0);
  });

  it("computes the next run from a cron expression or an interval", () => {
    const from = new Date("2026-05-01T10:07:00Z");
    expect(nextRunTime({ enabled: true, cron: "0 */6 * * *", intervalMinutes: null }, from)?.toISOString()).toBe(
      "2026-05-01T12:00:00.000Z",
    );
    expect(nextRunTime({ enabled: true, cron: null, intervalMinutes: 90 }, from)?.toISOString()).toBe(
      "2026-05-01T11:37:00.000Z",
    );
    expect(nextRunTime({ enabled: false, cron: null, intervalMinutes: 90 }, from)).toBeNull();
  });
});

describe("board queries", () => {
  it("finds jobs by id and ignores bad ids", async () => {
    expect(await findJob(handle.db, "not-a-uuid")).toBeUndefined();
  });
});
