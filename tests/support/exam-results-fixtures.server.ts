/**
 * Test fixtures of exam results (decision 050): a scored attempt written straight into the tables, with its approved
 * application, a past session and the session's invigilator and assessor, since sitting the exam has its own tests.
 */
import {
  certificationApplications,
  examAttemptEvents,
  examAttempts,
  examSessions,
  examSessionStaff,
} from "~/db/schema";
import type { Database } from "~/db/client.server";
import type { FrameworkLevel } from "~/content/framework";
import { madeUpScore } from "~/features/exams/results/demo-scores";
import type { ResultStatus } from "~/features/exams/schema";

export async function scoredAttempt(
  db: Database,
  input: {
    userId: string;
    level?: FrameworkLevel;
    /** About this share of the items right (a pass at 70 % for most levels). */
    percent?: number;
    resultStatus?: ResultStatus;
    invigilatorId?: string;
    assessorId?: string;
    endedAt?: Date;
    language?: "en" | "es" | "fr";
  },
) {
  const level = input.level ?? "professional";
  const endedAt = input.endedAt ?? new Date("2026-05-20T12:00:00Z");
  const [application] = await db
    .insert(certificationApplications)
    .values({
      userId: input.userId,
      level,
      state: "approved",
      education: "bachelor",
      experienceMonths: 60,
      eligibilityOutcome: "eligible",
      feeBasis: "nonMember",
      submittedAt: new Date("2026-03-01T09:00:00Z"),
      decidedAt: new Date("2026-03-15T09:00:00Z"),
      eligibleFrom: "2026-03-15",
      eligibleUntil: "2027-03-15",
    })
    .returning();
  const [session] = await db
    .insert(examSessions)
    .values({
      level,
      delivery: "testCentre",
      startsAt: new Date(endedAt.getTime() - 3 * 3_600_000),
      timeZone: "Atlantic/Reykjavik",
      venue: "Test Centre, 1 Test Street",
      capacity: 10,
      booked: 1,
      status: "closed",
    })
    .returning();
  const staff = [
    ...(input.invigilatorId
      ? [{ sessionId: session!.id, userId: input.invigilatorId, role: "invigilator" as const }]
      : []),
    ...(input.assessorId ? [{ sessionId: session!.id, userId: input.assessorId, role: "assessor" as const }] : []),
  ];
  if (staff.length) await db.insert(examSessionStaff).values(staff);
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      userId: input.userId,
      applicationId: application!.id,
      sessionId: session!.id,
      level,
      language: input.language ?? "en",
      state: "scored",
      startedAt: session!.startsAt,
      endedAt,
      ...madeUpScore(level, input.percent ?? 85),
      resultStatus: input.resultStatus ?? "released",
    })
    .returning();
  await db
    .insert(examAttemptEvents)
    .values({ attemptId: attempt!.id, action: "score", fromState: "submitted", toState: "scored", at: endedAt });
  return { attempt: attempt!, session: session!, application: application! };
}
