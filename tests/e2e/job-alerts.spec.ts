import type { Page } from "@playwright/test";
import { expect, expectAccessible, latestMail, linkInMail, openPage, signIn, test, unlock } from "./fixtures";

// Whole flows on a shared, slow machine; instant alerts go out on the next minute's run.
test.describe.configure({ timeout: 240_000 });

/** A full-page screenshot, after checking that nothing overflows sideways. */
async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A mail's text with quoted-printable soft line breaks undone. */
const unfolded = (mail: string) => mail.replace(/=\r?\n/g, "");

test("a guest saves an alert without JavaScript, confirms it, and is mailed a matching new job", async ({
  browser,
  page,
  clientIp,
}) => {
  const email = `guest-${Date.now()}@example.org`;
  // The guest, at 360 px and without JavaScript: the filters fold behind "Filters" and still work.
  const guest = await openPage(browser, clientIp, { javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  await unlock(guest.page);
  await guest.page.goto("/community/jobs");
  await guest.page.getByText("Filters", { exact: true }).click();
  await guest.page.getByLabel("Keyword").fill("Fumarole");
  await guest.page.getByLabel("Country").selectOption({ label: "Iceland" });
  await guest.page.getByRole("button", { name: "Show jobs" }).click();
  await expect(guest.page).toHaveURL(/q=Fumarole/);
  await expect(guest.page).toHaveURL(/country=IS/);

  const form = guest.page.getByRole("region", { name: "Get these jobs by e-mail" });
  await form.getByLabel("How often").selectOption({ label: "As soon as they are published" });
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByRole("button", { name: "Save alert" }).click();
  await expect(guest.page.getByText(/a confirmation link is on its way/)).toBeVisible();
  await expect(guest.page).toHaveURL(/q=Fumarole/);
  await screenshot(guest.page, "job-alerts-guest-saved-360");
  await guest.context.close();

  // The confirmation names our own labels, never the typed keyword. The guest follows it with
  // JavaScript on (axe needs it), still at 360 px.
  const confirmation = await latestMail(email);
  expect(confirmation).toContain("Iceland");
  expect(confirmation).not.toContain("Fumarole");
  const link = linkInMail(confirmation, "/community/jobs/alerts");
  const guest2 = await openPage(browser, clientIp, { viewport: { width: 360, height: 800 } });
  await unlock(guest2.page);
  await guest2.page.goto(link);
  await expect(guest2.page.getByRole("heading", { level: 1, name: "Your job alert" })).toBeVisible();
  await expect(guest2.page.getByText(/waiting for your confirmation/)).toBeVisible();
  await expectAccessible(guest2.page);
  await screenshot(guest2.page, "job-alerts-confirm-360");
  await guest2.page.getByRole("button", { name: "Confirm alert" }).click();
  await expect(guest2.page.getByText("Alert confirmed.", { exact: false })).toBeVisible();
  await expect(guest2.page.getByRole("heading", { level: 2, name: /Fumarole/ })).toBeVisible();

  // A partner posts a matching job.
  await unlock(page);
  await signIn(page, "partner");
  await page.goto("/community/jobs/new");
  await page.getByLabel("Job title").fill("Fumarole Monitoring Technician");
  await page.getByLabel("Organisation").fill("Hekla Drilling Ltd.");
  await page.getByLabel("Country").selectOption({ label: "Iceland" });
  await page.getByLabel("City").fill("Hveragerði");
  await page.getByLabel("Description").fill("Sample and log fumaroles and hot springs around our wells.");
  await page.getByLabel("Application email").fill("jobs@example.org");
  await page.getByRole("button", { name: "Publish job" }).click();
  await expect(page.getByText("Your job is published.")).toBeVisible({ timeout: 20_000 });

  // The instant alert goes out on the next minute's run.
  await expect
    .poll(async () => unfolded(await latestMail(email)).includes("Fumarole Monitoring Technician"), {
      message: "the alert mail",
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(true);
  const alertMail = await latestMail(email);
  expect(alertMail).toMatch(/New geothermal jobs for your alert/);
  expect(alertMail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/unsubscribe\?token=/m);
  expect(alertMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  // Its unsubscribe link stops the alert, no sign-in needed.
  await guest2.page.goto(linkInMail(alertMail, "/unsubscribe"));
  await expect(guest2.page.getByText("job alert mails for one saved search")).toBeVisible();
  await guest2.page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(guest2.page.getByText(/Done: you will no longer receive/)).toBeVisible();
  await guest2.page.goto(link);
  await expect(guest2.page.getByText(/This link is not valid any more/)).toBeVisible();
  await guest2.context.close();
});

test("a member saves the board's search as an alert and manages it", async ({ page }) => {
  await unlock(page);
  await signIn(page, "member");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/community/jobs?workplace=remote");
  const form = page.getByRole("region", { name: "Get these jobs by e-mail" });
  await expect(form.getByLabel("Your e-mail address")).toHaveCount(0);
  await form.getByLabel("How often").selectOption({ label: "Weekly digest" });
  await form.getByRole("button", { name: "Save alert" }).click();
  await expect(page.getByText("Alert saved.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "job-alerts-board-1280");

  await form.getByRole("link", { name: "Your job alerts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Job alerts" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Remote" }) });
  await expect(item.getByLabel("How often")).toHaveValue("weekly");
  await item.getByLabel("How often").selectOption({ label: "Daily digest" });
  await item.getByRole("button", { name: "Change" }).click();
  await expect(page.getByText("Saved: Daily digest.")).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, "job-alerts-manage-360");
  await page.getByRole("button", { name: "Delete alert: Remote" }).click();
  await expect(page.getByText("Alert deleted.", { exact: false })).toBeVisible();
  await expect(page.getByText("You have no job alerts yet.", { exact: false })).toBeVisible();
});
