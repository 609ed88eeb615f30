import { describe, expect, it } from "vitest";
import { staffDuties } from "~/db/schema";
import type { Duty } from "~/features/auth";
import { criterionIds } from "~/features/exams";
import { savePortfolio, submitPortfolio } from "~/features/exams/index.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { scoredAttempt } from "../../tests/support/exam-results-fixtures.server";
import { testDeps } from "../../tests/support/test-db.server";
import { loader as queueLoader } from "./staff.assessments";
import { action, loader } from "./staff.assessments.$portfolioId";

const t = setupRouteTests();

async function staff(name: string, email: string, duties: Duty[]) {
  const id = await t.createUser("staff", name, email);
  if (duties.length) await t.db.insert(staffDuties).values(duties.map((duty) => ({ userId: id, duty })));
  return { id, cookie: await t.signIn(email) };
}

const portfolio = {
  projects: [
    {
      title: "Binary plant at Reykjanes",
      role: "Lead engineer",
      year: 2021,
      summary: "Led the design and commissioning of a 30 MW binary-cycle plant, from reservoir tests to handover.",
    },
  ],
  expertise:
    "Fifteen years of reservoir engineering and plant design, two standards committees, and a dozen reviewed papers on reinjection.",
};

async function setUp() {
  const candidateId = await t.createUser("member", "Cora Candidate", "cora@example.org");
  const invigilator = await staff("Ivo Invigilator", "ivo@example.org", ["invigilation"]);
  await scoredAttempt(t.db, { userId: candidateId, level: "expert", invigilatorId: invigilator.id });
  const candidate = { id: candidateId, role: "member" as const, duties: [] };
  expect((await savePortfolio(testDeps(t.db), candidate, portfolio)).ok).toBe(true);
  const done = await submitPortfolio(testDeps(t.db), candidate);
  if (!done.ok) throw new Error("not submitted");
  return {
    portfolioId: done.portfolio.id,
    exam: await staff("Eli Exam", "eli@example.org", ["examAdministration"]),
    a1: await staff("Ada One", "ada@example.org", ["assessment"]),
    a2: await staff("Ben Two", "ben@example.org", ["assessment"]),
    a3: await staff("Cai Three", "cai@example.org", ["assessment"]),
    finance: await staff("Fay Finance", "fay@example.org", ["finance"]),
  };
}

const queue = (cookie: string) =>
  outcomeOf(() =>
    queueLoader(routeArgs({ request: t.get("/staff/assessments", cookie), params: {}, context: t.context() })),
  );
const view = (cookie: string, portfolioId: string) =>
  outcomeOf(() =>
    loader(
      routeArgs({
        request: t.get(`/staff/assessments/${portfolioId}`, cookie),
        params: { portfolioId },
        context: t.context(),
      }),
    ),
  );
const post = (cookie: string, portfolioId: string, form: Record<string, string>) =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post(`/staff/assessments/${portfolioId}`, form, cookie),
        params: { portfolioId },
        context: t.context(),
      }),
    ),
  );
/** A scoring form in the rubric's order: technicalDepth, projectLeadership, safetyAndSustainability, reasoning, communication. */
const scoring = (...points: number[]) => ({
  intent: "score",
  ...Object.fromEntries(
    criterionIds.flatMap((id, i) => [
      [`score_${id}`, String(points[i])],
      [`comment_${id}`, `On ${id}.`],
    ]),
  ),
});

type Page = {
  canScore: boolean;
  canAssign: boolean;
  canRelease: boolean;
  choices: { id: string; name: string }[];
  others: { slot: number; scores: unknown }[];
  portfolio: { state: string; finalScore: number | null; panelPassed: boolean | null };
};

describe("/staff/assessments", () => {
  it("is for assessors and exam administration; others get the 403 of every staff exam page", async () => {
    const { portfolioId, finance, a1, exam } = await setUp();
    expect((await queue(finance.cookie)).status).toBe(403);
    expect((await view(finance.cookie, portfolioId)).status).toBe(403);
    expect((await post(finance.cookie, portfolioId, { intent: "release" })).status).toBe(403);
    // An assessor not on this panel: as if the portfolio did not exist.
    expect((await view(a1.cookie, portfolioId)).status).toBe(404);
    expect((await view(exam.cookie, "not-a-uuid")).status).toBe(404);
    const mine = await queue(a1.cookie);
    expect(mine.data).toMatchObject({ mine: [], all: null });
    const all = await queue(exam.cookie);
    expect(all.data).toMatchObject({ all: [{ portfolioId, candidateName: "Cora Candidate", state: "submitted" }] });
  });

  it("walks the panel: assign two, score alone, a third on disagreement, release", async () => {
    const { portfolioId, exam, a1, a2, a3 } = await setUp();
    const page = async (cookie: string) => (await view(cookie, portfolioId)).data as Page;
    const first = await page(exam.cookie);
    expect(first.canAssign).toBe(true);
    expect(first.choices.map((c) => c.name)).toEqual(["Ada One", "Ben Two", "Cai Three"]);
    // The invigilator holds no assessment duty, so is no choice; an empty choice is refused with a message.
    expect((await post(exam.cookie, portfolioId, { intent: "assign", assessorId: "" })).status).toBe(400);
    for (const a of [a1, a2]) {
      const done = await post(exam.cookie, portfolioId, { intent: "assign", assessorId: a.id });
      expect(done.status).toBe(302);
    }
    const again = await post(exam.cookie, portfolioId, { intent: "assign", assessorId: a3.id });
    expect(again.status).toBe(409);

    // Bad input keeps what was typed and names the field.
    const bad = await post(a1.cookie, portfolioId, {
      ...scoring(4, 4, 4, 4, 4),
      score_reasoning: "7",
      comment_communication: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: { score_reasoning: "errors.score", comment_communication: "errors.comment" },
      values: { score_technicalDepth: "4", comment_technicalDepth: "On technicalDepth." },
    });
    expect((await post(a1.cookie, portfolioId, scoring(4, 4, 4, 4, 4))).status).toBe(302);
    // Before the second assessor submits, neither sees the other's scores.
    expect((await page(a1.cookie)).others).toEqual([expect.objectContaining({ slot: 2, scores: null })]);
    expect((await page(a2.cookie)).others).toEqual([expect.objectContaining({ slot: 1, scores: null })]);
    expect((await page(a2.cookie)).canScore).toBe(true);
    expect((await post(a2.cookie, portfolioId, scoring(1, 1, 2, 1, 2))).status).toBe(302);
    expect((await post(a2.cookie, portfolioId, scoring(1, 1, 2, 1, 2))).status).toBe(409);
    // Both in: each sees the other's.
    expect((await page(a1.cookie)).others[0]!.scores).toMatchObject({ technicalDepth: 1 });

    const waiting = await page(exam.cookie);
    expect(waiting.portfolio.state).toBe("awaitingThird");
    expect(waiting.choices.map((c) => c.name)).toEqual(["Cai Three"]);
    expect((await post(exam.cookie, portfolioId, { intent: "assign", assessorId: a3.id })).status).toBe(302);
    // The third sees nothing of the first two before scoring.
    expect((await page(a3.cookie)).others.every((o) => o.scores === null)).toBe(true);
    expect((await post(a3.cookie, portfolioId, scoring(4, 3, 4, 3, 4))).status).toBe(302);

    const scored = await page(exam.cookie);
    expect(scored.portfolio).toMatchObject({ state: "scored", panelPassed: true });
    expect(scored.canRelease).toBe(true);
    expect((await post(a1.cookie, portfolioId, { intent: "release" })).status).toBe(403);
    expect((await post(exam.cookie, portfolioId, { intent: "release" })).status).toBe(302);
    expect((await post(exam.cookie, portfolioId, { intent: "release" })).status).toBe(409);
  });
});
