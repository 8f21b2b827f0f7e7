import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parameterSets } from '../parameter-sets/index.js';
import { runSimulation } from '../run-simulation.js';
import type { ParameterSet, SupportType } from '../types.js';
import { simulationInput } from './arbitraries.js';

function withEffect(set: ParameterSet, type: SupportType, value: number): ParameterSet {
  const support = set.support[type];
  const relativeReduction = { ...support.relativeReduction, value, low: value, high: value };
  return { ...set, support: { ...set.support, [type]: { ...support, relativeReduction } } };
}

const effect = fc.double({ min: 0, max: 1, noNaN: true });

it('recidivism reduction, recidivists avoided and savings never fall as the effect size rises (monotonic)', () => {
  fc.assert(
    fc.property(simulationInput, effect, effect, (input, a, b) => {
      const [smaller, larger] = a <= b ? [a, b] : [b, a];
      const set = parameterSets[input.parameterSetId ?? 'conservative'];
      if (set === undefined) throw new Error('unknown set');
      const low = runSimulation(input, {
        draws: 0,
        parameterSet: withEffect(set, input.supportType, smaller),
      });
      const high = runSimulation(input, {
        draws: 0,
        parameterSet: withEffect(set, input.supportType, larger),
      });
      expect(high.recidivismReduction).toBeGreaterThanOrEqual(low.recidivismReduction);
      expect(high.breakdown.recidivistsAvoided).toBeGreaterThanOrEqual(
        low.breakdown.recidivistsAvoided,
      );
      expect(high.publicCostSavings).toBeGreaterThanOrEqual(low.publicCostSavings);
      expect(high.roiPercentage).toBeGreaterThanOrEqual(low.roiPercentage);
    }),
    { numRuns: 300 },
  );
});
