import type { Page } from "@playwright/test";
import { addDays, addMonths } from "../../app/content/cpd-rule";
import { signUpConfirmed, expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

// The demo member's linked Associate credential (app/features/credentials/seed.server.ts): only read here.
const HELD = "GCF-2024-2YT2-HH";

/**
 * The renewal test brings its own people and credential: a fresh member, and an Associate credential
 * the admin issues to them inside the renewal window (today's machine date is late 2026; renewal opens
 * six months before expiry). The demo member's ledger and cycle stay as seeded for the CPD ledger's spec.
 */
const ISSUED = "2024-04-30";
const EXPIRES = "2027-04-30";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type Browser = Parameters<typeof openPage>[0];

/**
 * A fresh member (signed up, address confirmed, signed in on `page`) and an Associate credential the
 * admin issues to them with these dates, not yet claimed; the admin's page stays open.
 */
async function memberWithCredential(
  page: Page,
  browser: Browser,
  clientIp: string,
  who: { firstName: string; lastName: string; issuedOn: string; expiresOn: string },
) {
  const tag = Date.now().toString(36);
  const lastName = `${who.lastName}${String(Date.now()).slice(-6)}`;
  const member = {
    name: `${who.firstName} ${lastName}`,
    email: `renewal-${tag}@example.net`,
    password: "Strong-pass-2026",
  };

  // The member signs up and confirms by the mailed link.
  await unlock(page);
  await signUpConfirmed(page, member);

  // The admin issues them an Associate credential with these dates.
  const staff = await openPage(browser, clientIp);
  const admin = staff.page;
  await unlock(admin);
  await signIn(admin, "admin");
  await admin.goto("/admin/credentials");
  await admin.getByLabel("Given names").fill(who.firstName);
  await admin.getByLabel("Last name", { exact: true }).fill(lastName);
  await admin.getByLabel("Email", { exact: true }).fill(member.email);
  await admin.getByLabel("Level").selectOption("associate");
  await admin.getByLabel("Drilling operations").check();
  await admin.getByLabel("Issued on").fill(who.issuedOn);
  await admin.getByLabel("Valid until").fill(who.expiresOn);
  await admin.getByRole("button", { name: "Issue credential" }).click();
  const done = admin.getByText(
    new RegExp(`Credential GCF-\\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2} has been issued to ${who.firstName}`),
  );
  await expect(done).toBeVisible();
  const id = /GCF-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{2}/.exec((await done.textContent()) ?? "")![0];
  return { member, staff, admin, id, lastName };
}

test("a member logs CPD with evidence, renews, the admin audits (rate 100 %) and approves, the registry shows the new expiry", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(240_000);
  const { staff, admin, id, lastName } = await memberWithCredential(page, browser, clientIp, {
    firstName: "Renata",
    lastName: "Renewaldottir",
    issuedOn: ISSUED,
    expiresOn: EXPIRES,
  });

  await admin.goto("/admin/renewals");
  await expect(admin.getByRole("heading", { level: 2, name: "Renewals" })).toBeVisible();
  await admin.getByLabel("Share of renewals drawn for audit (percent)").fill("100");
  await admin.getByRole("button", { name: "Save the rate" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "The audit rate is now 100 %." })).toBeVisible();

  // The member claims it: it was issued to their confirmed address.
  await page.goto("/account/credentials");
  await page.getByRole("button", { name: `Claim credential ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Credential ${id} is now linked` })).toBeVisible();

  // They log one course of 30 hours, with a PDF as evidence, in their CPD ledger.
  await page.goto("/account/cpd");
  const card = page.getByRole("article", { name: "Associate Geothermal Professional (AGP)" });
  await expect(card).toContainText("0 of 30 hours counted");
  const form = page.locator("#entry-form");
  await form.getByLabel("Date").fill("2026-10-20");
  await form.getByLabel("Category").selectOption({ label: "Courses and training" });
  await form.getByLabel("Hours").fill("30");
  await form.getByLabel("Provider").fill("Example Drilling Academy");
  await form.getByLabel("Description").fill("Well control for geothermal drilling (renewal test)");
  await form.getByLabel("Evidence file (optional)").setInputFiles({
    name: "well-control.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The activity is in your ledger." })).toBeVisible();
  await expect(card).toContainText("30 of 30 hours counted");
  await expect(card).toContainText("The requirement of this cycle is met.");

  await card.getByRole("link", { name: "Renewal of this credential" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Renew your credential" })).toBeVisible();
  await expect(page.getByTestId("renewal-phase")).toContainText(
    "Renewal is open until your credential expires on 30 April 2027.",
  );
  await expect(page.getByTestId("renewal-missing")).toHaveText("The requirement is met.");
  await expect(page.getByRole("link", { name: "Open your CPD ledger" })).toHaveAttribute("href", "/account/cpd");
  await expectAccessible(page);
  await shoot(page, "renewal-member-open");

  // The code of conduct must be confirmed (the browser asks first; without it the server refuses).
  await page.getByLabel("I confirm that I follow the GeoCert code of conduct.").check();
  const sentOn = new Date().toISOString().slice(0, 10);
  await page.getByRole("button", { name: "Send my renewal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your renewal was sent." })).toBeVisible();
  await expect(page.getByTestId("renewal-status")).toContainText("Sent: staff will review it.");

  // The admin sees it to review, sampled for audit, and asks for evidence.
  await admin.goto("/admin/renewals");
  await expect(admin.getByTestId("expiring-180")).not.toHaveText("0");
  await expectAccessible(admin);
  await shoot(admin, "renewal-admin-dashboard");
  await admin.getByRole("link", { name: `Review the renewal of ${id}` }).click();
  await expect(admin.getByRole("heading", { level: 2, name: `Renewal of ${id}` })).toBeVisible();
  await expect(admin.getByText(/of 10,000 at a rate of 100 %: Sampled/)).toBeVisible();
  // What the renewal counted: from the cycle's start to the day it was sent (the next cycle counts from the day after).
  await expect(admin.getByText(`${words(ISSUED)} to ${words(sentOn)}`)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Approve renewal" })).toHaveCount(0);
  await admin.getByRole("button", { name: "Request evidence" }).click();
  await expect(admin.getByTestId("renewal-admin-status")).toHaveText("In audit");
  await expect(admin.getByText("Waiting for the holder's evidence before a decision.")).toBeVisible();

  // The member is asked for evidence; it is attached already, so they say it is ready.
  await page.reload();
  await expect(page.getByTestId("renewal-status")).toContainText("Selected for audit: evidence requested.");
  const entries = page.getByRole("table", { name: "Ledger entries counted in this renewal" });
  await expect(entries).toContainText("Example Drilling Academy");
  await expect(entries).toContainText("Evidence attached");
  await expectAccessible(page);
  await shoot(page, "renewal-member-audit");
  await page.getByRole("button", { name: "Evidence is ready" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you: staff will review your evidence." }),
  ).toBeVisible();

  // The admin looks at the evidence and approves: new validity.
  await admin.reload();
  await expect(admin.getByTestId("renewal-admin-status")).toHaveText("Evidence ready");
  const evidence = await admin.request.get(
    (await admin.getByRole("link", { name: /^View evidence of the entry of/ }).getAttribute("href"))!,
  );
  expect(evidence.status()).toBe(200);
  expect(await evidence.body()).toEqual(PDF);
  await expectAccessible(admin);
  await shoot(admin, "renewal-admin-review");
  await admin.getByRole("button", { name: "Approve renewal" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Renewal approved" })).toBeVisible();
  await expect(admin.getByText("30 April 2027 to 30 April 2030")).toBeVisible();

  // The audit rate goes back to its default for whatever runs next.
  await admin.goto("/admin/renewals");
  await admin.getByLabel("Share of renewals drawn for audit (percent)").fill("10");
  await admin.getByRole("button", { name: "Save the rate" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "The audit rate is now 10 %." })).toBeVisible();
  await staff.context.close();

  await page.reload();
  await expect(page.getByTestId("renewal-status")).toContainText(
    "Approved: your credential is valid until 30 April 2030.",
  );
  // In their ledger the new cycle counts from the day after sending: what is logged while a renewal is reviewed
  // is not lost, and the 30 hours it counted do not count again.
  await page.goto("/account/cpd");
  await expect(card.getByTestId("progress-window")).toHaveText(
    `Cycle from ${words(addDays(sentOn, 1))} to 30 April 2030`,
  );
  await expect(card).toContainText(
    "It counts from the day after your last renewal was sent, so what you logged while it was reviewed counts here, once.",
  );
  await expect(card).toContainText("0 of 30 hours counted");

  // Anyone checking the registry sees the new expiry.
  const visitor = await openPage(browser, clientIp);
  await unlock(visitor.page);
  await visitor.page.goto(`/partners/verify?id=${id}&name=${lastName}`);
  await expect(visitor.page.getByTestId("verification-status")).toContainText("Valid");
  await expect(visitor.page.locator("main")).toContainText("30 April 2030");
  // And the signed credential carries the new dates.
  const signed = await page.request.get(`/credentials/${id}/credential.json`);
  expect(signed.status()).toBe(200);
  const document = (await signed.json()) as { validFrom: string; validUntil: string };
  expect(document.validUntil).toBe("2030-04-30T23:59:59Z");
  expect(document.validFrom).toBe("2027-04-30T00:00:00Z");
  await visitor.context.close();
});

/** A date as the English pages write it: 28 September 2026. */
function words(date: string): string {
  const english = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return new Intl.DateTimeFormat("en-GB", english).format(new Date(`${date}T00:00:00Z`));
}

test("a credential that expired two months ago: hours logged after expiry count, and the member sends it for reinstatement", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);
  // Past its 30-day grace: reinstatement (the daily task may or may not have marked it lapsed yet; both read so).
  const today = new Date().toISOString().slice(0, 10);
  const issuedOn = addMonths(today, -38);
  const expiresOn = addMonths(today, -2);
  const { staff, id } = await memberWithCredential(page, browser, clientIp, {
    firstName: "Rein",
    lastName: "Statedottir",
    issuedOn,
    expiresOn,
  });
  await staff.context.close();
  await page.goto("/account/credentials");
  await page.getByRole("button", { name: `Claim credential ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Credential ${id} is now linked` })).toBeVisible();

  // The ledger says which period counts, and takes an activity dated after expiry.
  await page.goto("/account/cpd");
  const card = page.getByRole("article", { name: "Associate Geothermal Professional (AGP)" });
  await expect(card.getByTestId("progress-window")).toHaveText(
    `Expired on ${words(expiresOn)} and lapsed: activities from ${words(issuedOn)} to today count toward reinstatement.`,
  );
  await expect(card).toContainText("0 of 30 hours counted");
  const form = page.locator("#entry-form");
  await form.getByLabel("Date").fill(addDays(today, -7));
  await form.getByLabel("Category").selectOption({ label: "Courses and training" });
  await form.getByLabel("Hours").fill("30");
  await form.getByLabel("Provider").fill("Example Drilling Academy");
  await form.getByLabel("Description").fill("Catch-up course after expiry (reinstatement test)");
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The activity is in your ledger." })).toBeVisible();
  await expect(card).toContainText("30 of 30 hours counted");
  await expectAccessible(page);
  await shoot(page, "renewal-reinstatement-ledger");

  // The renewal page says the same, and the reinstatement can be sent.
  await card.getByRole("link", { name: "Renewal of this credential" }).click();
  await expect(page.getByTestId("renewal-phase")).toContainText("You can reinstate it without a new exam until");
  // The header says when it expired, not "valid until".
  await expect(page.locator("main header")).toContainText(
    `Associate Geothermal Professional, credential ${id}, expired on ${words(expiresOn)}.`,
  );
  await expect(page.locator("main header")).not.toContainText("valid until");
  await expect(page.getByTestId("renewal-window")).toHaveText(
    `Activities from ${words(issuedOn)} to today count toward reinstatement, including those after your credential expired on ${words(expiresOn)}, each category up to its cap.`,
  );
  await expect(page.getByTestId("renewal-missing")).toHaveText("The requirement is met.");
  await expectAccessible(page);
  await shoot(page, "renewal-reinstatement");
  await page.getByLabel("I confirm that I follow the GeoCert code of conduct.").check();
  await page.getByRole("button", { name: "Send my renewal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your renewal was sent." })).toBeVisible();
});

test("the renewal page works without JavaScript and is the holder's alone", async ({ browser, clientIp }) => {
  const other = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(other.page);
  await signIn(other.page, "partner");
  const response = await other.page.goto(`/account/renewal/${HELD}`);
  expect(response?.status()).toBe(404);
  await other.context.close();
});
