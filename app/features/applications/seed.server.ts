import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { EducationKey } from "~/content/certifications";
import type { FrameworkDomain } from "~/content/framework";
import type { CareerLevelKey } from "~/content/home";
import type { Database } from "~/db/client.server";
import {
  applicationEducation,
  applicationEvents,
  applicationExperience,
  applicationMessages,
  certificationApplications,
  refereeRequests,
  users,
} from "~/db/schema";
import { findUserByEmail } from "~/features/auth/index.server";
import { seedInvoice } from "~/features/payments/index.server";
import { logDecision } from "~/features/staff/index.server";
import { isoDate } from "~/lib/format/dates";
import type { Deps } from "~/lib/server/deps.server";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";
import { ELIGIBILITY_WINDOW_MONTHS, type ApplicationState } from "./states";
import { applicationSubject } from "./review.server";
import { tokenHash } from "./referees.server";

/**
 * Demo data: fictional applications in every state the staff pages and the dashboard show, so a fresh install
 * can be tried at once. The applicants are the community's demo people (example.org, no password) and the demo
 * member, whose draft can be resumed. Dates are relative to the day of seeding, so deadlines lie ahead.
 * Nothing is mailed and no referee link exists for these requests (their token is random and thrown away).
 */
type DemoReferee = { name: string; email: string; answer?: "confirmed" | "disputed"; comment?: string };
type DemoExperience = {
  employer: string;
  role: string;
  yearsAgo: number;
  years: number;
  hours: number;
  domains: FrameworkDomain[];
  referee: DemoReferee;
};
type DemoApplication = {
  /** An existing demo account's address, or a fictional applicant created here (no password: cannot sign in). */
  applicant: string | { id: string; name: string; language: string };
  level: CareerLevelKey;
  state: ApplicationState;
  daysAgo: number;
  education: { level: EducationKey; institution: string; yearsAgo: number };
  experience: DemoExperience[];
  paid?: boolean;
  audited?: boolean;
  /** Staff's words the candidate sees: what more is needed, or why the decision was made. */
  reason?: string;
  appeal?: string;
};

/** Two full-time positions, both confirmed by their referees: enough experience for Professional. */
const confirmedPositions = (who: string): DemoExperience[] => [
  {
    employer: "Demo Hellisheiði Power",
    role: "Reservoir engineer",
    yearsAgo: 8,
    years: 2,
    hours: 40,
    domains: ["reservoirEngineering"],
    referee: { name: "Demo Referee Rúna", email: `runa.${who}.referee@example.org`, answer: "confirmed" },
  },
  {
    employer: "Demo Krafla Drilling",
    role: "Drilling engineer",
    yearsAgo: 5,
    years: 2,
    hours: 40,
    domains: ["drillingOperations"],
    referee: { name: "Demo Referee Rafe", email: `rafe.${who}.referee@example.org`, answer: "confirmed" },
  },
];

const demoApplications: DemoApplication[] = [
  {
    applicant: "member@example.org",
    level: "senior",
    state: "draft",
    daysAgo: 3,
    education: { level: "bachelor", institution: "Demo Technical University", yearsAgo: 12 },
    experience: [
      {
        employer: "Demo Anatolia Geothermal",
        role: "Drilling supervisor",
        yearsAgo: 9,
        years: 9,
        hours: 40,
        domains: ["drillingOperations", "riskAssessment"],
        referee: { name: "Demo Referee Aydın", email: "aydin.referee@example.org" },
      },
    ],
  },
  {
    applicant: "amani.demo@example.org",
    level: "professional",
    state: "submitted",
    daysAgo: 5,
    education: { level: "bachelor", institution: "Demo Rift Valley University", yearsAgo: 6 },
    experience: [
      {
        employer: "Demo Olkaria Power",
        role: "Plant operator",
        yearsAgo: 4,
        years: 4,
        hours: 40,
        domains: ["powerPlantOperations"],
        referee: { name: "Demo Referee Wambui", email: "wambui.referee@example.org", answer: "confirmed" },
      },
      {
        employer: "Demo Menengai Steam",
        role: "Field technician",
        yearsAgo: 6,
        years: 2,
        hours: 30,
        domains: ["drillingOperations"],
        referee: { name: "Demo Referee Otieno", email: "otieno.referee@example.org" },
      },
    ],
  },
  {
    applicant: "elif.demo@example.org",
    level: "professional",
    state: "inReview",
    daysAgo: 16,
    audited: true,
    paid: true,
    education: { level: "diploma", institution: "Demo Aegean Vocational School", yearsAgo: 8 },
    experience: [
      {
        employer: "Demo Menderes Geothermal",
        role: "Reservoir technician",
        yearsAgo: 6,
        years: 6,
        hours: 40,
        domains: ["reservoirEngineering", "resourceAssessment"],
        referee: { name: "Demo Referee Kaya", email: "kaya.referee@example.org", answer: "confirmed" },
      },
    ],
  },
  {
    applicant: "putu.demo@example.org",
    level: "professional",
    state: "moreInfoRequested",
    daysAgo: 24,
    paid: true,
    reason: "Please add the certificate of your bachelor's degree: the document uploaded is a transcript only.",
    education: { level: "bachelor", institution: "Demo Bali Institute of Technology", yearsAgo: 7 },
    experience: [
      {
        employer: "Demo Dieng Energy",
        role: "Geoscientist",
        yearsAgo: 5,
        years: 5,
        hours: 40,
        domains: ["resourceAssessment"],
        referee: { name: "Demo Referee Sari", email: "sari.referee@example.org", answer: "confirmed" },
      },
    ],
  },
  {
    applicant: "hiroshi.demo@example.org",
    level: "professional",
    state: "approved",
    daysAgo: 40,
    paid: true,
    reason: "Education and four years of confirmed experience meet the rule for the level.",
    education: { level: "master", institution: "Demo Kyushu University", yearsAgo: 5 },
    experience: [
      {
        employer: "Demo Hatchobaru Plant",
        role: "Reservoir engineer",
        yearsAgo: 4,
        years: 4,
        hours: 40,
        domains: ["reservoirEngineering"],
        referee: { name: "Demo Referee Tanaka", email: "tanaka.referee@example.org", answer: "confirmed" },
      },
    ],
  },
  {
    applicant: "gudrun.demo@example.org",
    level: "professional",
    state: "appealed",
    daysAgo: 35,
    paid: true,
    reason: "One experience entry was disputed by its referee; the confirmed experience is two years of three.",
    appeal: "The disputed entry's referee left the company; my new referee from the same project can confirm it.",
    education: { level: "bachelor", institution: "Demo University of Iceland", yearsAgo: 4 },
    experience: [
      {
        employer: "Demo Hellisheiði Heat",
        role: "Process engineer",
        yearsAgo: 2,
        years: 2,
        hours: 40,
        domains: ["powerPlantOperations"],
        referee: { name: "Demo Referee Jónsson", email: "jonsson.referee@example.org", answer: "confirmed" },
      },
      {
        employer: "Demo Krafla Drilling",
        role: "Junior engineer",
        yearsAgo: 3,
        years: 1,
        hours: 40,
        domains: ["drillingOperations"],
        referee: {
          name: "Demo Referee Magnúsdóttir",
          email: "magnusdottir.referee@example.org",
          answer: "disputed",
          comment: "I did not supervise this work.",
        },
      },
    ],
  },
  // Waiting for staff with everything in: the fee open (finance records it), the fee paid, and an appeal.
  {
    applicant: { id: "demo-applicant-aino", name: "Aino Applicant", language: "en" },
    level: "professional",
    state: "submitted",
    daysAgo: 20,
    education: { level: "bachelor", institution: "Demo University of Iceland", yearsAgo: 10 },
    experience: confirmedPositions("aino"),
  },
  {
    applicant: { id: "demo-applicant-bruno", name: "Bruno Applicant", language: "fr" },
    level: "professional",
    state: "submitted",
    daysAgo: 12,
    paid: true,
    education: { level: "bachelor", institution: "Demo Université de Lyon", yearsAgo: 10 },
    experience: confirmedPositions("bruno"),
  },
  {
    applicant: { id: "demo-applicant-chidi", name: "Chidi Applicant", language: "sw" },
    level: "professional",
    state: "appealed",
    daysAgo: 40,
    paid: true,
    reason: "The second position's hours could not be confirmed as full-time.",
    appeal: "Both positions were full-time; my contract shows the hours.",
    education: { level: "bachelor", institution: "Demo University of Nairobi", yearsAgo: 10 },
    experience: confirmedPositions("chidi"),
  },
];

const DAY = 86_400_000;
const yearsBefore = (today: Date, years: number) => {
  const date = new Date(today);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return isoDate(date);
};
const monthsAfter = (date: Date, months: number) => {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return isoDate(later);
};

/** What each demo state went through, after "created": [event, state reached, staff's step or the candidate's]. */
const pathTo: Record<string, Array<[string, ApplicationState, "candidate" | "staff"]>> = {
  draft: [],
  submitted: [["submit", "submitted", "candidate"]],
  inReview: [
    ["submit", "submitted", "candidate"],
    ["startReview", "inReview", "staff"],
  ],
  moreInfoRequested: [
    ["submit", "submitted", "candidate"],
    ["startReview", "inReview", "staff"],
    ["requestMoreInfo", "moreInfoRequested", "staff"],
  ],
  approved: [
    ["submit", "submitted", "candidate"],
    ["startReview", "inReview", "staff"],
    ["approve", "approved", "staff"],
  ],
  appealed: [
    ["submit", "submitted", "candidate"],
    ["startReview", "inReview", "staff"],
    ["decline", "declined", "staff"],
    ["appeal", "appealed", "candidate"],
  ],
};

/** Seeds the demo applications once (their own marker), when the demo people exist. */
export async function seedApplications(db: Database, invoiceSettings: Deps["config"]["invoices"]): Promise<boolean> {
  const reviewer = await findUserByEmail(db, "reviewer@example.org");
  const decider = await findUserByEmail(db, "decisions@example.org");
  if (!reviewer || !decider || !(await findUserByEmail(db, "member@example.org"))) return false;
  if (!(await insertSettingIfAbsent(db, "demo_applications_seeded_at", new Date().toISOString()))) return false;
  const today = new Date();
  for (const demo of demoApplications) {
    const applicant = await applicantOf(db, demo.applicant);
    if (!applicant) continue;
    await seedOne(db, invoiceSettings, { demo, userId: applicant.id, today, staff: { reviewer, decider } });
  }
  return true;
}

async function applicantOf(db: Database, who: DemoApplication["applicant"]): Promise<{ id: string } | undefined> {
  if (typeof who === "string") {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, who));
    return row;
  }
  await db
    .insert(users)
    .values({ ...who, email: `${who.id}@example.org`, emailVerified: true, country: "Iceland" })
    .onConflictDoNothing();
  return { id: who.id };
}

async function seedOne(
  db: Database,
  invoiceSettings: Deps["config"]["invoices"],
  input: {
    demo: DemoApplication;
    userId: string;
    today: Date;
    staff: { reviewer: { id: string }; decider: { id: string } };
  },
) {
  const { demo, userId, today } = input;
  const createdAt = new Date(today.getTime() - demo.daysAgo * DAY);
  const submitted = demo.state !== "draft";
  const steps = pathTo[demo.state] ?? [];
  const decidedAt = new Date(createdAt.getTime() + 10 * DAY);
  const decided = steps.some(([event]) => event === "approve" || event === "decline");
  const [application] = await db
    .insert(certificationApplications)
    .values({
      userId,
      level: demo.level,
      state: demo.state,
      step: submitted ? "declaration" : "experience",
      education: demo.education.level,
      declarationVersion: submitted ? 1 : null,
      declaredAt: submitted ? createdAt : null,
      experienceMonths: demo.experience.reduce((months, entry) => months + entry.years * 12, 0),
      eligibilityOutcome: submitted ? "eligible" : null,
      feeBasis: submitted ? "nonMember" : null,
      auditRate: submitted ? 10 : null,
      audited: demo.audited ?? false,
      auditEvidenceDueOn: demo.audited ? isoDate(new Date(today.getTime() + 14 * DAY)) : null,
      moreInfoDueOn: demo.state === "moreInfoRequested" ? isoDate(new Date(today.getTime() + 21 * DAY)) : null,
      submittedAt: submitted ? createdAt : null,
      decidedAt: decided ? decidedAt : null,
      decidedBy: decided ? input.staff.decider.id : null,
      eligibleFrom: demo.state === "approved" ? isoDate(decidedAt) : null,
      eligibleUntil: demo.state === "approved" ? monthsAfter(decidedAt, ELIGIBILITY_WINDOW_MONTHS) : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: certificationApplications.id });
  const applicationId = application!.id;
  await db.insert(applicationEducation).values({
    applicationId,
    level: demo.education.level,
    institution: demo.education.institution,
    completedOn: yearsBefore(today, demo.education.yearsAgo),
  });
  const referees: Array<typeof applicationEvents.$inferInsert> = [];
  for (const entry of demo.experience) {
    const [experience] = await db
      .insert(applicationExperience)
      .values({
        applicationId,
        employer: entry.employer,
        role: entry.role,
        startOn: yearsBefore(today, entry.yearsAgo),
        endOn: entry.yearsAgo === entry.years ? null : yearsBefore(today, entry.yearsAgo - entry.years),
        hoursPerWeek: entry.hours,
        domains: entry.domains,
        duties: `${entry.role} (demo entry).`,
        refereeName: entry.referee.name,
        refereeEmail: entry.referee.email,
        refereeRelation: "supervisor",
      })
      .returning({ id: applicationExperience.id });
    if (!submitted) continue;
    await db.insert(refereeRequests).values({
      experienceId: experience!.id,
      applicationId,
      refereeName: entry.referee.name,
      refereeEmail: entry.referee.email,
      language: "en",
      tokenHash: tokenHash(randomBytes(32).toString("base64url")),
      expiresAt: new Date(createdAt.getTime() + 30 * DAY),
      sentAt: createdAt,
      answer: entry.referee.answer ?? null,
      comment: entry.referee.comment ?? null,
      answeredAt: entry.referee.answer ? new Date(createdAt.getTime() + 2 * DAY) : null,
    });
    if (entry.referee.answer)
      referees.push({
        applicationId,
        actorKind: "referee" as const,
        action: entry.referee.answer === "confirmed" ? "refereeConfirmed" : "refereeDisputed",
        reason: entry.referee.name,
        at: new Date(createdAt.getTime() + 2 * DAY),
      });
  }
  await db.insert(applicationEvents).values({
    applicationId,
    actorId: userId,
    actorKind: "candidate",
    action: "created",
    toState: "draft",
    at: createdAt,
  });
  let from: ApplicationState = "draft";
  for (const [index, [event, to, who]] of steps.entries()) {
    const at = new Date(
      createdAt.getTime() + index * 3 * DAY + (event === "approve" || event === "decline" ? 4 * DAY : 0),
    );
    const staffId = event === "approve" || event === "decline" ? input.staff.decider.id : input.staff.reviewer.id;
    const reason =
      event === "appeal"
        ? demo.appeal
        : ["approve", "decline", "requestMoreInfo"].includes(event)
          ? demo.reason
          : undefined;
    await db.insert(applicationEvents).values({
      applicationId,
      actorId: who === "staff" ? staffId : userId,
      actorKind: who,
      action: event,
      fromState: from,
      toState: to,
      reason: reason ?? null,
      at,
    });
    if (who === "staff")
      await logDecision(db, { subject: applicationSubject(applicationId), staffId, action: event, reason });
    if (event === "requestMoreInfo" && reason)
      await db
        .insert(applicationMessages)
        .values({ applicationId, authorId: staffId, fromStaff: true, body: reason, createdAt: at });
    from = to;
  }
  if (referees.length) await db.insert(applicationEvents).values(referees);
  if (submitted)
    await seedInvoice(db, invoiceSettings, {
      userId,
      purpose: { kind: "certificationApplication", id: applicationId },
      item: { kind: "applicationFee", level: demo.level, basis: "nonMember" },
      at: createdAt,
      paidOn: demo.paid ? isoDate(new Date(createdAt.getTime() + DAY)) : undefined,
    });
  return applicationId;
}

/**
 * The demo candidate's approved Associate application (exam booking's demo, decision 051): decided ten days
 * before `now`, so its exam window is open. Returns its id, or null without the demo staff who decide.
 */
export async function seedApprovedApplicationFor(
  db: Database,
  invoiceSettings: Deps["config"]["invoices"],
  input: { userId: string; level: CareerLevelKey; now: Date },
): Promise<string | null> {
  const reviewer = await findUserByEmail(db, "reviewer@example.org");
  const decider = await findUserByEmail(db, "decisions@example.org");
  if (!reviewer || !decider) return null;
  const demo: DemoApplication = {
    applicant: input.userId,
    level: input.level,
    state: "approved",
    daysAgo: 20,
    paid: true,
    reason: "Education and confirmed experience meet the rule for the level.",
    education: { level: "bachelor", institution: "Demo University of Iceland", yearsAgo: 3 },
    experience: [
      {
        employer: "Demo Nesjavellir Plant",
        role: "Geothermal technician",
        yearsAgo: 2,
        years: 2,
        hours: 40,
        domains: ["resourceAssessment"],
        referee: { name: "Demo Referee Dóra", email: "dora.candidate.referee@example.org", answer: "confirmed" },
      },
    ],
  };
  return seedOne(db, invoiceSettings, { demo, userId: input.userId, today: input.now, staff: { reviewer, decider } });
}
