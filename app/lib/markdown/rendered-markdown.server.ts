import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { forumPosts, jobs } from "~/db/schema";
import { MARKDOWN_RENDERER_VERSION, renderMarkdown, sanitiseHtml, storedHtml } from "./markdown.server";
import { logger } from "~/lib/server/log.server";

/** Rows rendered per batch; the event loop is free between batches. */
const BATCH = 50;

/**
 * Renders again, in batches off the request path, the stored HTML of forum posts and job
 * descriptions written before the current MARKDOWN_RENDERER_VERSION (or before HTML was stored).
 * Idempotent and safe with several instances doing it at once: a row is only overwritten while its
 * source is still the one that was rendered and its version still older. Returns how many rows it
 * rendered.
 */
export async function refreshRenderedMarkdown(db: Database): Promise<number> {
  let rendered = 0;
  const postStale = or(isNull(forumPosts.bodyHtmlVersion), lt(forumPosts.bodyHtmlVersion, MARKDOWN_RENDERER_VERSION));
  // In id order, each row once per run (one another writer changed meanwhile is not looked at again).
  for (let after = ""; ;) {
    const batch = await db
      .select({ id: forumPosts.id, body: forumPosts.body })
      .from(forumPosts)
      .where(and(postStale, after ? gt(forumPosts.id, after) : undefined))
      .orderBy(forumPosts.id)
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    for (const row of batch) {
      const html = row.body === "" ? "" : renderMarkdown(row.body);
      await db
        .update(forumPosts)
        .set({ bodyHtml: html, bodyHtmlVersion: MARKDOWN_RENDERER_VERSION })
        .where(and(eq(forumPosts.id, row.id), eq(forumPosts.body, row.body), postStale));
      rendered++;
    }
    await nextTurn();
  }

  const jobStale = or(isNull(jobs.descriptionHtmlVersion), lt(jobs.descriptionHtmlVersion, MARKDOWN_RENDERER_VERSION));
  for (let after = ""; ;) {
    const batch = await db
      .select({ id: jobs.id, description: jobs.description, format: jobs.descriptionFormat })
      .from(jobs)
      .where(and(jobStale, after ? gt(jobs.id, after) : undefined))
      .orderBy(jobs.id)
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    for (const row of batch) {
      const html = row.format === "html" ? sanitiseHtml(row.description) : renderMarkdown(row.description);
      await db
        .update(jobs)
        .set({ descriptionHtml: html, descriptionHtmlVersion: MARKDOWN_RENDERER_VERSION })
        .where(and(eq(jobs.id, row.id), eq(jobs.description, row.description), jobStale));
      rendered++;
    }
    await nextTurn();
  }
  return rendered;
}

let running: Promise<number> | null = null;

/**
 * Starts refreshRenderedMarkdown in the background unless it is running already (at start, and when
 * a view meets a row whose HTML is missing or older). Errors are logged, never thrown at the caller.
 */
export function scheduleMarkdownRefresh(db: Database): Promise<number> {
  running ??= refreshRenderedMarkdown(db)
    .catch((error: unknown) => {
      logger.error({ err: error }, "Rendering stored markdown failed");
      return 0;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * The HTML a view shows for stored markdown: the stored rendering, never a rendering per request.
 * A row without current HTML is shown as plain text and rendered again in the background.
 */
export function viewHtml(db: Database, row: { source: string; html: string | null; version: number | null }): string {
  const { html, stale } = storedHtml(row);
  if (stale) void scheduleMarkdownRefresh(db);
  return html;
}
