import { describe, expect, it } from "vitest";
import { isTimeZone, localParts, zonedToUtc } from "./zones";

describe("session time zones", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("Atlantic/Reykjavik")).toBe(true);
    expect(isTimeZone("Pacific/Auckland")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("turns a wall-clock time of a zone into its instant and back, across summer time", () => {
    expect(zonedToUtc("2027-01-18T09:00", "Atlantic/Reykjavik").toISOString()).toBe("2027-01-18T09:00:00.000Z");
    expect(zonedToUtc("2027-01-18T09:00", "Pacific/Auckland").toISOString()).toBe("2027-01-17T20:00:00.000Z");
    expect(zonedToUtc("2027-07-05T09:00", "Pacific/Auckland").toISOString()).toBe("2027-07-04T21:00:00.000Z");
    expect(zonedToUtc("2027-07-05T09:00", "America/Los_Angeles").toISOString()).toBe("2027-07-05T16:00:00.000Z");
    expect(localParts(new Date("2027-01-17T20:00:00Z"), "Pacific/Auckland")).toEqual({
      date: "2027-01-18",
      time: "09:00",
    });
  });
});
