import { Filter, Sparkles, UserRound } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useSearchParams } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { worldRegions } from "~/content/chapters";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { spokenLanguageName, spokenLanguages } from "~/lib/community/community";
import type { MatchReason } from "~/features/mentorship/mentorship";
import { MentorCardView } from "./mentor-card";
import { useMentorshipData } from "./mentorship-data";
import { SectionHeading } from "./section-heading";

// The mentor list with its filters, and the member's suggested mentors.

function reasonText(t: ReturnType<typeof useTranslation<"mentorship">>["t"], reason: MatchReason): string {
  const parts: string[] = [];
  parts.push(
    reason.sharedDomains > 0
      ? t("matches.reasonDomains", { count: reason.sharedDomains })
      : t("matches.reasonNoDomains"),
  );
  if (reason.levelGap > 0) parts.push(t("matches.reasonLevelAbove", { count: reason.levelGap }));
  else if (reason.levelGap === 0) parts.push(t("matches.reasonSameLevel"));
  else parts.push(t("matches.reasonLevelBelow"));
  if (reason.languages.length > 0) {
    parts.push(t("matches.reasonSpeaks", { languages: reason.languages.map(spokenLanguageName).join(", ") }));
  }
  if (reason.sameRegion) parts.push(t("matches.reasonSameRegion"));
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function Matches() {
  const { t } = useTranslation("mentorship");
  const loaderData = useMentorshipData();
  return (
    <section id="matches" aria-labelledby="matches-heading" className="grid scroll-mt-24 gap-4">
      <SectionHeading
        id="matches"
        title={t("matches.heading")}
        text={t("matches.text")}
        icon={<Sparkles aria-hidden className="size-6 text-mineral-700" />}
      />
      {!loaderData.me?.mentee ? (
        <p className="rounded-lg bg-steam-100 p-4 text-basalt-700">
          <a href="#seek" className="font-medium text-mineral-800 underline underline-offset-4">
            {t("matches.needProfile")}
          </a>
        </p>
      ) : loaderData.matches.length === 0 ? (
        <p className="rounded-lg bg-steam-100 p-4 text-basalt-700">{t("matches.empty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.matches.map(({ mentor, reason }) => (
            <li key={mentor.userId}>
              <MentorCardView mentor={mentor} reason={reasonText(t, reason)} idPrefix="match" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MentorList() {
  const { t } = useTranslation("mentorship");
  const { t: tCommon } = useTranslation();
  const loaderData = useMentorshipData();
  const [params] = useSearchParams();
  const { filters } = loaderData;
  const select = (
    id: string,
    name: string,
    label: string,
    any: string,
    value: string,
    options: Array<[string, string]>,
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        <option value="">{any}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section id="mentors" aria-labelledby="mentors-heading" className="grid scroll-mt-24 gap-4">
      <SectionHeading
        id="mentors"
        title={t("sections.mentors")}
        icon={<UserRound aria-hidden className="size-6 text-mineral-700" />}
      />
      <Form
        method="get"
        action="/community/mentorship#mentors"
        aria-label={t("filters.heading")}
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto]"
      >
        {select(
          "f-domain",
          "domain",
          t("filters.domain"),
          t("filters.anyDomain"),
          filters.domain,
          frameworkDomains.map((d) => [d, tCommon(`skills.${d}`)]),
        )}
        {select(
          "f-level",
          "level",
          t("filters.level"),
          t("filters.anyLevel"),
          filters.level,
          frameworkLevels.map((l) => [l, loaderData.levelNames[l] ?? l]),
        )}
        {select(
          "f-language",
          "language",
          t("filters.language"),
          t("filters.anyLanguage"),
          filters.language,
          spokenLanguages.map((l) => [l.code, l.name]),
        )}
        {select(
          "f-region",
          "region",
          t("filters.region"),
          t("filters.anyRegion"),
          filters.region,
          worldRegions.map((r) => [r, t(`regions.${r}`)]),
        )}
        <Button type="submit" variant="secondary">
          <Filter aria-hidden />
          {t("filters.apply")}
        </Button>
      </Form>
      <p className="text-basalt-700" role="status">
        {t("filters.shown", { count: loaderData.total, formatted: loaderData.totalText })}
      </p>
      {loaderData.limitedMinutes > 0 ? (
        <FormAlert message={t("limited", { minutes: loaderData.limitedMinutes })} />
      ) : loaderData.mentors.length === 0 ? (
        <EmptyState
          message={t("empty")}
          action={
            <Link
              to="/community/mentorship#mentors"
              className="font-medium text-mineral-800 underline underline-offset-4"
            >
              {t("filters.reset")}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.mentors.map((mentor) => (
            <li key={mentor.userId}>
              <MentorCardView mentor={mentor} idPrefix="list" />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/community/mentorship"
        params={Object.fromEntries(params)}
      />
    </section>
  );
}
