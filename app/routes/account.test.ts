import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests } from "../../tests/support/route-test.server";
import { action, loader } from "./account";

const t = setupRouteTests();

describe("/account", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const out = await outcomeOf(() =>
      loader({ request: t.get("/account"), params: {}, context: t.context() } as never),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/auth?next=%2Faccount");
  });

  it("saves the profile and says so with a flash on the redirect", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const request = t.post("/account", { intent: "profile", name: "Mo Renamed", country: "", language: "en" }, cookie);
    const out = await outcomeOf(() => action({ request, params: {}, context: t.context() } as never));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/account");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
  });
});
