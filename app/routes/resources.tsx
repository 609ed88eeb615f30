import { ArrowRight, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resources";
import { ResourceCard } from "~/components/resources/resource-card";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Field, SelectField } from "~/components/ui/field";
import { resourceFileSize } from "~/content/resource-files.server";
import {
  filterResources,
  resourceFiles,
  resources,
  resourceTopics,
  resourceTypes,
  type Resource,
} from "~/content/resources";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getNamespace } from "~/locales/index.server";

/** The same for every visitor of a language (the page cache skips addresses with a query). */
export const headers = sharedPageHeaders;

/** Filters from the address: unknown values are ignored, never an error. */
const filtersSchema = z.object({
  type: z.enum(resourceTypes).optional().catch(undefined),
  topic: z.enum(resourceTopics).optional().catch(undefined),
  q: z
    .string()
    .transform((value) => value.trim().slice(0, 100) || undefined)
    .optional()
    .catch(undefined),
});

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = filtersSchema.parse({
    type: params.get("type") ?? undefined,
    topic: params.get("topic") ?? undefined,
    q: params.get("q") ?? undefined,
  });
  const language = getRequestLanguage(context);
  const messages = pageMessages(context, "resources");
  const english = getNamespace("en", "resources");
  const common = getNamespace(language, "common");
  // Search the visitor's language and English (titles, descriptions, type and domain names).
  const textOf = (item: Resource) => {
    const id = item.id as keyof typeof english.items;
    return [
      messages.items[id].title,
      messages.items[id].description,
      english.items[id].title,
      english.items[id].description,
      messages.types[item.type],
      ...item.topics.map((topic) => common.skills[topic]),
    ].join(" ");
  };
  const matches = filterResources(resources, filters, textOf);
  const fileSizes = Object.fromEntries(
    Object.keys(resourceFiles).map((name) => [
      name,
      Math.max(1, Math.round(resourceFileSize(name as keyof typeof resourceFiles) / 1024)),
    ]),
  );
  return {
    messages,
    filters,
    ids: matches.map((item) => item.id),
    total: resources.length,
    fileSizes,
  };
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  usePageMessages("resources", loaderData.messages);
  const { t } = useTranslation("resources");
  const { t: tc } = useTranslation();
  const { filters, ids, total } = loaderData;
  const shown = resources.filter((item) => ids.includes(item.id));
  const filtered = Boolean(filters.type || filters.topic || filters.q);

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")} />

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="text-xl font-bold text-basalt-950">
            {t("filters.heading")}
          </h2>
          <Card className="mt-4 p-4 sm:p-6">
            <Form
              // Fresh fields when the filters change by a link (e.g. "Clear filters").
              key={`${filters.type}-${filters.topic}-${filters.q}`}
              method="get"
              role="search"
              aria-labelledby="filters-heading"
              className="grid gap-4 lg:grid-cols-12"
            >
              <Field
                className="lg:col-span-4"
                label={t("filters.search")}
                hint={t("filters.searchHint")}
                inputProps={{
                  id: "resource-search",
                  name: "q",
                  type: "search",
                  maxLength: 100,
                  defaultValue: filters.q ?? "",
                }}
              />
              <SelectField
                className="lg:col-span-3 lg:self-end"
                label={t("filters.type")}
                options={resourceTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                placeholder={t("filters.allTypes")}
                selectProps={{ id: "resource-type", name: "type", defaultValue: filters.type ?? "" }}
              />
              <SelectField
                className="lg:col-span-3 lg:self-end"
                label={t("filters.topic")}
                options={resourceTopics.map((topic) => ({ value: topic, label: tc(`skills.${topic}`) }))}
                placeholder={t("filters.allTopics")}
                selectProps={{ id: "resource-topic", name: "topic", defaultValue: filters.topic ?? "" }}
              />
              <div className="flex flex-wrap items-end gap-2 lg:col-span-2">
                <Button type="submit" className="w-full">
                  <Search aria-hidden />
                  {tc("page.applyFilters")}
                </Button>
              </div>
            </Form>
            {filtered ? (
              <p className="mt-3">
                <Link
                  to="/resources"
                  className="text-sm font-semibold text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
                >
                  {tc("page.clearFilters")}
                </Link>
              </p>
            ) : null}
          </Card>
        </section>

        <section aria-labelledby="library-heading" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="library-heading" className="text-2xl font-bold text-basalt-950">
              {t("results.heading")}
            </h2>
            <p className="text-basalt-700" role="status">
              {t("results.summary", { count: shown.length, total })}
            </p>
          </div>
          {shown.length === 0 ? (
            <div className="mt-6">
              <EmptyState
                message={t("results.empty")}
                action={
                  <Link to="/resources" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                    {tc("page.clearFilters")}
                  </Link>
                }
              />
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((item) => (
                <li key={item.id} className="flex">
                  <ResourceCard item={item} fileSizes={loaderData.fileSizes} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="framework-heading"
          className="mt-16 rounded-[var(--radius-card)] bg-mineral-800 px-6 py-10 text-white sm:px-10"
        >
          <h2 id="framework-heading" className="text-2xl font-bold">
            {t("framework.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-mineral-50">{t("framework.text")}</p>
          <Link to="/certification-framework" className={`${buttonVariants({ variant: "inverse" })} mt-6`}>
            {t("framework.link")}
            <ArrowRight aria-hidden />
          </Link>
        </section>
      </div>
    </main>
  );
}
