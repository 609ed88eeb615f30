import { aliasedTable, and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffConflicts, staffDecisions, staffDuties, users } from "~/db/schema";
import { containsPattern } from "~/lib/data/like-pattern";
import { isDuty, type Duty } from "~/features/auth";
import { impartialityRule, type ImpartialityProblem } from "./staff";

/** What a logged step is about: an application, an appeal, a complaint, a staff account's duties… */
export type DecisionSubject = { kind: string; id: string };

export type DecisionEntry = {
  id: string;
  staffId: string | null;
  staffName: string | null;
  action: string;
  reason: string;
  createdAt: Date;
};

/**
 * Appends one step to the decision log (who, when, what, why), in the caller's transaction so it
 * commits with the change it records. The log is append-only: nothing updates or deletes it.
 */
export async function logDecision(
  tx: Database,
  entry: { subject: DecisionSubject; staffId: string | null; action: string; reason?: string },
): Promise<void> {
  await tx.insert(staffDecisions).values({
    subjectKind: entry.subject.kind,
    subjectId: entry.subject.id,
    staffId: entry.staffId,
    action: entry.action,
    reason: entry.reason ?? "",
  });
}

/** A subject's logged steps, oldest first, with the name of who took each. */
export async function decisionsFor(db: Database, subject: DecisionSubject): Promise<DecisionEntry[]> {
  return db
    .select({
      id: staffDecisions.id,
      staffId: staffDecisions.staffId,
      staffName: users.name,
      action: staffDecisions.action,
      reason: staffDecisions.reason,
      createdAt: staffDecisions.createdAt,
    })
    .from(staffDecisions)
    .leftJoin(users, eq(users.id, staffDecisions.staffId))
    .where(and(eq(staffDecisions.subjectKind, subject.kind), eq(staffDecisions.subjectId, subject.id)))
    .orderBy(asc(staffDecisions.createdAt), asc(staffDecisions.id));
}

// Duties

/**
 * Grants a duty (once: a parallel second grant stores nothing) and logs it. True when it was granted
 * now, false when the account already held it.
 */
export async function grantDuty(
  db: Database,
  input: { userId: string; duty: Duty; grantedBy: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffDuties)
      .values({ userId: input.userId, duty: input.duty, grantedBy: input.grantedBy })
      .onConflictDoNothing()
      .returning({ userId: staffDuties.userId });
    if (inserted.length === 0) return false;
    await logDecision(tx as unknown as Database, {
      subject: { kind: "staffDuties", id: input.userId },
      staffId: input.grantedBy,
      action: `granted:${input.duty}`,
    });
    return true;
  });
}

/** Removes a duty and logs it; false when the account did not hold it. */
export async function removeDuty(
  db: Database,
  input: { userId: string; duty: Duty; removedBy: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffDuties)
      .where(and(eq(staffDuties.userId, input.userId), eq(staffDuties.duty, input.duty)))
      .returning({ userId: staffDuties.userId });
    if (removed.length === 0) return false;
    await logDecision(tx as unknown as Database, {
      subject: { kind: "staffDuties", id: input.userId },
      staffId: input.removedBy,
      action: `removed:${input.duty}`,
    });
    return true;
  });
}

/** The duties an account holds (rows; whether they count depends on its role, see hasDuty). */
export async function dutiesOfUser(db: Database, userId: string): Promise<Duty[]> {
  const rows = await db.select({ duty: staffDuties.duty }).from(staffDuties).where(eq(staffDuties.userId, userId));
  return rows.map((row) => row.duty).filter(isDuty);
}

/** The staff accounts with their duties, by name (for /admin/staff). */
export async function listStaff(db: Database) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, duty: staffDuties.duty })
    .from(users)
    .leftJoin(staffDuties, eq(staffDuties.userId, users.id))
    .where(and(eq(users.role, "staff"), isNull(users.disabledAt)))
    .orderBy(asc(users.name), asc(users.id));
  const byId = new Map<string, { id: string; name: string; email: string; duties: Duty[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, email: row.email, duties: [] };
    if (row.duty && isDuty(row.duty)) entry.duties.push(row.duty);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

// Conflicts of interest

/**
 * The account a staff member means by what they typed: an exact e-mail address, else the one account
 * whose name contains it. "none" or "several" when that does not name one person.
 */
export async function findPerson(
  db: Database,
  typed: string,
): Promise<{ id: string; name: string } | "none" | "several"> {
  const text = typed.trim();
  const [byEmail] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, text.toLowerCase()));
  if (byEmail) return byEmail;
  const byName = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(ilike(users.name, containsPattern(text)))
    .limit(2);
  if (byName.length === 0) return "none";
  if (byName.length > 1) return "several";
  return byName[0]!;
}

/** Declares a conflict; a standing one with the same person is kept (false), so a double post stores once. */
export async function declareConflict(
  db: Database,
  input: { staffId: string; personId: string; reason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffConflicts)
      .values(input)
      .onConflictDoNothing()
      .returning({ id: staffConflicts.id });
    if (inserted.length === 0) return false;
    await logDecision(tx as unknown as Database, {
      subject: { kind: "staffConflict", id: inserted[0]!.id },
      staffId: input.staffId,
      action: "declared",
      reason: input.reason,
    });
    return true;
  });
}

/** Withdraws one's own standing declaration; false when there is none with this id. */
export async function withdrawConflict(db: Database, input: { id: string; staffId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(staffConflicts)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(staffConflicts.id, input.id),
          eq(staffConflicts.staffId, input.staffId),
          isNull(staffConflicts.withdrawnAt),
        ),
      )
      .returning({ id: staffConflicts.id });
    if (withdrawn.length === 0) return false;
    await logDecision(tx as unknown as Database, {
      subject: { kind: "staffConflict", id: input.id },
      staffId: input.staffId,
      action: "withdrawn",
    });
    return true;
  });
}

const person = aliasedTable(users, "person");

/** Standing declarations, newest first: one staff member's, or everyone's (`staffId` absent). */
export async function standingConflicts(db: Database, options: { staffId?: string } = {}) {
  return db
    .select({
      id: staffConflicts.id,
      staffId: staffConflicts.staffId,
      staffName: users.name,
      personName: person.name,
      personEmail: person.email,
      reason: staffConflicts.reason,
      declaredAt: staffConflicts.declaredAt,
    })
    .from(staffConflicts)
    .innerJoin(users, eq(users.id, staffConflicts.staffId))
    .innerJoin(person, eq(person.id, staffConflicts.personId))
    .where(
      and(
        isNull(staffConflicts.withdrawnAt),
        options.staffId ? eq(staffConflicts.staffId, options.staffId) : undefined,
      ),
    )
    .orderBy(desc(staffConflicts.declaredAt), desc(staffConflicts.id));
}

/** Whether a conflict stands between the two accounts, declared by either. */
export async function conflictStands(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staffConflicts)
    .where(
      and(
        isNull(staffConflicts.withdrawnAt),
        or(
          and(eq(staffConflicts.staffId, a), eq(staffConflicts.personId, b)),
          and(eq(staffConflicts.staffId, b), eq(staffConflicts.personId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The accounts with which a conflict stands for this staff member, declared by either side (for lists). */
export async function conflictPartners(db: Database, staffId: string): Promise<Set<string>> {
  const rows = await db
    .select({ staffId: staffConflicts.staffId, personId: staffConflicts.personId })
    .from(staffConflicts)
    .where(
      and(
        isNull(staffConflicts.withdrawnAt),
        or(eq(staffConflicts.staffId, staffId), eq(staffConflicts.personId, staffId)),
      ),
    );
  return new Set(rows.map((row) => (row.staffId === staffId ? row.personId : row.staffId)));
}

/**
 * The impartiality check (ISO/IEC 17024 4.3) every staff action on a person's case asks before it
 * acts: `subjectUserId` is whose case it is (null: nobody's account, e.g. a complaint about the body),
 * `decidedBy` who made the decision appealed (for appeals).
 */
export async function impartialityProblem(
  db: Database,
  input: { staffId: string; subjectUserId: string | null; decidedBy?: string | null },
): Promise<ImpartialityProblem | null> {
  const declaredConflict =
    input.subjectUserId !== null && input.subjectUserId !== input.staffId
      ? await conflictStands(db, input.staffId, input.subjectUserId)
      : false;
  return impartialityRule({ ...input, declaredConflict });
}
