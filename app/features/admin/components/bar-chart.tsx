import { Bar, BarChart as Chart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";

/**
 * A horizontal bar chart (recharts) for the admin summaries. Loaded on demand in the browser;
 * the numbers are also in a table next to it, so the chart itself is decorative.
 */
export default function BarChart({
  data,
  max,
}: {
  data: Array<{ label: string; value: number; text: string }>;
  max?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={data} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }}>
        <CartesianGrid horizontal={false} stroke="#d9dee3" />
        <XAxis type="number" domain={[0, max ?? "auto"]} allowDecimals={max !== undefined} tick={{ fill: "#3a4a57" }} />
        <YAxis type="category" dataKey="label" width={150} tick={{ fill: "#1a242d", fontSize: 12 }} interval={0} />
        <Bar dataKey="value" fill="#0d6e66" radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList dataKey="text" position="right" fill="#1a242d" fontSize={12} />
        </Bar>
      </Chart>
    </ResponsiveContainer>
  );
}
