import { simulator } from '@pathways/content';
import type { SimulationParameter, SimulationRunResult } from '@pathways/schemas';
import { reproduceCommand, type Uncertainty } from '@pathways/sim-core';
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  CheckCircle2,
  DollarSign,
  Download,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCount, formatMoney, formatPercent, formatRoi, formatYears } from '../utils/format';
import { useParameterSet } from '../api/get-parameter-set';
import { simulationToCsv } from '../utils/to-csv';
import { YearlyChart } from './yearly-chart';

/** The Monte Carlo runs in the browser, on sim-core loaded only now, with the API's input and seed. */
function useUncertainty(result: SimulationRunResult) {
  const { cityId, supportType, participantCount, timeframe, parameterSetId, seed } = result.input;
  const input = { cityId, supportType, participantCount, timeframe, parameterSetId };
  return useQuery({
    queryKey: ['simulation', 'uncertainty', input, seed],
    queryFn: async (): Promise<Uncertainty | null> => {
      const { computeUncertainty } = await import('../utils/compute-uncertainty');
      return computeUncertainty(input, seed);
    },
  });
}

function downloadCsv(result: SimulationRunResult, uncertainty: Uncertainty | null) {
  const blob = new Blob([simulationToCsv(result, uncertainty)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pathways-simulation-${result.input.cityId}-${result.input.supportType}-${result.input.participantCount}-${result.input.timeframe}y.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function SimulationResults({ result }: { result: SimulationRunResult }) {
  const uncertainty = useUncertainty(result);
  const b = result.breakdown;
  const rows: [string, string][] = [
    ['Total Participants', formatCount(b.participantsServed)],
    ['Successful Completions', formatCount(b.successfulParticipants)],
    ['Program Success Rate', formatPercent(b.programSuccessRate)],
    ['Cost per Participant', formatMoney(result.costPerParticipant)],
    ['Recidivists Avoided', formatCount(b.recidivistsAvoided)],
    ['Savings per Person Avoided', formatMoney(b.costSavingsPerPerson)],
    ['Total Program Cost', formatMoney(b.programCost)],
    ['Return on Investment', formatRoi(result.roiPercentage)],
  ];
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <div>
          <Badge tone="success" className="gap-1 text-sm">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {simulator.resultsBadge}
          </Badge>
        </div>
        <h2 id="results-heading" className="text-3xl font-bold text-slate-900">
          {simulator.resultsHeading}
        </h2>
        <p className="text-lg text-slate-700" data-testid="results-scope">
          {result.city.label} · {formatYears(result.input.timeframe)}
        </p>
      </div>
      <Warnings result={result} />
      <ul className="grid gap-4 md:grid-cols-3" data-testid="result-cards">
        <ResultCard
          icon={<TrendingDown aria-hidden="true" className="size-6" />}
          title="Recidivism Reduction"
          value={formatPercent(result.recidivismReduction)}
          detail={`${formatCount(b.recidivistsAvoided)} fewer repeat offenses`}
        />
        <ResultCard
          icon={<DollarSign aria-hidden="true" className="size-6" />}
          title="Public Cost Savings"
          value={formatMoney(result.publicCostSavings)}
          detail={`${formatMoney(b.costSavingsPerPerson)} saved per person avoided`}
        />
        <ResultCard
          icon={<TrendingUp aria-hidden="true" className="size-6" />}
          title="Return on Investment"
          value={formatRoi(result.roiPercentage)}
          detail={`Program cost: ${formatMoney(b.programCost)}`}
        />
      </ul>
      <Card>
        <h3 className="text-xl font-bold text-slate-900">Program Investment Analysis</h3>
        <dl className="mt-4 grid gap-x-8 sm:grid-cols-2" data-testid="investment-analysis">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-slate-200 py-3">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <YearlyChart result={result} />
        </Card>
        <Card className="grid content-start gap-4">
          <h3 className="text-xl font-bold text-slate-900">How certain is this?</h3>
          <UncertaintyPanel state={uncertainty} />
          <div>
            <Button
              variant="secondary"
              onClick={() => downloadCsv(result, uncertainty.data ?? null)}
            >
              <Download aria-hidden="true" className="size-5" />
              Download CSV
            </Button>
          </div>
        </Card>
      </div>
      <Card>
        <AssumptionsAndSources result={result} />
      </Card>
    </div>
  );
}

/**
 * Every figure the run used, with its definition and source: the run answers `{ id, value }` pairs
 * and the parameter set's audit document (immutable per version) is loaded when this is opened.
 */
function AssumptionsAndSources({ result }: { result: SimulationRunResult }) {
  const [open, setOpen] = useState(false);
  const document = useParameterSet(result.parameterSet.id, result.parameterSet.version, open);
  const describe = (id: string): SimulationParameter | undefined =>
    id.startsWith('city.')
      ? document.data?.places[result.city.id]?.[id]
      : document.data?.entries[id];
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold text-slate-900">
        Assumptions and sources ({result.parameters.length} figures, {result.parameterSet.label})
      </summary>
      <p className="mt-3 text-sm text-slate-700">
        {result.effectBasis === 'intent-to-treat'
          ? 'Effects apply to everyone enrolled (intent to treat), as the studies measured them.'
          : 'Effects apply to participants who complete the program only.'}
      </p>
      {document.isPending && open ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-slate-700">
          <Spinner className="size-5" /> Loading the sources...
        </p>
      ) : null}
      {document.isError ? (
        <p className="mt-3 text-slate-700">The sources could not be loaded. Please try again.</p>
      ) : null}
      {document.data ? (
        <ul className="mt-4 grid gap-3">
          {result.parameters.map(({ id, value }) => {
            const parameter = describe(id);
            return (
              <li key={id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                <p className="font-semibold text-slate-900">
                  {parameter?.definition ?? id}{' '}
                  <span className="font-mono">
                    {value.toLocaleString('en-US')} {parameter?.unit}
                  </span>
                </p>
                {parameter ? <SourceLine parameter={parameter} /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </details>
  );
}

function SourceLine({ parameter }: { parameter: SimulationParameter }) {
  const { source } = parameter;
  const citation = `${source.publisher}, ${source.title} (${source.year})`;
  return (
    <>
      <p className="mt-1">
        {source.url ? (
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline"
          >
            {citation}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          citation
        )}
      </p>
      {source.note ? <p className="mt-1 text-slate-700">{source.note}</p> : null}
      {source.unverified ? (
        <p className="mt-1" data-testid="unverified-mark">
          <Badge tone="accent">Unverified</Badge>{' '}
          <span className="text-slate-800">{source.unverified}</span>
        </p>
      ) : null}
    </>
  );
}

/** What a reader must know before quoting the figures, and the CLI line that reproduces them. */
function Warnings({ result }: { result: SimulationRunResult }) {
  const command = reproduceCommand(result.input);
  return (
    <div className="grid gap-3">
      {result.warnings.length > 0 ? (
        <div
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="result-warnings"
        >
          <h3 className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
            Before you quote these figures
          </h3>
          <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm">
            {result.warnings.map((warning) => (
              <li key={warning.code}>{warning.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="reproduce-command">
        Reproduce this with:{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
          {command}
        </code>
      </p>
    </div>
  );
}

function ResultCard({
  icon,
  title,
  value,
  detail,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  detail: string;
}) {
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold text-brand-800">
        {icon}
        {title}
      </h3>
      <p className="text-4xl font-bold text-slate-900">{value}</p>
      <p className="text-slate-700">{detail}</p>
    </li>
  );
}

function UncertaintyPanel({
  state,
}: {
  state: { isPending: boolean; isError: boolean; data?: Uncertainty | null };
}) {
  if (state.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" /> Running 10,000 simulations in your browser...
      </p>
    );
  }
  if (state.isError || !state.data) {
    return (
      <p className="text-slate-700">The uncertainty range could not be computed in this browser.</p>
    );
  }
  const u = state.data;
  return (
    <div className="grid gap-3 text-slate-800" data-testid="uncertainty">
      <p>
        In {u.level}% of {u.draws.toLocaleString('en-US')} simulated outcomes, public cost savings
        fall between <strong>{formatMoney(u.publicCostSavings.low)}</strong> and{' '}
        <strong>{formatMoney(u.publicCostSavings.high)}</strong>, and the return on investment
        between <strong>{formatRoi(u.roiPercentage.low)}</strong> and{' '}
        <strong>{formatRoi(u.roiPercentage.high)}</strong>.
      </p>
      <p className="rounded-lg bg-brand-50 p-3">
        Probability that benefits exceed costs:{' '}
        <strong className="text-xl text-brand-900">
          {formatPercent(u.probabilityBenefitsExceedCosts * 100)}
        </strong>
      </p>
    </div>
  );
}
