import fc from 'fast-check';
import { expect, it } from 'vitest';
import { runSimulation } from '../run-simulation.js';
import { simulationInput } from './arbitraries.js';

const DRAWS = 300;
const RUNS = 60;

it('same input and seed give identical output (determinism)', () => {
  fc.assert(
    fc.property(simulationInput, (input) => {
      const first = runSimulation(input, { draws: DRAWS });
      const second = runSimulation(structuredClone(input), { draws: DRAWS });
      expect(second).toStrictEqual(first);
    }),
    { numRuns: RUNS },
  );
});

it('a different seed changes the Monte Carlo but not the point estimate', () => {
  fc.assert(
    fc.property(simulationInput, fc.integer({ min: 1, max: 1_000 }), (input, offset) => {
      const first = runSimulation(input, { draws: DRAWS });
      const second = runSimulation(
        { ...input, seed: ((input.seed ?? 0) + offset) % 4_294_967_296 },
        { draws: DRAWS },
      );
      expect(second.publicCostSavings).toBe(first.publicCostSavings);
      expect(second.uncertainty?.seed).not.toBe(first.uncertainty?.seed);
      // Every support's cost is uncertain, so other draws give another cost distribution.
      expect(second.uncertainty?.programCost).not.toStrictEqual(first.uncertainty?.programCost);
    }),
    { numRuns: RUNS },
  );
});
