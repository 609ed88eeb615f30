import type { Browser, Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import { DEMO_ACCOUNTS, expect, expectAccessible, latestMail, openPage, signIn, test, unlock } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => unlock(context));

/** A full-page screenshot; nothing in the page's main part may reach past its right edge. */
async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const wide = await page.evaluate(
    (w) =>
      [...document.querySelectorAll("#main *")]
        .filter((el) => el.getBoundingClientRect().right > w + 0.5)
        .slice(0, 3)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    width,
  );
  expect(wide, "elements wider than the page").toEqual([]);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** A mail's text with folded headers and quoted-printable soft line breaks undone. */
async function mailTo(address: string): Promise<string> {
  const raw = await latestMail(address);
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function useLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: "lng", value: language, url: `http://localhost:${GATED_PORT}` }]);
}

/** Another member in their own browser (own client address, unlocked, signed in). */
async function asMember(browser: Browser, who: keyof typeof DEMO_ACCOUNTS, ip: string) {
  const { context, page } = await openPage(browser, ip);
  await unlock(page);
  await signIn(page, who);
  return { context, page };
}

test.describe("mentorship", () => {
  test("offer → request → accept → capacity reached → end", async ({ page, browser, clientIp }) => {
    // The partner offers one place.
    await signIn(page, "partner");
    await page.goto("/community/mentorship");
    const offer = page.locator("#offer");
    await offer.getByLabel("Drilling operations").check();
    await offer.getByLabel("Risk assessment").check();
    await offer.getByLabel("Your certification level").selectOption("senior");
    await offer.getByLabel("English", { exact: true }).check();
    await offer.getByLabel("Kiswahili").check();
    await offer.getByLabel("Your region").selectOption("africa");
    await offer.getByLabel("Mentees at once").selectOption("1");
    await offer
      .getByLabel("About you")
      .fill("Drilling engineer for fifteen years; I help with well control and safety.");
    await offer.getByRole("button", { name: "Save offer" }).click();
    await expect(offer.getByRole("status")).toHaveText("Your offer to mentor is saved.");

    // Two members ask.
    const partnerName = DEMO_ACCOUNTS.partner.name;
    for (const [who, ip] of [
      ["member", `${clientIp.split(".").slice(0, 3).join(".")}.201`],
      ["admin", `${clientIp.split(".").slice(0, 3).join(".")}.202`],
    ] as const) {
      const other = await asMember(browser, who, ip);
      await other.page.goto("/community/mentorship?region=africa&language=sw");
      const card = other.page.getByRole("article", { name: partnerName }).first();
      await card.getByText(`Ask for mentorship`).click();
      await card.getByLabel("Your message").fill(`Hello, I am ${who} and would like help with drilling safety.`);
      await card.getByRole("button", { name: "Send request" }).click();
      await expect(other.page.getByRole("status").filter({ hasText: "Your request was sent" })).toContainText(
        partnerName,
      );
      await other.page.reload();
      await expect(other.page.getByTestId("mentorship").first()).toContainText("Waiting for an answer");
      await expect(other.page.getByRole("article", { name: partnerName }).first()).toContainText("Request sent");
      await other.context.close();
    }
    expect(await mailTo(DEMO_ACCOUNTS.partner.email)).toContain("Demo Admin");

    // The partner accepts the member: both are told by mail.
    await page.goto("/community/mentorship");
    const fromMember = page.getByTestId("mentorship").filter({ hasText: "Request from Demo Member" });
    await fromMember.getByLabel("Your answer to Demo Member").fill("Happy to help. Let us talk every two weeks.");
    await fromMember.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You accepted Demo Member" })).toBeVisible();
    await expect(page.getByTestId("mentorship").filter({ hasText: "You mentor Demo Member" })).toContainText("Active");
    const toMentee = await mailTo(DEMO_ACCOUNTS.member.email);
    expect(toMentee).toMatch(/accepted your request/);
    expect(toMentee).toContain("every two weeks");
    expect(await mailTo(DEMO_ACCOUNTS.partner.email)).toMatch(/you now mentor Demo Member/);

    // Capacity reached: the second request cannot be accepted, and the mentor shows as full.
    const fromAdmin = page.getByTestId("mentorship").filter({ hasText: "Request from Demo Admin" });
    await fromAdmin.getByRole("button", { name: "Accept" }).click();
    await expect(fromAdmin.getByRole("alert")).toContainText("capacity reached");
    await page.goto("/community/mentorship?region=africa&language=sw");
    await expect(page.getByRole("article", { name: partnerName }).first()).toContainText("Full: no place free");

    // The mentee sees the active mentorship and ends it; the place is free again.
    const member = await asMember(browser, "member", `${clientIp.split(".").slice(0, 3).join(".")}.203`);
    await member.page.goto("/community/mentorship");
    const active = member.page.getByTestId("mentorship").filter({ hasText: `${partnerName} mentors you` });
    await expect(active).toContainText("Active");
    await expect(active).toContainText("Until");
    await active.getByRole("button", { name: `End the mentorship with ${partnerName}` }).click();
    await expect(member.page.getByRole("status").filter({ hasText: "The mentorship has ended." })).toBeVisible();
    expect(await mailTo(DEMO_ACCOUNTS.partner.email)).toMatch(/has ended/);
    await member.context.close();
    await page.reload();
    await expect(page.getByRole("article", { name: partnerName }).first()).toContainText("1 place free of 1");
  });

  test("suggested mentors are ranked with their reasons", async ({ page }) => {
    await signIn(page, "member");
    await page.goto("/community/mentorship");
    const seek = page.locator("#seek");
    await seek.getByLabel("Drilling operations").check();
    await seek.getByLabel("Risk assessment").check();
    await seek.getByLabel("Your level now").selectOption("associate");
    await seek.getByLabel("Kiswahili").check();
    await seek.getByLabel("Your region").selectOption("africa");
    await seek.getByRole("button", { name: "Show suggested mentors" }).click();
    const first = page.locator("#matches").getByTestId("mentor-card").first();
    await expect(first).toContainText("Amani Njoroge");
    await expect(first).toContainText("Shares 2 of your domains · 2 levels above you · speaks Kiswahili · same region");
  });

  test("signed-out visitors see mentors and a way to sign in; forms are validated", async ({ page }) => {
    await page.goto("/community/mentorship");
    await expect(page.getByRole("heading", { level: 1, name: "Mentorship" })).toBeVisible();
    await expect(page.getByTestId("mentor-card").first()).toBeVisible();
    await expect(page.locator("#main").getByRole("link", { name: "Sign in" }).first()).toHaveAttribute(
      "href",
      /\/auth\?next=/,
    );
    await signIn(page, "admin");
    await page.goto("/community/mentorship");
    await page.locator("#offer").getByRole("button", { name: "Save offer" }).click();
    await expect(page.locator("#offer")).toContainText("Choose at least one domain.");
    await expect(page.locator("#offer")).toContainText("Write at least 20 characters about yourself.");
  });
  test("the mentor list is limited per client against harvesting, like the directory", async ({ page }) => {
    let status = 200;
    for (let i = 0; i < 61 && status === 200; i++) {
      status = (await page.request.get(`/community/mentorship?page=${(i % 2) + 1}`)).status();
    }
    expect(status).toBe(429);
    // The directory shares the budget.
    expect((await page.request.get("/community/directory")).status()).toBe(429);
    await page.goto("/community/mentorship");
    await expect(page.getByRole("alert")).toContainText("Please wait");
    await expect(page.getByText("Guðrún Hafsteinsdóttir")).toHaveCount(0);
  });
});

test.describe("directory", () => {
  test("a member's hidden fields are never shown or searchable; contact goes by mail", async ({
    page,
    browser,
    clientIp,
  }) => {
    await signIn(page, "member");
    await page.goto("/community/directory");
    const form = page.locator("#profile-heading").locator("xpath=ancestor::section[1]");
    await form.getByLabel("Country", { exact: true }).fill("Kenya");
    await form.getByLabel("Show country in the directory").check();
    await form.getByLabel("City", { exact: true }).fill("Hiddentown");
    await form.getByLabel("Certification level").selectOption("professional");
    await form.getByLabel("Show level in the directory").check();
    await form.getByLabel("Employer", { exact: true }).fill("Secret Employer Ltd");
    await form.getByLabel("Drilling operations").check();
    await form.getByLabel("Show domains in the directory").check();
    await form.getByLabel("Credential id (optional)").fill("GC-2026-000123");
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your directory profile is saved." })).toBeVisible();

    // A signed-out visitor searches.
    const { context, page: visitor } = await openPage(browser, `${clientIp.split(".").slice(0, 3).join(".")}.211`);
    await unlock(visitor);
    await visitor.goto("/community/directory");
    await visitor.getByLabel("Name").fill("Demo Member");
    await visitor.getByLabel("Country").fill("keny");
    await visitor.getByRole("button", { name: "Search" }).click();
    await expect(visitor).toHaveURL(/q=Demo\+Member/);
    const entry = visitor.getByTestId("directory-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Kenya");
    await expect(entry).toContainText("Professional");
    await expect(entry).toContainText("Drilling operations");
    // The "verified" mark appears only when the registry confirms the credential (not this made-up id).
    await expect(entry.getByRole("link", { name: /Verified credential of Demo Member/ })).toHaveCount(0);
    const html = await visitor.content();
    expect(html).not.toContain("Secret Employer");
    expect(html).not.toContain("Hiddentown");
    expect(html).not.toContain(DEMO_ACCOUNTS.member.email);
    // Searching a hidden field finds nothing.
    await visitor.goto("/community/directory?country=Hiddentown");
    await expect(visitor.getByText("No listed professional matches this search.")).toBeVisible();
    await visitor.goto(`/community/directory?q=Demo+Member&level=professional&domain=drillingOperations`);
    await expect(visitor.getByTestId("directory-entry")).toHaveCount(1);
    // Contact needs an account.
    await visitor.getByRole("link", { name: "Contact Demo Member" }).click();
    await expect(visitor.locator("#main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      /\/auth\?next=%2Fcommunity%2Fdirectory%2F/,
    );
    expect(await visitor.content()).not.toContain("Secret Employer");
    await context.close();

    // The partner writes; the mail goes to the member with the partner as reply-to.
    const partner = await asMember(browser, "partner", `${clientIp.split(".").slice(0, 3).join(".")}.212`);
    await partner.page.goto("/community/directory?q=Demo+Member");
    await partner.page.getByRole("link", { name: "Contact Demo Member" }).click();
    await partner.page.getByLabel("Your message").fill("Hello, we are looking for drilling engineers in Kenya.");
    await partner.page.getByRole("button", { name: "Send message" }).click();
    await expect(partner.page.getByRole("status")).toHaveText("Your message was sent.");
    const mail = await mailTo(DEMO_ACCOUNTS.member.email);
    expect(mail).toMatch(/^Reply-To: partner@example\.org/m);
    expect(mail).toContain("looking for drilling engineers");
    await partner.context.close();
  });

  test("pages are limited per client against harvesting", async ({ page }) => {
    let status = 200;
    for (let i = 0; i < 61 && status === 200; i++) {
      status = (await page.request.get(`/community/directory?page=${(i % 2) + 1}`)).status();
    }
    expect(status).toBe(429);
    await page.goto("/community/directory");
    await expect(page.getByRole("alert")).toContainText("Please wait");
  });

  test("an unknown entry answers 404", async ({ page }) => {
    expect((await page.goto("/community/directory/nobody-here"))?.status()).toBe(404);
  });
});

test.describe("chapters", () => {
  test("join and leave a chapter; the member count follows", async ({ page }) => {
    await page.goto("/community/chapters/kenya");
    await expect(page.locator("#main").getByRole("link", { name: "Sign in" })).toBeVisible();
    await signIn(page, "member");
    await page.goto("/community/chapters/kenya");
    const count = page.getByTestId("member-count");
    const before = Number((await count.textContent())?.replace(/\D/g, ""));
    await page.getByRole("button", { name: "Join the chapter" }).click();
    await expect(page.getByRole("status")).toHaveText("Welcome to the Kenya chapter.");
    await expect(count).toHaveText(String(before + 1));
    await expect(page.getByText("You are a member of this chapter.")).toBeVisible();
    await page.goto("/community/chapters");
    await expect(page.getByRole("listitem").filter({ hasText: "Nairobi" })).toContainText("You are a member");
    await page.goto("/community/chapters/kenya");
    await page.getByRole("button", { name: "Leave the chapter" }).click();
    await expect(page.getByRole("status")).toHaveText("You left the Kenya chapter.");
    await expect(count).toHaveText(String(before));
  });

  test("the chapter page lists its events, leads and forum; unknown chapters answer 404", async ({ page }) => {
    await page.goto("/community/chapters");
    await page.getByRole("link", { name: "Open the Iceland chapter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Iceland chapter" })).toBeVisible();
    await expect(page.getByText("Sólveig Ragnarsdóttir")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the Iceland forum" })).toHaveAttribute(
      "href",
      "/community?category=regional-iceland",
    );
    expect((await page.goto("/community/chapters/atlantis"))?.status()).toBe(404);
  });
});

test.describe("accessibility and screenshots", () => {
  const pages = [
    ["mentorship", "/community/mentorship"],
    ["directory", "/community/directory"],
    ["chapters", "/community/chapters"],
    ["chapter-iceland", "/community/chapters/iceland"],
  ] as const;
  for (const language of ["en", "is"] as const) {
    for (const [name, path] of pages) {
      test(`${name} passes axe in ${language} (signed in) and fits 1280 and 360 px`, async ({ page }) => {
        await signIn(page, "member");
        // Signing in sets the account's language; choose the one under test afterwards.
        await useLanguage(page, language);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectAccessible(page);
        await screenshot(page, `${name}-${language}-1280`);
        await page.setViewportSize({ width: 360, height: 780 });
        await screenshot(page, `${name}-${language}-360`);
      });
    }
    test(`a directory entry passes axe in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto("/community/directory");
      await page.getByTestId("directory-entry").first().getByRole("link").last().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, `directory-entry-${language}-1280`);
    });
  }

  test("pages pass axe signed out", async ({ page }) => {
    for (const path of ["/community/mentorship", "/community/directory", "/community/chapters/kenya"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });
});
