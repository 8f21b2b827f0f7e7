import { fillTemplate } from '@pathways/content';
import type { SimulationRunResult } from '@pathways/schemas';
import { type Uncertainty } from '@pathways/sim-core';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, DollarSign, Download, TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSimulatorText } from '../text/simulator-text';
import { formatCount, formatMoney, formatPercent, formatRoi, formatYears } from '../utils/format';
import { simulationToCsv } from '../utils/to-csv';
import { YearlyChart } from './yearly-chart';
import {
  AssumptionsAndSources,
  Warnings,
  ResultCard,
  UncertaintyPanel,
} from './simulation-result-parts';

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
  const { page: simulator, ui, locale } = useSimulatorText();
  const uncertainty = useUncertainty(result);
  const b = result.breakdown;
  const words = ui.analysis;
  const rows: [string, string][] = [
    [words.totalParticipants, formatCount(b.participantsServed, locale)],
    [words.successfulCompletions, formatCount(b.successfulParticipants, locale)],
    [words.programSuccessRate, formatPercent(b.programSuccessRate, locale)],
    [words.costPerParticipant, formatMoney(result.costPerParticipant, locale)],
    [words.recidivistsAvoided, formatCount(b.recidivistsAvoided, locale)],
    [words.savingsPerPersonAvoided, formatMoney(b.costSavingsPerPerson, locale)],
    [words.totalProgramCost, formatMoney(b.programCost, locale)],
    [words.returnOnInvestment, formatRoi(result.roiPercentage, locale)],
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
          {result.city.label} · {formatYears(result.input.timeframe, ui)}
        </p>
      </div>
      <Warnings result={result} />
      <ul className="grid gap-4 md:grid-cols-3" data-testid="result-cards">
        <ResultCard
          icon={<TrendingDown aria-hidden="true" className="size-6" />}
          title={ui.cards.recidivismReduction}
          value={formatPercent(result.recidivismReduction, locale)}
          detail={fillTemplate(ui.cards.fewerRepeatOffenses, {
            count: formatCount(b.recidivistsAvoided, locale),
          })}
        />
        <ResultCard
          icon={<DollarSign aria-hidden="true" className="size-6" />}
          title={ui.cards.publicCostSavings}
          value={formatMoney(result.publicCostSavings, locale)}
          detail={fillTemplate(ui.cards.savedPerPerson, {
            amount: formatMoney(b.costSavingsPerPerson, locale),
          })}
        />
        <ResultCard
          icon={<TrendingUp aria-hidden="true" className="size-6" />}
          title={ui.cards.returnOnInvestment}
          value={formatRoi(result.roiPercentage, locale)}
          detail={fillTemplate(ui.cards.programCost, {
            amount: formatMoney(b.programCost, locale),
          })}
        />
      </ul>
      <Card>
        <h3 className="text-xl font-bold text-slate-900">{words.heading}</h3>
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
          <h3 className="text-xl font-bold text-slate-900">{ui.uncertainty.heading}</h3>
          <UncertaintyPanel state={uncertainty} />
          <div>
            <Button
              variant="secondary"
              onClick={() => downloadCsv(result, uncertainty.data ?? null)}
            >
              <Download aria-hidden="true" className="size-5" />
              {ui.uncertainty.downloadCsv}
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
