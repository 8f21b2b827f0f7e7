import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MAX_PARTICIPANTS } from '../limits.js';
import { runSimulation } from '../run-simulation.js';
import { simulationInput } from './arbitraries.js';

const DIGITS = 6;
const MAX_FACTOR = 10;

it('savings, cost and recidivists avoided scale linearly with participants', () => {
  fc.assert(
    fc.property(simulationInput, fc.integer({ min: 2, max: MAX_FACTOR }), (input, factor) => {
      const base = Math.max(1, Math.floor(input.participantCount / factor));
      fc.pre(base * factor <= MAX_PARTICIPANTS && base >= 100);
      const small = runSimulation({ ...input, participantCount: base }, { draws: 0 });
      const large = runSimulation({ ...input, participantCount: base * factor }, { draws: 0 });
      const relative = (a: number, b: number): number => (b === 0 ? a : a / b);
      expect(relative(large.publicCostSavings, small.publicCostSavings * factor)).toBeCloseTo(
        small.publicCostSavings === 0 ? 0 : 1,
        DIGITS,
      );
      expect(large.breakdown.programCost / (small.breakdown.programCost * factor)).toBeCloseTo(
        1,
        DIGITS,
      );
      expect(
        relative(large.breakdown.recidivistsAvoided, small.breakdown.recidivistsAvoided * factor),
      ).toBeCloseTo(small.breakdown.recidivistsAvoided === 0 ? 0 : 1, DIGITS);
      // Rates do not depend on scale.
      expect(large.recidivismReduction).toBe(small.recidivismReduction);
      expect(large.roiPercentage).toBeCloseTo(small.roiPercentage, DIGITS);
    }),
    { numRuns: 200 },
  );
});
