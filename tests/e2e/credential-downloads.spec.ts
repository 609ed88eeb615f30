import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import { readPdf } from "../support/pdf-text";
import { expect, expectAccessible, openPage, signIn, test, unlock } from "./fixtures";

/**
 * What a holder takes away: the demo member (who holds a linked credential, seeded by
 * app/features/credentials/seed.server.ts) downloads the signed credential (JSON), the baked badge (SVG) and the
 * PDF certificate (A4 and Letter) through the links on "My credentials", and LinkedIn's link is there.
 */

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

/** The downloads of the first credential held on /account/credentials. */
function downloads(page: Page) {
  return page.getByRole("list", { name: /^Downloads for credential GCF-/ }).first();
}

async function save(page: Page, link: ReturnType<Page["getByRole"]>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(await download.failure()).toBeNull();
  return { download, bytes: await readFile((await download.path())!) };
}

test("the holder downloads the credential as JSON, baked SVG and PDF from My credentials", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "member");
  await page.goto("/account/credentials");
  const list = downloads(page);
  await expect(list).toBeVisible();
  const label = await list.getAttribute("aria-label");
  const id = /GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2}/.exec(label ?? "")?.[0];
  expect(id, "the credential id in the list's name").toBeTruthy();

  // The signed credential.
  const json = await save(page, list.getByRole("link", { name: /^Credential file \(JSON\)/ }));
  expect(json.download.suggestedFilename()).toBe(`geocert-${id}.json`);
  const credential = JSON.parse(json.bytes.toString("utf8"));
  expect(credential.type).toContain("OpenBadgeCredential");
  expect(credential.proof[0].cryptosuite).toBe("eddsa-rdfc-2022");
  // One status entry (OB 3.0): the 2-bit message entry that says active, suspended or revoked.
  expect(credential.credentialStatus).toMatchObject({ statusPurpose: "message", statusSize: 2 });
  expect(JSON.stringify(credential.credentialSubject)).toContain("Demo Member");

  // The baked badge: the level's artwork with the same credential inside.
  const badge = await save(page, list.getByRole("link", { name: /^Badge image \(SVG\)/ }));
  expect(badge.download.suggestedFilename()).toBe(`geocert-${id}-badge.svg`);
  const svg = badge.bytes.toString("utf8");
  expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg /);
  expect(svg).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
  expect(svg).toContain(">Demo Member<");
  const baked = /<openbadges:credential><!\[CDATA\[([\s\S]*?)\]\]><\/openbadges:credential>/.exec(svg)?.[1];
  expect(JSON.parse(baked!)).toEqual(credential);

  // The certificate on A4 and on Letter.
  const a4 = await save(page, list.getByRole("link", { name: /^Certificate PDF \(A4\)/ }));
  expect(a4.download.suggestedFilename()).toBe(`geocert-${id}-certificate-a4.pdf`);
  const a4Pdf = readPdf(a4.bytes);
  expect(a4Pdf.mediaBoxes).toEqual([[0, 0, 595.28, 841.89]]);
  expect(a4Pdf.text).toContain("Demo Member");
  expect(a4Pdf.text).toContain(id!);
  expect(a4Pdf.text).toContain(`/partners/verify?id=${id}`);
  const letter = await save(page, list.getByRole("link", { name: /^Certificate PDF \(US Letter\)/ }));
  expect(letter.download.suggestedFilename()).toBe(`geocert-${id}-certificate-letter.pdf`);
  expect(readPdf(letter.bytes).mediaBoxes).toEqual([[0, 0, 612, 792]]);

  // LinkedIn's add-certification form, in a new tab (not followed: no network beyond localhost).
  const linkedIn = list.getByRole("link", { name: /^Add to LinkedIn profile/ });
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  const href = new URL((await linkedIn.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(href.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
  expect(href.searchParams.get("certId")).toBe(id);

  await expectAccessible(page);
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/credential-downloads.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: "test-results/screens/credential-downloads-360.png", fullPage: true });

  // The credential's own page offers the same files (the holder sees it even while it is private).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/credentials/${id}`);
  const onPage = downloads(page);
  await expect(onPage.getByRole("link", { name: /^Certificate PDF \(A4\)/ })).toHaveAttribute(
    "href",
    `/credentials/${id}/certificate.pdf?paper=a4`,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Downloads" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/credential-page-downloads.png", fullPage: true });
});

test("the certificate follows the visitor's language, and the links work without JavaScript", async ({
  browser,
  clientIp,
}) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await signIn(page, "member");
  await context.addCookies([{ name: "lng", value: "ja", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/account/credentials");
  const list = page.getByRole("list", { name: /GCF-/ }).first();
  const pdf = await save(page, list.getByRole("link", { name: /（A4）/ }));
  const read = readPdf(pdf.bytes);
  expect(read.fontNames.some((name) => name.includes("NotoSansJP"))).toBe(true);
  expect(read.text).toContain("以下の者を認定します");
  await context.close();
});

test("strangers get nothing while the credential's page is off", async ({ page, browser, clientIp }) => {
  await signIn(page, "member");
  await page.goto("/account/credentials");
  const href = await downloads(page)
    .getByRole("link", { name: /^Credential file \(JSON\)/ })
    .getAttribute("href");
  const { context, page: stranger } = await openPage(browser, clientIp);
  await unlock(stranger);
  const response = await stranger.request.get(href!);
  expect(response.status()).toBe(404);
  await context.close();
});
