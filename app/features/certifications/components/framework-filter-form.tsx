import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import type { FrameworkFilter } from "~/features/certifications/framework-filter";
import type { LevelTexts } from "~/lib/levels/level-texts";

/** A GET form (?domain=…&level=…): works without JavaScript, and its result is a link to share. */
export function FrameworkFilterForm({ filter, levels }: { filter: FrameworkFilter; levels: LevelTexts }) {
  const { t } = useTranslation("framework");
  const { t: tCommon } = useTranslation();
  const filtered = Boolean(filter.domain || filter.level);
  return (
    <Form
      method="get"
      preventScrollReset
      aria-labelledby="filter-heading"
      // A new form after each navigation, so "Clear filters" also resets the choices shown.
      key={`${filter.domain ?? ""}|${filter.level ?? ""}`}
      className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 shadow-[var(--shadow-card)] print:hidden"
    >
      <h3 id="filter-heading" className="text-base font-semibold text-basalt-950">
        {t("filters.heading")}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <SelectField
          label={t("filters.domain")}
          options={frameworkDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
          placeholder={t("filters.allDomains")}
          selectProps={{ id: "filter-domain", name: "domain", defaultValue: filter.domain ?? "" }}
        />
        <SelectField
          label={t("filters.level")}
          options={frameworkLevels.map((level) => ({ value: level, label: levels[level].level }))}
          placeholder={t("filters.allLevels")}
          selectProps={{ id: "filter-level", name: "level", defaultValue: filter.level ?? "" }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{tCommon("page.applyFilters")}</Button>
          {filtered ? (
            <Link
              to="."
              preventScrollReset
              className="rounded-sm px-1 text-sm font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
            >
              {tCommon("page.clearFilters")}
            </Link>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
