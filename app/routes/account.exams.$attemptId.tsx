import { CalendarPlus, MapPin, MonitorPlay } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account.exams.$attemptId";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, Field, TextareaField } from "~/components/ui/field";
import { requireUser } from "~/features/auth/index.server";
import { MAX_EXTRA_TIME, RetakeFee, attemptForms } from "~/features/exams";
import { attemptAction, attemptPage, examLevelNames } from "~/features/exams/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languageNameOf } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const attemptId = z.uuid();
const notFound = () => new Response("Not found", { status: 404 });

/** /account/exams/:attemptId: one of the candidate's bookings; another's is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!attemptId.safeParse(params.attemptId).success) throw notFound();
  const { db, clock } = getAppContext(context);
  const language = getRequestLanguage(context);
  const words = dateWordsOf(language);
  const formatDay = (value: string | Date) =>
    formatDate(typeof value === "string" ? value : value.toISOString().slice(0, 10), words);
  const view = await attemptPage(db, user.id, params.attemptId, clock.now(), { language, formatDay });
  if (!view) throw notFound();
  return { messages: pageMessages(context, "examBooking"), levelNames: examLevelNames(language), attempt: view };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!attemptId.safeParse(params.attemptId).success) throw notFound();
  const form = await request.formData();
  const parsed = parseForm(form, attemptForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return attemptAction(context, form, user, params.attemptId, parsed.value);
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function ExamBooking({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBooking", loaderData.messages);
  const { t } = useTranslation("examBooking");
  const { t: tCommon } = useTranslation("common");
  const err = useErrorText("examBooking");
  const move = useFormReply("reschedule");
  const cancel = useFormReply("cancel");
  const ask = useFormReply("accommodation");
  const { attempt } = loaderData;
  const level = loaderData.levelNames[attempt.level];
  const languageName = languageNameOf(attempt.language);
  return (
    <main id="main">
      <PageMeta title={t("meta.attemptTitle", { level })} />
      <PageHeader
        title={t("attempt.title", { level })}
        lead={attempt.session.when}
        trail={[
          [tCommon("session.account"), "/account"],
          [t("mine.title"), "/account/exams"],
        ]}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <FormSuccess form="booking" />
        <Card className="grid gap-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-basalt-700">{t("attempt.when")}</dt>
              <dd className="text-basalt-950">{attempt.session.when}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-basalt-700">{t("attempt.where")}</dt>
              <dd className="flex items-center gap-1.5 text-basalt-950">
                {attempt.session.delivery === "online" ? (
                  <MonitorPlay aria-hidden className="size-4" />
                ) : (
                  <MapPin aria-hidden className="size-4" />
                )}
                {attempt.session.place}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-basalt-700">{t("attempt.state")}</dt>
              <dd>
                <Badge tone={attempt.state === "cancelled" ? "magma" : "mineral"}>{t(`states.${attempt.state}`)}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-basalt-700">{t("attempt.details")}</dt>
              <dd className="text-basalt-950">
                {t("attempt.detailsText", { number: attempt.number, language: languageName })}
                {attempt.extraTimePercent > 0 ? (
                  <span className="block">{t("attempt.extraTime", { percent: attempt.extraTimePercent })}</span>
                ) : null}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            {attempt.state !== "cancelled" ? (
              <Button asChild variant="secondary">
                <a href={`/account/exams/${attempt.id}/exam.ics`} download>
                  <CalendarPlus aria-hidden />
                  {t("attempt.calendar")}
                </a>
              </Button>
            ) : null}
            {attempt.sitLink ? (
              <Button asChild>
                <Link to={`/account/exams/${attempt.id}/sit`}>{t("attempt.sit")}</Link>
              </Button>
            ) : null}
            {attempt.reportLink ? (
              <Button asChild>
                <Link to={`/account/exams/${attempt.id}/report`}>{t("attempt.report")}</Link>
              </Button>
            ) : null}
          </div>
          {attempt.state === "booked" ? <p className="text-sm text-basalt-700">{t("attempt.admission")}</p> : null}
        </Card>

        {attempt.fee ? (
          <Card>
            <RetakeFee fee={attempt.fee} heading="h2" />
          </Card>
        ) : null}

        {attempt.state === "booked" ? (
          attempt.changesOpen ? (
            <section aria-labelledby="change-heading" className="grid gap-4">
              <h2 id="change-heading" className="text-xl font-semibold text-basalt-950">
                {t("attempt.changeHeading")}
              </h2>
              <p className="text-basalt-800">
                {t("attempt.changesUntil", { date: attempt.changesClose, hours: attempt.changesCloseHours })}
              </p>
              <Card>
                {attempt.moves.length === 0 ? (
                  <p className="text-basalt-800">{t("attempt.noMoves")}</p>
                ) : (
                  <Form method="post" className="grid gap-4">
                    <input type="hidden" name="intent" value="reschedule" />
                    <FormAlert message={err(move.formError, move.formErrorValues)} />
                    <ChoiceGroup
                      legend={t("attempt.moveTo")}
                      name="sessionId"
                      type="radio"
                      required
                      error={err(move.fieldErrors.sessionId)}
                      options={attempt.moves.map((s) => ({
                        value: s.id,
                        label: `${s.when} · ${s.place} · ${t("seatsLeft", { count: s.seatsLeft })}`,
                      }))}
                    />
                    <div>
                      <Button type="submit">{t("attempt.reschedule")}</Button>
                    </div>
                  </Form>
                )}
              </Card>
              <Card>
                <Form method="post" className="grid gap-3">
                  <input type="hidden" name="intent" value="cancel" />
                  <FormAlert message={err(cancel.formError, cancel.formErrorValues)} />
                  <p className="text-basalt-800">{t("attempt.cancelText")}</p>
                  <div>
                    <Button type="submit" variant="secondary">
                      {t("attempt.cancel")}
                    </Button>
                  </div>
                </Form>
              </Card>
            </section>
          ) : (
            <p className="text-basalt-800">{t("attempt.changesClosed", { hours: attempt.changesCloseHours })}</p>
          )
        ) : null}

        <section aria-labelledby="accommodation-heading" className="grid gap-4">
          <h2 id="accommodation-heading" className="text-xl font-semibold text-basalt-950">
            {t("attempt.accommodationHeading")}
          </h2>
          <FormSuccess form="accommodation" />
          {attempt.accommodation ? (
            <Card className="grid gap-2">
              <p className="text-basalt-900">
                {t(`accommodation.${attempt.accommodation.status}`, {
                  percent: attempt.accommodation.extraTimePercent,
                })}
              </p>
              <p className="whitespace-pre-line text-basalt-700">{attempt.accommodation.request}</p>
              {attempt.accommodation.note ? (
                <p className="text-basalt-800">{t("accommodation.note", { note: attempt.accommodation.note })}</p>
              ) : null}
            </Card>
          ) : (
            <p className="text-basalt-800">{t("attempt.accommodationText")}</p>
          )}
          {attempt.mayAskAccommodation && attempt.accommodation?.status !== "approved" ? (
            <Card>
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="accommodation" />
                <FormAlert message={err(ask.formError, ask.formErrorValues)} />
                <TextareaField
                  label={t("attempt.request")}
                  hint={t("attempt.requestHint")}
                  error={err(ask.fieldErrors.request)}
                  textareaProps={{
                    name: "request",
                    required: true,
                    rows: 4,
                    defaultValue:
                      ask.values.request ??
                      (attempt.accommodation?.status === "requested" ? attempt.accommodation.request : ""),
                  }}
                />
                <Field
                  label={t("attempt.extraTimeAsked")}
                  hint={t("attempt.extraTimeHint", { max: MAX_EXTRA_TIME })}
                  error={err(ask.fieldErrors.extraTime)}
                  inputProps={{
                    name: "extraTime",
                    type: "number",
                    inputMode: "numeric",
                    min: 0,
                    max: MAX_EXTRA_TIME,
                    step: 5,
                    defaultValue:
                      ask.values.extraTime ??
                      String(
                        attempt.accommodation?.status === "requested" ? attempt.accommodation.extraTimePercent : 25,
                      ),
                  }}
                />
                <div>
                  <Button type="submit" variant="secondary">
                    {t(attempt.accommodation?.status === "requested" ? "attempt.updateRequest" : "attempt.sendRequest")}
                  </Button>
                </div>
              </Form>
            </Card>
          ) : null}
          <p>
            <Link to="/account/exams" className={link}>
              {t("book.back")}
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
