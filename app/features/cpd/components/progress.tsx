import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import type { CategoryProgress } from "~/content/cpd-rule";
import { formatDecimal } from "~/lib/format/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLanguage } from "~/lib/i18n/use-language";

/** Hours in tenths, written in the language: 12 · 12.5 · 12,5. */
export function useHours() {
  const language = useLanguage();
  return (tenths: number) => formatDecimal(tenths / 10, language, tenths % 10 === 0 ? 0 : 1);
}

export type CredentialProgressView = {
  id: string;
  name: string;
  letters: string;
  start: string;
  end: string;
  /** The expiry date, in words. */
  expiresOn: string;
  /** "cycle": its dates count; "grace", "reinstatement": entries from its start to today count (after expiry). */
  window: "cycle" | "grace" | "reinstatement";
  /** The cycle counts from the day after the renewal that opened it was sent, not from its issue date. */
  afterRenewal: boolean;
  requiredTenths: number;
  countedTenths: number;
  missingTenths: number;
  met: boolean;
  categories: CategoryProgress[];
};

/**
 * One credential's cycle: a bar chart drawn on the server (plain HTML and CSS, so it needs no
 * script; its words are its text alternative) and the same figures as a table.
 */
export function CredentialProgress({ credential }: { credential: CredentialProgressView }) {
  const { t } = useTranslation("cpd");
  const hours = useHours();
  const headingId = `progress-${credential.id}`;
  const values = {
    counted: hours(credential.countedTenths),
    required: hours(credential.requiredTenths),
  };
  const scale = Math.max(
    ...credential.categories.map((c) => Math.max(c.loggedTenths, c.capTenths ?? 0)),
    credential.requiredTenths,
    1,
  );
  const share = (tenths: number) => `${Math.min(100, (tenths / scale) * 100)}%`;
  const totalShare = `${Math.min(100, (credential.countedTenths / Math.max(credential.requiredTenths, 1)) * 100)}%`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-6 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 sm:p-6"
    >
      <header className="grid gap-1">
        <h3 id={headingId} className="text-xl font-semibold text-basalt-950">
          {t("pdf.credentialName", { level: credential.name, letters: credential.letters })}
        </h3>
        <p className="text-sm text-basalt-700" data-testid="progress-window">
          {credential.window === "cycle"
            ? t("progress.cycle", { start: credential.start, end: credential.end })
            : t(`progress.untilToday.${credential.window}`, { start: credential.start, expired: credential.expiresOn })}
        </p>
        {credential.afterRenewal ? <p className="text-sm text-basalt-700">{t("progress.afterRenewal")}</p> : null}
      </header>

      <div className="grid gap-2">
        <p className="font-semibold text-basalt-900 tabular">{t("progress.total", values)}</p>
        <div aria-hidden className="h-3 overflow-hidden rounded-full bg-steam-200">
          <div className="h-full rounded-full bg-mineral-700" style={{ width: totalShare }} />
        </div>
        {credential.met ? (
          <p className="flex items-center gap-2 text-sm font-medium text-mineral-800">
            <CircleCheck aria-hidden className="size-4" />
            {t("progress.met")}
          </p>
        ) : (
          <p className="text-sm font-medium text-magma-700">
            {t("progress.missing", { hours: hours(credential.missingTenths) })}
          </p>
        )}
      </div>

      <figure className="grid gap-3">
        <figcaption className="text-base font-semibold text-basalt-900">{t("progress.chartHeading")}</figcaption>
        <ul className="grid gap-3">
          {credential.categories.map((category) => {
            const words = {
              counted: hours(category.countedTenths),
              logged: hours(category.loggedTenths),
              cap: category.capTenths === null ? "" : hours(category.capTenths),
            };
            return (
              <li key={category.category} className="grid gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium text-basalt-900">{t(`categories.${category.category}`)}</span>
                  <span className="text-basalt-700 tabular">
                    {category.capTenths === null ? t("progress.bar", words) : t("progress.barCap", words)}
                  </span>
                </div>
                <div aria-hidden className="relative h-2.5 rounded-full bg-steam-200">
                  <div
                    className="absolute inset-y-0 left-0 rounded-full bg-mineral-300"
                    style={{ width: share(category.loggedTenths) }}
                  />
                  <div
                    className="absolute inset-y-0 left-0 rounded-full bg-mineral-700"
                    style={{ width: share(category.countedTenths) }}
                  />
                  {category.capTenths !== null ? (
                    <div
                      className="absolute -inset-y-1 w-0.5 bg-magma-700"
                      style={{ left: share(category.capTenths) }}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-basalt-700">{t("progress.chartSummary", values)}</p>
      </figure>

      <Table minWidth="19rem">
        <caption className="sr-only">
          {credential.window === "cycle"
            ? t("progress.tableCaption", { start: credential.start, end: credential.end })
            : t("progress.tableCaptionToday", { start: credential.start })}
        </caption>
        <TableHead>
          <tr>
            <Th>{t("progress.category")}</Th>
            <Th className="text-right">{t("progress.logged")}</Th>
            <Th className="text-right">{t("progress.counted")}</Th>
            <Th className="text-right">{t("progress.cap")}</Th>
          </tr>
        </TableHead>
        <TableBody>
          {credential.categories.map((category) => (
            <tr key={category.category}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-basalt-900">
                {t(`categories.${category.category}`)}
              </th>
              <Td className="text-right tabular">{hours(category.loggedTenths)}</Td>
              <Td className="text-right tabular">{hours(category.countedTenths)}</Td>
              <Td className="text-right tabular">
                {category.capTenths === null ? t("progress.noCap") : hours(category.capTenths)}
              </Td>
            </tr>
          ))}
          <tr className="bg-steam-100 font-semibold">
            <th scope="row" className="px-4 py-3 text-left">
              {t("progress.totalRow")}
            </th>
            <Td className="text-right tabular">
              {hours(credential.categories.reduce((sum, c) => sum + c.loggedTenths, 0))}
            </Td>
            <Td className="text-right tabular">{hours(credential.countedTenths)}</Td>
            <Td />
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              {t("progress.requiredRow")}
            </th>
            <Td />
            <Td className="text-right tabular">{hours(credential.requiredTenths)}</Td>
            <Td />
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              {t("progress.missingRow")}
            </th>
            <Td />
            <Td className="text-right tabular">{hours(credential.missingTenths)}</Td>
            <Td />
          </tr>
        </TableBody>
      </Table>
      <p>
        <Link
          to={`/account/renewal/${credential.id}`}
          className="text-sm font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
        >
          {t("progress.renewal")}
        </Link>
      </p>
    </article>
  );
}
