import type { SimulationResult } from '../simulation-types.js';

/** Columns of one result in CSV output (`run --format csv` and `batch`). */
export const RESULT_COLUMNS = [
  'city',
  'city_name',
  'state',
  'support',
  'participants',
  'years',
  'params',
  'seed',
  'draws',
  'recidivism_definition',
  'recidivism_reduction_pct',
  'recidivists_avoided',
  'public_cost_savings',
  'program_cost',
  'net_benefit',
  'roi_pct',
  'roi_per_dollar',
  'break_even_success_rate_pct',
  'employment_rate_pct',
  'jobs_created',
  'taxpayer_contribution',
  'roi_pct_p5',
  'roi_pct_p95',
  'probability_benefits_exceed_costs',
  'effect_basis',
  'warnings',
] as const;

/**
 * One CSV row for a result, unrounded so figures can be checked; blank uncertainty cells with `--draws 0`.
 *
 * @example
 * resultRow(runSimulation(input))[0]; // 'waterloo-ia'
 */
export function resultRow(result: SimulationResult): (string | number | null)[] {
  const { input, city, breakdown, uncertainty } = result;
  return [
    city.id,
    city.name,
    city.state,
    input.supportType,
    input.participantCount,
    input.timeframe,
    input.parameterSetId,
    input.seed,
    input.draws,
    city.recidivismDefinition,
    result.recidivismReduction,
    breakdown.recidivistsAvoided,
    result.publicCostSavings,
    breakdown.programCost,
    result.netBenefit,
    result.roiPercentage,
    result.roiPerDollar,
    result.breakEven.successRate,
    result.employmentRate,
    result.jobsCreated,
    result.taxpayerContribution,
    uncertainty?.roiPercentage.low ?? null,
    uncertainty?.roiPercentage.high ?? null,
    uncertainty?.probabilityBenefitsExceedCosts ?? null,
    result.effectBasis,
    result.warnings.map((warning) => warning.code).join(' '),
  ];
}
