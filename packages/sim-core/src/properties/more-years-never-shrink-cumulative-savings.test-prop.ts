import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MAX_TIMEFRAME_YEARS, MIN_TIMEFRAME_YEARS } from '../limits.js';
import { runSimulation } from '../run-simulation.js';
import { simulationInput } from './arbitraries.js';

it('more years never shrink cumulative savings or recidivists avoided (monotonic in the horizon)', () => {
  fc.assert(
    fc.property(
      simulationInput,
      fc.integer({ min: MIN_TIMEFRAME_YEARS, max: MAX_TIMEFRAME_YEARS }),
      (input, other) => {
        const [shorter, longer] = [input.timeframe, other].sort((a, b) => a - b);
        const short = runSimulation({ ...input, timeframe: shorter ?? 1 }, { draws: 0 });
        const long = runSimulation({ ...input, timeframe: longer ?? 1 }, { draws: 0 });
        expect(long.publicCostSavings).toBeGreaterThanOrEqual(short.publicCostSavings);
        expect(long.breakdown.recidivistsAvoided).toBeGreaterThanOrEqual(
          short.breakdown.recidivistsAvoided,
        );
        long.yearly.slice(1).forEach((year, index) => {
          expect(year.cumulativePublicCostSavings).toBeGreaterThanOrEqual(
            long.yearly[index]?.cumulativePublicCostSavings ?? Number.POSITIVE_INFINITY,
          );
        });
      },
    ),
    { numRuns: 150 },
  );
});
