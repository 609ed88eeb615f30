import { localString } from "~/lib/format/localized";
import type { GeoEvent } from "./event-types";
import { isoLocal } from "./event-view";

/** schema.org Event, for search engines. */
export function eventJsonLd(
  event: GeoEvent,
  language: Parameters<typeof localString>[1],
  siteUrl: string,
  online: string,
) {
  const url = `${siteUrl}/events/${event.slug}`;
  const virtual = { "@type": "VirtualLocation", url };
  const place = event.venue
    ? {
        "@type": "Place",
        name: event.venue.name,
        address: {
          "@type": "PostalAddress",
          addressLocality: event.venue.city,
          addressCountry: event.venue.countryCode,
        },
      }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: localString(event.title, language),
    description: localString(event.summary, language),
    startDate: isoLocal(event.start, event.utcOffset),
    endDate: isoLocal(event.end, event.utcOffset),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode:
      event.format === "online"
        ? "https://schema.org/OnlineEventAttendanceMode"
        : event.format === "hybrid"
          ? "https://schema.org/MixedEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
    location:
      event.format === "online" || !place
        ? { ...virtual, name: online }
        : event.format === "hybrid"
          ? [place, virtual]
          : place,
    organizer: { "@type": "Organization", name: "GeoCert", url: siteUrl },
    isAccessibleForFree: true,
    inLanguage: language,
    url,
  };
}
