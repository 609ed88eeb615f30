import { z } from "zod";
import { frameworkDomains, frameworkLevels, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";
import { worldRegions, type WorldRegion } from "~/content/chapters";
import { checkboxList, spokenLanguageCodes, type SpokenLanguage } from "~/lib/community/community";

export const MENTOR_CAPACITY_MAX = 5;
/** How long an accepted mentorship runs. */
export const MENTORSHIP_MONTHS = 6;
/** Open (pending) requests a member may have at once. */
export const OPEN_REQUESTS_MAX = 5;

const domains = z.preprocess(
  checkboxList,
  z
    .array(z.enum(frameworkDomains as unknown as [FrameworkDomain, ...FrameworkDomain[]]), { error: "errors.domains" })
    .min(1, "errors.domains")
    .max(frameworkDomains.length, "errors.domains"),
);
const languages = z.preprocess(
  checkboxList,
  z
    .array(z.enum(spokenLanguageCodes), { error: "errors.languages" })
    .min(1, "errors.languages")
    .max(spokenLanguageCodes.length, "errors.languages"),
);
const level = z.enum(frameworkLevels, { error: "errors.level" });
const region = z.enum(worldRegions, { error: "errors.region" });

/** Messages are keys of the mentorship namespace. */
export const mentorSchema = z.object({
  domains,
  level,
  languages,
  region,
  capacity: z.coerce
    .number({ error: "errors.capacity" })
    .int("errors.capacity")
    .min(1, "errors.capacity")
    .max(MENTOR_CAPACITY_MAX, "errors.capacity"),
  bio: z.string().trim().min(20, "errors.bioShort").max(1000, "errors.bioLong"),
});
export type MentorInput = z.infer<typeof mentorSchema>;

export const menteeSchema = z.object({ domains, level, languages, region });
export type MenteeInput = z.infer<typeof menteeSchema>;

export const requestSchema = z.object({
  mentorId: z.string().min(1).max(100),
  message: z.string().trim().min(20, "errors.messageShort").max(2000, "errors.messageLong"),
});

export const respondSchema = z.object({
  id: z.uuid(),
  decision: z.enum(["accept", "decline"]),
  message: z.string().trim().max(2000, "errors.messageLong").optional().default(""),
});

const uuid = z.uuid();

/**
 * Every form of the mentorship page, by its `intent` (browser and server parse with this).
 * Field messages are keys of the mentorship namespace.
 */
export const mentorshipForms = z.discriminatedUnion("intent", [
  mentorSchema.extend({ intent: z.literal("mentor") }),
  menteeSchema.extend({ intent: z.literal("mentee") }),
  z.object({ intent: z.literal("pause") }),
  z.object({ intent: z.literal("resume") }),
  requestSchema.extend({ intent: z.literal("request") }),
  respondSchema.extend({ intent: z.literal("respond") }),
  z.object({ intent: z.literal("withdraw"), id: uuid }),
  z.object({ intent: z.literal("end"), id: uuid }),
]);
export type MentorshipForm = z.infer<typeof mentorshipForms>;
export type MentorshipIntent = MentorshipForm["intent"];

/** Mentor list filters (GET): bad values are ignored. */
export const mentorFiltersSchema = z.object({
  domain: z
    .enum(frameworkDomains as unknown as [FrameworkDomain, ...FrameworkDomain[]])
    .optional()
    .catch(undefined),
  level: level.optional().catch(undefined),
  language: z.enum(spokenLanguageCodes).optional().catch(undefined),
  region: region.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type MentorFilters = z.infer<typeof mentorFiltersSchema>;

// Matching

export type MatchMentor = {
  userId: string;
  domains: readonly string[];
  level: string;
  languages: readonly string[];
  region: string;
  /** Places left (capacity minus active mentorships). */
  freePlaces: number;
};

export type MatchMentee = {
  userId: string;
  domains: readonly string[];
  level: string;
  languages: readonly string[];
  region: string;
};

export type MatchReason = {
  /** Domains the mentor covers among those the mentee wants. */
  sharedDomains: number;
  wantedDomains: number;
  /** Levels the mentor is above the mentee (negative: below). */
  levelGap: number;
  /** Languages both speak. */
  languages: SpokenLanguage[];
  sameRegion: boolean;
};

export type Match<M extends MatchMentor> = { mentor: M; score: number; reason: MatchReason };

function levelIndex(value: string): number {
  return frameworkLevels.indexOf(value as FrameworkLevel);
}

/**
 * Suggested mentors for a mentee, best first. Shared domains count most; a mentor one or two
 * levels above is best (same level or below counts against); a shared language and the same
 * region add to the score. Mentors without a free place, the mentee themself, and mentors who
 * share neither a domain nor a language are left out. Ties: more free places, then the order given.
 */
export function rankMentors<M extends MatchMentor>(mentee: MatchMentee, mentors: readonly M[], limit = 6): Match<M>[] {
  const wanted = new Set(mentee.domains);
  const spoken = new Set(mentee.languages);
  const matches: Array<Match<M> & { order: number }> = [];
  mentors.forEach((mentor, order) => {
    if (mentor.userId === mentee.userId || mentor.freePlaces <= 0) return;
    const sharedDomains = mentor.domains.filter((d) => wanted.has(d)).length;
    const languages = mentor.languages.filter((l) => spoken.has(l)) as SpokenLanguage[];
    if (sharedDomains === 0 && languages.length === 0) return;
    const levelGap = levelIndex(mentor.level) - levelIndex(mentee.level);
    const sameRegion = mentor.region === mentee.region;
    const levelScore = levelGap === 1 ? 3 : levelGap === 2 ? 2 : levelGap >= 3 ? 1 : levelGap === 0 ? 0 : -3;
    const score = sharedDomains * 4 + levelScore + (languages.length > 0 ? 3 : 0) + (sameRegion ? 1 : 0);
    matches.push({
      mentor,
      score,
      order,
      reason: { sharedDomains, wantedDomains: wanted.size, levelGap, languages, sameRegion },
    });
  });
  matches.sort((a, b) => b.score - a.score || b.mentor.freePlaces - a.mentor.freePlaces || a.order - b.order);
  return matches.slice(0, limit).map(({ mentor, score, reason }) => ({ mentor, score, reason }));
}

export type { WorldRegion };
