import { Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useSearchParams } from "react-router";
import { DirectoryEntry } from "~/features/directory/components/directory-entry";
import { FormAlert } from "~/components/forms/form-status";
import { Pagination } from "~/components/pagination";
import { TitledSection } from "~/components/titled-section";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { cn } from "~/lib/util/cn";
import { useDirectoryData } from "./directory-data";

/** The directory's search form and its results. */
export function DirectorySearch() {
  const { t } = useTranslation("directory");
  const { t: tCommon } = useTranslation();
  const loaderData = useDirectoryData();
  const [params] = useSearchParams();
  const { search } = loaderData;
  return (
    <TitledSection id="search" title={t("search.heading")}>
      <Form
        method="get"
        role="search"
        aria-labelledby="search-heading"
        className="mt-4 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
      >
        <SearchInput id="dir-q" name="q" label={t("search.name")} value={search.q} />
        <SearchInput id="dir-country" name="country" label={t("search.country")} value={search.country} />
        <div className="grid gap-1.5">
          <label htmlFor="dir-level" className="text-sm font-medium text-basalt-900">
            {t("search.level")}
          </label>
          <select id="dir-level" name="level" defaultValue={search.level} className={inputClass}>
            <option value="">{t("search.anyLevel")}</option>
            {frameworkLevels.map((level) => (
              <option key={level} value={level}>
                {loaderData.levelNames[level]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="dir-domain" className="text-sm font-medium text-basalt-900">
            {t("search.domain")}
          </label>
          <select id="dir-domain" name="domain" defaultValue={search.domain} className={inputClass}>
            <option value="">{t("search.anyDomain")}</option>
            {frameworkDomains.map((domain) => (
              <option key={domain} value={domain}>
                {tCommon(`skills.${domain}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <Search aria-hidden />
          {t("search.submit")}
        </Button>
      </Form>
      <div className="mt-8">
        {loaderData.limitedMinutes > 0 ? (
          <FormAlert message={t("limited", { minutes: loaderData.limitedMinutes })} />
        ) : loaderData.entries.length === 0 ? (
          <EmptyState message={t("empty")} />
        ) : (
          <>
            <p className="text-basalt-700" role="status">
              {t("search.found", { count: loaderData.total, formatted: loaderData.totalText })}
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.entries.map((entry) => (
                <li key={entry.id}>
                  <DirectoryEntry
                    entry={entry}
                    levelName={entry.level ? loaderData.levelNames[entry.level] : undefined}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={loaderData.page}
              pages={loaderData.pages}
              path="/community/directory"
              params={Object.fromEntries(params)}
            />
          </>
        )}
      </div>
    </TitledSection>
  );
}

function SearchInput({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      <input id={id} name={name} type="search" maxLength={100} defaultValue={value} className={cn(inputClass)} />
    </div>
  );
}
