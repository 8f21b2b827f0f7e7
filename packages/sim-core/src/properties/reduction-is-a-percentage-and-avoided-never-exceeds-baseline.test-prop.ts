import fc from 'fast-check';
import { expect, it } from 'vitest';
import { runSimulation } from '../run-simulation.js';
import { simulationInput } from './arbitraries.js';

const PERCENT = 100;
/** Relative slack for floating-point rounding in the comparison. */
const EPSILON = 1e-12;

it('0 ≤ recidivism reduction ≤ 100 and recidivists avoided ≤ participants × baseline (bounds)', () => {
  fc.assert(
    fc.property(simulationInput, (input) => {
      const result = runSimulation(input, { draws: 0 });
      expect(result.recidivismReduction).toBeGreaterThanOrEqual(0);
      expect(result.recidivismReduction).toBeLessThanOrEqual(PERCENT);
      const baselineShare = (result.yearly.at(-1)?.baselineCumulativeRate ?? Number.NaN) / PERCENT;
      expect(baselineShare).toBeLessThanOrEqual(1);
      const ceiling = result.breakdown.participantsServed * baselineShare;
      expect(result.breakdown.recidivistsAvoided).toBeGreaterThanOrEqual(0);
      expect(result.breakdown.recidivistsAvoided).toBeLessThanOrEqual(ceiling * (1 + EPSILON));
      expect(result.breakdown.successfulParticipants).toBeLessThanOrEqual(
        result.breakdown.participantsServed,
      );
      expect(result.employmentRate).toBeGreaterThanOrEqual(0);
      expect(result.employmentRate).toBeLessThanOrEqual(PERCENT);
    }),
    { numRuns: 300 },
  );
});
