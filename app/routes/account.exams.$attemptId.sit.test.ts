import { describe, expect, it } from "vitest";
import { staffDuties } from "~/db/schema";
import { bookedAttempt, frozenForm, session } from "../../tests/support/exam-sitting-fixture.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { action as answerAction } from "./account.exams.$attemptId.answer";
import { loader as reportLoader } from "./account.exams.$attemptId.report";
import { action as sitAction, loader as sitLoader } from "./account.exams.$attemptId.sit";
import { loader as listLoader } from "./staff.invigilation";
import { action as sessionAction, loader as sessionLoader } from "./staff.invigilation.$sessionId";

const t = setupRouteTests();

/** An invigilator named at a session, another one who is not, a candidate booked there, another member. */
async function world() {
  const invigilatorId = await t.createUser("staff", "Ivo Invigilator", "ivo@example.org");
  const otherStaffId = await t.createUser("staff", "Oda Other", "oda@example.org");
  const reviewerId = await t.createUser("staff", "Rex Reviewer", "rex@example.org");
  await t.db.insert(staffDuties).values([
    { userId: invigilatorId, duty: "invigilation" },
    { userId: otherStaffId, duty: "invigilation" },
    { userId: reviewerId, duty: "applicationReviewer" },
  ]);
  const candidateId = await t.createUser("member", "Cai Candidate", "cai@example.org");
  await t.createUser("member", "Mo Other", "mo@example.org");
  await frozenForm(t.db);
  const s = await session(t.db, { invigilatorId, startsAt: new Date(Date.now() + 3_600_000) });
  const attempt = await bookedAttempt(t.db, { userId: candidateId, sessionId: s.id });
  return { sessionId: s.id, attempt };
}

const sitPath = (id: string, query = "") => `/account/exams/${id}/sit${query}`;

async function sitGet(id: string, cookie: string, query = "") {
  return outcomeOf(() =>
    sitLoader(
      routeArgs({ request: t.get(sitPath(id, query), cookie), params: { attemptId: id }, context: t.context() }),
    ),
  );
}

async function sitPost(id: string, fields: Record<string, string | string[]>, cookie: string, context = t.context()) {
  return outcomeOf(() =>
    sitAction(routeArgs({ request: t.post(sitPath(id), fields, cookie), params: { attemptId: id }, context })),
  );
}

async function admit(sessionId: string, attemptId: string, version: number, cookie: string) {
  return outcomeOf(() =>
    sessionAction(
      routeArgs({
        request: t.post(
          `/staff/invigilation/${sessionId}`,
          { intent: "admit", attemptId, version: String(version), identityChecked: "on" },
          cookie,
        ),
        params: { sessionId },
        context: t.context(),
      }),
    ),
  );
}

describe("invigilation pages", () => {
  it("need the duty, and a session's page needs being named at it", async () => {
    const { sessionId, attempt } = await world();
    const list = (cookie: string) =>
      outcomeOf(() =>
        listLoader(routeArgs({ request: t.get("/staff/invigilation", cookie), params: {}, context: t.context() })),
      );
    expect((await list(await t.signIn("rex@example.org"))).status).toBe(403);
    const mine = await list(await t.signIn("ivo@example.org"));
    expect((mine.data as { sessions: unknown[] }).sessions).toHaveLength(1);
    const page = (cookie: string) =>
      outcomeOf(() =>
        sessionLoader(
          routeArgs({
            request: t.get(`/staff/invigilation/${sessionId}`, cookie),
            params: { sessionId },
            context: t.context(),
          }),
        ),
      );
    expect((await page(await t.signIn("oda@example.org"))).status).toBe(404);
    const seen = await page(await t.signIn("ivo@example.org"));
    expect((seen.data as { candidates: { name: string }[] }).candidates.map((c) => c.name)).toEqual(["Cai Candidate"]);
    expect((await admit(sessionId, attempt.id, 1, await t.signIn("oda@example.org"))).status).toBe(404);

    // Without the identity check: refused, nothing changes.
    const ivo = await t.signIn("ivo@example.org");
    const unchecked = await outcomeOf(() =>
      sessionAction(
        routeArgs({
          request: t.post(
            `/staff/invigilation/${sessionId}`,
            { intent: "admit", attemptId: attempt.id, version: "1" },
            ivo,
          ),
          params: { sessionId },
          context: t.context(),
        }),
      ),
    );
    expect(unchecked.status).toBe(400);
  });
});

describe("the candidate's exam without scripts", () => {
  it("admits, starts on the code, saves and moves on, submits, and shows the report; others get 404", async () => {
    const { sessionId, attempt } = await world();
    const candidate = await t.signIn("cai@example.org");
    expect((await sitGet(attempt.id, await t.signIn("mo@example.org"))).status).toBe(404);
    expect(((await sitGet(attempt.id, candidate)).data as { stage: string }).stage).toBe("waiting");

    const admitted = await admit(sessionId, attempt.id, 1, await t.signIn("ivo@example.org"));
    const code = (admitted.data as { admitted: { code: string } }).admitted.code;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(((await sitGet(attempt.id, candidate)).data as { stage: string }).stage).toBe("code");

    const wrong = await sitPost(attempt.id, { intent: "code", code: "AAAA-AAAA" }, candidate);
    expect(wrong.status).toBe(400);
    expect((wrong.data as { fieldErrors: Record<string, string> }).fieldErrors.code).toBe("errors.wrongCode");
    const started = await sitPost(attempt.id, { intent: "code", code }, candidate);
    expect(started).toMatchObject({ status: 303, location: sitPath(attempt.id, "?item=1") });

    const first = (await sitGet(attempt.id, candidate, "?item=1")).data as {
      stage: string;
      current: { itemId: string; options: { id: string }[]; revision: number };
    };
    expect(first.stage).toBe("delivery");
    expect(JSON.stringify(first)).not.toMatch(/rationale|"key"/);
    const saved = await sitPost(
      attempt.id,
      {
        intent: "save",
        itemId: first.current.itemId,
        position: "1",
        choice: first.current.options[0]!.id,
        flagged: "on",
        revision: "1",
        go: "next",
      },
      candidate,
    );
    expect(saved).toMatchObject({ status: 303, location: sitPath(attempt.id, "?item=2") });
    const again = (await sitGet(attempt.id, candidate, "?item=1")).data as {
      current: { choice: string[]; flagged: boolean; revision: number };
      grid: { answered: boolean; flagged: boolean }[];
    };
    expect(again.current).toMatchObject({ choice: [first.current.options[0]!.id], flagged: true, revision: 1 });
    expect(again.grid[0]).toEqual({ position: 1, answered: true, flagged: true });

    // The script's endpoint: JSON, an older revision refused as stale, another's attempt 404.
    const answer = async (fields: Record<string, string>, cookie = candidate) =>
      outcomeOf(() =>
        answerAction(
          routeArgs({
            request: t.post(`/account/exams/${attempt.id}/answer`, fields, cookie),
            params: { attemptId: attempt.id },
            context: t.context(),
          }),
        ),
      );
    const base = { intent: "save", itemId: first.current.itemId, position: "1", go: "auto" };
    expect((await answer({ ...base, choice: first.current.options[1]!.id, revision: "3" })).data).toEqual({
      saved: { itemId: first.current.itemId, revision: 3 },
    });
    expect((await answer({ ...base, choice: first.current.options[2]!.id, revision: "2" })).data).toMatchObject({
      refused: { error: "stale", revision: 3 },
    });
    expect((await answer({ ...base, revision: "9" }, await t.signIn("mo@example.org"))).status).toBe(404);

    const unconfirmed = await sitPost(attempt.id, { intent: "submit" }, candidate);
    expect(unconfirmed.status).toBe(400);
    const submitted = await sitPost(attempt.id, { intent: "submit", confirm: "on" }, candidate);
    expect(submitted).toMatchObject({ status: 303, location: `/account/exams/${attempt.id}/report` });
    // After the end: the answer is refused, the page shows the end.
    expect((await answer({ ...base, revision: "10" })).status).toBe(409);
    expect(((await sitGet(attempt.id, candidate)).data as { stage: string }).stage).toBe("ended");

    const report = await outcomeOf(() =>
      reportLoader(
        routeArgs({
          request: t.get(`/account/exams/${attempt.id}/report`, candidate),
          params: { attemptId: attempt.id },
          context: t.context(),
        }),
      ),
    );
    expect((report.data as { status: string; result: { maxScore?: number } | null }).status).toBe("released");
    const { attempt: head, result } = report.data as { attempt: unknown; result: unknown };
    expect(JSON.stringify({ head, result })).not.toMatch(/fx-\d|option|stem/);
  });

  it("limits wrong admission codes", async () => {
    const { sessionId, attempt } = await world();
    await admit(sessionId, attempt.id, 1, await t.signIn("ivo@example.org"));
    const candidate = await t.signIn("cai@example.org");
    const context = t.context();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await sitPost(attempt.id, { intent: "code", code: "AAAAAAAA" }, candidate, context)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
