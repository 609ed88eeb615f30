import { describe, expect, it } from "vitest";
import { filterStories, levelKeys, parseStoryFilters, regionKeys } from "./testimonials";
import { stories } from "./testimonials.server";

describe("parseStoryFilters", () => {
  it("reads a known level and region", () => {
    expect(parseStoryFilters(new URLSearchParams("level=senior&region=europe"))).toEqual({
      level: "senior",
      region: "europe",
    });
  });

  it("ignores unknown, empty and missing values", () => {
    expect(parseStoryFilters(new URLSearchParams("level=wizard&region="))).toEqual({
      level: undefined,
      region: undefined,
    });
    expect(parseStoryFilters(new URLSearchParams(""))).toEqual({ level: undefined, region: undefined });
    expect(parseStoryFilters(new URLSearchParams("region=<script>&level=expert"))).toEqual({
      level: "expert",
      region: undefined,
    });
  });
});

describe("filterStories", () => {
  it("returns every story without filters", () => {
    expect(filterStories(stories, {})).toHaveLength(stories.length);
  });

  it("filters by level, by region, and by both", () => {
    expect(filterStories(stories, { level: "expert" }).every((story) => story.level === "expert")).toBe(true);
    expect(filterStories(stories, { region: "africa" }).map((story) => story.id)).toEqual([
      "wanjiru",
      "joseph",
      "samuel",
    ]);
    expect(filterStories(stories, { level: "associate", region: "westAsia" }).map((story) => story.id)).toEqual([
      "elif",
    ]);
  });

  it("finds nothing for a combination no story has", () => {
    expect(filterStories(stories, { level: "expert", region: "europe" })).toEqual([]);
  });
});

describe("stories", () => {
  it("has 10 to 14 stories with unique ids, every level and every region", () => {
    expect(stories.length).toBeGreaterThanOrEqual(10);
    expect(stories.length).toBeLessThanOrEqual(14);
    expect(new Set(stories.map((story) => story.id)).size).toBe(stories.length);
    for (const level of levelKeys) expect(stories.some((story) => story.level === level)).toBe(true);
    for (const region of regionKeys) expect(stories.some((story) => story.region === region)).toBe(true);
  });
});
