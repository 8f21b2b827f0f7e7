import { fillTemplate, portal } from '@pathways/content';
import type { CaseWorkerDashboard } from '@pathways/schemas';

/** One colour per stage, in order; the list beside the bar names each one, so colour is never the only cue. */
const segmentColors = ['bg-slate-500', 'bg-amber-400', 'bg-brand-700', 'bg-sky-600'];

/**
 * The caseload split (spec §2: 45/20/25/10 with the demo data) as a stacked bar. The bar is
 * decoration for sighted users; the numbers are in the list, which is what screen readers read.
 */
export function StatusSplitChart({ split }: { split: CaseWorkerDashboard['statusSplit'] }) {
  const total = split.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {fillTemplate(portal.caseWorker.splitIntro, { count: String(total) })}
      </p>
      <div aria-hidden="true" className="flex h-6 w-full overflow-hidden rounded-full bg-slate-100">
        {split.map((entry, index) => (
          <div
            key={entry.status}
            className={segmentColors[index % segmentColors.length]}
            style={{ width: `${entry.percent}%` }}
          />
        ))}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {split.map((entry, index) => (
          <li key={entry.status} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 rounded-full ${segmentColors[index % segmentColors.length]}`}
            />
            <span className="text-sm text-slate-800">
              {fillTemplate(portal.caseWorker.splitItem, {
                status: entry.status,
                percent: String(entry.percent),
                count: String(entry.count),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
