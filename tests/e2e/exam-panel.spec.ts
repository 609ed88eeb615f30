import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * The Expert panel (decision 053) through the real pages: the demo Expert candidate (expert@, with an approved
 * application and a released written exam from app/features/exams/panel/seed.server.ts) writes and submits their
 * portfolio; exam administration puts assessor@ and assessor2@ on its panel; the two score alone and disagree
 * widely; exam administration assigns assessor3@, who scores, and releases the panel's result; the candidate sees
 * the outcome and not the scores; the decision maker sees the panel's outcome and certifies.
 */
const STAFF = {
  exam: { email: "exam@example.org", password: "GeoCert-exam-2026" },
  a1: { email: "assessor@example.org", password: "GeoCert-assessor-2026" },
  a2: { email: "assessor2@example.org", password: "GeoCert-assessor2-2026" },
  a3: { email: "assessor3@example.org", password: "GeoCert-assessor3-2026" },
  decider: { email: "decisions@example.org", password: "GeoCert-decisions-2026" },
  expert: { email: "expert@example.org", password: "GeoCert-expert-2026" },
} as const;
const CANDIDATE = "Demo Expert Candidate";
const criteria = [
  ["Portfolio: Technical depth", "Technical depth"],
  ["Portfolio: Project leadership", "Project leadership"],
  ["Portfolio: Safety and sustainability", "Safety and sustainability"],
  ["Interview: Reasoning", "Reasoning"],
  ["Interview: Communication", "Communication"],
] as const;

type Browser = Parameters<typeof openPage>[0];

async function staffPage(browser: Browser, clientIp: string, who: keyof typeof STAFF): Promise<Page> {
  const { page } = await openPage(browser, clientIp);
  await unlock(page);
  await signIn(page, STAFF[who]);
  return page;
}

/** Opens the candidate's portfolio from the assessor's queue and submits one score per criterion. */
async function score(page: Page, points: readonly number[]) {
  await page.goto("/staff/assessments");
  await page.getByRole("link", { name: CANDIDATE }).first().click();
  await expect(page.getByRole("heading", { name: "Score the portfolio and the interview" })).toBeVisible();
  for (const [i, [legend, name]] of criteria.entries()) {
    await page
      .getByRole("group", { name: legend })
      .getByLabel(new RegExp(`^${points[i]} — `))
      .check();
    await page.getByLabel(`Why this score for ${name}`).fill(`Scored ${points[i]} on the evidence shown.`);
  }
  await page.getByRole("button", { name: "Submit my scores" }).click();
  await expect(page.getByText("Your scores are submitted.")).toBeVisible();
}

test("the Expert panel: two assessors disagree, a third scores, the result is released and certified", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);

  // The candidate: from their exams page to the portfolio; a refused draft keeps what was typed.
  const me = await staffPage(browser, clientIp, "expert");
  await me.goto("/account/exams");
  await me.getByRole("link", { name: "Open your portfolio" }).click();
  await expect(me.getByRole("heading", { level: 1, name: "My Expert portfolio" })).toBeVisible();
  await expect(me.getByText(/at least 12 of 20 points/)).toBeVisible();
  const first = me.getByRole("group", { name: "Project 1" });
  await first.getByLabel("Title").fill("Fictional geothermal plant, Taupō");
  await first.getByLabel("Your role").fill("Chief engineer");
  await first.getByLabel("Year").fill("20");
  await first
    .getByLabel("What you did and what came of it")
    .fill("Led the design and commissioning of a fictional 40 MW flash plant and its reinjection wells.");
  await me
    .getByLabel("Statement of expertise")
    .fill(
      "Twenty years of fictional geothermal plant design and operation, leading teams of engineers, and writing the operator's safety and reinjection rules.",
    );
  await me.getByRole("button", { name: "Save draft" }).click();
  await expect(me.getByText("Give a year between 1950 and 2100.")).toBeVisible();
  await expect(first.getByLabel("Title")).toHaveValue("Fictional geothermal plant, Taupō");
  await first.getByLabel("Year").fill("2020");
  await me.getByRole("button", { name: "Save draft" }).click();
  await expect(me.getByText("Your draft is saved.")).toBeVisible();
  await expectAccessible(me);
  await me.getByRole("button", { name: "Submit the portfolio" }).click();
  await expect(me.getByText("Tick the box to confirm.")).toBeVisible();
  await me.getByLabel("I have checked my portfolio and want to submit it now.").check();
  await me.getByRole("button", { name: "Submit the portfolio" }).click();
  await expect(me.getByText("Your portfolio is submitted.")).toBeVisible();
  await expect(me.getByText(/Assessors are being assigned/)).toBeVisible();
  await expect(me.getByRole("button", { name: "Save draft" })).toHaveCount(0);

  // Exam administration puts the two assessors on the panel.
  const exam = await staffPage(browser, clientIp, "exam");
  await exam.goto("/staff/assessments");
  await exam.getByRole("link", { name: CANDIDATE }).first().click();
  for (const name of ["Demo Assessor", "Demo Assessor Two"]) {
    await exam.getByLabel("Assessor", { exact: true }).selectOption({ label: name });
    await exam.getByRole("button", { name: "Assign" }).click();
    await expect(exam.getByText("The assessor is assigned.")).toBeVisible();
  }

  const a1 = await staffPage(browser, clientIp, "a1");
  await a1.goto("/staff");
  await a1.getByRole("link", { name: "Assessments", exact: true }).first().click();
  await expect(a1.getByRole("heading", { level: 2, name: "Assessments" })).toBeVisible();
  await a1.getByRole("link", { name: CANDIDATE }).first().click();
  // A refused form keeps what was typed and says what is missing.
  await a1.getByLabel("Why this score for Technical depth").fill("Kept while the rest is missing.");
  await a1.getByRole("button", { name: "Submit my scores" }).click();
  await expect(a1.getByText("Choose a score for this criterion.").first()).toBeVisible();
  await expect(a1.getByLabel("Why this score for Technical depth")).toHaveValue("Kept while the rest is missing.");
  await expectAccessible(a1);
  await score(a1, [4, 4, 4, 4, 4]);
  // The other assessor has not scored: nothing of theirs shows.
  await expect(a1.getByText("Not submitted yet.")).toBeVisible();

  const a2 = await staffPage(browser, clientIp, "a2");
  await score(a2, [1, 1, 2, 1, 2]);
  await expect(a2.getByText("Scored 4 on the evidence shown.").first()).toBeVisible();

  await exam.reload();
  await expect(exam.getByRole("heading", { name: "Assign a third assessor" })).toBeVisible();
  await exam.getByLabel("Assessor", { exact: true }).selectOption({ label: "Demo Assessor Three" });
  await exam.getByRole("button", { name: "Assign" }).click();
  await expect(exam.getByText("The assessor is assigned.")).toBeVisible();

  const a3 = await staffPage(browser, clientIp, "a3");
  await score(a3, [4, 3, 4, 3, 4]);

  await exam.reload();
  await expect(exam.getByText(/The panel's outcome: passed, 19 of 20/)).toBeVisible();
  await expectAccessible(exam);
  await shoot(exam, "exam-panel-release");
  await exam.getByRole("button", { name: "Release to the candidate" }).click();
  await expect(exam.getByText("The result is released and the candidate is mailed.")).toBeVisible();

  // The candidate sees the outcome, never an assessor's scores.
  await me.reload();
  await expect(me.getByText("Passed, 19 of 20 points.")).toBeVisible();
  await expect(me.getByText("Scored 4 on the evidence shown.")).toHaveCount(0);
  await shoot(me, "exam-panel-candidate");

  const decider = await staffPage(browser, clientIp, "decider");
  await decider.goto("/staff/exam-results");
  await decider.getByRole("link", { name: CANDIDATE }).first().click();
  await expect(decider.getByRole("heading", { level: 2, name: CANDIDATE })).toBeVisible();
  await decider.getByLabel("Certified", { exact: true }).check();
  await decider.getByLabel("Reason").fill("Written exam and panel both passed and released.");
  await decider.getByRole("button", { name: "Record the decision" }).click();
  await expect(decider.getByText(/Certified: credential GCF-/)).toBeVisible();
});
