import { describe, expect, it } from "vitest";
import { seedRegistry } from "~/features/registry/index.server";
import { getNamespace } from "~/locales/index.server";
import { setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { loader } from "./admin._index";

const t = setupRouteTests();

describe("/admin overview", () => {
  it("counts the partner applications and renewals waiting for staff, each linking to its queue", async () => {
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    // The demo applications: one new, one in review, one approved, one declined.
    await seedRegistry(t.db);
    const page = (await loader(routeArgs({ request: t.get("/admin"), params: {}, context: t.context() }))) as {
      cards: ReadonlyArray<{ key: string; value: string; to: string }>;
    };
    expect(page.cards).toEqual(
      expect.arrayContaining([
        { key: "partnerApplications", value: "2", to: "/admin/applications" },
        { key: "renewalsToReview", value: "0", to: "/admin/renewals" },
      ]),
    );
  });

  it("states the accounts by role with each language's plural forms (no “1 administrators”)", () => {
    for (const language of ["en", "es", "fr", "id", "is", "ja", "sw", "tl", "tr", "zh", "zu"] as const) {
      const dashboard = getNamespace(language, "admin").dashboard as Record<string, string>;
      for (const key of ["admins_one", "admins_other", "partners_one", "partners_other"]) {
        expect(dashboard[key], `${language} ${key}`).toContain("{{formatted}}");
      }
      expect(dashboard.usersDetail).toContain("{{admins}}");
    }
    expect((getNamespace("en", "admin").dashboard as Record<string, string>).admins_one).toBe(
      "{{formatted}} administrator",
    );
  });
});
