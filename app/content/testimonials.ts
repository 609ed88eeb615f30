/**
 * Stories of (fictional) certified professionals: who they are and which credential they hold.
 * Their roles, quotes and stories are in the "testimonials" namespace, under the story's id.
 */
import { z } from "zod";
import type { CareerLevelKey } from "~/content/home";
import type { Namespaces } from "~/locales/types";

type TestimonialsMessages = Namespaces["testimonials"];

export const levelKeys = [
  "associate",
  "professional",
  "senior",
  "expert",
] as const satisfies ReadonlyArray<CareerLevelKey>;
export type LevelKey = (typeof levelKeys)[number];

export const regionKeys = ["africa", "americas", "asiaPacific", "europe", "westAsia"] as const satisfies ReadonlyArray<
  keyof TestimonialsMessages["regions"]
>;
export type RegionKey = (typeof regionKeys)[number];

export type Story = {
  id: keyof TestimonialsMessages["stories"];
  name: string;
  initials: string;
  organisation: string;
  region: RegionKey;
  level: LevelKey;
};

/** Fictional people and organisations. */
export const stories = [
  {
    id: "wanjiru",
    name: "Wanjiru Mwangi",
    initials: "WM",
    organisation: "Rift Steam Cooperative",
    region: "africa",
    level: "associate",
  },
  {
    id: "guorun",
    name: "Guðrún Einarsdóttir",
    initials: "GE",
    organisation: "Reykholt Steam Utility",
    region: "europe",
    level: "professional",
  },
  {
    id: "mehmet",
    name: "Mehmet Yıldız",
    initials: "MY",
    organisation: "Menderes Drilling Services",
    region: "westAsia",
    level: "senior",
  },
  {
    id: "hana",
    name: "Hana Sato",
    initials: "HS",
    organisation: "Beppu Heat Networks",
    region: "asiaPacific",
    level: "expert",
  },
  {
    id: "rosa",
    name: "Rosa Quispe",
    initials: "RQ",
    organisation: "Altiplano Geoscience Institute",
    region: "americas",
    level: "professional",
  },
  {
    id: "ayu",
    name: "Ayu Pratiwi",
    initials: "AP",
    organisation: "Java Highlands Geothermal",
    region: "asiaPacific",
    level: "associate",
  },
  {
    id: "joseph",
    name: "Joseph Tumusiime",
    initials: "JT",
    organisation: "Great Lakes Geothermal Agency",
    region: "africa",
    level: "professional",
  },
  {
    id: "miguel",
    name: "Miguel Ángel Torres",
    initials: "MT",
    organisation: "Cordillera Heat & Power",
    region: "americas",
    level: "senior",
  },
  {
    id: "elif",
    name: "Elif Arslan",
    initials: "EA",
    organisation: "Anatolia Thermal Power",
    region: "westAsia",
    level: "associate",
  },
  {
    id: "lars",
    name: "Lars Nyberg",
    initials: "LN",
    organisation: "Nordvarme District Energy",
    region: "europe",
    level: "senior",
  },
  {
    id: "tama",
    name: "Tama Walker",
    initials: "TW",
    organisation: "Taupō Earth Sciences",
    region: "asiaPacific",
    level: "expert",
  },
  {
    id: "samuel",
    name: "Dr. Samuel Osei",
    initials: "SO",
    organisation: "African Geothermal Skills Observatory",
    region: "africa",
    level: "expert",
  },
] as const satisfies ReadonlyArray<Story>;

/**
 * The filters of the Stories page, from the URL (?level=…&region=…). Unknown or empty values
 * are ignored rather than refused: a bad link still shows the stories.
 */
export const storyFiltersSchema = z.object({
  level: z.enum(levelKeys).optional().catch(undefined),
  region: z.enum(regionKeys).optional().catch(undefined),
});
export type StoryFilters = z.infer<typeof storyFiltersSchema>;

export function parseStoryFilters(searchParams: URLSearchParams): StoryFilters {
  return storyFiltersSchema.parse({
    level: searchParams.get("level") || undefined,
    region: searchParams.get("region") || undefined,
  });
}

export function filterStories<S extends Pick<Story, "level" | "region">>(
  all: ReadonlyArray<S>,
  filters: StoryFilters,
): S[] {
  return all.filter(
    (story) =>
      (!filters.level || story.level === filters.level) && (!filters.region || story.region === filters.region),
  );
}
