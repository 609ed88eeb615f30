import { TitledSection } from "~/components/titled-section";
import { formatUtcOffset } from "~/lib/format/dates";
import { useTranslation } from "~/lib/i18n/react";
import type { EventDetailView } from "../event-view";

/** An event's programme, one list per day, in the event's local time. */
export function EventAgenda({ event }: { event: EventDetailView }) {
  const { t } = useTranslation("events");
  const days = [...new Set(event.agenda.map((item) => item.day ?? 1))];
  return (
    <TitledSection id="agenda" title={t("detail.agenda")}>
      <p className="mt-2 text-basalt-700">{t("detail.localTime", { offset: formatUtcOffset(event.utcOffset) })}</p>
      <div className="mt-4 grid gap-6">
        {days.map((day) => (
          <div key={day}>
            {days.length > 1 ? (
              <h3 className="mb-2 text-lg font-semibold text-basalt-900">{t("detail.day", { day })}</h3>
            ) : null}
            <ol className="divide-y divide-basalt-200 rounded-[var(--radius-card)] border border-basalt-200 bg-white">
              {event.agenda
                .filter((item) => (item.day ?? 1) === day)
                .map((item, index) => (
                  // Two items may share a time (parallel sessions): the key is the position.
                  <li key={`${day}-${index}`} className="flex gap-4 px-4 py-3">
                    <span className="w-14 shrink-0 font-semibold text-mineral-800 tabular">{item.time}</span>
                    <span className="text-basalt-900">{t(`agenda.${item.item}`)}</span>
                  </li>
                ))}
            </ol>
          </div>
        ))}
      </div>
    </TitledSection>
  );
}
