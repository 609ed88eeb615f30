import { Award, MapPin, Quote } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { InitialsAvatar } from "~/components/initials-avatar";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { SelectField } from "~/components/ui/field";
import { filterStories, levelKeys, parseStoryFilters, regionKeys } from "~/content/testimonials";
import { stories } from "~/content/testimonials.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** The same for every visitor of a language (the page cache skips requests with filters). */
export const headers = sharedPageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseStoryFilters(new URL(request.url).searchParams);
  // Only the stories shown, each with its place in the full list (for its avatar's colour).
  const shown = filterStories(
    stories.map((story, index) => ({ ...story, index })),
    filters,
  );
  return { messages: pageMessages(context, "testimonials"), filters, shown, total: stories.length };
}

const levelTone = {
  associate: "bg-mineral-50 text-mineral-800",
  professional: "bg-steam-200 text-basalt-900",
  senior: "bg-magma-50 text-magma-800",
  expert: "bg-sulphur-100 text-basalt-900",
} as const;

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  usePageMessages("testimonials", loaderData.messages);
  const { t } = useTranslation("testimonials");
  const { filters, shown, total } = loaderData;
  const filtered = Boolean(filters.level || filters.region);
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")} />

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="story-filters-heading" className="rounded-[var(--radius-card)] bg-steam-100 p-6">
          <h2 id="story-filters-heading" className="text-lg font-semibold text-basalt-950">
            {t("filters.heading")}
          </h2>
          <Form
            method="get"
            key={`${filters.level ?? ""}:${filters.region ?? ""}`}
            className="mt-4 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto]"
          >
            <SelectField
              label={t("filters.level")}
              options={[
                { value: "", label: t("filters.allLevels") },
                ...levelKeys.map((level) => ({ value: level, label: t(`levels.${level}`) })),
              ]}
              selectProps={{ id: "filter-level", name: "level", defaultValue: filters.level ?? "" }}
            />
            <SelectField
              label={t("filters.region")}
              options={[
                { value: "", label: t("filters.allRegions") },
                ...regionKeys.map((region) => ({ value: region, label: t(`regions.${region}`) })),
              ]}
              selectProps={{ id: "filter-region", name: "region", defaultValue: filters.region ?? "" }}
            />
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
              <Button type="submit">{t("page.applyFilters", { ns: "common" })}</Button>
              {filtered ? (
                <Button asChild variant="ghost">
                  <Link to="/testimonials">{t("page.clearFilters", { ns: "common" })}</Link>
                </Button>
              ) : null}
            </div>
          </Form>
        </section>

        <section aria-labelledby="stories-heading" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="stories-heading" className="text-3xl font-bold text-basalt-950">
              {t("results.heading")}
            </h2>
            <p role="status" className="text-basalt-700">
              {t("results.showing", { shown: shown.length, total })}
            </p>
          </div>
          {shown.length === 0 ? (
            <div className="mt-6">
              <EmptyState
                message={t("results.empty")}
                action={
                  <Button asChild variant="secondary">
                    <Link to="/testimonials">{t("results.showAll")}</Link>
                  </Button>
                }
              />
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 lg:grid-cols-2">
              {shown.map((story) => {
                const index = story.index;
                const paragraphs = t(`stories.${story.id}.story`, { returnObjects: true }) as string[];
                return (
                  <li key={story.id}>
                    <Card className="h-full">
                      <article aria-labelledby={`story-${story.id}`}>
                        <div className="flex items-start gap-4">
                          <InitialsAvatar initials={story.initials} index={index} />
                          <div className="min-w-0">
                            <h3 id={`story-${story.id}`} className="text-xl font-semibold text-basalt-950">
                              {story.name}
                            </h3>
                            <p className="text-sm font-medium text-basalt-800">{t(`stories.${story.id}.role`)}</p>
                            <p className="text-sm text-basalt-700">{story.organisation}</p>
                          </div>
                        </div>
                        <dl className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
                          <div
                            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 ${levelTone[story.level]}`}
                          >
                            <dt className="sr-only">{t("filters.level")}</dt>
                            <Award aria-hidden className="size-3.5" />
                            <dd>{t(`levels.${story.level}`)}</dd>
                          </div>
                          <div className="inline-flex items-center gap-1 rounded-full bg-basalt-100 px-2.5 py-0.5 text-basalt-800">
                            <dt className="sr-only">{t("filters.region")}</dt>
                            <MapPin aria-hidden className="size-3.5" />
                            <dd>{t(`regions.${story.region}`)}</dd>
                          </div>
                        </dl>
                        <blockquote className="relative mt-5 border-l-4 border-magma-600 pl-5">
                          <Quote aria-hidden className="absolute -top-1 right-0 size-6 text-magma-100" />
                          <p className="pr-8 text-lg font-medium text-basalt-900">{t(`stories.${story.id}.quote`)}</p>
                        </blockquote>
                        <div className="mt-4 grid gap-3 text-basalt-700">
                          {paragraphs.map((paragraph, paragraphIndex) => (
                            <p key={paragraphIndex}>{paragraph}</p>
                          ))}
                        </div>
                      </article>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="mt-8 text-sm text-basalt-600">{t("fictionalNote")}</p>
        </section>
      </div>
    </main>
  );
}
