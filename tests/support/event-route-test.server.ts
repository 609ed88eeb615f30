import type { Database } from "../../app/db/client.server";
import { findEventBySlug, seedEventRows, type EventRecord } from "../../app/features/events/queries.server";
import { events } from "../../app/db/schema";
import { contentEvents } from "../../app/features/events/seed-content.server";

/** An event of the former static list stored with `capacity` places, running from `startInDays` from now for two days. */
export async function insertTestEvent(
  db: Database,
  options: { capacity?: number | null; startInDays?: number; slug?: string } = {},
): Promise<EventRecord> {
  const source = contentEvents.find((e) => e.slug === "taupo-meetup-direct-use-2027")!;
  const dayOf = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const start = options.startInDays ?? 10;
  const slug = options.slug ?? "test-meetup";
  const [row] = seedEventRows([
    {
      ...source,
      slug,
      // From the start day's morning to the next day's evening (UTC): "today" holds at any hour of a test run.
      start: { date: dayOf(start), time: "08:00" },
      end: { date: dayOf(start + 1), time: "23:00" },
      utcOffset: "+00:00",
    },
  ]);
  await db.insert(events).values({ ...row!, capacity: options.capacity ?? null });
  return (await findEventBySlug(db, slug, { publishedOnly: true }))!;
}
