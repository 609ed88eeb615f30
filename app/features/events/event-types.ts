/**
 * What an event is (events live in the database, app/features/events/schema.ts). Dates and times
 * are local to the event (with its UTC offset on that day); labels (types, regions, agenda items,
 * audiences) live in the "events" namespace, the words of each event in the database as LocalText.
 */
import type { LocalText } from "~/lib/format/localized";
import type { Namespaces } from "~/locales/types";

type EventsMessages = Namespaces["events"];

export const eventTypes = ["conference", "webinar", "meetup", "exam"] as const;
export type EventType = (typeof eventTypes)[number];

export const eventRegions = [
  "global",
  "iceland",
  "turkiye",
  "kenya",
  "indonesia",
  "philippines",
  "newZealand",
  "usaWest",
  "mexico",
  "italy",
  "japan",
] as const;
export type EventRegion = (typeof eventRegions)[number];

export type EventFormat = keyof EventsMessages["formats"];
export type AgendaKey = keyof EventsMessages["agenda"];
export type AudienceKey = keyof EventsMessages["audiences"];

/** Every agenda item an event may list (labels in the events namespace), in the editor's order. */
export const agendaKeys = [
  "registration",
  "welcome",
  "keynote",
  "technicalTalk",
  "caseStudy",
  "panel",
  "workshop",
  "posterSession",
  "frameworkUpdate",
  "chapterNews",
  "discussion",
  "qa",
  "lunch",
  "siteVisit",
  "awards",
  "networking",
  "closing",
  "examBriefing",
  "windowOpens",
  "windowCloses",
] as const satisfies readonly AgendaKey[];

/** Every audience an event may name (labels in the events namespace), in the editor's order. */
export const audienceKeys = [
  "students",
  "newcomers",
  "technicians",
  "engineers",
  "managers",
  "employers",
  "educators",
  "regulators",
  "candidates",
  "certified",
] as const satisfies readonly AudienceKey[];

export function isAgendaKey(value: string): value is AgendaKey {
  return (agendaKeys as readonly string[]).includes(value);
}

export function isAudienceKey(value: string): value is AudienceKey {
  return (audienceKeys as readonly string[]).includes(value);
}

export type EventVenue = { name: string; city: string; countryCode: string };
export type AgendaItem = { day?: number; time: string; item: AgendaKey };

export type GeoEvent = {
  slug: string;
  type: EventType;
  region: EventRegion;
  format: EventFormat;
  /** Local date (YYYY-MM-DD) and time (HH:MM) at the event's place. */
  start: { date: string; time: string };
  end: { date: string; time: string };
  /** The place's offset from UTC on those days, e.g. "+03:00". Online events use UTC. */
  utcOffset: string;
  venue?: EventVenue;
  title: LocalText;
  summary: LocalText;
  description: LocalText[];
  agenda: AgendaItem[];
  audience: AudienceKey[];
};

/** Instants in UTC, from the local date, time and offset. */
export function eventStart(event: Pick<GeoEvent, "start" | "utcOffset">): Date {
  return new Date(`${event.start.date}T${event.start.time}:00${event.utcOffset}`);
}

export function eventEnd(event: Pick<GeoEvent, "end" | "utcOffset">): Date {
  return new Date(`${event.end.date}T${event.end.time}:00${event.utcOffset}`);
}

/** Upcoming until it has ended (an exam window in progress is still upcoming). */
export function isUpcoming(event: Pick<GeoEvent, "end" | "utcOffset">, now: Date): boolean {
  return eventEnd(event).getTime() >= now.getTime();
}

/** The month the event starts in, "2027-03". */
export function eventMonth(event: Pick<GeoEvent, "start">): string {
  return event.start.date.slice(0, 7);
}

/** Every month with at least one event of the list, in order. */
export function listEventMonths(list: readonly Pick<GeoEvent, "start">[]): string[] {
  return [...new Set(list.map(eventMonth))].sort();
}

export type EventFilters = { type?: EventType; region?: EventRegion; month?: string };

export function filterEvents<E extends Pick<GeoEvent, "type" | "region" | "start">>(
  list: readonly E[],
  filters: EventFilters,
): E[] {
  return list.filter(
    (event) =>
      (!filters.type || event.type === filters.type) &&
      (!filters.region || event.region === filters.region) &&
      (!filters.month || eventMonth(event) === filters.month),
  );
}

/** Upcoming soonest first; past most recent first. */
export function splitEvents<E extends Pick<GeoEvent, "start" | "end" | "utcOffset">>(
  list: readonly E[],
  now: Date,
): { upcoming: E[]; past: E[] } {
  const byStart = [...list].sort((a, b) => eventStart(a).getTime() - eventStart(b).getTime());
  return {
    upcoming: byStart.filter((event) => isUpcoming(event, now)),
    past: byStart.filter((event) => !isUpcoming(event, now)).reverse(),
  };
}
