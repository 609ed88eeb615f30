/**
 * What the sitting pages receive from the server (delivery.server.ts builds them): shared with the components,
 * which never see more than this: the current item's texts without its key, the grid, the clock.
 */
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { AttemptState } from "../engine/attempts";
import type { DomainResult } from "../engine/scoring";
import type { ClockState } from "../engine/timer";
import type { ItemType } from "../items/model";
import type { ResultStatus } from "../schema";

export type SitStage = "waiting" | "code" | "paused" | "delivery" | "review" | "ended" | "closed";

export type ClockView = { status: ClockState["status"]; remainingMs: number; endsAt: number | null; serverNow: number };

export type GridCell = { position: number; answered: boolean; flagged: boolean };

export type CurrentItem = {
  position: number;
  itemId: string;
  kind: ItemType;
  stem: string;
  scenario: string | null;
  options: { id: string; text: string }[];
  choice: string[];
  flagged: boolean;
  revision: number;
};

export type SitView = {
  attempt: { id: string; level: FrameworkLevel; language: LanguageCode; state: AttemptState; version: number };
  session: { startsAt: Date; timeZone: string; venue: string | null; delivery: string };
  stage: SitStage;
  clock: ClockView | null;
  grid: GridCell[];
  current: CurrentItem | null;
};

/** Plain-words bands of a domain's percent: what to keep, what to work on. */
export type DomainBand = "strong" | "sound" | "developing" | "weak";

export function bandOf(percent: number, passingScorePercent: number): DomainBand {
  if (percent >= 85) return "strong";
  if (percent >= passingScorePercent) return "sound";
  if (percent >= 50) return "developing";
  return "weak";
}

export type ReportView = {
  attempt: { id: string; level: FrameworkLevel; number: number; endedAt: Date | null; language: LanguageCode };
  status: ResultStatus | "notEnded";
  result: {
    passed: boolean;
    scaled: number;
    passMark: number;
    min: number;
    max: number;
    passingScorePercent: number;
    domains: (DomainResult & { domain: FrameworkDomain; band: DomainBand; rounded: number })[];
  } | null;
};
