import { useTranslation } from "~/lib/i18n/react";

/**
 * Credentials expiring within each span (`expiringSpans`, app/features/renewal/renewal.ts): bars drawn on
 * the server as SVG (no script needed), with the same figures as a table for screen readers and
 * anyone who prefers numbers.
 */
export function ExpiringChart({
  spans,
  spansText,
}: {
  spans: Array<{ days: number; count: number; label: string }>;
  /** The spans in words, in the page's language ("30, 90, and 180"): formatted by the server. */
  spansText: string;
}) {
  const { t } = useTranslation("renewal");
  const max = Math.max(1, ...spans.map((s) => s.count));
  const barWidth = 64;
  const gap = 40;
  const height = 160;
  const width = spans.length * (barWidth + gap) + gap;
  return (
    <figure className="grid gap-4 md:grid-cols-[minmax(0,24rem)_1fr] md:items-end">
      <svg
        viewBox={`0 0 ${width} ${height + 48}`}
        role="img"
        aria-label={t("admin.chartLabel", { spans: spansText })}
        className="w-full max-w-sm"
      >
        {spans.map((span, i) => {
          const h = Math.round((span.count / max) * height);
          const x = gap + i * (barWidth + gap);
          return (
            <g key={span.days}>
              <rect
                x={x}
                y={height - h + 20}
                width={barWidth}
                height={Math.max(h, 1)}
                rx={4}
                className="fill-mineral-700"
              />
              <text
                x={x + barWidth / 2}
                y={height - h + 14}
                textAnchor="middle"
                className="fill-basalt-950 text-[14px] font-semibold"
              >
                {span.label}
              </text>
              <text x={x + barWidth / 2} y={height + 40} textAnchor="middle" className="fill-basalt-700 text-[12px]">
                {t("admin.within", { days: span.days })}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <table className="text-sm">
          <caption className="mb-2 text-left font-semibold text-basalt-950">{t("admin.chartTable")}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left font-medium text-basalt-700">
                {t("admin.span")}
              </th>
              <th scope="col" className="text-right font-medium text-basalt-700">
                {t("admin.count")}
              </th>
            </tr>
          </thead>
          <tbody>
            {spans.map((span) => (
              <tr key={span.days}>
                <th scope="row" className="pr-6 text-left font-normal text-basalt-900">
                  {t("admin.within", { days: span.days })}
                </th>
                <td className="text-right tabular-nums text-basalt-950" data-testid={`expiring-${span.days}`}>
                  {span.label}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
