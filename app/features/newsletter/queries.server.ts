import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/lib/data/like-pattern";
import { newsletterSubscriptions } from "~/db/schema";
import { pageWithTotal } from "~/lib/data/paging.server";
import { normaliseEmail } from "~/features/newsletter/newsletter";

/** How long a confirmation link works; a pending sign-up is deleted after it (decision 030). */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** A new confirmation link is mailed to one address at most this often (no mail bombing through the form). */
export const NEWSLETTER_RESEND_MINUTES = 10;

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/** What the sign-up did: a link to mail (the secret, shown once), or nothing to send. */
export type SubscribeResult = { mail: true; token: string; email: string; language: string } | { mail: false };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A confirmed subscriber: confirmed and not unsubscribed since. */
const confirmedNow = and(
  isNotNull(newsletterSubscriptions.confirmedAt),
  isNull(newsletterSubscriptions.unsubscribedAt),
);

/**
 * A sign-up from the form (double opt-in, decision 030): a new address is stored pending; a pending or
 * unsubscribed one gets a fresh link (at most every NEWSLETTER_RESEND_MINUTES); a confirmed subscriber
 * gets nothing. The caller mails the link in the same transaction and answers every case alike.
 */
export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; language: string; source?: string },
  now: Date = new Date(),
): Promise<SubscribeResult> {
  const email = normaliseEmail(input.email);
  const token = randomBytes(32).toString("base64url");
  const fresh = { confirmTokenHash: hashToken(token), confirmSentAt: now, language: input.language };
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, source: input.source ?? "home", ...fresh })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length > 0) return { mail: true, token, email, language: input.language };

  const resendBefore = new Date(now.getTime() - NEWSLETTER_RESEND_MINUTES * 60_000);
  const renewed = await db
    .update(newsletterSubscriptions)
    .set(fresh)
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        or(isNull(newsletterSubscriptions.confirmedAt), isNotNull(newsletterSubscriptions.unsubscribedAt)),
        or(isNull(newsletterSubscriptions.confirmSentAt), lt(newsletterSubscriptions.confirmSentAt, resendBefore)),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return renewed.length > 0 ? { mail: true, token, email, language: input.language } : { mail: false };
}

/**
 * A subscription whose address is already proven (a signed-in member with a verified address, the
 * demo data): confirmed at once, no link.
 */
export async function subscribeConfirmed(
  db: Database,
  input: { email: string; language: string; source?: string },
  now: Date = new Date(),
): Promise<void> {
  const email = normaliseEmail(input.email);
  const confirmed = {
    language: input.language,
    confirmedAt: now,
    unsubscribedAt: null,
    confirmTokenHash: null,
    confirmSentAt: null,
  };
  await db
    .insert(newsletterSubscriptions)
    .values({ email, source: input.source ?? "account", ...confirmed })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: confirmed,
      setWhere: or(isNull(newsletterSubscriptions.confirmedAt), isNotNull(newsletterSubscriptions.unsubscribedAt)),
    });
}

/**
 * Follows a confirmation link: the address becomes a subscriber (idempotent for the link's own
 * address). Null for an unknown, used or expired link.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ email: string; language: string } | null> {
  if (!token || token.length > 200) return null;
  const notBefore = new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 86_400_000);
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null, confirmSentAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmSentAt, notBefore),
      ),
    )
    .returning({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language });
  return row ?? null;
}

/**
 * Pending sign-ups whose link ran out are deleted; an unsubscribed address's unused link is dropped
 * (the row stays, unsubscribed). Run by the periodic task "newsletter-expire".
 */
export async function expirePendingSubscriptions(db: Database, now: Date = new Date()): Promise<number> {
  const notBefore = new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 86_400_000);
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
        lt(newsletterSubscriptions.confirmSentAt, notBefore),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  await db
    .update(newsletterSubscriptions)
    .set({ confirmTokenHash: null, confirmSentAt: null })
    .where(
      and(isNotNull(newsletterSubscriptions.confirmTokenHash), lt(newsletterSubscriptions.confirmSentAt, notBefore)),
    );
  return deleted.length;
}

/** The state of an address's subscription, or null when it is not known. */
export async function subscriptionStatus(db: Database, email: string): Promise<SubscriptionStatus | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normaliseEmail(email)));
  if (!row) return null;
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "pending";
}

export async function countActiveSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions).where(confirmedNow);
  return row?.n ?? 0;
}

/** Whether the address receives the newsletter now. */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, normaliseEmail(email)), confirmedNow));
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
  const filters = [confirmedNow];
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
    .where(confirmedNow)
    .orderBy(asc(newsletterSubscriptions.createdAt));
}
