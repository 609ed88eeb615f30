/**
 * The candidate's dashboard as the page shows it: each of the member's applications with its state, what is
 * still needed, its deadlines, history, referees, staff messages and invoice, dates already in the reader's words.
 * Kept here rather than in the page so that the rules it applies (when an appeal may be made, when audit evidence
 * is taken, whether a withdrawal refunds) stay the feature's.
 */
import type { Deps } from "~/lib/server/deps.server";
import { appealDeadline, auditEvidenceStates } from "./candidate.server";
import { applicationInvoices } from "./fee.server";
import { applicationsOf } from "./queries.server";
import { isOpen, withdrawalRefunds } from "./states";

type DayWords = (value: Date | string) => string;

export async function candidateDashboard(deps: Pick<Deps, "db" | "clock">, userId: string, date: DayWords) {
  const now = deps.clock.now();
  const day = (value: Date | string | null) => (value ? date(value) : null);
  const items = await applicationsOf(deps.db, userId);
  const invoices = await applicationInvoices(
    deps.db,
    items.map((item) => item.application.id),
  );
  return items.map(({ application: a, events, referees, messages }) => {
    // The appeal window runs from the decision (the row's decidedAt, else the decline in the history).
    const declinedAt = a.decidedAt ?? events.filter((e) => e.toState === "declined").at(-1)?.at ?? null;
    const appealUntil = a.state === "declined" && declinedAt ? appealDeadline(declinedAt) : null;
    return {
      invoice: invoices.get(a.id) ?? null,
      refunds: withdrawalRefunds(a.state),
      open: isOpen(a.state),
      application: {
        id: a.id,
        level: a.level,
        state: a.state,
        createdAt: date(a.createdAt),
        submittedAt: day(a.submittedAt),
        audited: a.audited,
        auditEvidenceDueOn: day(a.auditEvidenceDueOn),
        auditEvidenceAt: day(a.auditEvidenceAt),
        takesAuditEvidence: a.audited && (auditEvidenceStates as readonly string[]).includes(a.state),
        moreInfoDueOn: day(a.moreInfoDueOn),
        eligibleFrom: day(a.eligibleFrom),
        eligibleUntil: day(a.eligibleUntil),
        appealUntil: appealUntil ? date(appealUntil) : null,
        appealOpen: appealUntil !== null && appealUntil >= now,
      },
      events: events.map((e) => ({
        id: e.id,
        action: e.action,
        toState: e.toState,
        reason: e.reason,
        at: date(e.at),
      })),
      referees: referees.map((r) => ({ ...r, expiresAt: date(r.expiresAt) })),
      messages: messages.map((m) => ({ id: m.id, body: m.body, at: date(m.createdAt) })),
    };
  });
}

export type DashboardApplication = Awaited<ReturnType<typeof candidateDashboard>>[number];
