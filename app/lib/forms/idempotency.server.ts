import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { SUBMISSION_FIELD } from "./idempotency";

/** Stored answers are kept this long: far longer than any retry or trip back through the history. */
const KEEP_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh token for one render of a form (from the loader; `<SubmissionField>` puts it in the form). */
export function newSubmissionToken(): string {
  return randomUUID();
}

export type StoredOnce<T> = {
  /** What the first post of this form answered (its redirect target, its data). */
  result: T;
  /** True for the post that stored; false for a retry, which stored nothing. */
  first: boolean;
};

/**
 * Stores a form post once (decision 018). `write` runs in a transaction together with the record of
 * the form's token (`_submission`), and its result is kept with it: a retried post of the same form
 * (a double click, a resend after a timeout, Back and submit again) gets the first answer and stores
 * nothing. Two posts at the same moment meet on the primary key: PostgreSQL holds the second insert
 * until the first transaction ends, then it reads the stored answer. A post without a valid token
 * (an old page, a script) is stored as before, without that protection.
 *
 * Keep mail and other side effects out of `write` and send them only when `first` is true.
 */
export async function storeOnce<T>(
  db: Database,
  form: FormData,
  name: string,
  write: (tx: Database) => Promise<T>,
): Promise<StoredOnce<T>> {
  const token = form.get(SUBMISSION_FIELD);
  if (typeof token !== "string" || !TOKEN.test(token)) {
    return db.transaction(async (tx) => ({ result: await write(tx as unknown as Database), first: true }));
  }
  const key = `${name}:${token}`;
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(formSubmissions)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: formSubmissions.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select({ result: formSubmissions.result })
        .from(formSubmissions)
        .where(eq(formSubmissions.key, key));
      return { result: (stored?.result ?? null) as T, first: false };
    }
    const result = await write(tx as unknown as Database);
    await tx
      .update(formSubmissions)
      .set({ result: (result ?? null) as unknown })
      .where(eq(formSubmissions.key, key));
    return { result, first: true };
  });
  // Now and then, forget answers nobody can still be retrying.
  if (outcome.first && Math.random() < 0.01) {
    await db
      .delete(formSubmissions)
      .where(lt(formSubmissions.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`))
      .catch(() => {});
  }
  return outcome;
}

/**
 * The stored answer of this form's token, if a post of it was already stored — for actions whose
 * checks before the write would refuse a retry (the first post changed what they check).
 */
export async function answeredBefore<T>(db: Database, form: FormData, name: string): Promise<T | null> {
  const token = form.get(SUBMISSION_FIELD);
  if (typeof token !== "string" || !TOKEN.test(token)) return null;
  const [stored] = await db
    .select({ result: formSubmissions.result })
    .from(formSubmissions)
    .where(eq(formSubmissions.key, `${name}:${token}`));
  return stored ? (stored.result as T) : null;
}

/**
 * For actions that answer with a redirect (the target is what `storeOnce`'s write returned): a resend
 * of a stored form is sent on at once, before the checks that would now refuse it (rate limits, a
 * draft the first post removed).
 */
export async function redirectIfStored(db: Database, form: FormData, name: string): Promise<void> {
  const target = await answeredBefore<unknown>(db, form, name);
  if (typeof target === "string" && target.startsWith("/")) throw redirect(target);
}
