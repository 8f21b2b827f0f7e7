import {
  figureAmount,
  type ReportChart as ChartContent,
  type Translation,
} from '@pathways/content';

type ReportChartData = Translation<ChartContent>;

const PERCENT = 100;

/** A bar as wide as its share of the largest figure it is compared with. */
function Bar({ value, largest, tone }: { value: string; largest: number; tone: string }) {
  const width = `${Math.max(1, (figureAmount(value) / largest) * PERCENT)}%`;
  return (
    <span className="block h-4 rounded-sm bg-slate-100">
      <span className={`block h-4 rounded-sm ${tone}`} style={{ width }} />
    </span>
  );
}

/**
 * The section's chart, as the PDF draws it (issue 12): bars scaled from the figures the text
 * prints, every value written beside its label so nothing depends on reading the bars.
 */
export function ReportChart({ chart, id }: { chart: ReportChartData; id: string }) {
  const captionId = `${id}-chart-caption`;
  return (
    <figure aria-labelledby={captionId} className="mt-6 rounded-xl border border-slate-200 p-5">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-700">
        {chart.caption}
      </figcaption>
      {chart.kind === 'bars' ? (
        <dl className="mt-4 grid gap-3">
          {chart.bars.map((bar) => (
            <div key={bar.label} className="grid gap-1 text-sm text-slate-800">
              <dt>{bar.label}</dt>
              <dd className="grid gap-1">
                <span className="font-bold">{bar.value}</span>
                <Bar
                  value={bar.value}
                  largest={Math.max(...chart.bars.map((each) => figureAmount(each.value)))}
                  tone="bg-brand-700"
                />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <dl className="mt-4 grid gap-4">
          {chart.rows.map((row) => {
            const largest = Math.max(figureAmount(row.ours), figureAmount(row.baseline));
            const unit = row.unit ?? '';
            return (
              <div key={row.label} className="grid gap-1">
                <dt className="text-sm font-semibold text-slate-900">{row.label}</dt>
                <dd className="grid gap-1 text-sm text-slate-800">
                  <span className="flex justify-between gap-4">
                    <span>{chart.legend.ours}</span>
                    <span className="font-bold">{`${row.ours}${unit}`}</span>
                  </span>
                  <Bar value={row.ours} largest={largest} tone="bg-brand-700" />
                  <span className="flex justify-between gap-4">
                    <span>{chart.legend.baseline}</span>
                    <span className="font-bold">{`${row.baseline}${unit}`}</span>
                  </span>
                  <Bar value={row.baseline} largest={largest} tone="bg-slate-400" />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </figure>
  );
}
