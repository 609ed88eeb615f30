import type { Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, openPage, openToast, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

const levels = [
  ["Entry Level", "Associate Geothermal Professional"],
  ["Professional", "Certified Geothermal Professional"],
  ["Senior Professional", "Senior Geothermal Professional"],
  ["Expert Fellow", "Geothermal Expert Fellow"],
] as const;

const domains = [
  "Reservoir engineering",
  "Power plant operations",
  "Environmental management",
  "Project development",
  "Risk assessment",
  "Regulatory compliance",
  "Resource assessment",
  "Drilling operations",
];

async function useIcelandic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
}

/** Full-page screenshots: paint the sections that content-visibility would skip off screen. */
async function screenshot(page: Page, name: string) {
  // The "Access granted" toast of the unlock would cover the content.
  const toast = openToast(page);
  if (await toast.count()) {
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toHaveCount(0);
  }
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>(".deferred-section")
      .forEach((el) => (el.style.contentVisibility = "visible")),
  );
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe("certifications page", () => {
  test("shows the four levels with eligibility, exam, fees, renewal, roles and pay", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/certifications");
    await expect(page).toHaveTitle("Certifications — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Certifications for every stage of a geothermal career",
    );

    const cards = page.locator("#levels article");
    await expect(cards).toHaveCount(4);
    for (const [index, [level, name]] of levels.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card).toContainText(`Level ${index + 1} · ${level}`);
      await expect(card).toContainText("Valid for 3 years");
    }
    const associate = page.locator("#level-associate");
    await expect(associate).toContainText("100 questions · 120 minutes");
    await expect(associate).toContainText("Passing score 70%");
    await expect(associate).toContainText("$195");
    await expect(associate).toContainText("$295");
    await expect(associate).toContainText("Renewal: 30 hours of CPD per cycle");
    await expect(associate).toContainText("Field technician");
    await expect(associate).toContainText("$45k-$65k");
    await expect(page.locator("#level-professional")).toContainText(
      "At least 3 years of geothermal or related experience",
    );
    await expect(page.locator("#level-expert")).toContainText("Holds the Senior Geothermal Professional certification");
    await expect(page.locator("#level-expert")).toContainText("$1,095");
    await expect(page.locator("#level-expert")).toContainText("$140k+");

    // Comparison table: caption, column and row headers, tabular figures.
    const table = page.getByRole("table", { name: "The four GeoCert certifications compared" });
    await expect(table.getByRole("columnheader")).toHaveCount(5);
    for (const [, name] of levels) await expect(table.getByRole("columnheader", { name })).toBeVisible();
    const row = (label: string) => table.getByRole("row", { name: new RegExp(`^${label}`) });
    await expect(row("Questions").getByRole("cell")).toHaveText(["100", "150", "120", "60"]);
    await expect(row("Duration").getByRole("cell")).toHaveText(["120 min", "180 min", "210 min", "240 min"]);
    await expect(row("Passing score").getByRole("cell")).toHaveText(["70%", "70%", "72%", "75%"]);
    await expect(row("Exam fee, members").getByRole("cell")).toHaveText(["$195", "$395", "$545", "$795"]);
    await expect(row("Exam fee, non-members").getByRole("cell")).toHaveText(["$295", "$545", "$745", "$1,095"]);
    await expect(row("Hours of CPD per cycle").getByRole("cell")).toHaveText(["30", "45", "60", "60"]);
    await expect(row("Typical salary range").getByRole("cell")).toHaveText([
      "$45k-$65k",
      "$65k-$95k",
      "$95k-$140k",
      "$140k+",
    ]);
    await expect(table.locator("td").first()).toHaveCSS("font-variant-numeric", "tabular-nums");

    // Steps and calls to action.
    // The steps say what the site does, with the rule's figures (decision 043).
    await expect(page.locator("#steps ol > li")).toHaveCount(8);
    await expect(page.locator("#steps")).toContainText("a link valid for 30 days");
    await expect(page.locator("#steps")).toContainText("a window of 12 months");
    await expect(page.getByRole("link", { name: "Take the training quiz" })).toHaveAttribute("href", "/training-quiz");
    await expect(page.getByRole("link", { name: "See the competency framework" })).toHaveAttribute(
      "href",
      "/certification-framework",
    );

    // Structured data: one credential per level.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]");
    expect(jsonLd).toHaveLength(4);
    expect(jsonLd.map((item: { "@type": string }) => item["@type"])).toEqual(
      Array(4).fill("EducationalOccupationalCredential"),
    );
    expect(jsonLd[0]).toMatchObject({
      name: "Associate Geothermal Professional",
      validFor: "P3Y",
      offers: [{ price: 195, priceCurrency: "USD" }, { price: 295 }],
    });

    await screenshot(page, "certifications-1440");
  });

  test("fits a 360 px screen; the table scrolls inside its own box", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/certifications");
    await expectNoSidewaysScroll(page);
    await expect(page.getByText("Scroll sideways to see all four levels.")).toBeVisible();
    const region = page.getByRole("region", { name: "The four GeoCert certifications compared" });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await screenshot(page, "certifications-360");
  });

  test("is accessible in English and Icelandic", async ({ page }) => {
    await page.goto("/certifications");
    await expectAccessible(page);
    await useIcelandic(page);
    await page.goto("/certifications");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expect(page.locator("#level-associate h3")).toHaveText("Jarðvarmafagmaður – grunnvottun");
    await expect(page.locator("#level-expert")).toContainText("$1.095");
    await expectAccessible(page);
  });
});

test.describe("certification framework page", () => {
  const table = (page: Page) => page.locator("table[data-matrix=table]");
  const status = (page: Page) => page.locator("#matrix [role=status]");

  test("shows the 8 × 4 competency matrix", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/certification-framework");
    await expect(page).toHaveTitle("Certification framework — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certification framework");
    const matrix = page.getByRole("table", { name: /Competencies by skill domain and certification level/ });
    await expect(matrix).toBeVisible();
    await expect(matrix.getByRole("rowheader")).toHaveText(domains);
    for (const [, name] of levels)
      await expect(matrix.getByRole("columnheader", { name: new RegExp(name) })).toBeVisible();
    await expect(matrix.locator("tbody td")).toHaveCount(32);
    for (const cell of await matrix.locator("tbody td").all()) {
      expect(await cell.locator("li").count()).toBeGreaterThanOrEqual(2);
    }
    await expect(matrix.getByText("Reads well logs and pressure data under supervision")).toBeVisible();
    await expect(
      matrix.getByText("Leads field-wide reservoir management strategy over the life of the project"),
    ).toBeVisible();
    await expect(status(page)).toHaveText("Showing all 8 skill domains at all 4 levels: 96 competencies.");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await screenshot(page, "framework-1440");
  });

  test("filters by domain and by level with JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/certification-framework");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible(); // hydrated
    await page.getByLabel("Skill domain").selectOption("drillingOperations");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\?domain=drillingOperations&level=$/);
    await expect(status(page)).toHaveText("Showing Drilling operations at all 4 levels: 12 competencies.");
    await expect(table(page).getByRole("rowheader")).toHaveText(["Drilling operations"]);
    await expect(table(page).locator("tbody td")).toHaveCount(4);

    await page.getByLabel("Skill domain").selectOption("");
    await page.getByLabel("Certification level").selectOption("expert");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\?domain=&level=expert$/);
    await expect(status(page)).toHaveText("Showing all 8 skill domains at the Expert Fellow level: 24 competencies.");
    await expect(table(page).getByRole("columnheader")).toHaveCount(2);
    await expect(table(page).locator("tbody td")).toHaveCount(8);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/certification-framework$/);
    await expect(table(page).locator("tbody td")).toHaveCount(32);
    await expect(page.getByLabel("Certification level")).toHaveValue("");
  });

  test("filters without JavaScript; bad values are ignored", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, {
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    await unlock(page);
    await page.goto("/certification-framework");
    // No dead control: printing needs JavaScript, so the button is not there.
    await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
    await page.getByLabel("Skill domain").selectOption("riskAssessment");
    await page.getByLabel("Certification level").selectOption("senior");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\?domain=riskAssessment&level=senior$/);
    await expect(status(page)).toHaveText("Showing Risk assessment at the Senior Professional level: 3 competencies.");
    await expect(table(page).locator("tbody td")).toHaveCount(1);
    await expect(table(page)).toContainText("Manages induced-seismicity risk with traffic-light protocols");
    await expect(page.getByLabel("Skill domain")).toHaveValue("riskAssessment");

    await page.goto("/certification-framework?domain=cooking&level=expert&extra=1");
    await expect(status(page)).toContainText("Expert Fellow level");
    await expect(table(page).locator("tbody td")).toHaveCount(8);
    await page.goto("/certification-framework?domain[]=x&level=%3Cscript%3E");
    await expect(table(page).locator("tbody td")).toHaveCount(32);
    await context.close();
  });

  test("becomes a list per domain at 360 px, without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/certification-framework");
    await expectNoSidewaysScroll(page);
    await expect(table(page)).toBeHidden();
    const list = page.locator("[data-matrix=list]");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(domains);
    await expect(list.locator("[data-competencies]")).toHaveCount(32);
    await screenshot(page, "framework-360");

    await page.goto("/certification-framework?level=associate");
    await expect(list.locator("[data-competencies]")).toHaveCount(8);
    await expectNoSidewaysScroll(page);
  });

  test("prints the matrix without the page chrome", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/certification-framework?domain=reservoirEngineering");
    await page.emulateMedia({ media: "print" });
    await expect(table(page)).toBeVisible();
    await expect(page.locator("form")).toBeHidden();
    await expect(page.getByText("GeoCert certification framework", { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(table(page)).toBeVisible();
    await expect(page.locator("[data-matrix=list]")).toBeHidden();
  });

  test("is accessible in English, filtered or not", async ({ page }) => {
    await page.goto("/certification-framework");
    await expectAccessible(page);
    await page.goto("/certification-framework?domain=projectDevelopment");
    await expectAccessible(page);
  });

  test("is accessible in Icelandic, on wide and small screens", async ({ page }) => {
    await useIcelandic(page);
    await page.goto("/certification-framework");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vottunarrammi");
    await expect(page.getByRole("table")).toContainText("Les borholumælingar og þrýstingsgögn undir handleiðslu");
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectAccessible(page);
  });
});
