// The exam engine: pure, deterministic rules of the certification exam (blueprint, assembly, order, scoring,
// clock, retakes, statistics). No database, no UI, no words: callers store seeds and results, and translate.
export { apportion, blueprintFor, blueprintWeights, caseStudyPlans, weightsSumToOne } from "./blueprint";
export type { Blueprint, CaseStudyPlan, DomainWeights } from "./blueprint";
export { assembleForm, languagesOffered } from "./assemble";
export type {
  AssembleOptions,
  AssembleResult,
  CaseStudyShortfall,
  DomainShortfall,
  ExamForm,
  PoolItem,
} from "./assemble";
export { hashSeed, seededRandom, shuffled } from "./random";
export type { Random } from "./random";
export { attemptOrder, optionOrder } from "./shuffle";
export type { AttemptItem, OrderItem } from "./shuffle";
export { isCorrect, passes, passingScoreOf, scaledScore, scaledScoreRule, scoreAttempt } from "./scoring";
export type { AttemptScore, DomainResult, KeyedItem, Responses } from "./scoring";
export { allowedMs, clockAt, endsAt, isOver, remainingMs } from "./timer";
export type { ClockState, ExamClock, Instant, Pause } from "./timer";
export { canBook, isRetake, retakeRule } from "./retakes";
export type { AttemptRecord, BookingCheck, EligibilityWindow } from "./retakes";
export {
  difForLanguage,
  difReport,
  difRule,
  formStatistics,
  itemStatistics,
  mantelHaenszel,
  variance,
} from "./statistics";
export type {
  CandidateRecord,
  DifCategory,
  DifFinding,
  DifOptions,
  FormStatistics,
  ItemGroupStatistics,
  ItemStatistics,
  MantelHaenszel,
  NullReason,
  OptionRate,
  StatItem,
  Statistic,
  Stratum,
} from "./statistics";
export { bookable, changesOpen, remindersDue, seatCheck, sessionRule } from "./sessions";
export type { ExamSession, SeatCheck, SessionDelivery } from "./sessions";
export {
  activeAttemptStates,
  attemptStates,
  attemptTransitions,
  endedAttemptStates,
  nextAttemptState,
  showsItems,
  takesAnswers,
} from "./attempts";
export type { AttemptActor, AttemptEvent, AttemptState } from "./attempts";
