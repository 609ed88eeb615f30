import type { Page } from "@playwright/test";
import { chooseLanguage, expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * Sitting the exam (decision 052) through the real pages, on the demo sessions every new database gets
 * (app/features/exams/sitting/seed.server.ts): the demo invigilator checks the demo candidate's identity and admits
 * them, reads the one-time code; the candidate types it, answers, flags a question, reloads mid-exam and is back at
 * the same question with the clock still running down, reviews, submits and reads the score report; then the same
 * in Spanish for the candidate's Senior attempt, sat in Spanish, and without scripts for the Expert one.
 */
const INVIGILATOR = { email: "invigilator@example.org", password: "GeoCert-invigilator-2026" };
const CANDIDATE = { email: "candidate@example.org", password: "GeoCert-candidate-2026" };

type Browser = Parameters<typeof openPage>[0];

async function signedIn(browser: Browser, clientIp: string, who: { email: string; password: string }): Promise<Page> {
  const { page } = await openPage(browser, clientIp);
  await unlock(page);
  await signIn(page, who);
  return page;
}

/** The invigilator admits the demo candidate at the session of `level`; returns the attempt's id and the code. */
async function admit(invigilator: Page, level: string, texts: { identity: string; admit: string }) {
  await invigilator.goto("/staff/invigilation");
  await invigilator.getByRole("link", { name: level }).click();
  const card = invigilator.locator("[id^=candidate-]").filter({ hasText: "Demo Candidate" });
  await expect(card).toBeVisible();
  const attemptId = (await card.getAttribute("id"))!.replace("candidate-", "");
  await card.getByLabel(texts.identity).check();
  await card.getByRole("button", { name: texts.admit }).click();
  const code = (await invigilator.getByTestId("admission-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return { attemptId, code };
}

/** Seconds on the exam timer ("mm:ss" or "h:mm:ss"). */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId("exam-timer").textContent())!.trim();
  return text.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

test("an invigilator admits a candidate, who sits the exam, reloads mid-way, submits and reads the report", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(120_000);
  const invigilator = await signedIn(browser, clientIp, INVIGILATOR);
  await invigilator.goto("/staff/invigilation");
  await expect(invigilator.getByRole("heading", { name: "Invigilation" })).toBeVisible();
  await expectAccessible(invigilator);
  await shoot(invigilator, "exam-invigilation");

  const candidate = await signedIn(browser, clientIp, CANDIDATE);
  const { attemptId, code } = await admit(invigilator, "Associate Geothermal Professional", {
    identity: "I have checked this candidate's identity document against their name",
    admit: "Admit and give a code",
  });
  await expect(invigilator.getByText("Admitted, code given")).toBeVisible();
  await expectAccessible(invigilator);
  await shoot(invigilator, "exam-invigilation-session");

  // A wrong code is refused with a clear message; the right one starts the exam.
  await candidate.goto(`/account/exams/${attemptId}/sit`);
  await candidate.getByLabel("Admission code").fill("AAAA-AAAA");
  await candidate.getByRole("button", { name: "Start the exam" }).click();
  await expect(candidate.getByText("That code is not right. Check it with the invigilator.")).toBeVisible();
  await expect(candidate.getByLabel("Admission code")).toHaveValue("AAAA-AAAA");
  await expectAccessible(candidate);
  await candidate.getByLabel("Admission code").fill(code.toLowerCase());
  await candidate.getByRole("button", { name: "Start the exam" }).click();
  await expect(candidate.getByText("Question 1 of 100")).toBeVisible();
  const start = await timerSeconds(candidate);
  expect(start).toBeGreaterThan(119 * 60);

  // Answer the first two questions (whatever the attempt's order), flag the second.
  const answerCurrent = async () => {
    const first = candidate.locator("fieldset input[name=choice]").first();
    await first.check();
    await expect(candidate.getByTestId("save-status")).toHaveText("Answer saved.");
  };
  await answerCurrent();
  await expectAccessible(candidate);
  await shoot(candidate, "exam-question");
  await candidate.getByRole("button", { name: "Next" }).click();
  await expect(candidate.getByText("Question 2 of 100")).toBeVisible();
  await answerCurrent();
  await candidate.getByLabel("Flag this question to come back to it").check();
  await expect(candidate.getByTestId("save-status")).toHaveText("Answer saved.");
  const chosen = await candidate.locator("fieldset input[name=choice]:checked").first().getAttribute("value");
  const grid = candidate.getByRole("navigation", { name: "All questions" });
  await expect(grid.getByRole("button", { name: "Question 1: answered" })).toBeVisible();
  await expect(grid.getByRole("button", { name: "Question 2: answered, flagged" })).toBeVisible();

  // A reload resumes at the same question with its answer and flag, and the clock as the server keeps it.
  await candidate.reload();
  await expect(candidate.getByText("Question 2 of 100")).toBeVisible();
  await expect(candidate.locator(`fieldset input[value="${chosen}"]`)).toBeChecked();
  await expect(candidate.getByLabel("Flag this question to come back to it")).toBeChecked();
  const afterReload = await timerSeconds(candidate);
  expect(afterReload).toBeLessThanOrEqual(start);
  expect(afterReload).toBeGreaterThan(start - 120);

  // Jump to question 5 with the grid, answer it, then review and submit.
  await grid.getByRole("button", { name: /^Question 5:/ }).click();
  await expect(candidate.getByText("Question 5 of 100")).toBeVisible();
  await answerCurrent();
  await candidate.getByRole("button", { name: "Review and submit" }).first().click();
  await expect(candidate.getByRole("heading", { name: "Review before you submit" })).toBeVisible();
  await expect(candidate.getByText("3 of 100 questions answered, 1 flagged.", { exact: false })).toBeVisible();
  await expectAccessible(candidate);
  await shoot(candidate, "exam-review");
  await candidate.getByLabel("I want to submit my answers now; I cannot change them afterwards").check();
  await candidate.getByRole("button", { name: "Submit the exam" }).click();

  await expect(
    candidate.getByRole("heading", { name: "Score report: Associate Geothermal Professional" }),
  ).toBeVisible();
  await expect(candidate.getByTestId("exam-verdict")).toHaveText(/Passed|Not passed/);
  await expect(candidate.getByText("The pass mark is 350 on a scale from 100 to 500.")).toBeVisible();
  await expect(candidate.getByRole("table")).toContainText("Reservoir engineering");
  await expectAccessible(candidate);
  await shoot(candidate, "exam-report");
  const pdf = await candidate.request.get(`/account/exams/${attemptId}/report.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The exam is over: the sitting page says so, and the invigilator sees it scored.
  await candidate.goto(`/account/exams/${attemptId}/sit`);
  await expect(candidate.getByText("Your exam has ended.", { exact: false })).toBeVisible();
  await invigilator.reload();
  await expect(invigilator.getByText("Finished and scored")).toBeVisible();
  // Someone else's attempt is not found.
  const other = await signedIn(browser, clientIp, INVIGILATOR);
  expect((await other.request.get(`/account/exams/${attemptId}/report`)).status()).toBe(404);
});

test("in Spanish: the invigilator pauses and resumes, the candidate sits in Spanish", async ({ browser, clientIp }) => {
  test.setTimeout(120_000);
  const invigilator = await signedIn(browser, clientIp, INVIGILATOR);
  await invigilator.goto("/staff/invigilation");
  await chooseLanguage(invigilator, "Español");
  await expect(invigilator.getByRole("heading", { name: "Vigilancia de exámenes" })).toBeVisible();
  const { attemptId, code } = await admit(invigilator, "Profesional Sénior en Geotermia", {
    identity: "He comprobado el documento de identidad del candidato con su nombre",
    admit: "Admitir y dar un código",
  });

  const candidate = await signedIn(browser, clientIp, CANDIDATE);
  await candidate.goto(`/account/exams/${attemptId}/sit`);
  await chooseLanguage(candidate, "Español");
  await candidate.getByLabel("Código de admisión").fill(code);
  await candidate.getByRole("button", { name: "Empezar el examen" }).click();
  await expect(candidate.getByText("Pregunta 1 de 120")).toBeVisible();
  // The items are in the attempt's language.
  await expect(candidate.locator("fieldset legend")).toContainText("¿");
  await candidate.locator("fieldset input[name=choice]").first().check();
  await expect(candidate.getByTestId("save-status")).toHaveText("Respuesta guardada.");
  await expectAccessible(candidate);
  await shoot(candidate, "exam-question-es");

  // Paused by the invigilator: no question is shown; resumed: back at work.
  await invigilator.reload();
  const card = invigilator.locator(`#candidate-${attemptId}`);
  await card.getByRole("button", { name: "Pausar el reloj" }).click();
  await expect(invigilator.getByText("Reloj en pausa.")).toBeVisible();
  await candidate.reload();
  await expect(candidate.getByText("El vigilante ha pausado el examen.", { exact: false })).toBeVisible();
  await expect(candidate.locator("fieldset")).toHaveCount(0);
  await invigilator.locator(`#candidate-${attemptId}`).getByRole("button", { name: "Reanudar el reloj" }).click();
  await expect(invigilator.getByText("El reloj vuelve a correr.")).toBeVisible();
  await candidate.reload();
  await expect(candidate.getByText("Pregunta 1 de 120")).toBeVisible();

  await candidate.goto(`/account/exams/${attemptId}/sit?review=1`);
  await candidate.getByLabel("Quiero entregar mis respuestas ahora; después no podré cambiarlas").check();
  await candidate.getByRole("button", { name: "Entregar el examen" }).click();
  await expect(
    candidate.getByRole("heading", { name: "Informe de resultados: Profesional Sénior en Geotermia" }),
  ).toBeVisible();
  await expect(candidate.getByTestId("exam-verdict")).toHaveText(/Aprobado|No aprobado/);
  await expectAccessible(candidate);
  await shoot(candidate, "exam-report-es");
});

test("without scripts: the code, answers saved by the buttons, the grid, the review and the submit", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(120_000);
  const noScript = { javaScriptEnabled: false };
  const { page: invigilator } = await openPage(browser, clientIp, noScript);
  await unlock(invigilator);
  await signIn(invigilator, INVIGILATOR);
  const { attemptId, code } = await admit(invigilator, "Geothermal Expert Fellow", {
    identity: "I have checked this candidate's identity document against their name",
    admit: "Admit and give a code",
  });

  const { page: candidate } = await openPage(browser, clientIp, noScript);
  await unlock(candidate);
  await signIn(candidate, CANDIDATE);
  await candidate.goto(`/account/exams/${attemptId}/sit`);
  await candidate.getByLabel("Admission code").fill(code);
  await candidate.getByRole("button", { name: "Start the exam" }).click();
  await expect(candidate.getByText("Question 1 of 60")).toBeVisible();
  const first = await candidate.locator("fieldset input[name=choice]").first().getAttribute("value");
  await candidate.locator("fieldset input[name=choice]").first().check();
  await candidate.getByRole("button", { name: "Next" }).click();
  await expect(candidate.getByText("Question 2 of 60")).toBeVisible();
  await expect(candidate).toHaveURL(/item=2/);
  // The grid's buttons save the question shown and go to theirs.
  const grid = candidate.getByRole("navigation", { name: "All questions" });
  await expect(grid.getByRole("button", { name: "Question 1: answered" })).toBeVisible();
  await grid.getByRole("button", { name: /^Question 1:/ }).click();
  await expect(candidate.getByText("Question 1 of 60")).toBeVisible();
  await expect(candidate.locator(`fieldset input[value="${first}"]`)).toBeChecked();
  await candidate.getByLabel("Flag this question to come back to it").check();
  await candidate.getByRole("button", { name: "Save answer" }).click();
  await expect(candidate.getByLabel("Flag this question to come back to it")).toBeChecked();
  await candidate.getByRole("button", { name: "Review and submit" }).first().click();
  await expect(candidate.getByText("1 of 60 questions answered, 1 flagged.", { exact: false })).toBeVisible();
  await candidate.getByLabel("I want to submit my answers now; I cannot change them afterwards").check();
  await candidate.getByRole("button", { name: "Submit the exam" }).click();
  await expect(candidate.getByRole("heading", { name: "Score report: Geothermal Expert Fellow" })).toBeVisible();
  await expect(candidate.getByTestId("exam-verdict")).toHaveText("Not passed");
});
