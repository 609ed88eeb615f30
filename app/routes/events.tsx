import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/events";
import { dataPageHeaders } from "~/lib/http/route-headers";
import {
  EventCard,
  eventRegions,
  eventTypes,
  filterEvents,
  listEventMonths,
  splitEvents,
  parseEventFilters,
  toEventView,
} from "~/features/events";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SelectField } from "~/components/ui/field";
import { listEvents } from "~/features/events/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatMonth } from "~/lib/format/dates";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** Built from the database, the same for every signed-out visitor (per URL and language; decision 026). */
export const headers = dataPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getRequestLanguage(context);
  const events = await listEvents(getAppContext(context).db, { publishedOnly: true });
  const months = listEventMonths(events);
  const filters = parseEventFilters(new URL(request.url).searchParams, months);
  // "Upcoming" and "past" are decided here, on the server, at the time of the request.
  const { upcoming, past } = splitEvents(filterEvents(events, filters), new Date());
  return data(
    {
      messages: pageMessages(context, "events"),
      filters,
      months,
      total: events.length,
      upcoming: upcoming.map((event) => toEventView(event, language)),
      past: past.map((event) => toEventView(event, language)),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  usePageMessages("events", loaderData.messages);
  const { t } = useTranslation("events");
  const { t: tCommon } = useTranslation();
  const { filters, upcoming, past, messages } = loaderData;
  const words = messages;
  const shown = upcoming.length + past.length;
  const filtered = Boolean(filters.type || filters.region || filters.month);

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("header.title")} lead={t("header.lead")} />

      <section aria-labelledby="event-filters-heading" className="border-b border-basalt-200 bg-steam-100">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h2 id="event-filters-heading" className="text-xl font-semibold text-basalt-950">
            {t("filters.heading")}
          </h2>
          <Form
            method="get"
            action="/events"
            // A new form whenever the filters change, so the choices shown follow the address.
            key={`${filters.type ?? ""}|${filters.region ?? ""}|${filters.month ?? ""}`}
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
          >
            <SelectField
              label={t("filters.type")}
              options={eventTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              placeholder={t("filters.anyType")}
              selectProps={{ id: "filter-type", name: "type", defaultValue: filters.type ?? "" }}
            />
            <SelectField
              label={t("filters.region")}
              options={eventRegions.map((region) => ({ value: region, label: t(`regions.${region}`) }))}
              placeholder={t("filters.anyRegion")}
              selectProps={{ id: "filter-region", name: "region", defaultValue: filters.region ?? "" }}
            />
            <SelectField
              label={t("filters.month")}
              options={loaderData.months.map((month) => ({ value: month, label: formatMonth(month, words) }))}
              placeholder={t("filters.anyMonth")}
              selectProps={{ id: "filter-month", name: "month", defaultValue: filters.month ?? "" }}
            />
            <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
              <Button type="submit">{tCommon("page.applyFilters")}</Button>
              {filtered ? (
                <Button asChild variant="secondary">
                  <Link to="/events">{tCommon("page.clearFilters")}</Link>
                </Button>
              ) : null}
            </div>
          </Form>
          <p role="status" className="mt-4 text-sm text-basalt-700">
            {t("filters.shown", { shown, total: loaderData.total })}
          </p>
        </div>
      </section>

      <EventSection
        id="upcoming"
        heading={t("sections.upcoming")}
        lead={t("sections.upcomingLead")}
        empty={t("sections.noUpcoming")}
      >
        {upcoming.map((event) => (
          <li key={event.slug}>
            <EventCard event={event} words={words} />
          </li>
        ))}
      </EventSection>

      <EventSection
        id="past"
        heading={t("sections.past")}
        lead={t("sections.pastLead")}
        empty={t("sections.noPast")}
        tinted
      >
        {past.map((event) => (
          <li key={event.slug}>
            <EventCard event={event} words={words} past />
          </li>
        ))}
      </EventSection>
    </main>
  );
}

function EventSection({
  id,
  heading,
  lead,
  empty,
  tinted = false,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  empty: string;
  tinted?: boolean;
  children: React.ReactNode[];
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={tinted ? "bg-steam-100 py-12 sm:py-16" : "py-12 sm:py-16"}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-basalt-950">
          {heading}
        </h2>
        <p className="mt-2 max-w-3xl text-lg text-basalt-700">{lead}</p>
        <div className="mt-8">
          {children.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</ul>
          ) : (
            <EmptyState message={empty} />
          )}
        </div>
      </div>
    </section>
  );
}
