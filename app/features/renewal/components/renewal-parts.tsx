import { FileCheck2, FileX2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import type { CpdCategory } from "~/content/cpd-rule";
import { useTranslation } from "~/lib/i18n/react";
import type { RenewalStatus } from "~/features/renewal/renewal";

export type ShownProgress = {
  counted: string;
  required: string;
  missing: string;
  met: boolean;
  percent: number;
  categories: Array<{ category: CpdCategory; logged: string; counted: string; cap: string | null }>;
};

export const renewalStatusTone: Record<RenewalStatus, "neutral" | "mineral" | "magma" | "sulphur"> = {
  submitted: "neutral",
  inAudit: "sulphur",
  evidenceReady: "sulphur",
  approved: "mineral",
  declined: "magma",
};

/** Progress toward the cycle's requirement: a bar (with its words) and the hours per category. */
export function RenewalProgress({ progress }: { progress: ShownProgress }) {
  const { t } = useTranslation("renewal");
  return (
    <div className="grid gap-4">
      <div>
        <p className="font-semibold text-basalt-950" id="renewal-progress-label">
          {t("page.counted", { counted: progress.counted, required: progress.required })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="renewal-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="mt-2 h-3 overflow-hidden rounded-full bg-basalt-100"
        >
          <div
            className={progress.met ? "h-full bg-mineral-700" : "h-full bg-sulphur-500"}
            style={{ width: `${progress.percent}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-basalt-700" data-testid="renewal-missing">
          {progress.met ? t("page.met") : t("page.missing", { missing: progress.missing })}
        </p>
      </div>
      <Table minWidth="28rem">
        <caption className="sr-only">{t("page.table.caption")}</caption>
        <TableHead>
          <tr>
            <Th>{t("page.table.category")}</Th>
            <Th className="text-right">{t("page.table.logged")}</Th>
            <Th className="text-right">{t("page.table.counted")}</Th>
            <Th className="text-right">{t("page.table.cap")}</Th>
          </tr>
        </TableHead>
        <TableBody>
          {progress.categories.map((row) => (
            <tr key={row.category}>
              <Th scope="row" className="font-medium">
                {t(`categories.${row.category}`)}
              </Th>
              <Td className="text-right tabular-nums">{row.logged}</Td>
              <Td className="text-right tabular-nums">{row.counted}</Td>
              <Td className="text-right tabular-nums">{row.cap ?? t("page.table.noCap")}</Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export type EntryRow = {
  id: string;
  date: string;
  category: CpdCategory;
  hours: string;
  provider: string;
  description: string;
  removed: boolean;
  evidenceId: string | null;
};

/** The entries of a renewal with their evidence: a link to the file for admins, a state for the holder. */
export function RenewalEntries({ entries, links }: { entries: EntryRow[]; links: boolean }) {
  const { t } = useTranslation("renewal");
  return (
    <Table minWidth="36rem">
      <caption className="sr-only">{t("page.entries.caption")}</caption>
      <TableHead>
        <tr>
          <Th>{t("page.entries.date")}</Th>
          <Th>{t("page.entries.category")}</Th>
          <Th className="text-right">{t("page.entries.hours")}</Th>
          <Th>{t("page.entries.provider")}</Th>
          <Th>{t("page.entries.evidence")}</Th>
        </tr>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <tr key={entry.id} data-entry={entry.id}>
            <Td className="whitespace-nowrap">{entry.date}</Td>
            <Td>
              {t(`categories.${entry.category}`)}
              {entry.description ? <span className="block text-basalt-600">{entry.description}</span> : null}
            </Td>
            <Td className="text-right tabular-nums">{entry.hours}</Td>
            <Td>{entry.provider}</Td>
            <Td>
              {entry.removed ? (
                <Badge tone="magma">{t("admin.removed")}</Badge>
              ) : entry.evidenceId ? (
                links ? (
                  <a
                    href={`/account/cpd/evidence/${entry.evidenceId}`}
                    aria-label={t("admin.evidenceLink", { date: entry.date })}
                    className="font-medium text-mineral-800 underline underline-offset-4"
                  >
                    {t("admin.evidenceView")}
                  </a>
                ) : (
                  <Badge tone="mineral">
                    <FileCheck2 aria-hidden />
                    {t("page.evidenceAttached")}
                  </Badge>
                )
              ) : (
                <Badge tone="sulphur">
                  <FileX2 aria-hidden />
                  {t("page.evidenceMissing")}
                </Badge>
              )}
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
