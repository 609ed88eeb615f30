import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { generateCredentialId } from "../../app/features/registry/credential-id";
import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, latestMail, openPage, signIn, test, unlock } from "./fixtures";

// Demo credentials of the seed (app/features/registry/seed.server.ts): the same ids in every new database.
const VALID = { id: "GCF-2026-T7QS-3J", name: "Kamau", holder: "Wanjiru Kamau" };
const ACCENTED = { id: "GCF-2025-2SMF-QN", name: "Þórsdóttir", holder: "Sigríður Þórsdóttir" };
const EXPIRED = { id: "GCF-2022-DWKX-DC", name: "Mensah" };
const REVOKED = { id: "GCF-2024-B5K7-5F", name: "Fallow" };
const SUSPENDED = { id: "GCF-2024-7XXN-9T", name: "Sigurðsson" };

const useLanguage = (page: Page, language: string) =>
  page.context().addCookies([{ name: "lng", value: language, url: `http://localhost:${GATED_PORT}` }]);

async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 360 px`).toBeLessThanOrEqual(
    360,
  );
  await page.screenshot({ path: `test-results/screens/${name}-360.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function lookUp(page: Page, id: string, name: string) {
  await page.getByLabel("Credential id").fill(id);
  await page.getByLabel("Holder’s last name").fill(name);
  await page.getByRole("button", { name: "Verify" }).click();
}

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test.describe("verification", () => {
  test("a valid credential shows its status, holder, level, dates, domains, link and QR code", async ({ page }) => {
    await page.goto("/partners/verify");
    await expect(page.getByRole("heading", { level: 1, name: "Verify a credential" })).toBeVisible();
    await lookUp(page, VALID.id.toLowerCase().replace(/-/g, " "), VALID.name.toUpperCase());
    await expect(page.getByTestId("verification-status")).toHaveText("Valid");
    await expect(page.getByText(VALID.holder)).toBeVisible();
    await expect(page.getByText("Senior Geothermal Professional")).toBeVisible();
    await expect(page.getByText("2 February 2029")).toBeVisible();
    const domain = page.getByRole("link", { name: "Risk assessment" });
    await expect(domain).toHaveAttribute("href", "/certification-framework?domain=riskAssessment");
    await expect(page.locator("main")).not.toContainText("@");
    const share = page.getByTestId("share-link");
    await expect(share).toHaveText(`https://geocert.example/partners/verify?id=${VALID.id}&name=KAMAU`);
    await expect(page.getByRole("img", { name: "QR code of the verification link" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "verify");
  });

  test("the shareable link re-checks live, accents and case do not matter", async ({ page }) => {
    await page.goto(`/partners/verify?id=${encodeURIComponent(ACCENTED.id)}&name=thorsdottir`);
    await expect(page.getByTestId("verification-status")).toHaveText("Valid");
    await expect(page.getByText(ACCENTED.holder)).toBeVisible();
  });

  test("expired, suspended and revoked credentials say so", async ({ page }) => {
    await page.goto("/partners/verify");
    await lookUp(page, EXPIRED.id, EXPIRED.name);
    await expect(page.getByTestId("verification-status")).toHaveText("Expired");
    await expect(page.getByText("Expired on")).toBeVisible();
    await lookUp(page, REVOKED.id, REVOKED.name);
    await expect(page.getByTestId("verification-status")).toHaveText("Revoked");
    await expect(page.getByText("Exam misconduct")).toHaveCount(0);
    await lookUp(page, SUSPENDED.id, SUSPENDED.name);
    await expect(page.getByTestId("verification-status")).toHaveText("Suspended");
  });

  test("a wrong surname answers exactly like an unknown id", async ({ page }) => {
    await page.goto(`/partners/verify?id=${VALID.id}&name=Otieno`);
    await expect(page.getByTestId("verification-status")).toHaveText("Not found");
    const wrongName = await page.locator("#result-heading").locator("..").innerText();
    await expect(page.getByText(VALID.holder)).toHaveCount(0);
    await expect(page.getByTestId("share-link")).toHaveCount(0);
    // A well-formed id that is not in the registry (check character valid).
    await page.goto(`/partners/verify?id=${generateCredentialId(2026)}&name=Kamau`);
    const unknown = await page.locator("#result-heading").locator("..").innerText();
    expect(unknown).toBe(wrongName);
  });

  test("a typo in the id is caught by the check character before any lookup", async ({ page }) => {
    await page.goto("/partners/verify");
    await lookUp(page, "GCF-2026-T7SQ-3J", VALID.name);
    await expect(page.getByText(/has a typing error: one character is wrong or two are swapped/)).toBeVisible();
    await expect(page.getByLabel("Credential id")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("verification-status")).toHaveCount(0);
    await lookUp(page, "GCF-2026-OOPS", VALID.name);
    await expect(page.getByText(/This is not a credential id/)).toBeVisible();
  });

  test("lookups are rate limited per client with a clear message and Retry-After", async ({ page }) => {
    // Guesses: a new name each time. (The same lookup again is answered from the page kept for it,
    // decision 026: repeating a known answer guesses nothing.)
    const guess = (i: number) => `Guess${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`;
    for (let i = 0; i < 30; i += 1) {
      const response = await page.request.get(`/partners/verify?id=${VALID.id}&name=${guess(i)}`);
      expect(response.status()).toBe(200);
    }
    const limited = await page.request.get(`/partners/verify?id=${VALID.id}&name=${guess(30)}`);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    await page.goto(`/partners/verify?id=${VALID.id}&name=${guess(31)}`);
    await expect(page.getByRole("alert")).toContainText(
      /Too many lookups from your connection\. Please try again in \d+ minutes?\./,
    );
    await expect(page.getByTestId("verification-status")).toHaveCount(0);
  });

  test("is accessible in Icelandic", async ({ page }) => {
    await useLanguage(page, "is");
    await page.goto(`/partners/verify?id=${REVOKED.id}&name=${REVOKED.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staðfesta vottun");
    await expect(page.getByTestId("verification-status")).toHaveText("Afturkölluð");
    await expectAccessible(page);
  });

  test("works without JavaScript", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/partners/verify");
    await lookUp(page, VALID.id, VALID.name);
    await expect(page.getByTestId("verification-status")).toHaveText("Valid");
    await context.close();
  });
});

/** A mixed CSV: valid, unknown, wrong surname, malformed rows, hostile content, and enough rows for 3 batches. */
function mixedCsv(): string {
  const lines = ["credential_id,last_name", `${VALID.id},Kamau`, `${EXPIRED.id},mensah`, `${REVOKED.id},Fallow`];
  lines.push(`${VALID.id},"=cmd|' /C calc'!A0"`); // not found, and a formula in the output
  lines.push(`"<b>GCF</b>","<img src=x onerror=alert(1)>"`); // malformed id, markup
  lines.push("GCF-2026-T7SQ-3J,Kamau"); // check character
  lines.push(",Kamau"); // missing id
  lines.push(`${SUSPENDED.id},`); // missing name
  for (let i = 0; i < 600; i += 1) lines.push(`${ACCENTED.id},Thorsdottir`);
  return `${lines.join("\r\n")}\r\n`;
}

test.describe("bulk verification", () => {
  test("is for partners and admins only", async ({ page }) => {
    await page.goto("/partners/bulk-verify");
    await expect(page).toHaveURL(/\/auth\?next=%2Fpartners%2Fbulk-verify/);
    await signIn(page, "member");
    const response = await page.goto("/partners/bulk-verify");
    expect(response?.status()).toBe(403);
    const api = await page.request.post("/api/bulk-verify", {
      data: { rows: [{ row: 1, id: VALID.id, lastName: "Kamau" }] },
    });
    expect(api.status()).toBe(403);
  });

  test("a mixed CSV runs in batches with progress, per-row errors, summary and a safe CSV download", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, "partner");
    await page.goto("/partners/bulk-verify");
    await expect(page.getByRole("heading", { level: 1, name: "Bulk verification" })).toBeVisible();
    const template = await page.request.get("/partners/bulk-verify/template.csv");
    expect(await template.text()).toContain("credential_id,last_name");
    await expectAccessible(page);
    await shoot(page, "bulk-verify");

    // Slow each batch a little, so the progress bar can be seen moving.
    const batches: number[] = [];
    await page.route("/api/bulk-verify", async (route) => {
      const body = route.request().postData() ?? "";
      if (body.startsWith("{")) batches.push((JSON.parse(body) as { rows: unknown[] }).rows.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "mixed.csv", mimeType: "text/csv", buffer: Buffer.from(mixedCsv()) });
    await page.getByRole("button", { name: "Check credentials" }).click();
    const progress = page.getByRole("progressbar", { name: "Progress of the check" });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/of 608 rows checked/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible({ timeout: 15_000 });
    expect(batches).toEqual([250, 250, 108]);

    await expect(page.getByText("608 rows checked")).toBeVisible();
    await expect(page.getByTestId("count-valid")).toHaveText("601");
    await expect(page.getByTestId("count-expired")).toHaveText("1");
    await expect(page.getByTestId("count-revoked")).toHaveText("1");
    await expect(page.getByTestId("count-notFound")).toHaveText("1");
    await expect(page.getByTestId("count-error")).toHaveText("4");
    await expect(page.locator('tr[data-row="6"]')).toContainText("Not a credential id");
    await expect(page.locator('tr[data-row="6"]')).toContainText("<img src=x onerror=alert(1)>");
    await expect(page.locator('tr[data-row="7"]')).toContainText("Typing error in the id (check character)");
    await expect(page.locator('tr[data-row="8"]')).toContainText("Credential id missing");
    await expect(page.locator('tr[data-row="9"]')).toContainText("Last name missing");
    await expect(page.locator('tr[data-row="5"]')).toContainText("=cmd");
    await expect(page.locator("img[src=x]")).toHaveCount(0);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download results (CSV)" }).click();
    const download = await downloadPromise;
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "\ufeffrow,credential_id,last_name,status,holder_name,level,issued_on,expires_on,error",
    );
    expect(csv).toContain(`2,${VALID.id},Kamau,valid,Wanjiru Kamau,senior,2026-02-02,2029-02-02,`);
    expect(csv).toContain(`5,${VALID.id},'=cmd|' /C calc'!A0,not_found`);
    expect(csv).not.toMatch(/,=cmd/);
    expect(csv).toContain("Typing error in the id (check character)");
    // 608 rows: the first screen of the results is enough.
    await shoot(page, "bulk-verify-results", false);
  });

  test("pasted rows work without JavaScript in one request", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await signIn(page, "partner");
    await page.goto("/partners/bulk-verify");
    await page.getByLabel("Paste rows").fill(`${VALID.id}\tKamau\n${REVOKED.id}\tFallow\nnonsense`);
    await page.getByRole("button", { name: "Check credentials" }).click();
    await expect(page.getByText("3 rows checked")).toBeVisible();
    await expect(page.getByTestId("count-valid")).toHaveText("1");
    await expect(page.getByTestId("count-revoked")).toHaveText("1");
    await expect(page.getByTestId("count-error")).toHaveText("1");
    await context.close();
  });

  test("files over the limits are refused with a clear message", async ({ page }) => {
    await signIn(page, "partner");
    await page.goto("/partners/bulk-verify");
    const tooMany = `credential_id,last_name\n${`${VALID.id},Kamau\n`.repeat(5001)}`;
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.from(tooMany) });
    await page.getByRole("button", { name: "Check credentials" }).click();
    await expect(page.getByRole("alert")).toContainText("This file has more than 5,000 rows.");
    // A file over the size limit is refused in the browser as soon as it is chosen, under the file field.
    const tooLarge = "x".repeat(1024 * 1024 + 10);
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "huge.csv", mimeType: "text/csv", buffer: Buffer.from(tooLarge) });
    await expect(page.getByText("This file is larger than 1 MB. Split it into smaller files.")).toBeVisible();
    await expect(page.getByLabel("CSV file")).toHaveAttribute("aria-invalid", "true");
  });

  test("is accessible in Turkish", async ({ page }) => {
    await signIn(page, "partner");
    await useLanguage(page, "tr");
    await page.goto("/partners/bulk-verify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toplu doğrulama");
    await expectAccessible(page);
  });
});

test.describe("partnership application", () => {
  test("four steps with validation and progress, stored, confirmed by mail, reviewed by an admin", async ({ page }) => {
    test.setTimeout(90_000);
    const email = `apply.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`;
    const organisation = `Kızılcahamam Jeotermal ${Date.now()}`;
    await useLanguage(page, "tr");
    await page.goto("/partners/apply");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ortaklık başvurusu");
    await expect(page.locator('[aria-current="step"]')).toContainText("1.");
    await expectAccessible(page);

    // Step 1: an empty step is refused with messages per field.
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByRole("alert")).toContainText("Lütfen aşağıda işaretlenen alanları düzeltin.");
    await expect(page.getByText("Kuruluşun adını girin (en az 2 karakter).")).toBeVisible();
    await page.locator('input[name="organisation"]').fill(organisation);
    await page.getByLabel("Sanayi").check();
    await page.getByLabel("Altın").check();
    await page.locator('input[name="country"]').fill("Türkiye");
    await page.locator('input[name="website"]').fill("jeotermal.example");
    await page.getByRole("button", { name: "Devam" }).click();

    // Step 2
    await expect(page.locator('[aria-current="step"]')).toContainText("2.");
    await page.locator('input[name="contactName"]').fill("Ayşe Demir");
    await page.locator('input[name="email"]').fill("not-an-email");
    await page.getByRole("button", { name: "Devam" }).click();
    await expect(page.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await expect(page.locator('input[name="contactName"]')).toHaveValue("Ayşe Demir");
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole("button", { name: "Devam" }).click();

    // Step 3, then back: the typed values are kept (stored in the draft).
    await expect(page.locator('[aria-current="step"]')).toContainText("3.");
    await page.getByRole("button", { name: "Geri" }).click();
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await page.getByRole("button", { name: "Devam" }).click();
    await page
      .locator('textarea[name="contribution"]')
      .fill("Sahalarımızda yılda yirmi aday için staj ve sınav oturumu.");
    await page.getByLabel("Saha stajları").check();
    await page.reload();
    await expect(page.locator('[aria-current="step"]')).toContainText("3.");
    await page
      .locator('textarea[name="contribution"]')
      .fill("Sahalarımızda yılda yirmi aday için staj ve sınav oturumu.");
    await page.getByLabel("Saha stajları").check();
    await page.getByRole("button", { name: "Devam" }).click();

    // Step 4: review, consent required.
    await expect(page.locator('[aria-current="step"]')).toContainText("4.");
    await expect(page.getByText(organisation)).toBeVisible();
    await expect(page.getByText("https://jeotermal.example")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/partners-apply-review.png", fullPage: true });
    await page.getByRole("button", { name: "Başvuruyu gönder" }).click();
    await expect(page.getByText("Başvurunuzu saklayabilmemiz için lütfen onay verin.")).toBeVisible();
    await page.locator('input[name="consent"]').check();
    await page.getByRole("button", { name: "Başvuruyu gönder" }).click();
    await expect(page).toHaveURL("/partners/apply?sent=1");
    await expect(page.getByRole("heading", { name: "Teşekkürler — başvurunuz gönderildi" })).toBeVisible();

    const confirmation = await latestMail(email);
    expect(confirmation).toContain("GeoCert ortakl");
    expect(confirmation).toContain("Content-Language: tr");
    const staff = await latestMail("hello@geocert.example");
    expect(staff).toContain("Tier of interest: Gold");

    // Admin review: listed as new, opened, moved to "in review" with a note.
    await useLanguage(page, "en");
    await signIn(page, "admin");
    await page.goto("/admin/applications?status=new");
    await expect(page.getByRole("heading", { name: "Partner applications" })).toBeVisible();
    await page.getByRole("link", { name: `Open the application of ${organisation}` }).click();
    await expect(page.getByRole("heading", { name: organisation })).toBeVisible();
    await expect(page.getByText("Sahalarımızda yılda yirmi aday")).toBeVisible();
    await expect(page.getByText("Field placements")).toBeVisible();
    await page.getByLabel("Status").selectOption("inReview");
    await page.getByLabel("Notes").fill("Call their HR team next week.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The application has been updated.")).toBeVisible();
    await page.goto("/admin/applications?status=inReview");
    await expect(page.getByText(organisation)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-applications");
  });

  test("works without JavaScript and is accessible at 360 px", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/partners/apply");
    await page.getByLabel("Organisation name").fill("Demo Geo NGO");
    await page.getByLabel("Government or NGO").check();
    await page.getByLabel("Silver").check();
    await page.getByLabel("Country").fill("Kenya");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText("2.");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Organisation name")).toHaveValue("Demo Geo NGO");
    await expect(page.getByLabel("Government or NGO")).toBeChecked();
    await context.close();
  });

  test("screenshots", async ({ page }) => {
    await page.goto("/partners/apply");
    await expectAccessible(page);
    await shoot(page, "partners-apply");
  });
});

test.describe("credential administration", () => {
  const goodCsv = (tag: string) =>
    [
      "given_names,last_name,email,level,domains,issued_on,expires_on,validity_reason",
      `Amina,Importova${tag},amina@example.org,professional,riskAssessment;drillingOperations,2026-11-01,,`,
      `Jón,Importsson${tag},,associate,drillingOperations,2026-11-01,2030-05-01,Extended by board decision`,
    ].join("\n");

  test("CSV import is all or nothing, with per-row errors before anything is written", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = String(Date.now()).slice(-6);
    await signIn(page, "admin");
    await page.goto("/admin/credentials/import");
    await expect(page.getByRole("heading", { name: "Import credentials from CSV" })).toBeVisible();
    const template = await page.request.get("/admin/credentials/template.csv");
    expect(await template.text()).toContain(
      "given_names,last_name,email,level,domains,issued_on,expires_on,validity_reason",
    );

    // One bad row: nothing can be imported.
    const bad = `${goodCsv(tag)}\nBo,,bad-email,wizard,cooking,2026-02-30,2025-01-01`;
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByTestId("import-valid")).toHaveText("2 rows ready to import");
    await expect(page.getByTestId("import-invalid")).toHaveText("1 row with errors");
    await expect(page.getByText(/Nothing has been imported/)).toBeVisible();
    const badRow = page.locator('tr[data-row="4"]');
    await expect(badRow).toContainText("last_name: Enter the last name.");
    await expect(badRow).toContainText("level: Choose one of the four levels.");
    await expect(badRow).toContainText("issued_on: Enter a date as YYYY-MM-DD.");
    await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, "admin-credentials-import");
    await page.goto(`/admin/credentials?q=${tag}`);
    await expect(page.getByText("0 credentials")).toBeVisible();

    // All rows valid: preview, then one confirm imports both.
    await page.goto("/admin/credentials/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(goodCsv(tag)) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Import 2 credentials" }).click();
    // The count travels in a flash now (the one success channel), not in "?imported=".
    await expect(page).toHaveURL(/\/admin\/credentials$/);
    await expect(page.getByText("2 credentials imported.")).toBeVisible({ timeout: 15_000 });
    await page.goto(`/admin/credentials?q=${tag}`);
    await expect(page.getByText("2 credentials")).toBeVisible();
    await expect(page.getByText(`Amina Importova${tag}`)).toBeVisible();
    // An empty expires_on is the rule's validity; the other one shows the reason staff gave.
    await expect(page.locator("tr", { hasText: `Amina Importova${tag}` })).toContainText("1 November 2029");
    await expect(page.locator("tr", { hasText: `Jón Importsson${tag}` })).toContainText(
      "Validity: Extended by board decision",
    );
  });

  test("issuing takes the rule's validity; another expiry date needs a reason, shown in the registry", async ({
    page,
  }) => {
    const tag = String(Date.now()).slice(-6);
    await signIn(page, "admin");
    await page.goto("/admin/credentials");
    await expect(page.getByText("Leave empty for the rule: 3 years after the issue date.")).toBeVisible();
    await page.getByLabel("Given names").fill("Rule");
    await page.getByLabel("Last name", { exact: true }).fill(`Validity${tag}`);
    await page.getByLabel("Drilling operations").check();
    await page.getByLabel("Issued on").fill("2026-11-02");
    await page.getByLabel("Valid until").fill("2031-11-02");
    await page.getByRole("button", { name: "Issue credential" }).click();
    await expect(
      page.getByText("This is not the rule’s validity (3 years after the issue date): state the reason"),
    ).toBeVisible();
    await expect(page.getByLabel("Valid until")).toHaveValue("2031-11-02");
    await expectAccessible(page);
    await page.getByLabel("Reason for another validity").fill("Transitional arrangement for founding members");
    await page.getByRole("button", { name: "Issue credential" }).click();
    await expect(page.getByText(/has been issued to Rule/)).toBeVisible();
    await page.goto(`/admin/credentials?q=Validity${tag}`);
    const row = page.locator("tr", { hasText: `Rule Validity${tag}` });
    await expect(row).toContainText("2 November 2031");
    await expect(row).toContainText("Validity: Transitional arrangement for founding members");
    await shoot(page, "admin-credentials-validity", false);
  });

  test("confirming one import twice (a double click, a resend) imports it once", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = String(Date.now()).slice(-6);
    await signIn(page, "admin");
    await page.goto("/admin/credentials/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(goodCsv(tag)) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByRole("button", { name: "Import 2 credentials" })).toBeVisible();
    const confirm = page.locator("form", { has: page.getByRole("button", { name: "Import 2 credentials" }) });
    const form: Record<string, string> = {};
    for (const input of await confirm.locator('input[type="hidden"]').all()) {
      form[(await input.getAttribute("name"))!] = await input.inputValue();
    }
    expect(form._submission).toBeTruthy();
    const answers = await Promise.all(
      [1, 2].map(() => page.request.post("/admin/credentials/import", { multipart: form, maxRedirects: 0 })),
    );
    expect(answers.map((answer) => answer.headers()["location"])).toEqual(["/admin/credentials", "/admin/credentials"]);
    await page.goto(`/admin/credentials?q=${tag}`);
    // Exact: the redirects above were not followed, so this page shows their flash ("2 credentials imported.").
    await expect(page.getByText("2 credentials", { exact: true })).toBeVisible();
  });

  test("an admin issues a credential and revokes it; verification follows live", async ({ page }) => {
    test.setTimeout(60_000);
    const lastName = `Issuedottir${String(Date.now()).slice(-6)}`;
    await signIn(page, "admin");
    await page.goto("/admin/credentials");
    await expect(page.getByRole("heading", { name: "Credential registry" })).toBeVisible();
    await page.getByRole("button", { name: "Issue credential" }).click();
    await expect(page.getByText("Enter the last name.")).toBeVisible();
    await page.getByLabel("Given names").fill("Hekla");
    await page.getByLabel("Last name", { exact: true }).fill(lastName);
    await page.getByLabel("Level").selectOption("expert");
    await page.getByLabel("Drilling operations").check();
    await page.getByRole("button", { name: "Issue credential" }).click();
    const done = page.getByText(/Credential GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2} has been issued to Hekla/);
    await expect(done).toBeVisible();
    const id = /GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2}/.exec((await done.textContent()) ?? "")![0];

    await page.goto(`/partners/verify?id=${id}&name=${lastName}`);
    await expect(page.getByTestId("verification-status")).toHaveText("Valid");

    await page.goto(`/admin/credentials?q=${lastName}`);
    await page.getByText("Change status").click();
    await page.getByLabel("New status").selectOption("revoked");
    await page.getByLabel("Reason", { exact: true }).fill("Issued by mistake in a test");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText(`${id} is now Revoked.`)).toBeVisible();
    // Revocation is final: no status form on the row, and the page says how to reinstate.
    const row = page.locator(`tr[data-credential="${id}"]`);
    await expect(row.getByTestId("revoked-final")).toHaveText(
      "Revocation is final. To reinstate the holder, issue a new credential.",
    );
    await expect(row.getByText("Change status")).toHaveCount(0);
    await page.goto(`/partners/verify?id=${id}&name=${lastName}`);
    await expect(page.getByTestId("verification-status")).toHaveText("Revoked");
    await expect(page.getByText("Issued by mistake")).toHaveCount(0);
  });

  test("list, search and filter; accessible in English and Icelandic", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, "admin");
    await page.goto("/admin/credentials?status=revoked");
    await expect(page.locator("tbody tr").first()).toContainText("Revoked");
    await page.goto("/admin/credentials");
    await expectAccessible(page);
    await shoot(page, "admin-credentials");
    await useLanguage(page, "is");
    await page.goto("/admin/credentials?q=Kamau");
    await expect(page.getByRole("heading", { name: "Vottunarskrá" })).toBeVisible();
    await expect(page.getByText(VALID.id)).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/applications");
    await expectAccessible(page);
  });
});
