/**
 * Test fixtures of the staff review (decision 044): a submitted application written straight into the tables (the
 * candidate's wizard is tested on its own), its invoice through the payments door, referees answered as asked, and
 * staff accounts with duties.
 */
import { eq } from "drizzle-orm";
import {
  applicationEducation,
  applicationEvents,
  applicationExperience,
  certificationApplications,
  refereeRequests,
  staffDuties,
  users,
} from "~/db/schema";
import type { Database } from "~/db/client.server";
import { refereeKey, refereeToken } from "~/features/applications/referees.server";
import type { Duty, Role } from "~/features/auth";
import { issueInvoice, recordBankPayment } from "~/features/payments/index.server";
import type { Deps } from "~/lib/server/deps.server";

export async function person(db: Database, id: string, name: string, role: Role = "member", language = "en") {
  await db
    .insert(users)
    .values({ id, name, email: `${id}@example.org`, emailVerified: true, role, language })
    .onConflictDoNothing();
}

export async function staffWith(db: Database, id: string, name: string, duties: Duty[]) {
  await person(db, id, name, "staff");
  if (duties.length)
    await db
      .insert(staffDuties)
      .values(duties.map((duty) => ({ userId: id, duty })))
      .onConflictDoNothing();
  return { id, role: "staff" as const, duties };
}

/**
 * A submitted Professional application of `userId` (bachelor's, 36 months counted, two positions), with its open
 * invoice; `referees`: the answers of the two referee requests (null: not answered); `paid` records the bank
 * transfer; `state` puts it straight into a later state (a declined one with `decidedBy`).
 */
export async function submittedApplication(
  deps: Deps,
  input: {
    userId: string;
    referees?: ("confirmed" | "disputed" | null)[];
    paid?: boolean;
    audited?: boolean;
    state?: "submitted" | "inReview" | "declined" | "appealed";
    decidedBy?: string;
    submittedAt?: Date;
  },
) {
  const { db } = deps;
  const submittedAt = input.submittedAt ?? new Date("2026-05-01T09:00:00Z");
  const [application] = await db
    .insert(certificationApplications)
    .values({
      userId: input.userId,
      level: "professional",
      state: input.state ?? "submitted",
      education: "bachelor",
      experienceMonths: 36,
      eligibilityOutcome: "eligible",
      feeBasis: "nonMember",
      audited: input.audited ?? false,
      submittedAt,
      decidedBy: input.decidedBy ?? null,
      decidedAt: input.decidedBy ? submittedAt : null,
    })
    .returning();
  const id = application!.id;
  await db.insert(applicationEvents).values({
    applicationId: id,
    actorId: input.userId,
    actorKind: "candidate",
    action: "submit",
    fromState: "draft",
    toState: "submitted",
    at: submittedAt,
  });
  await db
    .insert(applicationEducation)
    .values({ applicationId: id, level: "bachelor", institution: "University of Iceland", completedOn: "2015-06-01" });
  const answers = input.referees ?? ["confirmed", "confirmed"];
  for (const [index, answer] of answers.entries()) {
    const [entry] = await db
      .insert(applicationExperience)
      .values({
        applicationId: id,
        employer: `Employer ${index + 1}`,
        role: "Reservoir engineer",
        startOn: `${2018 + index * 2}-01-01`,
        endOn: `${2019 + index * 2}-12-31`,
        hoursPerWeek: 40,
        refereeName: `Referee ${index + 1}`,
        refereeEmail: `referee${index + 1}-${id.slice(0, 8)}@example.net`,
        refereeRelation: "supervisor",
      })
      .returning();
    await db.insert(refereeRequests).values({
      experienceId: entry!.id,
      applicationId: id,
      refereeName: entry!.refereeName,
      refereeEmail: entry!.refereeEmail,
      language: "en",
      tokenHash: `hash-${entry!.id}`,
      expiresAt: new Date(submittedAt.getTime() + 30 * 86_400_000),
      sentAt: submittedAt,
      answer,
      answeredAt: answer ? submittedAt : null,
    });
  }
  const invoice = await issueInvoice(db, deps, {
    userId: input.userId,
    purpose: { kind: "certificationApplication", id },
    item: { kind: "applicationFee", level: "professional", basis: "nonMember" },
  });
  if (input.paid)
    await recordBankPayment(db, deps, {
      invoiceId: invoice.id,
      reference: `BANK-${id.slice(0, 6)}`,
      paidOn: "2026-05-02",
      staffId: input.userId,
    });
  const [row] = await db.select().from(certificationApplications).where(eq(certificationApplications.id, id));
  return { application: row!, invoice };
}

/** The link token a referee request's mail carries (the fixture's requests are written without sending one). */
export async function refereeLinkToken(db: Database, requestId: string): Promise<string> {
  return refereeToken(await refereeKey(db), requestId);
}
