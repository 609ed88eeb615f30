/**
 * A cohort of scored attempts written straight into the tables, with their answers: for the demo data (a past
 * session whose item statistics the staff pages show) and the data tests. Each candidate gets an approved
 * application and a scored, released, decided attempt, so none of them waits in anyone's queue.
 */
import type { Database } from "~/db/client.server";
import { certificationApplications, users } from "~/db/schema";
import { frameworkDomains, type FrameworkLevel } from "~/content/framework";
import type { LanguageCode } from "~/lib/i18n/languages";
import { isCorrect, scaledScore, passingScoreOf, passes } from "../engine/scoring";
import { examAttempts, examResponses, examSessions } from "../schema";

export type CohortCandidate = {
  id: string;
  name: string;
  language: LanguageCode;
  /** The options chosen per item id; an item missing is unanswered. */
  choices: Record<string, string[]>;
};

const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

export async function insertCohort(
  db: Database,
  input: {
    formId: string;
    level: FrameworkLevel;
    items: readonly { id: string; type: "single" | "multiple"; key: string[] }[];
    candidates: readonly CohortCandidate[];
    sat: Date;
    venue?: string;
    /** Left out of the statistics (voided), for the tests. */
    voided?: readonly string[];
  },
) {
  const { level, sat } = input;
  const ended = new Date(sat.getTime() + 3 * 3_600_000);
  const day = (n: number) => new Date(sat.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  await db
    .insert(users)
    .values(
      input.candidates.map((c) => ({
        id: c.id,
        name: c.name,
        email: `${c.id}@example.org`,
        emailVerified: true,
        language: c.language,
        country: "Iceland",
      })),
    )
    .onConflictDoNothing();
  const applications = await db
    .insert(certificationApplications)
    .values(
      input.candidates.map((c) => ({
        userId: c.id,
        level,
        state: "approved" as const,
        step: "review",
        education: "bachelor" as const,
        experienceMonths: 72,
        eligibilityOutcome: "eligible" as const,
        feeBasis: "nonMember" as const,
        submittedAt: new Date(sat.getTime() - 40 * 86_400_000),
        decidedAt: new Date(sat.getTime() - 30 * 86_400_000),
        eligibleFrom: day(-30),
        eligibleUntil: day(335),
      })),
    )
    .returning({ id: certificationApplications.id, userId: certificationApplications.userId });
  const applicationOf = new Map(applications.map((a) => [a.userId, a.id]));
  const [session] = await db
    .insert(examSessions)
    .values({
      level,
      delivery: "testCentre",
      startsAt: sat,
      timeZone: "Atlantic/Reykjavik",
      venue: input.venue ?? "Demo Test Centre, 1 Fictional Street, Reykjavík",
      capacity: Math.max(1, input.candidates.length),
      booked: input.candidates.length,
      status: "closed",
    })
    .returning({ id: examSessions.id });
  const mark = passingScoreOf(level);
  const keyed = input.items.map((item) => ({
    id: item.id,
    domain: frameworkDomains[0],
    kind: item.type,
    correct: item.key,
  }));
  const attempts = await db
    .insert(examAttempts)
    .values(
      input.candidates.map((c) => {
        const raw = keyed.filter((item) => isCorrect(item, c.choices[item.id])).length;
        const max = keyed.length;
        const voided = input.voided?.includes(c.id) ?? false;
        return {
          userId: c.id,
          applicationId: applicationOf.get(c.id)!,
          sessionId: session!.id,
          level,
          language: c.language,
          state: "scored" as const,
          formId: input.formId,
          seed: `cohort-${c.id}`,
          admittedAt: sat,
          startedAt: sat,
          endedAt: ended,
          rawScore: raw,
          maxScore: max,
          scaledScore: scaledScore(raw, max, mark),
          passed: passes(raw, max, mark),
          resultStatus: voided ? ("voided" as const) : ("released" as const),
          decision: voided ? null : passes(raw, max, mark) ? ("certified" as const) : ("notCertified" as const),
          decidedAt: voided ? null : new Date(ended.getTime() + 2 * 86_400_000),
          createdAt: new Date(sat.getTime() - 20 * 86_400_000),
          updatedAt: ended,
        };
      }),
    )
    .returning({ id: examAttempts.id, userId: examAttempts.userId });
  const attemptOf = new Map(attempts.map((a) => [a.userId, a.id]));
  const responses = input.candidates.flatMap((c) =>
    Object.entries(c.choices).map(([itemId, choice]) => ({
      attemptId: attemptOf.get(c.id)!,
      itemId,
      choice,
      revision: 1,
      savedAt: ended,
    })),
  );
  for (const chunk of chunks(responses)) await db.insert(examResponses).values(chunk);
  return { sessionId: session!.id, attemptOf };
}
