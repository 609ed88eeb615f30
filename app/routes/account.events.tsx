import { CalendarDays, FileDown } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/account.events";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { listMemberRegistrations } from "~/features/events/index.server";
import { requireUser } from "~/features/auth/index.server";
import { isUpcoming, eventDateText } from "~/features/events";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { localText } from "~/lib/format/localized";
import { privatePageHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

/** The member's own page, no form: kept for their session alone until data changes (docs/guides/cache.md). */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const language = getRequestLanguage(context);
  const words = dateWordsOf(language);
  const now = new Date();
  const registrations = await listMemberRegistrations(getAppContext(context).db, user.id);
  const rows = registrations.map((registration) => ({
    id: registration.id,
    status: registration.status,
    position: registration.position,
    slug: registration.event.slug,
    title: localText(registration.event.title, language),
    date: eventDateText(registration.event, words),
    isoDate: registration.event.start.date,
    city: registration.event.venue?.city ?? null,
    upcoming: isUpcoming(registration.event, now),
  }));
  return data(
    {
      messages: pageMessages(context, "eventRegistration"),
      upcoming: rows.filter((row) => row.upcoming).reverse(),
      past: rows.filter((row) => !row.upcoming),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Row = Route.ComponentProps["loaderData"]["upcoming"][number];

export default function MyEvents({ loaderData }: Route.ComponentProps) {
  usePageMessages("eventRegistration", loaderData.messages);
  const { t } = useTranslation("eventRegistration");
  const { upcoming, past } = loaderData;
  const section = (id: string, title: string, rows: Row[]) =>
    rows.length > 0 ? (
      <section aria-labelledby={`${id}-heading`} className="grid gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-basalt-950">
          {title}
        </h2>
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id}>
              <Card className="flex flex-wrap items-start justify-between gap-4 p-4">
                <div className="flex gap-3">
                  <CalendarDays aria-hidden className="mt-1 size-5 shrink-0 text-mineral-700" />
                  <div>
                    <Link
                      to={`/events/${row.slug}`}
                      lang={row.title.lang}
                      className="font-semibold text-basalt-950 underline-offset-4 hover:underline"
                    >
                      {row.title.text}
                    </Link>
                    <p className="mt-1 text-sm text-basalt-700">
                      <time dateTime={row.isoDate}>{row.date}</time>
                      {row.city ? ` · ${row.city}` : null}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Badge tone={row.status === "waitlisted" ? "sulphur" : "mineral"}>
                    {t(`mine.status.${row.status}`, { position: row.position ?? 0 })}
                  </Badge>
                  {row.status === "attended" ? (
                    <Button asChild size="sm" variant="secondary">
                      <a href={`/account/events/${row.id}/certificate.pdf`} download>
                        <FileDown aria-hidden />
                        {t("mine.certificate")}
                      </a>
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <main id="main">
      <PageMeta title={`${t("mine.title")} — GeoCert`} description={t("mine.lead")} />
      <PageHeader title={t("mine.title")} lead={t("mine.lead")} />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        {upcoming.length + past.length === 0 ? (
          <div className="grid justify-items-start gap-4">
            <EmptyState message={t("mine.empty")} />
            <Button asChild>
              <Link to="/events">{t("mine.browse")}</Link>
            </Button>
          </div>
        ) : null}
        {section("upcoming", t("mine.upcoming"), upcoming)}
        {section("past", t("mine.past"), past)}
      </div>
    </main>
  );
}
