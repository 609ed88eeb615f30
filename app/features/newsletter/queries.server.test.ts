import { describe, expect, it } from "vitest";
import {
  allActiveSubscribers,
  confirmSubscription,
  countActiveSubscribers,
  expirePendingSubscriptions,
  isSubscribed,
  listActiveSubscribers,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_RESEND_MINUTES,
  subscribeConfirmed,
  subscribeToNewsletter,
  subscriptionStatus,
  unsubscribeFromNewsletter,
} from "./queries.server";
import { newsletterSubscriptions } from "~/db/schema";
import { getServerSecret } from "~/lib/server/settings.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

describe(`newsletter double opt-in on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  const signUp = (email: string, language = "en", now?: Date) =>
    subscribeToNewsletter(handle.db, { email, language }, now);
  const tokenOf = (result: Awaited<ReturnType<typeof signUp>>) => (result.mail ? result.token : "");

  it("stores a normalised address once, pending until the link is followed", async () => {
    const first = await signUp("  Ada@Example.ORG ", "is");
    expect(first).toMatchObject({ mail: true, email: "ada@example.org", language: "is" });
    // A second sign-up minutes later mails nothing new (no mail bombing through the form).
    expect(await signUp("ada@example.org")).toEqual({ mail: false });
    const rows = await handle.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.org", language: "is", confirmedAt: null });
    // The secret itself is not stored, only its hash.
    expect(rows[0]?.confirmTokenHash).not.toBe(tokenOf(first));
    expect(await subscriptionStatus(handle.db, "ada@example.org")).toBe("pending");
    expect(await countActiveSubscribers(handle.db)).toBe(0);
    expect(await isSubscribed(handle.db, "ada@example.org")).toBe(false);

    expect(await confirmSubscription(handle.db, tokenOf(first))).toEqual({ email: "ada@example.org", language: "is" });
    expect(await subscriptionStatus(handle.db, "ada@example.org")).toBe("confirmed");
    expect(await countActiveSubscribers(handle.db)).toBe(1);
    // The link works once; a confirmed subscriber who signs up again gets nothing, even much later.
    expect(await confirmSubscription(handle.db, tokenOf(first))).toBeNull();
    expect(await signUp("ada@example.org", "en", new Date(Date.now() + 86_400_000))).toEqual({ mail: false });
  });

  it("mails a pending address a fresh link after a while, and only the newest link works", async () => {
    const first = await signUp("dee@example.org");
    const later = new Date(Date.now() + (NEWSLETTER_RESEND_MINUTES + 1) * 60_000);
    const second = await signUp("dee@example.org", "fr", later);
    expect(second).toMatchObject({ mail: true, language: "fr" });
    expect(await confirmSubscription(handle.db, tokenOf(first), later)).toBeNull();
    expect(await confirmSubscription(handle.db, tokenOf(second), later)).toMatchObject({ language: "fr" });
  });

  it("refuses an expired link and deletes pending sign-ups that ran out", async () => {
    const result = await signUp("eve@example.org");
    const expired = new Date(Date.now() + (NEWSLETTER_CONFIRM_DAYS * 24 + 1) * 3_600_000);
    expect(await confirmSubscription(handle.db, tokenOf(result), expired)).toBeNull();
    expect(await confirmSubscription(handle.db, "not-a-token")).toBeNull();
    await subscribeConfirmed(handle.db, { email: "kept@example.org", language: "en" });
    expect(await expirePendingSubscriptions(handle.db, expired)).toBe(1);
    expect(await subscriptionStatus(handle.db, "eve@example.org")).toBeNull();
    expect(await subscriptionStatus(handle.db, "kept@example.org")).toBe("confirmed");
  });

  it("asks someone who unsubscribed to confirm again; until then they stay unsubscribed", async () => {
    await subscribeConfirmed(handle.db, { email: "bo@example.org", language: "en" });
    expect(await unsubscribeFromNewsletter(handle.db, "bo@example.org")).toBe(true);
    expect(await countActiveSubscribers(handle.db)).toBe(0);
    const again = await signUp("BO@example.org", "tr");
    expect(again).toMatchObject({ mail: true, language: "tr" });
    expect(await subscriptionStatus(handle.db, "bo@example.org")).toBe("unsubscribed");
    await confirmSubscription(handle.db, tokenOf(again));
    expect(await subscriptionStatus(handle.db, "bo@example.org")).toBe("confirmed");
    expect(await countActiveSubscribers(handle.db)).toBe(1);
  });

  it("keeps one row and mails one link under concurrent sign-ups of the same address", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => signUp("cy@example.org")));
    expect(results.filter((r) => r.mail)).toHaveLength(1);
    expect(await handle.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("lists and exports confirmed subscribers only", async () => {
    await signUp("pending@example.org");
    await subscribeConfirmed(handle.db, { email: "member@example.org", language: "en" });
    expect((await allActiveSubscribers(handle.db)).map((r) => r.email)).toEqual(["member@example.org"]);
    expect((await listActiveSubscribers(handle.db)).total).toBe(1);
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
    const { seedDemoData } = await import("~/lib/server/demo-data.server");
    expect((await seedDemoData(handle.db)).seeded).toBe(true);
    const count = await countActiveSubscribers(handle.db);
    expect(count).toBeGreaterThan(0);
    expect((await seedDemoData(handle.db)).seeded).toBe(false);
    expect(await countActiveSubscribers(handle.db)).toBe(count);
    const { checkPassword, findUserByEmail } = await import("~/features/auth/index.server");
    const admin = await findUserByEmail(handle.db, "admin@example.org");
    expect(await checkPassword(handle.db, admin!.id, "GeoCert-admin-2026")).toBe(true);
  });

  it("locks the demo accounts when their passwords must not be published (a public site)", async () => {
    const { seedDemoData } = await import("~/lib/server/demo-data.server");
    await seedDemoData(handle.db, { publishedPasswords: false });
    const { checkPassword, findUserByEmail } = await import("~/features/auth/index.server");
    const admin = await findUserByEmail(handle.db, "admin@example.org");
    expect(admin).toBeDefined();
    expect(await checkPassword(handle.db, admin!.id, "GeoCert-admin-2026")).toBe(false);
  });
});
