import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, signIn, test, unlock } from "./fixtures";

// Finding: a NUL byte (U+0000) in an address answered 500 (PostgreSQL refuses it in text) and the
// failing query's parameters reached the log. Refused before any loader with the site's 400 page.
test.beforeEach(async ({ context }) => {
  await unlock(context);
});

const ADDRESSES = [
  "/community?q=%00",
  "/community/jobs?q=%00",
  "/community/directory?q=%00",
  "/events/%00",
  "/auth/reset-password?token=%00",
];

test("an address with U+0000 gets the site's 400 page, not a server error", async ({ page }) => {
  test.setTimeout(120_000); // five pages on a busy machine
  await signIn(page, "member");
  for (const address of ADDRESSES) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something is wrong with the request");
    await expect(page.getByText("a character the site cannot accept (a null character)")).toBeVisible();
    // In the site's frame: its header and footer are there.
    await expect(page.locator("footer")).toBeVisible();
  }
  await expectAccessible(page);
  const suggestions = await page.request.get("/community/mention-suggestions?q=%00");
  expect(suggestions.status()).toBe(400);
});

test("the 400 page is in the visitor's language", async ({ page }) => {
  const response = await page.goto("/community?q=%00&lng=fr");
  expect(response?.status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La requête comporte une erreur");
  await expect(page.getByText("un caractère que le site ne peut pas accepter")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/nul-400-fr.png", fullPage: true });
});

test("a form with U+0000 gets the 400 page too", async ({ page }) => {
  const response = await page.request.post("/contact", {
    form: { name: "Ana\u0000", email: "ana@example.org", message: "Hello" },
    headers: { Origin: `http://localhost:${GATED_PORT}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});
