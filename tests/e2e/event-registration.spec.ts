import { expect, expectAccessible, openPage, shoot, signIn, signUpConfirmed, test, unlock } from "./fixtures";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("an admin creates an event, a member registers, checks in with the code and downloads the certificate", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(180_000);
  const slug = `e2e-evening-${Date.now()}`;
  const title = "Evening of well logs";

  // The admin creates the event through the editor (today and tomorrow, so check-in is open).
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/admin/events/new");
  await expect(page.getByRole("heading", { name: "New event" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Address name").fill(slug);
  await page.getByLabel("Start date").fill(day(0));
  await page.getByLabel("Start time").fill("00:30");
  await page.getByLabel("End date").fill(day(1));
  await page.getByLabel("End time").fill("23:00");
  await page.getByLabel("Region").selectOption("iceland");
  await page.getByLabel("Venue").fill("Hverahús Conference Centre");
  await page.getByLabel("City").fill("Reykjavík");
  await page.getByLabel("Country code").fill("IS");
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Summary (English)").fill("Reading pressure and temperature logs together.");
  await page.getByLabel("Description (English)").fill("Bring your own logs.\n\nCoffee is served.");
  await page.getByLabel("Places", { exact: true }).fill("2");
  await page.getByLabel("Published on the site").check();
  await page.getByRole("button", { name: "Create the event" }).click();
  await expect(page.getByText("The event is created.", { exact: true })).toBeVisible(); // the toast
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const adminUrl = page.url();

  // The member registers on the event's page.
  const member = await openPage(browser, clientIp);
  await unlock(member.page);
  await member.page.goto(`/events/${slug}`);
  await expect(member.page.getByRole("link", { name: "Sign in to register" })).toBeVisible();
  // A member of their own: the check-in adds CPD hours, and other specs read the demo member's ledger.
  const account = {
    name: "Ásta Logs",
    email: `events-${Date.now().toString(36)}@example.net`,
    password: "Strong-pass-2026",
  };
  await signUpConfirmed(member.page, account);
  await member.page.goto(`/events/${slug}`);
  await expect(member.page.getByText("2 places left")).toBeVisible();
  await expectAccessible(member.page);
  await shoot(member.page, "event-registration-before");
  await member.page.getByRole("button", { name: "Register for this event" }).click();
  await expect(member.page.getByText("You are registered. A confirmation is on its way").first()).toBeVisible();
  await expect(member.page.getByTestId("my-registration")).toHaveText("You are registered for this event.");
  await expectAccessible(member.page);
  await shoot(member.page, "event-registration-registered");

  // The admin sees the registration and shows the code (and its QR).
  await page.goto(adminUrl);
  await expect(page.getByRole("cell", { name: `${account.name} ${account.email}` })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code that opens the check-in page with the code" })).toBeVisible();
  const code = (await page.getByTestId("check-in-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expectAccessible(page);
  await shoot(page, "admin-event");

  // The member checks in with the code and downloads the certificate.
  await member.page.getByRole("link", { name: "Check in at the event" }).click();
  await expect(member.page.getByRole("heading", { level: 1, name: "Check in" })).toBeVisible();
  await member.page.getByLabel("Check-in code").fill("WRONGONE");
  await member.page.getByRole("button", { name: "Check in" }).click();
  await expect(member.page.getByText("That code is not right.").first()).toBeVisible();
  await member.page.getByLabel("Check-in code").fill(code.toLowerCase());
  await member.page.getByRole("button", { name: "Check in" }).click();
  await expect(member.page.getByText(/You are checked in\. \d+(\.\d)? CPD hours were added/).first()).toBeVisible();
  await expectAccessible(member.page);
  await shoot(member.page, "event-check-in-done");
  const download = member.page.waitForEvent("download");
  await member.page.getByRole("link", { name: "Download the certificate of attendance (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`attendance-${slug}.pdf`);

  await member.page.goto("/account/events");
  await expect(member.page.getByRole("link", { name: title })).toBeVisible();
  await expect(member.page.getByText("Attended").first()).toBeVisible();
  await expectAccessible(member.page);
  await shoot(member.page, "my-events");
  await member.context.close();
});
