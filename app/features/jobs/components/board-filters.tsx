import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { jobDomains, jobSorts, jobTypes, workplaces, type JobSort } from "~/features/jobs/jobs";
import { cn } from "~/lib/util/cn";

type Option = { value: string; label: string };

/** The board's filters: a GET form (the URL is the search), folded behind a control on small screens. */
export function BoardFilters({
  query,
  tab,
  filterQuery,
  countries,
  levels,
}: {
  query: {
    q: string;
    country: string;
    workplace: string;
    type: string;
    level: string;
    domain: string;
    salary: string;
    sort: JobSort;
    saved: string;
    mine: string;
  };
  tab: "all" | "saved" | "mine";
  filterQuery: string;
  countries: ReadonlyArray<Option>;
  levels: ReadonlyArray<Option>;
}) {
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const activeFilters = new URLSearchParams(filterQuery).size;
  return (
    <section aria-labelledby="filters-heading" className="lg:sticky lg:top-24 lg:self-start">
      {/* On a phone the filters would fill the first screen: they fold behind a "Filters" control there. */}
      <h2 id="filters-heading" className="text-lg font-semibold text-basalt-950 max-lg:sr-only">
        {t("filters.heading")}
      </h2>
      <FiltersDisclosure active={activeFilters}>
        <Form key={`${filterQuery}&${query.sort}`} method="get" role="search" className="mt-4 grid gap-4">
          {query.saved ? <input type="hidden" name="saved" value="1" /> : null}
          {query.mine ? <input type="hidden" name="mine" value="1" /> : null}
          <FilterField id="job-q" label={t("filters.keyword")}>
            <input id="job-q" name="q" type="search" defaultValue={query.q} maxLength={100} className={inputClass} />
          </FilterField>
          <FilterSelect
            id="job-country"
            name="country"
            label={t("filters.country")}
            any={t("filters.anyCountry")}
            value={query.country}
            options={countries}
          />
          <FilterSelect
            id="job-workplace"
            name="workplace"
            label={t("filters.workplace")}
            any={t("filters.anyWorkplace")}
            value={query.workplace}
            options={workplaces.map((w) => ({ value: w, label: t(`workplaces.${w}`) }))}
          />
          <FilterSelect
            id="job-type"
            name="type"
            label={t("filters.type")}
            any={t("filters.anyType")}
            value={query.type}
            options={jobTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <FilterSelect
            id="job-level"
            name="level"
            label={t("filters.level")}
            any={t("filters.anyLevel")}
            value={query.level}
            options={levels}
          />
          <FilterSelect
            id="job-domain"
            name="domain"
            label={t("filters.domain")}
            any={t("filters.anyDomain")}
            value={query.domain}
            options={jobDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
          />
          <FilterField id="job-salary" label={t("filters.salary")} hint={t("filters.salaryHint")}>
            <input
              id="job-salary"
              name="salary"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={query.salary}
              aria-describedby="job-salary-hint"
              className={inputClass}
            />
          </FilterField>
          <FilterSelect
            id="job-sort"
            name="sort"
            label={t("filters.sort")}
            value={query.sort}
            options={jobSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit">
              <Search aria-hidden />
              {t("filters.apply")}
            </Button>
            <Button asChild variant="ghost">
              <Link to={tab === "all" ? "/community/jobs" : `/community/jobs?${tab}=1`}>{t("filters.reset")}</Link>
            </Button>
          </div>
        </Form>
      </FiltersDisclosure>
    </section>
  );
}

/**
 * The filters behind a disclosure: closed on small screens (also without JavaScript), always shown
 * beside the jobs on wide ones, where the control is hidden. Browsers that cannot style a closed
 * disclosure's content (no `::details-content`) keep the control and open it once the script runs.
 */
function FiltersDisclosure({ active, children }: { active: number; children: React.ReactNode }) {
  const { t } = useTranslation("jobs");
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = disclosure.current;
    if (details && !CSS.supports("selector(::details-content)") && matchMedia("(min-width: 64rem)").matches) {
      details.open = true;
    }
  }, []);
  return (
    <details ref={disclosure} className="group/filters lg:[&::details-content]:[content-visibility:visible]">
      <summary
        className={cn(
          buttonVariants({ variant: "secondary", size: "md" }),
          "w-full cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden",
          "supports-[selector(::details-content)]:lg:hidden",
        )}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden />
          {t("filters.toggle")}
          {active > 0 ? (
            <>
              <Badge tone="magma" aria-hidden className="tabular">
                {active}
              </Badge>
              <span className="sr-only">{t("filters.active", { count: active })}</span>
            </>
          ) : null}
        </span>
        <ChevronDown aria-hidden className="transition-transform duration-200 group-open/filters:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

function FilterField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-basalt-600">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

function FilterSelect({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any?: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={cn(inputClass, "pr-8")}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
