import { and, asc, count, desc, eq, ilike, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "./client.server";
import { containsPattern } from "./like-pattern";
import { newsletterSubscriptions } from "./schema";
import { pageWithTotal } from "./paging.server";
import { normaliseEmail } from "~/lib/newsletter/newsletter";

export type SubscribeResult = "subscribed" | "already-subscribed" | "resubscribed";

export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; language: string; source?: string },
): Promise<SubscribeResult> {
  const email = normaliseEmail(input.email);
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, language: input.language, source: input.source ?? "home" })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length > 0) return "subscribed";

  // Someone who unsubscribed earlier and comes back is welcome again.
  const revived = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: null, language: input.language })
    .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  return revived.length > 0 ? "resubscribed" : "already-subscribed";
}

export async function countActiveSubscribers(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(isNull(newsletterSubscriptions.unsubscribedAt));
  return row?.n ?? 0;
}

/** Whether the address receives the newsletter now. */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.email, normaliseEmail(email)), isNull(newsletterSubscriptions.unsubscribedAt)),
    );
  return Boolean(row);
}

/** Stops the newsletter for the address (the row stays, marked, so a later sign-up revives it). */
export async function unsubscribeFromNewsletter(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(eq(newsletterSubscriptions.email, normaliseEmail(email)), isNull(newsletterSubscriptions.unsubscribedAt)),
    )
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Active subscribers for the admin list, newest first, searchable by address. */
export async function listActiveSubscribers(db: Database, options: { query?: string; page?: number } = {}) {
  const filters = [isNull(newsletterSubscriptions.unsubscribedAt)];
  if (options.query) {
    filters.push(ilike(newsletterSubscriptions.email, containsPattern(options.query)));
  }
  const where = and(...filters);
  const page = options.page ?? 1;
  return pageWithTotal(
    db,
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email))
      .$dynamic(),
    { table: newsletterSubscriptions, where },
    { page, pageSize: SUBSCRIBERS_PAGE_SIZE },
  );
}

/** Every active subscriber, oldest first (the CSV export). */
export function allActiveSubscribers(db: Database) {
  return db
    .select({
      email: newsletterSubscriptions.email,
      language: newsletterSubscriptions.language,
      source: newsletterSubscriptions.source,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(isNull(newsletterSubscriptions.unsubscribedAt))
    .orderBy(asc(newsletterSubscriptions.createdAt));
}
