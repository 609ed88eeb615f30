import { expect, expectAccessible, openPage, signIn, signUpConfirmed, test, unlock } from "./fixtures";

// The header's call to action by who is looking (app/components/header-action.ts): a visitor gets the
// spec's "Get Started" to the quiz; a signed-in member is not sent to the quiz as a start.
test("visitors get “Get Started”, a member without a credential “Get certified”, a holder “My credentials”", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(90_000);
  await unlock(page);
  await page.goto("/about");
  const header = page.locator("header[data-site-chrome]");
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/training-quiz");

  const tag = Date.now().toString(36);
  await signUpConfirmed(page, {
    name: "Header Newcomer",
    email: `header-${tag}@example.net`,
    password: "Strong-pass-2026",
  });
  await page.goto("/about");
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Get certified" })).toHaveAttribute(
    "href",
    "/certifications/eligibility",
  );
  await page.screenshot({ path: "test-results/screens/header-member.png" });

  // The demo member holds a credential (app/features/credentials/seed.server.ts).
  const { context: holder, page: other } = await openPage(browser, clientIp);
  await unlock(other);
  await signIn(other, "member");
  await other.goto("/about");
  const holderHeader = other.locator("header[data-site-chrome]");
  await expect(holderHeader.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(holderHeader.getByRole("link", { name: "My credentials" })).toHaveAttribute(
    "href",
    "/account/credentials",
  );
  await expectAccessible(other);
  await other.screenshot({ path: "test-results/screens/header-holder.png" });
  // Small screens: the menu's action follows the same rule.
  await other.setViewportSize({ width: 360, height: 780 });
  await other.getByRole("button", { name: "Open menu" }).click();
  await expect(other.getByRole("dialog").getByRole("link", { name: "My credentials" })).toBeVisible();
  await holder.close();
});
