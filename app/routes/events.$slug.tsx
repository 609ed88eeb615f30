import { ArrowLeft, CalendarCheck, CircleCheck, Mail, UserCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/events.$slug";
import { dataPageHeaders } from "~/lib/http/route-headers";
import { TitledSection } from "~/components/titled-section";
import { EventAgenda, EventCard, EventFacts, RegistrationPanel } from "~/features/events";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { eventPage, eventPageAction } from "~/features/events/index.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { RelatedItems } from "~/components/related-items";

/**
 * Built from the database: the signed-out view (a sign-in link, no form token) is the same for every
 * visitor and kept until the data changes; a signed-in member's view (their registration, a form
 * token) is rendered each time (docs/guides/cache.md).
 */
export const headers = dataPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return eventPage(request, context, params.slug);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return eventPageAction(request, context, params.slug);
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("events", loaderData.messages);
  usePageMessages("eventRegistration", loaderData.registrationMessages);
  const { t } = useTranslation("events");
  const { t: tRegistration } = useTranslation("eventRegistration");
  const { event, upcoming, more, messages: words } = loaderData;
  const calendarHref = `/events/${event.slug}/calendar.ics`;

  return (
    <main id="main">
      <PageMeta title={`${event.title.text} — GeoCert`} description={event.summary.text} />
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader
        title={event.title.text}
        lead={event.summary.text}
        eyebrow={t(`types.${event.type}`)}
        trail={[[t("header.title"), "/events"]]}
      >
        <div className="flex flex-wrap items-center gap-3">
          {upcoming ? (
            loaderData.examBooking ? (
              <Button asChild variant="inverse">
                <Link to="/account/exams">
                  <CalendarCheck aria-hidden />
                  {t("detail.bookExam")}
                </Link>
              </Button>
            ) : loaderData.registration.offered ? (
              <Button asChild variant="inverse">
                <a href="#registration">
                  <UserCheck aria-hidden />
                  {tRegistration("register.heading")}
                </a>
              </Button>
            ) : null
          ) : (
            <p className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-steam-100">
              <CircleCheck aria-hidden className="size-4" />
              {t("detail.pastNotice")}
            </p>
          )}
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:px-8">
        <div className="grid content-start gap-12 lg:col-span-8">
          {/* Events created in the admin area may have no description, agenda or audience yet: no empty sections. */}
          {event.description.length > 0 ? (
            <TitledSection id="about" title={t("detail.about")}>
              <div className="mt-4 grid max-w-[70ch] gap-4 text-lg text-basalt-800">
                {event.description.map((paragraph, index) => (
                  <p key={index} lang={paragraph.lang}>
                    {paragraph.text}
                  </p>
                ))}
              </div>
            </TitledSection>
          ) : null}

          {event.agenda.length > 0 ? <EventAgenda event={event} /> : null}

          {event.audience.length > 0 ? (
            <TitledSection id="audience" title={t("detail.audience")}>
              <ul className="mt-4 flex flex-wrap gap-2">
                {event.audience.map((audience) => (
                  <li
                    key={audience}
                    className="rounded-full border border-mineral-700/30 bg-mineral-50 px-3.5 py-1.5 text-sm font-medium text-mineral-800"
                  >
                    {t(`audiences.${audience}`)}
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
        </div>

        <aside className="grid content-start gap-6 lg:col-span-4" aria-labelledby="facts-heading">
          <EventFacts event={event} words={words} />

          <Card className="bg-steam-100">
            {upcoming && loaderData.examBooking ? (
              <>
                <h2 className="text-lg font-semibold text-basalt-950">{t("detail.bookExam")}</h2>
                <p className="mt-2 text-basalt-700">{t("detail.bookExamText")}</p>
                <Button asChild className="mt-4 w-full">
                  <Link to="/account/exams">
                    <CalendarCheck aria-hidden />
                    {t("detail.bookExam")}
                  </Link>
                </Button>
                <p className="mt-3">
                  <a href={calendarHref} className="text-sm font-medium text-mineral-700 underline underline-offset-4">
                    {t("detail.addToCalendar")}
                  </a>
                </p>
              </>
            ) : upcoming || loaderData.registration.mine ? (
              <RegistrationPanel data={loaderData.registration} calendarHref={calendarHref} />
            ) : (
              <>
                <h2 className="text-lg font-semibold text-basalt-950">{t("detail.pastNotice")}</h2>
                <p className="mt-2 text-basalt-700">{t("detail.pastText")}</p>
                <Button asChild className="mt-4 w-full">
                  <Link to="/contact">
                    <Mail aria-hidden />
                    {t("detail.pastButton")}
                  </Link>
                </Button>
              </>
            )}
          </Card>
        </aside>
      </div>

      {more.length > 0 ? (
        <RelatedItems
          id="more-heading"
          heading={t("detail.moreEvents")}
          action={
            <Link
              to="/events"
              className="inline-flex items-center gap-1.5 font-semibold text-mineral-800 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {t("detail.allEvents")}
            </Link>
          }
        >
          {more.map((other) => (
            <li key={other.slug}>
              <EventCard event={other} words={words} />
            </li>
          ))}
        </RelatedItems>
      ) : null}
    </main>
  );
}
