import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import {
  advanceAlertMarker,
  deleteExpiredUnconfirmedAlerts,
  listAlertsToMail,
  listJobsToRemind,
  markExpiryReminded,
  newJobsForAlert,
  pruneAlertJobs,
  recordAlertJobs,
  UNCONFIRMED_ALERT_DAYS,
  type DueAlert,
} from "~/features/jobs/alerts-queries.server";
import type { JobRow } from "~/features/jobs/queries.server";
import type { JobAlertFilters } from "~/db/schema";
import { fillTemplate } from "~/lib/mail/fill-template";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { formatInteger } from "~/lib/format/format";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer, MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { unsubscribeLinks, type UnsubscribeLinks } from "~/lib/mail/unsubscribe.server";
import { createElement } from "react";
import { getNamespace } from "~/locales/index.server";
import { ALERT_MAIL_JOBS, boardPathOf, type AlertFrequency } from "./alerts";
import { countryName } from "./countries.server";
import { signInPath } from "~/lib/http/paths";
import { levelTextsIn } from "~/lib/levels/level-texts.server";

/**
 * Job alert mail (docs/decisions/029): the guest's confirmation, the alert mails (instant, daily,
 * weekly) and the employer's expiry reminder. Each mail is stored in the outbox in the transaction
 * that moves its marker, so a mail is sent once and a marker never moves without its mail.
 */

export type AlertMailOptions = { db: Database; mailer: Mailer; siteUrl: string; secret: string };

function languageOf(code: string | null | undefined): LanguageCode {
  return code && isLanguageCode(code) ? code : "en";
}

function signature(secret: string, id: string): string {
  return createHmac("sha256", secret).update(`job-alert:${id}`).digest("base64url");
}

/** The token of an alert's links (confirm, manage, stop): its id and a signature with the server secret. */
export function alertToken(secret: string, id: string): string {
  return `${id}.${signature(secret, id)}`;
}

/** The alert id a token names, or null when it was not made here. */
export function alertIdOfToken(secret: string, token: string): string | null {
  const [id, sig, extra] = token.split(".");
  if (!id || !sig || extra !== undefined || id.length > 64) return null;
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The alerts page for a token's alert (a guest's confirmation and management). */
export function alertLink(siteUrl: string, secret: string, id: string): string {
  return `${siteUrl}/community/jobs/alerts?token=${encodeURIComponent(alertToken(secret, id))}`;
}

/**
 * An alert's search in words, from our own lists (country, workplace, type, level, domain) and the
 * salary figure. The keyword is typed text: left out unless `withKeyword` (mail to a proven address).
 */
export function describeFilters(filters: JobAlertFilters, language: LanguageCode, withKeyword: boolean): string {
  const text = getNamespace(language, "jobAlerts");
  const jobsText = getNamespace(language, "jobs");
  const common = getNamespace(language, "common");
  const levels = levelTextsIn(language);
  const parts: string[] = [];
  if (withKeyword && filters.q) parts.push(fillTemplate(text.filters.keyword, { value: `“${filters.q}”` }));
  if (filters.country) parts.push(countryName(filters.country, language));
  if (filters.workplace) parts.push(jobsText.workplaces[filters.workplace]);
  if (filters.type) parts.push(jobsText.types[filters.type]);
  if (filters.level) parts.push(levels[filters.level].level);
  if (filters.domain) {
    const skills = common.skills as Record<string, string>;
    parts.push(skills[filters.domain] ?? filters.domain);
  }
  if (filters.salary) parts.push(fillTemplate(text.filters.salary, { value: formatInteger(filters.salary, language) }));
  return parts.length > 0 ? parts.join(" · ") : text.filters.all;
}

/** The guest's confirmation: our words, the filters' labels from our lists and the link; nothing typed. */
export async function alertConfirmationMail(
  language: LanguageCode,
  siteUrl: string,
  mail: { to: string; filters: JobAlertFilters; frequency: AlertFrequency; link: string },
): Promise<MailMessage> {
  const text = getNamespace(language, "jobAlerts");
  const values = {
    filters: describeFilters(mail.filters, language, false),
    frequency: text.frequencies[mail.frequency],
    link: mail.link,
    days: String(UNCONFIRMED_ALERT_DAYS),
  };
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: text.mail.confirmSubject,
      template: text.mail.confirmBody,
      values,
      buttons: { link: text.page.confirm },
      reason: getNamespace(language, "mail").reasons.form,
    }),
    { language, subject: text.mail.confirmSubject, siteUrl, text: fillTemplate(text.mail.confirmBody, values) },
  );
  return { to: mail.to, ...rendered, language };
}

/** Stores the guest's confirmation in the outbox (in `options.db`, the alert's transaction). */
export async function sendAlertConfirmation(
  options: AlertMailOptions,
  alert: { id: string; email: string; filters: JobAlertFilters; frequency: AlertFrequency; language: string },
) {
  const message = await alertConfirmationMail(languageOf(alert.language), options.siteUrl, {
    to: alert.email,
    filters: alert.filters,
    frequency: alert.frequency,
    link: alertLink(options.siteUrl, options.secret, alert.id),
  });
  await options.mailer.send(message, { db: options.db });
}

export type AlertMailJob = Pick<JobRow, "id" | "title" | "organisation" | "city" | "country" | "workplace" | "type">;

/** An alert's mail: its new jobs (at most ALERT_MAIL_JOBS given), the board for the rest, manage and stop links. */
export async function jobAlertMail(
  language: LanguageCode,
  siteUrl: string,
  mail: {
    to: string;
    filters: JobAlertFilters;
    frequency: AlertFrequency;
    jobs: readonly AlertMailJob[];
    total: number;
    manage: string;
    unsubscribe: UnsubscribeLinks;
  },
): Promise<MailMessage> {
  const text = getNamespace(language, "jobAlerts");
  const jobsText = getNamespace(language, "jobs");
  const values: Record<string, string> = {
    intro: fillTemplate(text.mail.alertIntro, { filters: describeFilters(mail.filters, language, true) }),
    more:
      mail.total > mail.jobs.length
        ? fillTemplate(text.mail.more, { count: formatInteger(mail.total - mail.jobs.length, language) })
        : text.mail.allOnBoard,
    board: `${siteUrl}${boardPathOf(mail.filters)}`,
    manageText: text.mail.manage,
    manage: mail.manage,
  };
  const links = ["board", "manage"];
  // One paragraph per job: its title, where and how, and its page (placeholders, so the HTML escapes them).
  const paragraphs = ["{{intro}}"];
  mail.jobs.forEach((job, index) => {
    const where = [job.city, job.country ? countryName(job.country, language) : null].filter(Boolean).join(", ");
    values[`title${index}`] = job.title;
    values[`about${index}`] = [job.organisation, where, jobsText.workplaces[job.workplace], jobsText.types[job.type]]
      .filter(Boolean)
      .join(" · ");
    values[`url${index}`] = `${siteUrl}/community/jobs/${job.id}`;
    links.push(`url${index}`);
    paragraphs.push(`{{title${index}}}\n{{about${index}}}\n{{url${index}}}`);
  });
  paragraphs.push("{{more}}\n{{board}}", "{{manageText}}\n{{manage}}");
  const template = paragraphs.join("\n\n");
  const subject = fillTemplate(text.mail.alertSubject, { count: formatInteger(mail.total, language) });
  const reason = fillTemplate(text.mail.footer, { frequency: text.frequencies[mail.frequency] });
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template,
      values,
      links,
      reason,
      unsubscribeUrl: mail.unsubscribe.pageUrl,
    }),
    {
      language,
      subject,
      siteUrl,
      text: [fillTemplate(template, values), "", "—", reason, text.mail.unsubscribe, mail.unsubscribe.pageUrl].join(
        "\n",
      ),
    },
  );
  return { to: mail.to, ...rendered, language, category: "notification", headers: mail.unsubscribe.headers };
}

/** The poster's reminder: the listing's title (theirs, to their own verified account) and the renew link. */
export async function expiryReminderMail(
  language: LanguageCode,
  siteUrl: string,
  mail: { to: string; title: string; expiresAt: Date; link: string },
): Promise<MailMessage> {
  const text = getNamespace(language, "jobAlerts");
  const values = { date: dateIn(language, mail.expiresAt), title: mail.title, link: mail.link };
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: text.mail.reminderSubject,
      template: text.mail.reminderBody,
      values,
      buttons: { link: text.mail.renew },
      reason: getNamespace(language, "mail").reasons.account,
    }),
    { language, subject: text.mail.reminderSubject, siteUrl, text: fillTemplate(text.mail.reminderBody, values) },
  );
  return { to: mail.to, ...rendered, language };
}

function dateIn(language: LanguageCode, date: Date): string {
  return formatDate(date.toISOString().slice(0, 10), dateWordsOf(language));
}

/** One alert: its new jobs since its marker, mailed once (the marker moves in the mail's transaction). */
async function mailOneAlert(options: AlertMailOptions, alert: DueAlert, through: Date): Promise<boolean> {
  if (!alert.sentThrough || !alert.to) return false;
  const from = alert.sentThrough;
  const { rows, ids, total } = await newJobsForAlert(options.db, alert, through, ALERT_MAIL_JOBS);
  if (total === 0) {
    // Nothing new: the marker still moves, so the next run looks at less.
    await advanceAlertMarker(options.db, alert.id, from, through, false);
    return false;
  }
  const language = languageOf(alert.mailLanguage);
  const message = await jobAlertMail(language, options.siteUrl, {
    to: alert.to,
    filters: alert.filters,
    frequency: alert.frequency,
    jobs: rows,
    total,
    manage: alert.userId
      ? `${options.siteUrl}/community/jobs/alerts`
      : alertLink(options.siteUrl, options.secret, alert.id),
    unsubscribe: await unsubscribeLinks(
      { db: options.db, siteUrl: options.siteUrl },
      { kind: "job-alert", subject: alert.id },
    ),
  });
  return options.db.transaction(async (tx) => {
    if (!(await advanceAlertMarker(tx, alert.id, from, through, true))) return false;
    await recordAlertJobs(tx, alert.id, ids, through);
    await options.mailer.send(message, { db: tx });
    return true;
  });
}

/**
 * Mails every confirmed alert of `frequency` the jobs made visible since its marker (posted here or
 * imported). Safe to run on several instances at once: each alert's mail is sent by whoever moves its
 * marker. Returns how many mails were stored.
 */
export async function mailJobAlerts(options: AlertMailOptions, frequency: AlertFrequency, now = new Date()) {
  let mailed = 0;
  for (const alert of await listAlertsToMail(options.db, frequency)) {
    if (await mailOneAlert(options, alert, now)) mailed += 1;
  }
  return mailed;
}

/** Days before expiry a poster is reminded. */
export const EXPIRY_REMINDER_DAYS = 3;

/**
 * Posters of listings expiring within three days get one mail with the renew link, once per
 * listing and expiry date (a renewed listing is reminded again before its new expiry).
 */
export async function remindExpiringJobs(options: Omit<AlertMailOptions, "secret">, now = new Date()) {
  let reminded = 0;
  for (const job of await listJobsToRemind(options.db, now, EXPIRY_REMINDER_DAYS)) {
    const language = languageOf(job.language);
    const link = `${options.siteUrl}${signInPath(`/community/jobs/${job.id}`)}`;
    const message = await expiryReminderMail(language, options.siteUrl, {
      to: job.to,
      title: job.title,
      expiresAt: job.expiresAt,
      link,
    });
    const sent = await options.db.transaction(async (tx) => {
      if (!(await markExpiryReminded(tx, job.id))) return false;
      await options.mailer.send(message, { db: tx });
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

/** Unconfirmed guest alerts past their days: deleted (their links stop working); and what alerts mailed past any look-back. */
export async function pruneUnconfirmedAlerts(db: Database, now = new Date()) {
  await pruneAlertJobs(db, now);
  return deleteExpiredUnconfirmedAlerts(db, now);
}
