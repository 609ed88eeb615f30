import { ChevronRight, MapPin, Users } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/community.chapters";
import { TitledSection } from "~/components/titled-section";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { worldRegions } from "~/content/chapters";
import { chapters } from "~/content/chapters.server";
import { mapHeight, mapFrame, project, worldLandPath } from "~/content/world-outline";
import { chapterMemberCounts, memberChapters } from "~/features/chapters/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser } from "~/features/auth/index.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const user = await getUser(request, context);
  const [counts, mine] = await Promise.all([
    chapterMemberCounts(db),
    user ? memberChapters(db, user.id) : Promise.resolve(new Set<string>()),
  ]);
  return data(
    {
      messages: pageMessages(context, "chapters"),
      chapters: chapters.map((chapter) => ({
        slug: chapter.slug,
        key: chapter.key,
        region: chapter.region,
        city: chapter.city,
        founded: chapter.founded,
        point: project(chapter.lon, chapter.lat),
        members: counts[chapter.slug],
        membersText: formatInteger(counts[chapter.slug], language),
        isMember: mine.has(chapter.slug),
      })),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export default function Chapters({ loaderData }: Route.ComponentProps) {
  usePageMessages("chapters", loaderData.messages);
  const { t } = useTranslation("chapters");
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <TitledSection id="map" title={t("map.heading")}>
          <WorldMap chapters={loaderData.chapters} />
        </TitledSection>
        <TitledSection id="list" title={t("list.heading")}>
          <div className="mt-6 grid gap-10">
            {worldRegions.map((region) => {
              const inRegion = loaderData.chapters.filter((chapter) => chapter.region === region);
              if (inRegion.length === 0) return null;
              return (
                <section key={region} aria-labelledby={`region-${region}`}>
                  <h3 id={`region-${region}`} className="text-lg font-semibold text-basalt-800">
                    {t(`regions.${region}`)}
                  </h3>
                  <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {inRegion.map((chapter) => (
                      <li key={chapter.slug}>
                        <Card className="relative h-full p-5 hover:border-mineral-700">
                          <h4 className="text-lg font-semibold text-basalt-950">
                            <Link
                              to={`/community/chapters/${chapter.slug}`}
                              aria-label={t("list.open", { name: t(`names.${chapter.key}`) })}
                              className="after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600"
                            >
                              {t(`names.${chapter.key}`)}
                            </Link>
                          </h4>
                          <p className="mt-1 flex items-center gap-1.5 text-basalt-700">
                            <MapPin aria-hidden className="size-4 text-mineral-700" />
                            {chapter.city}
                          </p>
                          <p className="mt-1 flex items-center gap-1.5 text-basalt-700">
                            <Users aria-hidden className="size-4 text-mineral-700" />
                            {t("list.members", { count: chapter.members, formatted: chapter.membersText })}
                          </p>
                          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                            <span className="text-sm text-basalt-600">
                              {t("list.founded", { year: chapter.founded })}
                            </span>
                            {chapter.isMember ? <Badge tone="mineral">{t("list.member")}</Badge> : null}
                            <ChevronRight aria-hidden className="size-4 text-basalt-500" />
                          </div>
                        </Card>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </TitledSection>
      </div>
    </main>
  );
}

type MapChapter = Route.ComponentProps["loaderData"]["chapters"][number];

/**
 * An equirectangular world map from the bundled outline (app/content/world-outline.ts), with a
 * marker per chapter linking to its page. The grouped list after it is the accessible version.
 */
function WorldMap({ chapters: points }: { chapters: MapChapter[] }) {
  const { t } = useTranslation("chapters");
  return (
    <div className="mt-4 overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-mineral-50">
      <svg
        role="group"
        aria-label={t("map.label")}
        viewBox={`0 0 ${mapFrame.width} ${mapHeight}`}
        width={mapFrame.width}
        height={mapHeight}
        className="block h-auto w-full"
      >
        <path d={worldLandPath} fillRule="evenodd" className="fill-steam-200 stroke-basalt-300" strokeWidth="0.8" />
        {points.map((chapter) => {
          const name = t(`names.${chapter.key}`);
          // Labels near the right edge go to the left of their marker.
          const left = chapter.point.x > mapFrame.width - 120;
          return (
            <a
              key={chapter.slug}
              href={`/community/chapters/${chapter.slug}`}
              aria-label={t("map.marker", { name, city: chapter.city })}
              className="group focus-visible:outline-none"
            >
              <circle cx={chapter.point.x} cy={chapter.point.y} r="14" className="fill-magma-700/20" />
              <circle
                cx={chapter.point.x}
                cy={chapter.point.y}
                r="6"
                className="fill-magma-700 stroke-white group-hover:fill-magma-800 group-focus-visible:stroke-basalt-950"
                strokeWidth="2"
              />
              <text
                x={left ? chapter.point.x - 10 : chapter.point.x + 10}
                y={chapter.point.y - 9}
                textAnchor={left ? "end" : "start"}
                className="fill-basalt-950 text-[15px] font-semibold [paint-order:stroke] stroke-steam-50 group-hover:underline"
                strokeWidth="4"
                aria-hidden="true"
              >
                {name}
              </text>
            </a>
          );
        })}
      </svg>
    </div>
  );
}
