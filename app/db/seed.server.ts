import type { Database } from "./client.server";
import { newsletterSubscriptions } from "./schema";
import { insertSettingIfAbsent } from "./settings.server";

/** Clearly fictional subscribers (example.org addresses) so the admin views are not empty. */
const demoSubscribers = [
  { email: "ada.field-tech@example.org", language: "en" },
  { email: "jon.borholu@example.org", language: "is" },
  { email: "elif.rezervuar@example.org", language: "tr" },
  { email: "wanjiru.kisima@example.org", language: "sw" },
  { email: "taro.jinetsu@example.org", language: "ja" },
];

/**
 * Seeds demo data into a new database, once: a marker in app_settings records it, so data
 * an admin deleted does not come back at the next start, and two instances never both seed.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const first = await insertSettingIfAbsent(db, "demo_seeded_at", new Date().toISOString());
  if (!first) return false;
  await db
    .insert(newsletterSubscriptions)
    .values(demoSubscribers.map((s) => ({ ...s, source: "demo" })))
    .onConflictDoNothing();
  return true;
}
