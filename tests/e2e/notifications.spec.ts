import type { Browser, Page } from "@playwright/test";
import { signUpConfirmed, expect as baseExpect, expectAccessible, openPage, test, unlock } from "./fixtures";

// Three members in their own browsers; on a busy machine the journey needs time.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function screens(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new member signed up through the real form and confirmed by the mailed link, in their own browser. */
async function newMember(browser: Browser, clientIp: string, name: string) {
  const { context, page } = await openPage(browser, clientIp);
  await unlock(page);
  const email = `notify.${unique()}@example.org`;
  await signUpConfirmed(page, { name, email, password: "Geothermal-2026!" });
  return { context, page };
}

test("a reply with an @mention notifies the discussion's author and the member mentioned", async ({ browser }) => {
  const tag = unique();
  const names = { a: `Abe${tag} Replier`, b: `Bea${tag} Author`, c: `Cyd${tag} Mentioned` };
  const b = await newMember(browser, "10.19.0.2", names.b);
  const a = await newMember(browser, "10.19.0.1", names.a);
  const c = await newMember(browser, "10.19.0.3", names.c);
  // C posts once so that the autocomplete knows the name (it suggests forum posters).
  const title = `Silica scaling in reinjection wells ${tag}`;
  await b.page.goto("/community/new");
  await b.page.getByLabel("Title").fill(title);
  await b.page.getByLabel("Category").selectOption({ label: "Drilling" });
  await b.page.getByLabel("Your post").fill("What inhibitor dose has worked for you at 180 °C?");
  await b.page.getByRole("button", { name: "Publish discussion" }).click();
  await expect(b.page.getByText("Your discussion has been published.")).toBeVisible();
  const path = new URL(b.page.url()).pathname;

  await c.page.goto(path);
  await c.page.getByLabel("Reply", { exact: true }).fill("We see the same at 170 °C.");
  await c.page.getByRole("button", { name: "Post reply" }).click();
  await expect(c.page.getByText("Your reply has been posted.")).toBeVisible();

  // A replies and mentions C, picking the name from the autocomplete.
  await a.page.goto(path);
  await a.page.locator("html[data-hydrated]").waitFor();
  const field = a.page.getByLabel("Reply", { exact: true });
  await field.pressSequentially(`Thanks @Cyd${tag}`);
  const option = a.page.getByRole("option", { name: `@${names.c}` });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await field.press("Enter");
  await field.pressSequentially("— 5 ppm worked for us.");
  await expect(field).toHaveValue(`Thanks @${names.c} — 5 ppm worked for us.`);
  await a.page.getByRole("button", { name: "Post reply" }).click();
  await expect(a.page.getByText("Your reply has been posted.")).toBeVisible();

  // B sees the unread count in the header and the item on /notifications.
  await b.page.goto("/");
  // Before scripts it is a link to the list; once they run, a menu of the newest.
  const bell = b.page.getByRole("link", { name: /^2 unread — Notifications$/ });
  await expect(bell).toHaveAttribute("href", "/notifications");
  await b.page.locator("html[data-hydrated]").waitFor();
  await bell.click();
  await expect(b.page.getByRole("menuitem", { name: new RegExp(`${names.a} replied to “${title}”`) })).toBeVisible();
  await expectAccessible(b.page);
  await b.page.getByRole("menuitem", { name: "All notifications" }).click();
  await expect(b.page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const item = b.page.getByRole("button", { name: `Unread: ${names.a} replied to “${title}”` });
  await expect(item).toBeVisible();
  await expectAccessible(b.page);
  await screens(b.page, "notifications");
  await item.click();
  await expect(b.page).toHaveURL(new RegExp(`${path}#reply-`));
  // Opening it marked it read: C's reply is still unread.
  await b.page.goto("/");
  await expect(b.page.getByRole("link", { name: /^1 unread — Notifications$/ })).toBeVisible();

  // C is told of the mention.
  await c.page.goto("/notifications");
  await expect(c.page.getByRole("button", { name: `Unread: ${names.a} mentioned you in “${title}”` })).toBeVisible();
  await c.page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(c.page.getByRole("button", { name: `${names.a} mentioned you in “${title}”` })).toBeVisible();

  // B watches the discussion, then changes a preference on the settings page.
  await b.page.goto(path);
  await b.page.getByRole("button", { name: "Watch" }).click();
  await expect(b.page.getByText("You are watching this discussion.")).toBeVisible();
  await b.page.goto("/account");
  await b.page.getByRole("link", { name: "Notification settings" }).click();
  await expect(b.page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();
  await b.page.getByLabel("Replies to my discussions").selectOption({ label: "Weekly digest" });
  await b.page.getByRole("button", { name: "Save settings" }).click();
  await expect(b.page.getByText("Your notification settings are saved.")).toBeVisible();
  await expect(b.page.getByLabel("Replies to my discussions")).toHaveValue("weekly");
  await expect(b.page.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(b.page);
  await screens(b.page, "notification-settings");

  for (const member of [a, b, c]) await member.context.close();
});
