import type { GeoEvent } from "~/features/events/event-types";
import { formatDate, type DateWords } from "~/lib/format/dates";
import type { LanguageCode } from "~/lib/i18n/languages";
import { localText } from "~/lib/format/localized";
import { formatDecimal } from "~/lib/format/format";

export type ShownText = { text: string; lang?: "en" };

/** What a page needs of an event, with its words already in the visitor's language. */
export type EventView = Pick<GeoEvent, "slug" | "type" | "region" | "format" | "start" | "end" | "utcOffset"> & {
  /** The venue, with its country's name in the visitor's language. */
  venue?: NonNullable<GeoEvent["venue"]> & { country: string };
  title: ShownText;
  summary: ShownText;
};

export type EventDetailView = EventView &
  Pick<GeoEvent, "agenda" | "audience"> & {
    description: ShownText[];
  };

export function toEventView(event: GeoEvent, language: LanguageCode): EventView {
  const { slug, type, region, format, start, end, utcOffset, venue } = event;
  return {
    slug,
    type,
    region,
    format,
    start,
    end,
    utcOffset,
    ...(venue ? { venue: { ...venue, country: countryName(venue.countryCode, language) } } : {}),
    title: localText(event.title, language),
    summary: localText(event.summary, language),
  };
}

export function toEventDetailView(event: GeoEvent, language: LanguageCode): EventDetailView {
  return {
    ...toEventView(event, language),
    agenda: event.agenda,
    audience: event.audience,
    description: event.description.map((paragraph) => localText(paragraph, language)),
  };
}

/** A country's name in a language ("IS" → "Iceland", "Ísland"); the code itself if the runtime has no name. */
function countryName(code: string, language: LanguageCode): string {
  return new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;
}

/** Where an event takes place: "Reykjavík, Iceland" (the listing region may be "Online, worldwide"). */
export function venuePlace(venue: { city: string; country: string }): string {
  return `${venue.city}, ${venue.country}`;
}

/** "16 March 2027", or "15 September 2026 – 17 September 2026" for several days. */
export function eventDateText(event: Pick<GeoEvent, "start" | "end">, words: DateWords): string {
  const start = formatDate(event.start.date, words);
  return event.start.date === event.end.date ? start : `${start} – ${formatDate(event.end.date, words)}`;
}

/** "09:00–17:00" */
export function eventTimeText(event: Pick<GeoEvent, "start" | "end">): string {
  return `${event.start.time}–${event.end.time}`;
}

/** ISO 8601 with the local offset, for <time dateTime> and schema.org. */
export function isoLocal(point: { date: string; time: string }, utcOffset: string): string {
  return `${point.date}T${point.time}:00${utcOffset}`;
}

/** CPD hours from tenths: "8", "2.5" (in the language's digits and separator). */
export function hoursText(tenths: number, language: LanguageCode): string {
  return formatDecimal(tenths / 10, language, tenths % 10 === 0 ? 0 : 1);
}
