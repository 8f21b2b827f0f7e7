import type { SimulationRunResult } from '@pathways/schemas';
import { yearRows } from '@pathways/sim-core';
import { fillTemplate } from '@pathways/content';
import { DataTable } from '@/components/portal/data-table';
import { useSimulatorText } from '../text/simulator-text';
import { formatCount, formatMoney } from '../utils/format';

const WIDTH = 480;
const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 32, left: 64 };
const GRID_LINES = 4;

/**
 * Cumulative public cost savings by year against the program's cost, as a simple SVG bar chart.
 * Screen readers get a summary (role="img" with a title and description) and the full table.
 */
export function YearlyChart({ result }: { result: SimulationRunResult }) {
  const { ui, locale } = useSimulatorText();
  const words = ui.chart;
  const years = yearRows(result.yearly);
  const cost = result.breakdown.programCost;
  const max = Math.max(cost, ...years.map((y) => y.cumulativePublicCostSavings), 1);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(years.length, 1);
  const barW = Math.min(slot * 0.6, 60);
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const last = years.at(-1);
  const summary = last
    ? fillTemplate(words.summary, {
        amount: formatMoney(last.cumulativePublicCostSavings, locale),
        year: String(last.year),
        cost: formatMoney(cost, locale),
      })
    : words.noFigures;
  return (
    <figure className="grid gap-3">
      <figcaption className="text-xl font-bold text-slate-900">{words.heading}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        className="h-auto w-full"
      >
        <title id="chart-title">{words.title}</title>
        <desc id="chart-desc">{summary}</desc>
        {Array.from({ length: GRID_LINES + 1 }, (_, i) => {
          const value = (max / GRID_LINES) * i;
          return (
            <g key={i}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                stroke="#e2e8f0"
              />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fontSize="11" fill="#475569">
                {formatMoney(value, locale)}
              </text>
            </g>
          );
        })}
        {years.map((year, index) => {
          const x = PAD.left + slot * index + (slot - barW) / 2;
          return (
            <g key={year.year}>
              <rect
                x={x}
                y={y(year.cumulativePublicCostSavings)}
                width={barW}
                height={PAD.top + plotH - y(year.cumulativePublicCostSavings)}
                fill="#0f766e"
                rx="3"
              />
              <text
                x={x + barW / 2}
                y={HEIGHT - 12}
                textAnchor="middle"
                fontSize="12"
                fill="#334155"
              >
                {fillTemplate(words.yearLabel, { year: String(year.year) })}
              </text>
            </g>
          );
        })}
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(cost)}
          y2={y(cost)}
          stroke="#b45309"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <text x={WIDTH - PAD.right} y={y(cost) - 6} textAnchor="end" fontSize="12" fill="#92400e">
          {fillTemplate(words.programCost, { amount: formatMoney(cost, locale) })}
        </text>
      </svg>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          {words.showTable}
        </summary>
        <div className="mt-2">
          <DataTable
            caption={words.tableCaption}
            columns={[
              {
                id: 'year',
                header: words.columns.year,
                cell: (year) => year.year,
                rowHeader: true,
              },
              {
                id: 'avoided',
                header: words.columns.repeatOffensesAvoided,
                cell: (year) => formatCount(year.recidivistsAvoided, locale),
              },
              {
                id: 'savings',
                header: words.columns.savingsThatYear,
                cell: (year) => formatMoney(year.publicCostSavings, locale),
              },
              {
                id: 'cumulative',
                header: words.columns.cumulativeSavings,
                cell: (year) => formatMoney(year.cumulativePublicCostSavings, locale),
              },
            ]}
            rows={years}
            rowKey={(year) => year.year}
          />
        </div>
      </details>
    </figure>
  );
}
