import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account.exams.book.$applicationId";
import { FormAlert } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, SelectField } from "~/components/ui/field";
import { requireUser } from "~/features/auth/index.server";
import { bookForms } from "~/features/exams";
import { bookAction, bookingChoices, examLevelNames } from "~/features/exams/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const applicationId = z.uuid();

/** /account/exams/book/:applicationId: the sessions of the approved application's level to choose from. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!applicationId.safeParse(params.applicationId).success) throw new Response("Not found", { status: 404 });
  const { db, clock } = getAppContext(context);
  const language = getRequestLanguage(context);
  const words = dateWordsOf(language);
  const formatDay = (value: string | Date) =>
    formatDate(typeof value === "string" ? value : value.toISOString().slice(0, 10), words);
  const view = await bookingChoices(db, user.id, params.applicationId, clock.now(), { language, formatDay });
  if (!view) throw new Response("Not found", { status: 404 });
  return {
    messages: pageMessages(context, "examBooking"),
    levelNames: examLevelNames(language),
    submission: newSubmissionToken(),
    preferred: language,
    ...view,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!applicationId.safeParse(params.applicationId).success) throw new Response("Not found", { status: 404 });
  const form = await request.formData();
  const parsed = parseForm(form, bookForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return bookAction(context, form, user, params.applicationId, parsed.value);
}

export default function BookExam({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBooking", loaderData.messages);
  const { t } = useTranslation("examBooking");
  const { t: tCommon } = useTranslation("common");
  const err = useErrorText("examBooking");
  const reply = useFormReply("book");
  const level = loaderData.levelNames[loaderData.level];
  const open = loaderData.sessions.filter((s) => !s.full);
  const full = loaderData.sessions.filter((s) => s.full);
  const offered = languages.filter((l) => (loaderData.languages as string[]).includes(l.code));
  return (
    <main id="main">
      <PageMeta title={t("meta.bookTitle", { level })} />
      <PageHeader
        title={t("book.title", { level })}
        lead={t("mine.window", { from: loaderData.from, until: loaderData.until })}
        trail={[
          [tCommon("session.account"), "/account"],
          [t("mine.title"), "/account/exams"],
        ]}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        {loaderData.refusal ? (
          <Card>
            <p className="text-basalt-900">{err(loaderData.refusal.key, loaderData.refusal.values)}</p>
            <p className="mt-3">
              <Link to="/account/exams" className="font-medium text-mineral-700 underline underline-offset-4">
                {t("book.back")}
              </Link>
            </p>
          </Card>
        ) : open.length === 0 ? (
          <p className="text-basalt-900">{t("mine.noSessions")}</p>
        ) : offered.length === 0 ? (
          <p className="text-basalt-900">{t("book.noLanguage")}</p>
        ) : (
          <Card>
            <Form method="post" className="grid gap-5">
              <input type="hidden" name="intent" value="book" />
              <SubmissionField token={loaderData.submission} />
              <FormAlert message={err(reply.formError, reply.formErrorValues)} />
              <ChoiceGroup
                legend={t("book.session")}
                hint={t("book.sessionHint")}
                name="sessionId"
                type="radio"
                required
                error={err(reply.fieldErrors.sessionId)}
                defaultValue={reply.values.sessionId}
                options={open.map((s) => ({
                  value: s.id,
                  label: `${s.when} · ${s.place} · ${t("seatsLeft", { count: s.seatsLeft })}`,
                }))}
              />
              <SelectField
                label={t("book.language")}
                hint={t("book.languageHint")}
                error={err(reply.fieldErrors.language)}
                options={offered.map((l) => ({ value: l.code, label: l.name }))}
                selectProps={{
                  name: "language",
                  defaultValue:
                    reply.values.language ??
                    (offered.some((l) => l.code === loaderData.preferred) ? loaderData.preferred : offered[0]!.code),
                }}
              />
              <p className="text-sm text-basalt-700">{t("book.rules", { hours: loaderData.changesCloseHours })}</p>
              {loaderData.retakeFee ? (
                <p className="text-basalt-900">{t("retake.notice", { amount: loaderData.retakeFee })}</p>
              ) : null}
              <div>
                <Button type="submit">{t("book.submit")}</Button>
              </div>
            </Form>
          </Card>
        )}
        {full.length > 0 ? (
          <section aria-labelledby="full-heading" className="grid gap-3">
            <h2 id="full-heading" className="text-xl font-semibold text-basalt-950">
              {t("book.fullHeading")}
            </h2>
            <ul className="grid gap-3">
              {full.map((s) => (
                <li key={s.id} className="rounded-lg border border-basalt-200 bg-white px-4 py-3">
                  <p className="text-basalt-900">
                    {s.when} · {s.place}
                  </p>
                  <p className="mt-1 text-basalt-700">
                    {s.alternatives.length > 0 ? t("book.fullNext") : t("book.fullNone")}
                  </p>
                  {s.alternatives.length > 0 ? (
                    <ul className="mt-1 list-disc pl-5 text-basalt-800">
                      {s.alternatives.map((a) => (
                        <li key={a.id}>
                          {a.when} · {a.place} · {t("seatsLeft", { count: a.seatsLeft })}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
