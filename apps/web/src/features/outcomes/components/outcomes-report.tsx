import { fillTemplate, outcomesText } from '@pathways/content';
import { lazy, Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import { QueryStatus } from '@/components/portal';
import { Section } from '@/components/portal/parts';
import { outcomesCsvPaths, useOutcomes } from '../api/outcomes';
import { formatCount, formatDay } from '@/lib/outcome-format';
import {
  BreakdownTable,
  RETENTION_365,
  RETENTION_90,
  RetentionTable,
  WagesTable,
  ofTotal,
  rateText,
  retentionAt,
  wageText,
} from './outcomes-tables';

// Only the report draws these charts, so only it pays for the charting library.
const OutcomesBarChart = lazy(() => import('./outcomes-charts'));

const text = outcomesText.outcomes;
const PERCENT = 100;

/** A sub-heading of the report with its content. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 flex min-w-0 flex-col gap-3">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Headline({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

function Chart({ data, percent }: { data: { label: string; value: number }[]; percent?: boolean }) {
  return (
    <Suspense fallback={<div className="h-[220px] w-full" aria-hidden="true" />}>
      <OutcomesBarChart data={data} percent={percent ?? false} />
    </Suspense>
  );
}

/**
 * Admin › Reports › Outcomes (issue 14): the figures funders ask for, each rate with its numerator
 * and denominator; charts with a table beside each; CSV downloads of the figures and of the
 * de-identified rows behind them.
 */
export function OutcomesReport() {
  const outcomes = useOutcomes();
  const data = outcomes.data;
  return (
    <Section
      title={text.heading}
      action={
        <div className="flex flex-wrap gap-4">
          <a
            className="font-semibold text-brand-800 underline"
            href={outcomesCsvPaths.figures}
            download
          >
            {text.downloadFigures}
          </a>
          <a
            className="font-semibold text-brand-800 underline"
            href={outcomesCsvPaths.rows}
            download
          >
            {text.downloadRows}
          </a>
        </div>
      }
    >
      {!data ? (
        <QueryStatus query={outcomes} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {fillTemplate(text.intro, { date: formatDay(data.asOf) })}
          </p>
          <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <Headline label={text.headline.clientsServed} value={formatCount(data.clientsServed)} />
            <Headline
              label={text.headline.placementRate}
              value={rateText(data.placementRate)}
              detail={ofTotal(data.placementRate)}
            />
            <Headline
              label={text.headline.medianWage}
              value={wageText(data.overall.startingWage.median)}
              detail={fillTemplate(text.wagesOf, {
                count: formatCount(data.overall.startingWage.count),
              })}
            />
            <Headline
              label={fillTemplate(text.headline.retentionAt, { day: String(RETENTION_90) })}
              value={rateText(retentionAt(data.overall, RETENTION_90))}
              detail={ofTotal(retentionAt(data.overall, RETENTION_90))}
            />
            <Headline
              label={fillTemplate(text.headline.retentionAt, { day: String(RETENTION_365) })}
              value={rateText(retentionAt(data.overall, RETENTION_365))}
              detail={ofTotal(retentionAt(data.overall, RETENTION_365))}
            />
          </dl>

          <Part title={text.retentionHeading}>
            <Chart
              percent
              data={data.overall.retention.map((retention) => ({
                label: fillTemplate(text.dayLabel, { day: String(retention.day) }),
                value: Math.round((retention.employed.rate ?? 0) * PERCENT),
              }))}
            />
            <RetentionTable retention={data.overall.retention} />
          </Part>

          <Part title={text.wagesHeading}>
            <WagesTable data={data} />
          </Part>

          <Part title={text.breakdowns.cohort}>
            <p className="text-sm text-slate-700">{text.cohortChartCaption}</p>
            <Chart
              data={data.byCohort.map((group) => ({ label: group.label, value: group.placements }))}
            />
            <BreakdownTable caption={text.breakdowns.cohort} groups={data.byCohort} />
          </Part>
          <Part title={text.breakdowns.program}>
            <BreakdownTable caption={text.breakdowns.program} groups={data.byProgram} />
          </Part>
          <Part title={text.breakdowns.employer}>
            <BreakdownTable caption={text.breakdowns.employer} groups={data.byEmployer} />
          </Part>
        </>
      )}
    </Section>
  );
}
