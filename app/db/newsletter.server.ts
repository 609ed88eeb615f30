import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "./client.server";
import { newsletterSubscriptions } from "./schema";
import { normaliseEmail } from "~/lib/newsletter";

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
