import { createEvent, type EventAttributes } from "ics";
import { eventEnd, eventStart, type GeoEvent } from "~/features/events/event-types";
import type { LanguageCode } from "~/lib/i18n/languages";
import { localString } from "~/lib/format/localized";

/** One calendar entry, with its instants in UTC. */
export type CalendarEntry = {
  /** Stable per event, so importing the file twice updates rather than duplicates. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  url: string;
  /** DTSTAMP: when this file was made. */
  stamp: Date;
};

/** An RFC 5545 VCALENDAR with one VEVENT; DTSTART, DTEND and DTSTAMP in UTC. */
export function buildCalendar(entry: CalendarEntry): string {
  const attributes = {
    uid: entry.uid,
    productId: "-//GeoCert//Events//EN",
    method: "PUBLISH",
    start: entry.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: entry.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    // Not in the package's types, but read by it (it defaults to Date.now()).
    timestamp: entry.stamp.getTime(),
  } as EventAttributes;
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("Could not build the calendar file");
  return value;
}

/** The calendar entry of one of our events, in the visitor's language where we have it. */
export function eventCalendarEntry(
  event: GeoEvent,
  options: { language: LanguageCode; siteUrl: string; onlineLabel: string; stamp: Date },
): CalendarEntry {
  const url = `${options.siteUrl}/events/${event.slug}`;
  const summary = localString(event.summary, options.language);
  const description = [summary, ...event.description.map((p) => localString(p, options.language)), url].join("\n\n");
  const location = event.venue
    ? `${event.venue.name}, ${event.venue.city}${event.format === "hybrid" ? ` / ${options.onlineLabel}` : ""}`
    : options.onlineLabel;
  return {
    uid: `${event.slug}@${new URL(options.siteUrl).hostname}`,
    start: eventStart(event),
    end: eventEnd(event),
    title: localString(event.title, options.language),
    description,
    location,
    url,
    stamp: options.stamp,
  };
}

/** A safe file name for the download: "world-summit-reykjavik-2027.ics". */
export function calendarFileName(event: GeoEvent): string {
  return `${event.slug.replace(/[^a-z0-9-]/g, "")}.ics`;
}
