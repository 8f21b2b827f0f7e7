import { baselineCumulativeRate } from './model/baseline-cumulative-rate.js';
import { collectWarnings } from './model/collect-warnings.js';
import { collectParameters } from './model/collect-parameters.js';
import { discountFactor } from './model/discount-factor.js';
import { treatedShare } from './model/treated-share.js';
import { resolveInput } from './model/resolve-input.js';
import { runMonteCarlo } from './model/run-monte-carlo.js';
import { valuePerAvoidedRecidivism } from './model/value-per-avoided-recidivism.js';
import type {
  SimulationInput,
  SimulationOptions,
  SimulationResult,
  YearResult,
} from './simulation-types.js';

const PERCENT = 100;

/**
 * Runs the economic-impact model for one cohort: pure and deterministic (same input and seed → same
 * output). Throws SimulationInputError for input it cannot model. With `{ draws: 0 }` the Monte Carlo is
 * skipped and `uncertainty` is null; by default it runs 10,000 seeded draws.
 *
 * @example
 * const result = runSimulation({ cityId: 'waterloo-ia', supportType: 'training', participantCount: 1000, timeframe: 5 }, { draws: 0 });
 * result.recidivismReduction; // 24.3 (percent)
 * result.parameters.length;   // every number used, with its source
 */
export function runSimulation(
  input: SimulationInput,
  options?: SimulationOptions,
): SimulationResult {
  const resolved = resolveInput(input, options);
  const { city, parameterSet: set, supportType, participantCount: n, timeframe } = resolved;
  const support = set.support[supportType];
  const definition = city.recidivismDefinition;
  const years = set.incarcerationYearsPerEvent[definition];

  const completion = support.completionRate.value;
  const treated = treatedShare(support);
  const reduction = support.relativeReduction.value;
  const costPerParticipant = support.costPerParticipant.value;
  const valuePerAvoided = valuePerAvoidedRecidivism(
    city.averageCostPerIncarceration,
    set.incarcerationCostMultiplier.value,
    years.value,
    set.marginalCostShare.value,
  );
  const parameters = collectParameters(city, set, supportType, timeframe);
  const avoidedPerBaselineEvent = n * treated * reduction;

  const yearly: YearResult[] = [];
  let previousRate = 0;
  let discountedBaseline = 0;
  let discountSum = 0;
  let cumulativeAvoided = 0;
  let cumulativeSavings = 0;
  const programCost = n * costPerParticipant;
  for (let year = 1; year <= timeframe; year += 1) {
    const rate = baselineCumulativeRate(
      city.baselineRecidivismRate,
      city.recidivismWindowYears,
      year,
    );
    const factor = discountFactor(set.discountRate.value, year);
    const newEvents = rate - previousRate;
    const avoided = avoidedPerBaselineEvent * newEvents;
    const saved = avoided * valuePerAvoided * factor;
    discountedBaseline += newEvents * factor;
    discountSum += factor;
    cumulativeAvoided += avoided;
    cumulativeSavings += saved;
    yearly.push({
      year,
      baselineCumulativeRate: rate * PERCENT,
      recidivistsAvoided: avoided,
      cumulativeRecidivistsAvoided: cumulativeAvoided,
      discountFactor: factor,
      publicCostSavings: saved,
      cumulativePublicCostSavings: cumulativeSavings,
      cumulativeNetBenefit: cumulativeSavings - programCost,
    });
    previousRate = rate;
  }

  // Same formula and operand order as each Monte Carlo draw, so a zero-spread draw equals the point.
  const publicCostSavings = n * treated * reduction * discountedBaseline * valuePerAvoided;
  const recidivismReduction = treated * reduction * PERCENT;
  const recidivistsAvoided = avoidedPerBaselineEvent * previousRate;
  const roiPercentage = ((publicCostSavings - programCost) / programCost) * PERCENT;

  const baselineEmployment = set.baselineEmploymentRate.value;
  const employmentRate =
    (1 - completion) * baselineEmployment + completion * support.completerEmploymentRate.value;
  const earnings = city.medianIncome * set.earningsShareOfMedianIncome.value;
  const taxpayerContribution =
    ((n * (employmentRate - baselineEmployment)) / PERCENT) *
    earnings *
    set.effectiveTaxRate.value *
    discountSum;
  const breakEvenAvoided = programCost / valuePerAvoided;

  return {
    input: {
      cityId: city.id,
      supportType,
      participantCount: n,
      timeframe,
      parameterSetId: set.id,
      seed: resolved.seed,
      draws: resolved.draws,
    },
    city: {
      id: city.id,
      name: city.name,
      label: city.label ?? city.name,
      state: city.state,
      recidivismDefinition: definition,
      recidivismWindowYears: city.recidivismWindowYears,
      cohortYear: city.cohortYear,
    },
    parameterSet: { id: set.id, label: set.label, version: set.version ?? 0 },
    effectBasis: support.effectBasis,
    recidivismReduction,
    publicCostSavings,
    roiPercentage,
    breakdown: {
      participantsServed: n,
      recidivistsAvoided,
      programCost,
      costSavingsPerPerson: recidivistsAvoided > 0 ? publicCostSavings / recidivistsAvoided : 0,
      successfulParticipants: n * completion,
      programSuccessRate: completion * PERCENT,
    },
    employmentRate,
    jobsCreated: (n * employmentRate) / PERCENT,
    roiPerDollar: publicCostSavings / programCost,
    taxpayerContribution,
    costPerParticipant,
    netBenefit: publicCostSavings - programCost,
    confidence: support.relativeReduction.confidence,
    breakEven: {
      valuePerAvoidedRecidivism: valuePerAvoided,
      recidivistsAvoidedNeeded: breakEvenAvoided,
      successRate: (breakEvenAvoided / n) * PERCENT,
      relativeReductionNeeded:
        previousRate > 0 ? (breakEvenAvoided / (n * previousRate)) * PERCENT : null,
    },
    yearly,
    uncertainty:
      resolved.draws === 0
        ? null
        : runMonteCarlo({
            parameterSet: set,
            supportType,
            definition,
            participantCount: n,
            costPerPrisonYear: city.averageCostPerIncarceration,
            discountedBaseline,
            draws: resolved.draws,
            seed: resolved.seed,
          }),
    warnings: collectWarnings(city, set, supportType, timeframe, n, parameters),
    parameters,
  };
}
