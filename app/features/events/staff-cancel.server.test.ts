import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activeRegistration, checkInRegistration, registerForEvent } from "~/features/events/queries.server";
import type { Database } from "~/db/client.server";
import { eventRegistrations, mailOutbox, users } from "~/db/schema";
import { localString } from "~/lib/format/localized";
import { createMailer } from "~/lib/mail/mail.server";
import { getNamespace } from "~/locales/index.server";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { insertTestEvent } from "../../../tests/support/event-route-test.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { cancelForMember } from "./staff-cancel.server";

const handle = setupTestDatabase();
const deps = () => ({
  db: handle.db,
  mailer: createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" }),
  siteUrl: "https://geocert.example",
});
const inTx = <T>(run: (tx: Database) => Promise<T>) => handle.db.transaction((tx) => run(tx as unknown as Database));

async function register(eventId: string, userId: string) {
  const outcome = await inTx((tx) => registerForEvent(tx, { eventId, userId }));
  if (outcome.outcome === "missing") throw new Error("no event");
  return outcome.registration;
}

const emailOf = async (id: string) =>
  (await handle.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe("an admin cancels a member's registration", () => {
  it("cancels, promotes the first waitlisted and mails both through the outbox, in their languages", async () => {
    const event = await insertTestEvent(handle.db, { capacity: 1 });
    const a = await insertTestUser(handle.db, "Áslaug Member", "is");
    const b = await insertTestUser(handle.db, "Bo Member", "fr");
    const registration = await register(event.id, a);
    await register(event.id, b);

    const result = await cancelForMember(deps(), {
      event,
      registrationId: registration.id,
      reason: "  The venue is smaller than planned.  ",
    });
    expect(result).toEqual({ outcome: "cancelled", name: "Áslaug Member", promoted: ["Bo Member"] });
    expect(await activeRegistration(handle.db, event.id, a)).toBeNull();
    expect((await activeRegistration(handle.db, event.id, b))?.status).toBe("registered");

    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.to, m.language]).sort()).toEqual(
      [
        [await emailOf(a), "is"],
        [await emailOf(b), "fr"],
      ].sort(),
    );
    const cancelled = mails.find((m) => m.language === "is")!;
    // Our fixed words in the member's language, the staff's reason quoted.
    const icelandic = getNamespace("is", "eventRegistration").mail.cancelledByStaff.subject;
    expect(cancelled.subject).toBe(icelandic.replace("{{title}}", localString(event.title, "is")));
    expect(cancelled.text).toContain("The venue is smaller than planned.");
    expect(cancelled.html).toContain("The venue is smaller than planned.");
    expect(cancelled.attachments).toBeNull();
    const promoted = mails.find((m) => m.language === "fr")!;
    expect(promoted.attachments).toHaveLength(1);
  });

  it("a reason is optional; a checked-in registration is refused; an unknown one is missing", async () => {
    const event = await insertTestEvent(handle.db, { capacity: null });
    const a = await insertTestUser(handle.db, "Ada Member");
    const c = await insertTestUser(handle.db, "Cy Member");
    const registration = await register(event.id, a);
    await inTx((tx) => checkInRegistration(tx, registration.id, event));
    expect(await cancelForMember(deps(), { event, registrationId: registration.id, reason: "" })).toEqual({
      outcome: "checkedIn",
      name: "Ada Member",
    });
    expect((await activeRegistration(handle.db, event.id, a))?.status).toBe("attended");
    expect(
      await cancelForMember(deps(), { event, registrationId: "00000000-0000-4000-8000-000000000000", reason: "" }),
    ).toEqual({ outcome: "missing" });

    const other = await register(event.id, c);
    expect(await cancelForMember(deps(), { event, registrationId: other.id, reason: "" })).toEqual({
      outcome: "cancelled",
      name: "Cy Member",
      promoted: [],
    });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail!.subject).toBe(`Registration cancelled by GeoCert: ${event.title.en}`);
    expect(mail!.text).not.toContain("note from our staff");
    // Another event's registration cannot be cancelled from this one.
    const elsewhere = await insertTestEvent(handle.db, { slug: "elsewhere" });
    const there = await register(elsewhere.id, a);
    expect(await cancelForMember(deps(), { event, registrationId: there.id, reason: "" })).toEqual({
      outcome: "missing",
    });
  });

  it("two admins cancelling the same registration at once: one cancellation, one promotion, one mail each", async () => {
    const event = await insertTestEvent(handle.db, { capacity: 1 });
    const a = await insertTestUser(handle.db, "Ada Member");
    const b = await insertTestUser(handle.db, "Bo Member");
    const c = await insertTestUser(handle.db, "Cy Member");
    const registration = await register(event.id, a);
    await register(event.id, b);
    await register(event.id, c);

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        cancelForMember(deps(), { event, registrationId: registration.id, reason: "Duplicate booking." }),
      ),
    );
    expect(results.filter((r) => r.outcome === "cancelled")).toEqual([
      { outcome: "cancelled", name: "Ada Member", promoted: ["Bo Member"] },
    ]);
    expect(results.filter((r) => r.outcome === "already")).toHaveLength(3);

    const rows = await handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.filter((r) => r.status === "cancelled").map((r) => r.userId)).toEqual([a]);
    expect(rows.filter((r) => r.status === "registered").map((r) => r.userId)).toEqual([b]);
    expect(rows.filter((r) => r.status === "waitlisted").map((r) => r.userId)).toEqual([c]);
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual([await emailOf(a), await emailOf(b)].sort());
  });
});
