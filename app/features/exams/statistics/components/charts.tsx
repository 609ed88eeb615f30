/**
 * The item statistics' charts, drawn as SVG on the server (no chart library, no script): each has an accessible
 * name and the page shows a table of the same numbers beside it. Colours from the design's palette; a flagged
 * point is a square as well as red, and every bar carries its language and value in text, so no reading depends
 * on telling colours apart.
 */

/** The palette for languages, in the order they are listed; enough contrast on white for marks (≥ 3:1). */
const series = ["fill-mineral-700", "fill-magma-700", "fill-basalt-600", "fill-mineral-800", "fill-magma-800"];

export type ScatterPoint = { id: string; x: number; y: number; flagged: boolean; label: string };

/** Share right (x, 0–1) against discrimination (y, −0.5–1), with the review's thresholds as dashed lines. */
export function ItemScatter({
  points,
  label,
  xTitle,
  yTitle,
  thresholds,
}: {
  points: readonly ScatterPoint[];
  label: string;
  xTitle: string;
  yTitle: string;
  thresholds: { hard: number; easy: number; discrimination: number };
}) {
  const w = 320;
  const h = 220;
  const left = 40;
  const bottom = 36;
  const top = 10;
  const right = 10;
  const x = (v: number) => left + v * (w - left - right);
  const y = (v: number) => top + ((1 - Math.max(-0.5, Math.min(1, v))) / 1.5) * (h - top - bottom);
  return (
    <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} className="w-full max-w-xl" data-testid="item-scatter">
      {[0, 0.5, 1].map((v) => (
        <g key={`x${v}`}>
          <line x1={x(v)} x2={x(v)} y1={top} y2={h - bottom} className="stroke-basalt-200" />
          <text x={x(v)} y={h - bottom + 14} textAnchor="middle" className="fill-basalt-700 text-[10px]">
            {v}
          </text>
        </g>
      ))}
      {[-0.5, 0, 0.5, 1].map((v) => (
        <g key={`y${v}`}>
          <line x1={left} x2={w - right} y1={y(v)} y2={y(v)} className="stroke-basalt-200" />
          <text x={left - 6} y={y(v) + 3} textAnchor="end" className="fill-basalt-700 text-[10px]">
            {v}
          </text>
        </g>
      ))}
      <line
        x1={x(thresholds.hard)}
        x2={x(thresholds.hard)}
        y1={top}
        y2={h - bottom}
        strokeDasharray="4 3"
        className="stroke-basalt-600"
      />
      <line
        x1={x(thresholds.easy)}
        x2={x(thresholds.easy)}
        y1={top}
        y2={h - bottom}
        strokeDasharray="4 3"
        className="stroke-basalt-600"
      />
      <line
        x1={left}
        x2={w - right}
        y1={y(thresholds.discrimination)}
        y2={y(thresholds.discrimination)}
        strokeDasharray="4 3"
        className="stroke-basalt-600"
      />
      {points.map((p) =>
        p.flagged ? (
          <rect key={p.id} x={x(p.x) - 4} y={y(p.y) - 4} width={8} height={8} className="fill-magma-700">
            <title>{p.label}</title>
          </rect>
        ) : (
          <circle key={p.id} cx={x(p.x)} cy={y(p.y)} r={3.5} className="fill-mineral-700 opacity-80">
            <title>{p.label}</title>
          </circle>
        ),
      )}
      <text x={(left + w - right) / 2} y={h - 4} textAnchor="middle" className="fill-basalt-900 text-[11px]">
        {xTitle}
      </text>
      <text
        x={12}
        y={(top + h - bottom) / 2}
        textAnchor="middle"
        transform={`rotate(-90 12 ${(top + h - bottom) / 2})`}
        className="fill-basalt-900 text-[11px]"
      >
        {yTitle}
      </text>
    </svg>
  );
}

export type BarGroup = {
  key: string;
  label: string;
  /** One bar per language: its code, share (0–1) and the share as text. */
  bars: readonly { language: string; value: number; text: string }[];
};

/** Horizontal bars, grouped (e.g. an option, with one bar per language), each labelled with its language and value. */
export function GroupedBars({
  groups,
  label,
  testId,
}: {
  groups: readonly BarGroup[];
  label: string;
  testId?: string;
}) {
  const w = 320;
  const labelWidth = 84;
  const bar = 14;
  const gap = 4;
  const groupGap = 12;
  const languages = [...new Set(groups.flatMap((g) => g.bars.map((b) => b.language)))];
  const groupHeight = (g: BarGroup) => g.bars.length * (bar + gap) + groupGap;
  const h = groups.reduce((sum, g) => sum + groupHeight(g), 8);
  const scale = w - labelWidth - 70;
  let offset = 4;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} className="w-full max-w-xl" data-testid={testId}>
      {groups.map((g) => {
        const top = offset;
        offset += groupHeight(g);
        return (
          <g key={g.key}>
            <text x={0} y={top + bar} className="fill-basalt-950 text-[11px] font-semibold">
              {g.label}
            </text>
            {g.bars.map((b, i) => {
              const y = top + i * (bar + gap);
              return (
                <g key={b.language}>
                  <rect
                    x={labelWidth}
                    y={y}
                    width={Math.max(1, b.value * scale)}
                    height={bar}
                    rx={2}
                    className={series[languages.indexOf(b.language) % series.length]}
                  />
                  <text
                    x={labelWidth + Math.max(1, b.value * scale) + 4}
                    y={y + bar - 3}
                    className="fill-basalt-900 text-[10px]"
                  >
                    {`${b.language} ${b.text}`}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
