import type { Database } from "./client.server";
import { cpdActivities } from "./schema";
import { insertSettingIfAbsent } from "./settings.server";
import { findUserByEmail } from "./users.server";

/**
 * Demo CPD entries for the demo member (issue 20), so their linked Associate credential (expiring
 * 18 March 2027, renewal open since September 2026) has a renewal to send: 32 hours in its cycle,
 * more than the 30 required. Fictional providers; seeded once (a marker in app_settings).
 */
export const demoCpdEntries = [
  {
    activityDate: "2024-11-14",
    category: "courses",
    hours: 12,
    provider: "GeoCert Academy",
    description: "Well control for geothermal drilling",
  },
  {
    activityDate: "2025-05-22",
    category: "events",
    hours: 8,
    provider: "Geothermal Association of Iceland",
    description: "Drilling operations workshop",
  },
  {
    activityDate: "2025-10-03",
    category: "courses",
    hours: 6,
    provider: "Open University of the Rift",
    description: "Risk assessment for well sites (online)",
  },
  {
    activityDate: "2026-04-16",
    category: "teaching",
    hours: 6,
    provider: "Vocational college, Hveragerði",
    description: "Guest lectures on drilling safety",
  },
] as const;

export async function seedRenewalDemo(db: Database): Promise<boolean> {
  const member = await findUserByEmail(db, "member@example.org");
  if (!member) return false;
  if (!(await insertSettingIfAbsent(db, "demo_cpd_seeded_at", new Date().toISOString()))) return false;
  await db.insert(cpdActivities).values(
    demoCpdEntries.map((entry) => ({
      userId: member.id,
      activityDate: entry.activityDate,
      category: entry.category,
      hoursTenths: entry.hours * 10,
      provider: entry.provider,
      description: entry.description,
    })),
  );
  return true;
}
