import type { Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import {
  signUpConfirmed,
  DEMO_ACCOUNTS,
  expect,
  expectAccessible,
  latestMail,
  linkInMail,
  mailLink,
  openPage,
  openToast,
  signIn,
  test,
  unlock,
} from "./fixtures";
import { takeWholeQuiz } from "./quiz-helpers";

test.beforeEach(async ({ context }, testInfo) => {
  // Account flows sign up, read mail and sign in several times: give a busy machine time.
  testInfo.setTimeout(Math.max(testInfo.timeout, 60_000));
  await unlock(context);
});

let counter = 0;
/** An address no other test uses. */
function newAddress(label: string) {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.net`;
}

/** Signs up through the form's endpoint and confirms by the mailed link: a ready, signed-in account. */
async function createAccount(page: Page, name: string, password = "Strong-pass-2026") {
  const email = newAddress(name.toLowerCase().replace(/\W+/g, "-"));
  await signUpConfirmed(page, { name, email, password });
  return { email, password, name };
}

const signOutOnAccountPage = async (page: Page) => {
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Account sections" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
};

test("sign up → confirm by the mailed link → account page → sign out → sign in again", async ({ page }) => {
  // Slow by design: about a dozen navigations and form posts, six of which hash or check a password with
  // scrypt on the server (the sign-up, the refused sign-in, two confirmation attempts, signing in again),
  // a wait on the outbox's sender for the mail, and axe on the way.
  test.slow();
  const email = newAddress("new-member");
  await page.goto("/");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("link", { name: "Create account" }).click();
  await page.getByLabel("Full name").fill("Amaka Obi");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please use at least 10 characters for your password.")).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("Full name")).toHaveValue("Amaka Obi");
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await page.getByLabel("Password").fill("onlyletterspassword");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please mix letters with at least one digit or symbol.")).toBeVisible();
  await page.getByLabel("Password").fill("Geo-thermal-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  // Not confirmed yet: signing in is refused with a clear message (and a new link is sent).
  await page.goto("/auth");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("Geo-thermal-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Please confirm your email address first.");

  const mail = await latestMail(email);
  expect(mail).toContain("Subject: Confirm your GeoCert account");
  // The mail greets nobody by the typed name: a mail to an unproven address echoes nothing typed.
  expect(mail).not.toContain("Amaka");
  // The link opens a page; opening it confirms nothing (the button does, with the password).
  await page.goto(linkInMail(mail, "/auth/verify-email"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expect(page.getByText(`To confirm ${email}, enter the password`)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await page.getByLabel("Password of the account").fill("Not-my-pass-2026");
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page.getByText("That is not the password of this account.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a new password" })).toHaveAttribute(
    "href",
    "/auth/forgot-password",
  );
  await page.getByLabel("Password of the account").fill("Geo-thermal-2026");
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(openToast(page)).toContainText("Your email address is confirmed.");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Amaka Obi");
  await expect(page.getByRole("link", { name: "Account menu" })).toBeVisible();

  // The link works once.
  await page.goto(linkInMail(mail, "/auth/verify-email"));
  await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();

  await signOutOnAccountPage(page);
  await expect(openToast(page)).toContainText("You are signed out.");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/);
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByLabel("Password").fill("Geo-thermal-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(openToast(page)).toContainText("Welcome back.");

  // The user menu in the header.
  await page.getByRole("link", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Administration" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("sign-in errors never reveal whether an address has an account", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email address").fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel("Password").fill("Not-the-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  const message = "The email address or password is not right. Please try again.";
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(page.getByLabel("Email address")).toHaveValue(DEMO_ACCOUNTS.member.email);

  await page.getByLabel("Email address").fill("nobody-at-all@example.net");
  await page.getByLabel("Password").fill("Not-the-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(message);

  // Signing up with an address in use answers like a new one.
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email address").fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel("Password").fill("Another-pass-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
});

test("signing up with an address that has an account answers the same, mails its owner, and the owner takes it back", async ({
  page,
  browser,
  clientIp,
}) => {
  // Someone opens an account with another person's address and their own password.
  const victim = newAddress("victim");
  const attacker = await openPage(browser, clientIp);
  await unlock(attacker.page);
  const opened = await attacker.page.request.post("/auth", {
    form: { intent: "signup", name: "Not The Owner", email: victim, password: "Attacker-pass-2026" },
  });
  expect(opened.status()).toBe(200);
  const attackerLink = await mailLink(victim, "/auth/verify-email");
  await attacker.context.close();

  // The owner signs up later through the form: the same answer as for a new address.
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill("The Owner");
  await page.getByLabel("Email address").fill(victim);
  await page.getByLabel("Password").fill("Owner-pass-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`If ${victim} can be used for a new account`);

  // Their inbox has a notice with a reset link (and nothing the other person typed).
  await expect.poll(async () => (await latestMail(victim)).includes("Subject: Someone tried to create")).toBe(true);
  const notice = await latestMail(victim);
  expect(notice).toContain("Subject: Someone tried to create a GeoCert account with your address");
  expect(notice).not.toContain("Not The Owner");

  // The other person's confirmation link does not take the owner's password.
  await page.goto(attackerLink);
  await page.getByLabel("Password of the account").fill("Owner-pass-2026");
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page.getByText("That is not the password of this account.")).toBeVisible();

  // The reset link sets the owner's own password and confirms the address; the other password is gone.
  await page.goto(linkInMail(notice, "/auth/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("Owner-pass-2026");
  await page.getByLabel("Repeat the new password").fill("Owner-pass-2026");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const old = await page.request.post("/auth", {
    form: { intent: "signin", email: victim, password: "Attacker-pass-2026" },
  });
  expect(old.status()).toBe(401);
  await signIn(page, { email: victim, password: "Owner-pass-2026" });
  // The other person's link is dead now.
  await page.goto(attackerLink);
  await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
});

test("failed sign-ins are limited per account", async ({ page }) => {
  const account = await createAccount(page, "Brute Target");
  await signOutOnAccountPage(page);
  for (let i = 0; i < 5; i++) {
    const r = await page.request.post("/auth", {
      form: { intent: "signin", email: account.email, password: `Wrong-pass-${i}x` },
    });
    expect(r.status()).toBe(401);
  }
  await page.goto("/auth");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many sign-in attempts. Please wait a minute");
});

test("reset a forgotten password by the mailed link", async ({ page }) => {
  const account = await createAccount(page, "Forgetful Fay");
  await signOutOnAccountPage(page);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an email field too: wait for the new page itself before typing (the address changes
  // before the new page is on screen).
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email address").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  const link = await mailLink(account.email, "/auth/reset-password");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-pass-77");
  await page.getByLabel("Repeat the new password").fill("Brand-new-pass-78");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-pass-77");
  await page.getByLabel("Repeat the new password").fill("Brand-new-pass-77");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(openToast(page)).toContainText("Your password has been changed.");

  // The old password no longer works, the new one does; the link was for one use.
  const old = await page.request.post("/auth", {
    form: { intent: "signin", email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  await signIn(page, { email: account.email, password: "Brand-new-pass-77" });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This reset link no longer works" })).toBeVisible();
});

test("roles are checked on the server for pages and APIs", async ({ page, browser, clientIp }) => {
  // Signed out: pages send to sign in, APIs answer 401.
  const anonymous = await openPage(browser, clientIp);
  await unlock(anonymous.page);
  await anonymous.page.goto("/admin/users");
  await expect(anonymous.page).toHaveURL(/\/auth\?next=%2Fadmin%2Fusers$/);
  expect((await anonymous.page.request.get("/api/admin/subscribers.csv")).status()).toBe(401);
  await anonymous.context.close();

  for (const who of ["member", "partner"] as const) {
    const other = await openPage(browser, clientIp);
    await unlock(other.page);
    await signIn(other.page, who);
    const response = await other.page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(other.page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    expect((await other.page.request.get("/api/admin/subscribers.csv")).status()).toBe(403);
    expect((await other.page.request.post("/admin/users", { form: { intent: "disable", userId: "x" } })).status()).toBe(
      403,
    );
    await other.context.close();
  }

  await signIn(page, "admin");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
  await page.getByRole("link", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Administration" })).toBeVisible();
});

test("an admin reads a message sent through /contact and marks it read", async ({ page, browser, clientIp }) => {
  const visitor = await openPage(browser, clientIp);
  await unlock(visitor.page);
  await visitor.page.goto("/contact");
  const marker = `Bulk checks for our drilling crews ${Date.now()}`;
  await visitor.page.getByLabel("Your name").fill("Kofi Mensah");
  await visitor.page.getByLabel("Email address").fill("kofi@example.net");
  await visitor.page.getByLabel("Topic").selectOption("verification");
  await visitor.page.getByLabel("Message").fill(`${marker}: how do we verify forty certificates at once?`);
  await visitor.page.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
  await visitor.context.close();

  await signIn(page, "admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: /Open.*Unread messages/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?show=unread$/);
  const card = page.getByRole("listitem").filter({ hasText: marker });
  await expect(card).toContainText("Kofi Mensah");
  await expect(card).toContainText("Verifying a credential");
  await expect(card.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    /^mailto:kofi@example\.net\?/,
  );
  await card.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: marker })).toHaveCount(0);
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: marker }).getByRole("button", { name: "Mark as unread" }),
  ).toBeVisible();
});

test("the subscriber list exports as CSV and can unsubscribe an address", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin/subscribers");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join("");
  const lines = csv
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("email,language,source,subscribed_at");
  expect(lines.some((line) => line.startsWith("jon.borholu@example.org,is,demo,"))).toBe(true);

  await page.getByRole("searchbox", { name: "Search by email" }).fill("taro.jinetsu");
  await page.getByRole("button", { name: "Search by email" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: "Unsubscribe: taro.jinetsu@example.org" }).click();
  await expect(page.getByRole("status")).toHaveText("taro.jinetsu@example.org no longer receives the newsletter.");
  await expect(page.getByText("No subscribers match.")).toBeVisible();
  const after = await (await page.request.get("/api/admin/subscribers.csv")).text();
  expect(after).not.toContain("taro.jinetsu@example.org");
});

test("an admin changes a role and disables an account, which is signed out at once", async ({
  page,
  browser,
  clientIp,
}) => {
  const other = await openPage(browser, clientIp);
  await unlock(other.page);
  const account = await createAccount(other.page, "Promoted Petra");

  await signIn(page, "admin");
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(account.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // Other rows have the same buttons until the search has loaded.
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Change role of Promoted Petra").selectOption("partner");
  await page
    .getByRole("row", { name: /Promoted Petra/ })
    .getByRole("button", { name: "Save role" })
    .click();
  await expect(page.getByRole("status")).toHaveText("The role of Promoted Petra is now Partner.");
  await page.getByRole("button", { name: "Disable the account of Promoted Petra" }).click();
  await expect(page.getByRole("status")).toHaveText("The account of Promoted Petra is disabled.");
  await expect(page.getByRole("row", { name: /Promoted Petra/ })).toContainText("Disabled");

  // The disabled member is signed out and cannot sign in again.
  await other.page.goto("/account");
  await expect(other.page).toHaveURL(/\/auth\?next=/);
  await other.page.getByLabel("Email address").fill(account.email);
  await other.page.getByLabel("Password").fill(account.password);
  await other.page.getByRole("button", { name: "Sign in" }).click();
  await expect(other.page.getByRole("alert")).toContainText("This account has been disabled.");
  await other.context.close();

  // Nobody can lock themselves out.
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(DEMO_ACCOUNTS.admin.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=admin%40example\.org/);
  await expect(page.getByLabel("Change role of Demo Admin")).toBeDisabled();
});

test("the account page: results history, profile and language, newsletter, password, delete", async ({ page }) => {
  test.setTimeout(240_000);
  const account = await createAccount(page, "Quiz Taker");
  await takeWholeQuiz(page);
  await page.goto("/account");
  const results = page.locator("#results");
  await expect(results.getByRole("row")).toHaveCount(2);
  await expect(results.getByRole("row").nth(1)).toContainText("Professional");
  await expect(results.getByRole("row").nth(1)).toContainText("100%");
  await results.getByRole("link", { name: /View the result of/ }).click();
  await expect(page).toHaveURL(/\/quiz-results\//);

  await page.goto("/account");
  await page.getByLabel("Full name").fill("");
  await page.getByLabel("Country").fill("Kenya");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Please enter your name (at least 2 characters).")).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveValue("Kenya");
  await page.getByLabel("Full name").fill("Quiz Taker-Njoroge");
  await page.getByLabel("Send me the GeoCert newsletter").check();
  await page.getByLabel("Preferred language").selectOption("is");
  await page.getByRole("button", { name: "Save profile" }).click();
  // The preferred language is used at once.
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page.locator('input[name="country"]')).toHaveValue("Kenya");

  await page.context().addCookies([{ name: "lng", value: "en", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/account");
  await expect(page.getByLabel("Send me the GeoCert newsletter")).toBeChecked();
  await expect(page.getByLabel("Full name")).toHaveValue("Quiz Taker-Njoroge");

  await page.getByLabel("Current password").first().fill("wrong-password-1");
  await page.getByLabel("New password", { exact: true }).fill("Changed-pass-2026");
  await page.getByLabel("Repeat the new password").fill("Changed-pass-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();
  await page.locator("#password").getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("Changed-pass-2026");
  await page.getByLabel("Repeat the new password").fill("Changed-pass-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(openToast(page)).toContainText("Your password has been changed.");

  await page.getByLabel("Your password, to confirm").fill("Changed-pass-2026");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Please tick the box to confirm.")).toBeVisible();
  await page.getByLabel("Your password, to confirm").fill("Changed-pass-2026");
  await page.getByLabel("I understand that my account is deleted for good").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(openToast(page)).toContainText("Your account has been deleted.");
  const again = await page.request.post("/auth", {
    form: { intent: "signin", email: account.email, password: "Changed-pass-2026" },
  });
  expect(again.status()).toBe(401);
});

test("signing in works without JavaScript", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await page.goto("/auth?next=%2Fadmin");
  await page.getByLabel("Email address").fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  // The survey page shows its figures as tables when there are no charts.
  await page.goto("/admin/survey");
  await expect(page.getByRole("heading", { level: 2, name: "Learning-needs survey" })).toBeVisible();
  await context.close();
});

test("account and admin pages are accessible, in English and Icelandic", async ({ page }) => {
  // Twelve pages, each checked by axe with the experimental rules, and nine full-page screenshots: on a
  // shared two-core machine that is more than 90 s.
  test.setTimeout(180_000);
  await page.goto("/auth");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/auth.png", fullPage: true });
  await page.goto("/auth?tab=signup");
  await expectAccessible(page);
  await page.goto("/auth/forgot-password");
  await expectAccessible(page);
  await signIn(page, "admin");
  for (const path of ["/account", "/admin", "/admin/messages", "/admin/subscribers", "/admin/survey", "/admin/users"]) {
    await page.goto(path);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/${path.slice(1).replaceAll("/", "-")}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/account");
  await page.screenshot({ path: "test-results/screens/account-360.png", fullPage: true });
  await page.goto("/admin/users");
  await page.screenshot({ path: "test-results/screens/admin-users-360.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
  for (const path of ["/account", "/admin", "/admin/survey"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expectAccessible(page);
  }
});

test("the only administrator cannot delete their own account", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/account");
  await page.getByLabel("Your password, to confirm").fill(DEMO_ACCOUNTS.admin.password);
  await page.getByLabel("I understand that my account is deleted for good").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("You are the only active administrator")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
