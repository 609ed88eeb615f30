import { randomUUID } from "node:crypto";
import { count, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  appSettings,
  credentials,
  forumCategories,
  forumDiscussions,
  jobs,
  newsletterSubscriptions,
  sessions,
  surveyResponses,
  users,
} from "~/db/schema";
import { demoAccounts, seedDemoData } from "./demo-data.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { checkPassword, findUserByEmail } from "~/features/auth/index.server";
import type { Database } from "~/db/client.server";

/** Lets a test make the survey part fail once, as a crash in the middle of seeding would. */
const survey = vi.hoisted(() => ({ failNext: false }));
vi.mock("~/features/survey/seed.server", async (importOriginal) => {
  const original = await importOriginal<{ seedSurveyResponses: (db: Database) => Promise<void> }>();
  return {
    ...original,
    async seedSurveyResponses(db: Database) {
      if (survey.failNext) {
        survey.failNext = false;
        throw new Error("crash in the middle of seeding");
      }
      await original.seedSurveyResponses(db);
    },
  };
});

const handle = setupTestDatabase();
const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

async function publishedPasswordWorks(db: Database, email: string): Promise<boolean> {
  const account = demoAccounts.find((a) => a.email === email)!;
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  return checkPassword(db, user.id, account.password);
}

async function addSession(db: Database, email: string) {
  const user = await findUserByEmail(db, email);
  await db.insert(sessions).values({
    id: randomUUID(),
    token: randomUUID(),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

async function sessionCount(db: Database, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user!.id));
  return row?.n ?? 0;
}

/** Row counts that show whether the demo data is there, once, and linked to its authors. */
async function snapshot(db: Database) {
  const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  return {
    users: await n(db.select({ n: count() }).from(users)),
    subscribers: await n(db.select({ n: count() }).from(newsletterSubscriptions)),
    survey: await n(db.select({ n: count() }).from(surveyResponses)),
    credentials: await n(db.select({ n: count() }).from(credentials)),
    credentialsWithoutAuthor: await n(db.select({ n: count() }).from(credentials).where(isNull(credentials.createdBy))),
    discussions: await n(db.select({ n: count() }).from(forumDiscussions)),
    discussionsWithoutAuthor: await n(
      db.select({ n: count() }).from(forumDiscussions).where(isNull(forumDiscussions.authorId)),
    ),
    categories: await n(db.select({ n: count() }).from(forumCategories)),
    jobs: await n(db.select({ n: count() }).from(jobs)),
    jobsWithoutPoster: await n(db.select({ n: count() }).from(jobs).where(isNull(jobs.postedBy))),
  };
}

describe(`demo accounts on ${engine}`, () => {
  it("are locked at the next start that does not allow them, and open again locally", async () => {
    const db = handle.db;
    // First start: local, the published passwords work (and someone signs in).
    expect(await seedDemoData(db, { publishedPasswords: true })).toEqual({ seeded: true, demoAccountsOpen: true });
    for (const account of demoAccounts) expect(await publishedPasswordWorks(db, account.email)).toBe(true);
    await addSession(db, "admin@example.org");

    // Restart with a public SITE_URL: no published password works any more, sessions are ended.
    expect(await seedDemoData(db, { publishedPasswords: false })).toEqual({ seeded: false, demoAccountsOpen: false });
    for (const account of demoAccounts) expect(await publishedPasswordWorks(db, account.email)).toBe(false);
    expect(await sessionCount(db, "admin@example.org")).toBe(0);

    // Back on a local site: the published passwords work again.
    expect((await seedDemoData(db, { publishedPasswords: true })).demoAccountsOpen).toBe(true);
    expect(await publishedPasswordWorks(db, "member@example.org")).toBe(true);

    // DEMO_DATA=off on a database seeded before: seeds nothing, and still locks them.
    await addSession(db, "partner@example.org");
    expect(await seedDemoData(db, { demoData: false, publishedPasswords: false })).toEqual({
      seeded: false,
      demoAccountsOpen: false,
    });
    for (const account of demoAccounts) expect(await publishedPasswordWorks(db, account.email)).toBe(false);
    expect(await sessionCount(db, "partner@example.org")).toBe(0);
  });

  it("a public first start seeds them locked", async () => {
    await seedDemoData(handle.db, { publishedPasswords: false });
    expect(await findUserByEmail(handle.db, "admin@example.org")).not.toBeNull();
    expect(await publishedPasswordWorks(handle.db, "admin@example.org")).toBe(false);
  });
});

describe(`demo data on ${engine}`, () => {
  it("DEMO_DATA=off seeds nothing, but the forum still gets its fixed and chapter categories", async () => {
    const db = handle.db;
    expect(await seedDemoData(db, { demoData: false, publishedPasswords: false })).toEqual({
      seeded: false,
      demoAccountsOpen: false,
    });
    const after = await snapshot(db);
    expect(after).toMatchObject({ users: 0, subscribers: 0, survey: 0, credentials: 0, discussions: 0, jobs: 0 });
    expect(after.categories).toBeGreaterThan(5);
    expect(await db.select().from(appSettings).where(eq(appSettings.key, "demo_seeded_at"))).toEqual([]);
  });

  it("a crash in the middle of seeding leaves no marker without its data: the next start seeds it all", async () => {
    const db = handle.db;
    survey.failNext = true;
    await expect(seedDemoData(db)).rejects.toThrow("crash in the middle of seeding");
    expect((await seedDemoData(db)).seeded).toBe(true);
    const after = await snapshot(db);
    expect(after.survey).toBe(36);
    expect(after.subscribers).toBe(5);
    const demo = await db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          demoAccounts.map((a) => a.email),
        ),
      );
    expect(demo).toHaveLength(demoAccounts.length);
  });

  it("two instances starting together seed everything once, without an error", async () => {
    const db = handle.db;
    await seedDemoData(db);
    const once = await snapshot(db);
    expect(once.survey).toBe(36);
    await handle.reset();

    const results = await Promise.all([seedDemoData(db), seedDemoData(db), seedDemoData(db)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await snapshot(db)).toEqual(once);
  });
});
