import { and, asc, between, eq, sql } from "drizzle-orm";
import {
  credentialCycle,
  cycleProgress,
  cpdRule,
  toTenths,
  type CpdCategory,
  type CycleProgress,
} from "~/lib/cpd/rules";
import type { Database } from "./client.server";
import { cpdActivities } from "./schema";

/** The CPD ledger's queries (issue 20, docs/decisions/031). */

export type CpdActivity = typeof cpdActivities.$inferSelect;

export type AutomaticCredit = {
  userId: string;
  source: "event" | "mentorship" | "forumAnswer";
  /** What it comes from (a registration id, a mentorship id, a post id): unique per member and source. */
  sourceRef: string;
  activityDate: string;
  category: CpdCategory;
  hours: number;
  provider: string;
  description: string;
};

/**
 * Records an entry the site knows of, in the caller's transaction. Recording the same source twice
 * (a retried request, two instances) stores one entry: the insert does nothing on a repeat.
 * Returns whether this call stored it.
 */
export async function recordAutomaticCredit(tx: Database, credit: AutomaticCredit): Promise<boolean> {
  const hoursTenths = Math.min(toTenths(credit.hours), toTenths(cpdRule.maxHoursPerEntry));
  if (hoursTenths <= 0) return false;
  const stored = await tx
    .insert(cpdActivities)
    .values({
      userId: credit.userId,
      source: credit.source,
      sourceRef: credit.sourceRef,
      activityDate: credit.activityDate,
      category: credit.category,
      hoursTenths,
      provider: credit.provider,
      description: credit.description,
    })
    .onConflictDoNothing({
      target: [cpdActivities.userId, cpdActivities.source, cpdActivities.sourceRef],
      where: sql`${cpdActivities.sourceRef} is not null`,
    })
    .returning({ id: cpdActivities.id });
  return stored.length > 0;
}

/** Removes an automatic entry whose cause was undone (e.g. an accepted answer un-accepted). */
export async function removeAutomaticCredit(
  tx: Database,
  ref: { userId: string; source: AutomaticCredit["source"]; sourceRef: string },
): Promise<void> {
  await tx
    .delete(cpdActivities)
    .where(
      and(
        eq(cpdActivities.userId, ref.userId),
        eq(cpdActivities.source, ref.source),
        eq(cpdActivities.sourceRef, ref.sourceRef),
      ),
    );
}

/** A member's entries dated between two days (both included), oldest first. */
export async function activitiesBetween(
  db: Database,
  userId: string,
  range: { start: string; end: string },
): Promise<CpdActivity[]> {
  return db
    .select()
    .from(cpdActivities)
    .where(and(eq(cpdActivities.userId, userId), between(cpdActivities.activityDate, range.start, range.end)))
    .orderBy(asc(cpdActivities.activityDate), asc(cpdActivities.createdAt));
}

/** Progress of a held credential's current cycle, from its holder's ledger. */
export async function credentialProgress(
  db: Database,
  credential: { userId: string; level: Parameters<typeof cycleProgress>[0]; issuedOn: string; expiresOn: string },
): Promise<CycleProgress> {
  const cycle = credentialCycle(credential);
  const entries = await activitiesBetween(db, credential.userId, cycle);
  return cycleProgress(credential.level, cycle, entries);
}
