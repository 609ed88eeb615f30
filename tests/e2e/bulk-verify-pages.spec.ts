import { readFileSync } from "node:fs";
import { expect, expectAccessible, signIn, test, unlock } from "./fixtures";

// The script's results table shows 100 rows a page (drawing 5,000 at once took a second);
// the totals and the CSV download still cover every row.
const ACCENTED = { id: "GCF-2025-2SMF-QN", name: "Þórsdóttir" };
const REVOKED = { id: "GCF-2024-B5K7-5F", name: "Fallow" };

function csvOf(rows: number): string {
  const lines = ["credential_id,last_name", `${REVOKED.id},Fallow`];
  for (let i = 1; i < rows; i += 1) lines.push(`${ACCENTED.id},${ACCENTED.name}`);
  return `${lines.join("\n")}\n`;
}

test.beforeEach(async ({ page }) => {
  await unlock(page);
  await signIn(page, "partner");
});

test("the results table shows 100 rows a page; totals and the CSV cover all rows", async ({ page }) => {
  await page.goto("/partners/bulk-verify");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "250.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(250)) });
  await page.getByRole("button", { name: "Check credentials" }).click();
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("250 rows checked")).toBeVisible();
  await expect(page.getByTestId("count-valid")).toHaveText("249");
  await expect(page.getByTestId("count-revoked")).toHaveText("1");

  const rows = page.locator("tbody tr[data-row]");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const previous = pager.getByRole("button", { name: "Previous" });
  const next = pager.getByRole("button", { name: "Next" });
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toHaveAttribute("data-row", "2"); // line 1 is the header
  await expect(pager.getByText("Page 1 of 3")).toBeVisible();
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await expectAccessible(page);

  await next.click();
  await expect(pager.getByText("Page 2 of 3")).toBeVisible();
  await expect(rows.first()).toHaveAttribute("data-row", "102");
  await expect(rows).toHaveCount(100);
  await next.press("Enter"); // by keyboard too; focus stays on the button
  await expect(pager.getByText("Page 3 of 3")).toBeVisible();
  await expect(rows).toHaveCount(50);
  await expect(rows.last()).toHaveAttribute("data-row", "251");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(next).toBeFocused();
  await next.press("Enter"); // nothing past the last page
  await expect(pager.getByText("Page 3 of 3")).toBeVisible();
  await previous.click();
  await expect(pager.getByText("Page 2 of 3")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/bulk-verify-pages.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await pager.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/bulk-verify-pages-360.png" });
  await page.setViewportSize({ width: 1280, height: 800 });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download results (CSV)" }).click();
  const csv = readFileSync((await (await downloadPromise).path())!, "utf8");
  expect(csv.trim().split("\r\n")).toHaveLength(251); // the header and every row
  expect(csv).toContain(`2,${REVOKED.id},Fallow,revoked`);
  expect(csv).toContain(`251,${ACCENTED.id},${ACCENTED.name},valid`);
});

test("a short file has no pager", async ({ page }) => {
  await page.goto("/partners/bulk-verify");
  await page.getByLabel("Paste rows").fill(`${REVOKED.id},Fallow\n${ACCENTED.id},${ACCENTED.name}`);
  await page.getByRole("button", { name: "Check credentials" }).click();
  await expect(page.getByText("2 rows checked")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("tbody tr[data-row]")).toHaveCount(2);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
});
