import { ArrowLeft, CircleCheck, Mail, UserCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/events.$slug";
import { dataPageHeaders } from "~/lib/http/route-headers";
import { TitledSection } from "~/components/titled-section";
import {
  EventCard,
  isUpcoming,
  splitEvents,
  RegistrationPanel,
  eventPageForms,
  mayManageEvents,
  mayRegister,
  registrationOffered,
  eventDateText,
  eventTimeText,
  isoLocal,
  toEventDetailView,
  toEventView,
  venuePlace,
  eventJsonLd,
} from "~/features/events";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  activeRegistration,
  findEventBySlug,
  listEvents,
  placesLeft,
  registrationCounts,
  cancel,
  checkInOpen,
  register,
} from "~/features/events/index.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatUtcOffset } from "~/lib/format/dates";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { RelatedItems } from "~/components/related-items";

/**
 * Built from the database: the signed-out view (a sign-in link, no form token) is the same for every
 * visitor and kept until the data changes; a signed-in member's view (their registration, a form
 * token) is rendered each time (docs/guides/cache.md).
 */
export const headers = dataPageHeaders;

async function eventOr404(request: Request, context: Route.LoaderArgs["context"], slug: string) {
  const { db } = getAppContext(context);
  const user = await getUser(request, context);
  // Admins also see an event before it is published.
  const event = await findEventBySlug(db, slug, { publishedOnly: !mayManageEvents(user) });
  if (!event) throw data(null, { status: 404, statusText: "Not Found" });
  return { event, user };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { event, user } = await eventOr404(request, context, params.slug);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const messages = pageMessages(context, "events");
  const now = new Date();
  const [all, counts, mine] = await Promise.all([
    listEvents(db, { publishedOnly: true }),
    registrationCounts(db, [event.id]),
    user ? activeRegistration(db, event.id, user.id) : Promise.resolve(null),
  ]);
  const more = splitEvents(
    all.filter((other) => other.slug !== event.slug),
    now,
  ).upcoming.slice(0, 3);
  const upcoming = isUpcoming(event, now);
  const offered = registrationOffered(event, upcoming);
  return data(
    {
      messages,
      registrationMessages: pageMessages(context, "eventRegistration"),
      event: toEventDetailView(event, language),
      upcoming,
      registration: {
        slug: event.slug,
        offered,
        signedIn: mayRegister(user),
        placesLeft: placesLeft(event.capacity, counts.get(event.id)?.registered ?? 0),
        mine: mine ? { status: mine.status, position: mine.position } : null,
        submission: user && offered && !mine ? newSubmissionToken() : null,
        checkInOpen: checkInOpen(event, now),
      },
      more: more.map((other) => toEventView(other, language)),
      jsonLd: eventJsonLd(event, language, getAppContext(context).config.siteUrl, messages.calendar.online),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { event } = await eventOr404(request, context, params.slug);
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, eventPageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const ask = { context, form, user, event };
  switch (parsed.value.intent) {
    case "register":
      return register(ask);
    case "cancel":
      return cancel(ask);
  }
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("events", loaderData.messages);
  usePageMessages("eventRegistration", loaderData.registrationMessages);
  const { t } = useTranslation("events");
  const { t: tRegistration } = useTranslation("eventRegistration");
  const { event, upcoming, more, messages: words } = loaderData;
  const calendarHref = `/events/${event.slug}/calendar.ics`;
  const days = [...new Set(event.agenda.map((item) => item.day ?? 1))];

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
            loaderData.registration.offered ? (
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

          {event.agenda.length > 0 ? (
            <TitledSection id="agenda" title={t("detail.agenda")}>
              <p className="mt-2 text-basalt-700">
                {t("detail.localTime", { offset: formatUtcOffset(event.utcOffset) })}
              </p>
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
          ) : null}

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

          <Card className="bg-steam-100">
            {upcoming || loaderData.registration.mine ? (
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
