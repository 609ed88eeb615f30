/** GeoCert's regional chapters and their (fictional) leads: server-only, sent by loaders (decision 018). */
import type { Chapter, ChapterSlug, LeadRole, WorldRegion } from "./chapters";

/** Who leads each chapter: the chair, then a second lead and that lead's role. */
const chapterLeads: Record<ChapterSlug, [chair: string, second: string, role: LeadRole]> = {
  iceland: ["Sólveig Ragnarsdóttir", "Bjarki Þórsson", "secretary"],
  turkiye: ["Ayşe Kaplan", "Mert Özdemir", "events"],
  kenya: ["Wanjiku Mwangi", "Otieno Ochieng", "secretary"],
  indonesia: ["Dewi Lestari Putri", "Rizky Pratama", "events"],
  philippines: ["Maria Clara Reyes", "Jose Santos Dizon", "secretary"],
  "new-zealand": ["Aroha Ngata", "Liam Fletcher", "events"],
  "usa-west": ["Jordan Whitaker", "Elena Vasquez", "secretary"],
  mexico: ["Alejandra Ruiz Campos", "Diego Hernández Luna", "events"],
  italy: ["Giulia Bernardi", "Marco Rossetti", "secretary"],
  japan: ["Haruka Tanaka", "Kenji Watanabe", "events"],
};

/** A chapter from one row of the table below; its events key is its slug in camelCase (chapters.test checks it). */
function chapter(
  slug: ChapterSlug,
  region: WorldRegion,
  city: string,
  [lat, lon]: [number, number],
  founded: number,
  baseMembers: number,
): Chapter {
  const key = slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as Chapter["key"];
  const [chair, second, role] = chapterLeads[slug];
  const leads = [
    { name: chair, role: "chair" as const },
    { name: second, role },
  ];
  return { slug, key, region, city, lat, lon, founded, baseMembers, leads };
}

// slug, world region, meeting city, [lat, lon], year founded, members on the chapter's own roster
export const chapters: readonly Chapter[] = [
  chapter("iceland", "europe", "Reykjavík", [64.15, -21.94], 2019, 142),
  chapter("turkiye", "europe", "İzmir", [38.42, 27.14], 2020, 96),
  chapter("kenya", "africa", "Nairobi", [-1.29, 36.82], 2020, 118),
  chapter("indonesia", "asia", "Bandung", [-6.91, 107.61], 2021, 87),
  chapter("philippines", "asia", "Manila", [14.6, 120.98], 2021, 64),
  chapter("new-zealand", "oceania", "Taupō", [-38.69, 176.07], 2019, 73),
  chapter("usa-west", "americas", "Reno", [39.53, -119.81], 2022, 58),
  chapter("mexico", "americas", "Guadalajara", [20.66, -103.35], 2022, 49),
  chapter("italy", "europe", "Pisa", [43.72, 10.4], 2021, 61),
  chapter("japan", "asia", "Beppu", [33.28, 131.49], 2023, 44),
];

export function findChapter(slug: string): Chapter | undefined {
  return chapters.find((chapter) => chapter.slug === slug);
}
