import type { Page } from "@playwright/test";
import { findQuestion } from "../../app/content/quiz/bank";
import { expect } from "./fixtures";

export async function fillProfile(page: Page, years: string) {
  await page.goto("/training-quiz");
  await page.getByLabel("Current role", { exact: true }).selectOption("engineer");
  await page.getByLabel("Years in geothermal or a related field").fill(years);
  await page.getByLabel("Highest education").selectOption("bachelor");
  await page.getByLabel("Advance in my current role").check();
  await page.getByRole("button", { name: "Start the questions" }).click();
  await expect(page.getByRole("heading", { name: "Questions 1–4 of 24" })).toBeVisible();
}

/** Answers every question on the page: right when `right`, otherwise the first wrong option. */
export async function answerPage(page: Page, right: boolean) {
  const names = await page
    .locator('input[type=radio][name^="q:"]')
    .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
  for (const name of names) {
    const question = findQuestion(name.slice(2))!;
    const option = right ? question.correct : (question.correct + 1) % 4;
    await page.locator(`input[name="${name}"][value="${option}"]`).check();
  }
}

/** Takes the whole quiz, answering everything right, and waits for the results page. */
export async function takeWholeQuiz(page: Page, years = "4") {
  await fillProfile(page, years);
  for (let i = 1; i <= 6; i++) {
    // Wait for each page of questions before answering it.
    await expect(page.getByRole("heading", { name: `Questions ${4 * i - 3}–${4 * i} of 24` })).toBeVisible();
    await answerPage(page, true);
    await page.getByRole("button", { name: i < 6 ? "Save and continue" : "See my results" }).click();
  }
  await expect(page).toHaveURL(/\/quiz-results\/[0-9a-f-]{36}$/);
}
