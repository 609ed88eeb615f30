import { signUpConfirmed, expect as baseExpect, openPage, signIn, test, unlock } from "./fixtures";

// Pages built from the database are rendered once and kept until the data changes (// decision 026): a kept page answers with a strong ETag, and a change shows at once, not a minute later.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("a signed-out reader's kept discussion shows a new reply at once", async ({ page, browser, clientIp }) => {
  await unlock(page);
  await page.goto("/community?q=silica");
  const path = await page
    .locator("section[aria-labelledby=discussions-heading] a[href^='/community/']")
    .first()
    .getAttribute("href");
  expect(path).toMatch(/^\/community\/[0-9a-f-]{36}$/);

  // Kept: the same bytes (the same strong ETag) for the second reader.
  const first = await page.goto(path!);
  const etag = first!.headers().etag;
  expect(etag).toMatch(/^"[\w-]{32}"$/);
  expect((await page.goto(path!))!.headers().etag).toBe(etag);

  // A member replies in their own browser…
  const member = await openPage(browser, clientIp);
  await unlock(member.page);
  await signIn(member.page, "member");
  await member.page.goto(`${path}?page=99`);
  const text = `Kept pages go when the data changes ${unique()}`;
  await member.page.getByLabel("Reply", { exact: true }).fill(text);
  await member.page.getByRole("button", { name: "Post reply" }).click();
  await expect(member.page.getByText("Your reply has been posted.")).toBeVisible();
  await member.context.close();

  // …and the signed-out reader's next visit shows it (the reply is on the last page).
  const lastPage = await page.goto(`${path}?page=99`);
  await expect(page.getByText(text)).toBeVisible();
  expect(lastPage!.headers().etag).toBeDefined();
  expect((await page.goto(path!))!.headers().etag).not.toBe(etag);
});

test("a member's kept account page is theirs alone and shows a change at once", async ({ browser, clientIp }) => {
  // A member of their own (the demo accounts' names are read by other tests).
  const email = `kept.${unique()}@example.org`;
  const password = "Geothermal-2026!";
  const member = await openPage(browser, clientIp);
  await unlock(member.page);
  await signUpConfirmed(member.page, { name: "Kept Pages", email, password });
  await member.page.goto("/account");
  await expect(member.page.getByLabel("Full name")).toHaveValue("Kept Pages");
  const etag = (await member.page.goto("/account"))!.headers().etag;

  // Another account's page at the same URL is its own.
  const partner = await openPage(browser, clientIp);
  await unlock(partner.page);
  await signIn(partner.page, "partner");
  await partner.page.goto("/account");
  await expect(partner.page.getByLabel("Full name")).toHaveValue("Demo Partner (Hekla Drilling Ltd.)");
  await expect(partner.page.getByText(email)).toHaveCount(0);

  // A change made in a second session of the member shows on the first session's next visit.
  const second = await openPage(browser, clientIp);
  await unlock(second.page);
  await signIn(second.page, { email, password });
  await second.page.goto("/account");
  await second.page.getByLabel("Full name").fill("Kept Pages Renamed");
  await second.page.getByRole("button", { name: "Save profile" }).click();
  await expect(second.page.getByText("Your profile has been saved.", { exact: true })).toBeVisible();
  const after = await member.page.goto("/account");
  await expect(member.page.getByLabel("Full name")).toHaveValue("Kept Pages Renamed");
  expect(after!.headers().etag).not.toBe(etag);
  for (const browserPage of [member, partner, second]) await browserPage.context.close();
});
