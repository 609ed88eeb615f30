import { describe, expect, it } from "vitest";
import { contentEvents } from "~/features/events/seed-content.server";
import { toEventView, venuePlace } from "./event-view";

describe("an event's place", () => {
  it("is its venue's city and country in the visitor's language, not the listing region", () => {
    // An event in person listed under "Online, worldwide" (the editor's default region) still takes place somewhere.
    const seeded = contentEvents.find((event) => event.format === "inPerson" && event.venue)!;
    const hybrid = { ...seeded, format: "hybrid" as const, region: "global" as const };
    const english = toEventView(hybrid, "en");
    expect(venuePlace(english.venue!)).toBe(`${hybrid.venue!.city}, ${english.venue!.country}`);
    expect(english.venue!.country).toBe(
      new Intl.DisplayNames(["en"], { type: "region" }).of(hybrid.venue!.countryCode),
    );
    expect(venuePlace(english.venue!)).not.toContain("worldwide");
    expect(toEventView({ ...hybrid, venue: { ...hybrid.venue!, countryCode: "IS" } }, "is").venue!.country).toBe(
      "Ísland",
    );
  });

  it("is nothing for an online event", () => {
    const online = contentEvents.find((event) => event.format === "online")!;
    expect(toEventView(online, "en").venue).toBeUndefined();
  });
});
