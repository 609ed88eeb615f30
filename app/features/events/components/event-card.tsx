import { CalendarDays, Clock, MapPin } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatUtcOffset, type DateWords } from "~/lib/format/dates";
import { eventDateText, eventTimeText, isoLocal, venuePlace, type EventView } from "~/features/events/event-view";
import { cn } from "~/lib/util/cn";

const typeTone = { conference: "magma", webinar: "mineral", meetup: "neutral", exam: "sulphur" } as const;

/** One event in a list: type, title (the link), date, time with offset, place, summary. */
export function EventCard({
  event,
  words,
  headingLevel = 3,
  past = false,
}: {
  event: EventView;
  words: DateWords;
  headingLevel?: 2 | 3;
  past?: boolean;
}) {
  const { t } = useTranslation("events");
  const Heading = `h${headingLevel}` as const;
  const place = event.venue ? venuePlace(event.venue) : t(`regions.${event.region}`);
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-magma-600 focus-within:ring-offset-2",
        past && "bg-steam-50",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={typeTone[event.type]}>{t(`types.${event.type}`)}</Badge>
        <Badge tone="neutral">{t(`formats.${event.format}`)}</Badge>
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold text-basalt-950">
        <Link
          to={`/events/${event.slug}`}
          lang={event.title.lang}
          className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        >
          {event.title.text}
        </Link>
      </Heading>
      <ul className="mt-3 grid gap-1.5 text-sm text-basalt-700">
        <li className="flex items-start gap-2">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-mineral-700" />
          <time dateTime={isoLocal(event.start, event.utcOffset)}>{eventDateText(event, words)}</time>
        </li>
        <li className="flex items-start gap-2">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-mineral-700" />
          <span className="tabular">
            {eventTimeText(event)} {formatUtcOffset(event.utcOffset)}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-mineral-700" />
          <span>{place}</span>
        </li>
      </ul>
      <p lang={event.summary.lang} className="mt-4 text-basalt-700">
        {event.summary.text}
      </p>
    </article>
  );
}
