/**
 * Stories of (fictional) certified professionals: who they are and which credential they hold.
 * Their roles, quotes and stories are in the "testimonials" namespace, under the story's id; the people
 * themselves are in testimonials.server.ts, sent by the page's loader (decision 018).
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
