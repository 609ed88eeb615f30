import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { partnerApplicationDecisions, partnerApplications, partnerInvitations, users } from "~/db/schema";

/**
 * Partnership decisions (docs/decisions/034-partnership-decisions.md): the queries behind approving
 * or declining an application, and the invitation an approval mails when the address has no
 * confirmed account. Every function takes the caller's transaction.
 */

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

export type Decision = typeof partnerApplicationDecisions.$inferSelect;

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The decision on an application, if one was made. */
export async function decisionOf(db: Database, applicationId: string): Promise<Decision | null> {
  const [row] = await db
    .select()
    .from(partnerApplicationDecisions)
    .where(eq(partnerApplicationDecisions.applicationId, applicationId));
  return row ?? null;
}

/**
 * Claims the decision on an application: true for the first caller only (the primary key), so two
 * admins or a double click decide once. Also sets the application's status.
 */
export async function claimDecision(
  tx: Database,
  input: Omit<typeof partnerApplicationDecisions.$inferInsert, "decidedAt">,
): Promise<boolean> {
  const claimed = await tx
    .insert(partnerApplicationDecisions)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: partnerApplicationDecisions.applicationId });
  if (claimed.length === 0) return false;
  await tx
    .update(partnerApplications)
    .set({ status: input.decision, updatedAt: new Date() })
    .where(eq(partnerApplications.id, input.applicationId));
  return true;
}

/** The account at an address that may receive the partner role: confirmed and not disabled. */
export async function confirmedAccountAt(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, verified: users.emailVerified, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row && row.verified && !row.disabledAt ? row : null;
}

/** Gives a member the partner role; an admin keeps theirs (admins have every role). */
export async function grantPartnerRole(tx: Database, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ role: "partner", updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.role, ["member"])));
}

/** A fresh link: the token for the mail, its hash for the table, and its expiry. */
function newLink(now: Date) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  return { token, tokenHash: hashInvitationToken(token), expiresAt };
}

/** A new invitation for an approved application; returns the token for the mail (stored only hashed). */
export async function createInvitation(
  tx: Database,
  input: { applicationId: string; email: string; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash, expiresAt } = newLink(input.now ?? new Date());
  await tx.insert(partnerInvitations).values({
    applicationId: input.applicationId,
    email: input.email.trim().toLowerCase(),
    tokenHash,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The invitation as the admin saw it: not accepted, and sent `sends` times (the form carries it). */
function asSeen(applicationId: string, sends: number) {
  return and(
    eq(partnerInvitations.applicationId, applicationId),
    eq(partnerInvitations.sends, sends),
    isNull(partnerInvitations.acceptedAt),
  );
}

/**
 * Sends an invitation again: a new token (14 days from `now`) replaces the stored hash, so the old
 * link stops working. Conditional on the invitation being as the admin saw it (not accepted, sent
 * `sends` times): of a double click or two admins, one renews; the others get null.
 */
export async function renewInvitation(
  tx: Database,
  input: { applicationId: string; sends: number; now?: Date },
): Promise<{ token: string; expiresAt: Date } | null> {
  const now = input.now ?? new Date();
  const { token, tokenHash, expiresAt } = newLink(now);
  const renewed = await tx
    .update(partnerInvitations)
    .set({ tokenHash, expiresAt, sends: sql`${partnerInvitations.sends} + 1`, sentAt: now })
    .where(asSeen(input.applicationId, input.sends))
    .returning({ id: partnerInvitations.id });
  return renewed.length > 0 ? { token, expiresAt } : null;
}

/**
 * Closes an invitation because its address's confirmed account got the role directly (sending it
 * again found one): marked accepted by that account, on the same condition as renewInvitation.
 */
export async function closeInvitation(
  tx: Database,
  input: { applicationId: string; sends: number; userId: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const closed = await tx
    .update(partnerInvitations)
    .set({ acceptedAt: now, acceptedBy: input.userId, sends: sql`${partnerInvitations.sends} + 1`, sentAt: now })
    .where(asSeen(input.applicationId, input.sends))
    .returning({ id: partnerInvitations.id });
  return closed.length > 0;
}

/** An approval's outcome after the fact: "granted" once the role was given on sending again. */
export async function setDecisionOutcome(tx: Database, applicationId: string, outcome: "granted"): Promise<void> {
  await tx
    .update(partnerApplicationDecisions)
    .set({ outcome })
    .where(eq(partnerApplicationDecisions.applicationId, applicationId));
}

export type Invitation = typeof partnerInvitations.$inferSelect;

/** The invitation a link names, whatever its state (the page explains a used or expired one). */
export async function invitationByToken(db: Database, token: string): Promise<Invitation | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(partnerInvitations)
    .where(eq(partnerInvitations.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

export type AcceptResult = { ok: true } | { ok: false; error: "invalid" | "used" | "expired" | "otherAddress" };

/**
 * Accepts an invitation for a signed-in member: the link (the token) and a confirmed account at the
 * invited address together prove the mailbox's owner; then the role is granted, once.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; userId: string; now?: Date },
): Promise<AcceptResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const invitation = await invitationByToken(tx, input.token);
    if (!invitation) return { ok: false, error: "invalid" } as const;
    if (invitation.acceptedAt) {
      return invitation.acceptedBy === input.userId ? ({ ok: true } as const) : ({ ok: false, error: "used" } as const);
    }
    if (invitation.expiresAt <= now) return { ok: false, error: "expired" } as const;
    const [user] = await tx
      .select({ email: users.email, verified: users.emailVerified, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user || !user.verified || user.disabledAt || user.email.toLowerCase() !== invitation.email) {
      return { ok: false, error: "otherAddress" } as const;
    }
    const taken = await tx
      .update(partnerInvitations)
      .set({ acceptedAt: now, acceptedBy: input.userId })
      .where(
        and(
          eq(partnerInvitations.id, invitation.id),
          // Not replaced in between by sending the invitation again.
          eq(partnerInvitations.tokenHash, invitation.tokenHash),
          isNull(partnerInvitations.acceptedAt),
          gt(partnerInvitations.expiresAt, now),
        ),
      )
      .returning({ id: partnerInvitations.id });
    if (taken.length === 0) {
      // Accepted in between (a double click): the same member's second press is the same answer.
      const [current] = await tx
        .select({ acceptedBy: partnerInvitations.acceptedBy, tokenHash: partnerInvitations.tokenHash })
        .from(partnerInvitations)
        .where(eq(partnerInvitations.id, invitation.id));
      if (current && !current.acceptedBy && current.tokenHash !== invitation.tokenHash) {
        return { ok: false, error: "invalid" } as const; // sent again meanwhile: this link is replaced
      }
      return current?.acceptedBy === input.userId ? ({ ok: true } as const) : ({ ok: false, error: "used" } as const);
    }
    await grantPartnerRole(tx, input.userId);
    return { ok: true } as const;
  });
}

/**
 * An approved application's decision outcome and invitation, read in one statement: two reads could
 * straddle another transaction's commit (the outcome before it, the invitation after it) and see a
 * state that never was.
 */
export async function invitationWithOutcome(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      outcome: partnerApplicationDecisions.outcome,
      acceptedAt: partnerInvitations.acceptedAt,
      sends: partnerInvitations.sends,
    })
    .from(partnerInvitations)
    .innerJoin(
      partnerApplicationDecisions,
      eq(partnerApplicationDecisions.applicationId, partnerInvitations.applicationId),
    )
    .where(
      and(eq(partnerInvitations.applicationId, applicationId), eq(partnerApplicationDecisions.decision, "approved")),
    );
  return row ?? null;
}

/** The invitation an approval mailed, if any (the admin page shows its state; sending again reads it). */
export async function invitationOf(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      expiresAt: partnerInvitations.expiresAt,
      acceptedAt: partnerInvitations.acceptedAt,
      sends: partnerInvitations.sends,
      sentAt: partnerInvitations.sentAt,
    })
    .from(partnerInvitations)
    .where(eq(partnerInvitations.applicationId, applicationId));
  return row ?? null;
}
