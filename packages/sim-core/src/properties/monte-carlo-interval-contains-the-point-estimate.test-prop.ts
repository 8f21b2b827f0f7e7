import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DEFAULT_DRAWS } from '../limits.js';
import { runSimulation } from '../run-simulation.js';
import type { Interval } from '../simulation-types.js';
import { simulationInput } from './arbitraries.js';

/** Slack for rounding between the point formula and identical zero-spread draws. */
const EPSILON = 1e-9;
/** 40 runs of 10,000 draws take ~3 s on a quiet machine; a loaded one must not fail it on time alone. */
const HEAVY_TEST_TIMEOUT_MS = 60_000;

function expectWithin(interval: Interval | undefined, point: number): void {
  if (interval === undefined) throw new Error('no interval');
  const slack = EPSILON * Math.max(1, Math.abs(point));
  expect(interval.low).toBeLessThanOrEqual(point + slack);
  expect(interval.high).toBeGreaterThanOrEqual(point - slack);
  expect(interval.low).toBeLessThanOrEqual(interval.median);
  expect(interval.median).toBeLessThanOrEqual(interval.high);
}

// The default 10,000 draws are the point of this invariant, so it runs few, full-size cases.
it(
  'the 90% Monte Carlo interval (10,000 draws) contains the point estimate',
  () => {
    fc.assert(
      fc.property(simulationInput, (input) => {
        const result = runSimulation(input);
        expect(result.uncertainty?.draws).toBe(DEFAULT_DRAWS);
        expectWithin(result.uncertainty?.recidivismReduction, result.recidivismReduction);
        expectWithin(result.uncertainty?.publicCostSavings, result.publicCostSavings);
        expectWithin(result.uncertainty?.programCost, result.breakdown.programCost);
        expectWithin(result.uncertainty?.netBenefit, result.netBenefit);
        expectWithin(result.uncertainty?.roiPercentage, result.roiPercentage);
        const probability = result.uncertainty?.probabilityBenefitsExceedCosts ?? Number.NaN;
        expect(probability).toBeGreaterThanOrEqual(0);
        expect(probability).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  },
  HEAVY_TEST_TIMEOUT_MS,
);
