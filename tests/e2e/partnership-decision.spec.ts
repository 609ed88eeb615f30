import type { Browser, Page } from "@playwright/test";
import {
  signUpConfirmed,
  DEMO_ACCOUNTS,
  expect as baseExpect,
  expectAccessible,
  latestMail,
  linkInMail,
  openPage,
  shoot,
  signIn,
  test,
  unlock,
} from "./fixtures";

// Several people in their own browsers; on a busy machine the journeys need time.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const PASSWORD = "Geothermal-2026!";

async function browserAt(browser: Browser, clientIp: string) {
  const opened = await openPage(browser, clientIp);
  await unlock(opened.page);
  return opened;
}

/** A new account through the real sign-up, confirmed by the mailed link. */
async function signUp(page: Page, name: string, email: string) {
  await signUpConfirmed(page, { name, email, password: PASSWORD });
}

test("an admin approves an application and sends the invitation again; the applicant creates an account, the first link fails, the second reaches the partner area", async ({
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
  await shoot(s, "admin-application-decision");
  await s.getByRole("button", { name: "Approve and tell the applicant" }).click();
  await expect(s.getByText(`Approved: ${email} has no confirmed account`)).toBeVisible();
  await expect(s.getByText(/an invitation was mailed, valid until/)).toBeVisible();
  await expectAccessible(s);

  // The mail: our words only, with the invitation's link.
  const mail = await latestMail(email);
  expect(mail).toContain("Your GeoCert partnership is approved");
  expect(mail).not.toContain(organisation);
  expect(mail).not.toContain("Wanjiru");
  const firstLink = linkInMail(mail, "/partners/invitation");

  // The first mail is lost: the admin sends the invitation again; the page says so and when it expires.
  await s.getByRole("button", { name: "Send the invitation again" }).click();
  await expect(
    s.getByText(`A new invitation was mailed to ${email}; the previous link no longer works.`),
  ).toBeVisible();
  await expect(s.getByText(/an invitation was mailed, valid until/)).toBeVisible();
  await expect(s.getByText(/^Sent again on .+: only the latest link works\.$/)).toBeVisible();
  await expectAccessible(s);
  await shoot(s, "admin-application-invitation-sent-again");
  // The same mail, with a new link.
  let link = firstLink;
  await expect
    .poll(async () => {
      link = linkInMail(await latestMail(email), "/partners/invitation");
      return link;
    })
    .not.toBe(firstLink);
  const second = await latestMail(email);
  expect(second).toContain("Your GeoCert partnership is approved");
  expect(second).not.toContain(organisation);

  // The first link no longer works.
  await a.goto(firstLink);
  await expect(
    a.getByText(/This invitation link is not valid: it may have been replaced by a newer one/),
  ).toBeVisible();
  await expect(a.getByRole("button", { name: "Accept and open the partner area" })).toHaveCount(0);

  // Signed out, the link explains what to do; after signing up and confirming, accepting grants the role.
  await a.goto(link);
  await expect(a.getByRole("heading", { level: 1, name: "Your partner access" })).toBeVisible();
  await expect(a.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expectAccessible(a);
  await signUp(a, "Wanjiru Kamau", email);
  // Signed in with the invited address, the first link still grants nothing.
  await a.goto(firstLink);
  await expect(a.getByText(/This invitation link is not valid/)).toBeVisible();
  await expect(a.getByRole("button", { name: "Accept and open the partner area" })).toHaveCount(0);
  await a.goto(link);
  await expect(a.getByText("You are signed in with the invited address.")).toBeVisible();
  await expectAccessible(a);
  await shoot(a, "partner-invitation");
  await a.getByRole("button", { name: "Accept and open the partner area" }).click();
  await expect(a).toHaveURL(/\/partners\/bulk-verify$/);
  await expect(a.getByText("Welcome: your partner area is ready.", { exact: true })).toBeVisible();
  await expect(a.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(a);
  await shoot(a, "partner-area-after-invitation");
  // The link is used up; the admin page shows it accepted and offers nothing more to send.
  await a.goto(link);
  await expect(a.getByText("This invitation has already been accepted.")).toBeVisible();
  await s.reload();
  await expect(s.getByText(/the invitation was accepted on/)).toBeVisible();
  await expect(s.getByRole("button", { name: "Send the invitation again" })).toHaveCount(0);
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
