import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * "Verify a credential file" on /partners/verify: an admin issues a credential, its signed
 * JSON and baked SVG are checked (valid), a tampered copy is caught, and after the admin revokes it
 * the same file says "revoked". Without JavaScript the form still works (a multipart post).
 */

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

/** Issues a fresh credential through the admin page; returns its id and last name. */
async function issue(page: Page): Promise<{ id: string; lastName: string }> {
  const lastName = `Filecheck${String(Date.now()).slice(-6)}`;
  await page.goto("/admin/credentials");
  await page.getByLabel("Given names").fill("Ásta");
  await page.getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByLabel("Level").selectOption("professional");
  await page.getByLabel("Resource assessment").check();
  await page.getByRole("button", { name: "Issue credential" }).click();
  const done = page.getByText(/Credential GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2} has been issued to Ásta/);
  await expect(done).toBeVisible();
  return { id: /GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2}/.exec((await done.textContent()) ?? "")![0], lastName };
}

async function checkFile(page: Page, path: string) {
  await page.getByLabel("Credential file", { exact: true }).setInputFiles(path);
  await page.getByRole("button", { name: "Check the file" }).click();
}

const verdict = (page: Page) => page.getByTestId("credential-file-verdict");

test("valid, tampered, baked and revoked credential files get their answers", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "admin");
  const { id, lastName } = await issue(page);

  const json = await page.request.get(`/credentials/${id}/credential.json`);
  expect(json.status()).toBe(200);
  const credential = await json.json();
  const jsonPath = testInfo.outputPath(`${id}.json`);
  await writeFile(jsonPath, JSON.stringify(credential, null, 2));
  const svg = await page.request.get(`/credentials/${id}/badge.svg`);
  expect(svg.status()).toBe(200);
  const svgPath = testInfo.outputPath(`${id}-badge.svg`);
  await writeFile(svgPath, await svg.body());
  const tamperedPath = testInfo.outputPath(`${id}-tampered.json`);
  await writeFile(tamperedPath, JSON.stringify(credential).replace(lastName, `${lastName}x`));

  await page.goto("/partners/verify");
  await expect(page.getByRole("heading", { name: "Verify a credential file" })).toBeVisible();
  await checkFile(page, jsonPath);
  await expect(verdict(page)).toHaveText("Valid credential");
  const report = page.getByTestId("credential-file-report");
  await expect(report.locator("[data-outcome=pass]")).toHaveCount(5);
  await expect(report.getByText("Issued by GeoCert, signed with our current key")).toBeVisible();
  await expect(report.getByText(`Ásta ${lastName}`)).toBeVisible();
  await expect(report.getByText("Certified Geothermal Professional")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "credential-file-valid");

  await checkFile(page, tamperedPath);
  await expect(verdict(page)).toHaveText("Altered or invalid signature");
  await expect(report.getByText("The signature does not match the content")).toBeVisible();
  await expect(report.getByText(`${lastName}x`)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "credential-file-tampered");

  await checkFile(page, svgPath);
  await expect(verdict(page)).toHaveText("Valid credential");

  // The admin revokes it: the same file now says so (the status list changed, not the file).
  await page.goto(`/admin/credentials?q=${lastName}`);
  await page.getByText("Change status").click();
  await page.getByLabel("New status").selectOption("revoked");
  await page.getByLabel("Reason", { exact: true }).fill("Revoked in the credential-file test");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(`${id} is now Revoked.`)).toBeVisible();
  await page.goto("/partners/verify");
  await checkFile(page, svgPath);
  await expect(verdict(page)).toHaveText("Revoked");
  await expect(report.getByText("Revoked by GeoCert")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "credential-file-revoked");
});

test("without JavaScript: the form posts the file and shows the report; a wrong file is refused in words", async ({
  browser,
  clientIp,
}, testInfo) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  const notJson = testInfo.outputPath("notes.json");
  await writeFile(notJson, "{ this is not JSON");
  const other = testInfo.outputPath("other.json");
  await writeFile(other, JSON.stringify({ "@context": ["https://www.w3.org/ns/credentials/v2"], hello: "world" }));
  await page.goto("/partners/verify");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("Choose a credential file (.json or .svg).")).toBeVisible();
  await checkFile(page, notJson);
  await expect(verdict(page)).toHaveText("Not a credential");
  await expect(page.getByText("The file is neither valid JSON nor an SVG image")).toBeVisible();
  await checkFile(page, other);
  await expect(verdict(page)).toHaveText("Not a credential");
  await context.close();
});

test("the issuer's keys and status lists answer through the gate; the admin sees the keys", async ({
  browser,
  clientIp,
  page,
}) => {
  // A verifier that never unlocked the gate.
  const { context, page: stranger } = await openPage(browser, clientIp);
  const did = await stranger.request.get("/.well-known/did.json");
  expect(did.status()).toBe(200);
  expect(did.headers()["access-control-allow-origin"]).toBe("*");
  expect((await did.json()).id).toBe("did:web:geocert.example");
  const list = await stranger.request.get("/issuer/status/message/0");
  expect(list.status()).toBe(200);
  const listDocument = await list.json();
  expect(listDocument.type).toContain("BitstringStatusListCredential");
  expect(listDocument.credentialSubject.statusPurpose).toBe("message");
  expect((await stranger.request.get("/issuer")).status()).toBe(200);
  await context.close();

  await signIn(page, "admin");
  await page.goto("/admin/credentials/keys");
  await expect(page.getByRole("heading", { name: "Credential signing keys" })).toBeVisible();
  await expect(page.getByText("did:web:geocert.example", { exact: true })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toContainText("Current");
  await page.getByRole("button", { name: "Rotate signing key" }).click();
  await expect(page.getByText("Tick the box to confirm the rotation.")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "admin-signing-keys");
});
