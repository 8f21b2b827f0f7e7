import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { WeeklyCount } from '@pathways/schemas';

/** Tall enough for eight bars and readable axis labels on a phone. */
const CHART_HEIGHT_PX = 220;
const BAR_COLOR = '#115e59'; // brand-800: 7:1 on white, so the bars stand out (WCAG 1.4.11)

/**
 * recharts is large, so this module is loaded with React.lazy only by the admin dashboard. The
 * drawing is hidden from assistive technology: the table next to it carries the same numbers.
 */
export default function WeeklyChart({ data }: { data: (WeeklyCount & { label: string })[] }) {
  return (
    <div aria-hidden="true" style={{ height: CHART_HEIGHT_PX }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: '#475569' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickLine={false}
            axisLine={false}
          />
          <Bar dataKey="count" fill={BAR_COLOR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
