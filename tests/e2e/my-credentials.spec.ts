import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

// The demo member's credentials (app/features/credentials/seed.server.ts): the same ids in every new database.
const HELD = "GCF-2024-2YT2-HH";
const CLAIMABLE = "GCF-2026-RD9E-4X";

test("a member claims a demo credential, publishes its page, a visitor sees its status; off again it is gone", async ({
  page,
  browser,
  clientIp,
}) => {
  // Two browser contexts, axe twice and four screenshots: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/account");
  const section = page.getByRole("region", { name: "My credentials" });
  await expect(section).toContainText("You hold 1 credential.");
  await expect(section).toContainText("1 credential issued to your address is waiting to be claimed.");
  await section.getByRole("link", { name: "Open My credentials" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "My credentials" })).toBeVisible();
  const claimable = page.locator(`[data-claimable="${CLAIMABLE}"]`);
  await expect(claimable).toContainText("Certified Geothermal Professional");
  await expect(page.locator(`[data-credential="${HELD}"]`)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "my-credentials-before-claim");

  await page.getByRole("button", { name: `Claim credential ${CLAIMABLE}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Credential ${CLAIMABLE} is now linked` })).toBeVisible();
  await expect(claimable).toHaveCount(0);
  const card = page.locator(`[data-credential="${CLAIMABLE}"]`);
  await expect(card.getByTestId("credential-status")).toHaveText("Active");
  await expect(card).toContainText("30 June 2026");
  await expect(card).toContainText("30 June 2029");
  await expect(card.getByRole("link", { name: "Power plant operations" })).toBeVisible();
  await expect(card.getByTestId("public-page-state")).toHaveText(
    "Off: only you and GeoCert staff can open this credential's page.",
  );

  // The page is private until switched on: a signed-out visitor (past the site gate) gets a 404.
  const visitor = await openPage(browser, clientIp);
  await unlock(visitor.page);
  const before = await visitor.page.goto(`/credentials/${CLAIMABLE}`);
  expect(before?.status()).toBe(404);

  await card.getByRole("button", { name: `Switch public page on for credential ${CLAIMABLE}` }).click();
  await expect(card.getByRole("status")).toHaveText(`The public page of credential ${CLAIMABLE} is on.`);
  await expect(card.getByTestId("public-page-state")).toHaveText(
    "On: anyone with the link can open this credential's page.",
  );
  await expectAccessible(page);
  await shoot(page, "my-credentials");

  const response = await visitor.page.goto(`/credentials/${CLAIMABLE}`);
  expect(response?.status()).toBe(200);
  const view = visitor.page;
  await expect(view.getByRole("heading", { level: 1, name: "Certified Geothermal Professional" })).toBeVisible();
  await expect(view.getByTestId("holder-name")).toHaveText("Demo Member");
  await expect(view.getByTestId("credential-status")).toHaveText("Active");
  await expect(view.getByTestId("credential-id")).toHaveText(CLAIMABLE);
  await expect(view.getByRole("link", { name: `Verify in the registry: credential ${CLAIMABLE}` })).toHaveAttribute(
    "href",
    `/partners/verify?id=${CLAIMABLE}&name=Member`,
  );
  await expect(view.getByLabel("Link to this page")).toHaveValue(`https://geocert.example/credentials/${CLAIMABLE}`);
  await expect(view.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `https://geocert.example/credentials/${CLAIMABLE}`,
  );
  await expect(view.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Certified Geothermal Professional: Demo Member — GeoCert",
  );
  await expect(view.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  await expect(view.locator("main")).not.toContainText("@");
  await expectAccessible(view);
  await shoot(view, "credential-public");

  // Off again: the visitor's next look is a 404.
  await card.getByRole("button", { name: `Switch public page off for credential ${CLAIMABLE}` }).click();
  await expect(card.getByRole("status")).toHaveText(`The public page of credential ${CLAIMABLE} is off.`);
  const after = await view.goto(`/credentials/${CLAIMABLE}`);
  expect(after?.status()).toBe(404);
  await visitor.context.close();

  // The holder still sees it, marked private.
  await page.goto(`/credentials/${CLAIMABLE}`);
  await expect(page.getByRole("note")).toContainText("Only you and GeoCert staff can open this page");
});

test("the site gate still stands before a public credential page", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp);
  await page.goto(`/credentials/${HELD}`);
  await expect(page).toHaveURL(/\/access/);
  await context.close();
});

test("without JavaScript the share link is selectable text and the switch still works", async ({
  browser,
  clientIp,
}) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/account/credentials");
  const card = page.locator(`[data-credential="${HELD}"]`);
  await card.getByRole("button", { name: `Switch public page on for credential ${HELD}` }).click();
  await expect(card.getByRole("status")).toHaveText(`The public page of credential ${HELD} is on.`);
  await card.getByRole("link", { name: `Open public page of credential ${HELD}` }).click();
  await expect(page.getByLabel("Link to this page")).toHaveValue(`https://geocert.example/credentials/${HELD}`);
  await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  await page.goto("/account/credentials");
  await card.getByRole("button", { name: `Switch public page off for credential ${HELD}` }).click();
  await expect(card.getByRole("status")).toHaveText(`The public page of credential ${HELD} is off.`);
  await context.close();
});

for (const language of ["is", "ja"] as const) {
  test(`My credentials and a credential page speak ${language} and are accessible`, async ({ page }) => {
    await unlock(page);
    await signIn(page, "member");
    await page.context().addCookies([{ name: "lng", value: language, url: `http://localhost:${GATED_PORT}` }]);
    for (const route of ["/account", "/account/credentials", `/credentials/${HELD}`]) {
      await page.goto(route);
      await expect(page.locator("html"), route).toHaveAttribute("lang", language);
      await expect(page.locator("main"), route).not.toContainText("Public page");
      await expectAccessible(page);
    }
    await page.screenshot({ path: `test-results/screens/credential-page-${language}.png`, fullPage: true });
  });
}

test("an admin links a credential to an account by its address, and unlinks it", async ({ page }) => {
  const KAMAU = "GCF-2026-T7QS-3J";
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/admin/credentials?q=Member");
  const held = page.locator(`tr[data-credential="${HELD}"]`);
  await held.getByText("Holder account", { exact: true }).click();
  await expect(held.getByTestId("holder-account")).toHaveText("Linked to Demo Member (member@example.org).");

  await page.goto("/admin/credentials?q=Kamau");
  const row = page.locator(`tr[data-credential="${KAMAU}"]`);
  await row.getByText("Holder account", { exact: true }).click();
  await row.getByLabel("Account email address").fill("nobody@example.org");
  await row.getByRole("button", { name: "Link to account" }).click();
  await expect(row.getByText("No account has this email address.")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/admin-credential-holder.png", fullPage: true });
  await row.getByLabel("Account email address").fill("Partner@example.org");
  await row.getByRole("button", { name: "Link to account" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${KAMAU} is now linked to` })).toBeVisible();
  await expect(row).toContainText("Account: partner@example.org");
  await row.getByText("Holder account", { exact: true }).click();
  await row.getByRole("button", { name: "Unlink" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${KAMAU} is no longer linked` })).toBeVisible();
  await expect(row).not.toContainText("Account: partner@example.org");
});
