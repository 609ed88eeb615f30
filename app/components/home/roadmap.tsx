import { CheckCircle2, Circle, CircleDot } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Section } from "~/components/section";
import type { RoadmapStatus } from "~/content/home";
import type { HomeContent } from "~/content/home.server";
import { cn } from "~/lib/util/cn";

const statusStyle: Record<RoadmapStatus, { badge: string; Icon: typeof Circle }> = {
  completed: { badge: "bg-mineral-100 text-mineral-800", Icon: CheckCircle2 },
  "in-progress": { badge: "bg-sulphur-100 text-basalt-900", Icon: CircleDot },
  upcoming: { badge: "bg-basalt-100 text-basalt-800", Icon: Circle },
};

export function Roadmap({ roadmap }: Pick<HomeContent, "roadmap">) {
  const { t } = useTranslation("home");
  return (
    <Section id="roadmap" heading={t("roadmap.heading")} lead={t("roadmap.lead")}>
      <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {roadmap.map((phase, index) => {
          const { badge, Icon } = statusStyle[phase.status];
          const period = phase.period.to
            ? `${phase.period.from}-${phase.period.to}`
            : t("roadmap.onwards", { year: phase.period.from });
          return (
            <li
              key={phase.key}
              className={cn(
                "flex flex-col rounded-[var(--radius-card)] border bg-white p-6",
                phase.status === "in-progress" ? "border-sulphur-500 shadow-[var(--shadow-card)]" : "border-basalt-200",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-semibold text-basalt-600">
                  {t("roadmap.phaseLabel", { number: index + 1 })}
                </p>
                <span
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    badge,
                  )}
                >
                  <Icon aria-hidden className="size-3.5" />
                  {t(`roadmap.status.${phase.status}`)}
                </span>
              </div>
              <h3 className="mt-3 text-xl font-semibold text-basalt-950">{t(`roadmap.phases.${phase.key}.title`)}</h3>
              <p className="text-sm text-basalt-600 tabular">{period}</p>
              <ul className="mt-5 grid gap-3">
                {phase.items.map((item) => (
                  <li key={String(item.key)} className="flex gap-2.5 text-basalt-800">
                    {item.completed ? (
                      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-mineral-700" />
                    ) : (
                      <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-basalt-300" />
                    )}
                    <span>
                      {t(
                        `roadmap.phases.${phase.key}.items.${String(item.key)}` as "roadmap.phases.foundation.items.framework",
                      )}
                      <span className="sr-only">
                        {" "}
                        ({item.completed ? t("roadmap.itemDone") : t("roadmap.itemOpen")})
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
