/**
 * GeoCert's regional chapters: keys and types. The chapters themselves (places, fictional leads)
 * are in chapters.server.ts, sent by the loaders (decision 018). Names and lead roles live in the "chapters"
 * namespace; cities are written as the place writes them. A chapter's events are the events of
 * its region in the events table (`eventRegion`), and its forum category is
 * `regional-<slug>` on /community.
 */
import type { EventRegion } from "~/features/events";

/** World regions: the chapters list is grouped by them, and mentors and mentees name one. */
export const worldRegions = ["europe", "africa", "asia", "oceania", "americas"] as const;
export type WorldRegion = (typeof worldRegions)[number];

export const chapterSlugs = [
  "iceland",
  "turkiye",
  "kenya",
  "indonesia",
  "philippines",
  "new-zealand",
  "usa-west",
  "mexico",
  "italy",
  "japan",
] as const;
export type ChapterSlug = (typeof chapterSlugs)[number];

export type LeadRole = "chair" | "secretary" | "events";

export type Chapter = {
  slug: ChapterSlug;
  /** Key of the chapter's name in the chapters namespace (`names.*`), also its events' region. */
  key: Exclude<EventRegion, "global">;
  region: WorldRegion;
  city: string;
  /** Where the chapter meets: decimal degrees, for the world map. */
  lat: number;
  lon: number;
  founded: number;
  /** Members on the chapter's own roster before joining online; the site adds its own members. */
  baseMembers: number;
  leads: ReadonlyArray<{ name: string; role: LeadRole }>;
};

export function isChapterSlug(value: unknown): value is ChapterSlug {
  return typeof value === "string" && (chapterSlugs as readonly string[]).includes(value);
}

/** The chapter's category on the forum (the forum creates it). */
export function chapterForumPath(slug: ChapterSlug): string {
  return `/community?category=regional-${slug}`;
}
