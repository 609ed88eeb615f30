import { BookOpen, Download, FileSpreadsheet, Library, MonitorPlay, ScrollText, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { formatIsoDate, resourceFiles, type Resource, type ResourceType } from "~/content/resources";
import { formatInteger } from "~/lib/format/format";
import { languages } from "~/lib/i18n/languages";
import { useLanguage } from "~/lib/i18n/use-language";

const typeIcons: Record<ResourceType, LucideIcon> = {
  guide: BookOpen,
  standard: ScrollText,
  readingList: Library,
  template: FileSpreadsheet,
  webinar: MonitorPlay,
};

const languageNames = Object.fromEntries(languages.map((language) => [language.code, language.name]));

/** One resource of /resources: type, level, topics, languages, and its download or how to ask for it. */
export function ResourceCard({ item, fileSizes }: { item: Resource; fileSizes: Record<string, number> }) {
  const { t } = useTranslation("resources");
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const Icon = typeIcons[item.type];
  const headingId = `resource-${item.id}`;
  const title = t(`items.${item.id}.title` as "items.glossary.title");
  const months = t("date.months", { returnObjects: true }) as string[];
  const file = item.file ? resourceFiles[item.file] : null;
  const size = item.file ? t("card.size", { size: formatInteger(fileSizes[item.file] ?? 1, language) }) : "";

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="mineral">
          <Icon aria-hidden />
          {t(`types.${item.type}`)}
        </Badge>
        <Badge tone="neutral">
          <span className="sr-only">{t("card.level")}: </span>
          {t(`levels.${item.level}`)}
        </Badge>
      </div>
      <h3 id={headingId} className="mt-4 text-lg font-semibold text-basalt-950">
        {title}
      </h3>
      <p className="mt-2 text-basalt-700">{t(`items.${item.id}.description` as "items.glossary.description")}</p>
      <dl className="mt-4 grid gap-1 text-sm text-basalt-700">
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-semibold text-basalt-900">{t("card.topics")}:</dt>
          <dd>{item.topics.map((topic) => tc(`skills.${topic}`)).join(", ")}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-semibold text-basalt-900">{t("card.languages")}:</dt>
          <dd>{item.languages.map((code) => languageNames[code]).join(", ")}</dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-basalt-600">{t("card.edition", { year: item.year })}</p>
      <div className="mt-auto pt-6">
        {item.file && file ? (
          <div className="flex flex-wrap items-center gap-3">
            <a
              href={`/resources/files/${item.file}`}
              download={item.file}
              aria-label={t("card.downloadLabel", { title, format: t(`card.formats.${file.format}`), size })}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <Download aria-hidden />
              {t("card.download")}
            </a>
            <span className="text-sm text-basalt-600">
              {t(`card.formats.${file.format}`)} · {size}
            </span>
          </div>
        ) : item.recording ? (
          <div className="grid gap-2 text-sm">
            <p className="text-basalt-800">
              {t("card.recording", {
                minutes: item.recording.minutes,
                date: formatIsoDate(item.recording.date, t("date.pattern"), months),
              })}
            </p>
            <p className="text-basalt-600">{t("card.recordingNote")}</p>
            <Link
              to="/contact"
              aria-describedby={headingId}
              className="font-semibold text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
            >
              {t("card.requestRecording")}
            </Link>
          </div>
        ) : (
          <div className="grid gap-2 text-sm">
            <p className="text-basalt-600">{t("card.onRequest")}</p>
            <Link
              to="/contact"
              aria-describedby={headingId}
              className="font-semibold text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
            >
              {t("card.requestCopy")}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
