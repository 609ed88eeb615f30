import { GATED_PORT } from "../../playwright.config";
import {
  expect,
  expectAccessible,
  latestMail,
  linkInMail,
  openToast,
  openPage,
  signIn,
  test,
  unlock,
} from "./fixtures";

test.beforeEach(async ({ context }) => {
  await unlock(context);
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

test("double opt-in, an issue composed and sent by an admin, and its one-click unsubscribe", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(120_000);
  // A visitor signs up: nothing is subscribed until the mailed link is followed.
  await page.goto("/");
  const email = uniqueEmail("issue");
  const form = page.locator("#newsletter");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(openToast(page)).toHaveText(/Check your inbox/);
  const confirmation = await latestMail(email);
  expect(confirmation).toMatch(/Subject: Confirm your GeoCert newsletter subscription/);
  await page.goto(linkInMail(confirmation, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your newsletter subscription" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/newsletter-confirm.png", fullPage: true });
  await page.getByRole("button", { name: "Confirm the subscription" }).click();
  await expect(page.getByText("Done: this address now receives the GeoCert newsletter.")).toBeVisible();

  // An admin composes an issue, previews it and sends it.
  const { context: adminContext, page: admin } = await openPage(browser, clientIp);
  await unlock(admin);
  await signIn(admin, "admin", "/admin/newsletter");
  await admin.goto("/admin/newsletter");
  await admin.getByRole("link", { name: "New issue" }).click();
  const subject = `Field notes ${Date.now()}`;
  await admin.getByRole("textbox", { name: "Subject" }).first().fill(subject);
  await admin.getByRole("textbox", { name: "Text (markdown)" }).first().fill("Hello **readers**.\n\n- one\n- two");
  await admin.getByRole("button", { name: "Save the draft" }).click();
  await expect(admin.getByText("The draft is saved.")).toBeVisible();
  await expectAccessible(admin);
  // The preview: the issue as the mail looks, in a sandboxed frame.
  await admin.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(admin.locator('iframe[title^="The issue as the mail looks"]')).toBeVisible();
  await expect(admin.frameLocator("iframe").getByText("readers")).toBeVisible();
  await admin.screenshot({ path: "test-results/screens/newsletter-issue-draft.png", fullPage: true });
  await admin.getByLabel("I have checked the preview and want to send this issue now").check();
  await admin.getByRole("button", { name: "Send the issue" }).click();
  await expect(admin.getByText(/Sending has begun/)).toBeVisible();
  await expect(admin.getByRole("progressbar", { name: "Sending progress" })).toBeVisible();
  await expect
    .poll(
      async () => {
        await admin.reload();
        return admin.getByText(/^([\d,]+) of \1 mails handed to the mail queue$/).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expectAccessible(admin);
  await admin.screenshot({ path: "test-results/screens/newsletter-issue-sent.png", fullPage: true });
  await adminContext.close();

  // The subscriber's copy arrives with a one-click unsubscribe (RFC 8058) that works.
  let issueMail = "";
  await expect
    .poll(
      async () => {
        issueMail = await latestMail(email);
        return issueMail.includes(subject);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(issueMail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  const unsubscribe = linkInMail(issueMail, "/unsubscribe");
  const oneClick = await page.request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(unsubscribe);
  await expect(page.getByText(/You no longer receive the GeoCert newsletter/)).toBeVisible();
});
