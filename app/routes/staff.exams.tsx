import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.exams";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { SelectField } from "~/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { AdminHeading, FilterForm, SearchFilter, SelectFilter } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { levelNamesIn } from "~/features/applications/index.server";
import { bankFilterSchema, itemStatuses, itemTypes } from "~/features/exams";
import { bankListView } from "~/features/exams/index.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { getRequestLanguage } from "~/lib/server/app-context.server";

// The bank holds every exam's keys: never kept by a browser or a shared cache.
export const headers = privateFormHeaders;

/** /staff/exams: the item bank, filtered by a GET form (works without scripts), by id; export below. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  const filters = bankFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const view = await bankListView(context, me, {
    level: filters.level,
    domain: filters.domain,
    status: filters.status,
    type: filters.type,
    language: filters.language as (typeof languages)[number]["code"] | undefined,
    text: filters.q,
    page: filters.page,
  });
  return {
    messages: pageMessages(context, "examBank"),
    statisticsMessages: pageMessages(context, "examStatistics"),
    levelNames: levelNamesIn(getRequestLanguage(context)),
    filters: {
      level: filters.level ?? "",
      domain: filters.domain ?? "",
      status: filters.status ?? "",
      type: filters.type ?? "",
      language: filters.language ?? "",
      q: filters.q ?? "",
    },
    ...view,
  };
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";
const tones = { draft: "sulphur", reviewed: "neutral", live: "mineral", retired: "magma" } as const;

export default function StaffExams({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBank", loaderData.messages);
  usePageMessages("examStatistics", loaderData.statisticsMessages);
  const { t: tStats } = useTranslation("examStatistics");
  const { t } = useTranslation("examBank");
  const { t: tc } = useTranslation("common");
  const { filters, levelNames } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  const levelOptions = frameworkLevels.map((level) => ({ value: level, label: levelNames[level] }));
  return (
    <>
      <PageMeta title={t("meta.bankTitle")} />
      <AdminHeading title={t("bank.heading")} text={t("bank.text")} />
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/staff/exams/items/new" className={link}>
            {t("bank.newItem")}
          </Link>
        </li>
        <li>
          <Link to="/staff/exams/import" className={link}>
            {t("bank.import")}
          </Link>
        </li>
        <li>
          <Link to="/staff/exams/forms" className={link}>
            {t("bank.forms")}
          </Link>
        </li>
        <li>
          <Link to="/staff/exams/statistics" className={link}>
            {tStats("list.bankLink")}
          </Link>
        </li>
      </ul>

      <h2 className="sr-only">{t("bank.countsHeading")}</h2>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {itemStatuses.map((status) => (
          <div key={status} className="rounded-lg border border-basalt-200 bg-white px-4 py-3">
            <dt className="text-sm text-basalt-700">{t(`statuses.${status}`)}</dt>
            <dd className="text-2xl font-semibold text-basalt-950 tabular-nums">{loaderData.counts[status] ?? 0}</dd>
          </div>
        ))}
      </dl>

      <h2 className="sr-only">{t("bank.filters")}</h2>
      <FilterForm submit={t("bank.apply")} search className="mt-6">
        <SelectFilter
          id="bank-level"
          name="level"
          label={t("bank.level")}
          any={t("bank.anyLevel")}
          defaultValue={filters.level}
          options={levelOptions}
        />
        <SelectFilter
          id="bank-domain"
          name="domain"
          label={t("bank.domain")}
          any={t("bank.anyDomain")}
          defaultValue={filters.domain}
          options={frameworkDomains.map((domain) => ({ value: domain, label: tc(`skills.${domain}`) }))}
        />
        <SelectFilter
          id="bank-status"
          name="status"
          label={t("bank.status")}
          any={t("bank.anyStatus")}
          defaultValue={filters.status}
          options={itemStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <SelectFilter
          id="bank-type"
          name="type"
          label={t("bank.type")}
          any={t("bank.anyType")}
          defaultValue={filters.type}
          options={itemTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <SelectFilter
          id="bank-language"
          name="language"
          label={t("bank.language")}
          any={t("bank.anyLanguage")}
          defaultValue={filters.language}
          options={languages.map((language) => ({ value: language.code, label: language.name }))}
        />
        <SearchFilter id="bank-q" label={t("bank.search")} defaultValue={filters.q} maxLength={200} />
      </FilterForm>
      {filtered ? (
        <p className="mt-2">
          <Link to="/staff/exams" className={link}>
            {t("bank.reset")}
          </Link>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-basalt-700" role="status">
        {t("bank.count", { count: loaderData.total })}
      </p>
      <EmptyOr empty={loaderData.rows.length === 0} message={t("bank.empty")} className="mt-4">
        <Table minWidth="48rem">
          <TableHead>
            <tr>
              <Th>{t("bank.item")}</Th>
              <Th>{t("bank.stem")}</Th>
              <Th>{t("bank.level")}</Th>
              <Th>{t("bank.domain")}</Th>
              <Th>{t("bank.languages")}</Th>
              <Th>{t("bank.status")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <Td className="font-mono text-xs break-all">
                  <Link to={`/staff/exams/items/${encodeURIComponent(row.id)}`} className={link}>
                    {row.id}
                  </Link>
                </Td>
                <Td>
                  <span lang="en">{row.stem}</span>
                  <span className="mt-1 block text-xs text-basalt-600">
                    {t(`types.${row.type}`)}
                    {row.caseId ? ` · ${t("bank.inCase", { id: row.caseId })}` : ""}
                  </span>
                </Td>
                <Td>{levelNames[row.level]}</Td>
                <Td>{tc(`skills.${row.domain}`)}</Td>
                <Td className="uppercase">{row.languages.join(" ")}</Td>
                <Td>
                  <Badge tone={tones[row.status]}>{t(`statuses.${row.status}`)}</Badge>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/staff/exams"
        params={{
          level: filters.level || undefined,
          domain: filters.domain || undefined,
          status: filters.status || undefined,
          type: filters.type || undefined,
          language: filters.language || undefined,
          q: filters.q || undefined,
        }}
      />

      <Card className="mt-8">
        <h2 className="text-lg font-semibold text-basalt-950">{t("bank.exportHeading")}</h2>
        <p className="mt-2 text-basalt-700">{t("bank.exportText")}</p>
        {/* A plain GET form to the download: a resource route, so React Router does not handle it. */}
        <Form method="get" action="/staff/exams/export" reloadDocument className="mt-4 flex flex-wrap items-end gap-3">
          <SelectField
            label={t("bank.format")}
            options={[
              { value: "qti", label: t("bank.qti") },
              { value: "csv", label: t("bank.csv") },
            ]}
            selectProps={{ id: "export-format", name: "format", defaultValue: "qti", className: "w-60" }}
          />
          <SelectField
            label={t("bank.level")}
            placeholder={t("bank.anyLevel")}
            options={levelOptions}
            selectProps={{ id: "export-level", name: "level", defaultValue: filters.level, className: "w-48" }}
          />
          <SelectField
            label={t("bank.status")}
            placeholder={t("bank.anyStatus")}
            options={itemStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            selectProps={{ id: "export-status", name: "status", defaultValue: filters.status, className: "w-48" }}
          />
          <Button type="submit" variant="secondary">
            {t("bank.download")}
          </Button>
        </Form>
      </Card>
    </>
  );
}
