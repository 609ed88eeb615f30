import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, shoot, test, unlock } from "./fixtures";

// Each test runs axe and takes full-page screenshots at two widths.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test("the eligibility check answers level by level from the rule, without an account or scripts", async ({
  browser,
}) => {
  // Before scripts load the form is a plain GET form: the answers travel in the address.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await unlock(context);
  const page = await context.newPage();
  await page.goto("/certifications");
  await page
    .getByRole("link", { name: /eligibility/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/certifications\/eligibility/);
  await page.getByLabel("Highest education completed").selectOption("diploma");
  await page.getByLabel("Years of work in geothermal").fill("5");
  await page.getByLabel("Hours of approved geothermal training").fill("0");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page).toHaveURL(/education=diploma/);

  const professional = page.locator("#result-professional");
  await expect(professional).toContainText("Eligible by the alternative route: you can apply now.");
  const senior = page.locator("#result-senior");
  await expect(senior).toContainText("Not yet eligible.");
  await expect(senior).toContainText("Still missing:");
  // What was typed stays in the form.
  await expect(page.getByLabel("Years of work in geothermal")).toHaveValue("5");
  await context.close();
});

test("the eligibility check is accessible and speaks Icelandic", async ({ page }) => {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/certifications/eligibility?education=bachelor&experienceYears=3&trainingHours=0");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kannaðu hvort þú uppfyllir skilyrðin");
  await expect(page.locator("#result-professional")).toContainText("þú getur sótt um núna");
  await expectAccessible(page);
  await shoot(page, "eligibility-is");
});

test("the eligibility check lists what is missing, accessibly", async ({ page }) => {
  await page.goto("/certifications/eligibility?education=none&experienceYears=0&trainingHours=10");
  await expect(page.locator("#result-associate")).toContainText("Not yet eligible.");
  await expectAccessible(page);
  await shoot(page, "eligibility-en");
});
