import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * Exam results and the certification decision (decision 050) through the real pages, on the scored attempts every
 * new database gets (app/features/exams/seed.server.ts; the sitting pages that score attempts have their own
 * tests): exam administration releases Théo's withheld result with a reason; the demo decision maker — who neither
 * invigilated nor assessed — finds Marisol's released pass from the staff home, certifies her, and her new
 * credential verifies at /partners/verify.
 */
const STAFF = {
  exam: { email: "exam@example.org", password: "GeoCert-exam-2026" },
  decider: { email: "decisions@example.org", password: "GeoCert-decisions-2026" },
} as const;

type Browser = Parameters<typeof openPage>[0];

async function staffPage(
  browser: Browser,
  clientIp: string,
  who: keyof typeof STAFF,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const { page } = await openPage(browser, clientIp, options);
  await unlock(page);
  await signIn(page, STAFF[who]);
  return page;
}

test("exam results: a withheld result released with a reason; a released pass certified, its credential verified", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(120_000);

  // Exam administration: the withheld result, released with a reason that joins its history.
  const exam = await staffPage(browser, clientIp, "exam");
  await exam.goto("/staff/exam-results");
  await exam.getByLabel("Result status").selectOption("withheld");
  await exam.getByRole("button", { name: "Show" }).click();
  await expect(exam).toHaveURL(/status=withheld/);
  await exam.getByRole("link", { name: "Théo Candidate" }).click();
  await expect(exam.getByRole("heading", { level: 2, name: "Théo Candidate" })).toBeVisible();
  await expect(exam.getByText("Demo: the invigilator reported a phone ringing")).toBeVisible();
  // No decision form for exam administration: the decision is not theirs.
  await expect(exam.getByRole("button", { name: "Record the decision" })).toHaveCount(0);
  const release = exam.locator("form").filter({ has: exam.getByRole("button", { name: "Release the result" }) });
  await release.getByRole("button", { name: "Release the result" }).click();
  await expect(release.getByText("Please give a reason of at least 10 characters.")).toBeVisible();
  await release.getByLabel("Reason").fill("The phone was the invigilator's own; no misconduct.");
  await release.getByRole("button", { name: "Release the result" }).click();
  await expect(exam.getByText("The result is released.")).toBeVisible();
  await expect(exam.getByText("The phone was the invigilator's own; no misconduct.")).toBeVisible();
  await expectAccessible(exam);

  // The decision maker: from the staff home to the list, filtered, then Marisol's released pass.
  const decider = await staffPage(browser, clientIp, "decider");
  await decider.goto("/staff");
  await decider.getByRole("link", { name: "Open the exam results" }).click();
  await expect(decider.getByRole("heading", { level: 2, name: "Exam results" })).toBeVisible();
  await decider.getByLabel("Result status").selectOption("released");
  await decider.getByRole("button", { name: "Show" }).click();
  await expect(decider.getByRole("link", { name: "Marisol Candidate" })).toBeVisible();
  await expectAccessible(decider);
  await shoot(decider, "exam-results-list");

  await decider.getByRole("link", { name: "Marisol Candidate" }).click();
  await expect(decider.getByRole("heading", { level: 2, name: "Marisol Candidate" })).toBeVisible();
  await expect(decider.getByRole("heading", { name: "Results per domain" })).toBeVisible();
  await expect(decider.getByText("Passed", { exact: true })).toBeVisible();
  await expectAccessible(decider);
  await shoot(decider, "exam-result-decision");

  await decider.getByLabel("Certified", { exact: true }).check();
  await decider.getByLabel("Reason").fill("Released without incident; the pass stands.");
  await decider.getByRole("button", { name: "Record the decision" }).click();
  const done = decider.getByText(/Certified: credential GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2} is issued/);
  await expect(done).toBeVisible();
  const id = /GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2}/.exec((await done.textContent()) ?? "")![0];
  await expect(decider.getByText(/Certification decision: Certified/)).toBeVisible();
  await expect(decider.getByRole("button", { name: "Record the decision" })).toHaveCount(0);
  await expectAccessible(decider);
  await shoot(decider, "exam-result-certified");

  // The registry answers for the new credential, as for every other.
  await decider.goto(`/partners/verify?id=${id}&name=Candidate`);
  await expect(decider.getByTestId("verification-status")).toHaveText("Valid");
  await expect(decider.getByText("Marisol Candidate")).toBeVisible();
  await expect(decider.getByText("Certified Geothermal Professional")).toBeVisible();
});

test("without JavaScript, exam administration releases a pending result and a refused form keeps the reason", async ({
  browser,
  clientIp,
}) => {
  const exam = await staffPage(browser, clientIp, "exam", { javaScriptEnabled: false });
  await exam.goto("/staff/exam-results?status=pending");
  await exam.getByRole("link", { name: "Pita Candidate" }).click();
  await expect(exam.getByRole("heading", { level: 2, name: "Pita Candidate" })).toBeVisible();
  const release = exam.locator("form").filter({ has: exam.getByRole("button", { name: "Release the result" }) });
  await release.getByLabel("Reason").fill("Too short");
  await release.getByRole("button", { name: "Release the result" }).click();
  await expect(exam.getByText("Please give a reason of at least 10 characters.")).toBeVisible();
  await expect(release.getByLabel("Reason")).toHaveValue("Too short");
  await release.getByLabel("Reason").fill("Scored without incident; confirmed against the session log.");
  await release.getByRole("button", { name: "Release the result" }).click();
  await expect(exam.getByText("The result is released.")).toBeVisible();
  await expect(exam.getByText("Scored without incident; confirmed against the session log.")).toBeVisible();
});
