import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, latestMail, openPage, shoot, signIn, test, unlock } from "./fixtures";

// A complaint about the body, filed in French by a visitor without an account, is tracked to an outcome by the
// appeals panel: the visitor gets the reference at once and is told, in French, when it is closed.
test("a complaint is filed in French, closed by the appeals panel, and its complainant told both times", async ({
  page,
  browser,
  clientIp,
}) => {
  test.slow();
  const email = `plainte-${Date.now().toString(36)}@example.org`;
  await unlock(page);
  await page.context().addCookies([{ name: "lng", value: "fr", url: `http://localhost:${GATED_PORT}` }]);
  await page.goto("/complaints");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("radio", { name: "GeoCert elle-même" }).check();
  await page.getByLabel("Votre nom").fill("Camille Plaignante");
  await page.getByLabel("Votre adresse e-mail").fill(email);
  await page.getByLabel("Ce qui s’est passé").fill("Trop court");
  await page.getByRole("button", { name: "Envoyer la réclamation" }).click();
  // Too short: the message is in French and what was typed stays.
  await expect(page.getByLabel("Votre nom")).toHaveValue("Camille Plaignante");
  await page
    .getByLabel("Ce qui s’est passé")
    .fill("Ma demande de réservation d’examen est restée sans réponse pendant six semaines.");
  await page.getByRole("button", { name: "Envoyer la réclamation" }).click();
  await expect(page.getByRole("heading", { name: "Votre réclamation a bien été reçue" })).toBeVisible();
  const reference = (await page
    .getByText(/CMP-[0-9A-F]{8}/)
    .first()
    .textContent())!.match(/CMP-[0-9A-F]{8}/)![0];
  await expectAccessible(page);
  await shoot(page, "complaint-received-fr");
  expect(await latestMail(email, "gated", reference)).toMatch(/^Content-Language: fr$/m);

  // The appeals panel closes it with an outcome, in English.
  const staff = await openPage(browser, clientIp);
  await unlock(staff.page);
  await signIn(staff.page, { email: "appeals@example.org", password: "GeoCert-appeals-2026" });
  await staff.page.goto("/staff/complaints");
  await staff.page.getByRole("link", { name: reference }).click();
  await staff.page.getByLabel("Outcome").selectOption("upheld");
  await staff.page.getByLabel("Reason").fill("Bookings were not answered while the exam calendar was moved.");
  await staff.page.getByRole("button", { name: "Close the complaint" }).click();
  await expect(staff.page.getByText("The complaint is closed and the complainant informed.")).toBeVisible();
  await expectAccessible(staff.page);
  const closed = await latestMail(email, "gated", "Issue : Fond");
  expect(closed).toMatch(/^Content-Language: fr$/m);
  // The complainant learns the reference and the outcome, never the staff's reason.
  expect(closed).not.toContain("exam calendar");
});
