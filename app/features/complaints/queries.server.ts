import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { complaintNotes, complaints, users } from "~/db/schema";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { normaliseEmail } from "~/features/newsletter";
import { logDecision } from "~/features/staff/index.server";
import { complaintReference, type ComplaintInput, type ComplaintOutcome, type ComplaintStatus } from "./complaints";
import { complaintMail } from "./mail.server";

/** The decision log's subject of a complaint: every step is logged under it (decision 040). */
export const complaintSubject = (id: string) => ({ kind: "complaint", id });

type MailDeps = { db: Database; mailer: Mailer; siteUrl: string };

function languageOf(code: string): LanguageCode {
  return isLanguageCode(code) ? code : "en";
}

const dateIn = (language: LanguageCode, date: Date) =>
  formatDate(date.toISOString().slice(0, 10), dateWordsOf(language));

/**
 * Files a complaint with its receipt mail and its first log entry, in one transaction (the caller
 * wraps it in `storeOnce`, so a retried post stores once). `holderUserId`: the account holding the
 * credential the complaint names, found by the caller in the registry.
 */
export async function fileComplaint(
  deps: MailDeps,
  input: Omit<ComplaintInput, "intent"> & {
    language: string;
    submittedBy: string | null;
    holderUserId: string | null;
  },
): Promise<{ id: string; reference: string }> {
  const language = languageOf(input.language);
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const id = crypto.randomUUID();
    const reference = complaintReference(id);
    const [row] = await tx
      .insert(complaints)
      .values({
        id,
        reference,
        about: input.about,
        credentialId: input.credentialId || null,
        holderUserId: input.holderUserId,
        holderName: input.holderName || null,
        name: input.name,
        email: normaliseEmail(input.email),
        text: input.text,
        language,
        submittedBy: input.submittedBy,
      })
      .returning({ createdAt: complaints.createdAt });
    await logDecision(tx, { subject: complaintSubject(id), staffId: null, action: "filed" });
    await deps.mailer.send(
      await complaintMail("received", language, deps.siteUrl, {
        to: input.email,
        reference,
        date: dateIn(language, row!.createdAt),
      }),
      { db: tx },
    );
    return { id, reference };
  });
}

export const COMPLAINTS_PAGE_SIZE = 50;

/** The staff queue: open complaints first, oldest first (they have waited longest); then closed ones. */
export async function listComplaints(db: Database, options: { status?: ComplaintStatus } = {}) {
  return db
    .select({
      id: complaints.id,
      reference: complaints.reference,
      about: complaints.about,
      holderName: complaints.holderName,
      credentialId: complaints.credentialId,
      holderUserId: complaints.holderUserId,
      submittedBy: complaints.submittedBy,
      status: complaints.status,
      outcome: complaints.outcome,
      createdAt: complaints.createdAt,
      closedAt: complaints.closedAt,
    })
    .from(complaints)
    .where(options.status ? eq(complaints.status, options.status) : undefined)
    .orderBy(desc(eq(complaints.status, "open")), asc(complaints.createdAt))
    .limit(COMPLAINTS_PAGE_SIZE);
}

export async function countOpenComplaints(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complaints).where(eq(complaints.status, "open"));
  return row?.n ?? 0;
}

export async function findComplaint(db: Database, id: string) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row ?? null;
}

export async function notesOf(db: Database, complaintId: string) {
  return db
    .select({
      id: complaintNotes.id,
      text: complaintNotes.text,
      staffName: users.name,
      createdAt: complaintNotes.createdAt,
    })
    .from(complaintNotes)
    .leftJoin(users, eq(users.id, complaintNotes.staffId))
    .where(eq(complaintNotes.complaintId, complaintId))
    .orderBy(asc(complaintNotes.createdAt), asc(complaintNotes.id));
}

/** Adds a staff note to an open complaint, logged; false when it is closed (or gone). */
export async function addComplaintNote(
  db: Database,
  input: { complaintId: string; staffId: string; text: string },
): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // Locks the complaint: a note cannot slip in after a parallel close.
    const [open] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(eq(complaints.id, input.complaintId), eq(complaints.status, "open")))
      .for("update");
    if (!open) return false;
    await tx.insert(complaintNotes).values(input);
    await logDecision(tx, { subject: complaintSubject(input.complaintId), staffId: input.staffId, action: "noted" });
    return true;
  });
}

/**
 * Closes an open complaint with an outcome and a reason, logs it and mails the complainant (the
 * outcome's category, decision 040). Once: a parallel second close changes and mails nothing (false).
 */
export async function closeComplaint(
  deps: MailDeps,
  input: { complaintId: string; staffId: string; outcome: ComplaintOutcome; reason: string },
): Promise<boolean> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const now = new Date();
    const [closed] = await tx
      .update(complaints)
      .set({
        status: "closed",
        outcome: input.outcome,
        outcomeReason: input.reason,
        closedBy: input.staffId,
        closedAt: now,
      })
      .where(and(eq(complaints.id, input.complaintId), eq(complaints.status, "open")))
      .returning({ reference: complaints.reference, email: complaints.email, language: complaints.language });
    if (!closed) return false;
    await logDecision(tx, {
      subject: complaintSubject(input.complaintId),
      staffId: input.staffId,
      action: `closed:${input.outcome}`,
      reason: input.reason,
    });
    const language = languageOf(closed.language);
    await deps.mailer.send(
      await complaintMail("closed", language, deps.siteUrl, {
        to: closed.email,
        reference: closed.reference,
        date: dateIn(language, now),
        outcome: input.outcome,
      }),
      { db: tx },
    );
    return true;
  });
}
