import { describe, expect, it } from "vitest";
import { mentorSchema, rankMentors, type MatchMentee, type MatchMentor } from "./mentorship";

const mentee: MatchMentee = {
  userId: "me",
  domains: ["drillingOperations", "riskAssessment", "reservoirEngineering"],
  level: "associate",
  languages: ["sw", "en"],
  region: "africa",
};

const mentor = (userId: string, over: Partial<MatchMentor> = {}): MatchMentor => ({
  userId,
  domains: ["drillingOperations"],
  level: "professional",
  languages: ["en"],
  region: "europe",
  freePlaces: 1,
  ...over,
});

describe("rankMentors", () => {
  it("ranks shared domains first, then level gap, language and region", () => {
    const ranked = rankMentors(mentee, [
      mentor("one-domain"),
      mentor("two-domains", { domains: ["drillingOperations", "riskAssessment"] }),
      mentor("two-domains-same-region-swahili", {
        domains: ["drillingOperations", "riskAssessment"],
        languages: ["sw"],
        region: "africa",
      }),
    ]);
    expect(ranked.map((m) => m.mentor.userId)).toEqual([
      "two-domains-same-region-swahili",
      "two-domains",
      "one-domain",
    ]);
    expect(ranked[0]!.reason).toEqual({
      sharedDomains: 2,
      wantedDomains: 3,
      levelGap: 1,
      languages: ["sw"],
      sameRegion: true,
    });
  });

  it("prefers a mentor one level above to one at the same level or below", () => {
    const menteePro = { ...mentee, level: "professional" };
    const ranked = rankMentors(menteePro, [
      mentor("below", { level: "associate" }),
      mentor("same", { level: "professional" }),
      mentor("above", { level: "senior" }),
    ]);
    expect(ranked.map((m) => m.mentor.userId)).toEqual(["above", "same", "below"]);
    expect(ranked[0]!.reason.levelGap).toBe(1);
    expect(ranked[2]!.reason.levelGap).toBe(-1);
  });

  it("leaves out the mentee, full mentors and mentors with nothing in common", () => {
    const ranked = rankMentors(mentee, [
      mentor("me"),
      mentor("full", { freePlaces: 0 }),
      mentor("nothing", { domains: ["regulatoryCompliance"], languages: ["ja"] }),
      mentor("ok"),
    ]);
    expect(ranked.map((m) => m.mentor.userId)).toEqual(["ok"]);
  });

  it("breaks ties by free places, then keeps the given order; limits the list", () => {
    const ranked = rankMentors(mentee, [mentor("a"), mentor("b", { freePlaces: 3 }), mentor("c"), mentor("d")], 3);
    expect(ranked.map((m) => m.mentor.userId)).toEqual(["b", "a", "c"]);
  });
});

describe("mentorSchema", () => {
  const valid = {
    domains: ["drillingOperations"],
    level: "senior",
    languages: ["en"],
    region: "africa",
    capacity: "2",
    bio: "Twenty years of drilling on the Rift.",
  };
  it("accepts a complete offer and coerces the capacity", () => {
    expect(mentorSchema.parse(valid).capacity).toBe(2);
  });
  it("refuses capacity outside 1-5, unknown domains and a missing language", () => {
    expect(mentorSchema.safeParse({ ...valid, capacity: "6" }).success).toBe(false);
    expect(mentorSchema.safeParse({ ...valid, capacity: "0" }).success).toBe(false);
    expect(mentorSchema.safeParse({ ...valid, domains: ["cooking"] }).success).toBe(false);
    expect(mentorSchema.safeParse({ ...valid, languages: [] }).success).toBe(false);
  });
});
