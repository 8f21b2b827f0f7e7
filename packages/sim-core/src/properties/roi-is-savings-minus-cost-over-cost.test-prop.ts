import fc from 'fast-check';
import { expect, it } from 'vitest';
import { runSimulation } from '../run-simulation.js';
import { simulationInput } from './arbitraries.js';

const PERCENT = 100;
const DIGITS = 9;

it('roi = (savings − cost) ÷ cost × 100, and roiPerDollar = savings ÷ cost (ROI identity)', () => {
  fc.assert(
    fc.property(simulationInput, (input) => {
      const result = runSimulation(input, { draws: 0 });
      const { publicCostSavings: savings } = result;
      const cost = result.breakdown.programCost;
      expect(result.roiPercentage).toBeCloseTo(((savings - cost) / cost) * PERCENT, DIGITS);
      expect(result.roiPerDollar).toBeCloseTo(savings / cost, DIGITS);
      expect(result.netBenefit).toBeCloseTo(savings - cost, DIGITS);
      expect(result.yearly.at(-1)?.cumulativePublicCostSavings ?? Number.NaN).toBeCloseTo(
        savings,
        4,
      );
    }),
    { numRuns: 300 },
  );
});
