import { describe, expect, it } from "vitest";
import { keySkills } from "./home";
import { getResourceFile } from "./resource-files.server";
import { filterResources, formatIsoDate, isResourceFileName, resourceFiles, resources } from "./resources";

const textOf = (item: (typeof resources)[number]) => `${item.id} ${item.type}`;

describe("resource library", () => {
  it("has 16-24 resources, each with a known topic and a file, recording or request", () => {
    expect(resources.length).toBeGreaterThanOrEqual(16);
    expect(resources.length).toBeLessThanOrEqual(24);
    expect(new Set(resources.map((item) => item.id)).size).toBe(resources.length);
    for (const item of resources) {
      for (const topic of item.topics) expect(keySkills).toContain(topic);
      const kinds = ["file" in item, "recording" in item, "onRequest" in item].filter(Boolean);
      expect(kinds, item.id).toHaveLength(1);
    }
    // Every topic has at least one resource.
    for (const skill of keySkills)
      expect(resources.some((item) => item.topics.some((topic) => topic === skill))).toBe(true);
  });

  it("filters by type, topic and every word of the search, ignoring case and accents", () => {
    expect(filterResources(resources, { type: "webinar" }, textOf)).toHaveLength(6);
    expect(filterResources(resources, { type: "webinar", topic: "riskAssessment" }, textOf).map((r) => r.id)).toEqual([
      "financingWebinar",
      "seismicityWebinar",
    ]);
    expect(filterResources(resources, { q: "GLOSSÁRY guide" }, textOf).map((r) => r.id)).toEqual(["glossary"]);
    expect(filterResources(resources, { q: "glossary webinar" }, textOf)).toEqual([]);
    expect(filterResources(resources, {}, textOf)).toHaveLength(resources.length);
  });

  it("serves only allow-listed files", () => {
    for (const name of Object.keys(resourceFiles)) {
      const file = getResourceFile(name);
      expect(file?.text.split(/\s+/).length, name).toBeGreaterThan(150);
    }
    for (const name of ["../package.json", "constructor", "__proto__", "toString", "GEOTHERMAL-GLOSSARY.MD", ""]) {
      expect(isResourceFileName(name)).toBe(false);
      expect(getResourceFile(name)).toBeNull();
    }
  });

  it("formats dates with the namespace's month names and order", () => {
    const months = ["January", "February", "March"];
    expect(formatIsoDate("2025-02-18", "{{day}} {{month}} {{year}}", months)).toBe("18 February 2025");
    expect(formatIsoDate("2025-03-01", "{{year}}年{{monthNumber}}月{{day}}日", months)).toBe("2025年3月1日");
    expect(formatIsoDate("nonsense", "{{day}}", months)).toBe("nonsense");
  });
});
