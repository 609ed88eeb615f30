import type { Database } from "~/db/client.server";
import { cpdActivities } from "~/db/schema";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { findUserByEmail } from "~/features/auth/index.server";
import { toTenths, type CpdCategory } from "~/content/cpd-rule";

/**
 * The demo member's CPD ledger, clearly fictional ("Example …" providers): a few entries in
 * the cycle of their Associate credential (2024-03-18 to 2027-03-18), short of its 30 hours, so the
 * ledger shows progress and what is missing. No evidence files.
 */
export const demoLedger: ReadonlyArray<{
  activityDate: string;
  category: CpdCategory;
  hours: number;
  provider: string;
  description: string;
}> = [
  {
    activityDate: "2024-06-12",
    category: "courses",
    hours: 14,
    provider: "Example Geothermal Training Centre",
    description: "Geothermal well testing fundamentals (two-day course, example entry)",
  },
  {
    activityDate: "2024-11-05",
    category: "events",
    hours: 6,
    provider: "Example Geothermal Association",
    description: "Regional geothermal workshop: reinjection and scaling sessions (example entry)",
  },
  {
    activityDate: "2025-04-22",
    category: "teaching",
    hours: 3,
    provider: "Example Drilling Contractor",
    description: "Taught the H2S safety induction for new rig crew (example entry)",
  },
  {
    activityDate: "2025-09-30",
    category: "courses",
    hours: 1.5,
    provider: "GeoCert",
    description: "Webinar: reading a well test, pressure transients for plant teams (example entry)",
  },
];

/** Seeds the demo member's ledger once (a marker in app_settings), when the demo member exists. */
export async function seedCpd(db: Database): Promise<boolean> {
  const member = await findUserByEmail(db, "member@example.org");
  if (!member) return false;
  if (!(await insertSettingIfAbsent(db, "demo_cpd_seeded_at", new Date().toISOString()))) return false;
  await db.insert(cpdActivities).values(
    demoLedger.map((entry) => ({
      userId: member.id,
      activityDate: entry.activityDate,
      category: entry.category,
      hoursTenths: toTenths(entry.hours),
      provider: entry.provider,
      description: entry.description,
    })),
  );
  return true;
}
