import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import type { Database } from "~/db/client.server";
import { examAttempts, examSessionStaff, invoices, mailOutbox, users } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { recordBankPayment } from "~/features/payments/index.server";
import { setupTestDatabase, testDeps } from "../../../../tests/support/test-db.server";
import {
  approvedApplication,
  candidate,
  frozenForm,
  pastAttempt,
  session,
} from "../../../../tests/support/exam-booking-fixtures.server";
import { invigilate } from "../sitting/invigilation.server";
import { bookSeat, cancelBooking } from "./booking.server";
import { feeSettled, retakeInvoice } from "./fee.server";
import { cancelSession } from "./sessions.server";

const handle = setupTestDatabase();
const NOW = new Date("2027-03-10T09:00:00Z");
const DAY = 86_400_000;
const WINDOW = { from: "2027-01-01", until: "2027-12-31" };
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const deps = (now: Date = NOW) => testDeps(handle.db, { clock: { now: () => now } });
const retakeCents = certifications.find((c) => c.key === "associate")!.fees.retake.nonMember * 100;

let tokens = 0;
const post = (token?: string) => {
  const form = new FormData();
  form.set("_submission", token ?? `retake-token-${(tokens += 1).toString().padStart(8, "0")}`);
  return form;
};

/** A candidate of `id` whose first attempt failed 31 days ago. */
async function failedOnce(db: Database = handle.db, id = "cand") {
  await candidate(db, id);
  const applicationId = await approvedApplication(db, id, WINDOW);
  const me = { userId: id, applicationId };
  await pastAttempt(db, me, { now: NOW, daysAgo: 31 });
  return me;
}

const invoicesOf = (userId: string) => handle.db.select().from(invoices).where(eq(invoices.userId, userId));

async function book(me: { userId: string; applicationId: string }, sessionId: string, form = post()) {
  const outcome = await bookSeat(deps(), form, { ...me, sessionId, language: "en" });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.attemptId;
}

describe("the retake fee", () => {
  it("a first attempt is not invoiced (the application's fee covers it)", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    await candidate(handle.db, "first");
    const me = { userId: "first", applicationId: await approvedApplication(handle.db, "first", WINDOW) };
    const attemptId = await book(me, await session(handle.db, { startsAt: at(10) }));
    expect(await invoicesOf("first")).toHaveLength(0);
    expect(await retakeInvoice(handle.db, attemptId)).toBeNull();
    expect(await feeSettled(handle.db, attemptId)).toBe(true);
  });

  it("a retake is invoiced in the booking at the level's retake fee, once for a retried post, with its mail", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await failedOnce();
    const sessionId = await session(handle.db, { startsAt: at(10) });
    const form = post();
    const attemptId = await book(me, sessionId, form);
    expect(await book(me, sessionId, form)).toBe(attemptId);
    const [invoice, ...more] = await invoicesOf(me.userId);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({
      purposeKind: "examRetake",
      purposeId: attemptId,
      status: "open",
      totalCents: retakeCents,
    });
    expect(invoice!.lines).toEqual([
      { key: "examRetake", params: { level: "associate", basis: "nonMember" }, amountCents: retakeCents },
    ]);
    expect(await retakeInvoice(handle.db, attemptId)).toMatchObject({ number: invoice!.number, status: "open" });
    const subjects = (await handle.db.select().from(mailOutbox)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith("Exam booked: "))).toBe(true);
    expect(subjects.some((s) => s.includes(invoice!.number))).toBe(true);
  });

  it("parallel bookings of one retake give one attempt and one invoice", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await failedOnce();
    const a = await session(handle.db, { startsAt: at(10) });
    const b = await session(handle.db, { startsAt: at(12) });
    const outcomes = await Promise.all([
      bookSeat(deps(), post(), { ...me, sessionId: a, language: "en" }),
      bookSeat(deps(), post(), { ...me, sessionId: b, language: "en" }),
      bookSeat(deps(), post(), { ...me, sessionId: a, language: "en" }),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const booked = (await handle.db.select().from(examAttempts).where(eq(examAttempts.userId, me.userId))).filter(
      (x) => x.state === "booked",
    );
    expect(booked).toHaveLength(1);
    const issued = await invoicesOf(me.userId);
    expect(issued.map((i) => i.purposeId)).toEqual([booked[0]!.id]);
  });

  it("cancelling in time voids the unpaid fee; a paid one gets a refund; staff cancelling a session too", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await failedOnce();
    const first = await book(me, await session(handle.db, { startsAt: at(10) }));
    expect(await cancelBooking(deps(), { userId: me.userId, attemptId: first })).toEqual({ ok: true });
    expect((await retakeInvoice(handle.db, first))!.status).toBe("void");

    await handle.db.insert(users).values([
      { id: "fin", name: "Finance", email: "fin@example.org" },
      { id: "exs", name: "Exam staff", email: "exs@example.org" },
    ]);
    const second = await book(me, await session(handle.db, { startsAt: at(20) }));
    const invoice = (await retakeInvoice(handle.db, second))!;
    expect(
      await recordBankPayment(handle.db, deps(), {
        invoiceId: invoice.id,
        reference: "BANK-1",
        paidOn: "2027-03-10",
        staffId: "fin",
      }),
    ).toBe(true);
    expect(await cancelBooking(deps(), { userId: me.userId, attemptId: second })).toEqual({ ok: true });
    const refunded = await handle.db.query.invoiceRefunds.findMany();
    expect(refunded).toEqual([
      expect.objectContaining({ invoiceId: invoice.id, status: "owed", reason: "bookingCancelled" }),
    ]);

    const sessionId = await session(handle.db, { startsAt: at(30) });
    const third = await book(me, sessionId);
    const staff: Viewer = { id: "exs", role: "staff", duties: ["examAdministration"] };
    expect(await cancelSession(deps(), staff, sessionId)).toBe(1);
    expect((await retakeInvoice(handle.db, third))!.status).toBe("void");
  });

  it("holds the seat but not the admission while unpaid; once paid the invigilator admits", async () => {
    await frozenForm(handle.db, "associate", ["en"]);
    const me = await failedOnce();
    await handle.db.insert(users).values([
      { id: "inv", name: "Invigilator", email: "inv@example.org", role: "staff" },
      { id: "fin", name: "Finance", email: "fin@example.org" },
    ]);
    const sessionId = await session(handle.db, { startsAt: at(10) });
    await handle.db.insert(examSessionStaff).values({ sessionId, userId: "inv", role: "invigilator" });
    const attemptId = await book(me, sessionId);
    const invigilator: Viewer = { id: "inv", role: "staff", duties: ["invigilation"] };
    const admit = async () => {
      const [row] = await handle.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
      return invigilate(deps(at(10)), invigilator, sessionId, {
        intent: "admit",
        attemptId,
        version: row!.version,
        identityChecked: "on",
      });
    };
    expect(await admit()).toEqual({ ok: false, error: "feeUnpaid" });
    const invoice = (await retakeInvoice(handle.db, attemptId))!;
    await recordBankPayment(handle.db, deps(), {
      invoiceId: invoice.id,
      reference: "BANK-2",
      paidOn: "2027-03-11",
      staffId: "fin",
    });
    expect(await admit()).toMatchObject({ ok: true, code: { name: "Candidate cand" } });
  });
});
