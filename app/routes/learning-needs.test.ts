import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { surveyResponses } from "~/db/schema";
import { keySkills } from "~/content/home";
import { gapField } from "~/content/learning-needs";
import { action, loader } from "./learning-needs";

const t = setupRouteTests();

const steps: Array<Record<string, string | string[]>> = [
  { role: "engineer", experience: "4to7", region: "europe", country: "Iceland" },
  { currentLevel: "none", targetLevel: "associate" },
  Object.fromEntries(keySkills.map((skill) => [gapField(skill), "3"])),
  { formats: ["selfPaced", "liveOnline"], barriers: [], languages: ["en"], hours: "upTo2" },
  { contact: "no", email: "", comments: "Thanks" },
];

const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

async function post(fields: Record<string, string | string[]>, cookie?: string) {
  return outcomeOf(() =>
    action(routeArgs({ request: t.post("/learning-needs", fields, cookie), params: {}, context: t.context() })),
  );
}

async function load(cookie?: string) {
  return outcomeOf(() =>
    loader(routeArgs({ request: t.get("/learning-needs", cookie), params: {}, context: t.context() })),
  );
}

/** Starts a response (first step) and returns its cookie. */
async function start() {
  const out = await post({ step: "0", intent: "next", ...steps[0]! });
  expect(out.status).toBe(302);
  return cookieOf(out.headers, "survey_id")!;
}

describe("/learning-needs", () => {
  it("shows a first-time visitor the first step, never cached", async () => {
    const out = await load();
    expect(out.headers.get("Cache-Control")).toBe("no-store");
    expect(out.data).toMatchObject({ state: "step", step: 0, resumed: false });
  });

  it("refuses an incomplete first step with field errors and what was typed; nothing is stored", async () => {
    const out = await post({
      step: "0",
      intent: "next",
      role: "",
      experience: "4to7",
      region: "europe",
      country: "Iceland",
    });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "next",
      fieldErrors: { role: "errors.chooseOne" },
      values: { step: "0", country: "Iceland", experience: "4to7" },
    });
    expect(await t.db.select().from(surveyResponses)).toHaveLength(0);
  });

  it("starts the response once however often the first step is sent, and names it in a cookie", async () => {
    const token = randomUUID();
    const first = await post({ step: "0", intent: "next", _submission: token, ...steps[0]! });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/learning-needs");
    const cookie = cookieOf(first.headers, "survey_id");
    expect(cookie).toMatch(/^survey_id=[0-9a-f-]{36}$/);
    const again = await post({ step: "0", intent: "next", _submission: token, ...steps[0]! });
    expect(cookieOf(again.headers, "survey_id")).toBe(cookie);
    expect(await t.db.select().from(surveyResponses)).toHaveLength(1);

    const page = await load(cookie);
    expect(page.data).toMatchObject({ state: "step", step: 1 });
  });

  it("refuses tampered steps without writing", async () => {
    // A later step, Back or Submit without a response; no step at all.
    for (const fields of [
      { step: "3", intent: "next" },
      { step: "0", intent: "back" },
      { step: "4", intent: "submit", ...steps[4]! },
      { intent: "next", ...steps[0]! },
      { step: "-1", intent: "next" },
    ] as Array<Record<string, string | string[]>>) {
      const out = await post(fields);
      expect(out.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await t.db.select().from(surveyResponses)).toHaveLength(0);

    // Skipping ahead of the saved step, or a cookie naming no response.
    const cookie = await start();
    const skip = await post({ step: "4", intent: "submit", ...steps[4]! }, cookie);
    expect(skip.status).toBe(400);
    expect(skip.data).toMatchObject({ formError: "errors.tampered" });
    const foreign = await post(
      { step: "0", intent: "next", ...steps[0]! },
      "survey_id=00000000-0000-4000-8000-000000000000",
    );
    expect(foreign.status).toBe(400);
    const [row] = await t.db.select().from(surveyResponses);
    expect(row?.step).toBe(1);
    expect(row?.completedAt).toBeNull();
  });

  it("goes back keeping the valid answers of a half-filled step", async () => {
    const cookie = await start();
    const back = await post({ step: "1", intent: "back", currentLevel: "senior", targetLevel: "" }, cookie);
    expect(back.status).toBe(302);
    const [row] = await t.db.select().from(surveyResponses);
    expect(row?.step).toBe(0);
    expect(row?.answers).toMatchObject({ currentLevel: "senior" });
    expect(row?.answers).not.toHaveProperty("targetLevel");
  });

  it("finishes on the last step and shows the thank-you view with the answers", async () => {
    const cookie = await start();
    for (let step = 1; step < 4; step += 1) {
      const out = await post({ step: String(step), intent: "next", ...steps[step]! }, cookie);
      expect(out.status, `step ${step}`).toBe(302);
    }
    // The last step does not go "next": it submits.
    expect((await post({ step: "4", intent: "next", ...steps[4]! }, cookie)).status).toBe(400);
    const done = await post({ step: "4", intent: "submit", ...steps[4]! }, cookie);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/learning-needs");
    expect(cookieOf(done.headers, "survey_id")).toBe("survey_id=");
    const doneCookie = cookieOf(done.headers, "survey_done")!;
    const [row] = await t.db.select().from(surveyResponses);
    expect(row?.completedAt).not.toBeNull();
    expect(row?.answers).toMatchObject({ role: "engineer", contact: "no", comments: "Thanks" });

    const page = await load(doneCookie);
    expect(page.data).toMatchObject({ state: "done", answers: { country: "Iceland" } });
    // A finished response takes no more steps.
    expect((await post({ step: "4", intent: "submit", ...steps[4]! }, cookie)).status).toBe(400);
  });
});
