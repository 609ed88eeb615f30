import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { countActiveSubscribers, subscribeToNewsletter } from "./newsletter.server";
import { newsletterSubscriptions } from "./schema";
import { getServerSecret } from "./settings.server";
import { setupTestDatabase } from "../../tests/support/test-db.server";

const handle = setupTestDatabase();

describe(`newsletter on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("stores a normalised address once", async () => {
    expect(await subscribeToNewsletter(handle.db, { email: "  Ada@Example.ORG ", language: "is" })).toBe("subscribed");
    expect(await subscribeToNewsletter(handle.db, { email: "ada@example.org", language: "en" })).toBe(
      "already-subscribed",
    );
    const rows = await handle.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.org", language: "is" });
  });

  it("welcomes back someone who unsubscribed", async () => {
    await subscribeToNewsletter(handle.db, { email: "bo@example.org", language: "en" });
    await handle.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, "bo@example.org"));
    expect(await countActiveSubscribers(handle.db)).toBe(0);
    expect(await subscribeToNewsletter(handle.db, { email: "BO@example.org", language: "tr" })).toBe("resubscribed");
    expect(await countActiveSubscribers(handle.db)).toBe(1);
  });

  it("keeps one row under concurrent subscriptions of the same address", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => subscribeToNewsletter(handle.db, { email: "cy@example.org", language: "en" })),
    );
    expect(results.filter((r) => r === "subscribed")).toHaveLength(1);
    expect(await countActiveSubscribers(handle.db)).toBe(1);
  });
});

describe("settings", () => {
  it("creates the server secret once and returns the same value after", async () => {
    const first = await getServerSecret(handle.db);
    const second = await getServerSecret(handle.db);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
  });
});

describe("demo data", () => {
  it("is seeded once into a new database", async () => {
    const { seedDemoData } = await import("./seed.server");
    expect((await seedDemoData(handle.db)).seeded).toBe(true);
    const count = await countActiveSubscribers(handle.db);
    expect(count).toBeGreaterThan(0);
    expect((await seedDemoData(handle.db)).seeded).toBe(false);
    expect(await countActiveSubscribers(handle.db)).toBe(count);
    const { checkPassword, findUserByEmail } = await import("./users.server");
    const admin = await findUserByEmail(handle.db, "admin@example.org");
    expect(await checkPassword(handle.db, admin!.id, "GeoCert-admin-2026")).toBe(true);
  });

  it("locks the demo accounts when their passwords must not be published (a public site)", async () => {
    const { seedDemoData } = await import("./seed.server");
    await seedDemoData(handle.db, { publishedPasswords: false });
    const { checkPassword, findUserByEmail } = await import("./users.server");
    const admin = await findUserByEmail(handle.db, "admin@example.org");
    expect(admin).toBeDefined();
    expect(await checkPassword(handle.db, admin!.id, "GeoCert-admin-2026")).toBe(false);
  });
});
