/**
 * The candidate's side of certification applications (decision 041): drafts saved at every step, entries with
 * documents, the one-transaction submission (audit draw, invoice through fee.server.ts, referee mails), referee
 * answers, replacements, reminders and withdrawal. Every state change goes through states.ts and writes a row of
 * application_events in the same transaction.
 */
import { randomInt, randomUUID, createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lte, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { assessEligibility, countExperienceMonths, feeBasis, certificationOf } from "~/features/certifications";
import { memberChapters } from "~/features/chapters/index.server";
import { heldCredentials } from "~/features/registry/index.server";
import { effectiveStatus } from "~/features/registry";
import type { CareerLevelKey } from "~/content/home";
import { isoDate } from "~/lib/format/dates";
import type { Deps } from "~/lib/server/deps.server";
import { safeDocumentName } from "~/lib/uploads/document-files";
import { sniffDocumentType, MAX_DOCUMENT_BYTES } from "./documents";
import { issueApplicationInvoice, refundApplicationFee } from "./fee.server";
import { mailLanguage, refereeMail } from "./mail.server";
import { refereeKey, refereeToken, refereeUrl, requestIdOfToken, tokenHash } from "./referees.server";
import {
  applicationDocuments,
  applicationEducation,
  applicationEvents,
  applicationExperience,
  applicationMessages,
  applicationTraining,
  certificationApplications,
  refereeRequests,
  type ApplicationDocumentKind,
  type RefereeAnswer,
  type RefereeRelation,
} from "./schema";
import { nextState, openStates, refereeRule, withdrawalRefunds, type ApplicationState } from "./states";
import { MAX_ENTRIES } from "./forms";
import type { EducationKey } from "~/content/certifications";
import type { FrameworkDomain } from "~/content/framework";
import { applicationRule } from "~/content/certifications";

export type Application = typeof certificationApplications.$inferSelect;
export type ExperienceEntry = typeof applicationExperience.$inferSelect;
export type TrainingEntry = typeof applicationTraining.$inferSelect;
export type RefereeRequest = typeof refereeRequests.$inferSelect;
type Tx = Database;
type Clocked = Pick<Deps, "db" | "config" | "clock" | "mailer" | "logger">;

const DAY = 86_400_000;

// ——— Drafts ———

/** The person's open application for `level`, or null. */
export async function openApplicationOf(
  db: Database,
  userId: string,
  level: CareerLevelKey,
): Promise<Application | null> {
  const [row] = await db
    .select()
    .from(certificationApplications)
    .where(
      and(
        eq(certificationApplications.userId, userId),
        eq(certificationApplications.level, level),
        inArray(certificationApplications.state, [...openStates]),
      ),
    );
  return row ?? null;
}

/**
 * The draft for `level`, made when there is none. Two tabs or two devices starting at once make one: the unique
 * partial index refuses the second insert, which then reads the first.
 */
export async function draftFor(db: Database, userId: string, level: CareerLevelKey): Promise<Application> {
  const open = await openApplicationOf(db, userId, level);
  if (open) return open;
  const inserted = await db
    .insert(certificationApplications)
    .values({ userId, level })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) {
    await db.insert(applicationEvents).values({
      applicationId: inserted[0].id,
      actorId: userId,
      actorKind: "candidate",
      action: "created",
      toState: "draft",
    });
    return inserted[0];
  }
  const again = await openApplicationOf(db, userId, level);
  if (!again) throw new Error("draft neither inserted nor found");
  return again;
}

/** An application of `userId` by id; null for someone else's (callers answer 404: ids reveal nothing). */
export async function applicationOf(db: Database, userId: string, id: string): Promise<Application | null> {
  const [row] = await db
    .select()
    .from(certificationApplications)
    .where(and(eq(certificationApplications.id, id), eq(certificationApplications.userId, userId)));
  return row ?? null;
}

export type DraftContent = {
  education: (typeof applicationEducation.$inferSelect & { documentName: string | null }) | null;
  experience: ExperienceEntry[];
  training: (TrainingEntry & { documentName: string | null })[];
};

export async function draftContent(db: Database, applicationId: string): Promise<DraftContent> {
  const [education] = await db
    .select({ row: applicationEducation, documentName: applicationDocuments.fileName })
    .from(applicationEducation)
    .leftJoin(applicationDocuments, eq(applicationDocuments.id, applicationEducation.documentId))
    .where(eq(applicationEducation.applicationId, applicationId));
  const experience = await db
    .select()
    .from(applicationExperience)
    .where(eq(applicationExperience.applicationId, applicationId))
    .orderBy(asc(applicationExperience.startOn), asc(applicationExperience.createdAt));
  const training = await db
    .select({ row: applicationTraining, documentName: applicationDocuments.fileName })
    .from(applicationTraining)
    .leftJoin(applicationDocuments, eq(applicationDocuments.id, applicationTraining.documentId))
    .where(eq(applicationTraining.applicationId, applicationId))
    .orderBy(asc(applicationTraining.completedOn), asc(applicationTraining.createdAt));
  return {
    education: education ? { ...education.row, documentName: education.documentName } : null,
    experience,
    training: training.map((t) => ({ ...t.row, documentName: t.documentName })),
  };
}

/** Writes to a draft only while it is one: `update … where state = 'draft'`, so a submitted one never changes. */
async function lockDraft(tx: Tx, applicationId: string, userId: string, step?: string): Promise<boolean> {
  const rows = await tx
    .update(certificationApplications)
    .set({ updatedAt: new Date(), ...(step ? { step } : {}) })
    .where(
      and(
        eq(certificationApplications.id, applicationId),
        eq(certificationApplications.userId, userId),
        eq(certificationApplications.state, "draft"),
      ),
    )
    .returning({ id: certificationApplications.id });
  return rows.length > 0;
}

export type DocumentCheck =
  | { ok: true; bytes: Buffer; type: ReturnType<typeof sniffDocumentType> & string; name: string }
  | { ok: false; error: "errors.fileType" | "errors.fileTooLarge" | "errors.document" };

/** A posted file, checked by content and size; `null` file → "errors.document". */
export async function checkDocument(file: FormDataEntryValue | null): Promise<DocumentCheck> {
  if (!file || typeof file === "string" || file.size === 0) return { ok: false, error: "errors.document" };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, error: "errors.fileTooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffDocumentType(bytes);
  if (!type) return { ok: false, error: "errors.fileType" };
  return { ok: true, bytes, type, name: safeDocumentName(file.name, type, "document") };
}

/** A checked file stored with its application, in the caller's transaction; its id. */
export async function storeDocument(
  tx: Tx,
  input: {
    applicationId: string;
    userId: string;
    kind: ApplicationDocumentKind;
    file: Extract<DocumentCheck, { ok: true }>;
  },
): Promise<string> {
  const [row] = await tx
    .insert(applicationDocuments)
    .values({
      applicationId: input.applicationId,
      userId: input.userId,
      kind: input.kind,
      fileName: input.file.name,
      contentType: input.file.type,
      size: input.file.bytes.byteLength,
      sha256: createHash("sha256").update(input.file.bytes).digest("hex"),
      content: input.file.bytes,
    })
    .returning({ id: applicationDocuments.id });
  return row!.id;
}

export type DraftWrite =
  { ok: true } | { ok: false; error: "errors.notEditable" | "errors.notFound" | "errors.tooMany" };

export async function saveEducation(
  db: Database,
  input: {
    applicationId: string;
    userId: string;
    step: string;
    education: EducationKey;
    institution: string;
    completedOn: string;
    file: Extract<DocumentCheck, { ok: true }> | null;
  },
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    if (!(await lockDraft(tx, input.applicationId, input.userId, input.step)))
      return { ok: false, error: "errors.notEditable" };
    const documentId = input.file
      ? await storeDocument(tx, {
          applicationId: input.applicationId,
          userId: input.userId,
          kind: "education",
          file: input.file,
        })
      : undefined;
    await tx
      .insert(applicationEducation)
      .values({
        applicationId: input.applicationId,
        level: input.education,
        institution: input.institution,
        completedOn: input.completedOn,
        documentId: documentId ?? null,
      })
      .onConflictDoUpdate({
        target: applicationEducation.applicationId,
        set: {
          level: input.education,
          institution: input.institution,
          completedOn: input.completedOn,
          ...(documentId ? { documentId } : {}),
        },
      });
    await tx
      .update(certificationApplications)
      .set({ education: input.education })
      .where(eq(certificationApplications.id, input.applicationId));
    return { ok: true };
  });
}

export async function addExperience(
  db: Database,
  input: {
    applicationId: string;
    userId: string;
    employer: string;
    role: string;
    startOn: string;
    endOn: string | null;
    hoursPerWeek: number;
    domains: FrameworkDomain[];
    duties: string;
    refereeName: string;
    refereeEmail: string;
    refereeRelation: RefereeRelation;
    refereeLanguage: string;
  },
): Promise<DraftWrite> {
  const { applicationId, userId, ...entry } = input;
  return db.transaction(async (tx) => {
    if (!(await lockDraft(tx, applicationId, userId, "experience"))) return { ok: false, error: "errors.notEditable" };
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationExperience)
      .where(eq(applicationExperience.applicationId, applicationId));
    if ((count?.n ?? 0) >= MAX_ENTRIES) return { ok: false, error: "errors.tooMany" };
    await tx.insert(applicationExperience).values({ applicationId, ...entry });
    return { ok: true };
  });
}

export async function removeExperience(
  db: Database,
  input: { applicationId: string; userId: string; id: string },
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    if (!(await lockDraft(tx, input.applicationId, input.userId, "experience")))
      return { ok: false, error: "errors.notEditable" };
    const gone = await tx
      .delete(applicationExperience)
      .where(and(eq(applicationExperience.id, input.id), eq(applicationExperience.applicationId, input.applicationId)))
      .returning({ id: applicationExperience.id });
    return gone.length ? { ok: true } : { ok: false, error: "errors.notFound" };
  });
}

export async function addTraining(
  db: Database,
  input: {
    applicationId: string;
    userId: string;
    provider: string;
    title: string;
    completedOn: string;
    hours: number;
    file: Extract<DocumentCheck, { ok: true }>;
  },
): Promise<DraftWrite> {
  const { applicationId, userId, file, ...entry } = input;
  return db.transaction(async (tx) => {
    if (!(await lockDraft(tx, applicationId, userId, "training"))) return { ok: false, error: "errors.notEditable" };
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationTraining)
      .where(eq(applicationTraining.applicationId, applicationId));
    if ((count?.n ?? 0) >= MAX_ENTRIES) return { ok: false, error: "errors.tooMany" };
    const documentId = await storeDocument(tx, { applicationId, userId, kind: "training", file });
    await tx.insert(applicationTraining).values({ applicationId, ...entry, documentId });
    return { ok: true };
  });
}

export async function removeTraining(
  db: Database,
  input: { applicationId: string; userId: string; id: string },
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    if (!(await lockDraft(tx, input.applicationId, input.userId, "training")))
      return { ok: false, error: "errors.notEditable" };
    const gone = await tx
      .delete(applicationTraining)
      .where(and(eq(applicationTraining.id, input.id), eq(applicationTraining.applicationId, input.applicationId)))
      .returning({ documentId: applicationTraining.documentId });
    if (!gone.length) return { ok: false, error: "errors.notFound" };
    if (gone[0]!.documentId)
      await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, gone[0]!.documentId));
    return { ok: true };
  });
}

export async function saveStep(
  db: Database,
  input: { applicationId: string; userId: string; step: string; prerequisiteCredentialId?: string | null },
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    if (!(await lockDraft(tx, input.applicationId, input.userId, input.step)))
      return { ok: false, error: "errors.notEditable" };
    if (input.prerequisiteCredentialId !== undefined)
      await tx
        .update(certificationApplications)
        .set({ prerequisiteCredentialId: input.prerequisiteCredentialId })
        .where(eq(certificationApplications.id, input.applicationId));
    return { ok: true };
  });
}

// ——— What counts ———

/** The applicant's active GeoCert credentials in the registry (linked to the account, valid today). */
export async function activeCredentialsOf(db: Database, userId: string, today: string) {
  return (await heldCredentials(db, userId)).filter((c) => effectiveStatus(c, today) === "valid");
}

/** The eligibility engine's verdict for a draft, with the counted experience and training. */
export async function assessDraft(db: Database, application: Application, content: DraftContent, today: string) {
  const months = countExperienceMonths(
    content.experience.map((e) => ({ start: e.startOn, end: e.endOn, hoursPerWeek: e.hoursPerWeek })),
    today,
  );
  const trainingHours = content.training.reduce((sum, t) => sum + t.hours, 0);
  const held = await activeCredentialsOf(db, application.userId, today);
  const rule = certificationOf(application.level).eligibility;
  const prerequisite =
    "prerequisite" in rule && rule.prerequisite
      ? (held.find((c) => c.id === application.prerequisiteCredentialId && c.level === rule.prerequisite) ?? null)
      : null;
  const eligibility = assessEligibility(application.level, {
    education: content.education?.level ?? null,
    experienceMonths: months,
    trainingHours,
    // Only the credential picked counts as the prerequisite (it must be active and the applicant's).
    heldLevels: prerequisite ? [prerequisite.level] : [],
  });
  return { eligibility, months, trainingHours, held, prerequisite };
}

// ——— Submission ———

export type SubmitOutcome =
  | { ok: true; application: Application; already: boolean }
  | {
      ok: false;
      error:
        | "errors.notEditable"
        | "errors.document"
        | "errors.education"
        | "errors.noExperience"
        | "errors.noTraining"
        | "errors.prerequisite"
        | "errors.notEligible"
        | "errors.ownEmail";
    };

/**
 * Submits a draft in one transaction: the state moves by `update … where state = 'draft'`, so of two parallel
 * submits one moves it and the other finds it moved (PostgreSQL re-reads the row after the first commits) and
 * writes nothing: one submitted application, one invoice, one set of referee mails.
 */
export async function submitApplication(
  deps: Clocked,
  input: {
    applicationId: string;
    user: { id: string; name: string; email: string; language: string };
    declarationVersion: number;
  },
): Promise<SubmitOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = isoDate(now);
  const application = await applicationOf(db, input.user.id, input.applicationId);
  if (!application) return { ok: false, error: "errors.notEditable" };
  if (application.state !== "draft") return { ok: true, application, already: true };
  const content = await draftContent(db, application.id);
  if (!content.education) return { ok: false, error: "errors.education" };
  if (!content.education.documentId) return { ok: false, error: "errors.document" };
  if (content.experience.length === 0 && certificationOf(application.level).eligibility.experienceYears > 0)
    return { ok: false, error: "errors.noExperience" };
  if (content.experience.some((e) => e.refereeEmail.toLowerCase() === input.user.email.toLowerCase()))
    return { ok: false, error: "errors.ownEmail" };
  const { eligibility, months, held, prerequisite } = await assessDraft(db, application, content, today);
  const rule = certificationOf(application.level).eligibility;
  if ("prerequisite" in rule && rule.prerequisite && !prerequisite) return { ok: false, error: "errors.prerequisite" };
  if (
    "trainingHours" in rule &&
    rule.trainingHours &&
    eligibility.routes[0]!.missing.some((m) => m.kind === "training")
  )
    return { ok: false, error: "errors.noTraining" };
  if (eligibility.outcome === "notYet") return { ok: false, error: "errors.notEligible" };
  const basis = feeBasis({
    holdsActiveCredential: held.length > 0,
    chapterMember: (await memberChapters(db, input.user.id)).size > 0,
  });
  const rate = deps.config.applicationAuditPercent;
  const draw = randomInt(0, 10_000);
  const audited = draw < rate * 100;
  const key = await refereeKey(db);

  return db.transaction(async (tx) => {
    const moved = await tx
      .update(certificationApplications)
      .set({
        state: nextState("draft", "submit", "candidate")!,
        submittedAt: now,
        updatedAt: now,
        declarationVersion: input.declarationVersion,
        declaredAt: now,
        experienceMonths: months,
        eligibilityOutcome: eligibility.outcome,
        feeBasis: basis,
        auditRate: rate,
        auditDraw: draw,
        audited,
        auditEvidenceDueOn: audited ? isoDate(new Date(now.getTime() + applicationRule.auditEvidenceDays * DAY)) : null,
      })
      .where(and(eq(certificationApplications.id, application.id), eq(certificationApplications.state, "draft")))
      .returning();
    const submitted = moved[0];
    if (!submitted) {
      const [current] = await tx
        .select()
        .from(certificationApplications)
        .where(eq(certificationApplications.id, application.id));
      return { ok: true as const, application: current!, already: true };
    }
    await tx.insert(applicationEvents).values({
      applicationId: submitted.id,
      actorId: input.user.id,
      actorKind: "candidate",
      action: "submit",
      fromState: "draft",
      toState: "submitted",
      at: now,
    });
    if (audited)
      await tx.insert(applicationEvents).values({
        applicationId: submitted.id,
        actorKind: "system",
        action: "auditDrawn",
        at: now,
      });
    await issueApplicationInvoice(tx, deps, {
      userId: input.user.id,
      applicationId: submitted.id,
      level: submitted.level,
      basis,
    });
    // The experience as the referees will see it: read again inside the transaction.
    const entries = await tx
      .select()
      .from(applicationExperience)
      .where(eq(applicationExperience.applicationId, submitted.id));
    for (const entry of entries) await askReferee(tx, deps, key, { entry, applicant: input.user, now });
    return { ok: true as const, application: submitted, already: false };
  });
}

async function askReferee(
  tx: Tx,
  deps: Clocked,
  key: Buffer,
  input: {
    entry: ExperienceEntry;
    applicant: { id: string; name: string };
    now: Date;
    referee?: { name: string; email: string; language: string };
  },
): Promise<RefereeRequest> {
  const referee = input.referee ?? {
    name: input.entry.refereeName,
    email: input.entry.refereeEmail,
    language: input.entry.refereeLanguage,
  };
  const id = randomUUID();
  const token = refereeToken(key, id);
  const expiresAt = new Date(input.now.getTime() + refereeRule.linkValidDays * DAY);
  const [request] = await tx
    .insert(refereeRequests)
    .values({
      id,
      experienceId: input.entry.id,
      applicationId: input.entry.applicationId,
      refereeName: referee.name,
      refereeEmail: referee.email,
      language: mailLanguage(referee.language),
      tokenHash: tokenHash(token),
      expiresAt,
      sentAt: input.now,
    })
    .returning();
  await tx.insert(applicationEvents).values({
    applicationId: input.entry.applicationId,
    actorId: input.applicant.id,
    actorKind: "candidate",
    action: "refereeAsked",
    reason: referee.name,
    at: input.now,
  });
  const message = await refereeMail("request", mailLanguage(referee.language), deps.config.siteUrl, {
    to: referee.email,
    refereeName: referee.name,
    applicantName: input.applicant.name,
    employer: input.entry.employer,
    role: input.entry.role,
    startOn: input.entry.startOn,
    endOn: input.entry.endOn,
    link: refereeUrl(deps.config.siteUrl, token),
    expiresAt,
  });
  await deps.mailer.send(message, { db: tx });
  return request!;
}

// ——— Referees ———

export type RefereeView =
  | { ok: false }
  | {
      ok: true;
      request: RefereeRequest;
      entry: Pick<ExperienceEntry, "employer" | "role" | "startOn" | "endOn" | "hoursPerWeek">;
      applicantName: string;
    };

const answerableStates: ApplicationState[] = ["submitted", "inReview", "moreInfoRequested"];

/** What a referee's link shows: only that experience entry and the applicant's name; `ok: false` for a bad link. */
export async function refereeView(db: Database, token: string | undefined, now: Date): Promise<RefereeView> {
  const id = requestIdOfToken(await refereeKey(db), token);
  if (!id) return { ok: false };
  const [row] = await db
    .select({
      request: refereeRequests,
      entry: applicationExperience,
      applicantName: users.name,
      state: certificationApplications.state,
    })
    .from(refereeRequests)
    .innerJoin(applicationExperience, eq(applicationExperience.id, refereeRequests.experienceId))
    .innerJoin(certificationApplications, eq(certificationApplications.id, refereeRequests.applicationId))
    .innerJoin(users, eq(users.id, certificationApplications.userId))
    .where(eq(refereeRequests.id, id));
  if (!row || row.request.replacedBy || row.request.expiresAt <= now || !answerableStates.includes(row.state))
    if (!row?.request.answer || row.request.replacedBy) return { ok: false };
  const { employer, role, startOn, endOn, hoursPerWeek } = row.entry;
  return {
    ok: true,
    request: row.request,
    entry: { employer, role, startOn, endOn, hoursPerWeek },
    applicantName: row.applicantName,
  };
}

export type AnswerOutcome = "answered" | "already" | "invalid";

/** Stores a referee's answer once: the update requires no answer yet, a live link and an open application. */
export async function answerReferee(
  db: Database,
  input: { token: string | undefined; answer: RefereeAnswer; comment: string; now: Date },
): Promise<AnswerOutcome> {
  const id = requestIdOfToken(await refereeKey(db), input.token);
  if (!id) return "invalid";
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(refereeRequests)
      .set({ answer: input.answer, comment: input.comment || null, answeredAt: input.now })
      .where(
        and(
          eq(refereeRequests.id, id),
          isNull(refereeRequests.answer),
          isNull(refereeRequests.replacedBy),
          gt(refereeRequests.expiresAt, input.now),
          sql`exists (select 1 from ${certificationApplications} where ${certificationApplications.id} = ${refereeRequests.applicationId} and ${certificationApplications.state} in ('submitted', 'inReview', 'moreInfoRequested'))`,
        ),
      )
      .returning();
    if (answered) {
      await tx.insert(applicationEvents).values({
        applicationId: answered.applicationId,
        actorKind: "referee",
        action: input.answer === "confirmed" ? "refereeConfirmed" : "refereeDisputed",
        reason: answered.refereeName,
        at: input.now,
      });
      return "answered";
    }
    const [row] = await tx.select().from(refereeRequests).where(eq(refereeRequests.id, id));
    return row?.answer && !row.replacedBy ? "already" : "invalid";
  });
}

/**
 * The candidate asks another referee for an entry whose referee has not answered: a new request and mail, the old
 * link dead (replacedBy), in one transaction. Refused for an answered or already replaced request.
 */
export async function replaceReferee(
  deps: Clocked,
  input: {
    user: { id: string; name: string; email: string };
    requestId: string;
    referee: { name: string; email: string; language: string };
  },
): Promise<"replaced" | "notFound" | "refused" | "ownEmail"> {
  const { db } = deps;
  if (input.referee.email.toLowerCase() === input.user.email.toLowerCase()) return "ownEmail";
  const now = deps.clock.now();
  const key = await refereeKey(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: refereeRequests, entry: applicationExperience, application: certificationApplications })
      .from(refereeRequests)
      .innerJoin(applicationExperience, eq(applicationExperience.id, refereeRequests.experienceId))
      .innerJoin(certificationApplications, eq(certificationApplications.id, refereeRequests.applicationId))
      .where(and(eq(refereeRequests.id, input.requestId), eq(certificationApplications.userId, input.user.id)));
    if (!row) return "notFound";
    if (!answerableStates.includes(row.application.state)) return "refused";
    const newId = randomUUID();
    const killed = await tx
      .update(refereeRequests)
      .set({ replacedBy: newId, replacedAt: now })
      .where(
        and(
          eq(refereeRequests.id, input.requestId),
          isNull(refereeRequests.answer),
          isNull(refereeRequests.replacedBy),
        ),
      )
      .returning({ id: refereeRequests.id });
    if (!killed.length) return "refused";
    await tx
      .update(applicationExperience)
      .set({
        refereeName: input.referee.name,
        refereeEmail: input.referee.email,
        refereeLanguage: input.referee.language,
      })
      .where(eq(applicationExperience.id, row.entry.id));
    await tx.insert(applicationEvents).values({
      applicationId: row.application.id,
      actorId: input.user.id,
      actorKind: "candidate",
      action: "refereeReplaced",
      reason: row.request.refereeName,
      at: now,
    });
    // The new request takes the id the old one points to.
    const entry = {
      ...row.entry,
      refereeName: input.referee.name,
      refereeEmail: input.referee.email,
      refereeLanguage: input.referee.language,
    };
    await askRefereeWithId(tx, deps, key, newId, { entry, applicant: input.user, now });
    return "replaced";
  });
}

async function askRefereeWithId(
  tx: Tx,
  deps: Clocked,
  key: Buffer,
  id: string,
  input: { entry: ExperienceEntry; applicant: { id: string; name: string }; now: Date },
) {
  const token = refereeToken(key, id);
  const expiresAt = new Date(input.now.getTime() + refereeRule.linkValidDays * DAY);
  await tx.insert(refereeRequests).values({
    id,
    experienceId: input.entry.id,
    applicationId: input.entry.applicationId,
    refereeName: input.entry.refereeName,
    refereeEmail: input.entry.refereeEmail,
    language: mailLanguage(input.entry.refereeLanguage),
    tokenHash: tokenHash(token),
    expiresAt,
    sentAt: input.now,
  });
  await tx.insert(applicationEvents).values({
    applicationId: input.entry.applicationId,
    actorId: input.applicant.id,
    actorKind: "candidate",
    action: "refereeAsked",
    reason: input.entry.refereeName,
    at: input.now,
  });
  const message = await refereeMail("request", mailLanguage(input.entry.refereeLanguage), deps.config.siteUrl, {
    to: input.entry.refereeEmail,
    refereeName: input.entry.refereeName,
    applicantName: input.applicant.name,
    employer: input.entry.employer,
    role: input.entry.role,
    startOn: input.entry.startOn,
    endOn: input.entry.endOn,
    link: refereeUrl(deps.config.siteUrl, token),
    expiresAt,
  });
  await deps.mailer.send(message, { db: tx });
}

/**
 * Reminders 7 and 14 days after a request was sent, to referees who have not answered (a live link, an open
 * application). Each is sent once across instances: `reminders_sent` moves from what was read to the number due in
 * the transaction that queues the mail, so a second instance's update finds nothing. A day missed sends the
 * latest due reminder only. Returns how many were sent.
 */
export async function sendRefereeReminders(deps: Clocked): Promise<number> {
  const { db } = deps;
  const now = deps.clock.now();
  const first = refereeRule.reminderDays[0];
  const pending = await db
    .select({ request: refereeRequests, entry: applicationExperience, applicantName: users.name })
    .from(refereeRequests)
    .innerJoin(applicationExperience, eq(applicationExperience.id, refereeRequests.experienceId))
    .innerJoin(certificationApplications, eq(certificationApplications.id, refereeRequests.applicationId))
    .innerJoin(users, eq(users.id, certificationApplications.userId))
    .where(
      and(
        isNull(refereeRequests.answer),
        isNull(refereeRequests.replacedBy),
        gt(refereeRequests.expiresAt, now),
        lte(refereeRequests.sentAt, new Date(now.getTime() - first * DAY)),
        inArray(certificationApplications.state, answerableStates),
      ),
    );
  if (!pending.length) return 0;
  const key = await refereeKey(db);
  let sent = 0;
  for (const { request, entry, applicantName } of pending) {
    const due = refereeRule.reminderDays.filter(
      (days) => request.sentAt.getTime() + days * DAY <= now.getTime(),
    ).length;
    if (due <= request.remindersSent) continue;
    const message = await refereeMail("reminder", mailLanguage(request.language), deps.config.siteUrl, {
      to: request.refereeEmail,
      refereeName: request.refereeName,
      applicantName,
      employer: entry.employer,
      role: entry.role,
      startOn: entry.startOn,
      endOn: entry.endOn,
      link: refereeUrl(deps.config.siteUrl, refereeToken(key, request.id)),
      expiresAt: request.expiresAt,
    });
    const done = await db.transaction(async (tx) => {
      const moved = await tx
        .update(refereeRequests)
        .set({ remindersSent: due, remindedAt: now })
        .where(and(eq(refereeRequests.id, request.id), eq(refereeRequests.remindersSent, request.remindersSent)))
        .returning({ id: refereeRequests.id });
      if (!moved.length) return false;
      await deps.mailer.send(message, { db: tx });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

// ——— Withdrawal ———

/** Withdraws an open application of the candidate's; a paid fee is refunded when review had not started. */
export async function withdrawApplication(
  deps: Clocked,
  input: { userId: string; applicationId: string },
): Promise<"withdrawn" | "notFound" | "refused"> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(certificationApplications)
      .where(
        and(eq(certificationApplications.id, input.applicationId), eq(certificationApplications.userId, input.userId)),
      );
    if (!current) return "notFound";
    const to = nextState(current.state, "withdraw", "candidate");
    if (!to) return "refused";
    const moved = await tx
      .update(certificationApplications)
      .set({ state: to, updatedAt: now })
      .where(and(eq(certificationApplications.id, current.id), eq(certificationApplications.state, current.state)))
      .returning({ id: certificationApplications.id });
    if (!moved.length) return "refused";
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      actorId: input.userId,
      actorKind: "candidate",
      action: "withdraw",
      fromState: current.state,
      toState: to,
      at: now,
    });
    if (withdrawalRefunds(current.state)) await refundApplicationFee(tx, deps, current.id);
    return "withdrawn";
  });
}

// ——— The dashboard ———

export async function applicationsOf(db: Database, userId: string) {
  const apps = await db
    .select()
    .from(certificationApplications)
    .where(eq(certificationApplications.userId, userId))
    .orderBy(desc(certificationApplications.createdAt));
  if (!apps.length) return [];
  const ids = apps.map((a) => a.id);
  const [events, requests, messages, experience] = await Promise.all([
    db
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.at)),
    db
      .select()
      .from(refereeRequests)
      .where(inArray(refereeRequests.applicationId, ids))
      .orderBy(asc(refereeRequests.sentAt)),
    db
      .select({
        id: applicationMessages.id,
        applicationId: applicationMessages.applicationId,
        body: applicationMessages.body,
        createdAt: applicationMessages.createdAt,
      })
      .from(applicationMessages)
      .where(and(inArray(applicationMessages.applicationId, ids), eq(applicationMessages.fromStaff, true)))
      .orderBy(asc(applicationMessages.createdAt)),
    db
      .select({
        id: applicationExperience.id,
        applicationId: applicationExperience.applicationId,
        employer: applicationExperience.employer,
      })
      .from(applicationExperience)
      .where(inArray(applicationExperience.applicationId, ids)),
  ]);
  return apps.map((application) => ({
    application,
    events: events.filter((e) => e.applicationId === application.id),
    referees: requests
      .filter((r) => r.applicationId === application.id)
      .map((r) => ({
        id: r.id,
        refereeName: r.refereeName,
        employer: experience.find((e) => e.id === r.experienceId)?.employer ?? "",
        answer: r.answer,
        replaced: r.replacedBy !== null,
        expiresAt: r.expiresAt,
      })),
    messages: messages.filter((m) => m.applicationId === application.id),
  }));
}

/** A document of an application, for its applicant or reviewing staff (the caller checks with policy.ts). */
export async function applicationDocument(db: Database, id: string) {
  const [row] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, id));
  return row ?? null;
}
