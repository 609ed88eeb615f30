/**
 * A booking as a calendar file (RFC 5545), built by the events feature's writer so every .ics of the site is the
 * same kind of file. The UID is the attempt's, so a rescheduled booking imported again moves the entry.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { examAttempts } from "~/db/schema";
import { buildCalendar } from "~/features/events";
import type { LanguageCode } from "~/lib/i18n/languages";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { MailAttachment } from "~/lib/mail/schema";
import { getNamespace } from "~/locales/index.server";
import { describeSession, examMinutes } from "./describe.server";
import { sessionById, type AttemptRow, type SessionRow } from "./queries.server";

export function attemptCalendar(
  attempt: Pick<AttemptRow, "id">,
  session: SessionRow,
  options: { language: LanguageCode; siteUrl: string; stamp: Date },
): string {
  const texts = getNamespace(options.language, "examBooking").calendar;
  const words = describeSession(session, options.language);
  const url = `${options.siteUrl}/account/exams/${attempt.id}`;
  const extra = session.delivery === "online" ? texts.online : texts.testCentre;
  return buildCalendar({
    uid: `exam-${attempt.id}@${new URL(options.siteUrl).hostname}`,
    start: session.startsAt,
    end: new Date(session.startsAt.getTime() + examMinutes(session.level) * 60_000),
    title: fillTemplate(texts.title, { level: words.level }),
    description: [fillTemplate(texts.description, { ...words }), extra, url].join("\n\n"),
    location: words.place,
    url,
    stamp: options.stamp,
  });
}

export const CALENDAR_FILE = "geocert-exam.ics";

export function calendarAttachment(body: string): MailAttachment {
  return {
    filename: CALENDAR_FILE,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(body, "utf8").toString("base64"),
  };
}

/** The candidate's own booking as a file, or null (not theirs, cancelled, or no such booking). */
export async function attemptCalendarFile(
  deps: { db: Database; clock: { now: () => Date }; config: { siteUrl: string } },
  userId: string,
  attemptId: string,
  language: LanguageCode,
): Promise<{ body: string; name: string } | null> {
  const [attempt] = await deps.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)));
  if (!attempt || attempt.state === "cancelled") return null;
  const session = await sessionById(deps.db, attempt.sessionId);
  if (!session) return null;
  return {
    body: attemptCalendar(attempt, session, { language, siteUrl: deps.config.siteUrl, stamp: deps.clock.now() }),
    name: CALENDAR_FILE,
  };
}
