import { describe, expect, it } from "vitest";
import { contentEvents as events } from "~/features/events/seed-content.server";
import english from "~/locales/en/events";
import {
  agendaKeys,
  audienceKeys,
  eventEnd,
  eventRegions,
  eventStart,
  eventTypes,
  filterEvents,
  listEventMonths,
  splitEvents,
} from "./event-types";

// The events that were static content (seeded into an empty database) and the helpers pages use on them.
describe("events", () => {
  it("list every agenda item and audience the events namespace has a label for, once", () => {
    expect([...agendaKeys].sort()).toEqual(Object.keys(english.agenda).sort());
    expect([...audienceKeys].sort()).toEqual(Object.keys(english.audiences).sort());
  });

  it("have unique slugs, valid times and end after start", () => {
    expect(new Set(events.map((e) => e.slug)).size).toBe(events.length);
    for (const event of events) {
      expect(Number.isNaN(eventStart(event).getTime())).toBe(false);
      expect(eventEnd(event).getTime()).toBeGreaterThan(eventStart(event).getTime());
      expect(event.format === "online" || event.venue !== undefined || event.type === "exam").toBe(true);
    }
  });

  it("cover every type and region between June 2026 and December 2027", () => {
    expect(events.length).toBeGreaterThanOrEqual(16);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(eventTypes));
    expect(new Set(events.map((e) => e.region))).toEqual(new Set(eventRegions));
    const months = listEventMonths(events);
    expect(months[0]).toBe("2026-06");
    expect(months.at(-1)).toBe("2027-12");
  });

  it("split into upcoming (soonest first) and past (latest first) at the given time", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.length + past.length).toBe(events.length);
    expect(upcoming.every((e) => eventEnd(e) >= now)).toBe(true);
    expect(past.every((e) => eventEnd(e) < now)).toBe(true);
    expect(upcoming[0]!.slug).toBe("webinar-environmental-management-2026");
    expect(past[0]!.slug).toBe("manila-meetup-operations-2026");
    // An exam window in progress is still upcoming.
    const during = splitEvents(events, new Date("2027-01-20T12:00:00Z"));
    expect(during.upcoming[0]!.slug).toBe("exam-window-winter-2027");
  });

  it("filter by type, region and month together", () => {
    expect(filterEvents(events, { type: "conference" }).map((e) => e.slug)).toEqual([
      "mediterranean-forum-izmir-2026",
      "americas-conference-guadalajara-2027",
      "world-summit-reykjavik-2027",
    ]);
    expect(filterEvents(events, { region: "turkiye", type: "meetup" }).map((e) => e.slug)).toEqual([
      "denizli-meetup-binary-plants-2027",
    ]);
    expect(filterEvents(events, { month: "2027-09" }).map((e) => e.slug)).toEqual(["world-summit-reykjavik-2027"]);
    expect(filterEvents(events, { region: "japan", type: "exam" })).toEqual([]);
  });
});
