import { CalendarCheck, MapPin, MonitorPlay } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/account.exams";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireUser } from "~/features/auth/index.server";
import { RetakeFee } from "~/features/exams";
import { candidatePortfolio, examLevelNames, myExams } from "~/features/exams/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { privatePageHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privatePageHeaders;

/** /account/exams: the candidate's bookings and, for each approved application in its window, the sessions to book. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, clock } = getAppContext(context);
  const language = getRequestLanguage(context);
  const words = dateWordsOf(language);
  const formatDay = (value: string | Date) =>
    formatDate(typeof value === "string" ? value : value.toISOString().slice(0, 10), words);
  const view = await myExams(db, user.id, clock.now(), { language, formatDay });
  // An approved Expert candidate writes their portfolio on its own page.
  const portfolio = (await candidatePortfolio(db, user))?.eligible === true;
  return data(
    { messages: pageMessages(context, "examBooking"), levelNames: examLevelNames(language), portfolio, ...view },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function MyExams({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBooking", loaderData.messages);
  const { t } = useTranslation("examBooking");
  const { t: tCommon } = useTranslation("common");
  const err = useErrorText("examBooking");
  const { bookings, windows, levelNames } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.mineTitle")} description={t("mine.lead")} />
      <PageHeader
        title={t("mine.title")}
        lead={t("mine.lead")}
        trail={[
          [tCommon("session.account"), "/account"],
          [t("mine.certification"), "/account/certification"],
        ]}
      />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <section aria-labelledby="bookings-heading" className="grid gap-4">
          <h2 id="bookings-heading" className="text-2xl font-bold text-basalt-950">
            {t("mine.bookingsHeading")}
          </h2>
          {bookings.length === 0 ? <p className="text-basalt-800">{t("mine.noBookings")}</p> : null}
          <ul className="grid gap-3">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <Card className="grid gap-2 sm:flex sm:items-start sm:justify-between">
                  <div className="grid gap-1">
                    <h3 className="text-lg font-semibold text-basalt-950">
                      <Link to={`/account/exams/${booking.id}`} className={link}>
                        {t("mine.bookingTitle", { level: levelNames[booking.level], number: booking.number })}
                      </Link>
                    </h3>
                    <p className="text-basalt-800">{booking.when}</p>
                    <p className="flex items-center gap-1.5 text-basalt-700">
                      {booking.delivery === "online" ? (
                        <MonitorPlay aria-hidden className="size-4" />
                      ) : (
                        <MapPin aria-hidden className="size-4" />
                      )}
                      {booking.place}
                    </p>
                    {booking.fee ? <RetakeFee fee={booking.fee} /> : null}
                  </div>
                  <Badge
                    tone={booking.state === "cancelled" ? "magma" : booking.state === "booked" ? "mineral" : "sulphur"}
                  >
                    {t(`states.${booking.state}`)}
                  </Badge>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        {loaderData.portfolio ? (
          <section aria-labelledby="portfolio-heading" className="grid gap-2">
            <h2 id="portfolio-heading" className="text-2xl font-bold text-basalt-950">
              {t("mine.portfolioHeading")}
            </h2>
            <p className="text-basalt-800">{t("mine.portfolioText")}</p>
            <p>
              <Link to="/account/exams/portfolio" className={link}>
                {t("mine.portfolioLink")}
              </Link>
            </p>
          </section>
        ) : null}

        <section aria-labelledby="windows-heading" className="grid gap-4">
          <h2 id="windows-heading" className="text-2xl font-bold text-basalt-950">
            {t("mine.windowsHeading")}
          </h2>
          {windows.length === 0 ? (
            <p className="text-basalt-800">
              {t("mine.noWindows")}{" "}
              <Link to="/account/certification" className={link}>
                {t("mine.certification")}
              </Link>
            </p>
          ) : null}
          {windows.map((window) => (
            <Card key={window.applicationId} className="grid gap-3">
              <h3 className="text-lg font-semibold text-basalt-950">
                {t("mine.windowTitle", { level: levelNames[window.level] })}
              </h3>
              <p className="text-basalt-800">{t("mine.window", { from: window.from, until: window.until })}</p>
              {window.retakeFee ? (
                <p className="text-basalt-800">{t("retake.notice", { amount: window.retakeFee })}</p>
              ) : null}
              {window.refusal ? (
                <p className="text-basalt-800">{err(window.refusal.key, window.refusal.values)}</p>
              ) : window.sessions.length === 0 ? (
                <p className="text-basalt-800">{t("mine.noSessions")}</p>
              ) : (
                <>
                  <ul className="grid gap-2">
                    {window.sessions.map((session) => (
                      <li key={session.id} className="rounded-lg border border-basalt-200 bg-white px-3 py-2">
                        <span className="block text-basalt-900">{session.when}</span>
                        <span className="block text-basalt-700">
                          {session.place} · {t("seatsLeft", { count: session.seatsLeft })}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <p>
                    <Button asChild>
                      <Link to={`/account/exams/book/${window.applicationId}`}>
                        <CalendarCheck aria-hidden />
                        {t("mine.book", { level: levelNames[window.level] })}
                      </Link>
                    </Button>
                  </p>
                </>
              )}
            </Card>
          ))}
        </section>
      </div>
    </main>
  );
}
