import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, openPage, test, unlock } from "./fixtures";
import { answerPage, fillProfile } from "./quiz-helpers";

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test("take the quiz end to end: all right with 4 years gives Professional, capped by experience", async ({
  page,
  browser,
  clientIp,
}) => {
  // 24 questions on six pages: give a busy machine time.
  test.setTimeout(60_000);
  await fillProfile(page, "4");
  await expect(page.getByRole("progressbar", { name: "Step 2 of 7" })).toBeVisible();
  await expectAccessible(page);
  for (let i = 1; i <= 6; i++) {
    await expect(page.getByRole("heading", { name: `Questions ${4 * i - 3}–${4 * i} of 24` })).toBeVisible();
    await answerPage(page, true);
    await page.getByRole("button", { name: i < 6 ? "Save and continue" : "See my results" }).click();
  }
  await expect(page).toHaveURL(/\/quiz-results\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("recommended-level")).toHaveText("Professional — Certified Geothermal Professional");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your quiz results");
  await expect(
    page.getByText(/your scores would fit Expert Fellow, but that level asks for at least 15 years/),
  ).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(8);
  await expect(table.locator("tbody tr").first()).toContainText("100%");
  await expect(page.getByRole("img", { name: /Bar chart/ })).toBeVisible();
  await expect(page.locator("#answers-heading + ol > li, #answers-heading ~ ol > li")).toHaveCount(24);
  await expect(page.getByRole("link", { name: "Compare the four certifications" })).toHaveAttribute(
    "href",
    "/certifications",
  );
  await page.screenshot({ path: "test-results/screens/quiz-results.png", fullPage: true });
  await expectAccessible(page);

  // The share link opens in another browser with the same results, no profile shown.
  const shareUrl = await page.getByLabel("Share these results").inputValue();
  const path = new URL(shareUrl).pathname;
  const other = await openPage(browser, clientIp);
  await unlock(other.page);
  await other.page.goto(path);
  await expect(other.page.getByTestId("recommended-level")).toHaveText(
    "Professional — Certified Geothermal Professional",
  );
  await expect(other.page.getByText("Advance in my current role")).toHaveCount(0);
  await other.context.close();
});

test("answers survive a reload and going back", async ({ page }) => {
  await fillProfile(page, "10");
  await answerPage(page, false);
  const firstChecked = await page
    .locator("input[type=radio]:checked")
    .evaluateAll((els) => els.map((e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}`));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: "Questions 5–8 of 24" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Questions 5–8 of 24" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Questions 1–4 of 24" })).toBeVisible();
  const afterBack = await page
    .locator("input[type=radio]:checked")
    .evaluateAll((els) => els.map((e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}`));
  expect(afterBack).toEqual(firstChecked);
});

test("submitting with open questions says which, and tampered answers are refused", async ({ page }) => {
  await fillProfile(page, "2");
  await page.goto("/training-quiz?page=6");
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(page.getByRole("alert")).toContainText("Please answer every question before you submit");
  await expect(page.getByRole("alert").getByRole("link")).toHaveCount(24);

  const tampered = await page.request.post("/training-quiz", { form: { page: "1", intent: "next", "q:zz-99": "1" } });
  expect(tampered.status()).toBe(400);
  const outOfRange = await page.request.post("/training-quiz", { form: { page: "1", intent: "next", "q:re-01": "7" } });
  expect(outOfRange.status()).toBe(400);
});

test("the profile is validated and keeps what was typed", async ({ page }) => {
  await page.goto("/training-quiz");
  await page.getByLabel("Years in geothermal or a related field").fill("99");
  await page.getByRole("button", { name: "Start the questions" }).click();
  await expect(page.getByText("Please choose your current role.")).toBeVisible();
  await expect(page.getByText("Please enter your years of experience as a whole number from 0 to 60.")).toBeVisible();
  await expect(page.getByLabel("Years in geothermal or a related field")).toHaveValue("99");
});

test("an unknown results id answers 404", async ({ page }) => {
  const response = await page.goto("/quiz-results/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  expect((await page.request.get("/quiz-results/not-a-uuid")).status()).toBe(404);
});

test("the quiz speaks Icelandic and stays accessible", async ({ page }) => {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/training-quiz");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Which certification fits you?");
  await expectAccessible(page);
});
