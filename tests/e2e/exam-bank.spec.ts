import type { Page } from "@playwright/test";
import { blueprintCsv, blueprintItems } from "../support/exam-bank-fixtures";
import { expect, expectAccessible, openPage, shoot, signIn, signUpConfirmed, test, unlock } from "./fixtures";

/**
 * The item bank's pages (decision 049) through the real UI: the admin makes two new accounts exam staff; one
 * authors an item and may not review it, the other reviews its text and the item, the author puts it live; the
 * reviewer imports a level's worth of items (CSV) and puts them live; a form is refused for a language the bank
 * lacks (the shortfall shows) and frozen in English, which the level is then offered in.
 */
type Browser = Parameters<typeof openPage>[0];
const run = Date.now().toString(36);

async function newStaff(browser: Browser, clientIp: string, admin: Page, name: string) {
  const { page } = await openPage(browser, clientIp);
  await unlock(page);
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${run}@example.org`;
  await signUpConfirmed(page, { name, email, password: "Exam-bank-2026!" });
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await admin.getByLabel(`Change role of ${name}`).selectOption("staff");
  await admin
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name: "Save role" })
    .click();
  await expect(admin.getByRole("status")).toContainText(name);
  await admin.goto("/admin/staff");
  await admin.getByRole("button", { name: `Grant Exam administration to ${name}` }).click();
  await expect(admin.getByText(`${name} now holds the duty Exam administration.`)).toBeVisible();
  return page;
}

test("exam staff author an item, another reviews it, and a form is frozen from the live bank", async ({
  browser,
  clientIp,
}) => {
  test.setTimeout(240_000);
  const { page: admin } = await openPage(browser, clientIp);
  await unlock(admin);
  await signIn(admin, "admin");
  const author = await newStaff(browser, clientIp, admin, "Erin Exams");
  const reviewer = await newStaff(browser, clientIp, admin, "Rui Review");

  // The staff home links the bank for exam administration; the bank is empty of this run's items.
  await author.goto("/staff");
  await expect(author.getByRole("link", { name: "Open : Exam administration" })).toHaveAttribute(
    "href",
    "/staff/exams",
  );
  await author.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Item bank" }).click();
  await expect(author.getByRole("heading", { level: 2, name: "Item bank" })).toBeVisible();
  await author.getByRole("link", { name: "New item" }).click();
  await expect(author.getByRole("heading", { level: 2, name: "New item" })).toBeVisible();
  await expectAccessible(author);

  // A draft: a bad key first (two ticked for a single answer), kept as typed; then right.
  const id = `e2e-${run}`;
  await author.getByLabel("Item id").fill(id);
  await author.getByLabel("Level").selectOption("associate");
  await author.getByLabel("Domain").selectOption("drillingOperations");
  await author
    .getByLabel("Question", { exact: true })
    .fill("What does a rising standpipe pressure at steady flow suggest?");
  await author.getByLabel("Option A", { exact: true }).fill("A restriction in the string");
  await author.getByLabel("Option B", { exact: true }).fill("A gain in the well");
  await author.getByLabel("Option C", { exact: true }).fill("Lost circulation");
  await author.getByLabel("Correct: option A").check();
  await author.getByLabel("Correct: option B").check();
  await author.getByRole("button", { name: "Save the draft" }).click();
  await expect(author.getByText(/Tick one correct option for a single-answer item/)).toBeVisible();
  await expect(author.getByLabel("Option C", { exact: true })).toHaveValue("Lost circulation");
  await author.getByLabel("Correct: option B").uncheck();
  await author.getByRole("button", { name: "Save the draft" }).click();
  await expect(author.getByText("Draft saved.")).toBeVisible();
  await expect(author).toHaveURL(new RegExp(`/staff/exams/items/${id}$`));
  await expect(author.getByText("You wrote this item: someone else reviews it.")).toBeVisible();
  await expect(author.getByText("The item's author cannot review it", { exact: false })).toBeVisible();
  await expect(author.getByRole("button", { name: /Mark this translation as reviewed/ })).toHaveCount(0);
  await expectAccessible(author);

  // The second exam staff member reviews the English text, then the item.
  await reviewer.goto(`/staff/exams/items/${id}`);
  await reviewer.getByRole("button", { name: /Mark this translation as reviewed/ }).click();
  await expect(reviewer.getByText("Translation marked as reviewed.")).toBeVisible();
  await reviewer.getByRole("button", { name: "Mark as reviewed" }).click();
  await expect(reviewer.getByText("Item marked as reviewed.")).toBeVisible();
  await expect(reviewer.getByText("Rui Review", { exact: true })).toBeVisible();

  // The author puts it live: the history names who did what.
  await author.reload();
  await author.getByRole("button", { name: "Put live" }).click();
  await expect(author.getByText("Item is live: it can be drawn on exam forms.")).toBeVisible();
  await expect(author.getByText(/Moved from Reviewed to Live/)).toBeVisible();
  await expect(author.getByText(/Moved from Draft to Reviewed/)).toBeVisible();
  await expectAccessible(author);
  await shoot(author, "exam-bank-item");

  // A level's worth of items, imported as CSV: claimed live, they arrive reviewed; then each is put live.
  const items = blueprintItems("associate", { prefix: `e2e-${run}-bp` });
  await reviewer.goto("/staff/exams/import");
  await reviewer.getByLabel(/File \(\.zip or \.csv/).setInputFiles({
    name: "bank.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(blueprintCsv(items)),
  });
  await reviewer.getByRole("button", { name: "Import", exact: true }).click();
  await expect(reviewer.getByText(`${items.length} items stored.`)).toBeVisible();
  await expect(reviewer.getByRole("row", { name: new RegExp(`${items[0]!.id} Live Reviewed`) })).toBeVisible();
  await expectAccessible(reviewer);
  for (const item of items) {
    const moved = await reviewer.request.post(`/staff/exams/items/${item.id}`, {
      form: { intent: "move", to: "live", version: "1" },
      maxRedirects: 0,
    });
    expect(moved.status(), item.id).toBe(302);
  }

  // The bank's list finds the authored item by its words.
  const list = await author.goto(`/staff/exams?q=standpipe&status=live`);
  // The bank's pages hold keys: never stored by a browser or a shared cache.
  expect(list?.headers()["cache-control"]).toContain("no-store");
  await expect(author.getByRole("link", { name: id, exact: true })).toBeVisible();
  await expectAccessible(author);
  await shoot(author, "exam-bank-list");

  // Freezing: Icelandic (no translations in the bank, the demo's included) is refused with the shortfall per domain;
  // English is frozen and offered (beside the demo bank's own forms).
  await author.goto("/staff/exams/forms");
  const associate = author.getByRole("region", { name: /Entry Level/ });
  await associate.getByLabel("Íslenska").check();
  await associate.getByRole("button", { name: /Freeze a form/ }).click();
  await expect(associate.getByText("Not enough live items")).toBeVisible();
  await expect(associate.getByText(/Drilling operations: 16 needed, 0 available, 16 missing/)).toBeVisible();
  await associate.getByLabel("Íslenska").uncheck();
  await associate.getByRole("button", { name: /Freeze a form/ }).click();
  await expect(associate.getByText("Form frozen.")).toBeVisible();
  await expect(associate.getByText(/Offered in: .*English/)).toBeVisible();
  await expect(associate.getByText(/: 100 items, 0 case studies, seed /).first()).toBeVisible();
  await expectAccessible(author);
  await shoot(author, "exam-bank-forms");
});

test("members do not see the item bank", async ({ page }) => {
  await unlock(page);
  await signIn(page, "member");
  const response = await page.goto("/staff/exams");
  expect(response?.status()).toBe(403);
  const exported = await page.request.get("/staff/exams/export?format=csv");
  expect(exported.status()).toBe(404);
});
