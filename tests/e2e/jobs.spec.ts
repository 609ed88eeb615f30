import type { Page } from "@playwright/test";
import { startFeedsServer } from "../support/test-feeds-server";
import { expect, expectAccessible, signIn, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => unlock(context));
// These tests walk through whole flows on a shared, slow machine.
test.describe.configure({ timeout: 120_000 });

/** A full-page screenshot, after checking that nothing overflows sideways. */
async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  const overflowing = await page.evaluate(
    (w) =>
      [...document.querySelectorAll("body *")]
        .filter(
          (e) =>
            e.getBoundingClientRect().right > w + 1 &&
            !e.parentElement?.closest(".overflow-x-auto, .animate-progress") &&
            !e.matches(".animate-progress"),
        )
        .slice(0, 5)
        .map((e) => `${e.tagName}.${e.className}`.slice(0, 120)),
    width,
  );
  expect(overflowing, "elements wider than the viewport").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("job board", () => {
  test("a member filters the board, saves a job and finds it under saved jobs", async ({ page }) => {
    await signIn(page, "member");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/community/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Geothermal jobs" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Open positions" })).toBeVisible();
    // Expired and closed demo jobs are not listed.
    await expect(page.getByRole("link", { name: "Wellsite Geologist" })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, "jobs-board-1280");

    await page.getByLabel("Country").selectOption({ label: "Kenya" });
    await page.getByLabel("Job type").selectOption({ label: "Full-time" });
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/country=KE/);
    await expect(page).toHaveURL(/type=full-time/);
    const cards = page.locator("main ol article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) {
      expect(text).toContain("Kenya");
      expect(text).toContain("Full-time");
    }
    await expect(page.getByRole("link", { name: "Reservoir Engineer", exact: true })).toBeVisible();
    // The feed link keeps the filter.
    await expect(page.getByRole("link", { name: "RSS feed of these jobs" })).toHaveAttribute(
      "href",
      /feed\.xml\?country=KE&type=full-time/,
    );

    // Keyword search, and remote jobs paying at least 150,000 a year, highest first.
    await page.goto("/community/jobs?q=reservoir");
    await expect(page.getByRole("link", { name: "Reservoir Engineer", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Head of Resource Assessment" })).toHaveCount(0);
    await page.goto("/community/jobs?workplace=remote&salary=150000&sort=salary");
    await expect(page.getByLabel("Sort by")).toHaveValue("salary");
    const titles = await page.locator("main ol article h3").allInnerTexts();
    expect(titles.slice(0, 3)).toEqual([
      "Remote Reservoir Modelling Consultant",
      "Permitting and Compliance Lead",
      "Geothermal Project Developer",
    ]);

    // Bad query values are ignored, never an error.
    const response = await page.goto("/community/jobs?country=<x>&salary=lots&page=-3&sort=nope&level=guru");
    expect(response?.status()).toBe(200);

    await page.goto("/community/jobs?q=Plant+Operator+Trainee");
    await page.getByRole("button", { name: "Save: Plant Operator Trainee" }).click();
    await expect(page.getByRole("button", { name: "Saved: Plant Operator Trainee", pressed: true })).toBeVisible();
    await page.getByRole("link", { name: "Saved jobs" }).click();
    await expect(page).toHaveURL(/saved=1/);
    await expect(page.getByRole("heading", { name: "Your saved jobs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Plant Operator Trainee" })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/community/jobs?lng=is");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expectAccessible(page);
    await screenshot(page, "jobs-board-is-360");
  });

  test("a job page shows the posting with JobPosting data; an expired one has no apply button", async ({ page }) => {
    await page.goto("/community/jobs?q=Head+of+Resource+Assessment");
    await page.getByRole("link", { name: "Head of Resource Assessment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Head of Resource Assessment" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply" })).toHaveAttribute("href", /careers\.example\.org/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Head of Resource Assessment",
      hiringOrganization: { name: "Taupō Geo Services (fictional)" },
      baseSalary: { currency: "NZD", value: { minValue: 180000, maxValue: 220000, unitText: "YEAR" } },
      jobLocation: { address: { addressCountry: "NZ" } },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
    await screenshot(page, "jobs-job-1280");

    // The partner's expired demo posting (found through "My postings").
    await signIn(page, "partner");
    await page.goto("/community/jobs?mine=1");
    await page.getByRole("link", { name: "Wellsite Geologist" }).click();
    await expect(page).toHaveURL(/\/community\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByText("This job has expired and no longer takes applications.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply" })).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${new URL(page.url()).pathname}?lng=tr`);
    await expectAccessible(page);
    await screenshot(page, "jobs-job-expired-tr-360");
  });

  test("the feed lists the filtered open jobs", async ({ page }) => {
    const response = await page.request.get("/community/jobs/feed.xml?country=NZ");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain("Head of Resource Assessment");
    expect(xml).not.toContain("Reservoir Engineer —");
    expect(xml).toContain("https://geocert.example/community/jobs/");
  });

  test("a partner posts a job, then closes and renews it", async ({ page }) => {
    await signIn(page, "partner");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/community/jobs");
    await page.getByRole("link", { name: "Post a job" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
    await expectAccessible(page);

    // Errors come back with the typed values kept.
    await page.getByLabel("Job title").fill("Geothermal Well Integrity Engineer");
    await page.getByRole("button", { name: "Publish job" }).click();
    await expect(page.getByText("Describe the job in at least 20 characters.")).toBeVisible();
    await expect(page.getByText("Give an application address or an email address.")).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Geothermal Well Integrity Engineer");
    await screenshot(page, "jobs-new-errors-1280");

    await page.getByLabel("Organisation").fill("Hekla Drilling Ltd.");
    await page.getByLabel("Country").selectOption({ label: "Iceland" });
    await page.getByLabel("City").fill("Reykjanesbær");
    await page.getByLabel("Workplace").selectOption({ label: "Hybrid" });
    await page.getByLabel("Career level").selectOption({ label: "Senior Professional" });
    await page.getByLabel("Drilling operations").check();
    await page.getByLabel("From", { exact: true }).fill("10000000");
    await page.getByLabel("To", { exact: true }).fill("14000000");
    await page.getByLabel("Currency").selectOption("ISK");
    await page
      .getByLabel("Description")
      .fill("Keep our **geothermal wells** safe.\n\n- Casing inspections\n- Cement logs\n\n<script>alert(1)</script>");
    await page.getByLabel("Application email").fill("wells@example.org");
    await page.getByRole("button", { name: "Publish job" }).click();

    await expect(page.getByText("Your job is published.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Geothermal Well Integrity Engineer" })).toBeVisible();
    await expect(page.locator("main strong", { hasText: "geothermal wells" })).toBeVisible();
    await expect(page.locator("main script:not([type])")).toHaveCount(0);
    await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply by email" })).toHaveAttribute(
      "href",
      /^mailto:wells@example\.org/,
    );
    await expect(page.getByText("ISK 10,000,000–14,000,000 a year")).toBeVisible();
    const jobUrl = new URL(page.url()).pathname;

    await page.goto("/community/jobs?q=Well+Integrity");
    await expect(page.getByRole("link", { name: "Geothermal Well Integrity Engineer" })).toBeVisible();

    await page.goto(jobUrl);
    await page.getByRole("button", { name: "Close job" }).click();
    await expect(page.getByText("The job is closed.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("This job was closed and no longer takes applications.")).toBeVisible();
    await page.goto("/community/jobs?q=Well+Integrity");
    await expect(page.getByText("No open jobs match these filters.")).toBeVisible();

    await page.goto(jobUrl);
    await page.getByRole("button", { name: "Renew for 30 days" }).click();
    await expect(page.getByText(/The job is open until/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Job title").fill("Senior Well Integrity Engineer");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Changes saved.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Senior Well Integrity Engineer" })).toBeVisible();
  });

  test("a member may not post jobs or manage others' postings", async ({ page }) => {
    await signIn(page, "member");
    expect((await page.request.get("/community/jobs/new", { maxRedirects: 0 })).status()).toBe(403);
    await page.goto("/community/jobs?q=Head+of+Resource");
    await page.getByRole("link", { name: "Head of Resource Assessment" }).click();
    await expect(page).toHaveURL(/\/community\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: "Close job" })).toHaveCount(0);
    const editUrl = `${new URL(page.url()).pathname}/edit`;
    expect((await page.request.get(editUrl, { maxRedirects: 0 })).status()).toBe(403);
  });
});

test.describe("job scraping", () => {
  let feeds: Awaited<ReturnType<typeof startFeedsServer>>;
  test.beforeAll(async () => {
    feeds = await startFeedsServer();
  });
  test.afterAll(async () => {
    await feeds.close();
  });

  test("a member cannot open the admin page", async ({ page }) => {
    await signIn(page, "member");
    const response = await page.request.get("/admin/job-scraping", { maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain("Run now");
  });

  test("an admin creates a source, runs it and reads the log", async ({ page }) => {
    await signIn(page, "admin");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/job-scraping");
    await expect(page.getByRole("heading", { level: 2, name: "Job scraping" })).toBeVisible();
    await expect(page.getByText("Example Greenhouse board")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "admin-job-scraping-1280");

    await page.getByRole("link", { name: "Add a source" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Steamco on Lever (test)");
    await page.getByLabel("Type of source").selectOption({ label: "Lever site" });
    await page.getByLabel("Board, site or address").fill("steamco");
    await page.getByLabel("Employer", { exact: true }).fill("Steamco Kenya (fictional)");
    await page.getByLabel("API base address (optional)").fill(feeds.url);
    await page.getByLabel("Keyword filters").fill("geothermal");
    await page.getByRole("radio", { name: "Cron expression" }).check();
    await page.locator("#source-cron").fill("* * * * *");
    await page.getByRole("button", { name: "Add source" }).click();
    await expect(page.getByText("The schedule must not run more often than every 15 minutes.")).toBeVisible();
    await page.locator("#source-cron").fill("0 6 * * *");
    await page.getByRole("button", { name: "Add source" }).click();
    await expect(page.getByText("The source was added.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: "Steamco on Lever (test)" })).toBeVisible();
    await expect(page.getByText("This source has not run yet.")).toBeVisible();

    await page.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByText(/Run finished: 2 found, 2 new, 0 updated, 0 merged, 0 expired\./)).toBeVisible({
      timeout: 20_000,
    });
    const log = page.getByRole("table");
    await expect(log.getByText("Succeeded")).toBeVisible();
    await expect(log.locator("tbody tr")).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, "admin-job-source-1280");

    // A second run updates nothing and duplicates nothing.
    await page.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByText(/Run finished: 2 found, 0 new, 0 updated, 0 merged, 0 expired\./)).toBeVisible({
      timeout: 20_000,
    });
    await expect(log.locator("tbody tr")).toHaveCount(2);

    await page.goto("/community/jobs?q=Geothermal+Plant+Operator");
    await expect(page.getByRole("link", { name: "Geothermal Plant Operator" })).toHaveCount(1);
    await page.getByRole("link", { name: "Geothermal Plant Operator" }).click();
    await expect(page.getByText("Found on Steamco on Lever (test)")).toBeVisible();

    // A broken feed fails in the log; the page says so.
    await page.goto("/admin/job-scraping/new");
    await page.getByLabel("Name", { exact: true }).fill("Broken feed (test)");
    await page.getByLabel("Type of source").selectOption({ label: "RSS or Atom feed" });
    await page.getByLabel("Board, site or address").fill(`${feeds.url}/broken.xml`);
    await page.getByRole("button", { name: "Add source" }).click();
    await expect(page.getByText("The source was added.")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByText("The run failed; the run log shows why.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("table").getByText("Failed")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("table").getByText(/not well-formed/)).toBeVisible();

    await page.goto("/admin/job-scraping?lng=is");
    await page.setViewportSize({ width: 360, height: 780 });
    await expectAccessible(page);
    await screenshot(page, "admin-job-scraping-is-360");
  });
});
