import { redirect, type RouterContextProvider } from "react-router";
import { createIssue, startSending, updateDraft, type Issue } from "~/features/newsletter/issues-queries.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseForm } from "~/lib/forms/submission.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { sendIssueBatch } from "./issue-send.server";
import { versionsOf } from "./issues";

type Context = Readonly<RouterContextProvider>;

/** intent=create: a draft, stored once (a retried post goes to the same draft). */
export async function createIssueAction(context: Context, form: FormData, userId: string, value: object) {
  const { db } = getAppContext(context);
  const done = { ns: "newsletter", key: "issue.done.created", form: "save" } as const;
  const before = await answeredBefore<string>(db, form, "newsletter-issue");
  if (before) throw redirectWithFlash(context, before, done);
  const stored = await storeOnce(db, form, "newsletter-issue", async (tx) => {
    const id = await createIssue(tx, userId, versionsOf(value as Record<string, unknown>));
    return `/admin/newsletter/${id}`;
  });
  throw redirectWithFlash(context, stored.result, done);
}

/** intent=save: the draft's new words; refused once sending began. */
export async function saveIssue(context: Context, form: FormData, issue: Issue, value: object) {
  const saved = await updateDraft(getAppContext(context).db, issue.id, versionsOf(value as Record<string, unknown>));
  if (!saved) return refuseForm(form, "issue.errors.notDraft", { status: 409 });
  throw redirectWithFlash(context, `/admin/newsletter/${issue.id}`, {
    ns: "newsletter",
    key: "issue.done.saved",
    form: "save",
  });
}

/** intent=preview: the page shows the saved issue as the mail in that language. */
export function previewIssue(issue: Issue, language: LanguageCode): never {
  throw redirect(`/admin/newsletter/${issue.id}?preview=${language}#preview`);
}

/**
 * intent=send (after the confirmation box): deliveries for every confirmed subscriber, then the
 * periodic task queues them in batches. This instance starts on the first batches at once, off the
 * request (after the answer); other instances join at their next minute. A repeated send changes nothing.
 */
export async function sendIssue(context: Context, form: FormData, issue: Issue) {
  const { db, mailer, config } = getAppContext(context);
  const recipients = await startSending(db, issue.id);
  if (recipients === null) return refuseForm(form, "issue.errors.notDraft", { status: 409 });
  setImmediate(() => {
    void (async () => {
      for (let i = 0; i < 20; i += 1) {
        if ((await sendIssueBatch(db, { mailer, siteUrl: config.siteUrl })) === 0) break;
      }
    })().catch((error: unknown) => logger.error({ err: error }, "Newsletter batch failed"));
  });
  throw redirectWithFlash(context, `/admin/newsletter/${issue.id}`, {
    ns: "newsletter",
    key: "issue.done.sending",
    values: { count: String(recipients) },
    form: "send",
  });
}
