import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, signIn, test, unlock } from "./fixtures";

// The demo member's ledger (app/features/cpd/seed.server.ts): 24.5 hours in the cycle of their Associate
// credential (2024-03-18 to 2027-03-18), which asks for 30.

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 360 px`).toBeLessThanOrEqual(
    360,
  );
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await page.getByRole("heading", { level: 2, name: "Progress of your credentials" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/${name}-360-progress.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("a member logs CPD with a PDF evidence file, sees the progress change, downloads the file and exports CSV", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "CPD ledger" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your CPD ledger" })).toBeVisible();

  const card = page.getByRole("article", { name: "Associate Geothermal Professional (AGP)" });
  await expect(card).toContainText("24.5 of 30 hours counted");
  await expect(card).toContainText("Still missing: 5.5 hours.");
  await expect(card.getByRole("row", { name: /Courses and training/ })).toContainText("15.5");
  await expectAccessible(page);
  await shoot(page, "cpd-ledger");

  // A file that is not a PDF by its content is refused; what was typed stays.
  const form = page.locator("#entry-form");
  await form.getByLabel("Date").fill("2026-10-14");
  await form.getByLabel("Category").selectOption({ label: "Events and conferences" });
  await form.getByLabel("Hours").fill("3.5");
  await form.getByLabel("Provider").fill("Example Geothermal Association");
  await form.getByLabel("Description").fill("Webinar on reinjection monitoring (test entry)");
  await form.getByLabel("Evidence file (optional)").setInputFiles({
    name: "not-really.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>not a pdf</html>"),
  });
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(form.getByText("This file is not a PDF, JPEG or PNG (checked by its content).")).toBeVisible();
  await expect(form.getByLabel("Description")).toHaveValue("Webinar on reinjection monitoring (test entry)");
  await expect(form.getByLabel("Hours")).toHaveValue("3.5");

  await form.getByLabel("Evidence file (optional)").setInputFiles({
    name: "attendance.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The activity is in your ledger." })).toBeVisible();
  await expect(card).toContainText("28 of 30 hours counted");
  // The form is empty again for the next activity.
  await expect(form.getByLabel("Description")).toHaveValue("");
  await expect(card).toContainText("Still missing: 2 hours.");

  const row = page.getByRole("row", { name: /Webinar on reinjection monitoring/ });
  await expect(row).toContainText("Events and conferences");
  const evidence = page.waitForEvent("download");
  await row.getByRole("link", { name: "Download: attendance.pdf" }).click();
  const file = await evidence;
  expect(file.suggestedFilename()).toBe("attendance.pdf");
  expect(readFileSync(await file.path())).toEqual(PDF);

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await csvDownload).path(), "utf8");
  expect(csv).toContain("Date,Category,Hours,Provider,Description,Source,Evidence");
  expect(csv).toContain(
    "2026-10-14,Events and conferences,3.5,Example Geothermal Association,Webinar on reinjection monitoring (test entry),Logged by you,attendance.pdf",
  );
  await expectAccessible(page);
  await shoot(page, "cpd-ledger-after");

  // Without JavaScript the entry can be edited through the same page, and the ledger is left as seeded.
  const noScript = await openPage(page.context().browser()!, "198.51.100.77", { javaScriptEnabled: false });
  await noScript.context.addCookies(await page.context().cookies());
  await noScript.page.goto("/account/cpd");
  await noScript.page
    .getByRole("row", { name: /Webinar on reinjection monitoring/ })
    .getByRole("link", { name: /^Edit entry of/ })
    .click();
  await expect(noScript.page.getByRole("heading", { level: 2, name: "Edit an entry" })).toBeVisible();
  await expect(noScript.page.getByText("Current evidence file: attendance.pdf")).toBeVisible();
  await noScript.page.getByRole("button", { name: "Delete entry" }).click();
  await expect(noScript.page.getByRole("row", { name: /Webinar on reinjection monitoring/ })).toHaveCount(0);
  await expect(noScript.page.getByRole("article", { name: "Associate Geothermal Professional (AGP)" })).toContainText(
    "24.5 of 30 hours counted",
  );
  await noScript.context.close();
});
