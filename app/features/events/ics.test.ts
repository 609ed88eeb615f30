import { describe, expect, it } from "vitest";
import { contentEvents as events } from "~/features/events/seed-content.server";
import { buildCalendar, calendarFileName, eventCalendarEntry } from "./ics";

const findEvent = (slug: string) => events.find((event) => event.slug === slug);

/** Unfolds RFC 5545 lines (CRLF + space/tab continues a line) into name → value. */
function parse(ics: string): { lines: string[]; get: (name: string) => string | undefined } {
  const lines = ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  return {
    lines,
    get: (name) => lines.find((line) => line.split(/[:;]/)[0] === name)?.replace(/^[^:]*:/, ""),
  };
}

const stamp = new Date("2026-11-26T10:00:00Z");

describe("buildCalendar", () => {
  it("writes one VEVENT in a VCALENDAR with UTC times", () => {
    const ics = buildCalendar({
      uid: "test@geocert.example",
      start: new Date("2027-03-10T17:30:00-08:00"),
      end: new Date("2027-03-10T20:00:00-08:00"),
      title: "Meetup, with a comma; and a semicolon",
      description: "Line one\nLine two",
      location: "Sierra Energy Campus, Reno",
      url: "https://geocert.example/events/x",
      stamp,
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    for (const line of ics.split("\r\n").filter(Boolean))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { lines, get } = parse(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(get("VERSION")).toBe("2.0");
    expect(get("PRODID")).toBe("-//GeoCert//Events//EN");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(get("UID")).toBe("test@geocert.example");
    expect(get("DTSTAMP")).toBe("20261126T100000Z");
    expect(get("DTSTART")).toBe("20270311T013000Z");
    expect(get("DTEND")).toBe("20270311T040000Z");
    expect(get("SUMMARY")).toBe("Meetup\\, with a comma\\; and a semicolon");
    expect(get("DESCRIPTION")).toBe("Line one\\nLine two");
    expect(get("LOCATION")).toBe("Sierra Energy Campus\\, Reno");
    expect(get("URL")).toBe("https://geocert.example/events/x");
  });
});

describe("eventCalendarEntry", () => {
  const options = { language: "en" as const, siteUrl: "https://geocert.example", onlineLabel: "Online", stamp };

  it("gives every event a stable, unique UID and its page as URL", () => {
    const uids = events.map((event) => eventCalendarEntry(event, options).uid);
    expect(new Set(uids).size).toBe(events.length);
    const event = findEvent("world-summit-reykjavik-2027")!;
    const entry = eventCalendarEntry(event, options);
    expect(entry.uid).toBe("world-summit-reykjavik-2027@geocert.example");
    expect(eventCalendarEntry(event, { ...options, stamp: new Date() }).uid).toBe(entry.uid);
    expect(entry.url).toBe("https://geocert.example/events/world-summit-reykjavik-2027");
    expect(entry.location).toBe("Hverahús Conference Centre, Reykjavík / Online");
    expect(entry.start.toISOString()).toBe("2027-09-14T09:00:00.000Z");
    expect(entry.end.toISOString()).toBe("2027-09-16T17:00:00.000Z");
  });

  it("converts local times to UTC and writes the visitor's language where it exists", () => {
    const event = findEvent("taupo-meetup-direct-use-2027")!;
    const icelandic = eventCalendarEntry(event, { ...options, language: "is", onlineLabel: "Á netinu" });
    expect(icelandic.title).toBe("Fundur Nýja-Sjálandsdeildar: bein nýting jarðhita");
    // 17:00 in Taupō (UTC+13 in February) is 04:00 UTC the same day.
    expect(icelandic.start.toISOString()).toBe("2027-02-11T04:00:00.000Z");
    const french = eventCalendarEntry(event, { ...options, language: "fr" });
    expect(french.title).toBe(event.title.fr);
    expect(french.title).not.toBe(event.title.en);
  });

  it("builds a valid file for every event", () => {
    for (const event of events) {
      const { get } = parse(buildCalendar(eventCalendarEntry(event, options)));
      expect(get("DTSTART")).toMatch(/^\d{8}T\d{6}Z$/);
      expect(Number(get("DTEND")!.replace(/\D/g, ""))).toBeGreaterThan(Number(get("DTSTART")!.replace(/\D/g, "")));
    }
    expect(calendarFileName(events[0]!)).toBe(`${events[0]!.slug}.ics`);
  });
});
