import type { Page } from "@playwright/test";
import { expect, expectAccessible, latestMail, openPage, shoot, signIn, test, unlock } from "./fixtures";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The editor's required fields for an event in `days` days with `places` places. */
async function fillBasics(page: Page, slug: string, title: string, places: string) {
  await page.getByLabel("Address name").fill(slug);
  await page.getByLabel("Start date").fill(day(20));
  await page.getByLabel("Start time").fill("17:00");
  await page.getByLabel("End date").fill(day(20));
  await page.getByLabel("End time").fill("21:00");
  await page.getByLabel("Venue").fill("Hverahús Conference Centre");
  await page.getByLabel("City").fill("Reykjavík");
  await page.getByLabel("Country code").fill("IS");
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Summary (English)").fill("Short talks on direct use, then time to talk.");
  await page.getByLabel("Places", { exact: true }).fill(places);
  await page.getByLabel("Published on the site").check();
}

const row = (page: Page, n: number) => page.getByRole("group", { name: `Agenda item ${n}`, exact: true });

test("without JavaScript, an admin sets the audience and the agenda, reorders and removes items; the event page shows them", async ({
  page: withScripts,
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);
  const slug = `e2e-agenda-${Date.now()}`;
  const title = "Direct use evening";
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/admin/events/new");
  await fillBasics(page, slug, title, "");
  await page.getByLabel("Engineers and geoscientists").check();
  await page.getByLabel("Students and recent graduates").check();
  await row(page, 1).getByLabel("Time").fill("18:00");
  await row(page, 1).getByLabel("Item").selectOption({ label: "Welcome and introductions" });
  await row(page, 2).getByLabel("Time").fill("18:15");
  await row(page, 2).getByLabel("Item").selectOption({ label: "Technical talk" });
  await row(page, 3).getByLabel("Time").fill("19:30");
  await page.getByRole("button", { name: "Create the event" }).click();

  // A time without an item: that row's own message; everything typed is still there.
  await expect(row(page, 3).getByText("Choose the item for this time, or empty the row.")).toBeVisible();
  await expect(row(page, 3).getByLabel("Item")).toHaveAttribute("aria-invalid", "true");
  await expect(row(page, 3).getByLabel("Time")).toHaveValue("19:30");
  await expect(row(page, 2).getByLabel("Item")).toHaveValue("technicalTalk");
  await expect(page.getByLabel("Engineers and geoscientists")).toBeChecked();
  await expect(page.getByLabel("Title (English)")).toHaveValue(title);
  await row(page, 3).getByLabel("Item").selectOption({ label: "Networking" });
  await page.getByRole("button", { name: "Create the event" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // Editing: a new first item in a blank row, the talk removed, the others renumbered.
  await expect(row(page, 3).getByLabel("Item")).toHaveValue("networking");
  await expect(row(page, 6)).toBeVisible(); // three blank rows after the three items
  await row(page, 4).getByLabel("Order").fill("1");
  await row(page, 4).getByLabel("Time").fill("17:30");
  await row(page, 4).getByLabel("Item").selectOption({ label: "Registration and coffee" });
  await row(page, 1).getByLabel("Order").fill("2");
  await row(page, 2).getByLabel("Remove").check();
  await row(page, 3).getByLabel("Order").fill("3");
  await page.getByLabel("Engineers and geoscientists").uncheck();
  await page.getByLabel("Certified professionals").check();
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByText("The event is saved.")).toBeVisible();
  await expect(row(page, 1).getByLabel("Item")).toHaveValue("registration");
  const editUrl = page.url();
  await context.close();

  // The same pages with scripts (axe needs them): the editor's rows, a refused row, the event page.
  const admin = withScripts;
  await unlock(admin);
  await signIn(admin, "admin");
  await admin.goto(editUrl);
  await expect(row(admin, 3).getByLabel("Item")).toHaveValue("networking");
  await row(admin, 4).getByLabel("Time").fill("21:00");
  await admin.getByRole("button", { name: "Save the event" }).click();
  await expect(row(admin, 4).getByText("Choose the item for this time, or empty the row.")).toBeVisible();
  await expect(row(admin, 4).getByLabel("Time")).toHaveValue("21:00");
  await expectAccessible(admin);
  await shoot(admin, "admin-event-agenda-error");

  await admin.goto(`/events/${slug}`);
  // No description was written: no "About this event" heading over nothing.
  await expect(admin.getByRole("heading", { name: "About this event" })).toHaveCount(0);
  const agenda = admin.getByRole("region", { name: "Agenda" }).getByRole("listitem");
  await expect(agenda).toHaveText([
    "17:30Registration and coffee",
    "18:00Welcome and introductions",
    "19:30Networking",
  ]);
  await expect(admin.getByRole("region", { name: "Who it is for" }).getByRole("listitem")).toHaveText([
    "Students and recent graduates",
    "Certified professionals",
  ]);
  await expectAccessible(admin);
  await shoot(admin, "event-agenda-audience");
});

test("an admin cancels a member's registration after confirming; the first on the wait list gets the place", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);
  const slug = `e2e-cancel-${Date.now()}`;
  const title = "Evening of reservoir models";
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/admin/events/new");
  await fillBasics(page, slug, title, "1");
  // No CPD hours: the demo member is checked in below, and other specs read the demo member's ledger.
  await page.getByLabel("CPD hours on attendance").fill("0");
  await page.getByRole("button", { name: "Create the event" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const adminUrl = page.url();

  // The partner takes the one place, the member goes on the wait list.
  for (const who of ["partner", "member"] as const) {
    const visitor = await openPage(browser, clientIp);
    await unlock(visitor.page);
    await signIn(visitor.page, who);
    await visitor.page.goto(`/events/${slug}`);
    await visitor.page.getByRole("button", { name: /Register for this event|Join the wait list/ }).click();
    await expect(visitor.page.getByTestId("my-registration")).toBeVisible();
    await visitor.context.close();
  }

  await page.goto(adminUrl);
  const partnerName = "Demo Partner (Hekla Drilling Ltd.)";
  await page.getByRole("link", { name: `Cancel registration: ${partnerName}` }).click();
  const panel = page.getByRole("region", { name: `Cancel the registration of ${partnerName}?` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading")).toBeFocused();
  await panel.getByLabel("Note to the member (optional)").fill("Draft note");
  await expectAccessible(page);
  await shoot(page, "admin-event-cancel-confirm");
  await panel.getByRole("link", { name: "Keep the registration" }).click();
  await expect(panel).toBeHidden();

  // The same step without JavaScript: a link to the step, a plain form.
  const noScripts = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(noScripts.page);
  await signIn(noScripts.page, "admin");
  await noScripts.page.goto(adminUrl);
  await noScripts.page.getByRole("link", { name: `Cancel registration: ${partnerName}` }).click();
  const plainPanel = noScripts.page.getByRole("region", { name: `Cancel the registration of ${partnerName}?` });
  await plainPanel.getByLabel("Note to the member (optional)").fill("The room moved to a smaller hall, sorry.");
  await plainPanel.getByRole("button", { name: "Cancel the registration", exact: true }).click();
  await expect(
    noScripts.page.getByText(
      `The registration of ${partnerName} is cancelled; Demo Member moved up from the wait list to the free place.`,
    ),
  ).toBeVisible();
  await expect(plainPanel).toBeHidden();
  await noScripts.context.close();

  await page.reload();
  const cancelledRow = page.getByRole("row").filter({ hasText: "partner@example.org" });
  await expect(cancelledRow.getByText("Cancelled")).toBeVisible();
  const memberRow = page.getByRole("row").filter({ hasText: "member@example.org" });
  await expect(memberRow.getByText("Registered")).toBeVisible();
  // A checked-in member cannot be cancelled: the row says why.
  await memberRow.getByRole("button", { name: "Check in: Demo Member" }).click();
  await expect(memberRow.getByText("Checked in: undo the check-in to cancel.")).toBeVisible();
  await expect(memberRow.getByRole("link", { name: /Cancel registration/ })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "admin-event-cancelled");

  // The mails went through the outbox: the partner hears that staff cancelled (with the note), the member has the place.
  await latestMail("partner@example.org", "gated", "GeoCert staff cancelled your registration");
  await latestMail("partner@example.org", "gated", "The room moved to a smaller hall, sorry.");
  await latestMail("member@example.org", "gated", "A place became free and it is yours");
});
