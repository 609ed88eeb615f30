import type { Page } from "@playwright/test";
import { expect, expectAccessible, mailLink, openPage, signIn, test, unlock } from "./fixtures";

/** The fictional reader of the preview's newsletter frame (app/lib/mail/previews.server.tsx). */
const READER = "newsletter.reader@example.org";

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The previewed mail's HTML on a page of its own (full-page screenshots leave the sandboxed frame out). */
async function screenshotMail(page: Page, name: string) {
  const html = await page.locator("iframe").getAttribute("srcdoc");
  const mail = await page.context().newPage();
  await mail.setContent(html ?? "");
  await mail.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await mail.setViewportSize({ width: 360, height: 800 });
  await mail.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage: true });
  await mail.close();
}

test("an admin previews every mail template, in any language, HTML and text", async ({ page }) => {
  // Slow by design, not by waiting: eight navigations, axe over the page and its mail frame, and five
  // full-page screenshots of the page and of each mail at two widths (each mail in a page of its own).
  test.slow();
  await unlock(page);
  await signIn(page, "admin", "/admin/mail");
  await page.goto("/admin/mail");
  await page.getByRole("link", { name: "Preview the mail templates" }).click();
  await expect(page.getByRole("heading", { name: "Mail templates" })).toBeVisible();
  const templates = page.getByRole("navigation", { name: "Templates" });
  // 17 before the newsletter and events mails, plus 4 partnership/mentorship mails, the event registration mail, 5 renewal
  // mails, the staff's cancellation of a registration, the complainant's 2, the referee's 2 and the candidate's 5.
  await expect(templates.getByRole("link")).toHaveCount(37);

  await templates.getByRole("link", { name: "Account: confirm the address" }).click();
  await expect(templates.getByRole("link", { name: "Account: confirm the address" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const frame = page.frameLocator("iframe[title*='Account: confirm the address']");
  await expect(frame.getByRole("link", { name: "Confirm your address" })).toHaveAttribute(
    "href",
    /^https:\/\/geocert\.example\/auth\/verify-email\?token=/,
  );
  await expect(page.locator("pre")).toContainText("https://geocert.example/auth/verify-email?token=");
  await expectAccessible(page);
  await screenshot(page, "mail-templates-verify-en");
  await screenshotMail(page, "mail-verify-en");

  await page.getByLabel("Language").selectOption("is");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/language=is/);
  await expect(frame.getByRole("link", { name: "Staðfesta netfangið" })).toBeVisible();
  await expect(page.locator("pre")).toHaveAttribute("lang", "is");

  await templates.getByRole("link", { name: "Mentorship: request received" }).click();
  const mentorship = page.frameLocator("iframe[title*='Mentorship: request received']");
  await expect(mentorship.locator("html")).toHaveAttribute("lang", "is");
  await screenshot(page, "mail-templates-mentorship-is");
  await screenshotMail(page, "mail-mentorship-is");

  // The renewal mails (decision 033) are there too: the approval, with its fee and the link to the renewal.
  await page.goto("/admin/mail/templates?template=renewal-approved&language=en");
  const approved = page.frameLocator("iframe[title*='is renewed']");
  await expect(approved.getByRole("link", { name: "Open your renewal" })).toHaveAttribute(
    "href",
    "https://geocert.example/account/renewal/GCF-2024-7K3M-QP",
  );
  await expect(page.locator("pre")).toContainText("valid until 14 March 2030");
  await expect(page.locator("pre")).toContainText("Renewal fee:");
  await screenshotMail(page, "mail-renewal-approved");

  // The candidate's decline, in French: staff's reason quoted, the link to the dashboard.
  await page.goto("/admin/mail/templates?template=application-decline&language=fr");
  await expect(page.locator("pre")).toHaveAttribute("lang", "fr");
  await expect(page.locator("pre")).toContainText("https://geocert.example/account/certification");
  await screenshotMail(page, "mail-application-decline-fr");
});

test("a visitor unsubscribes from a mail's link: no sign-in, no site password, at once", async ({
  page,
  browser,
  clientIp,
}) => {
  // Slow by design: three browser contexts (the admin, a visitor, one without JavaScript), a subscription
  // confirmed through the mailed link (waiting for the outbox's sender), axe and screenshots on the way.
  test.slow();
  // The admin's preview of the newsletter frame carries a real, signed link for the fictional reader.
  await unlock(page);
  await signIn(page, "admin", "/admin/mail/templates");
  await page.goto("/admin/mail/templates?template=newsletter-frame&language=en");
  await expect(page.getByText("List-Unsubscribe-Post")).toBeVisible();
  const frame = page.frameLocator("iframe[title*='Newsletter']");
  const href = await frame.getByRole("link", { name: "Unsubscribe" }).getAttribute("href");
  expect(href).toMatch(/^https:\/\/geocert\.example\/unsubscribe\?token=/);
  const link = new URL(href!);
  await screenshot(page, "mail-templates-newsletter-frame");
  await screenshotMail(page, "mail-newsletter-frame");

  // The reader subscribes on the home page and confirms through the mailed link (double opt-in).
  await page.goto("/");
  await page.locator("#newsletter").getByLabel("Email address").fill(READER);
  await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Thank you! Check your inbox/).first()).toBeVisible();
  await page.goto(await mailLink(READER, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm the subscription" }).click();

  // Later, in a browser that never unlocked the site nor signed in, they follow the mail's link.
  const { context, page: visitor } = await openPage(browser, clientIp);
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(visitor.getByText(`the GeoCert newsletter at ${READER}`)).toBeVisible();
  await expectAccessible(visitor);
  await screenshot(visitor, "unsubscribe-page");
  // Without JavaScript (a mail client's browser may have none), the page's form does it.
  const plain = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await plain.page.goto(`${link.pathname}${link.search}`);
  await plain.page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(plain.page.getByRole("status").filter({ hasText: "you will no longer receive" })).toContainText(READER);
  await plain.context.close();
  await visitor.reload();
  await expectAccessible(visitor);
  await screenshot(visitor, "unsubscribe-done");

  // Once more (the same link, a mail client's one-click POST): the same outcome, nothing breaks.
  const again = await visitor.request.post(`${link.pathname}${link.search}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(again.status()).toBe(200);
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByText(`You no longer receive the GeoCert newsletter at ${READER}.`)).toBeVisible();

  // A changed link is refused.
  await visitor.goto(`${link.pathname}?token=${encodeURIComponent(`${link.searchParams.get("token")}x`)}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" })).toBeVisible();
  await expectAccessible(visitor);
  await context.close();
});
