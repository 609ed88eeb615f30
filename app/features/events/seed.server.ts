import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { findUserByEmail } from "~/features/auth/index.server";

/**
 * The demo's registrations: two upcoming events of the seeded list get a few places, so
 * the wait list can be tried, and the demo member holds one of the places of the first.
 */
export const demoCapacities: ReadonlyArray<readonly [slug: string, capacity: number]> = [
  ["taupo-meetup-direct-use-2027", 4],
  ["reno-meetup-exploration-2027", 3],
];

export async function seedDemoEvents(db: Database): Promise<boolean> {
  if (!(await insertSettingIfAbsent(db, "demo_event_registrations_seeded_at", new Date().toISOString()))) {
    return false;
  }
  for (const [slug, capacity] of demoCapacities) {
    await db.update(events).set({ capacity }).where(eq(events.slug, slug));
  }
  const member = await findUserByEmail(db, "member@example.org");
  const [first] = await db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.slug, [demoCapacities[0]![0]]));
  if (member && first) {
    await db
      .insert(eventRegistrations)
      .values({ eventId: first.id, userId: member.id, status: "registered" })
      .onConflictDoNothing();
  }
  return true;
}
