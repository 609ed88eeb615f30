/**
 * GeoCert's regional chapters (fictional leads). Names and lead roles live in the "chapters"
 * namespace; cities are written as the place writes them. A chapter's events are the events of
 * its region in app/content/events.ts (`eventRegion`), and its forum category is
 * `regional-<slug>` on /community.
 */
import type { EventRegion } from "~/content/events";

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

export const chapters: readonly Chapter[] = [
  {
    slug: "iceland",
    key: "iceland",
    region: "europe",
    city: "Reykjavík",
    lat: 64.15,
    lon: -21.94,
    founded: 2019,
    baseMembers: 142,
    leads: [
      { name: "Sólveig Ragnarsdóttir", role: "chair" },
      { name: "Bjarki Þórsson", role: "secretary" },
    ],
  },
  {
    slug: "turkiye",
    key: "turkiye",
    region: "europe",
    city: "İzmir",
    lat: 38.42,
    lon: 27.14,
    founded: 2020,
    baseMembers: 96,
    leads: [
      { name: "Ayşe Kaplan", role: "chair" },
      { name: "Mert Özdemir", role: "events" },
    ],
  },
  {
    slug: "kenya",
    key: "kenya",
    region: "africa",
    city: "Nairobi",
    lat: -1.29,
    lon: 36.82,
    founded: 2020,
    baseMembers: 118,
    leads: [
      { name: "Wanjiku Mwangi", role: "chair" },
      { name: "Otieno Ochieng", role: "secretary" },
    ],
  },
  {
    slug: "indonesia",
    key: "indonesia",
    region: "asia",
    city: "Bandung",
    lat: -6.91,
    lon: 107.61,
    founded: 2021,
    baseMembers: 87,
    leads: [
      { name: "Dewi Lestari Putri", role: "chair" },
      { name: "Rizky Pratama", role: "events" },
    ],
  },
  {
    slug: "philippines",
    key: "philippines",
    region: "asia",
    city: "Manila",
    lat: 14.6,
    lon: 120.98,
    founded: 2021,
    baseMembers: 64,
    leads: [
      { name: "Maria Clara Reyes", role: "chair" },
      { name: "Jose Santos Dizon", role: "secretary" },
    ],
  },
  {
    slug: "new-zealand",
    key: "newZealand",
    region: "oceania",
    city: "Taupō",
    lat: -38.69,
    lon: 176.07,
    founded: 2019,
    baseMembers: 73,
    leads: [
      { name: "Aroha Ngata", role: "chair" },
      { name: "Liam Fletcher", role: "events" },
    ],
  },
  {
    slug: "usa-west",
    key: "usaWest",
    region: "americas",
    city: "Reno",
    lat: 39.53,
    lon: -119.81,
    founded: 2022,
    baseMembers: 58,
    leads: [
      { name: "Jordan Whitaker", role: "chair" },
      { name: "Elena Vasquez", role: "secretary" },
    ],
  },
  {
    slug: "mexico",
    key: "mexico",
    region: "americas",
    city: "Guadalajara",
    lat: 20.66,
    lon: -103.35,
    founded: 2022,
    baseMembers: 49,
    leads: [
      { name: "Alejandra Ruiz Campos", role: "chair" },
      { name: "Diego Hernández Luna", role: "events" },
    ],
  },
  {
    slug: "italy",
    key: "italy",
    region: "europe",
    city: "Pisa",
    lat: 43.72,
    lon: 10.4,
    founded: 2021,
    baseMembers: 61,
    leads: [
      { name: "Giulia Bernardi", role: "chair" },
      { name: "Marco Rossetti", role: "secretary" },
    ],
  },
  {
    slug: "japan",
    key: "japan",
    region: "asia",
    city: "Beppu",
    lat: 33.28,
    lon: 131.49,
    founded: 2023,
    baseMembers: 44,
    leads: [
      { name: "Haruka Tanaka", role: "chair" },
      { name: "Kenji Watanabe", role: "events" },
    ],
  },
];

export function findChapter(slug: string): Chapter | undefined {
  return chapters.find((chapter) => chapter.slug === slug);
}

export function isChapterSlug(value: unknown): value is ChapterSlug {
  return typeof value === "string" && (chapterSlugs as readonly string[]).includes(value);
}

/** The chapter's category on the forum (the forum creates it; the lead wires it at merge). */
export function chapterForumPath(slug: ChapterSlug): string {
  return `/community?category=regional-${slug}`;
}
