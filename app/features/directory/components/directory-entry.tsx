import { BadgeCheck, Building2, Languages, MapPin } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { spokenLanguageName } from "~/lib/community/community";
import type { PublicDirectoryEntry } from "~/features/directory/directory";

/** One directory entry: the name and only the fields its member shows (the loader sends nothing else). */
export function DirectoryEntry({
  entry,
  levelName,
  headingLevel = "h3",
  contactLink = true,
}: {
  entry: PublicDirectoryEntry;
  /** The level's name in the visitor's language (from the loader). */
  levelName?: string;
  headingLevel?: "h2" | "h3";
  contactLink?: boolean;
}) {
  const { t } = useTranslation("directory");
  const { t: tCommon } = useTranslation();
  const Heading = headingLevel;
  const location = [entry.city, entry.country].filter(Boolean).join(", ");
  return (
    <Card className="grid h-full content-start gap-3 p-5" data-testid="directory-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-semibold text-basalt-950">{entry.name}</Heading>
        {entry.verifyHref ? (
          <Link to={entry.verifyHref} aria-label={t("entry.verifiedLabel", { name: entry.name })}>
            <Badge tone="mineral">
              <BadgeCheck aria-hidden />
              {t("entry.verified")}
            </Badge>
          </Link>
        ) : null}
      </div>
      <dl className="grid gap-1.5 text-sm text-basalt-800">
        {location ? (
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden className="mt-0.5 size-4 text-mineral-700" />
              <span className="sr-only">{t("entry.location")}</span>
            </dt>
            <dd>{location}</dd>
          </div>
        ) : null}
        {levelName ? (
          <div className="flex gap-2">
            <dt className="font-medium">{t("entry.level")}:</dt>
            <dd>{levelName}</dd>
          </div>
        ) : null}
        {entry.employer ? (
          <div className="flex items-start gap-2">
            <dt>
              <Building2 aria-hidden className="mt-0.5 size-4 text-mineral-700" />
              <span className="sr-only">{t("entry.employer")}</span>
            </dt>
            <dd>{entry.employer}</dd>
          </div>
        ) : null}
        {entry.languages ? (
          <div className="flex items-start gap-2">
            <dt>
              <Languages aria-hidden className="mt-0.5 size-4 text-mineral-700" />
              <span className="sr-only">{t("entry.languages")}</span>
            </dt>
            <dd>{entry.languages.map(spokenLanguageName).join(", ")}</dd>
          </div>
        ) : null}
        {entry.domains ? (
          <div>
            <dt className="sr-only">{t("entry.domains")}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {entry.domains.map((domain) => (
                <Badge key={domain}>{tCommon(`skills.${domain}` as "skills.drillingOperations")}</Badge>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {entry.bio ? <p className="text-basalt-700">{entry.bio}</p> : null}
      {contactLink ? (
        <Link
          to={`/community/directory/${encodeURIComponent(entry.id)}`}
          aria-label={t("entry.contactLabel", { name: entry.name })}
          className="justify-self-start font-medium text-mineral-800 underline underline-offset-4"
        >
          {t("entry.contact")}
        </Link>
      ) : null}
    </Card>
  );
}
