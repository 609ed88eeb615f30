import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/referee.$token";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { LanguagePicker } from "~/components/language-picker";
import { LogoMark } from "~/components/logo";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, TextareaField } from "~/components/ui/field";
import { refereeForm } from "~/features/applications";
import { answerReferee, refereeView } from "~/features/applications/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

/**
 * The link is a key: never cached, never sent on as a referrer to another site. "same-origin", not "no-referrer":
 * under no-referrer the browser sends the answer's post with `Origin: null`, which the site's CSRF check refuses.
 */
const privateHeaders = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

export function headers() {
  return privateHeaders;
}

/**
 * A referee's page (decision 041): no account; only the one experience entry and the applicant's name. A tampered,
 * replaced or expired link gets the same clear page (404) and changes nothing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const view = await refereeView(app.db, params.token, app.clock.now());
  const messages = pageMessages(context, "applications");
  if (!view.ok) return data({ messages, view: null }, { status: 404, headers: privateHeaders });
  const words = dateWordsOf(getRequestLanguage(context));
  const { entry } = view;
  return data(
    {
      messages,
      view: {
        applicantName: view.applicantName,
        refereeName: view.request.refereeName,
        employer: entry.employer,
        role: entry.role,
        start: formatDate(entry.startOn, words),
        end: entry.endOn ? formatDate(entry.endOn, words) : null,
        hoursPerWeek: entry.hoursPerWeek,
        answered: view.request.answer !== null,
      },
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, refereeForm);
  if (!parsed.ok) return refuse(parsed.reply);
  const outcome = await answerReferee(app.db, {
    token: params.token,
    answer: parsed.value.answer,
    comment: parsed.value.comment,
    now: app.clock.now(),
  });
  if (outcome === "invalid") return data({ invalid: true }, { status: 404, headers: privateHeaders });
  throw redirectWithFlash(context, `/referee/${params.token}`, {
    ns: "applications",
    key: outcome === "answered" ? "referee.thanks" : "referee.already",
    form: "answer",
  });
}

export default function RefereePage({ loaderData }: Route.ComponentProps) {
  usePageMessages("applications", loaderData.messages);
  const { t } = useTranslation("applications");
  const { t: common } = useTranslation();
  const err = useErrorText("applications");
  const reply = useFormReply("answer");
  const submitting = useNavigation().state === "submitting";
  const { view } = loaderData;
  // Outside the site's frame, like /unsubscribe: a referee has no site password, and before unlocking the browser
  // gets only the gate's strings (brand, language), so the site's header and footer could not be drawn in words.
  return (
    <div className="flex min-h-screen flex-col bg-steam-100">
      <header className="bg-basalt-950 text-steam-50">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <span className="flex items-center gap-3 text-lg font-bold">
            <LogoMark />
            {common("brand.name")}
          </span>
          <LanguagePicker variant="ghost-inverse" />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-12 sm:px-6">
        <PageMeta title={t("meta.refereeTitle")} />
        <h1 className="mb-6 text-3xl font-bold text-basalt-950">
          {view ? t("referee.title") : t("referee.invalidTitle")}
        </h1>
        {!view ? (
          <Card>
            <p className="text-basalt-800">{t("referee.invalid")}</p>
          </Card>
        ) : (
          <Card>
            <FormSuccess form="answer" className="mb-6" />
            <p className="text-basalt-800">{t("referee.lead", { applicant: view.applicantName })}</p>
            <dl className="mt-4 grid gap-1 rounded-lg border border-basalt-200 bg-steam-100 p-4 text-basalt-900">
              <dt className="sr-only">{t("referee.title")}</dt>
              <dd className="font-semibold">{t("referee.position", { role: view.role, employer: view.employer })}</dd>
              <dd>{t("referee.period", { start: view.start, end: view.end ?? t("referee.ongoing") })}</dd>
              <dd>{t("referee.hours", { count: view.hoursPerWeek })}</dd>
            </dl>
            {view.answered ? (
              <p className="mt-6 text-basalt-800">{t("referee.already")}</p>
            ) : (
              // A document post: a browser that has not unlocked the site gets no route list from /__manifest (the
              // gate's), so a script-driven submission would turn into a reload; the plain post works everywhere.
              <Form method="post" className="mt-6 grid gap-5" noValidate reloadDocument>
                <input type="hidden" name="intent" value="answer" />
                <FormAlert message={reply.formError ? err(reply.formError) : null} />
                <ChoiceGroup
                  legend={t("referee.question")}
                  name="answer"
                  type="radio"
                  required
                  error={reply.fieldErrors.answer ? err(reply.fieldErrors.answer) : null}
                  defaultValue={reply.values.answer}
                  options={[
                    { value: "confirmed", label: t("referee.confirm") },
                    { value: "disputed", label: t("referee.dispute") },
                  ]}
                />
                <TextareaField
                  label={t("referee.comment")}
                  error={reply.fieldErrors.comment ? err(reply.fieldErrors.comment) : null}
                  textareaProps={{
                    id: "comment",
                    name: "comment",
                    rows: 4,
                    maxLength: 2000,
                    defaultValue: reply.values.comment,
                  }}
                />
                <div>
                  <Button type="submit" disabled={submitting}>
                    {t("referee.send")}
                  </Button>
                </div>
              </Form>
            )}
            <p className="mt-6 text-sm text-basalt-600">{t("referee.privacy")}</p>
          </Card>
        )}
      </main>
    </div>
  );
}
