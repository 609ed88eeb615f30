import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, latestMail, openPage, signIn, test, unlock } from "./fixtures";

/** The gated test server writes mail to DATA_DIR/outbox (no SMTP_URL in tests). */
const outbox = () => path.join(process.env.E2E_RUN_DIR!, "gated", "outbox");
const outboxFiles = () => (existsSync(outbox()) ? readdirSync(outbox()) : []);
const mailsTo = (address: string) =>
  outboxFiles()
    .map((file) => readFileSync(path.join(outbox(), file), "utf8"))
    .filter((eml) => eml.split("\n").includes(`To: ${address}`));

const unique = (tag: string) => `contact.${tag}.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`;

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test("a valid message is stored, confirmed by mail, and staff are notified", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const email = unique("ok");
  await page.getByLabel("Your name").fill("Ada Fieldtech");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/Organisation/).fill("Caldera Power");
  await page.getByLabel("Topic").selectOption("exam");
  await page.getByLabel("Message").fill("When is the next associate exam window in Nairobi, please?");
  await page.screenshot({ path: "test-results/screens/contact.png", fullPage: true });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL("/contact?sent=1");
  await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();

  // The outbox delivers the mails right after the commit (as .eml files in the test server's outbox).
  const confirmation = await latestMail(email);
  expect(confirmation).toMatch(/^Subject: /m);
  expect(confirmation).toContain("Thank you for writing to GeoCert");
  expect(confirmation).toMatch(/Your reference: C-[0-9A-F]{8}/);
  // The address is not proven: the confirmation echoes nothing the visitor typed.
  expect(confirmation).not.toContain("Ada Fieldtech");
  expect(confirmation).not.toContain("Caldera");
  expect(confirmation).not.toContain("associate exam window");
  await expect
    .poll(() => mailsTo("hello@geocert.example").find((eml) => eml.includes(`Reply-To: ${email}`)))
    .toContain("next associate exam window");
});

test("sending the same form again (Back, then Send) stores the message once", async ({ page }) => {
  const email = unique("again");
  const fill = async () => {
    await page.getByLabel("Your name").fill("Ada Fieldtech");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Topic").selectOption("exam");
    await page.getByLabel("Message").fill("Is there an exam centre in Taupō for the professional level?");
  };
  await page.goto("/contact");
  await fill();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL("/contact?sent=1");
  await page.goBack();
  await expect(page).toHaveURL("/contact");
  await fill();
  await page.getByRole("button", { name: "Send message" }).click();
  // The visitor sees the same answer as the first time…
  await expect(page).toHaveURL("/contact?sent=1");
  await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
  // …and one message was stored (and confirmed once: the outbox delivers it a moment later).
  await expect.poll(() => mailsTo(email).length).toBe(1);
  await page.waitForTimeout(1500);
  expect(mailsTo(email)).toHaveLength(1);
  await signIn(page, "admin", "/admin/messages");
  await page.goto("/admin/messages");
  await expect(page.getByText(email)).toHaveCount(1);
});

test("a retried post of one form (same token) is stored once", async ({ page }) => {
  await page.goto("/contact");
  const token = await page.locator('input[name="_submission"]').inputValue();
  expect(token).not.toBe("");
  const email = unique("retry");
  const form = {
    _submission: token,
    name: "Ada Fieldtech",
    email,
    topic: "exam",
    message: "Posting twice must store this message only once, please.",
  };
  const answers = await Promise.all([1, 2].map(() => page.request.post("/contact", { form, maxRedirects: 0 })));
  expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
  expect(answers.map((answer) => answer.headers()["location"])).toEqual(["/contact?sent=1", "/contact?sent=1"]);
  // The outbox delivers the confirmation a moment later: one, not two.
  await expect.poll(() => mailsTo(email).length).toBe(1);
  await page.waitForTimeout(1500);
  expect(mailsTo(email)).toHaveLength(1);
});

test("bad input gets a clear message per field and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Your name").fill("A");
  await page.getByLabel("Email address").fill("ada@");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below.");
  await expect(page.getByText("Please enter your name (at least 2 characters).")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(page.getByText("Please choose a topic.")).toBeVisible();
  await expect(page.getByText("Please write at least 20 characters so we can help.")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("A");
  await expect(page.getByLabel("Email address")).toHaveValue("ada@");
  await expect(page.getByLabel("Message")).toHaveValue("Too short");
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test("works without JavaScript", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await page.goto("/contact");
  const email = unique("nojs");
  await page.getByLabel("Your name").fill("Bo Nojs");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Topic").selectOption("verification");
  await page.getByLabel("Message").fill("How do I verify a credential for a new hire?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  await context.close();
});

test("the spam trap accepts silently and keeps nothing", async ({ page }) => {
  const email = unique("bot");
  const response = await page.request.post("/contact", {
    form: {
      name: "Bot",
      email,
      topic: "other",
      message: "Buy cheap things at our shop, great offers every day!",
      website: "https://spam.example",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/contact?sent=1");
  expect(mailsTo(email)).toHaveLength(0);
});

test("messages are rate limited per client", async ({ page }) => {
  const headers = { "x-forwarded-for": "203.0.113.140" };
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await page.request.post("/contact", {
      form: { name: "Rate", email: "not-valid", topic: "other", message: "short" },
      headers,
      maxRedirects: 0,
    });
    statuses.push(r.status());
  }
  expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(statuses[5]).toBe(429);
});

test("speaks Icelandic and stays accessible", async ({ page }) => {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Contact us");
  await expectAccessible(page);
});
