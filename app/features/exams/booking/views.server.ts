/**
 * What the candidate's exam pages show, already in the reader's words: their bookings, the sessions each approved
 * application may book now (with the seats left), and one booking with what may still be done with it.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { examAttempts, examSessions } from "~/db/schema";
import {
  approvedApplicationOf,
  approvedApplicationsOf,
  type ApprovedApplication,
} from "~/features/applications/index.server";
import { formatMoney, itemAmountCents } from "~/features/payments";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { AttemptState } from "../engine/attempts";
import { canBook, isRetake, retakeRule, type AttemptRecord, type BookingCheck } from "../engine/retakes";
import { bookable, changesOpen, sessionRule } from "../engine/sessions";
import { accommodationOf } from "./accommodations.server";
import { windowOf } from "./booking.server";
import { describeSession } from "./describe.server";
import { retakeInvoice } from "./fee.server";
import type { RetakeFeeView } from "./retake-fee";
import {
  attemptRecords,
  engineSession,
  languagesOffered,
  sessionById,
  upcomingSessions,
  type SessionRow,
} from "./queries.server";

type Words = { language: LanguageCode; formatDay: (value: string | Date) => string };

export type SessionChoice = {
  id: string;
  when: string;
  place: string;
  delivery: SessionRow["delivery"];
  seatsLeft: number;
};

const choiceOf = (session: SessionRow, language: LanguageCode): SessionChoice => {
  const words = describeSession(session, language);
  return {
    id: session.id,
    when: words.when,
    place: words.place,
    delivery: session.delivery,
    seatsLeft: Math.max(0, session.capacity - session.booked),
  };
};

/** A refusal of the retake rules as a key of the `examBooking` namespace and its values. */
export function checkWords(
  check: BookingCheck,
  words: Words,
): { key: string; values: Record<string, string | number> } | null {
  if (check.ok) return null;
  switch (check.reason) {
    case "alreadyPassed":
      return { key: "reasons.alreadyPassed", values: {} };
    case "windowClosed":
      return {
        key: check.side === "before" ? "reasons.windowNotOpen" : "reasons.windowClosed",
        values: { from: words.formatDay(check.window.from), until: words.formatDay(check.window.until) },
      };
    case "noAttemptsLeft":
      return { key: "reasons.noAttemptsLeft", values: { count: retakeRule.maxAttemptsPerWindow } };
    case "attemptPending":
      return { key: "reasons.attemptPending", values: {} };
    case "tooSoon":
      return {
        key: "reasons.tooSoon",
        values: { date: words.formatDay(check.earliest), days: retakeRule.waitDaysAfterFail },
      };
  }
}

/** A retake's invoice as the candidate's pages show it: amount, number, status, and where to get and pay it. */
export type FeeView = RetakeFeeView;

async function feeView(db: Database, attemptId: string, language: LanguageCode): Promise<FeeView | null> {
  const invoice = await retakeInvoice(db, attemptId);
  if (!invoice) return null;
  return {
    amount: formatMoney(invoice.totalCents, invoice.currency, language),
    number: invoice.number,
    status: invoice.status,
    pdf: `/account/invoices/${invoice.id}.pdf`,
  };
}

/** The fee the next booking of an application would be invoiced (a retake's), in the reader's words; or null. */
function nextFee(records: readonly AttemptRecord[], application: ApprovedApplication, language: LanguageCode) {
  if (!isRetake(records, windowOf(application))) return null;
  const cents = itemAmountCents({
    kind: "examRetake",
    level: application.level,
    basis: application.feeBasis ?? "nonMember",
  });
  return formatMoney(cents, "USD", language);
}

/** The sessions an application may book now: open, with a seat, in its window, changes still open. */
async function bookableFor(db: Database, application: ApprovedApplication, now: Date) {
  const rows = await upcomingSessions(db, application.level, now);
  const ids = new Set(
    bookable(rows.map(engineSession), application.level, windowOf(application), now).map((s) => s.id),
  );
  return { rows, bookable: rows.filter((row) => ids.has(row.id)) };
}

const activeStates: readonly AttemptState[] = ["admitted", "inProgress", "paused"];

/** /account/exams: the candidate's bookings, newest first, and what each approved application may book. */
export async function myExams(db: Database, userId: string, now: Date, words: Words) {
  const [attempts, applications] = await Promise.all([
    db
      .select({ attempt: examAttempts, session: examSessions })
      .from(examAttempts)
      .innerJoin(examSessions, eq(examSessions.id, examAttempts.sessionId))
      .where(eq(examAttempts.userId, userId))
      .orderBy(desc(examSessions.startsAt)),
    approvedApplicationsOf(db, userId),
  ]);
  const windows = await Promise.all(
    applications.map(async (application) => {
      const records = await attemptRecords(db, userId, application.level);
      const check = canBook(records, windowOf(application), now);
      const { bookable: open } = await bookableFor(db, application, now);
      return {
        retakeFee: check.ok ? nextFee(records, application, words.language) : null,
        applicationId: application.id,
        level: application.level,
        from: words.formatDay(application.eligibleFrom),
        until: words.formatDay(application.eligibleUntil),
        refusal: checkWords(check, words),
        sessions: check.ok ? open.map((s) => choiceOf(s, words.language)) : [],
      };
    }),
  );
  const fees = await Promise.all(attempts.map(({ attempt }) => feeView(db, attempt.id, words.language)));
  return {
    bookings: attempts.map(({ attempt, session }, index) => ({
      ...choiceOf(session, words.language),
      id: attempt.id,
      level: attempt.level,
      state: attempt.state,
      number: attempt.number,
      fee: fees[index] ?? null,
    })),
    windows,
  };
}

/**
 * /account/exams/book/:applicationId: the sessions of the level in the window that have not started and are
 * open, with their seats; a full one names the next three with a seat. Null when the application is not the
 * candidate's approved one.
 */
export async function bookingChoices(db: Database, userId: string, applicationId: string, now: Date, words: Words) {
  const application = await approvedApplicationOf(db, userId, applicationId);
  if (!application) return null;
  const records = await attemptRecords(db, userId, application.level);
  const check = canBook(records, windowOf(application), now);
  const { rows, bookable: open } = await bookableFor(db, application, now);
  const window = windowOf(application);
  const inWindow = rows.filter((row) => {
    const day = row.startsAt.toISOString().slice(0, 10);
    return day >= window.from && day <= window.until && changesOpen(row.startsAt, now);
  });
  return {
    applicationId: application.id,
    level: application.level,
    from: words.formatDay(application.eligibleFrom),
    until: words.formatDay(application.eligibleUntil),
    refusal: checkWords(check, words),
    retakeFee: check.ok ? nextFee(records, application, words.language) : null,
    changesCloseHours: sessionRule.changesCloseHours,
    languages: await languagesOffered(db, application.level),
    sessions: inWindow.map((row) => ({
      ...choiceOf(row, words.language),
      full: row.booked >= row.capacity,
      // A full session offers the next ones with a seat instead (sessions.ts `alternatives`).
      alternatives:
        row.booked >= row.capacity
          ? open
              .filter((o) => o.startsAt > row.startsAt)
              .slice(0, sessionRule.alternatives)
              .map((o) => choiceOf(o, words.language))
          : [],
    })),
  };
}

/** /account/exams/:attemptId: one of the candidate's bookings, or null (not theirs: the page is a 404). */
export async function attemptPage(db: Database, userId: string, attemptId: string, now: Date, words: Words) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)));
  if (!row) return null;
  const session = await sessionById(db, row.sessionId);
  if (!session) return null;
  const application = await approvedApplicationOf(db, userId, row.applicationId);
  const open = row.state === "booked" && changesOpen(session.startsAt, now);
  const moves =
    open && application
      ? (await bookableFor(db, application, now)).bookable
          .filter((s) => s.id !== session.id)
          .map((s) => choiceOf(s, words.language))
      : [];
  const accommodation = await accommodationOf(db, row.applicationId);
  const changesCloseAt = new Date(session.startsAt.getTime() - sessionRule.changesCloseHours * 3_600_000);
  return {
    id: row.id,
    level: row.level,
    state: row.state,
    number: row.number,
    language: row.language,
    extraTimePercent: row.extraTimePercent,
    session: choiceOf(session, words.language),
    changesOpen: open,
    changesCloseHours: sessionRule.changesCloseHours,
    changesClose: describeSession({ ...session, startsAt: changesCloseAt }, words.language).when,
    moves,
    fee: await feeView(db, row.id, words.language),
    sitLink: activeStates.includes(row.state),
    reportLink: row.state === "scored",
    accommodation: accommodation
      ? {
          status: accommodation.status,
          request: accommodation.request,
          extraTimePercent: accommodation.extraTimePercent,
          note: accommodation.decisionNote,
        }
      : null,
    mayAskAccommodation:
      (["booked", "admitted"] as AttemptState[]).includes(row.state) && accommodation?.status !== "approved",
  };
}
