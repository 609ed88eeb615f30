import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { subscribeToNewsletter, subscriptionStatus } from "~/features/newsletter/index.server";
import { action, loader } from "./newsletter.confirm";

const t = setupRouteTests();

const confirm = (token: string) =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post("/newsletter/confirm", { intent: "confirm", token }),
        params: {},
        context: t.context(),
      }),
    ),
  );

describe("/newsletter/confirm", () => {
  it("shows the button for a link without confirming anything on GET", async () => {
    const signUp = await subscribeToNewsletter(t.db, { email: "ana@example.org", language: "en" });
    const token = signUp.mail ? signUp.token : "";
    const out = await outcomeOf(async () =>
      loader(
        routeArgs({
          request: new Request(`http://localhost/newsletter/confirm?token=${token}`),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({ token });
    expect(await subscriptionStatus(t.db, "ana@example.org")).toBe("pending");
  });

  it("confirms with the button, once", async () => {
    const signUp = await subscribeToNewsletter(t.db, { email: "ben@example.org", language: "en" });
    const token = signUp.mail ? signUp.token : "";
    const out = await confirm(token);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/newsletter/confirm");
    expect(t.flash(out)).toMatchObject({ ns: "newsletter", key: "confirm.done", form: "confirm" });
    expect(t.flash(out)?.text).toBe("Done: this address now receives the GeoCert newsletter.");
    expect(await subscriptionStatus(t.db, "ben@example.org")).toBe("confirmed");

    // The same link again (a retry, a second click): refused, nothing changes.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ intent: "confirm", formError: "confirm.errors.invalid" });
    expect(await subscriptionStatus(t.db, "ben@example.org")).toBe("confirmed");
  });

  it("refuses a made-up link", async () => {
    const out = await confirm("made-up");
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ formError: "confirm.errors.invalid" });
  });
});
