/**
 * The candidate's mails about a booking, in the candidate's language, through the outbox in the transaction of the
 * change (decision 015): booked and moved carry the booking's .ics; reminders go a week and a day before.
 */
import { createElement } from "react";
import type { Database } from "~/db/client.server";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { Mailer } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { getNamespace } from "~/locales/index.server";
import { sessionRule } from "../engine/sessions";
import { attemptCalendar, calendarAttachment } from "./calendar.server";
import { describeSession } from "./describe.server";
import type { AttemptRow, SessionRow } from "./queries.server";

export type BookingMailKind = "booked" | "rescheduled" | "cancelled" | "sessionCancelled" | "reminder7" | "reminder1";

const withCalendar: readonly BookingMailKind[] = ["booked", "rescheduled", "reminder7", "reminder1"];

export async function queueBookingMail(
  tx: Database,
  deps: { mailer: Mailer; config: { siteUrl: string } },
  kind: BookingMailKind,
  input: {
    to: { name: string; email: string; language: string };
    attempt: Pick<AttemptRow, "id">;
    session: SessionRow;
    now: Date;
  },
): Promise<void> {
  const language: LanguageCode = isLanguageCode(input.to.language) ? input.to.language : "en";
  const texts = getNamespace(language, "examBooking").mail;
  const siteUrl = deps.config.siteUrl;
  const link =
    kind === "sessionCancelled" || kind === "cancelled"
      ? `${siteUrl}/account/exams`
      : `${siteUrl}/account/exams/${input.attempt.id}`;
  const values: Record<string, string> = {
    name: input.to.name,
    ...describeSession(input.session, language),
    link,
    hours: String(sessionRule.changesCloseHours),
  };
  const subject = fillTemplate(texts[`${kind}Subject`], values);
  const body = [texts.greeting, texts[kind], withCalendar.includes(kind) ? texts.calendarAttached : "", "{{link}}"]
    .filter(Boolean)
    .join("\n\n");
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: texts.link },
      reason: getNamespace(language, "mail").reasons.account,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  const attachments = withCalendar.includes(kind)
    ? [calendarAttachment(attemptCalendar(input.attempt, input.session, { language, siteUrl, stamp: input.now }))]
    : undefined;
  await deps.mailer.send(
    { to: input.to.email, ...rendered, language, category: "transactional", ...(attachments ? { attachments } : {}) },
    { db: tx },
  );
}

/** Exam staff's decision on an accommodation request, to the candidate, in the decision's transaction. */
export async function queueAccommodationMail(
  tx: Database,
  deps: { mailer: Mailer; config: { siteUrl: string } },
  input: {
    to: { name: string; email: string; language: string };
    decision: "approved" | "declined";
    extraTimePercent: number;
    note: string;
  },
): Promise<void> {
  const language: LanguageCode = isLanguageCode(input.to.language) ? input.to.language : "en";
  const texts = getNamespace(language, "examBooking").mail;
  const siteUrl = deps.config.siteUrl;
  const values: Record<string, string> = {
    name: input.to.name,
    percent: String(input.extraTimePercent),
    note: input.note,
    link: `${siteUrl}/account/exams`,
  };
  const kind = input.decision === "approved" ? "accommodationApproved" : "accommodationDeclined";
  const subject = fillTemplate(texts[`${kind}Subject`], values);
  const body = [texts.greeting, texts[kind], input.note.trim() ? texts.accommodationNote : "", "{{link}}"]
    .filter(Boolean)
    .join("\n\n");
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: texts.examsLink },
      reason: getNamespace(language, "mail").reasons.account,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  await deps.mailer.send({ to: input.to.email, ...rendered, language, category: "transactional" }, { db: tx });
}
