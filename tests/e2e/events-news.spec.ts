import type { Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import { eventEnd, eventStart, filterEvents, splitEvents } from "../../app/features/events/event-types";
import { contentEvents as events } from "../../app/features/events/seed-content.server";
import { articles } from "../../app/content/news";
import { expect, expectAccessible, openPage, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

const SITE_URL = "https://geocert.example"; // SITE_URL of the gated test server (playwright.config.ts)

async function useIcelandic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
}

/** Axe after any running animation (the "Access granted" toast fades in) has finished. */
async function expectAccessibleSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  await expectAccessible(page);
}

/** Titles of the event cards in a section (#upcoming or #past). */
function cardTitles(page: Page, section: "upcoming" | "past") {
  return page.locator(`#${section} article h3`);
}

/**
 * The titles in `locator` that are the seeded events' (other specs create events on the same server while
 * this one runs, e.g. event-registration.spec): the order and the set of the seeded ones are what is checked.
 */
const seededTitles = new Set(events.map((event) => event.title.en));
async function seeded(locator: ReturnType<Page["locator"]>): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim()).filter((text) => seededTitles.has(text));
}

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** RFC 5545: unfold continuation lines, then index the properties by name. */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const get = (name: string) => lines.find((line) => line.split(/[:;]/)[0] === name)?.replace(/^[^:]*:/, "");
  return { lines, get };
}

test.describe("events list", () => {
  test("splits upcoming and past events at today's date", async ({ page }) => {
    await page.goto("/events");
    await expect(page).toHaveTitle("Events — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    const { upcoming, past } = splitEvents(events, new Date());
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming events" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Past events" })).toBeVisible();
    // Upcoming soonest first, past latest first.
    await expect.poll(() => seeded(cardTitles(page, "upcoming"))).toEqual(upcoming.map((e) => e.title.en));
    await expect.poll(() => seeded(cardTitles(page, "past"))).toEqual(past.map((e) => e.title.en));
    for (const event of upcoming) expect(eventEnd(event).getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
    for (const event of past) expect(eventEnd(event).getTime()).toBeLessThan(Date.now() + 60_000);
    // Every event listed is counted (created ones included): "Events shown: N of N", N at least the seeded ones.
    const shown = /Events shown: (\d+) of (\d+)/.exec((await page.getByText(/Events shown:/).textContent()) ?? "");
    expect(shown?.[1]).toBe(shown?.[2]);
    expect(Number(shown?.[1])).toBeGreaterThanOrEqual(events.length);

    // A card shows the date, local time with its offset, place and type.
    const denizli = page.locator("article", { hasText: "Türkiye chapter meetup: operating binary plants" });
    await expect(denizli).toContainText("23 November 2027");
    await expect(denizli).toContainText("16:00–19:00 UTC+3");
    await expect(denizli).toContainText("Denizli, Türkiye");
    await expect(denizli).toContainText("Chapter meetup");
  });

  test("filters by type, region and month (with JavaScript)", async ({ page }) => {
    await page.goto("/events");
    await page.getByLabel("Type").selectOption({ label: "Conference" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/type=conference/);
    const conferences = splitEvents(filterEvents(events, { type: "conference" }), new Date());
    await expect.poll(() => seeded(cardTitles(page, "upcoming"))).toEqual(conferences.upcoming.map((e) => e.title.en));
    await expect.poll(() => seeded(cardTitles(page, "past"))).toEqual(conferences.past.map((e) => e.title.en));
    await expect(page.getByLabel("Type")).toHaveValue("conference");

    // Region and month together.
    await page.getByLabel("Type").selectOption({ label: "All types" });
    await page.getByLabel("Region").selectOption({ label: "Iceland" });
    await page.getByLabel("Month").selectOption({ label: "September 2027" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/region=iceland/);
    await expect(page).toHaveURL(/month=2027-09/);
    await expect(page.locator("main article h3")).toHaveText(["GeoCert World Summit 2027"]);
    await expect(page.getByText("No past events match these filters.")).toBeVisible();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/events");
    await expect.poll(async () => (await seeded(page.locator("main article h3"))).length).toBe(events.length);
  });

  test("filters work without JavaScript and ignore bad values", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/events");
    await page.getByLabel("Region").selectOption({ label: "Kenya" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/region=kenya/);
    const kenyan = splitEvents(filterEvents(events, { region: "kenya" }), new Date());
    expect(await seeded(page.locator("main article h3"))).toEqual(
      [...kenyan.upcoming, ...kenyan.past].map((e) => e.title.en),
    );
    await expect(page.getByLabel("Region")).toHaveValue("kenya");

    await page.getByLabel("Region").selectOption({ label: "All regions" });
    await page.getByLabel("Type").selectOption({ label: "Exam window" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    expect(await seeded(page.locator("main article h3"))).toHaveLength(filterEvents(events, { type: "exam" }).length);

    const response = await page.goto("/events?type=party&region=atlantis&month=1999-01&month=x");
    expect(response?.status()).toBe(200);
    expect(await seeded(page.locator("main article h3"))).toHaveLength(events.length);
    await context.close();
  });

  test("is accessible in English and Icelandic; screenshots", async ({ page }) => {
    await page.goto("/events");
    await expectAccessibleSettled(page);
    await page.screenshot({ path: "test-results/screens/events.png", fullPage: true });
    await useIcelandic(page);
    await page.goto("/events?type=meetup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viðburðir");
    await expect(page.getByLabel("Tegund")).toHaveValue("meetup");
    await expect(page.locator("#upcoming article").first()).toContainText(/\d+\. [a-záéíóúýþæö]+ 20\d\d/);
    await expectAccessibleSettled(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/events");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/screens/events-360-is.png", fullPage: true });
  });
});

test.describe("event page", () => {
  const summit = events.find((e) => e.slug === "world-summit-reykjavik-2027")!;

  test("shows the event with date, time zone, agenda, audience and registration", async ({ page }) => {
    await page.goto("/events");
    await page.getByRole("link", { name: "GeoCert World Summit 2027" }).click();
    await expect(page).toHaveURL(`/events/${summit.slug}`);
    await expect(page).toHaveTitle("GeoCert World Summit 2027 — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GeoCert World Summit 2027");
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Events" }),
    ).toBeVisible();
    const facts = page.locator("aside");
    await expect(facts).toContainText("14 September 2027 – 16 September 2027");
    await expect(facts).toContainText("09:00–17:00");
    await expect(facts).toContainText("Local time (UTC)");
    await expect(facts).toContainText("Hverahús Conference Centre");
    await expect(page.getByRole("heading", { level: 2, name: "About this event" })).toBeVisible();
    await expect(page.getByText(summit.description[0]!.en)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Agenda" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Day 3" })).toBeVisible();
    await expect(page.getByText("Keynote address")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Who it is for" })).toBeVisible();
    await expect(page.getByText("Regulators and policy makers")).toBeVisible();
    // Registration is on the page now: signed out, a sign-in link that comes back here.
    await expect(page.getByRole("link", { name: "Sign in to register" })).toHaveAttribute(
      "href",
      `/auth?next=${encodeURIComponent(`/events/${summit.slug}#registration`)}`,
    );
    await expect(page.getByRole("link", { name: "Add to calendar" }).first()).toHaveAttribute(
      "href",
      `/events/${summit.slug}/calendar.ics`,
    );

    const [event] = await jsonLd(page);
    expect(event).toMatchObject({
      "@type": "Event",
      name: "GeoCert World Summit 2027",
      startDate: "2027-09-14T09:00:00+00:00",
      endDate: "2027-09-16T17:00:00+00:00",
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      url: `${SITE_URL}/events/${summit.slug}`,
    });
  });

  test("a past event says it has taken place", async ({ page }) => {
    const { past } = splitEvents(events, new Date());
    const event = past[0]!;
    await page.goto(`/events/${event.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title.en);
    await expect(page.getByText("This event has taken place.").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for the materials" })).toHaveAttribute("href", "/contact");
  });

  test("'Add to calendar' downloads a valid iCalendar file", async ({ page }) => {
    await page.goto(`/events/${summit.slug}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar" }).first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${summit.slug}.ics`);

    const response = await page.request.get(`/events/${summit.slug}/calendar.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${summit.slug}.ics"`);
    const text = await response.text();
    expect(text).toContain("\r\n");
    const { lines, get } = parseIcs(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("END:VEVENT");
    expect(get("VERSION")).toBe("2.0");
    expect(get("PRODID")).toBeTruthy();
    expect(get("UID")).toBe(`${summit.slug}@geocert.example`);
    expect(get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(get("DTSTART")).toBe("20270914T090000Z");
    expect(get("DTEND")).toBe("20270916T170000Z");
    expect(get("SUMMARY")).toBe("GeoCert World Summit 2027");
    expect(get("LOCATION")).toContain("Hverahús Conference Centre");
    expect(get("URL")).toBe(`${SITE_URL}/events/${summit.slug}`);
    expect(get("DESCRIPTION")).toContain("Every two years");

    // Local times become UTC: 17:30 in Reno (UTC-8) is 01:30 UTC the next day.
    const reno = events.find((e) => e.slug === "reno-meetup-exploration-2027")!;
    const { get: getReno } = parseIcs(await (await page.request.get(`/events/${reno.slug}/calendar.ics`)).text());
    expect(getReno("DTSTART")).toBe("20270311T013000Z");
    expect(eventStart(reno).toISOString()).toBe("2027-03-11T01:30:00.000Z");
    // The UID is stable from one download to the next.
    const again = parseIcs(await (await page.request.get(`/events/${summit.slug}/calendar.ics`)).text());
    expect(again.get("UID")).toBe(get("UID"));
  });

  test("is accessible in English and Icelandic; screenshots", async ({ page }) => {
    await page.goto(`/events/${summit.slug}`);
    await expectAccessibleSettled(page);
    await page.screenshot({ path: "test-results/screens/event.png", fullPage: true });
    await useIcelandic(page);
    await page.goto(`/events/${summit.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heimsþing GeoCert 2027");
    await expect(page.locator("aside")).toContainText("14. september 2027 – 16. september 2027");
    await expect(page.getByRole("link", { name: "Bæta við dagatal" }).first()).toBeVisible();
    await expectAccessibleSettled(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/screens/event-360-is.png", fullPage: true });
  });
});

test.describe("news", () => {
  const titles = (from: number, to: number) => articles.slice(from, to).map((a) => a.title.en);

  test("lists five articles a page, with working pagination", async ({ page }) => {
    await page.goto("/news");
    await expect(page).toHaveTitle("News — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(page.locator("main article h3")).toHaveText(titles(0, 5));
    const first = page.locator("main article").first();
    await expect(first).toContainText("18 November 2026");
    await expect(first).toContainText("By Hanna Þórsdóttir");
    await expect(first).toContainText("Exams");

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1 of 3" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/news?page=2");
    await expect(page.locator("main article h3")).toHaveText(titles(5, 10));
    await pagination.getByRole("link", { name: "Page 3 of 3" }).click();
    await expect(page.locator("main article h3")).toHaveText(titles(10, 15));
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/news?page=2");

    // The feed is announced in the head.
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/news/feed.xml",
    );
  });

  test("pagination works without JavaScript; bad pages show the first page", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/news");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/news?page=2");
    await expect(page.locator("main article h3")).toHaveText(titles(5, 10));
    for (const bad of ["0", "-1", "abc", "2.5", "99"]) {
      const response = await page.goto(`/news?page=${bad}`);
      expect(response?.status(), bad).toBe(200);
      await expect(page.locator("main article h3")).toHaveText(titles(0, 5));
    }
    await context.close();
  });

  test("an article shows its date, author, topics, body and related articles", async ({ page }) => {
    const article = articles.find((a) => a.slug === "workforce-survey-2026-results")!;
    await page.goto("/news");
    await page.getByRole("link", { name: article.title.en }).click();
    await expect(page).toHaveURL(`/news/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title.en);
    const aside = page.locator("aside");
    await expect(aside).toContainText("14 October 2026");
    await expect(aside).toContainText("Dr. Lucía Ferrer");
    await expect(aside).toContainText("Research Manager");
    await expect(aside).toContainText("Research");
    for (const paragraph of article.body) await expect(page.getByText(paragraph.en)).toBeVisible();
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
    await expect(related.locator("article")).toHaveCount(3);
    await expect(related).not.toContainText(article.title.en);

    const [ld] = await jsonLd(page);
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: article.title.en,
      datePublished: article.date,
      author: { "@type": "Person", name: "Dr. Lucía Ferrer" },
      url: `${SITE_URL}/news/${article.slug}`,
    });
  });

  test("the feed is well-formed RSS listing every article", async ({ page }) => {
    const response = await page.request.get("/news/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    await page.goto("/news");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe("GeoCert news");
    expect(feed.items).toHaveLength(articles.length);
    for (const [index, article] of articles.entries()) {
      expect(feed.items[index]).toMatchObject({ title: article.title.en, link: `${SITE_URL}/news/${article.slug}` });
      expect(Date.parse(feed.items[index]!.pubDate!)).toBe(Date.parse(`${article.date}T00:00:00Z`));
    }
    // In Icelandic (and Turkish) the feed carries those texts; other languages get the English feed.
    const icelandic = await (await page.request.get("/news/feed.xml?lng=is")).text();
    expect(icelandic).toContain("<title>Fréttir GeoCert</title>");
    expect(icelandic).toContain("<language>is</language>");
    expect(icelandic).toContain(articles[0]!.title.is!);
    const french = await (await page.request.get("/news/feed.xml?lng=fr")).text();
    expect(french).toContain("<language>en</language>");
    expect(french).toContain(articles[0]!.title.en);
  });

  test("is accessible in English and Icelandic; screenshots", async ({ page }) => {
    await page.goto("/news");
    await expectAccessibleSettled(page);
    await page.screenshot({ path: "test-results/screens/news.png", fullPage: true });
    await page.goto(`/news/${articles[0]!.slug}`);
    await expectAccessibleSettled(page);
    await page.screenshot({ path: "test-results/screens/news-article.png", fullPage: true });

    await useIcelandic(page);
    await page.goto("/news?page=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fréttir");
    await expectAccessibleSettled(page);
    await page.goto(`/news/${articles[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[0]!.title.is!);
    await expect(page.locator("aside")).toContainText("18. nóvember 2026");
    await expect(page.locator("aside")).toContainText("Samskiptastjóri");
    await expectAccessibleSettled(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/news");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/screens/news-360-is.png", fullPage: true });
  });
});

test("unknown slugs answer 404", async ({ page }) => {
  for (const path of ["/events/no-such-event", "/news/no-such-article"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
  const ics = await page.request.get("/events/no-such-event/calendar.ics");
  expect(ics.status()).toBe(404);
});
