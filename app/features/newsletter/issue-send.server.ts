import { createElement } from "react";
import type { Database } from "~/db/client.server";
import {
  getIssue,
  markFinishedIssues,
  queueDueDeliveries,
  type IssueVersion,
} from "~/features/newsletter/issues-queries.server";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { renderMarkdown } from "~/lib/markdown/markdown.server";
import type { Mailer } from "~/lib/mail/mail.server";
import { renderMail, type RenderedMail } from "~/lib/mail/render.server";
import { unsubscribeLinks } from "~/lib/mail/unsubscribe.server";
import type { PeriodicTask } from "~/lib/server/periodic.server";
import { getNamespace } from "~/locales/index.server";
import { IssueMail } from "./issue-mail";

/** The version a subscriber reads: their language's, else English (required on every issue). */
export function versionFor(versions: readonly IssueVersion[], language: string): IssueVersion | undefined {
  return versions.find((v) => v.language === language) ?? versions.find((v) => v.language === "en");
}

const PLACEHOLDER = "https://unsubscribe.invalid/__UNSUBSCRIBE__";

/**
 * An issue rendered as the mail looks, in `language` (the admin preview and the sending task):
 * sanitised markdown in the mail frame, with the newsletter's reason and an unsubscribe link.
 */
export async function renderIssue(
  version: IssueVersion,
  language: string,
  siteUrl: string,
  unsubscribeUrl: string = PLACEHOLDER,
): Promise<RenderedMail> {
  const code: LanguageCode = isLanguageCode(language) ? language : "en";
  return renderMail(
    createElement(IssueMail, {
      subject: version.subject,
      html: renderMarkdown(version.body),
      reason: getNamespace(code, "mail").reasons.newsletter,
      unsubscribeUrl,
    }),
    { language: code, subject: version.subject, siteUrl },
  );
}

export const ISSUE_BATCH = 100;

/**
 * Queues one batch of due deliveries into the outbox, each with its own one-click unsubscribe
 * (RFC 8058 headers and the footer link). Renders each issue once per language and batch.
 */
export async function sendIssueBatch(
  db: Database,
  deps: { mailer: Mailer; siteUrl: string },
  limit: number = ISSUE_BATCH,
): Promise<number> {
  const queued = await queueDueDeliveries(db, limit, async (tx, deliveries) => {
    const rendered = new Map<string, (RenderedMail & { language: string }) | null>();
    for (const delivery of deliveries) {
      const key = `${delivery.issueId}:${delivery.language}`;
      if (!rendered.has(key)) {
        const issue = await getIssue(tx, delivery.issueId);
        const version = issue ? versionFor(issue.versions, delivery.language) : undefined;
        const language = version?.language ?? "en";
        rendered.set(key, version ? { ...(await renderIssue(version, language, deps.siteUrl)), language } : null);
      }
      const mail = rendered.get(key);
      if (!mail) continue;
      const links = await unsubscribeLinks(
        { db: tx, siteUrl: deps.siteUrl },
        { kind: "newsletter", subject: delivery.email },
      );
      await deps.mailer.send(
        {
          to: delivery.email,
          subject: mail.subject,
          html: mail.html.replaceAll(PLACEHOLDER, links.pageUrl.replaceAll("&", "&amp;")),
          text: mail.text.replaceAll(PLACEHOLDER, links.pageUrl),
          language: mail.language,
          category: "newsletter",
          headers: links.headers,
        },
        { db: tx },
      );
    }
  });
  await markFinishedIssues(db);
  return queued;
}

/** Batches per run: 20 × 100 = 2,000 mails a minute at most reach the outbox. */
const BATCHES_PER_RUN = 20;

/** Every minute: queue what is due (decision 030). One runner per minute across instances (periodic_runs). */
export const sendNewsletterIssues: PeriodicTask = {
  name: "newsletter-send",
  pattern: "* * * * *",
  run: async ({ deps: { db, mailer, config } }) => {
    for (let i = 0; i < BATCHES_PER_RUN; i += 1) {
      if ((await sendIssueBatch(db, { mailer, siteUrl: config.siteUrl })) === 0) break;
    }
  },
};
