import { expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * Item statistics (decision 055) through the real pages, on the demo's past associate session sat in English,
 * Spanish and French (app/features/exams/statistics/seed.server.ts), one item's Spanish text made to mislead:
 * exam administration opens the statistics from the bank, reads the form's chart and the items table, follows a
 * flagged item to its page, reads the per-language chart and its table, and goes to the Spanish translation in
 * the item editor.
 */
test("item statistics: a form's reliability and chart, a flagged item per language, on to its translation", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(120_000);
  const { page } = await openPage(browser, clientIp);
  await unlock(page);
  await signIn(page, { email: "exam@example.org", password: "GeoCert-exam-2026" });
  await page.goto("/staff/exams");
  await page.getByRole("link", { name: "Item statistics" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Item statistics" })).toBeVisible();
  const form = page.getByLabel("Exam form");
  // The demo's Associate form is the one its past session sat; the bank's browser test may have frozen another.
  const associates = await form
    .locator("option", { hasText: /Associate/ })
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const cohort = page.getByText(/Candidates per language: English 37 · Español 36 · Français 37/);
  for (const value of associates) {
    await form.selectOption(value);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(value));
    await expect(page.getByRole("heading", { level: 2, name: "Item statistics" })).toBeVisible();
    if (await cohort.isVisible()) break;
  }
  await expect(page.getByText("Reliability (KR-20)")).toBeVisible();
  await expect(cohort).toBeVisible();
  await expect(page.getByRole("img", { name: /Scatter chart/ })).toBeVisible();
  // The rule as the page states it, from the one place it is kept.
  await expect(
    page.getByText(/Mantel–Haenszel Δ of at least 1\.5, significant\), with at least 30 candidates/),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "exam-statistics-form");

  const flagged = page.getByRole("row").filter({ hasText: "Likely translation fault (Español)" }).first();
  await flagged.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: /^Item / })).toBeVisible();
  const chart = page.getByRole("img", { name: /Bar chart: the share of candidates right in each language/ });
  await expect(chart).toBeVisible();
  await expect(chart.getByText(/^es /)).toBeVisible();
  const spanish = page.getByTestId("language-es");
  await expect(spanish).toContainText("Español");
  await expect(spanish).toContainText("36");
  await expect(page.getByRole("img", { name: /the share of candidates who chose each option/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "exam-statistics-item");

  await page.getByRole("link", { name: "Check the translation (Español)" }).click();
  await expect(page).toHaveURL(/\/staff\/exams\/items\/[^#]+#translation-es$/);
  await expect(page.locator("#translation-es")).toBeVisible();
  await expect(page.locator("#translation-es").getByRole("heading", { name: "Español" })).toBeVisible();
});
