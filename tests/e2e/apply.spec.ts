import {
  expect,
  expectAccessible,
  mailLink,
  latestMail,
  openPage,
  shoot,
  signIn,
  signUpConfirmed,
  test,
  unlock,
} from "./fixtures";

// A member checks eligibility, applies through the wizard with a real PDF and two referees, submits; each referee
// answers from the link mailed through the outbox (one in English, one in Icelandic); the dashboard shows it; drawn
// for the audit, the candidate sends the evidence, which the reviewer finds with the case.
// Axe on each page and screenshots at 360 px. A fresh account each run: the demo member's data stays the lead's.
test.describe.configure({ timeout: 300_000 });

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

  // Drawn for the random audit (every application is, on the test server): the candidate sends the evidence asked.
  await expect(card).toContainText("Selected for the random audit");
  await expect(card.getByRole("heading", { name: "Audit evidence" })).toBeVisible();
  await card
    .getByLabel("Evidence document")
    .setInputFiles({ name: "payslips.pdf", mimeType: "application/pdf", buffer: pdfOf(0.3) });
  await card.getByRole("button", { name: "Send the evidence" }).click();
  await expect(page.getByText("Thank you: the evidence has been received.").first()).toBeVisible();
  await expect(card).toContainText(/Evidence received on .+\. You may send more\./);

  // Staff take it from there, each with their own duty: finance records the transfer, a reviewer asks for more.
  const staff = async (who: string) => {
    const opened = await openPage(browser, clientIp);
    await unlock(opened.page);
    await signIn(opened.page, { email: `${who}@example.org`, password: `GeoCert-${who}-2026` });
    return opened.page;
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const finance = await staff("finance");
  await finance.goto("/staff/payments");
  const invoice = finance.getByTestId("open-invoice").filter({ hasText: candidate.name });
  await invoice.getByLabel("Bank reference").fill("BANK-CORA-1");
  await invoice.getByLabel("Date received").fill(day(0));
  await invoice.getByRole("button", { name: "Record payment" }).click();
  await expect(finance.getByText(/Payment of invoice .* recorded/)).toBeVisible();

  const reviewer = await staff("reviewer");
  await reviewer.goto("/staff/applications");
  await reviewer.getByRole("link", { name: candidate.name }).click();
  await reviewer.getByRole("button", { name: "Start review" }).click();
  await expect(reviewer.getByText("Review started.", { exact: true })).toBeVisible();
  // The audit evidence is with the case, and the checklist counts it.
  await expect(reviewer.getByText(/Drawn for audit: evidence received on /)).toBeVisible();
  await expect(reviewer.getByRole("link", { name: /payslips\.pdf/ })).toBeVisible();
  await reviewer.getByLabel("What is needed, and why").fill("Please send the contract of your current position.");
  await reviewer.getByLabel("Deadline").fill(day(14));
  await reviewer.getByRole("button", { name: "Ask for more information" }).click();
  await expect(reviewer.getByText("The candidate was asked for more information and told by mail.")).toBeVisible();

  // The candidate reads the request on the dashboard and answers it with a document: back in review.
  await page.goto("/account/certification");
  await expect(card).toContainText("Please send the contract of your current position.");
  await card.getByLabel("Your answer to staff").fill("The contract is attached; it shows 40 hours a week.");
  await card
    .getByLabel("Document (optional)")
    .setInputFiles({ name: "contract.pdf", mimeType: "application/pdf", buffer: pdfOf(0.2) });
  await card.getByRole("button", { name: "Send the answer" }).click();
  await expect(page.getByText("Your answer has been sent; the application is back in review.").first()).toBeVisible();

  // The decision maker declines; the candidate appeals; someone else on the appeals panel upholds the appeal,
  // and the case is back in review for a fresh decision.
  const decider = await staff("decisions");
  await decider.goto("/staff/applications");
  await decider.getByRole("link", { name: candidate.name }).click();
  await decider.getByLabel("Reason for declining").fill("The current position's hours could not be confirmed.");
  await decider.getByRole("button", { name: "Decline" }).click();
  await expect(decider.getByText("Declined: the candidate was told by mail, with the right to appeal.")).toBeVisible();

  await page.goto("/account/certification");
  await expect(card).toContainText("The current position's hours could not be confirmed.");
  await card.getByLabel("Why the decision should be changed").fill("The contract I sent shows full-time hours.");
  await card.getByRole("button", { name: "Send the appeal" }).click();
  await expect(page.getByText("Your appeal has been received.").first()).toBeVisible();
  await expectAccessible(page);

  const appeals = await staff("appeals");
  await appeals.goto("/staff/applications?state=appealed");
  await appeals.getByRole("link", { name: candidate.name }).click();
  await appeals.getByLabel("Reason").first().fill("The contract sent shows full-time hours: decide again on it.");
  await appeals.getByRole("button", { name: "Uphold the appeal" }).click();
  await expect(appeals.getByText("Appeal upheld: the candidate was told by mail.")).toBeVisible();
  expect(await latestMail(candidate.email, "gated", "decide again on it")).toBeTruthy();
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
