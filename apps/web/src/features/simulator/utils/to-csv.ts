import type { SimulationRunResult } from '@pathways/schemas';
import { toCsv, yearRows } from '@pathways/sim-core';
import type { Uncertainty } from '@pathways/sim-core';

type Cell = string | number;

/**
 * Inputs, results, uncertainty and the year-by-year series as one CSV an analyst can open in a
 * spreadsheet: two tables a blank line apart, written by sim-core's CSV writer (the CLI's own).
 */
export function simulationToCsv(
  result: SimulationRunResult,
  uncertainty: Uncertainty | null,
): string {
  const { breakdown: b } = result;
  const summary: Cell[][] = [
    ['field', 'value'],
    ['city', result.city.label],
    ['cityId', result.input.cityId],
    ['supportType', result.input.supportType],
    ['participantCount', result.input.participantCount],
    ['timeframeYears', result.input.timeframe],
    ['parameterSet', result.parameterSet.id],
    ['seed', result.input.seed],
    ['recidivismReductionPercent', result.recidivismReduction],
    ['publicCostSavingsUsd', result.publicCostSavings],
    ['roiPercentage', result.roiPercentage],
    ['participantsServed', b.participantsServed],
    ['successfulParticipants', b.successfulParticipants],
    ['programSuccessRatePercent', b.programSuccessRate],
    ['costPerParticipantUsd', result.costPerParticipant],
    ['recidivistsAvoided', b.recidivistsAvoided],
    ['costSavingsPerPersonUsd', b.costSavingsPerPerson],
    ['programCostUsd', b.programCost],
    ['netBenefitUsd', result.netBenefit],
  ];
  if (uncertainty) {
    summary.push(
      ['monteCarloDraws', uncertainty.draws],
      [`publicCostSavingsLow${uncertainty.level}Usd`, uncertainty.publicCostSavings.low],
      [`publicCostSavingsHigh${uncertainty.level}Usd`, uncertainty.publicCostSavings.high],
      [`roiPercentageLow${uncertainty.level}`, uncertainty.roiPercentage.low],
      [`roiPercentageHigh${uncertainty.level}`, uncertainty.roiPercentage.high],
      ['probabilityBenefitsExceedCosts', uncertainty.probabilityBenefitsExceedCosts],
    );
  }
  const yearly: Cell[][] = [
    [
      'year',
      'recidivistsAvoided',
      'cumulativeRecidivistsAvoided',
      'publicCostSavingsUsd',
      'cumulativePublicCostSavingsUsd',
      'cumulativeNetBenefitUsd',
    ],
    ...yearRows(result.yearly).map((y) => [
      y.year,
      y.recidivistsAvoided,
      y.cumulativeRecidivistsAvoided,
      y.publicCostSavings,
      y.cumulativePublicCostSavings,
      y.cumulativeNetBenefit,
    ]),
  ];
  return `${toCsv(summary)}\n${toCsv(yearly)}`;
}
