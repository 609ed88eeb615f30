/**
 * What exam staff's pages show, in the reader's words: the sessions with their seats and staff, one session's
 * roster, the accommodation requests.
 */
import type { Database } from "~/db/client.server";
import type { Viewer } from "~/features/auth";
import type { LanguageCode } from "~/lib/i18n/languages";
import { accommodationQueue } from "./accommodations.server";
import { describeSession } from "./describe.server";
import { canManageSessions } from "./policy";
import { staffOfSessions, type SessionRow } from "./queries.server";
import { listSessions, sessionRoster } from "./sessions.server";
import { toLocalInput } from "./zones";

const rowOf = (session: SessionRow, language: LanguageCode) => {
  const words = describeSession(session, language);
  return {
    id: session.id,
    level: session.level,
    delivery: session.delivery,
    status: session.status,
    when: words.when,
    place: words.place,
    capacity: session.capacity,
    booked: session.booked,
    fromCalendar: session.eventId !== null,
  };
};

export async function staffSessions(db: Database, viewer: Viewer, now: Date, language: LanguageCode) {
  if (!canManageSessions(viewer)) return null;
  const { upcoming, past } = await listSessions(db, now);
  const staff = await staffOfSessions(
    db,
    upcoming.map((s) => s.id),
  );
  return {
    upcoming: upcoming.map((s) => ({
      ...rowOf(s, language),
      staff: staff.filter((a) => a.sessionId === s.id).map((a) => ({ name: a.name, role: a.role })),
    })),
    past: past.map((s) => rowOf(s, language)),
    /** A sensible first value for the start field: a week from now, 09:00 UTC. */
    defaultStart: `${toLocalInput(new Date(now.getTime() + 7 * 86_400_000), "UTC").slice(0, 10)}T09:00`,
  };
}

export async function staffSession(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  language: LanguageCode,
  formatDay: (d: Date) => string,
) {
  const roster = await sessionRoster(db, viewer, sessionId);
  if (!roster) return null;
  return {
    session: rowOf(roster.session, language),
    bookings: roster.bookings,
    assigned: roster.assigned.map((a) => ({ userId: a.userId, name: a.name, email: a.email, role: a.role })),
    invigilators: roster.invigilators.map((s) => ({ id: s.id, name: s.name })),
    assessors: roster.assessors.map((s) => ({ id: s.id, name: s.name })),
    created: formatDay(roster.session.createdAt),
  };
}

export async function staffAccommodations(db: Database, viewer: Viewer, formatDay: (d: Date) => string) {
  const queue = await accommodationQueue(db, viewer);
  if (!queue) return null;
  const shape = (row: NonNullable<typeof queue>["waiting"][number]) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    request: row.request,
    status: row.status,
    extraTimePercent: row.extraTimePercent,
    note: row.decisionNote,
    asked: formatDay(row.createdAt),
    decided: row.decidedAt ? formatDay(row.decidedAt) : null,
  });
  return { waiting: queue.waiting.map(shape), decided: queue.decided.map(shape) };
}
