import type { Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, openPage, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

async function useIcelandic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
}

/** Axe after every animation (the "Access granted" toast fading in) has finished. */
async function expectAccessibleNow(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectAccessible(page);
}

const library = (page: Page) => page.locator("section[aria-labelledby=library-heading]");

test.describe("resources", () => {
  test("lists the library with types, levels, downloads and the framework link", async ({ page }) => {
    await page.goto("/resources");
    await expect(page).toHaveTitle("Resources — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
    await expect(library(page).locator("ul > li")).toHaveCount(20);
    await expect(page.getByText("20 of 20 resources")).toBeVisible();
    const glossary = library(page).getByRole("article", { name: "Glossary of geothermal terms" });
    await expect(glossary.getByText("Guide", { exact: true })).toBeVisible();
    await expect(
      glossary.getByRole("link", { name: /^Download Glossary of geothermal terms \(Markdown, \d+ KB\)$/ }),
    ).toHaveAttribute("href", "/resources/files/geothermal-glossary.md");
    const webinar = library(page).getByRole("article", { name: "Induced seismicity and traffic-light protocols" });
    await expect(webinar.getByText("Recording of 66 minutes, held on 16 September 2025")).toBeVisible();
    await expect(page.getByRole("link", { name: "See the certification framework" })).toHaveAttribute(
      "href",
      "/certification-framework",
    );
    await expectAccessibleNow(page);
    await page.screenshot({ path: "test-results/screens/resources.png", fullPage: true });
  });

  test("filters by type and topic and searches, with JavaScript", async ({ page }) => {
    await page.goto("/resources");
    await page.getByLabel("Type").selectOption("webinar");
    await page.getByLabel("Skill domain").selectOption("riskAssessment");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/type=webinar/);
    await expect(page).toHaveURL(/topic=riskAssessment/);
    await expect(library(page).locator("ul > li")).toHaveCount(2);
    await expect(library(page).getByRole("article", { name: "Financing the exploration phase" })).toBeVisible();

    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(library(page).locator("ul > li")).toHaveCount(20);
    await page.getByLabel("Search").fill("glossary");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=glossary/);
    await expect(library(page).locator("ul > li")).toHaveCount(1);

    // Nothing matches: the empty state with a way out.
    await page.getByLabel("Search").fill("volcanic unicorns");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No resource matches these filters.")).toBeVisible();
    await expect(page.getByText("0 of 20 resources")).toBeVisible();
  });

  test("filters and searches without JavaScript; bad values are ignored", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/resources");
    await page.getByLabel("Skill domain").selectOption("drillingOperations");
    await page.getByLabel("Search").fill("checklist");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/topic=drillingOperations/);
    await expect(library(page).locator("ul > li")).toHaveCount(1);
    await expect(library(page).getByRole("article", { name: "H₂S safety checklist for drilling sites" })).toBeVisible();

    const response = await page.goto("/resources?type=bogus&topic=%3Cscript%3E&q=");
    expect(response?.status()).toBe(200);
    await expect(library(page).locator("ul > li")).toHaveCount(20);
    await context.close();
  });

  test("is accessible in Icelandic", async ({ page }) => {
    await useIcelandic(page);
    await page.goto("/resources?type=guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fræðsluefni");
    await expectAccessibleNow(page);
    await page.goto("/resources?q=zzzz");
    await expectAccessibleNow(page);
  });

  test("is usable at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/resources");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: "test-results/screens/resources-360.png",
      clip: { x: 0, y: 0, width: 360, height: 1800 },
    });
    await page.goto("/learning-needs");
    await page.getByLabel("Engineer", { exact: true }).check();
    await page.locator("button[name=intent][value=next]").click();
    await expect(page.getByText("Please choose one answer.").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/learning-needs-360.png", fullPage: true });
  });
});

test.describe("resource files", () => {
  test("downloads a file with its type, name and content", async ({ page }) => {
    await page.goto("/resources");
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Download Continuing education/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("ceu-log-template.csv");

    for (const [file, type, text] of [
      ["geothermal-glossary.md", "text/markdown; charset=utf-8", "# Glossary of Geothermal Terms"],
      ["associate-study-guide.md", "text/markdown; charset=utf-8", "Study Guide"],
      ["ceu-log-template.csv", "text/csv; charset=utf-8", "entry_date,activity_type,title"],
      ["core-reading-list.md", "text/markdown; charset=utf-8", "Geothermal Reservoir Engineering"],
      ["h2s-drilling-safety-checklist.txt", "text/plain; charset=utf-8", "olfactory fatigue"],
    ] as const) {
      const response = await page.request.get(`/resources/files/${file}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${file}"`);
      const body = await response.text();
      expect(body).toContain(text);
      expect(body.split(/\s+/).length).toBeGreaterThan(150);
    }
  });

  test("answers 404 for anything not on the list, traversal included; 400 for a NUL byte", async ({ page }) => {
    for (const path of [
      "/resources/files/..%2F..%2Fpackage.json",
      "/resources/files/%2e%2e%2fpackage.json",
      "/resources/files/..%5C..%5Cpackage.json",
      "/resources/files/resources.ts",
      "/resources/files/GEOTHERMAL-GLOSSARY.MD",
      "/resources/files/constructor",
      "/resources/files/__proto__",
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain("dependencies");
    }
    // A NUL byte is refused before any route: the site's 400 page, never the file.
    const nul = await page.request.get("/resources/files/geothermal-glossary.md%00.txt", { maxRedirects: 0 });
    expect(nul.status()).toBe(400);
    expect(await nul.text()).not.toContain("Glossary of Geothermal Terms");
  });
});

/** Answers of the survey used below, step by step. */
async function answerAbout(page: Page) {
  await page.getByLabel("Engineer", { exact: true }).check();
  await page.getByLabel("4 to 7 years").check();
  await page.getByLabel("Where do you mainly work?").selectOption("europe");
  await page.getByLabel("Country").fill("Iceland");
}

async function answerCertification(page: Page) {
  await page.getByRole("group", { name: "Which GeoCert level do you hold today?" }).getByLabel("Entry Level").check();
  await page
    .getByRole("group", { name: "Which level would you like to reach in the next two years?" })
    .getByLabel("Senior Professional")
    .check();
}

const skills = [
  "Reservoir engineering",
  "Power plant operations",
  "Environmental management",
  "Project development",
  "Risk assessment",
  "Regulatory compliance",
  "Resource assessment",
  "Drilling operations",
];

async function answerSkills(page: Page) {
  for (const [index, skill] of skills.entries()) {
    const rating = String((index % 5) + 1);
    await page.getByRole("group", { name: skill, exact: true }).locator(`label:has(input[value="${rating}"])`).click();
  }
}

async function answerLearning(page: Page) {
  await page.getByLabel("Field and on-site training").check();
  await page.getByLabel("Mentoring").check();
  await page.getByLabel("Lack of time").check();
  await page.getByLabel("Íslenska").check();
  await page.getByLabel("English", { exact: true }).check();
  await page.getByLabel("3 to 5 hours").check();
}

const next = (page: Page) => page.locator("button[name=intent][value=next]");

test.describe("learning-needs survey", () => {
  test("completes end to end and shows the answers", async ({ page }) => {
    await page.goto("/learning-needs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help shape geothermal training");
    await expect(page.getByRole("progressbar", { name: "Step 1 of 5" })).toBeVisible();
    await answerAbout(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 2 of 5" })).toBeVisible();
    await answerCertification(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 3 of 5" })).toBeVisible();
    await answerSkills(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 4 of 5" })).toBeVisible();
    await answerLearning(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 5 of 5" })).toBeVisible();
    await page.getByLabel("Yes, you may contact me").check();
    await page.getByLabel("Email address").fill("Ada.Driller@Example.org");
    await page.getByLabel("Anything else we should know?").fill("More courses on reinjection, please.");
    await page.getByRole("button", { name: "Submit answers" }).click();

    await expect(page.getByRole("heading", { name: "Thank you for taking part" })).toBeVisible();
    const summary = page.locator("#survey-summary");
    for (const text of [
      "Engineer",
      "4 to 7 years",
      "Europe",
      "Iceland",
      "Entry Level",
      "Senior Professional",
      "Field and on-site training, Mentoring",
      "Lack of time",
      "English, Íslenska",
      "3 to 5 hours",
      "Yes, at ada.driller@example.org",
      "More courses on reinjection, please.",
    ]) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Reservoir engineering/ })).toContainText("1 – No gap");
    await expect(table.getByRole("row", { name: /Drilling operations/ })).toContainText("3 – Moderate gap");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "survey_id")).toBeUndefined();
    await page.screenshot({ path: "test-results/screens/learning-needs-thanks.png", fullPage: true });
  });

  test("shows errors per field and keeps typed values", async ({ page }) => {
    await page.goto("/learning-needs");
    await answerAbout(page);
    await next(page).click();
    await answerCertification(page);
    await next(page).click();
    await answerSkills(page);
    await next(page).click();
    await answerLearning(page);
    await next(page).click();
    await page.getByLabel("Yes, you may contact me").check();
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByLabel("Anything else we should know?").fill("Kept text");
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("not-an-address");
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Anything else we should know?")).toHaveValue("Kept text");
    await expect(page.getByLabel("Yes, you may contact me")).toBeChecked();
    await expectAccessibleNow(page);
  });

  test("resumes after a reload and Back keeps the answers", async ({ page }) => {
    await page.goto("/learning-needs");
    await answerAbout(page);
    await next(page).click();
    await answerCertification(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 3 of 5" })).toBeVisible();

    const cookie = (await page.context().cookies()).find((c) => c.name === "survey_id");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    await page.reload();
    await expect(page.getByRole("progressbar", { name: "Step 3 of 5" })).toBeVisible();
    // Back twice: both earlier steps show their saved answers.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("progressbar", { name: "Step 2 of 5" })).toBeVisible();
    await expect(
      page
        .getByRole("group", { name: "Which level would you like to reach in the next two years?" })
        .getByLabel("Senior Professional"),
    ).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("progressbar", { name: "Step 1 of 5" })).toBeVisible();
    await expect(page.getByLabel("Engineer", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Where do you mainly work?")).toHaveValue("europe");
    await expect(page.getByLabel("Country")).toHaveValue("Iceland");
    await page.reload();
    await expect(page.getByRole("progressbar", { name: "Step 1 of 5" })).toBeVisible();
    await expect(page.getByLabel("4 to 7 years")).toBeChecked();
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 2 of 5" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Which GeoCert level do you hold today?" }).getByLabel("Entry Level"),
    ).toBeChecked();
  });

  test("works without JavaScript, with server validation", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/learning-needs");
    // Nothing chosen: the server answers with a message per field.
    await page.getByLabel("Country").fill("Kenya");
    await next(page).click();
    await expect(page.getByText("Please correct the fields marked below.")).toBeVisible();
    await expect(page.getByText("Please choose one answer.")).toHaveCount(3);
    await expect(page.getByLabel("Country")).toHaveValue("Kenya");
    await answerAbout(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 2 of 5" })).toBeVisible();
    await answerCertification(page);
    await next(page).click();
    await answerSkills(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 4 of 5" })).toBeVisible();
    // Back keeps the skills ratings.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("progressbar", { name: "Step 3 of 5" })).toBeVisible();
    await expect(page.locator('input[name="gap_drillingOperations"][value="3"]')).toBeChecked();
    await next(page).click();
    await answerLearning(page);
    await next(page).click();
    await page.getByLabel("No, thank you").check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for taking part" })).toBeVisible();
    await expect(page.locator("#survey-summary").getByText("No, thank you", { exact: true })).toBeVisible();
    await context.close();
  });

  test("rejects tampered steps and ids without writing", async ({ page }) => {
    // A later step without a response.
    let response = await page.request.post("/learning-needs", { form: { step: "3", intent: "next" } });
    expect(response.status()).toBe(400);
    response = await page.request.post("/learning-needs", { form: { step: "-1", intent: "next" } });
    expect(response.status()).toBe(400);
    response = await page.request.post("/learning-needs", { form: { step: "abc" } });
    expect(response.status()).toBe(400);

    // Start a response, then try to skip ahead and to use someone else's id.
    await page.goto("/learning-needs");
    await answerAbout(page);
    await next(page).click();
    await expect(page.getByRole("progressbar", { name: "Step 2 of 5" })).toBeVisible();
    response = await page.request.post("/learning-needs", {
      form: { step: "4", intent: "next", contact: "no", email: "", comments: "" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("could not be accepted");

    const other = await page
      .context()
      .browser()!
      .newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.9" } });
    const otherPage = await other.newPage();
    await unlock(otherPage);
    await other.addCookies([
      { name: "survey_id", value: "00000000-0000-4000-8000-000000000000", url: `http://localhost:${GATED_PORT}` },
    ]);
    response = await otherPage.request.post("/learning-needs", {
      form: { step: "0", intent: "next", role: "engineer", experience: "4to7", region: "europe", country: "" },
    });
    expect(response.status()).toBe(400);
    await other.close();

    // The real response is untouched: still at step 2 with its answers.
    await page.reload();
    await expect(page.getByRole("progressbar", { name: "Step 2 of 5" })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Country")).toHaveValue("Iceland");
  });

  test("limits the rate of posts with a clear message", async ({ page }) => {
    await page.goto("/learning-needs");
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      const response = await page.request.post("/learning-needs", { form: { step: "0", intent: "next" } });
      last = response.status();
    }
    expect(last).toBe(429);
    await answerAbout(page);
    await next(page).click();
    await expect(page.getByRole("alert")).toContainText("Too many submissions from your connection.");
    await expect(page.getByLabel("Country")).toHaveValue("Iceland");
  });

  test("each step is accessible in English and Icelandic", async ({ page }) => {
    test.setTimeout(60_000);
    for (const language of ["en", "is"] as const) {
      await page.context().clearCookies({ name: "survey_id" });
      if (language === "is") await useIcelandic(page);
      await page.goto("/learning-needs");
      const fillers = [answerAbout, answerCertification, answerSkills, answerLearning];
      for (let step = 0; step < 5; step += 1) {
        await expect(page.locator("[role=progressbar][aria-valuemax='5']")).toHaveAttribute(
          "aria-valuenow",
          String(step + 1),
        );
        await expectAccessibleNow(page);
        if (language === "en" && step === 2) {
          await page.screenshot({ path: "test-results/screens/learning-needs.png", fullPage: true });
        }
        if (step === 4) break;
        if (language === "en") await fillers[step]!(page);
        else await fillInIcelandic(page, step);
        await next(page).click();
      }
    }
  });
});

/** The same answers by value, whatever the labels' language. */
async function fillInIcelandic(page: Page, step: number) {
  const radio = (name: string, value: string) =>
    page.locator(`label:has(input[name="${name}"][value="${value}"])`).click();
  if (step === 0) {
    await radio("role", "geoscientist");
    await radio("experience", "1to3");
    await page.locator("select[name=region]").selectOption("europe");
  } else if (step === 1) {
    await radio("currentLevel", "none");
    await radio("targetLevel", "associate");
  } else if (step === 2) {
    for (const skill of [
      "reservoirEngineering",
      "powerPlantOperations",
      "environmentalManagement",
      "projectDevelopment",
      "riskAssessment",
      "regulatoryCompliance",
      "resourceAssessment",
      "drillingOperations",
    ]) {
      await radio(`gap_${skill}`, "2");
    }
  } else if (step === 3) {
    await radio("formats", "classroom");
    await radio("languages", "is");
    await radio("hours", "upTo2");
  }
}
