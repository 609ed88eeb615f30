/**
 * Renewal of a credential (docs/decisions/033): the phases of its window, the reminder
 * that is due, the statuses of a renewal and the forms. Pure: shared by pages, tasks and tests.
 * The figures (window, grace, reinstatement, reminder days) come from the CPD rule (app/content/cpd-rule.ts).
 */
import { z } from "zod";
import {
  cpdRule,
  graceEndsOn,
  type CpdCategory,
  type CategoryProgress,
  validityFrom,
  type RenewalPhase,
} from "~/content/cpd-rule";
import { effectiveStatus, type CredentialStatus } from "~/features/registry";

export const renewalStatuses = ["submitted", "inAudit", "evidenceReady", "approved", "declined"] as const;
export type RenewalStatus = (typeof renewalStatuses)[number];
/** A renewal still waiting for a decision: at most one per credential. */
export const openRenewalStatuses = ["submitted", "inAudit", "evidenceReady"] as const satisfies RenewalStatus[];
export function isOpenRenewal(status: RenewalStatus): boolean {
  return (openRenewalStatuses as readonly string[]).includes(status);
}

/**
 * The states a renewal may be approved from: an audited one only once its evidence is ready, any other
 * as sent too. Declining takes any open renewal. The review page and the approval both ask this.
 */
export function approvableStatuses(renewal: { audited: boolean }): RenewalStatus[] {
  return renewal.audited ? ["evidenceReady"] : ["submitted", "evidenceReady"];
}

export function isApprovable(renewal: { audited: boolean; status: RenewalStatus }): boolean {
  return approvableStatuses(renewal).includes(renewal.status);
}

export const reminderThresholds = ["180", "90", "30", "7", "lapse"] as const;
export type ReminderThreshold = (typeof reminderThresholds)[number];

/** What the review sees: the ledger entries counted at submission and the progress per category. */
export type RenewalSnapshot = {
  entries: Array<{
    id: string;
    activityDate: string;
    category: CpdCategory;
    hoursTenths: number;
    provider: string;
    description: string;
    source: string;
    evidenceId: string | null;
  }>;
  categories: CategoryProgress[];
};

/**
 * The figure of the rule a phase's text states, passed as `count` (plural forms): the months renewal
 * opens before expiry, or the months of reinstatement after it.
 */
export function phaseFigure(phase: RenewalPhase): number | undefined {
  if (phase === "notYet") return cpdRule.renewalOpensMonthsBefore;
  if (phase === "closed") return cpdRule.reinstatementMonths;
  return undefined;
}

/**
 * How the renewal page's header states a credential, as `effectiveStatus` reads it (decision 033):
 * valid until its expiry; past expiry but valid through the grace period because a renewal was
 * sent by the expiry date (`renewal_grace_until`); expired (in grace with no renewal sent by then,
 * lapsed, or past reinstatement); suspended; revoked.
 */
export type CredentialStanding = "valid" | "grace" | "expired" | "suspended" | "revoked";
export function credentialStanding(
  credential: { status: CredentialStatus; expiresOn: string; renewalGraceUntil?: string | null },
  today: string,
): CredentialStanding {
  const status = effectiveStatus(credential, today);
  if (status !== "valid") return status;
  return credential.expiresOn < today ? "grace" : "valid";
}

/**
 * The last day a renewal counts (its snapshot's end, stored as `cycle_end`): the day it is sent, or
 * the latest entry it holds (the ledger takes dates up to today in UTC+14), never past its window.
 * The cycle its approval opens counts from the day after (countingWindow), so what the member logs
 * while it is reviewed, or before the old expiry date, is counted there, once.
 */
export function renewalCountsThrough(window: { end: string }, today: string, entryDates: readonly string[]): string {
  const latest = entryDates.reduce((last, date) => (date > last ? date : last), today);
  return latest < window.end ? latest : window.end;
}

/** Phases in which a holder may submit a renewal. */
export function canSubmitIn(phase: RenewalPhase): boolean {
  return phase === "open" || phase === "grace" || phase === "reinstatement";
}

/** Whole days from `from` to `to` (YYYY-MM-DD, UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The reminder due today for a credential expiring on `expiresOn`: the nearest threshold already
 * reached (after downtime, a stale 180-day reminder is not sent when the 90-day one is due); none
 * before the first threshold or after expiry (the lapse notice is its own mail).
 */
export function dueReminder(expiresOn: string, today: string): Exclude<ReminderThreshold, "lapse"> | null {
  const days = daysBetween(today, expiresOn);
  if (days < 0) return null;
  const reached = cpdRule.reminderDaysBefore.filter((threshold) => days <= threshold);
  if (reached.length === 0) return null;
  return String(Math.min(...reached)) as Exclude<ReminderThreshold, "lapse">;
}

/**
 * The validity an approval gives: the next cycle starts at the old expiry date (renewed in time or
 * during grace) or on the day of approval (reinstated after a lapse), for the rule's cycle length.
 */
export function renewedValidity(
  credential: { status: CredentialStatus; expiresOn: string },
  today: string,
): { issuedOn: string; expiresOn: string } {
  const lapsed = credential.status === "expired" || today > graceEndsOn(credential.expiresOn);
  const issuedOn = lapsed ? today : credential.expiresOn;
  return validityFrom(issuedOn);
}

/**
 * The admin dashboard (/admin/renewals): active credentials expiring within each of these many days
 * (chart), and the list of those expiring within the first. Its texts state them from here.
 */
export const expiringSpans = [30, 90, 180] as const;

/** Audit rate in percent (0–100), as admins set it; 10 % unless set. */
export const DEFAULT_AUDIT_RATE = 10;
/** The draw is a number from 0 to 9,999: audited when below rate × 100. */
export function isAudited(rate: number, draw: number): boolean {
  return draw < rate * 100;
}

// ---------------------------------------------------------------------------------------------
// Forms (messages: the renewal namespace's keys)

const checked = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** The holder's page: submit, "Evidence is ready". */
export const renewalForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("submit"),
    conduct: checked.refine((value) => value, "errors.conduct"),
  }),
  z.object({ intent: z.literal("evidenceReady"), renewalId: z.uuid() }),
]);
export type RenewalForm = z.infer<typeof renewalForms>;

/** The admin's review of one renewal. */
export const renewalReviewForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("requestEvidence") }),
  z.object({ intent: z.literal("approve") }),
  z.object({
    intent: z.literal("decline"),
    reason: z.string().trim().min(3, "errors.reason").max(2000, "errors.reasonLong"),
  }),
]);

/** The admin's audit-rate setting. */
export const auditRateForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("auditRate"),
    rate: z.coerce.number({ error: "errors.rate" }).int("errors.rate").min(0, "errors.rate").max(100, "errors.rate"),
  }),
]);
