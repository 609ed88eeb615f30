import {
  expect,
  expectAccessible,
  mailLink,
  latestMail,
  openPage,
  shoot,
  signUpConfirmed,
  test,
  unlock,
} from "./fixtures";

// A member checks eligibility, applies through the wizard with a real PDF and two referees, submits; each referee
// answers from the link mailed through the outbox (one in English, one in Icelandic); the dashboard shows it.
// Axe on each page and screenshots at 360 px. A fresh account each run: the demo member's data stays the lead's.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

/** A PDF of `megabytes` MB: a real header and trailer around a comment body (decided by content, not name). */
function pdfOf(megabytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%");
  const tail = Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const body = Buffer.alloc(Math.floor(megabytes * 1024 * 1024) - head.length - tail.length, "x");
  return Buffer.concat([head, body, tail]);
}

test("a member applies with documents and two referees, who confirm from the mailed links", async ({
  page,
  browser,
  clientIp,
}) => {
  const stamp = Date.now().toString(36);
  const candidate = { name: "Cora Candidate", email: `cora-${stamp}@example.org`, password: "Cora-pass-2026-x" };
  const referees = [
    { name: "Rúna Referee", email: `runa-${stamp}@example.org`, language: "is", employer: "Krafla Drilling" },
    { name: "Rafe Referee", email: `rafe-${stamp}@example.org`, language: "en", employer: "Hellisheiði Power" },
  ];
  await signUpConfirmed(page, candidate);

  // The eligibility check links an eligible verdict to its application.
  await page.goto("/certifications/eligibility?education=bachelor&experienceYears=5&trainingHours=0");
  const professional = page.locator("#result-professional");
  await expect(professional).toContainText("Eligible: you can apply now.");
  await professional.getByRole("link", { name: "Apply for Certified Geothermal Professional" }).click();
  await expect(page).toHaveURL(/\/account\/certification\/apply\/professional$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Certified Geothermal Professional");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "apply-education");

  // Education, with a diploma of a few megabytes.
  const diploma = pdfOf(2.5);
  expect(diploma.byteLength).toBeGreaterThanOrEqual(2 * 1024 * 1024);
  await page.getByLabel("Highest education completed").selectOption("bachelor");
  await page.getByLabel("School, college or university").fill("University of Iceland");
  await page.getByLabel("Completed on").fill("2014-06-20");
  await page
    .getByLabel("Diploma or transcript")
    .setInputFiles({ name: "diploma.pdf", mimeType: "application/pdf", buffer: diploma });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=experience/);
  await expect(page.getByText("Step 2 of 4")).toBeVisible();

  // Two positions, each with a referee; the count of what still counts follows.
  const periods = [
    ["2015-01-05", "2019-12-20"],
    ["2020-01-06", ""],
  ] as const;
  for (const [index, referee] of referees.entries()) {
    const [start, end] = periods[index]!;
    await page.getByLabel("Employer").fill(referee.employer);
    await page.getByLabel("Role", { exact: true }).fill("Reservoir engineer");
    await page.getByLabel("From", { exact: true }).fill(start);
    if (end) await page.getByLabel("To", { exact: true }).fill(end);
    await page.getByLabel("Hours a week").fill("40");
    await page
      .getByRole("group", { name: "Domains of the framework your duties covered" })
      .getByRole("checkbox")
      .first()
      .check();
    await page.getByLabel("Duties").fill("Well testing and reservoir models");
    await page.getByLabel("Referee's name").fill(referee.name);
    await page.getByLabel("Referee's e-mail address").fill(referee.email);
    await page.getByLabel("Language of the mail to the referee").selectOption(referee.language);
    await page.getByRole("button", { name: "Add position" }).click();
    await expect(page.getByRole("button", { name: `Remove ${referee.employer}` })).toBeVisible();
  }
  await expect(page.getByRole("status").filter({ hasText: "Experience that counts toward this level" })).toContainText(
    "That is enough for this level.",
  );
  await expectAccessible(page);
  await shoot(page, "apply-experience");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=training/);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=declaration/);

  // Review and submit.
  await expect(page.getByText("Eligible: you can apply now.")).toBeVisible();
  await expect(page.getByText(/Exam fee: \$545 \(non-member fee\)/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "apply-declaration");
  await page.getByLabel("I agree to this declaration").check();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(/\/account\/certification$/);
  const card = page.getByTestId("application");
  await expect(card).toContainText("Submitted: waiting for referees and the fee");
  await expect(card).toContainText(`${referees[0]!.name} (${referees[0]!.employer}): waiting`);

  // Each referee opens the mailed link, without an account: Rúna's mail and page in Icelandic.
  for (const referee of referees) {
    const link = await mailLink(referee.email, "/referee/");
    const icelandic = referee.language === "is";
    if (icelandic) expect(await latestMail(referee.email)).toMatch(/^Content-Language: is$/m);
    const visitor = await openPage(browser, clientIp, icelandic ? { locale: "is-IS" } : {});
    await visitor.page.goto(link);
    if (icelandic) {
      await expect(visitor.page.locator("html")).toHaveAttribute("lang", "is");
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText("Staðfesta starfstímabil");
      await expectAccessible(visitor.page);
      await shoot(visitor.page, "referee-is");
      await visitor.page.getByLabel("Já, ég staðfesti").check();
      await visitor.page.getByRole("button", { name: "Senda svar" }).click();
      await expect(visitor.page.getByText("Takk: svarið þitt hefur verið skráð.")).toBeVisible();
    } else {
      await visitor.page.getByLabel("Yes, I confirm").check();
      await visitor.page.getByRole("button", { name: "Send answer" }).click();
      await expect(visitor.page.getByText("Thank you: your answer has been recorded.")).toBeVisible();
    }
    await visitor.context.close();
  }

  // The dashboard shows both answers, the invoice and the history.
  await page.goto("/account/certification");
  for (const referee of referees) await expect(card).toContainText(`${referee.name} (${referee.employer}): confirmed`);
  await expect(card.getByRole("link", { name: /^GC-\d{4}-\d{6}$/ })).toHaveAttribute(
    "href",
    /\/account\/invoices\/.+\.pdf$/,
  );
  await expect(card).toContainText("Referee confirmed: Rúna Referee");
  await expect(card).toContainText("Referee confirmed: Rafe Referee");
  await expectAccessible(page);
  await shoot(page, "certification-dashboard");
});

test("the wizard works without JavaScript: a document uploads, a refused entry keeps what was typed", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const candidate = { name: "Nora Noscript", email: `nora-${stamp}@example.org`, password: "Nora-pass-2026-x" };
  await signUpConfirmed(page, candidate);
  // The same session in a browser without scripts: every post is a plain form post.
  const plain = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const noJs = await plain.newPage();
  await noJs.goto("/account/certification/apply/professional");
  await noJs.getByLabel("Highest education completed").selectOption("bachelor");
  await noJs.getByLabel("School, college or university").fill("Reykjavík University");
  await noJs.getByLabel("Completed on").fill("2016-06-20");
  await noJs
    .getByLabel("Diploma or transcript")
    .setInputFiles({ name: "diploma.pdf", mimeType: "application/pdf", buffer: pdfOf(2) });
  await noJs.getByRole("button", { name: "Save and continue" }).click();
  await expect(noJs).toHaveURL(/step=experience/);

  // The applicant's own address as the referee: refused with the message, the rest as typed.
  await noJs.getByLabel("Employer").fill("Reykjanes Power");
  await noJs.getByLabel("Role", { exact: true }).fill("Plant engineer");
  await noJs.getByLabel("From", { exact: true }).fill("2017-01-02");
  await noJs.getByLabel("Hours a week").fill("40");
  await noJs.getByLabel("Referee's name").fill("Nora herself");
  await noJs.getByLabel("Referee's e-mail address").fill(candidate.email.toUpperCase());
  await noJs.getByRole("button", { name: "Add position" }).click();
  await expect(noJs.getByText("A referee cannot be you: please give someone else's address.")).toBeVisible();
  await expect(noJs.getByLabel("Employer")).toHaveValue("Reykjanes Power");
  await expect(noJs.getByLabel("Referee's e-mail address")).toHaveAttribute("aria-invalid", "true");
  await noJs.getByLabel("Referee's e-mail address").fill(`sigga-${stamp}@example.org`);
  await noJs.getByRole("button", { name: "Add position" }).click();
  await expect(noJs.getByRole("button", { name: "Remove Reykjanes Power" })).toBeVisible();
  // (axe runs as a script, so the accessibility checks are the first test's, on the same pages.)
  await plain.close();
});
