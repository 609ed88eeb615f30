import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, signIn, test, unlock } from "./fixtures";

// The demo member's linked Associate credential (app/db/seed-holders.server.ts) expires on 18 March
// 2027: its renewal is open, and the demo CPD entries (app/db/seed-renewals.server.ts) meet the 30 hours.
const HELD = "GCF-2024-2YT2-HH";

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 360 px`).toBeLessThanOrEqual(
    360,
  );
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a member renews, the admin audits (rate 100 %) and approves, the registry shows the new expiry", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);
  const staff = await openPage(browser, clientIp);
  const admin = staff.page;
  await unlock(admin);
  await signIn(admin, "admin");
  await admin.goto("/admin/renewals");
  await expect(admin.getByRole("heading", { level: 2, name: "Renewals" })).toBeVisible();
  await admin.getByLabel("Share of renewals drawn for audit (percent)").fill("100");
  await admin.getByRole("button", { name: "Save the rate" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "The audit rate is now 100 %." })).toBeVisible();

  await unlock(page);
  await signIn(page, "member");
  await page.goto("/account/credentials");
  await page.getByRole("link", { name: `Renew credential ${HELD}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Renew your credential" })).toBeVisible();
  await expect(page.getByTestId("renewal-phase")).toContainText(
    "Renewal is open until your credential expires on 18 March 2027.",
  );
  await expect(page.getByTestId("renewal-missing")).toHaveText("The requirement is met.");
  await expect(page.getByRole("link", { name: "Open your CPD ledger" })).toHaveAttribute("href", "/account/cpd");
  await expectAccessible(page);
  await shoot(page, "renewal-member-open");

  // The code of conduct must be confirmed (the browser asks first; without it the server refuses).
  await page.getByLabel("I confirm that I follow the GeoCert code of conduct.").check();
  await page.getByRole("button", { name: "Send my renewal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your renewal was sent." })).toBeVisible();
  await expect(page.getByTestId("renewal-status")).toContainText("Sent: staff will review it.");

  // The admin sees it to review, sampled for audit, and asks for evidence.
  await admin.goto("/admin/renewals");
  await expect(admin.getByTestId("expiring-180")).not.toHaveText("0");
  await expectAccessible(admin);
  await shoot(admin, "renewal-admin-dashboard");
  await admin.getByRole("link", { name: `Review the renewal of ${HELD}` }).click();
  await expect(admin.getByRole("heading", { level: 2, name: `Renewal of ${HELD}` })).toBeVisible();
  await expect(admin.getByText(/of 10,000 at a rate of 100 %: Sampled/)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Approve renewal" })).toHaveCount(0);
  await admin.getByRole("button", { name: "Request evidence" }).click();
  await expect(admin.getByTestId("renewal-admin-status")).toHaveText("In audit");
  await expect(admin.getByText("Waiting for the holder's evidence before a decision.")).toBeVisible();

  // The member is asked for evidence and says it is ready.
  await page.reload();
  await expect(page.getByTestId("renewal-status")).toContainText("Selected for audit: evidence requested.");
  await expect(page.getByRole("table", { name: "Ledger entries counted in this renewal" })).toContainText(
    "Well control for geothermal drilling",
  );
  await expectAccessible(page);
  await shoot(page, "renewal-member-audit");
  await page.getByRole("button", { name: "Evidence is ready" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you: staff will review your evidence." }),
  ).toBeVisible();

  // The admin approves: new validity.
  await admin.reload();
  await expect(admin.getByTestId("renewal-admin-status")).toHaveText("Evidence ready");
  await expectAccessible(admin);
  await shoot(admin, "renewal-admin-review");
  await admin.getByRole("button", { name: "Approve renewal" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Renewal approved" })).toBeVisible();
  await expect(admin.getByText("18 March 2027 to 18 March 2030")).toBeVisible();
  await staff.context.close();

  await page.reload();
  await expect(page.getByTestId("renewal-status")).toContainText(
    "Approved: your credential is valid until 18 March 2030.",
  );

  // Anyone checking the registry sees the new expiry.
  const visitor = await openPage(browser, clientIp);
  await unlock(visitor.page);
  await visitor.page.goto(`/partners/verify?id=${HELD}&name=Member`);
  await expect(visitor.page.getByTestId("verification-status")).toContainText("Valid");
  await expect(visitor.page.locator("main")).toContainText("18 March 2030");
  // And the signed credential carries the new dates.
  const signed = await page.request.get(`/credentials/${HELD}/credential.json`);
  expect(signed.status()).toBe(200);
  const document = (await signed.json()) as { validFrom: string; validUntil: string };
  expect(document.validUntil).toBe("2030-03-18T23:59:59Z");
  expect(document.validFrom).toBe("2027-03-18T00:00:00Z");
  await visitor.context.close();
});

test("the renewal page works without JavaScript and is the holder's alone", async ({ browser, clientIp }) => {
  const other = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(other.page);
  await signIn(other.page, "partner");
  const response = await other.page.goto(`/account/renewal/${HELD}`);
  expect(response?.status()).toBe(404);
  await other.context.close();
});
