import { BellRing, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/community.jobs.alerts";
import { FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { getUser } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { alertFrequencies, alertPageForms } from "~/features/jobs";
import { alertPageAction, alertsPageData } from "~/features/jobs/index.server";
import { cn } from "~/lib/util/cn";
import { signInPath } from "~/lib/http/paths";

export const headers = privateFormHeaders;

/** A member's alerts, or with `?token=` the one guest alert its mail links to (confirm, change, delete). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const user = await getUser(request, context);
  const page = await alertsPageData(context, user, token);
  if (!page) throw redirect(signInPath("/community/jobs/alerts"));
  return data({ messages: pageMessages(context, "jobAlerts"), ...page }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), alertPageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return alertPageAction(context, await getUser(request, context), parsed.value);
}

export default function JobAlerts({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobAlerts", loaderData.messages);
  const { t } = useTranslation("jobAlerts");
  const { t: tCommon } = useTranslation();
  const guest = loaderData.mode === "guest";
  const alert = guest ? loaderData.alerts[0] : undefined;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        title={guest ? t("page.guestHeading") : t("page.heading")}
        lead={t("page.lead")}
        trail={[
          [tCommon("nav.community"), "/community"],
          [t("page.board"), "/community/jobs"],
        ]}
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <FormSuccess form="confirm" />
        <FormSuccess form="delete" />
        {guest && !alert ? <EmptyState message={t("page.invalid")} /> : null}
        {!guest && loaderData.email ? (
          <p className="text-basalt-700">{t("page.signedInAs", { email: loaderData.email })}</p>
        ) : null}
        {!guest && loaderData.alerts.length === 0 ? <EmptyState message={t("page.empty")} /> : null}
        {alert && !alert.confirmed ? (
          <Form method="post" className="grid gap-4 rounded-xl border border-magma-200 bg-magma-50 p-5">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-basalt-900">{t("page.pending")}</p>
            <p className="font-semibold text-basalt-950">{alert.filters}</p>
            <div>
              <Button type="submit" variant="primary">
                <BellRing aria-hidden />
                {t("page.confirm")}
              </Button>
            </div>
          </Form>
        ) : null}
        {loaderData.alerts.length > 0 && (!alert || alert.confirmed) ? (
          <ul className="grid gap-4" aria-label={t("page.heading")}>
            {loaderData.alerts.map((item) => (
              <li key={item.id} className="rounded-xl border border-basalt-200 bg-white p-5 shadow-sm">
                <h2 className="text-lg font-semibold text-basalt-950">{item.filters}</h2>
                <p className="mt-1 text-sm text-basalt-600">{item.created}</p>
                <FormSuccess form={`frequency:${item.id}`} className="mt-3" />
                <div className="mt-4 flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="frequency" />
                    <input type="hidden" name="alertId" value={item.id} />
                    <input type="hidden" name="token" value={loaderData.token} />
                    <div className="grid gap-1.5">
                      <label htmlFor={`frequency-${item.id}`} className="text-sm font-medium text-basalt-900">
                        {t("page.frequency")}
                      </label>
                      <select
                        id={`frequency-${item.id}`}
                        name="frequency"
                        defaultValue={item.frequency}
                        className={cn(inputClass, "pr-8")}
                      >
                        {alertFrequencies.map((f) => (
                          <option key={f} value={f}>
                            {t(`frequencies.${f}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <Button type="submit" variant="secondary">
                      {t("page.change")}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="alertId" value={item.id} />
                    <input type="hidden" name="token" value={loaderData.token} />
                    <Button type="submit" variant="ghost" aria-label={t("page.deleteNamed", { name: item.filters })}>
                      {t("page.delete")}
                    </Button>
                  </Form>
                  <Link
                    to={item.boardPath}
                    className="inline-flex h-11 items-center gap-2 font-semibold text-mineral-800 underline underline-offset-4"
                  >
                    <Search aria-hidden className="size-4" />
                    {t("page.open")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </main>
  );
}
