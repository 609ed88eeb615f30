import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { fillTemplate } from "~/lib/mail/fill-template";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { localString } from "~/lib/format/localized";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer, MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { EventMail } from "~/lib/mail/templates/event-mail";
import { getNamespace } from "~/locales/index.server";
import type { GeoEvent } from "./event-types";
import { eventDateText } from "./event-view";
import { buildCalendar, calendarFileName, eventCalendarEntry } from "./ics";

export type EventMailKind = "registered" | "waitlisted" | "promoted" | "cancelled" | "cancelledByStaff";

/**
 * A mail about a member's registration, in the member's language (decision 028): our own words,
 * the event's title and date; "registered" and "promoted" carry the event's .ics as an attachment.
 * "cancelledByStaff" may quote the admin's short reason: our staff's words to the member's own,
 * verified address (as the partnership decline does), plain text that the template escapes.
 */
export async function eventMail(
  kind: EventMailKind,
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; event: GeoEvent; position?: number | null; stamp?: Date; reason?: string },
): Promise<MailMessage> {
  const texts = getNamespace(language, "eventRegistration").mail;
  const values = {
    title: localString(input.event.title, language),
    date: eventDateText(input.event, dateWordsOf(language)),
    position: String(input.position ?? ""),
  };
  const subject = fillTemplate(texts[kind].subject, values);
  const body = fillTemplate(texts[kind].body, values);
  const href = `/events/${input.event.slug}`;
  const reason = kind === "cancelledByStaff" ? (input.reason ?? "").trim() : "";
  const rendered = await renderMail(
    <EventMail
      heading={texts[kind].heading}
      body={body}
      button={texts.button}
      href={href}
      quote={reason ? { intro: texts.cancelledByStaff.reasonIntro, words: reason } : undefined}
      reason={texts.reason}
      fallback={getNamespace(language, "mail").layout.linkFallback}
    />,
    { language, siteUrl, subject },
  );
  const withCalendar = kind === "registered" || kind === "promoted";
  const attachments = withCalendar
    ? [
        {
          filename: calendarFileName(input.event),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: Buffer.from(
            buildCalendar(
              eventCalendarEntry(input.event, {
                language,
                siteUrl,
                onlineLabel: getNamespace(language, "events").calendar.online,
                stamp: input.stamp ?? new Date(),
              }),
            ),
          ).toString("base64"),
        },
      ]
    : undefined;
  return { to: input.to, ...rendered, language, ...(attachments ? { attachments } : {}) };
}

/**
 * Queues a registration mail in the caller's transaction, to the member's own account address and
 * only once it is verified (no mail to an address nobody has proven).
 */
export async function queueEventMail(
  tx: Database,
  mailer: Mailer,
  siteUrl: string,
  kind: EventMailKind,
  input: { userId: string; event: GeoEvent; position?: number | null; reason?: string },
): Promise<boolean> {
  const [user] = await tx
    .select({ email: users.email, verified: users.emailVerified, language: users.language })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user?.verified) return false;
  const language = isLanguageCode(user.language) ? user.language : "en";
  await mailer.send(await eventMail(kind, language, siteUrl, { ...input, to: user.email }), { db: tx });
  return true;
}
