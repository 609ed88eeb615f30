import { describe, expect, it } from "vitest";
import { chapterSlugs } from "./chapters";
import { chapters, findChapter } from "./chapters.server";
import { eventRegions } from "~/features/events";
import { mapHeight, project, worldLandPath } from "./world-outline";

describe("chapters", () => {
  it("has every slug once, a region of the events, and places on the map", () => {
    expect(chapters.map((c) => c.slug)).toEqual([...chapterSlugs]);
    for (const chapter of chapters) {
      expect(eventRegions).toContain(chapter.key);
      const { x, y } = project(chapter.lon, chapter.lat);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1000);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapHeight);
      expect(chapter.leads.length).toBeGreaterThan(0);
    }
    expect(findChapter("new-zealand")?.city).toBe("Taupō");
    expect(findChapter("atlantis")).toBeUndefined();
  });

  it("draws the land as one path without stray numbers", () => {
    expect(worldLandPath).toMatch(/^M[\d. LMZ]+$/);
    expect(worldLandPath.split("Z").length).toBeGreaterThan(20);
  });
});
