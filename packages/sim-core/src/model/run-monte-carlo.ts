import { treatedShare } from './treated-share.js';
import type { Interval, Uncertainty } from '../simulation-types.js';
import type { ParameterSet, RecidivismDefinition, SupportType } from '../types.js';
import { createNormalSampler } from './create-normal-sampler.js';
import { createRandom } from './create-random.js';
import { quantile } from './quantile.js';
import { additiveSpread } from './additive-spread.js';
import { multiplicativeSpread } from './multiplicative-spread.js';
import type { Spread } from './spread.js';
import { valuePerAvoidedRecidivism } from './value-per-avoided-recidivism.js';

const INTERVAL_LEVEL = 90;
const LOW_QUANTILE = 0.05;
const MEDIAN_QUANTILE = 0.5;
const HIGH_QUANTILE = 0.95;
const PERCENT = 100;
/** A program cannot prevent more than all recidivism. */
const MAX_REDUCTION = 1;

export interface MonteCarloInput {
  readonly parameterSet: ParameterSet;
  readonly supportType: SupportType;
  readonly definition: RecidivismDefinition;
  readonly participantCount: number;
  readonly costPerPrisonYear: number;
  /** Σ over horizon years of new baseline recidivism × discount factor (fraction of the cohort). */
  readonly discountedBaseline: number;
  readonly draws: number;
  readonly seed: number;
}

function pick(normal: number, spread: Spread): number {
  return normal * (normal < 0 ? spread.below : spread.above);
}

function summarise(values: Float64Array): Interval {
  return {
    low: quantile(values, LOW_QUANTILE),
    median: quantile(values, MEDIAN_QUANTILE),
    high: quantile(values, HIGH_QUANTILE),
  };
}

/**
 * Seeded Monte Carlo over the uncertain inputs — the effect size, the program's unit cost, the cost of a
 * prison-year and the prison-years per event — each drawn independently so that its median is the
 * parameter's value and its 5th–95th percentiles are the parameter's low–high.
 *
 * @example
 * runMonteCarlo({ …, draws: 10_000, seed: 1 }).probabilityBenefitsExceedCosts; // e.g. 0.73
 */
export function runMonteCarlo(input: MonteCarloInput): Uncertainty {
  const { parameterSet, participantCount: n, draws } = input;
  const support = parameterSet.support[input.supportType];
  const years = parameterSet.incarcerationYearsPerEvent[input.definition];
  const multiplier = parameterSet.incarcerationCostMultiplier;
  const treated = treatedShare(support);
  const marginal = parameterSet.marginalCostShare.value;

  const reductionSpread = additiveSpread(support.relativeReduction);
  const costSpread = multiplicativeSpread(support.costPerParticipant);
  const multiplierSpread = multiplicativeSpread(multiplier);
  const yearsSpread = multiplicativeSpread(years);

  const normal = createNormalSampler(createRandom(input.seed));
  const reductions = new Float64Array(draws);
  const savings = new Float64Array(draws);
  const costs = new Float64Array(draws);
  const net = new Float64Array(draws);
  const rois = new Float64Array(draws);
  let benefitsExceedCosts = 0;

  for (let i = 0; i < draws; i += 1) {
    const reduction = Math.min(
      MAX_REDUCTION,
      support.relativeReduction.value + pick(normal(), reductionSpread),
    );
    const costPerParticipant =
      support.costPerParticipant.value * Math.exp(pick(normal(), costSpread));
    const costMultiplier = multiplier.value * Math.exp(pick(normal(), multiplierSpread));
    const prisonYears = years.value * Math.exp(pick(normal(), yearsSpread));
    const value = valuePerAvoidedRecidivism(
      input.costPerPrisonYear,
      costMultiplier,
      prisonYears,
      marginal,
    );
    const saved = n * treated * reduction * input.discountedBaseline * value;
    const cost = n * costPerParticipant;
    reductions[i] = treated * reduction * PERCENT;
    savings[i] = saved;
    costs[i] = cost;
    net[i] = saved - cost;
    rois[i] = ((saved - cost) / cost) * PERCENT;
    if (saved > cost) benefitsExceedCosts += 1;
  }

  return {
    draws,
    seed: input.seed,
    level: INTERVAL_LEVEL,
    recidivismReduction: summarise(reductions),
    publicCostSavings: summarise(savings),
    programCost: summarise(costs),
    netBenefit: summarise(net),
    roiPercentage: summarise(rois),
    probabilityBenefitsExceedCosts: draws === 0 ? 0 : benefitsExceedCosts / draws,
  };
}
