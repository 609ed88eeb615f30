/**
 * Test fixtures of exam booking (decision 051): candidates with an approved application written straight into the
 * table (the review is tested on its own), sessions, and a frozen form row that offers the level's languages
 * (the bank's assembly is tested on its own; booking only reads which languages a form exists in).
 */
import type { Database } from "~/db/client.server";
import { certificationApplications, examAttempts, examForms, examSessions, users } from "~/db/schema";
import type { FrameworkLevel } from "~/content/framework";
import type { LanguageCode } from "~/lib/i18n/languages";

export async function candidate(db: Database, id: string, language = "en") {
  await db
    .insert(users)
    .values({ id, name: `Candidate ${id}`, email: `${id}@example.org`, emailVerified: true, language })
    .onConflictDoNothing();
  return id;
}

export async function approvedApplication(
  db: Database,
  userId: string,
  window: { from: string; until: string },
  level: FrameworkLevel = "associate",
): Promise<string> {
  const [row] = await db
    .insert(certificationApplications)
    .values({ userId, level, state: "approved", eligibleFrom: window.from, eligibleUntil: window.until })
    .returning({ id: certificationApplications.id });
  return row!.id;
}

export async function session(
  db: Database,
  input: { startsAt: Date; capacity?: number; level?: FrameworkLevel; booked?: number; status?: "open" | "closed" },
): Promise<string> {
  const [row] = await db
    .insert(examSessions)
    .values({
      level: input.level ?? "associate",
      delivery: "testCentre",
      venue: "Test centre, Reykjavík",
      timeZone: "Atlantic/Reykjavik",
      startsAt: input.startsAt,
      capacity: input.capacity ?? 10,
      booked: input.booked ?? 0,
      status: input.status ?? "open",
    })
    .returning({ id: examSessions.id });
  return row!.id;
}

export async function frozenForm(db: Database, level: FrameworkLevel, languages: LanguageCode[]) {
  await db.insert(examForms).values({
    level,
    languages,
    itemIds: [],
    caseIds: [],
    seed: "test",
    blueprint: { level, questions: 0, domains: [] } as never,
  });
}

/**
 * A scored attempt `daysAgo` days before `now`, at a past session of its own: a fail (or a pass) the retake rules
 * read, without sitting it.
 */
export async function pastAttempt(
  db: Database,
  me: { userId: string; applicationId: string },
  input: { now: Date; daysAgo: number; passed?: boolean; level?: FrameworkLevel },
): Promise<string> {
  const level = input.level ?? "associate";
  const sessionId = await session(db, {
    startsAt: new Date(input.now.getTime() - input.daysAgo * 86_400_000),
    capacity: 5,
    booked: 1,
    level,
  });
  const [row] = await db
    .insert(examAttempts)
    .values({
      userId: me.userId,
      applicationId: me.applicationId,
      sessionId,
      level,
      language: "en",
      state: "scored",
      passed: input.passed ?? false,
    })
    .returning({ id: examAttempts.id });
  return row!.id;
}
