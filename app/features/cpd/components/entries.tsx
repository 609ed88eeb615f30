import { Download, Pencil, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { cpdCategories, cpdRule, type CpdCategory, type CpdSource } from "~/content/cpd-rule";
import { useTranslation } from "~/lib/i18n/react";
import { useHours } from "./progress";

export type EntryView = {
  id: string;
  activityDate: string;
  dateText: string;
  category: CpdCategory;
  hoursTenths: number;
  provider: string;
  description: string;
  source: CpdSource;
  evidence: { id: string; fileName: string } | null;
  canChange: boolean;
};

const linkClass =
  "inline-flex items-center gap-1.5 font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700";

/** The member's entries, newest first; automatic ones carry their source and no edit link. */
export function EntriesTable({ entries }: { entries: EntryView[] }) {
  const { t } = useTranslation("cpd");
  const hours = useHours();
  if (entries.length === 0) return <EmptyState message={t("entries.empty")} />;
  return (
    <Table minWidth="52rem">
      <caption className="sr-only">{t("entries.caption")}</caption>
      <TableHead>
        <tr>
          <Th>{t("entries.date")}</Th>
          <Th>{t("entries.category")}</Th>
          <Th className="text-right">{t("entries.hours")}</Th>
          <Th>{t("entries.provider")}</Th>
          <Th>{t("entries.description")}</Th>
          <Th>{t("entries.evidence")}</Th>
          <Th>{t("entries.actions")}</Th>
        </tr>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <tr key={entry.id} id={`entry-${entry.id}`}>
            <Td className="whitespace-nowrap">
              <time dateTime={entry.activityDate}>{entry.dateText}</time>
            </Td>
            <Td>{t(`categories.${entry.category}`)}</Td>
            <Td className="text-right tabular">{hours(entry.hoursTenths)}</Td>
            <Td>{entry.provider}</Td>
            <Td className="max-w-xs break-words">
              {entry.description}
              {entry.source !== "manual" ? (
                <span className="mt-1 block">
                  <Badge tone="mineral">
                    <Sparkles aria-hidden />
                    {t(`sources.${entry.source}`)}
                  </Badge>
                </span>
              ) : null}
            </Td>
            <Td>
              {entry.evidence ? (
                <a
                  href={`/account/cpd/evidence/${entry.evidence.id}`}
                  className={linkClass}
                  aria-label={`${t("entries.download")}: ${entry.evidence.fileName}`}
                >
                  <Download aria-hidden className="size-4" />
                  {t("entries.download")}
                </a>
              ) : (
                <span className="text-basalt-600">{t("entries.noEvidence")}</span>
              )}
            </Td>
            <Td>
              {entry.canChange ? (
                <Link
                  to={`/account/cpd?edit=${entry.id}#entry-form`}
                  className={linkClass}
                  aria-label={t("entries.editLabel", { date: entry.dateText })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t("entries.edit")}
                </Link>
              ) : (
                <span className="text-xs text-basalt-600">{t("entries.automatic")}</span>
              )}
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

/** The rule, from app/content/cpd-rule.ts: hours per level and the categories' caps. */
export function RuleSummary({ levels }: { levels: Array<{ key: string; name: string; hours: number }> }) {
  const { t } = useTranslation("cpd");
  const hoursPerLevel = levels.map((level) => level.hours);
  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-basalt-800">
        {t("rule.text", {
          years: cpdRule.cycleYears,
          min: Math.min(...hoursPerLevel),
          max: Math.max(...hoursPerLevel),
        })}{" "}
        <Link to="/certifications#renewal" className={linkClass}>
          {t("rule.more")}
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Table minWidth="18rem">
          <caption className="px-4 pt-3 text-left text-sm font-semibold text-basalt-900">
            {t("rule.levelsCaption")}
          </caption>
          <TableHead>
            <tr>
              <Th>{t("rule.level")}</Th>
              <Th className="text-right">{t("rule.required")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {levels.map((level) => (
              <tr key={level.key}>
                <Td>{level.name}</Td>
                <Td className="text-right tabular">{level.hours}</Td>
              </tr>
            ))}
          </TableBody>
        </Table>
        <Table minWidth="18rem">
          <caption className="px-4 pt-3 text-left text-sm font-semibold text-basalt-900">
            {t("rule.capsCaption")}
          </caption>
          <TableHead>
            <tr>
              <Th>{t("rule.category")}</Th>
              <Th className="text-right">{t("rule.cap")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {cpdCategories.map((category) => (
              <tr key={category}>
                <Td>{t(`categories.${category}`)}</Td>
                <Td className="text-right tabular">{cpdRule.caps[category] ?? t("rule.noCap")}</Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
