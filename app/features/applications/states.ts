/**
 * The states of a certification application and the moves between them, as data (docs/guides/application-states.md).
 * Pure: every writer asks `canMove` before it changes a state, the dashboard and the staff queue read the same
 * table, and the unit tests walk it.
 */
import { applicationRule } from "~/content/certifications";

export const applicationStates = [
  "draft",
  /** Submitted: waiting for the referees' answers and the fee. */
  "submitted",
  "inReview",
  "moreInfoRequested",
  "approved",
  "declined",
  "appealed",
  "appealDismissed",
  "withdrawn",
] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** Who makes a move: the candidate, staff with a duty, or the site itself. */
export type Actor = "candidate" | "reviewer" | "decisionMaker" | "appealsPanel" | "system";

export const applicationEvents = [
  "submit",
  "startReview",
  "requestMoreInfo",
  "answerMoreInfo",
  "approve",
  "decline",
  "appeal",
  "upholdAppeal",
  "dismissAppeal",
  "withdraw",
] as const;
export type ApplicationEvent = (typeof applicationEvents)[number];

export type Transition = {
  event: ApplicationEvent;
  from: readonly ApplicationState[];
  to: ApplicationState;
  by: readonly Actor[];
};

/** Every allowed move. A move not listed here does not happen. */
export const transitions = [
  { event: "submit", from: ["draft"], to: "submitted", by: ["candidate"] },
  { event: "startReview", from: ["submitted"], to: "inReview", by: ["reviewer", "system"] },
  { event: "requestMoreInfo", from: ["inReview"], to: "moreInfoRequested", by: ["reviewer"] },
  { event: "answerMoreInfo", from: ["moreInfoRequested"], to: "inReview", by: ["candidate"] },
  { event: "approve", from: ["inReview"], to: "approved", by: ["decisionMaker"] },
  { event: "decline", from: ["inReview", "moreInfoRequested"], to: "declined", by: ["decisionMaker"] },
  { event: "appeal", from: ["declined"], to: "appealed", by: ["candidate"] },
  // An upheld appeal sets the decline aside: the application is reviewed again and decided afresh, by someone other
  // than the one whose decision was overturned (review.server.ts `caseProblem`).
  { event: "upholdAppeal", from: ["appealed"], to: "inReview", by: ["appealsPanel"] },
  { event: "dismissAppeal", from: ["appealed"], to: "appealDismissed", by: ["appealsPanel"] },
  {
    event: "withdraw",
    from: ["draft", "submitted", "inReview", "moreInfoRequested"],
    to: "withdrawn",
    by: ["candidate"],
  },
] as const satisfies readonly Transition[];

/** The state `event` leads to from `from` when `actor` makes it, or null when that move is not allowed. */
export function nextState(from: ApplicationState, event: ApplicationEvent, actor: Actor): ApplicationState | null {
  const move = (transitions as readonly Transition[]).find((t) => t.event === event && t.from.includes(from));
  return move && move.by.includes(actor) ? move.to : null;
}

export function canMove(from: ApplicationState, event: ApplicationEvent, actor: Actor): boolean {
  return nextState(from, event, actor) !== null;
}

/** The events `actor` may make from `state` (the buttons a page offers). */
export function eventsFrom(state: ApplicationState, actor: Actor): ApplicationEvent[] {
  return (transitions as readonly Transition[])
    .filter((t) => t.from.includes(state) && t.by.includes(actor))
    .map((t) => t.event);
}

/** States with no way out. */
export const finalStates: readonly ApplicationState[] = applicationStates.filter(
  (state) => !(transitions as readonly Transition[]).some((t) => t.from.includes(state)),
);

/**
 * Open applications: a person has at most one of these per level (the unique partial index of schema.ts uses
 * this list). A declined application stays open while it may still be appealed: it is closed by the appeal's
 * outcome, or it counts as closed once its appeal window has passed (checked at the next draft).
 */
export const openStates = [
  "draft",
  "submitted",
  "inReview",
  "moreInfoRequested",
  "appealed",
] as const satisfies readonly ApplicationState[];

export function isOpen(state: ApplicationState): boolean {
  return (openStates as readonly ApplicationState[]).includes(state);
}

/** States in which the candidate may still change the application's content. */
export function isEditable(state: ApplicationState): boolean {
  return state === "draft";
}

/**
 * Whether a withdrawal is before review started: the refund rule (the payments door's `refundFor`) refunds a
 * paid fee in full exactly then. One place states it; the dashboard's words are generated from it.
 */
export const refundRule = { refundableStates: ["submitted"] as const satisfies readonly ApplicationState[] };

export function withdrawalRefunds(state: ApplicationState): boolean {
  return (refundRule.refundableStates as readonly ApplicationState[]).includes(state);
}

/** How long after a decline an appeal may be made, how long approval lasts, referee links (app/content/certifications.ts). */
export const APPEAL_WINDOW_DAYS = applicationRule.appealWindowDays;
export const ELIGIBILITY_WINDOW_MONTHS = applicationRule.eligibilityWindowMonths;
export const refereeRule = {
  linkValidDays: applicationRule.refereeLinkDays,
  reminderDays: applicationRule.refereeReminderDays,
} as const;
