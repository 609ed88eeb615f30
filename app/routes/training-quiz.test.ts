import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { quizAttempts } from "~/db/schema";
import { action, loader } from "./training-quiz";

const t = setupRouteTests();

const profile = {
  intent: "profile",
  role: "engineer",
  years: "5",
  education: "bachelor",
  country: "",
  goal: "advance",
};

const post = (fields: Record<string, string>, cookie?: string) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/training-quiz", fields, cookie), params: {}, context: t.context() })),
  );

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith("quiz_attempt="))
    ?.split(";")[0];

async function start() {
  const out = await post({ ...profile, _submission: randomUUID() });
  expect(out.status).toBe(302);
  return cookieOf(out.headers)!;
}

type QuestionsPage = { mode: "questions"; page: number; questions: Array<{ id: string }> };

describe("/training-quiz", () => {
  it("refuses an incomplete profile per field, keeping what was typed", async () => {
    const out = await post({ ...profile, role: "", years: "70", country: "Kenya" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "profile",
      fieldErrors: { role: "errors.role", years: "errors.years" },
      values: { years: "70", country: "Kenya" },
    });
    expect(await t.db.select().from(quizAttempts)).toHaveLength(0);
  });

  it("starts one attempt however often the profile is sent, and shows its first page", async () => {
    const token = randomUUID();
    const first = await post({ ...profile, _submission: token });
    expect(first.location).toBe("/training-quiz?page=1");
    const again = await post({ ...profile, _submission: token });
    expect(cookieOf(again.headers)).toBe(cookieOf(first.headers));
    expect(await t.db.select().from(quizAttempts)).toHaveLength(1);

    const page = await outcomeOf(async () =>
      loader(
        routeArgs({ request: t.get("/training-quiz", cookieOf(first.headers)), params: {}, context: t.context() }),
      ),
    );
    expect(page.data).toMatchObject({ mode: "questions", page: 1 });
  });

  it("saves a page's answers and moves; refuses tampered answers and unknown forms", async () => {
    const cookie = await start();
    const page = (await outcomeOf(async () =>
      loader(routeArgs({ request: t.get("/training-quiz?page=1", cookie), params: {}, context: t.context() })),
    )) as { data: QuestionsPage };
    const [question] = page.data.questions;
    const next = await post({ intent: "next", page: "1", [`q:${question!.id}`]: "2" }, cookie);
    expect(next.location).toBe("/training-quiz?page=2");
    const [attempt] = await t.db.select().from(quizAttempts);
    expect(attempt?.answers).toEqual({ [question!.id]: 2 });

    const tampered = await post({ intent: "next", page: "1", "q:zz-99": "1" }, cookie);
    expect(tampered.status).toBe(400);
    expect(tampered.data).toMatchObject({ formError: "errors.tampered" });
    expect((await post({ intent: "next", page: "1", [`q:${question!.id}`]: "7" }, cookie)).status).toBe(400);
    expect((await post({ intent: "jump", page: "1" }, cookie)).status).toBe(400);

    // Submitting with open questions goes to the first of them.
    const open = await post({ intent: "submit", page: "6" }, cookie);
    expect(open.location).toBe("/training-quiz?page=1&incomplete=1");
    expect((await post({ intent: "back", page: "2" }, cookie)).location).toBe("/training-quiz?page=1");
  });

  it("restarts, and sends a post without an attempt back to the start", async () => {
    const cookie = await start();
    const restart = await post({ intent: "restart", page: "1" }, cookie);
    expect(restart.location).toBe("/training-quiz");
    expect(cookieOf(restart.headers)).toBe("quiz_attempt=");
    expect((await post({ intent: "next", page: "1" })).location).toBe("/training-quiz");
  });
});
