import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobSource, findJobSource, listJobSourceRuns } from "~/features/jobs/index.server";
import { jobSources } from "~/db/schema";

import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { startFeedsServer } from "../../tests/support/test-feeds-server";
import { action as listAction } from "./admin.job-scraping";
import { action as newAction } from "./admin.job-scraping.new";
import { action, loader } from "./admin.job-scraping.$id";

// The job fetcher may reach the local feeds server (JOB_FETCH_ALLOW_HOSTS, as the browser tests set it).
const t = setupRouteTests({ env: { JOB_FETCH_ALLOW_HOSTS: "127.0.0.1,localhost" } });
let feeds: Awaited<ReturnType<typeof startFeedsServer>>;

beforeAll(async () => {
  feeds = await startFeedsServer();
});
afterAll(async () => {
  await feeds.close();
});

const leverFields = (overrides: Record<string, string> = {}) => ({
  name: "Steamco on Lever (test)",
  kind: "lever",
  identifier: "steamco",
  organisation: "Steamco Kenya (fictional)",
  apiBaseUrl: feeds.url,
  selectorItem: "",
  selectorTitle: "",
  selectorLink: "",
  selectorLocation: "",
  keywords: "geothermal",
  defaultCountry: "",
  defaultLevel: "",
  schedule: "manual",
  intervalMinutes: "",
  cron: "",
  ...overrides,
});

async function scene() {
  await t.createUser("admin", "Ada Admin", "ada@example.org");
  await t.createUser("partner", "Pat Partner", "pat@example.org");
  const input = {
    name: "Steamco on Lever (test)",
    kind: "lever" as const,
    identifier: "steamco",
    organisation: "Steamco Kenya (fictional)",
    apiBaseUrl: feeds.url,
    selectors: null,
    keywords: ["geothermal"],
    defaultCountry: null,
    defaultLevel: null,
    cron: null,
    intervalMinutes: null,
    enabled: false,
  };
  const id = await createJobSource(t.db, input, null);
  return { id, path: `/admin/job-scraping/${id}`, cookie: await t.signIn("ada@example.org") };
}

const act = (path: string, id: string, fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() => action(routeArgs({ request: t.post(path, fields, cookie), params: { id }, context: t.context() })));

describe("/admin/job-scraping/:id", () => {
  it("runs the source now and says how it went, for that source's Run now", async () => {
    const { id, path, cookie } = await scene();
    const out = await act(path, id, { intent: "run" }, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe(path);
    expect(t.flash(out)).toMatchObject({
      type: "success",
      text: "Run finished: 2 found, 2 new, 0 updated, 0 merged, 0 expired.",
      form: `run:${id}`,
    });
    expect(await listJobSourceRuns(t.db, id)).toHaveLength(1);
  });

  it("says a failed run failed (an error flash) and logs it", async () => {
    const { id, path, cookie } = await scene();
    const save = await act(
      path,
      id,
      { intent: "save", ...leverFields({ kind: "rss", identifier: `${feeds.url}/broken.xml`, apiBaseUrl: "" }) },
      cookie,
    );
    expect(save.status).toBe(302);
    const out = await act(path, id, { intent: "run" }, cookie);
    expect(t.flash(out)).toMatchObject({ type: "error", text: "The run failed; the run log shows why." });
    expect((await listJobSourceRuns(t.db, id))[0]?.status).toBe("failed");
  });

  it("saves the settings with the saved message", async () => {
    const { id, path, cookie } = await scene();
    const out = await act(
      path,
      id,
      { intent: "save", ...leverFields({ schedule: "cron", cron: "0 6 * * *", enabled: "on" }) },
      cookie,
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe(path);
    expect(t.flash(out)).toMatchObject({ text: "The settings were saved.", form: "save" });
    const source = await findJobSource(t.db, id);
    expect(source).toMatchObject({ cron: "0 6 * * *", enabled: true });
    expect(source?.nextRunAt).toBeInstanceOf(Date);
  });

  it("refuses bad settings with the field errors and keeps what was typed", async () => {
    const { id, path, cookie } = await scene();
    const out = await act(
      path,
      id,
      { intent: "save", ...leverFields({ schedule: "cron", cron: "* * * * *", name: "X" }) },
      cookie,
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "save",
      fieldErrors: { cron: "errors.cronTooOften", name: "errors.name" },
      values: { cron: "* * * * *", name: "X" },
    });
    expect((await findJobSource(t.db, id))?.cron).toBeNull();
  });

  it("deletes the source and goes back to the list", async () => {
    const { id, path, cookie } = await scene();
    const out = await act(path, id, { intent: "delete" }, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/job-scraping");
    expect(await t.db.select().from(jobSources)).toHaveLength(0);
  });

  it("refuses anyone but an admin (403), loader and action alike", async () => {
    const { id, path } = await scene();
    const cookie = await t.signIn("pat@example.org");
    for (const intent of ["run", "delete"]) expect((await act(path, id, { intent }, cookie)).status).toBe(403);
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(path, cookie), params: { id }, context: t.context() })),
    );
    expect(page.status).toBe(403);
    expect(await t.db.select().from(jobSources)).toHaveLength(1);
    expect(await listJobSourceRuns(t.db, id)).toHaveLength(0);
  });
});

describe("/admin/job-scraping and /admin/job-scraping/new", () => {
  it("runs a source from the list, leaving the flash for that row", async () => {
    const { id, cookie } = await scene();
    const request = t.post("/admin/job-scraping", { intent: "run", sourceId: id }, cookie);
    const out = await outcomeOf(() => listAction(routeArgs({ request, params: {}, context: t.context() })));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/job-scraping");
    expect(t.flash(out)).toMatchObject({ form: `run:${id}`, path: "/admin/job-scraping" });
  });

  it("refuses running from the list and adding a source to anyone but an admin; an unknown source is 404", async () => {
    const { id, cookie } = await scene();
    const partner = await t.signIn("pat@example.org");
    const list = (fields: Record<string, string>, who?: string) =>
      outcomeOf(() =>
        listAction(
          routeArgs({ request: t.post("/admin/job-scraping", fields, who), params: {}, context: t.context() }),
        ),
      );
    const create = (who?: string) =>
      outcomeOf(() =>
        newAction(
          routeArgs({
            request: t.post("/admin/job-scraping/new", { intent: "create", ...leverFields({ name: "Other" }) }, who),
            params: {},
            context: t.context(),
          }),
        ),
      );
    expect((await list({ intent: "run", sourceId: id }, partner)).status).toBe(403);
    expect((await create(partner)).status).toBe(403);
    const signedOut = await create();
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/auth\?next=/);
    expect(await listJobSourceRuns(t.db, id)).toHaveLength(0);
    expect(await t.db.select().from(jobSources)).toHaveLength(1);
    expect((await list({ intent: "run", sourceId: "00000000-0000-4000-8000-000000000000" }, cookie)).status).toBe(404);
  });

  it("refuses a new source with bad settings on its fields, keeping what was typed", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const cookie = await t.signIn("ada@example.org");
    const out = await outcomeOf(() =>
      newAction(
        routeArgs({
          request: t.post("/admin/job-scraping/new", { intent: "create", ...leverFields({ name: "" }) }, cookie),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      fieldErrors: { name: expect.any(String) },
      values: { identifier: "steamco", keywords: "geothermal" },
    });
    expect(await t.db.select().from(jobSources)).toHaveLength(0);
  });

  it("adds a source once however often the form is sent", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const cookie = await t.signIn("ada@example.org");
    const fields = { intent: "create", _submission: "0b6a3f0e-2a63-4b8e-9d1c-5c1d2f3e4a5b", ...leverFields() };
    const send = () =>
      outcomeOf(() =>
        newAction(
          routeArgs({
            request: t.post("/admin/job-scraping/new", fields, cookie),
            params: {},
            context: t.context(),
          }),
        ),
      );
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/admin\/job-scraping\/[0-9a-f-]{36}$/);
    expect(retry.location).toBe(first.location);
    expect(t.flash(retry)).toMatchObject({ text: "The source was added.", form: "create" });
    expect(await t.db.select().from(jobSources)).toHaveLength(1);
  });
});
