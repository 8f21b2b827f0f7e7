import { reproduceCommand } from '../reproduce-command.js';
import type { SimulationResult } from '../simulation-types.js';
import { supportTypes } from '../support-types.js';

const PERCENT = 100;
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const pct = (value: number): string => `${count.format(value)}%`;
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/**
 * Human-readable report of one run: headline figures, warnings, breakdown, break-even, uncertainty,
 * the parameters with their sources (UNVERIFIED where not checked) and, for a built-in place and set,
 * the command that reproduces it.
 *
 * @example
 * formatTable(runSimulation(input)); // 'Waterloo, IA — Job Training, 1,000 participants, 5 years …'
 */
export function formatTable(
  result: SimulationResult,
  { reproducible = true }: { reproducible?: boolean } = {},
): string {
  const { input, city, breakdown, breakEven, uncertainty } = result;
  const lines: string[] = [
    `${city.label} — ${supportTypes.find((option) => option.value === input.supportType)?.label ?? input.supportType}, ${count.format(input.participantCount)} participants, ${input.timeframe} year(s)`,
    `Parameter set: ${result.parameterSet.label} (${result.parameterSet.id}); confidence in the effect: ${result.confidence}`,
    `Baseline: ${city.recidivismDefinition} within ${city.recidivismWindowYears} years, ${city.cohortYear} cohort; effect applied ${result.effectBasis === 'intent-to-treat' ? 'to everyone enrolled (intent to treat)' : 'to completers only'}`,
    ...result.warnings.map((warning) => `WARNING: ${warning.message}`),
    '',
    `Recidivism reduction      ${pct(result.recidivismReduction)}`,
    `Recidivists avoided       ${count.format(breakdown.recidivistsAvoided)}`,
    `Public cost savings       ${usd.format(result.publicCostSavings)}`,
    `Savings per person avoided ${usd.format(breakdown.costSavingsPerPerson)}`,
    `Program cost              ${usd.format(breakdown.programCost)} (${usd.format(result.costPerParticipant)} per participant)`,
    `Net benefit               ${usd.format(result.netBenefit)}`,
    `Return on investment      ${Math.round(result.roiPercentage)}% (${cents.format(result.roiPerDollar)} saved per dollar)`,
    `Successful completions    ${count.format(breakdown.successfulParticipants)} (${pct(breakdown.programSuccessRate)})`,
    `Employment rate           ${pct(result.employmentRate)} (${count.format(result.jobsCreated)} employed)`,
    `Taxpayer contribution     ${usd.format(result.taxpayerContribution)} (not in the ROI)`,
    `Break-even success rate   ${pct(breakEven.successRate)} of participants (${count.format(breakEven.recidivistsAvoidedNeeded)} avoided at ${usd.format(breakEven.valuePerAvoidedRecidivism)} each)`,
  ];
  if (uncertainty !== null) {
    lines.push(
      '',
      `Monte Carlo: ${count.format(uncertainty.draws)} draws, seed ${uncertainty.seed}, ${uncertainty.level}% interval`,
      `  ROI                     ${Math.round(uncertainty.roiPercentage.low)}% to ${Math.round(uncertainty.roiPercentage.high)}%`,
      `  Savings                 ${usd.format(uncertainty.publicCostSavings.low)} to ${usd.format(uncertainty.publicCostSavings.high)}`,
      `  P(benefits > costs)     ${pct(uncertainty.probabilityBenefitsExceedCosts * PERCENT)}`,
    );
  }
  lines.push('', 'Year  Baseline  Avoided  Savings (cumulative)  Net benefit (cumulative)');
  for (const year of result.yearly) {
    lines.push(
      `${String(year.year).padStart(4)}  ${pct(year.baselineCumulativeRate).padStart(8)}  ${count.format(year.cumulativeRecidivistsAvoided).padStart(7)}  ${usd.format(year.cumulativePublicCostSavings).padStart(20)}  ${usd.format(year.cumulativeNetBenefit).padStart(24)}`,
    );
  }
  lines.push('', 'Parameters:');
  for (const parameter of result.parameters) {
    const mark =
      parameter.source.unverified === undefined
        ? ''
        : ` UNVERIFIED: ${parameter.source.unverified}`;
    lines.push(
      `  ${parameter.id} = ${parameter.value} ${parameter.unit} — ${parameter.source.publisher}, ${parameter.source.title} (${parameter.year})${mark}`,
    );
  }
  if (reproducible) lines.push('', `Reproduce: ${reproduceCommand(input)}`);
  return lines.join('\n') + '\n';
}
