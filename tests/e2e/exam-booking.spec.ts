import { readFileSync } from "node:fs";
import { expect, expectAccessible, openPage, shoot, signIn, test, unlock } from "./fixtures";

/**
 * Exam booking (decision 051) through the real pages, on the demo data every new database gets
 * (app/features/exams/booking/seed.server.ts): the demo candidate, approved for Professional with nothing booked,
 * books a session of the winter exam window, sees it, moves it to another session and downloads its .ics; the
 * exam window's event page links to booking; exam staff (the demo admin holds every duty) create a session.
 */
const CANDIDATE = { email: "candidate@example.org", password: "GeoCert-candidate-2026" };

test("an approved candidate books an exam session, sees it, moves it and downloads the calendar file", async ({
  page,
  browser,
  clientIp,
}) => {
  test.setTimeout(120_000);
  await unlock(page);
  await signIn(page, CANDIDATE);

  // The exam window on the events calendar links to booking instead of taking a registration.
  await page.goto("/events/exam-window-winter-2027");
  await expect(page.getByRole("button", { name: "Register" })).toHaveCount(0);
  await page.getByRole("link", { name: "Book your exam" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "My exams" })).toBeVisible();

  // The dashboard of applications links here too.
  await page.goto("/account/certification");
  await page.getByRole("link", { name: "Book and manage your exam sessions" }).click();
  await expect(page).toHaveURL(/\/account\/exams$/);
  await expect(page.getByText(/seats? left/).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "exam-booking-mine");

  await page.getByRole("link", { name: /Choose a .* session/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Book the .* exam$/ })).toBeVisible();
  const choices = page.getByRole("group", { name: "Session" }).getByRole("radio");
  expect(await choices.count()).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await shoot(page, "exam-booking-book");
  // Submitting without a choice: the browser asks for one (required); with scripts off the server would say so.
  await choices.first().check();
  await page.getByLabel("Language of the exam").selectOption("fr");
  await page.getByRole("button", { name: "Book this session" }).click();
  await expect(page.getByText("Your seat is booked.", { exact: false })).toBeVisible();
  await expect(page.getByText("Booked", { exact: true })).toBeVisible();
  await expect(page.getByText("Attempt 1, in Français")).toBeVisible();
  const when = await page.locator("dd").first().textContent();
  await expectAccessible(page);
  await shoot(page, "exam-booking-attempt");

  // Move it to another session: the seat moves, the page says so.
  await page.getByRole("group", { name: "Move to" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Move my booking" }).click();
  await expect(page.getByText("Your booking is moved.", { exact: false })).toBeVisible();
  await expect(page.locator("dd").first()).not.toHaveText(when ?? "");

  // The calendar file downloads, with the booking's new start.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the calendar file (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("geocert-exam.ics");
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toMatch(/UID:exam-[0-9a-f-]+@geocert\.example/);

  // The booking is listed on the exams page.
  const bookingUrl = page.url();
  await page.goto("/account/exams");
  await expect(page.getByRole("link", { name: /exam, attempt 1/ }).first()).toBeVisible();

  // Without scripts the forms work too: the candidate cancels, and the seat is given back.
  const noJs = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(noJs.page);
  await signIn(noJs.page, CANDIDATE);
  await noJs.page.goto(bookingUrl);
  await noJs.page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(noJs.page.getByRole("heading", { level: 1, name: "My exams" })).toBeVisible();
  await expect(noJs.page.getByText("Cancelled", { exact: true })).toBeVisible();
  await noJs.context.close();
});

test("exam staff create a session in its time zone and see it listed", async ({ browser, clientIp }) => {
  test.setTimeout(90_000);
  const { page } = await openPage(browser, clientIp);
  await unlock(page);
  await signIn(page, "admin");
  await page.goto("/staff/exam-sessions");
  await expect(page.getByRole("heading", { level: 2, name: "Exam sessions" })).toBeVisible();
  await page.getByLabel("Level").selectOption({ index: 1 });
  await page.getByLabel("Delivery").selectOption("testCentre");
  await page.getByLabel("Test centre (name and address)").fill("E2E test centre, Olkaria Road, Naivasha");
  await page.getByLabel("Start", { exact: true }).fill("2027-02-10T09:30");
  await page.getByLabel("Time zone").fill("Africa/Nairobi");
  await page.getByLabel("Seats", { exact: true }).fill("15");
  await page.getByRole("button", { name: "Create the session" }).click();
  await expect(page.getByText("The session is created.")).toBeVisible();
  await expect(page.getByText(/09:30 \(Africa\/Nairobi\)/).first()).toBeVisible();
  await expect(page.getByText("0 of 15 booked")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "exam-sessions-session");
  await page.getByRole("link", { name: "Back to the exam sessions" }).click();
  await expect(page.getByRole("link", { name: /09:30 \(Africa\/Nairobi\)/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "exam-sessions-list");
  // A bad time zone is refused with the message, and what was typed stays.
  await page.getByLabel("Test centre (name and address)").fill("Another centre, Reykjavík");
  await page.getByLabel("Time zone").fill("Mars/Olympus");
  await page.getByRole("button", { name: "Create the session" }).click();
  await expect(page.getByText("Enter a time zone by its IANA name", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Test centre (name and address)")).toHaveValue("Another centre, Reykjavík");
  await page.goto("/staff/exam-sessions/accommodations");
  await expect(page.getByRole("heading", { level: 2, name: "Accommodation requests" })).toBeVisible();
  await expectAccessible(page);
});
