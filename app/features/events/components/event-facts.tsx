import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatUtcOffset, type DateWords } from "~/lib/format/dates";
import { useTranslation } from "~/lib/i18n/react";
import { eventDateText, eventTimeText, isoLocal, venuePlace, type EventDetailView } from "../event-view";

/** The facts of an event's page: when (local time and offset), where, type, format and region. */
export function EventFacts({ event, words }: { event: EventDetailView; words: DateWords }) {
  const { t } = useTranslation("events");
  return (
    <Card>
      <h2 id="facts-heading" className="text-lg font-semibold text-basalt-950">
        {t("detail.facts")}
      </h2>
      <dl className="mt-4 grid gap-4">
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("detail.when")}</dt>
          <dd className="mt-0.5 text-basalt-900">
            <time dateTime={isoLocal(event.start, event.utcOffset)}>{eventDateText(event, words)}</time>
            <br />
            <span className="tabular">{eventTimeText(event)}</span>{" "}
            <span className="text-basalt-700">
              {t("detail.localTime", { offset: formatUtcOffset(event.utcOffset) })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("detail.where")}</dt>
          <dd className="mt-0.5 text-basalt-900">
            {event.venue ? (
              <>
                {event.venue.name}
                <br />
                {venuePlace(event.venue)}
                {event.format === "hybrid" ? (
                  <>
                    <br />
                    {t("detail.onlineVenue")}
                  </>
                ) : null}
              </>
            ) : (
              t("detail.onlineVenue")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("detail.type")}</dt>
          <dd className="mt-0.5 text-basalt-900">{t(`types.${event.type}`)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("detail.format")}</dt>
          <dd className="mt-0.5">
            <Badge tone="mineral">{t(`formats.${event.format}`)}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("detail.region")}</dt>
          <dd className="mt-0.5 text-basalt-900">{t(`regions.${event.region}`)}</dd>
        </div>
      </dl>
    </Card>
  );
}
