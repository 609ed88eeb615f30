import type { Browser, Page } from "@playwright/test";
import {
  confirmByMailedLink,
  DEMO_ACCOUNTS,
  expect as baseExpect,
  expectAccessible,
  latestMail,
  linkInMail,
  openPage,
  signIn,
  test,
  unlock,
} from "./fixtures";

// Several people in their own browsers; on a busy machine the journeys need time.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const PASSWORD = "Geothermal-2026!";

async function screens(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function browserAt(browser: Browser, clientIp: string) {
  const opened = await openPage(browser, clientIp);
  await unlock(opened.page);
  return opened;
}

/** A new account through the real sign-up, confirmed by the mailed link. */
async function signUp(page: Page, name: string, email: string) {
  const response = await page.request.post("/auth", {
    form: { intent: "signup", name, email, password: PASSWORD, next: "/account" },
  });
  expect(response.status()).toBe(200);
  await confirmByMailedLink(page, email, PASSWORD);
  await page.context().clearCookies({ name: "toast" });
}

test("an admin approves an application; the applicant creates an account, accepts and reaches the partner area", async ({
  browser,
}) => {
  const tag = unique();
  const email = `partner.${tag}@example.org`;
  const organisation = `Olkaria Steam ${tag}`;

  // The applicant applies through the four steps.
  const applicant = await browserAt(browser, "10.34.0.1");
  const a = applicant.page;
  await a.goto("/partners/apply");
  await a.locator('input[name="organisation"]').fill(organisation);
  await a.getByLabel("Industry").check();
  await a.getByLabel("Gold").check();
  await a.locator('input[name="country"]').fill("Kenya");
  await a.getByRole("button", { name: "Continue" }).click();
  await a.locator('input[name="contactName"]').fill("Wanjiru Kamau");
  await a.locator('input[name="email"]').fill(email);
  await a.getByRole("button", { name: "Continue" }).click();
  await a.locator('textarea[name="contribution"]').fill("Field placements for ten candidates a year at our wells.");
  await a.getByRole("button", { name: "Continue" }).click();
  await a.locator('input[name="consent"]').check();
  await a.getByRole("button", { name: "Send application" }).click();
  await expect(a).toHaveURL("/partners/apply?sent=1");

  // The admin approves through the page.
  const staff = await browserAt(browser, "10.34.0.2");
  const s = staff.page;
  await signIn(s, "admin");
  await s.goto("/admin/applications?status=new");
  await s.getByRole("link", { name: `Open the application of ${organisation}` }).click();
  await expect(s.getByRole("heading", { name: "Decision" })).toBeVisible();
  await expectAccessible(s);
  await screens(s, "admin-application-decision");
  await s.getByRole("button", { name: "Approve and tell the applicant" }).click();
  await expect(s.getByText(`Approved: ${email} has no confirmed account`)).toBeVisible();
  await expect(s.getByText(/an invitation was mailed, valid until/)).toBeVisible();
  await expectAccessible(s);

  // The mail: our words only, with the invitation's link.
  const mail = await latestMail(email);
  expect(mail).toContain("Your GeoCert partnership is approved");
  expect(mail).not.toContain(organisation);
  expect(mail).not.toContain("Wanjiru");
  const link = linkInMail(mail, "/partners/invitation");

  // Signed out, the link explains what to do; after signing up and confirming, accepting grants the role.
  await a.goto(link);
  await expect(a.getByRole("heading", { level: 1, name: "Your partner access" })).toBeVisible();
  await expect(a.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expectAccessible(a);
  await signUp(a, "Wanjiru Kamau", email);
  await a.goto(link);
  await expect(a.getByText("You are signed in with the invited address.")).toBeVisible();
  await expectAccessible(a);
  await screens(a, "partner-invitation");
  await a.getByRole("button", { name: "Accept and open the partner area" }).click();
  await expect(a).toHaveURL(/\/partners\/bulk-verify$/);
  await expect(a.getByText("Welcome: your partner area is ready.", { exact: true })).toBeVisible();
  await expect(a.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(a);
  await screens(a, "partner-area-after-invitation");
  // The link is used up.
  await a.goto(link);
  await expect(a.getByText("This invitation has already been accepted.")).toBeVisible();
  await applicant.context.close();
  await staff.context.close();
});

test("a mentee sees “accepted” in the notifications menu", async ({ browser, page }) => {
  const tag = unique();
  const menteeName = `Mosi${tag} Mentee`;
  // The partner offers to mentor.
  await unlock(page);
  await signIn(page, "partner");
  await page.goto("/community/mentorship");
  const offer = page.locator("#offer");
  await offer.getByLabel("Drilling operations").check();
  await offer.getByLabel("Your certification level").selectOption("senior");
  await offer.getByLabel("English", { exact: true }).check();
  await offer.getByLabel("Your region").selectOption("africa");
  await offer.getByLabel("Mentees at once").selectOption("3");
  await offer.getByLabel("About you").fill("Drilling engineer for fifteen years; I help with well control.");
  await offer.getByRole("button", { name: "Save offer" }).click();
  await expect(offer.getByRole("status")).toHaveText("Your offer to mentor is saved.");

  // A new member asks.
  const mentee = await browserAt(browser, "10.34.0.3");
  const m = mentee.page;
  await signUp(m, menteeName, `mentee.${tag}@example.org`);
  await m.goto("/community/mentorship?region=africa");
  const card = m.getByRole("article", { name: DEMO_ACCOUNTS.partner.name }).first();
  await card.getByText("Ask for mentorship").click();
  await card.getByLabel("Your message").fill("Hello, I would like help preparing for well control work.");
  await card.getByRole("button", { name: "Send request" }).click();
  await expect(m.getByRole("status").filter({ hasText: "Your request was sent" })).toBeVisible();

  // The mentor accepts.
  await page.goto("/community/mentorship");
  const request = page.getByTestId("mentorship").filter({ hasText: `Request from ${menteeName}` });
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("status").filter({ hasText: `You accepted ${menteeName}` })).toBeVisible();

  // The mentee's bell shows it; the menu names the mentor.
  await m.goto("/");
  await m.locator("html[data-hydrated]").waitFor();
  const bell = m.getByRole("link", { name: /^1 unread — Notifications$/ });
  await bell.click();
  const item = m.getByRole("menuitem", {
    name: new RegExp(`${DEMO_ACCOUNTS.partner.name.replace(/[()]/g, "\\$&")} accepted your request for mentorship`),
  });
  await expect(item).toBeVisible();
  await expectAccessible(m);
  await m.screenshot({ path: "test-results/screens/mentorship-accepted-menu.png" });
  await mentee.context.close();
});
