/**
 * The CPD rule: what a holder must do in each validity cycle to renew a credential.
 * It is the one place the rule lives: the certifications and about pages, the CPD ledger, renewal
 * and reminders all read it from here (docs/decisions/031). Hours are contact hours of learning or
 * contribution; a category's cap limits how many of its hours count in one cycle.
 */
import type { CredentialLevel, CredentialStatus } from "~/features/registry";

export const cpdCategories = [
  "courses",
  "events",
  "teaching",
  "publishing",
  "mentoring",
  "community",
  "service",
] as const;
export type CpdCategory = (typeof cpdCategories)[number];

/** Where a ledger entry comes from: typed by the member, or recorded by the site. */
export const cpdSources = ["manual", "event", "mentorship", "forumAnswer"] as const;
export type CpdSource = (typeof cpdSources)[number];

export const cpdRule = {
  /** A credential is valid for this many years; one cycle runs from its issue date to its expiry date. */
  cycleYears: 3,
  /** Hours to show in each cycle, per level. */
  hoursPerCycle: { associate: 30, professional: 45, senior: 60, expert: 60 } satisfies Record<CredentialLevel, number>,
  /** The most hours of a category that count in one cycle (absent: no cap). */
  caps: {
    events: 20,
    teaching: 15,
    publishing: 15,
    mentoring: 10,
    community: 5,
    service: 10,
  } satisfies Partial<Record<CpdCategory, number>> as Partial<Record<CpdCategory, number>>,
  /** Renewal opens this many months before the expiry date. */
  renewalOpensMonthsBefore: 6,
  /**
   * Days after the expiry date before a credential with no approved renewal lapses: marked expired
   * everywhere (verification, status, directory). A renewal sent before expiry keeps it valid meanwhile.
   */
  graceDays: 30,
  /** A lapsed credential can still be renewed without a new exam for this many months after expiry. */
  reinstatementMonths: 12,
  /** Reminders before expiry, in days (and one more at lapse). */
  reminderDaysBefore: [180, 90, 30, 7],
  /** Entries the site records itself. */
  automatic: {
    /** An event attended (checked in): its length in hours, at most this many per event. */
    eventMaxHours: 8,
    /** A completed mentorship, for the mentor. */
    mentorshipHours: 5,
    /** An accepted answer in the forum, for its author (the community cap applies). */
    acceptedAnswerHours: 0.5,
  },
  /** Largest number of hours one entry may claim. */
  maxHoursPerEntry: 40,
} as const;

/** Hours are stored in tenths (1.5 h = 15), so sums are exact. */
export const toTenths = (hours: number): number => Math.round(hours * 10);
export const fromTenths = (tenths: number): number => tenths / 10;

export type CpdEntryForRule = { category: CpdCategory; hoursTenths: number; activityDate: string };

export type CategoryProgress = {
  category: CpdCategory;
  /** Hours logged in the cycle (tenths). */
  loggedTenths: number;
  /** Hours that count after the cap (tenths). */
  countedTenths: number;
  /** The cap in tenths, or null. */
  capTenths: number | null;
};

export type CycleProgress = {
  level: CredentialLevel;
  /** The days whose entries count (both included); `untilToday`: a window that runs to today (see countingWindow). */
  cycle: { start: string; end: string; untilToday?: boolean };
  requiredTenths: number;
  countedTenths: number;
  missingTenths: number;
  met: boolean;
  categories: CategoryProgress[];
};

/**
 * Progress of one cycle (dates YYYY-MM-DD, both ends included): entries dated inside the cycle, summed
 * per category and capped; the total counted against the level's requirement.
 */
export function cycleProgress(
  level: CredentialLevel,
  cycle: { start: string; end: string },
  entries: ReadonlyArray<CpdEntryForRule>,
): CycleProgress {
  const logged = new Map<CpdCategory, number>();
  for (const entry of entries) {
    if (entry.activityDate < cycle.start || entry.activityDate > cycle.end) continue;
    logged.set(entry.category, (logged.get(entry.category) ?? 0) + entry.hoursTenths);
  }
  const categories = cpdCategories.map((category): CategoryProgress => {
    const cap = cpdRule.caps[category];
    const capTenths = cap === undefined ? null : toTenths(cap);
    const loggedTenths = logged.get(category) ?? 0;
    return {
      category,
      loggedTenths,
      countedTenths: capTenths === null ? loggedTenths : Math.min(loggedTenths, capTenths),
      capTenths,
    };
  });
  const requiredTenths = toTenths(cpdRule.hoursPerCycle[level]);
  const countedTenths = categories.reduce((sum, c) => sum + c.countedTenths, 0);
  const missingTenths = Math.max(0, requiredTenths - countedTenths);
  return { level, cycle, requiredTenths, countedTenths, missingTenths, met: missingTenths === 0, categories };
}

/** Adds months to a YYYY-MM-DD date (UTC; the 31st of a shorter month becomes its last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The validity the rule gives a credential issued on `issuedOn`: `cycleYears` to the same day
 * (29 February becomes 28 February). Issuing, importing, the demo data and renewal all take it from
 * here; staff may set another expiry date only with a stated reason (credentials.validity_reason).
 */
export function validityFrom(issuedOn: string): { issuedOn: string; expiresOn: string } {
  return { issuedOn, expiresOn: addMonths(issuedOn, cpdRule.cycleYears * 12) };
}

/** The day renewal opens for a credential expiring on `expiresOn`. */
export function renewalOpensOn(expiresOn: string): string {
  return addMonths(expiresOn, -cpdRule.renewalOpensMonthsBefore);
}

/** The last day of the grace period after expiry. */
export function graceEndsOn(expiresOn: string): string {
  return addDays(expiresOn, cpdRule.graceDays);
}

/** The last day a lapsed credential can be renewed without a new exam. */
export function reinstatementEndsOn(expiresOn: string): string {
  return addMonths(expiresOn, cpdRule.reinstatementMonths);
}

/** What the counting window of a credential depends on. */
export type CountedCredential = {
  issuedOn: string;
  expiresOn: string;
  status: CredentialStatus;
  /**
   * The last day the approved renewal that opened this cycle counted (its snapshot's end), if any
   * (countedThroughOf): those entries were reviewed for that renewal and do not count again.
   */
  countedThrough?: string | null;
};

export type CountingWindow = { start: string; end: string; untilToday: boolean };

/**
 * The days whose ledger entries count for a credential today (YYYY-MM-DD, both included) — the one
 * place the rule says so; the ledger, the renewal page and a renewal's snapshot all read it.
 * - In its validity: its cycle, from its issue date to its expiry date.
 * - In grace and reinstatement (past expiry, until reinstatement ends; not suspended or revoked):
 *   from its issue date to today, so hours logged after expiry count toward renewing it (catch-up).
 * - A cycle opened by an approved renewal starts the day after what that renewal counted (the day
 *   it was sent): no entry counts twice, and what is logged while it is reviewed, or between an
 *   in-time renewal and the old expiry date, counts in the new cycle rather than nowhere. That day
 *   may be before the new validity starts (in time, reinstated) or after it (renewed in grace).
 */
export function countingWindow(credential: CountedCredential, today: string): CountingWindow {
  const { issuedOn, expiresOn, status, countedThrough } = credential;
  const start = countedThrough ? addDays(countedThrough, 1) : issuedOn;
  const catchUp =
    status !== "suspended" && status !== "revoked" && today > expiresOn && today <= reinstatementEndsOn(expiresOn);
  return catchUp ? { start, end: today, untilToday: true } : { start, end: expiresOn, untilToday: false };
}

/** Progress of a credential today: its counting window's entries, capped, against its level. */
export function credentialCycleProgress(
  credential: CountedCredential & { level: CredentialLevel },
  entries: ReadonlyArray<CpdEntryForRule>,
  today: string,
): CycleProgress {
  const window = countingWindow(credential, today);
  return { ...cycleProgress(credential.level, window, entries), cycle: window };
}

/**
 * Where a credential stands in its renewal:
 * - `notYet`: before the window opens (six months before expiry);
 * - `open`: from the window's opening to the expiry date;
 * - `grace`: the days after expiry before it lapses (still a renewal: the next cycle starts at the old expiry);
 * - `reinstatement`: lapsed, still renewable without a new exam (the next cycle starts on approval);
 * - `closed`: past reinstatement: a new exam;
 * - `blocked`: suspended or revoked (staff decide, not a renewal).
 */
export type RenewalPhase = "notYet" | "open" | "grace" | "reinstatement" | "closed" | "blocked";

export function renewalPhase(credential: { status: CredentialStatus; expiresOn: string }, today: string): RenewalPhase {
  if (credential.status === "suspended" || credential.status === "revoked") return "blocked";
  const { expiresOn } = credential;
  if (today < renewalOpensOn(expiresOn)) return "notYet";
  if (today <= expiresOn) return credential.status === "expired" ? "reinstatement" : "open";
  if (today <= graceEndsOn(expiresOn) && credential.status === "active") return "grace";
  if (today <= reinstatementEndsOn(expiresOn)) return "reinstatement";
  return "closed";
}

/**
 * How a page states a counting window (countingWindow in the rule): by its dates ("cycle"), or, in
 * grace and reinstatement, from its start to today — hours logged after expiry count (catch-up).
 */
export function windowKind(cycle: CycleProgress["cycle"], phase: RenewalPhase): "cycle" | "grace" | "reinstatement" {
  if (!cycle.untilToday) return "cycle";
  return phase === "grace" ? "grace" : "reinstatement";
}

/**
 * Whether a cycle counts from the day after the renewal that opened it was sent rather than from its
 * issue date (countingWindow): the ledger says so, since its dates then differ from the validity's.
 */
export function countsFromLastRenewal(cycle: CycleProgress["cycle"], issuedOn: string): boolean {
  return !cycle.untilToday && cycle.start !== issuedOn;
}
