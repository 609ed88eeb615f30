/**
 * Demo data of exam booking (decision 051): sessions for the upcoming exam windows of the events calendar (each
 * linked to its window's event, so the calendar links to booking), and the demo candidate: an approved
 * Associate application with its window open and a booked seat in a test-centre session starting at the seed's
 * time, so the exam can be sat at once (the demo invigilator assigned when that account exists), and an approved
 * Professional application with nothing booked yet, to try booking.
 */
import { and, eq, gt, like } from "drizzle-orm";
import { frameworkLevels } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { events, examAttemptEvents, examAttempts, examSessions, examSessionStaff } from "~/db/schema";
import { seedApprovedApplicationFor } from "~/features/applications/index.server";
import { findUserByEmail } from "~/features/auth/index.server";
import type { Deps } from "~/lib/server/deps.server";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { zonedToUtc } from "./zones";

export const DEMO_CANDIDATE = "candidate@example.org";
export const DEMO_INVIGILATOR = "invigilator@example.org";

/** Per window: a test centre on its first day, an online session on its third, for every level. */
const windowSessions = [
  {
    dayOffset: 0,
    time: "09:00",
    delivery: "testCentre",
    venue: "Demo GeoCert test centre, Reykjavík",
    timeZone: "Atlantic/Reykjavik",
    capacity: 12,
  },
  { dayOffset: 2, time: "13:00", delivery: "online", venue: null, timeZone: "UTC", capacity: 20 },
] as const;

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedExamSessions(
  db: Database,
  invoices: Deps["config"]["invoices"],
  now = new Date(),
): Promise<boolean> {
  if (!(await insertSettingIfAbsent(db, "demo_exam_sessions_seeded_at", now.toISOString()))) return false;
  const windows = await db
    .select({ id: events.id, startDate: events.startDate })
    .from(events)
    .where(
      and(
        eq(events.type, "exam"),
        like(events.slug, "exam-window-%"),
        gt(events.startDate, now.toISOString().slice(0, 10)),
      ),
    );
  for (const window of windows) {
    await db.insert(examSessions).values(
      frameworkLevels.flatMap((level) =>
        windowSessions.map((s) => ({
          level,
          delivery: s.delivery,
          venue: s.venue,
          timeZone: s.timeZone,
          capacity: s.capacity,
          startsAt: zonedToUtc(`${addDays(window.startDate, s.dayOffset)}T${s.time}`, s.timeZone),
          eventId: window.id,
        })),
      ),
    );
  }
  const candidate = await findUserByEmail(db, DEMO_CANDIDATE);
  if (!candidate) return true;
  const application = await seedApprovedApplicationFor(db, invoices, { userId: candidate.id, level: "associate", now });
  if (!application) return true;
  const [session] = await db
    .insert(examSessions)
    .values({
      level: "associate",
      delivery: "testCentre",
      venue: "Demo GeoCert test centre, Reykjavík",
      timeZone: "Atlantic/Reykjavik",
      capacity: 8,
      booked: 1,
      startsAt: now,
    })
    .returning();
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      userId: candidate.id,
      applicationId: application,
      sessionId: session!.id,
      level: "associate",
      language: "en",
      createdAt: now,
    })
    .returning();
  await db
    .insert(examAttemptEvents)
    .values({ attemptId: attempt!.id, actorId: candidate.id, action: "booked", toState: "booked", at: now });
  // A second approved application, Professional, with nothing booked: the demo shows booking as well as sitting.
  await seedApprovedApplicationFor(db, invoices, { userId: candidate.id, level: "professional", now });
  const invigilator = await findUserByEmail(db, DEMO_INVIGILATOR);
  if (invigilator)
    await db
      .insert(examSessionStaff)
      .values({ sessionId: session!.id, userId: invigilator.id, role: "invigilator" })
      .onConflictDoNothing();
  return true;
}
