import type { Browser, Page } from "@playwright/test";
import { signUpConfirmed, expect as baseExpect, expectAccessible, openPage, signIn, test, unlock } from "./fixtures";

// These tests walk long member journeys with several browsers; on a busy machine they need time.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => unlock(context));

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function screens(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  // Nothing wider than the screen at 360 px.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new member signed up through the real form and confirmed by the mailed link, in their own browser. */
async function newMember(browser: Browser, clientIp: string, name: string) {
  const { context, page } = await openPage(browser, clientIp);
  await unlock(page);
  const email = `forum.${name.toLowerCase()}.${unique()}@example.org`;
  // The mailed link's page confirms the address with the password and signs in.
  await signUpConfirmed(page, { name, email, password: "Geothermal-2026!" });
  return { context, page };
}

/** The first discussion in the list (pinned ones come first). */
function firstDiscussion(page: Page) {
  return page.locator("section[aria-labelledby=discussions-heading] > ul > li").first();
}

/** Starts a discussion through the form; returns its path. */
async function startDiscussion(page: Page, input: { title: string; category: string; tags?: string; body: string }) {
  await page.goto("/community/new");
  await page.getByLabel("Title").fill(input.title);
  await page.getByLabel("Category").selectOption({ label: input.category });
  if (input.tags) await page.getByLabel("Tags (optional)").fill(input.tags);
  await page.getByLabel("Your post").fill(input.body);
  await page.getByRole("button", { name: "Publish discussion" }).click();
  await expect(page.getByText("Your discussion has been published.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: input.title })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("reading is open to visitors: categories, search, sort, tags and a discussion", async ({ page }) => {
  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1, name: "Discussion forum" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to start a discussion" })).toHaveAttribute(
    "href",
    "/auth?next=%2Fcommunity%2Fnew",
  );
  // The pinned welcome comes first.
  const first = firstDiscussion(page);
  await expect(first).toContainText("Welcome to the GeoCert community forum");
  await expect(first).toContainText("Pinned");
  await screens(page, "community");
  await expectAccessible(page);

  // Search over bodies (the word is only in a post, not in a title).
  await page.getByLabel("Search discussions").fill("trachyte");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=trachyte/);
  await expect(page.getByRole("status").filter({ hasText: "1 discussion" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Managing lost circulation in fractured volcanic formations" }),
  ).toBeVisible();

  // Unanswered, a category and a tag.
  await page.goto("/community?sort=unanswered");
  await expect(page.getByRole("link", { name: /Scaling in binary plant heat exchangers/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Managing lost circulation/ })).toHaveCount(0);
  await page.goto("/community");
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: /^Drilling/ })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Drilling" })).toBeVisible();
  await page.goto("/community?tag=mt-survey");
  await expect(page.getByText("Tag: mt-survey")).toBeVisible();
  await expect(page.getByRole("link", { name: /Magnetotelluric survey/ })).toBeVisible();
  // Bad query values are ignored.
  const odd = await page.goto("/community?page=-4&sort=drop&category=%3Cx%3E");
  expect(odd?.status()).toBe(200);

  await page.goto("/community?q=lost+circulation");
  await page.getByRole("link", { name: /Managing lost circulation/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Managing lost circulation/ })).toBeVisible();
  await expect(page.getByText("Accepted answer").first()).toBeVisible();
  await expect(page.getByText("Former member")).toBeVisible();
  const signInLink = page.getByRole("link", { name: "Sign in to reply" });
  await expect(signInLink).toHaveAttribute("href", /^\/auth\?next=%2Fcommunity%2F[0-9a-f-]+%23reply$/);
  await screens(page, "community-discussion");
  await expectAccessible(page);

  // Unknown or malformed ids are not found.
  expect((await page.goto("/community/not-an-id"))?.status()).toBe(404);
  expect((await page.goto("/community/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
  // Posting needs an account.
  await page.goto("/community/new");
  await expect(page).toHaveURL(/\/auth\?next=%2Fcommunity%2Fnew/);
});

test("a member starts a discussion, another replies; markdown is neutralised; likes, answer, edit, delete", async ({
  page,
  browser,
  clientIp,
}) => {
  await signIn(page, "member");
  await page.goto("/community/new");
  await expect(page.getByText(/Markdown: \*\*bold\*\*/)).toBeVisible();
  await screens(page, "community-new");
  await expectAccessible(page);
  // Errors are explained and what was typed is kept.
  await page.getByLabel("Title").fill("Short");
  await page.getByLabel("Tags (optional)").fill("a, b, c, d, e, f");
  await page.getByRole("button", { name: "Publish discussion" }).click();
  await expect(page.getByText("Please write a title of at least 8 characters.")).toBeVisible();
  await expect(page.getByText("Please choose one of the categories.")).toBeVisible();
  await expect(page.getByText("Please use at most 5 tags.")).toBeVisible();
  await expect(page.getByText("Please write your post.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Short");
  // Announcements are for staff only.
  await expect(page.getByLabel("Category").locator("option", { hasText: "Announcements" })).toHaveCount(0);

  const title = `Reinjection well cooling ${unique()}`;
  const path = await startDiscussion(page, {
    title,
    category: "Power Plants",
    tags: "Reinjection, #Cooling, reinjection",
    body: "Has anyone seen **thermal breakthrough** early?\n\n<script>window.__pwned = 1</script>\n\n[click me](javascript:window.__pwned=2) and [docs](https://geocert.example/docs)",
  });
  const opening = page.getByRole("article").first();
  await expect(opening.locator("strong", { hasText: "thermal breakthrough" })).toBeVisible();
  // The script is shown as text, never run; the javascript: link loses its address.
  await expect(opening).toContainText("<script>window.__pwned = 1</script>");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(opening.locator("script")).toHaveCount(0);
  await expect(opening.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(opening.getByRole("link", { name: "docs" })).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await expect(page.getByRole("link", { name: "reinjection" })).toBeVisible();
  await expect(page.getByRole("link", { name: "cooling" })).toBeVisible();
  // One's own post cannot be liked or flagged.
  await expect(opening.getByRole("button", { name: /Like the post/ })).toHaveCount(0);
  await expect(opening.getByText("Flag", { exact: true })).toHaveCount(0);

  // The partner replies, likes the opening post once.
  const partner = await openPage(browser, clientIp);
  await unlock(partner.page);
  await signIn(partner.page, "partner");
  await partner.page.goto(path);
  await partner.page.getByLabel("Reply", { exact: true }).fill("Yes: check the **tracer tests** first.");
  await partner.page.getByRole("button", { name: "Post reply" }).click();
  await expect(partner.page.getByText("Your reply has been posted.")).toBeVisible();
  await expect(partner.page.getByRole("heading", { name: "1 reply" })).toBeVisible();
  await expect(partner.page.getByLabel("Reply", { exact: true })).toHaveValue("");
  const like = partner.page.getByRole("button", { name: "Like the post by Demo Member" });
  await like.click();
  const unlike = partner.page.getByRole("button", { name: "Remove your like from the post by Demo Member" });
  await expect(unlike).toHaveAttribute("aria-pressed", "true");
  await expect(unlike).toContainText("1 like");
  // A second like through the form is not possible; the button now removes it.
  await unlike.click();
  await expect(partner.page.getByRole("button", { name: "Like the post by Demo Member" })).toContainText("0 likes");
  await partner.page.getByRole("button", { name: "Like the post by Demo Member" }).click();
  await expect(unlike).toContainText("1 like");

  // The partner edits, then deletes a second reply.
  const replyArticle = partner.page.getByRole("article").nth(1);
  await replyArticle.getByRole("link", { name: "Edit" }).click();
  await partner.page.getByLabel("Your post").fill("Yes: check the **tracer tests** first, then the injection rates.");
  await partner.page.getByRole("button", { name: "Save changes" }).click();
  await expect(partner.page.getByText("Your changes have been saved.")).toBeVisible();
  await expect(partner.page.getByRole("article").nth(1)).toContainText("then the injection rates");
  await expect(partner.page.getByRole("article").nth(1)).toContainText(/Edited \d/);
  await partner.page.getByLabel("Reply", { exact: true }).fill("A mistaken second reply.");
  await partner.page.getByRole("button", { name: "Post reply" }).click();
  await expect(partner.page.getByRole("heading", { name: "2 replies" })).toBeVisible();
  const mistaken = partner.page.getByRole("article").nth(2);
  await mistaken.getByText("Delete", { exact: true }).click();
  await mistaken.getByRole("button", { name: "Yes, delete" }).click();
  await expect(mistaken).toContainText("Post deleted");
  await expect(mistaken).not.toContainText("A mistaken second reply.");
  await expect(partner.page.getByRole("heading", { name: "1 reply" })).toBeVisible();
  await partner.context.close();

  // The discussion's author marks the reply as the answer.
  await page.reload();
  await expect(page.getByRole("article").first()).toContainText("1 like");
  await page.getByRole("button", { name: "Mark as answer" }).click();
  await expect(page.getByText("The reply is marked as the answer.")).toBeVisible();
  await expect(page.getByRole("article").nth(1)).toContainText("Accepted answer");
  await expect(page.getByRole("link", { name: "Go to the answer" })).toBeVisible();
  await page.goto(`/community?q=${encodeURIComponent(title)}`);
  await expect(firstDiscussion(page)).toContainText("Answered");
});

test("a post flagged by three members is hidden until an admin restores it", async ({ page, browser, clientIp }) => {
  // The author of the questionable post: the partner.
  await signIn(page, "partner");
  const title = `Cheap drilling bits ${unique()}`;
  const path = await startDiscussion(page, {
    title,
    category: "Drilling",
    body: "Visit my shop for cheap drilling bits.",
  });

  const flag = async (who: Page, reason: string) => {
    await who.goto(path);
    const post = who.getByRole("article").first();
    await post.getByText("Flag", { exact: true }).click();
    await post.getByLabel(reason).check();
    await post.getByRole("button", { name: "Send flag" }).click();
  };

  const member = await openPage(browser, clientIp);
  await unlock(member.page);
  await signIn(member.page, "member");
  await flag(member.page, "Spam");
  await expect(member.page.getByText("Thank you. Moderators will review the post.")).toBeVisible();
  await expect(member.page.getByText("You flagged this post")).toBeVisible();

  const second = await newMember(browser, clientIp, "Ketut");
  await flag(second.page, "Off-topic");
  await expect(second.page.getByText("Thank you. Moderators will review the post.")).toBeVisible();
  // Still readable after two flags.
  await page.reload();
  await expect(page.getByRole("article").first()).toContainText("Visit my shop");

  const third = await newMember(browser, clientIp, "Amaru");
  await flag(third.page, "Spam");
  await expect(third.page.getByText("Thank you. The post is hidden until a moderator reviews it.")).toBeVisible();
  await expect(third.page.getByRole("article").first()).toContainText("Post hidden");
  await expect(third.page.getByRole("article").first()).not.toContainText("Visit my shop");
  // Under review, the discussion takes no replies from members.
  await expect(third.page.getByText("This discussion is locked: no new replies.")).toBeVisible();
  await expect(third.page.getByRole("button", { name: "Post reply" })).toHaveCount(0);
  // Hidden from lists too.
  await third.page.goto(`/community?q=${encodeURIComponent(title)}`);
  await expect(third.page.getByText("No discussions match.", { exact: false })).toBeVisible();
  await Promise.all([member.context.close(), second.context.close(), third.context.close()]);

  // The admin reviews the queue and restores it.
  const admin = await openPage(browser, clientIp);
  await unlock(admin.page);
  await signIn(admin.page, "admin");
  await admin.page.goto("/admin/moderation");
  await expect(admin.page.getByRole("heading", { level: 2, name: "Moderation" })).toBeVisible();
  const row = admin.page.getByRole("row", { name: new RegExp(`In “${title}”`) });
  await expect(row).toContainText("Hidden by flags");
  await expect(row).toContainText("Spam: 2");
  await expect(row).toContainText("Off-topic: 1");
  await screens(admin.page, "admin-moderation");
  await expectAccessible(admin.page);
  await row.getByRole("button", { name: "Restore the post by Demo Partner (Hekla Drilling Ltd.)" }).click();
  await expect(admin.page.getByText("The post is visible again and its flags are cleared.")).toBeVisible();
  await expect(admin.page.getByRole("row", { name: new RegExp(`In “${title}”`) })).toHaveCount(0);

  // Pin and lock from the queue's discussion list.
  await admin.page.getByLabel("Search discussions").fill(title);
  await admin.page.getByRole("button", { name: "Search" }).click();
  await admin.page.getByRole("button", { name: `Pin “${title}”` }).click();
  await expect(admin.page.getByText("The discussion is pinned.")).toBeVisible();
  await admin.page.getByRole("button", { name: `Lock “${title}”` }).click();
  await expect(admin.page.getByText("The discussion is locked.")).toBeVisible();
  await admin.context.close();

  await page.goto(path);
  await expect(page.getByRole("article").first()).toContainText("Visit my shop");
  await expect(page.getByText("This discussion is locked: no new replies.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Post reply" })).toHaveCount(0);
  await page.goto("/community?category=drilling");
  await expect(firstDiscussion(page)).toContainText(title);
});

test("a locked discussion without replies does not invite an answer", async ({ page }) => {
  // The demo's welcome thread (app/features/forum/seed.server.ts) is locked and has no replies.
  await unlock(page);
  await page.goto("/community");
  await page.getByRole("link", { name: "Welcome to the GeoCert community forum" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the GeoCert community forum" })).toBeVisible();
  await expect(page.getByText("This discussion is locked: no new replies.")).toBeVisible();
  await expect(page.getByText("Be the first to answer.")).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/forum-locked-no-replies.png", fullPage: true });
});

test("new accounts may start three discussions a day", async ({ browser, clientIp }) => {
  const { context, page } = await newMember(browser, clientIp, "Noa");
  for (let n = 1; n <= 3; n++) {
    await startDiscussion(page, { title: `Question number ${n} ${unique()}`, category: "Drilling", body: "Body" });
  }
  await page.goto("/community/new");
  await page.getByLabel("Title").fill("A fourth question today");
  await page.getByLabel("Category").selectOption({ label: "Drilling" });
  await page.getByLabel("Your post").fill("Body");
  await page.getByRole("button", { name: "Publish discussion" }).click();
  await expect(page.getByRole("alert")).toContainText("New accounts may start 3 discussions a day.");
  await expect(page.getByLabel("Title")).toHaveValue("A fourth question today");
  await context.close();
});

test("replying works without JavaScript, and the pages read well in Icelandic", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/community?q=Magnetotelluric");
  await page.getByRole("link", { name: /Magnetotelluric survey/ }).click();
  await page.getByLabel("Reply", { exact: true }).fill("Without JavaScript: thank you, very useful.");
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Your reply has been posted.")).toBeVisible();
  await expect(page.getByText("Without JavaScript: thank you, very useful.")).toBeVisible();
  await context.close();

  const is = await openPage(browser, clientIp);
  await unlock(is.page);
  await is.page.goto("/community?lng=is");
  await expect(is.page.getByRole("heading", { level: 1, name: "Spjallborð" })).toBeVisible();
  await expectAccessible(is.page);
  await is.page.getByRole("link", { name: /Managing lost circulation/ }).click();
  await expect(is.page.getByRole("link", { name: "Skráðu þig inn til að svara" })).toBeVisible();
  await expectAccessible(is.page);
  await signIn(is.page, "admin");
  await is.page.goto("/community/new?lng=is");
  await expectAccessible(is.page);
  await is.page.goto("/admin/moderation?lng=is");
  await expectAccessible(is.page);
  await is.page.setViewportSize({ width: 360, height: 780 });
  await is.page.goto("/community?lng=is");
  await expect.poll(() => is.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await is.page.screenshot({ path: "test-results/screens/community-360-is.png", fullPage: true });
  await is.context.close();
});

test("a long discussion is paged: page 1 and 2, the answer on every page, a reply lands on the last page", async ({
  page,
  browser,
  clientIp,
}) => {
  const title = "Silica scaling in our reinjection pipeline: what worked for you?";
  await page.goto(`/community?q=${encodeURIComponent("Silica scaling in our reinjection")}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const path = new URL(page.url()).pathname;
  const replies = page.locator("section[aria-labelledby=replies-heading] > ol > li");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  const opening = page.getByRole("article").first();

  // Page 1: the opening post, the accepted answer's summary (it is on page 2), 20 replies, the page links.
  await expect(page.getByRole("heading", { level: 2, name: "46 replies" })).toBeVisible();
  await expect(page.getByText("Replies 1–20 of 46")).toBeVisible();
  await expect(replies).toHaveCount(20);
  await expect(opening).toContainText("Our reinjection pipeline loses capacity");
  const answerLink = page.getByRole("link", { name: "Go to the answer" });
  await expect(answerLink).toHaveAttribute("href", new RegExp(`^${path}\\?page=2#reply-[0-9a-f-]+$`));
  await expect(page.getByText(/Reinject hotter: move the reinjection point/).first()).toBeVisible();
  await expect(pagination.getByRole("link", { name: "Page 1 of 3" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
  await screens(page, "community-discussion-paged");

  // Page 2 through the page links: the next 20, the opening post still on top.
  await pagination.getByRole("link", { name: "Page 2 of 3" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
  await expect(page.getByText("Replies 21–40 of 46")).toBeVisible();
  await expect(replies).toHaveCount(20);
  await expect(opening).toContainText("Our reinjection pipeline loses capacity");
  await expect(page).toHaveTitle(/Page 2 of 3/);
  await expect(pagination.getByRole("link", { name: "Page 2 of 3" })).toHaveAttribute("aria-current", "page");
  // The answer is here, highlighted; the summary's link goes to it.
  const answerId = (await answerLink.getAttribute("href"))!.split("#")[1]!;
  const answer = page.locator(`article#${answerId}`);
  await expect(answer).toContainText("Accepted answer");
  await expect(answer).toContainText("Reinject hotter");
  await answerLink.click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?page=2#${answerId}$`));
  await expect(answer).toBeInViewport();
  await screens(page, "community-discussion-page-2");
  await expectAccessible(page);

  // Page numbers past the end are the last page; nonsense is page 1.
  expect((await page.goto(`${path}?page=999`))?.status()).toBe(200);
  await expect(page.getByText("Replies 41–46 of 46")).toBeVisible();
  await expect(pagination.getByRole("link", { name: "Page 3 of 3" })).toHaveAttribute("aria-current", "page");
  expect((await page.goto(`${path}?page=abc`))?.status()).toBe(200);
  await expect(page.getByText("Replies 1–20 of 46")).toBeVisible();

  // Replying from page 1 lands on the last page, at the new reply.
  await signIn(page, "member");
  await page.goto(path);
  const text = `Insulation first, then chemistry: noted. ${unique()}`;
  await page.getByLabel("Reply", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Post reply" }).click();
  // (The address no longer carries ?done=replied&post=…: the message comes with a flash; it is checked below.)
  await expect(page).toHaveURL(new RegExp(`^[^?]+${path}\\?page=3#reply-[0-9a-f-]+$`));
  const mine = page.locator(`article#${new URL(page.url()).hash.slice(1)}`);
  await expect(mine).toContainText(text);
  await expect(mine).toContainText("Your reply has been posted.");
  await expect(mine).toBeInViewport();
  await expect(page.getByText("Replies 41–47 of 47")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "47 replies" })).toBeVisible();

  // A reply flagged on page 2: the moderation queue links to page 2, at the reply.
  await page.goto(`${path}?page=2`);
  const flagged = page.getByRole("article").filter({ hasText: "Our line was not built for pigs" });
  await flagged.getByText("Flag", { exact: true }).click();
  await flagged.getByLabel("Off-topic").check();
  await flagged.getByRole("button", { name: "Send flag" }).click();
  await expect(page.getByText("Thank you. Moderators will review the post.")).toBeVisible();
  const flaggedId = await flagged.getAttribute("id");
  const admin = await openPage(browser, clientIp);
  await unlock(admin.page);
  await signIn(admin.page, "admin");
  await admin.page.goto("/admin/moderation");
  const queued = admin.page.getByRole("row", { name: /In “Silica scaling in our reinjection pipeline/ });
  const toPost = queued.getByRole("link", { name: /Silica scaling/ });
  await expect(toPost).toHaveAttribute("href", `${path}?page=2#${flaggedId}`);
  await toPost.click();
  await expect(admin.page.locator(`article#${flaggedId}`)).toBeInViewport();
  await admin.context.close();

  // Without JavaScript the page links work too, and the page reads well in Icelandic.
  const plain = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(plain.page);
  await plain.page.goto(`${path}?lng=is`);
  await plain.page
    .getByRole("navigation", { name: "Síðuflettingar" })
    .getByRole("link", { name: "Síða 3 af 3" })
    .click();
  await expect(plain.page.getByText("Svör 41–47 af 47")).toBeVisible();
  await expect(plain.page.getByText(text)).toBeVisible();
  await plain.context.close();
  await page.goto(`${path}?page=2&lng=is`);
  await expect(page.getByText("Svör 21–40 af 47")).toBeVisible();
  await expectAccessible(page);
});
