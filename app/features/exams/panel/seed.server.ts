/**
 * Demo data of the Expert panel (docs/decisions/053): one fictional Expert candidate (who cannot sign in) with a
 * released, passed written exam and a submitted portfolio, on the panel of assessor@ and assessor2@, so the two
 * demo assessors can score it at /staff/assessments and a disagreement can be sent to assessor3@.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { certificationApplications, users } from "~/db/schema";
import { seedApprovedApplicationFor } from "~/features/applications/index.server";
import { findUserByEmail } from "~/features/auth/index.server";
import type { Deps } from "~/lib/server/deps.server";
import { madeUpScore } from "../results/demo-scores";
import {
  examAttemptEvents,
  examAttempts,
  examPanelAssessments,
  examPortfolioEvents,
  examPortfolios,
  examSessions,
  examSessionStaff,
} from "../schema";

const DAY = 86_400_000;
const CANDIDATE = { id: "demo-candidate-sigrun", name: "Sigrún Candidate", language: "en" } as const;

export const demoPortfolio = {
  projects: [
    {
      title: "Fictional binary-cycle plant, Hengill area",
      role: "Lead reservoir engineer",
      year: 2019,
      summary:
        "Led the reservoir assessment and the design of the reinjection scheme for a fictional 30 MW binary plant, from the first well tests to commissioning.",
    },
    {
      title: "Fictional district heating extension",
      role: "Project director",
      year: 2023,
      summary:
        "Directed the extension of a fictional district heating network to 4,000 homes, including the environmental permit and the public consultation.",
    },
  ],
  expertise:
    "Eighteen years in geothermal reservoir engineering and plant design; member of two fictional standards committees on reinjection and induced seismicity; mentor of six junior engineers; author of reviewed papers on scaling in brine lines.",
};

/** Seeds the demo candidate's portfolio on a two-assessor panel; false when already there or the staff are absent. */
export async function seedExamPanel(
  db: Database,
  invoices: Deps["config"]["invoices"],
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, CANDIDATE.id));
  if (existing) return false;
  const [first, second, invigilator] = await Promise.all([
    findUserByEmail(db, "assessor@example.org"),
    findUserByEmail(db, "assessor2@example.org"),
    findUserByEmail(db, "invigilator@example.org"),
  ]);
  if (!first || !second) return false;
  await db.insert(users).values({
    id: CANDIDATE.id,
    name: CANDIDATE.name,
    email: `${CANDIDATE.id}@example.org`,
    emailVerified: true,
    language: CANDIDATE.language,
    country: "Iceland",
  });
  const { applicationId, ended } = await expertWithReleasedExam(db, CANDIDATE, now, invigilator?.id ?? null);
  // The demo Expert candidate who can sign in: the same approved application and released written exam, and no
  // portfolio yet, so the candidate's own page starts from an empty draft. A person who can sign in gets the
  // application as part 1 leaves it (its paid fee invoice, referee, history); the fictional one only the row.
  const expert = await findUserByEmail(db, "expert@example.org");
  if (expert) {
    const approved = await seedApprovedApplicationFor(db, invoices, { userId: expert.id, level: "expert", now });
    if (approved)
      await expertWithReleasedExam(db, { id: expert.id, language: "en" }, now, invigilator?.id ?? null, approved);
  }
  const submittedAt = new Date(ended.getTime() + 2 * DAY);
  const [portfolio] = await db
    .insert(examPortfolios)
    .values({
      userId: CANDIDATE.id,
      applicationId,
      level: "expert",
      state: "assessing",
      sections: demoPortfolio,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: examPortfolios.id });
  await db.insert(examPanelAssessments).values([
    { portfolioId: portfolio!.id, assessorId: first.id, slot: 1, assignedAt: submittedAt },
    { portfolioId: portfolio!.id, assessorId: second.id, slot: 2, assignedAt: submittedAt },
  ]);
  await db.insert(examPortfolioEvents).values([
    { portfolioId: portfolio!.id, actorId: CANDIDATE.id, action: "submitted", at: submittedAt },
    { portfolioId: portfolio!.id, action: "assigned", detail: { assessorId: first.id, slot: 1 }, at: submittedAt },
    { portfolioId: portfolio!.id, action: "assigned", detail: { assessorId: second.id, slot: 2 }, at: submittedAt },
  ]);
  return true;
}

/** An approved Expert application and its released written exam at a closed demo session, for a demo candidate. */
async function expertWithReleasedExam(
  db: Database,
  candidate: { id: string; language: LanguageCode },
  now: Date,
  invigilatorId: string | null,
  approvedApplicationId?: string,
) {
  const decidedAt = new Date(now.getTime() - 60 * DAY);
  const [application] = approvedApplicationId
    ? [{ id: approvedApplicationId }]
    : await db
        .insert(certificationApplications)
        .values({
          userId: candidate.id,
          level: "expert",
          state: "approved",
          step: "review",
          education: "master",
          experienceMonths: 216,
          eligibilityOutcome: "eligible",
          feeBasis: "nonMember",
          submittedAt: new Date(decidedAt.getTime() - 14 * DAY),
          decidedAt,
          eligibleFrom: decidedAt.toISOString().slice(0, 10),
          eligibleUntil: new Date(decidedAt.getTime() + 365 * DAY).toISOString().slice(0, 10),
        })
        .returning({ id: certificationApplications.id });
  const sat = new Date(Math.floor(now.getTime() / DAY) * DAY - 12 * DAY + 9 * 3_600_000);
  const [session] = await db
    .insert(examSessions)
    .values({
      level: "expert",
      delivery: "testCentre",
      startsAt: sat,
      timeZone: "Atlantic/Reykjavik",
      venue: "Demo Test Centre, 1 Fictional Street, Reykjavík",
      capacity: 6,
      booked: 1,
      status: "closed",
    })
    .returning({ id: examSessions.id });
  if (invigilatorId)
    await db.insert(examSessionStaff).values({ sessionId: session!.id, userId: invigilatorId, role: "invigilator" });
  const ended = new Date(sat.getTime() + 4 * 3_600_000);
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      userId: candidate.id,
      applicationId: application!.id,
      sessionId: session!.id,
      level: "expert",
      language: candidate.language,
      state: "scored",
      startedAt: sat,
      endedAt: ended,
      ...madeUpScore("expert", 84),
      resultStatus: "released",
    })
    .returning({ id: examAttempts.id });
  await db.insert(examAttemptEvents).values([
    { attemptId: attempt!.id, action: "submit", fromState: "inProgress", toState: "submitted", at: ended },
    { attemptId: attempt!.id, action: "score", fromState: "submitted", toState: "scored", at: ended },
    { attemptId: attempt!.id, action: "released", at: new Date(ended.getTime() + DAY) },
  ]);
  return { applicationId: application!.id, ended };
}
