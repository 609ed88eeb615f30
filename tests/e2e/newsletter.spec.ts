import { GATED_PORT } from "../../playwright.config";
import { expect, openToast, test, unlock, openPage } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await unlock(page);
});

const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

test("subscribes once; the second time the answer is the same (it never tells who is subscribed)", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#newsletter");
  const email = uniqueEmail("new");
  await form.getByLabel("Email address").fill(`  ${email.toUpperCase()} `);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(openToast(page)).toHaveText(/Thank you! Check your inbox/);
  await expect(form.getByLabel("Email address")).toHaveValue("");

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(openToast(page)).toHaveText(/Thank you! Check your inbox/);
});

test("a bad address gets a clear message and keeps what was typed", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#newsletter");
  const input = form.getByLabel("Email address");
  await input.fill("name@localhost");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(openToast(page)).toHaveText(/valid email address/);
  await expect(input).toHaveValue("name@localhost");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
});

test("the server answers in the visitor's language", async ({ page }) => {
  await page.context().addCookies([{ name: "lng", value: "tr", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/");
  const form = page.locator("#newsletter");
  await form.locator("input[name=email]").fill(uniqueEmail("tr"));
  await form.locator("button[type=submit]").click();
  await expect(openToast(page)).toBeVisible();
  await expect(openToast(page)).not.toHaveText(/Check your inbox/);
});

test("works without JavaScript", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await page.goto("/");
  const form = page.locator("#newsletter");
  await form.getByLabel("Email address").fill("name@localhost");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter").getByText(/valid email address/)).toBeVisible();
  await expect(page.locator("#newsletter").getByLabel("Email address")).toHaveValue("name@localhost");

  await page.locator("#newsletter").getByLabel("Email address").fill(uniqueEmail("nojs"));
  await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter").getByText(/Thank you! Check your inbox/)).toBeVisible();
  await context.close();
});

test("sign-ups are rate limited per client", async ({ page }) => {
  const headers = { "x-forwarded-for": "203.0.113.90" };
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await page.request.post("/?index", { form: { email: uniqueEmail(`rl${i}`) }, headers });
    statuses.push(r.status());
  }
  expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
  expect(statuses[5]).toBe(429);
});
