import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cancelRegistration, type EventRecord } from "~/features/events/queries.server";
import { eventRegistrations, users } from "~/db/schema";
import type { Mailer } from "~/lib/mail/mail.server";
import { queueEventMail } from "./event-mail.server";

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

export type StaffCancelResult =
  | { outcome: "cancelled"; name: string; promoted: string[] }
  | { outcome: "already" | "checkedIn"; name: string }
  | { outcome: "missing" };

async function namesOf(tx: Database, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * An admin cancels a member's registration (decision 032): the same transaction
 * as a member's own cancellation — the event's row locked, the registration cancelled, the first
 * waitlisted promoted — and the mails queued in it: the member hears, in their language, that our
 * staff cancelled it (with the admin's reason quoted, when given); the promoted member gets the usual
 * "a place became free". A second cancellation of the same registration finds it cancelled and
 * changes and mails nothing. A checked-in registration is refused: undo the check-in first.
 */
export async function cancelForMember(
  deps: Deps,
  input: { event: EventRecord; registrationId: string; reason: string },
): Promise<StaffCancelResult> {
  const { event } = input;
  const reason = input.reason.trim();
  return deps.db.transaction(async (t): Promise<StaffCancelResult> => {
    const tx = t as unknown as Database;
    const { cancelled, promoted } = await cancelRegistration(tx, {
      eventId: event.id,
      registrationId: input.registrationId,
    });
    if (!cancelled) {
      const [row] = await tx
        .select({ status: eventRegistrations.status, name: users.name })
        .from(eventRegistrations)
        .innerJoin(users, eq(users.id, eventRegistrations.userId))
        .where(and(eq(eventRegistrations.id, input.registrationId), eq(eventRegistrations.eventId, event.id)));
      if (!row) return { outcome: "missing" };
      return { outcome: row.status === "attended" ? "checkedIn" : "already", name: row.name };
    }
    await queueEventMail(tx, deps.mailer, deps.siteUrl, "cancelledByStaff", {
      userId: cancelled.userId,
      event,
      reason,
    });
    for (const registration of promoted) {
      await queueEventMail(tx, deps.mailer, deps.siteUrl, "promoted", { userId: registration.userId, event });
    }
    const names = await namesOf(tx, [cancelled.userId, ...promoted.map((r) => r.userId)]);
    return {
      outcome: "cancelled",
      name: names.get(cancelled.userId) ?? "",
      promoted: promoted.map((r) => names.get(r.userId) ?? ""),
    };
  });
}
