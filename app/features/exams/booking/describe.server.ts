/**
 * A session told in a reader's words: its date and time in the session's own zone (where the candidate must be,
 * or the zone staff announced an online session in), and its place. One function, so pages, mails and calendar
 * files say the same.
 */
import { certifications } from "~/content/certifications";
import type { FrameworkLevel } from "~/content/framework";
import { levelNamesIn } from "~/features/applications/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import type { SessionRow } from "./queries.server";
import { localParts } from "./zones";

export type SessionWords = { when: string; place: string; level: string };

export function describeSession(
  session: Pick<SessionRow, "startsAt" | "timeZone" | "venue" | "delivery" | "level">,
  language: LanguageCode,
): SessionWords {
  const texts = getNamespace(language, "examBooking");
  const { date, time } = localParts(session.startsAt, session.timeZone);
  return {
    when: `${formatDate(date, dateWordsOf(language))}, ${time} (${session.timeZone})`,
    place: session.delivery === "online" ? texts.delivery.online : (session.venue ?? texts.delivery.testCentre),
    level: levelNamesIn(language)[session.level],
  };
}

/** The exam's length for the level (app/content/certifications.ts), for the calendar entry's end. */
export function examMinutes(level: FrameworkLevel): number {
  return certifications.find((c) => c.key === level)?.exam.durationMinutes ?? 120;
}

/** The levels' names in the reader's language, for the exam pages. */
export const examLevelNames = (language: LanguageCode) => levelNamesIn(language);
