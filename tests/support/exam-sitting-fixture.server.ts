/**
 * Test fixtures of sitting the exam (docs/decisions/052): people, an approved application, a session with its
 * invigilator, a booked attempt, and a small frozen form (live items with reviewed English and Spanish texts),
 * written straight into the tables (booking and the bank are tested on their own).
 */
import {
  certificationApplications,
  examAttempts,
  examSessionStaff,
  examSessions,
  staffDuties,
  users,
} from "~/db/schema";
import type { Database } from "~/db/client.server";
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import type { Duty, Role } from "~/features/auth";
import { examFormItems, examForms, examItems, examItemTranslations } from "~/features/exams/schema";
import { blueprintFor } from "~/features/exams/engine/blueprint";
import type { LanguageCode } from "~/lib/i18n/languages";

export async function person(db: Database, id: string, role: Role = "member", duties: Duty[] = []) {
  await db
    .insert(users)
    .values({ id, name: `Person ${id}`, email: `${id}@example.org`, emailVerified: true, role, language: "en" })
    .onConflictDoNothing();
  if (duties.length) await db.insert(staffDuties).values(duties.map((duty) => ({ userId: id, duty })));
  return { id, role, duties } as const;
}

/** Items of the test form: id, domain, type and key; options a–d. */
export const fixtureItems: { id: string; domain: FrameworkDomain; type: "single" | "multiple"; key: string[] }[] = [
  { id: "fx-1", domain: "reservoirEngineering", type: "single", key: ["a"] },
  { id: "fx-2", domain: "reservoirEngineering", type: "single", key: ["b"] },
  { id: "fx-3", domain: "drillingOperations", type: "multiple", key: ["a", "c"] },
  { id: "fx-4", domain: "drillingOperations", type: "single", key: ["d"] },
];

/** A frozen form of `level` in `languages`, its items live with reviewed texts. */
export async function frozenForm(
  db: Database,
  level: FrameworkLevel = "associate",
  languages: LanguageCode[] = ["en", "es"],
  frozenAt = new Date("2026-01-01T00:00:00Z"),
) {
  for (const item of fixtureItems) {
    await db
      .insert(examItems)
      .values({ ...item, level, status: "live", authorId: "author", reviewerId: "reviewer" })
      .onConflictDoNothing();
    for (const language of languages)
      await db
        .insert(examItemTranslations)
        .values({
          itemId: item.id,
          language,
          stem: `${language} stem of ${item.id}`,
          options: ["a", "b", "c", "d"].map((id) => ({ id, text: `${language} option ${id} of ${item.id}` })),
          rationale: `${language} rationale of ${item.id}`,
          reviewed: true,
        })
        .onConflictDoNothing();
  }
  const [form] = await db
    .insert(examForms)
    .values({
      level,
      languages: [...languages].sort(),
      itemIds: fixtureItems.map((item) => item.id),
      caseIds: [],
      seed: "fixture",
      blueprint: blueprintFor(level),
      frozenAt,
    })
    .returning();
  await db
    .insert(examFormItems)
    .values(
      fixtureItems.map((item, index) => ({ formId: form!.id, position: index + 1, itemId: item.id, itemVersion: 1 })),
    );
  return form!;
}

/** A session of `level` today with `invigilatorId` named as its invigilator. */
export async function session(
  db: Database,
  input: { invigilatorId?: string; level?: FrameworkLevel; startsAt?: Date } = {},
) {
  const [row] = await db
    .insert(examSessions)
    .values({
      level: input.level ?? "associate",
      delivery: "testCentre",
      startsAt: input.startsAt ?? new Date("2026-06-01T09:00:00Z"),
      timeZone: "Atlantic/Reykjavik",
      venue: "Test centre, Reykjavík",
      capacity: 10,
      booked: 0,
    })
    .returning();
  if (input.invigilatorId)
    await db.insert(examSessionStaff).values({ sessionId: row!.id, userId: input.invigilatorId, role: "invigilator" });
  return row!;
}

/** A booked attempt of `userId` at `sessionId` (with an approved application of the level). */
export async function bookedAttempt(
  db: Database,
  input: {
    userId: string;
    sessionId: string;
    level?: FrameworkLevel;
    language?: LanguageCode;
    extraTimePercent?: number;
  },
) {
  const level = input.level ?? "associate";
  const [application] = await db
    .insert(certificationApplications)
    .values({ userId: input.userId, level, state: "approved" })
    .returning({ id: certificationApplications.id });
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      userId: input.userId,
      applicationId: application!.id,
      sessionId: input.sessionId,
      level,
      language: input.language ?? "en",
      extraTimePercent: input.extraTimePercent ?? 0,
    })
    .returning();
  return attempt!;
}

/** A settable clock for deps. */
export function testClock(start: string | Date) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (at: string | Date) => {
      now = new Date(at);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}
