import { expect, expectAccessible, signIn, test, unlock } from "./fixtures";

test("the admin overview counts what waits for staff, each linking to its queue, with plurals right", async ({
  page,
}) => {
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/admin");
  const applications = page.getByRole("listitem").filter({ hasText: "Partner applications waiting" });
  await expect(applications.getByText(/^\d+$/)).toBeVisible();
  await expect(applications.getByRole("link", { name: /Open/ })).toHaveAttribute("href", "/admin/applications");
  const renewals = page.getByRole("listitem").filter({ hasText: "Renewals waiting for review" });
  await expect(renewals.getByRole("link", { name: /Open/ })).toHaveAttribute("href", "/admin/renewals");
  // The demo seeds one administrator: "1 administrator", never "1 administrators".
  const accounts = page.getByRole("listitem").filter({ hasText: "Accounts" });
  await expect(accounts).toContainText(/\d+ administrators?, \d+ partners?/);
  await expect(accounts).not.toContainText(/\b1 administrators\b|\b1 partners\b/);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/admin-overview.png", fullPage: true });
});
