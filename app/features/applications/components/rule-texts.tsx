import { useTranslation } from "~/lib/i18n/react";
import type { Certification } from "~/content/certifications";
import type { CareerLevelKey } from "~/content/home";
import type { Eligibility, Shortfall } from "~/features/certifications";
import type { LevelTexts } from "~/lib/levels/level-texts";
import { shortfallText } from "../self-check";

/** One route's requirements as lines, generated from the level's rule (app/content/certifications.ts). */
export function useRouteRuleLines(levels: LevelTexts) {
  const { t } = useTranslation("applications");
  const { t: tCert } = useTranslation("certifications");
  return (
    rule: Certification["eligibility"],
    route: { education: Certification["eligibility"]["education"]; experienceYears: number },
  ): string[] => {
    const lines = [t("rule.education", { education: tCert(`education.${route.education}`) })];
    lines.push(
      route.experienceYears > 0 ? t("rule.experience", { count: route.experienceYears }) : t("rule.noExperience"),
    );
    if (rule.trainingHours) lines.push(t("rule.training", { count: rule.trainingHours }));
    if (rule.prerequisite)
      lines.push(t("rule.prerequisite", { certification: levels[rule.prerequisite].certification }));
    return lines;
  };
}

/** "Still missing: …" items of a route, in the page's language. */
export function useShortfallText(levels: LevelTexts) {
  const { t } = useTranslation("applications");
  const { t: tCert } = useTranslation("certifications");
  return (missing: Shortfall): string => {
    const { key, values } = shortfallText(missing);
    if (missing.kind === "education") return t(key, { education: tCert(`education.${missing.need}`) });
    if (missing.kind === "prerequisite")
      return t(key, { certification: levels[missing.need as CareerLevelKey].certification });
    return t(key, values);
  };
}

/** The verdict of one level: the outcome and, when not yet eligible, what is missing on each route. */
export function EligibilityVerdict({ eligibility, levels }: { eligibility: Eligibility; levels: LevelTexts }) {
  const { t } = useTranslation("applications");
  const describe = useShortfallText(levels);
  const tone = eligibility.outcome === "notYet" ? "border-magma-200 bg-magma-50" : "border-mineral-200 bg-mineral-50";
  return (
    <div className={`rounded-lg border p-4 ${tone}`}>
      <p className="font-semibold text-basalt-950">{t(`eligibility.outcome.${eligibility.outcome}`)}</p>
      {eligibility.outcome === "notYet"
        ? eligibility.routes.map((route) => (
            <div key={route.route} className="mt-3">
              {eligibility.routes.length > 1 ? (
                <p className="text-sm font-medium text-basalt-800">{t(`eligibility.route.${route.route}`)}</p>
              ) : null}
              <p className="text-sm text-basalt-800">{t("eligibility.stillMissing")}</p>
              <ul className="mt-1 list-disc ps-5 text-sm text-basalt-800">
                {route.missing.map((missing) => (
                  <li key={missing.kind}>{describe(missing)}</li>
                ))}
              </ul>
            </div>
          ))
        : null}
    </div>
  );
}
