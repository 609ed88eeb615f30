import type { Page } from "@playwright/test";
import { chooseLanguage, expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * The staff review of certification applications (decision 044) through the real pages, on the demo applications
 * every new database gets (app/features/applications/seed.server.ts): finance records Aino's bank transfer,
 * the demo reviewer starts her review (English) and, in French, starts Bruno's and asks him for more; the demo
 * decision maker approves Aino (the window shows) and declines Bruno; the demo appeals handler — not the one who
 * declined Chidi — dismisses Chidi's appeal.
 */
const STAFF = {
  finance: { email: "finance@example.org", password: "GeoCert-finance-2026" },
  reviewer: { email: "reviewer@example.org", password: "GeoCert-reviewer-2026" },
  decider: { email: "decisions@example.org", password: "GeoCert-decisions-2026" },
  appeals: { email: "appeals@example.org", password: "GeoCert-appeals-2026" },
} as const;

type Browser = Parameters<typeof openPage>[0];

async function staffPage(browser: Browser, clientIp: string, who: keyof typeof STAFF): Promise<Page> {
  const { page } = await openPage(browser, clientIp);
  await unlock(page);
  await signIn(page, STAFF[who]);
  return page;
}

async function openCase(page: Page, name: string, query = "") {
  await page.goto(`/staff/applications${query}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

test("staff review: payment, review in two languages, ask for more, approve with a window, decline, appeal decided by someone else", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);
  const today = new Date().toISOString().slice(0, 10);

  // Finance records Aino's bank transfer.
  const finance = await staffPage(browser, clientIp, "finance");
  await finance.goto("/staff/payments");
  const invoice = finance.getByTestId("open-invoice").filter({ hasText: "Aino Applicant" });
  await invoice.getByLabel("Bank reference").fill("BANK-AINO-1");
  await invoice.getByLabel("Date received").fill(today);
  await invoice.getByRole("button", { name: "Record payment" }).click();
  await expect(finance.getByText(/Payment of invoice .* recorded/)).toBeVisible();

  // The reviewer's queue, filtered by a GET form; then Aino's case: the checklist passes, review starts.
  const reviewer = await staffPage(browser, clientIp, "reviewer");
  await reviewer.goto("/staff/applications");
  await expect(reviewer.getByRole("heading", { level: 2, name: "Applications" })).toBeVisible();
  await reviewer.getByLabel("Waiting since the last step").selectOption("7");
  await reviewer.getByRole("button", { name: "Show" }).click();
  await expect(reviewer).toHaveURL(/waiting=7/);
  await expect(reviewer.getByRole("link", { name: "Aino Applicant" })).toBeVisible();
  await expectAccessible(reviewer);
  await openCase(reviewer, "Aino Applicant");
  await expect(reviewer.getByText("Every item is met.")).toBeVisible();
  await expect(reviewer.getByText("Referees: 2 of 2 confirmed")).toBeVisible();
  await reviewer.getByRole("button", { name: "Start review" }).click();
  await expect(reviewer.getByText("Review started.", { exact: true })).toBeVisible();
  await expect(reviewer.getByRole("button", { name: "Ask for more information" })).toBeVisible();
  await expectAccessible(reviewer);
  await shoot(reviewer, "staff-review-case");

  // In French: Bruno's case, review started, more information asked with a deadline; a short reason is refused first.
  await reviewer.goto("/staff/applications");
  await chooseLanguage(reviewer, "Français");
  await expect(reviewer.getByRole("heading", { level: 2, name: "Candidatures" })).toBeVisible();
  await openCase(reviewer, "Bruno Applicant");
  await reviewer.getByRole("button", { name: "Commencer l’examen" }).click();
  await expect(reviewer.getByText("Examen commencé.", { exact: true })).toBeVisible();
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await reviewer.getByLabel("Ce qu’il faut, et pourquoi").fill("Court");
  await reviewer.getByLabel("Délai").fill(due);
  await reviewer.getByRole("button", { name: "Demander des compléments" }).click();
  await expect(reviewer.getByText("Écrivez un motif d’au moins 10 caractères.")).toBeVisible();
  await expect(reviewer.getByLabel("Ce qu’il faut, et pourquoi")).toHaveValue("Court");
  await reviewer.getByLabel("Ce qu’il faut, et pourquoi").fill("Merci d’envoyer le contrat du second poste.");
  await reviewer.getByRole("button", { name: "Demander des compléments" }).click();
  await expect(reviewer.getByText(/Des compléments ont été demandés au candidat, prévenu/)).toBeVisible();
  await expect(reviewer.getByText(/Des compléments ont été demandés au candidat pour le/)).toBeVisible();
  await expectAccessible(reviewer);

  // The decision maker approves Aino: the exam window shows. Then declines Bruno with a reason.
  const decider = await staffPage(browser, clientIp, "decider");
  await openCase(decider, "Aino Applicant");
  await decider.getByRole("button", { name: "Approve" }).click();
  await expect(decider.getByText(/Approved: the candidate was told/)).toBeVisible();
  await expect(decider.getByText(/Eligible to sit the exam from .* until .*\./)).toBeVisible();
  await openCase(decider, "Bruno Applicant");
  await decider.getByLabel("Reason for declining").fill("The second position could not be confirmed as full-time.");
  await decider.getByRole("button", { name: "Decline" }).click();
  await expect(decider.getByText(/Declined: the candidate was told by mail/)).toBeVisible();
  // Chidi's appeal is of this decision maker's own decline: marked and locked in the appeals view.
  await decider.goto("/staff/applications?state=appealed");
  await expect(
    decider.getByRole("row", { name: /Chidi Applicant/ }).getByText("Your decision is appealed"),
  ).toBeVisible();

  // Someone else, on the appeals panel, dismisses Chidi's appeal.
  const appeals = await staffPage(browser, clientIp, "appeals");
  await appeals.goto("/staff/applications");
  await appeals.getByRole("link", { name: "Appeals", exact: true }).click();
  await expect(appeals.getByRole("heading", { level: 2, name: "Appeals" })).toBeVisible();
  await openCase(appeals, "Chidi Applicant", "?state=appealed");
  await appeals.getByLabel("Reason").last().fill("The decline followed the rule: the contract shows part-time hours.");
  await appeals.getByRole("button", { name: "Dismiss the appeal" }).click();
  await expect(appeals.getByText(/Appeal dismissed: the candidate was told/)).toBeVisible();
  // The history names who decided the appeal.
  await expect(appeals.getByText(/— Appeal dismissed \(by Demo Appeals Handler\)/)).toBeVisible();
  await expectAccessible(appeals);
  await shoot(appeals, "staff-review-appeal");
});

test("the overview shows the applications as bars and a table, accessible", async ({ browser, clientIp }) => {
  const decider = await staffPage(browser, clientIp, "decider");
  await decider.goto("/staff/applications/overview");
  await expect(decider.getByRole("heading", { level: 2, name: "Applications overview" })).toBeVisible();
  await expect(decider.getByRole("table")).toBeVisible();
  await expectAccessible(decider);
  await shoot(decider, "staff-review-overview");
});

test("the queue's filters and a note work without JavaScript", async ({ browser, clientIp }) => {
  const { page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await signIn(page, STAFF.reviewer);
  await page.goto("/staff/applications");
  await page.getByLabel("Level").selectOption("professional");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/level=professional/);
  // Whichever demo case is where the other test left it (waiting, approved, declined or decided on appeal).
  for (const query of [
    "",
    "?state=approved",
    "?state=declined",
    "?state=appealDismissed",
    "?state=moreInfoRequested",
  ]) {
    await page.goto(`/staff/applications${query}`);
    if ((await page.locator("main table a").count()) > 0) break;
  }
  await page.locator("main table a").first().click();
  await page.getByLabel("Note", { exact: true }).fill("Contract received by post.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByText("Contract received by post.")).toBeVisible();
});
