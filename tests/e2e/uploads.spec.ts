import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, signIn, test, unlock } from "./fixtures";

// Finding: a 1.5 MB scan on the CPD ledger got a bare "The request is too large." and the typed entry
// was gone. Real sizes against the 5 MB evidence limit, through the real form and server.
const MB = 1024 * 1024;
const pdf = (megabytes: number) => {
  const buffer = Buffer.alloc(Math.round(megabytes * MB));
  buffer.write("%PDF-1.4\n");
  return { name: "scan.pdf", mimeType: "application/pdf", buffer };
};
const TOO_LARGE = "The file is larger than 5 MB. Choose a smaller one; what you typed is kept.";

async function fillEntry(page: Page) {
  const form = page.locator("#entry-form");
  await form.getByLabel("Date").fill("2026-10-14");
  await form.getByLabel("Category").selectOption({ label: "Events and conferences" });
  await form.getByLabel("Hours").fill("3.5");
  await form.getByLabel("Provider").fill("Example Geothermal Association");
  await form.getByLabel("Description").fill("Upload limit check (not stored)");
  return form;
}

async function expectTyped(page: Page) {
  const form = page.locator("#entry-form");
  await expect(form.getByLabel("Description")).toHaveValue("Upload limit check (not stored)");
  await expect(form.getByLabel("Hours")).toHaveValue("3.5");
  await expect(form.getByLabel("Provider")).toHaveValue("Example Geothermal Association");
}

test.setTimeout(90_000);

test("the ledger form refuses a 5.1 MB evidence file before sending, with its own message, the fields kept", async ({
  page,
}) => {
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/account/cpd");
  await expect(page.getByText("PDF, JPEG or PNG, at most 5 MB.")).toBeVisible();
  const form = await fillEntry(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await form.getByLabel("Evidence file (optional)").setInputFiles(pdf(5.1));
  await expect(form.getByText(TOO_LARGE)).toBeVisible();
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(form.getByLabel("Evidence file (optional)")).toBeFocused();
  await expect(form.getByLabel("Evidence file (optional)")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await expectTyped(page);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/cpd-upload-too-large.png", fullPage: true });

  // A file under the limit clears the message.
  await form.getByLabel("Evidence file (optional)").setInputFiles(pdf(4.9));
  await expect(form.getByText(TOO_LARGE)).toHaveCount(0);
});

test("without JavaScript the server refuses 5.1 MB with the page's message and the typed fields", async ({
  browser,
  clientIp,
}) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/account/cpd");
  const form = await fillEntry(page);
  await form.getByLabel("Evidence file (optional)").setInputFiles(pdf(5.1));
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(page.locator("#entry-form").getByText(TOO_LARGE)).toBeVisible();
  await expectTyped(page);
  await context.close();
});

// The other upload forms: each refuses a file just over its declared limit before sending, with the
// page's own message under the file input, and the page stays accessible.
const KB = 1024;
const csv = (bytes: number) => ({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.alloc(bytes, " ") });

async function expectNotSent(page: Page, choose: () => Promise<void>, submit: () => Promise<void>) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await choose();
  await submit();
  expect(posts).toEqual([]);
}

test("the credentials import refuses a file over 1 MB before sending, with its own message", async ({ page }) => {
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/admin/credentials/import");
  const input = page.getByLabel("CSV file");
  await expectNotSent(
    page,
    () => input.setInputFiles(csv(MB + KB)),
    () => page.getByRole("button", { name: "Check the file" }).click(),
  );
  await expect(page.getByText("The file is larger than 1 MB.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test("bulk verification refuses a file over 1 MB before sending, the pasted rows kept", async ({ page }) => {
  await unlock(page);
  await signIn(page, "partner");
  await page.goto("/partners/bulk-verify");
  const input = page.getByLabel("CSV file");
  await page.locator("#bulk-rows").fill("GCF-2026-7KQ4-XM,Kamau");
  await expectNotSent(
    page,
    () => input.setInputFiles(csv(MB + KB)),
    () => page.getByRole("button", { name: "Check credentials" }).click(),
  );
  await expect(page.getByText("This file is larger than 1 MB. Split it into smaller files.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#bulk-rows")).toHaveValue("GCF-2026-7KQ4-XM,Kamau");
  await expectAccessible(page);
});

test("the credential-file check refuses a file over 256 KB before sending, with its own message", async ({ page }) => {
  await unlock(page);
  await signIn(page, "partner");
  await page.goto("/partners/verify");
  const input = page.getByLabel("Credential file", { exact: true });
  await expectNotSent(
    page,
    () => input.setInputFiles({ name: "big.json", mimeType: "application/json", buffer: Buffer.alloc(257 * KB, " ") }),
    () => page.getByRole("button", { name: "Check the file" }).click(),
  );
  await expect(page.getByText("The file is larger than 256 KB.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});
