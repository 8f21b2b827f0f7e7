import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** Tall enough for readable axis labels on a phone. */
const CHART_HEIGHT_PX = 220;
const BAR_COLOR = '#115e59'; // brand-800: 7:1 on white, so the bars stand out (WCAG 1.4.11)
const AXIS_TICK = { fontSize: 12, fill: '#475569' };

export interface ChartBar {
  label: string;
  value: number;
}

/**
 * One bar chart of the outcomes report. recharts is large, so this module is loaded with React.lazy
 * by the report only. The drawing is hidden from assistive technology: the table beside it carries
 * the same numbers.
 */
export default function OutcomesBarChart({
  data,
  percent = false,
}: {
  data: readonly ChartBar[];
  percent?: boolean;
}) {
  return (
    <div aria-hidden="true" style={{ height: CHART_HEIGHT_PX }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
          />
          <YAxis
            allowDecimals={false}
            domain={percent ? [0, 100] : [0, 'auto']}
            tickFormatter={(value: number) => (percent ? `${value}%` : String(value))}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
          />
          <Bar dataKey="value" fill={BAR_COLOR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
