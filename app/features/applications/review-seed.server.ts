/**
 * Demo applications waiting for staff (issue 30, "Demo data"; decision 044): fictional applicants on example.org
 * who cannot sign in, each with a Professional application as it stands after submission — two referees who
 * confirmed, an invoice — so the demo reviewer, decision maker, finance and appeals accounts have work at once:
 * one waiting for review with its fee open, one with its fee paid, one declined by the demo decision maker and
 * appealed. Once per database (a marker in app_settings, like every demo part).
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { issueInvoice, recordBankPayment } from "~/features/payments/index.server";
import type { Deps } from "~/lib/server/deps.server";
import { isoDate } from "~/lib/format/dates";
import {
  applicationEducation,
  applicationEvents,
  applicationExperience,
  certificationApplications,
  refereeRequests,
} from "./schema";
import { addDaysIso } from "./checklist";

const DAY = 86_400_000;

export const reviewDemoApplicants = [
  { id: "demo-applicant-aino", name: "Aino Applicant", language: "en", paid: false, appealed: false, daysAgo: 20 },
  { id: "demo-applicant-bruno", name: "Bruno Applicant", language: "fr", paid: true, appealed: false, daysAgo: 12 },
  { id: "demo-applicant-chidi", name: "Chidi Applicant", language: "sw", paid: true, appealed: true, daysAgo: 40 },
] as const;

export async function seedReviewDemo(db: Database, deps: Pick<Deps, "config" | "clock" | "mailer" | "logger">) {
  const now = deps.clock.now();
  const [decider] = await db.select({ id: users.id }).from(users).where(eq(users.email, "decisions@example.org"));
  for (const person of reviewDemoApplicants) {
    const submittedAt = new Date(now.getTime() - person.daysAgo * DAY);
    await db
      .insert(users)
      .values({
        id: person.id,
        name: person.name,
        email: `${person.id}@example.org`,
        emailVerified: true,
        language: person.language,
        country: "Iceland",
      })
      .onConflictDoNothing();
    const appealed = person.appealed && decider;
    const [application] = await db
      .insert(certificationApplications)
      .values({
        userId: person.id,
        level: "professional",
        state: appealed ? "appealed" : "submitted",
        step: "declaration",
        education: "bachelor",
        experienceMonths: 48,
        eligibilityOutcome: "eligible",
        feeBasis: "nonMember",
        auditRate: 10,
        auditDraw: 5000,
        submittedAt,
        declaredAt: submittedAt,
        declarationVersion: 1,
        ...(appealed ? { decidedBy: decider.id, decidedAt: new Date(submittedAt.getTime() + 10 * DAY) } : {}),
      })
      .returning();
    const id = application!.id;
    await db.insert(applicationEvents).values({
      applicationId: id,
      actorId: person.id,
      actorKind: "candidate",
      action: "submit",
      fromState: "draft",
      toState: "submitted",
      at: submittedAt,
    });
    await db.insert(applicationEducation).values({
      applicationId: id,
      level: "bachelor",
      institution: "University of Iceland",
      completedOn: "2016-06-15",
    });
    for (const [index, employer] of ["Hellisheiði Power", "Krafla Drilling"].entries()) {
      const [entry] = await db
        .insert(applicationExperience)
        .values({
          applicationId: id,
          employer,
          role: index === 0 ? "Reservoir engineer" : "Drilling engineer",
          startOn: index === 0 ? "2018-01-01" : "2020-01-01",
          endOn: index === 0 ? "2019-12-31" : "2021-12-31",
          hoursPerWeek: 40,
          duties: "Well testing and reservoir monitoring.",
          refereeName: index === 0 ? "Rúna Referee" : "Rafe Referee",
          refereeEmail: `referee${index + 1}.${person.id}@example.org`,
          refereeRelation: "supervisor",
        })
        .returning();
      await db.insert(refereeRequests).values({
        experienceId: entry!.id,
        applicationId: id,
        refereeName: entry!.refereeName,
        refereeEmail: entry!.refereeEmail,
        language: "en",
        // A demo request has no working link: its answer is already in.
        tokenHash: `demo-${entry!.id}`,
        expiresAt: new Date(submittedAt.getTime() + 30 * DAY),
        sentAt: submittedAt,
        answer: "confirmed",
        answeredAt: new Date(submittedAt.getTime() + 2 * DAY),
      });
      await db.insert(applicationEvents).values({
        applicationId: id,
        actorKind: "referee",
        action: "refereeConfirmed",
        reason: entry!.refereeName,
        at: new Date(submittedAt.getTime() + 2 * DAY),
      });
    }
    const invoice = await issueInvoice(db, deps, {
      userId: person.id,
      purpose: { kind: "certificationApplication", id },
      item: { kind: "applicationFee", level: "professional", basis: "nonMember" },
    });
    if (person.paid)
      await recordBankPayment(db, deps, {
        invoiceId: invoice.id,
        reference: `DEMO-${person.id.slice(-5).toUpperCase()}`,
        paidOn: isoDate(new Date(submittedAt.getTime() + DAY)),
        staffId: decider?.id ?? person.id,
      });
    if (appealed) {
      const declinedAt = new Date(submittedAt.getTime() + 10 * DAY);
      await db.insert(applicationEvents).values([
        {
          applicationId: id,
          actorId: decider.id,
          actorKind: "staff",
          action: "decline",
          fromState: "inReview",
          toState: "declined",
          reason: "The second position's hours could not be confirmed as full-time.",
          at: declinedAt,
        },
        {
          applicationId: id,
          actorId: person.id,
          actorKind: "candidate",
          action: "appeal",
          fromState: "declined",
          toState: "appealed",
          reason: `Both positions were full-time; my contract is attached (appealed before ${addDaysIso(isoDate(declinedAt), 30)}).`,
          at: new Date(declinedAt.getTime() + 3 * DAY),
        },
      ]);
    }
  }
  return true;
}
