import { randomBytes } from "node:crypto";
import type { Database } from "./client.server";
import { newsletterSubscriptions } from "./schema";
import { seedForum } from "./seed-forum.server";
import { seedJobs } from "./seed-jobs.server";
import { seedRegistry } from "./seed-registry.server";
import { insertSettingIfAbsent } from "./settings.server";
import { ensureChapterCategories } from "~/lib/forum-view.server";
import { seedSurveyResponses } from "./seed-survey.server";
import { createUserWithPassword } from "./users.server";
import { seedCommunity } from "./seed-community.server";
import { refreshRenderedMarkdown } from "~/lib/rendered-markdown.server";

/** Clearly fictional subscribers (example.org addresses) so the admin views are not empty. */
const demoSubscribers = [
  { email: "ada.field-tech@example.org", language: "en" },
  { email: "jon.borholu@example.org", language: "is" },
  { email: "elif.rezervuar@example.org", language: "tr" },
  { email: "wanjiru.kisima@example.org", language: "sw" },
  { email: "taro.jinetsu@example.org", language: "ja" },
];

/**
 * Demo accounts for trying the site locally (the README lists them), on the reserved example.org
 * domain. Their published passwords are set only when `publishedPasswords` is true (a local site, see
 * Config.demoAccountPasswords); otherwise they get random passwords nobody knows, so they author the
 * demo content but cannot sign in.
 */
export const demoAccounts = [
  { name: "Demo Admin", email: "admin@example.org", password: "GeoCert-admin-2026", role: "admin", country: "Iceland" },
  {
    name: "Demo Partner (Hekla Drilling Ltd.)",
    email: "partner@example.org",
    password: "GeoCert-partner-2026",
    role: "partner",
    country: "Kenya",
  },
  {
    name: "Demo Member",
    email: "member@example.org",
    password: "GeoCert-member-2026",
    role: "member",
    country: "Türkiye",
  },
] as const;

/**
 * Seeds demo data into a new database, each part once: a marker in app_settings records it, so
 * data an admin deleted does not come back at the next start, and two instances never both seed.
 * Returns true when anything was seeded.
 */
export async function seedDemoData(db: Database, { publishedPasswords = true } = {}): Promise<boolean> {
  let seeded = false;
  if (await insertSettingIfAbsent(db, "demo_seeded_at", new Date().toISOString())) {
    await db
      .insert(newsletterSubscriptions)
      .values(demoSubscribers.map((s) => ({ ...s, source: "demo" })))
      .onConflictDoNothing();
    seeded = true;
  }
  if (await insertSettingIfAbsent(db, "demo_survey_seeded_at", new Date().toISOString())) {
    await seedSurveyResponses(db);
    seeded = true;
  }
  if (await insertSettingIfAbsent(db, "demo_accounts_seeded_at", new Date().toISOString())) {
    for (const account of demoAccounts) {
      const password = publishedPasswords ? account.password : randomBytes(24).toString("base64url");
      await createUserWithPassword(db, { ...account, password });
    }
    seeded = true;
  }

  // Credential registry (issue 6)
  if (await seedRegistry(db)) seeded = true;

  // Community (issue 7)
  if (await seedForum(db)) seeded = true;

  if (await seedCommunity(db)) seeded = true;
  // Every chapter has its forum category (idempotent: also for databases seeded before chapters existed).
  await ensureChapterCategories(db);

  // Jobs (issue 8)
  if (await seedJobs(db)) seeded = true;
  // Seeded posts and jobs are inserted as rows: their HTML is rendered here, before the first page.
  if (seeded) await refreshRenderedMarkdown(db);

  return seeded;
}
