import { Download, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.subscribers";
import { EmptyOr } from "~/components/ui/empty-state";
import { FormSuccess } from "~/components/forms/form-status";
import { RowActionForm, AdminHeading, subscriberForms } from "~/features/admin";
import { samePage } from "~/lib/http/paths";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import {
  listActiveSubscribers,
  SUBSCRIBERS_PAGE_SIZE,
  unsubscribeFromNewsletter,
} from "~/features/newsletter/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { languageNameOf } from "~/lib/i18n/languages";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { canManageSubscribers } from "~/features/newsletter";

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canManageSubscribers(await requireUser(request, context)));
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = await listActiveSubscribers(db, { query: query.q || undefined, page: query.page });
  const formatDate = formatDateFor(context);
  return {
    q: query.q,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
    total,
    totalText: formatInteger(total, getRequestLanguage(context)),
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      language: languageNameOf(row.language),
      source: row.source,
      since: formatDate(row.createdAt),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  ensure(canManageSubscribers(await requireUser(request, context)));
  const form = await request.formData();
  const parsed = parseForm(form, subscriberForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "unsubscribe":
      return unsubscribe(request, context, parsed.value.email);
  }
}

/** Takes an address off the newsletter; back to the same list, which no longer shows it. */
async function unsubscribe(request: Request, context: Route.ActionArgs["context"], email: string) {
  await unsubscribeFromNewsletter(getAppContext(context).db, email);
  throw redirectWithFlash(context, samePage(request), {
    ns: "admin",
    key: "subscribers.unsubscribed",
    values: { email },
    form: "unsubscribe",
  });
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t("meta.subscribersTitle")} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AdminHeading title={t("subscribers.heading")} text={t("subscribers.text")} />
        </div>
        <Button asChild variant="secondary">
          <a href="/api/admin/subscribers.csv" download>
            <Download aria-hidden />
            {t("subscribers.export")}
          </a>
        </Button>
      </div>
      <FormSuccess form="unsubscribe" className="mt-4" />
      <Form method="get" role="search" className="mt-6 flex max-w-md gap-2">
        <label htmlFor="subscriber-search" className="sr-only">
          {t("subscribers.search")}
        </label>
        <input
          id="subscriber-search"
          name="q"
          type="search"
          defaultValue={loaderData.q}
          placeholder={t("subscribers.search")}
          className={inputClass}
        />
        <Button type="submit" variant="secondary" size="icon" aria-label={t("subscribers.search")}>
          <Search aria-hidden />
        </Button>
      </Form>
      <p className="mt-4 text-sm font-medium text-basalt-700">
        {t("subscribers.total", { count: loaderData.total, formatted: loaderData.totalText })}
      </p>
      <EmptyOr empty={loaderData.subscribers.length === 0} message={t("subscribers.empty")} className="mt-4">
        <Table>
          <TableHead>
            <tr>
              <Th>{t("subscribers.email")}</Th>
              <Th>{t("subscribers.language")}</Th>
              <Th>{t("subscribers.source")}</Th>
              <Th>{t("subscribers.since")}</Th>
              <HiddenTh label={t("subscribers.actions")} />
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <Td className="font-medium break-all">{subscriber.email}</Td>
                <Td>{subscriber.language}</Td>
                <Td>{subscriber.source}</Td>
                <Td className="whitespace-nowrap">{subscriber.since}</Td>
                <Td className="text-right">
                  <RowActionForm
                    fields={{ intent: "unsubscribe", email: subscriber.email }}
                    variant="ghost"
                    label={t("subscribers.unsubscribeLabel", { email: subscriber.email })}
                  >
                    {t("subscribers.unsubscribe")}
                  </RowActionForm>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/subscribers"
        params={Object.fromEntries(params)}
      />
    </>
  );
}
