import fc from 'fast-check';
import { expect, it } from 'vitest';
import { getCity } from '../get-city.js';
import { defaultParameterSetId, parameterSets } from '../parameter-sets/index.js';
import { runSimulation } from '../run-simulation.js';
import type {
  CustomCity,
  Parameter,
  ParameterSet,
  SupportParameters,
  SupportType,
} from '../types.js';
import { simulationInput } from './arbitraries.js';

const DIGITS = 6;
const RELATIVE = 1e-9;
const ABSOLUTE = 1e-9;

function scaled(parameter: Parameter, k: number): Parameter {
  return {
    ...parameter,
    value: parameter.value * k,
    ...(parameter.low === undefined ? {} : { low: parameter.low * k }),
    ...(parameter.high === undefined ? {} : { high: parameter.high * k }),
  };
}

function scaleSet(set: ParameterSet, k: number): ParameterSet {
  const support = Object.fromEntries(
    Object.entries(set.support).map(([type, value]) => [
      type,
      { ...value, costPerParticipant: scaled(value.costPerParticipant, k) },
    ]),
  ) as Record<SupportType, SupportParameters>;
  return { ...set, support };
}

it('scaling every cost and income by k scales every money figure by k (currency invariance)', () => {
  fc.assert(
    fc.property(simulationInput, fc.double({ min: 0.1, max: 5, noNaN: true }), (input, k) => {
      const place: CustomCity | undefined = input.city ?? getCity(input.cityId ?? '');
      const set = parameterSets[input.parameterSetId ?? defaultParameterSetId];
      if (place === undefined || set === undefined) throw new Error('unknown place or set');
      const base = runSimulation({ ...input, cityId: undefined, city: place }, { draws: 0 });
      const city: CustomCity = {
        ...place,
        averageCostPerIncarceration: place.averageCostPerIncarceration * k,
        medianIncome: place.medianIncome * k,
      };
      const result = runSimulation(
        { ...input, cityId: undefined, city },
        { draws: 0, parameterSet: scaleSet(set, k) },
      );
      const money = (r: typeof base): number[] => [
        r.publicCostSavings,
        r.breakdown.programCost,
        r.netBenefit,
        r.costPerParticipant,
        r.breakdown.costSavingsPerPerson,
        r.breakEven.valuePerAvoidedRecidivism,
        r.taxpayerContribution,
        ...r.yearly.map((year) => year.cumulativeNetBenefit),
      ];
      const expected = money(base);
      money(result).forEach((value, index) => {
        const want = (expected[index] ?? Number.NaN) * k;
        // Relative to the figure, with a floor far below a cent for figures that underflow.
        expect(Math.abs(value - want)).toBeLessThanOrEqual(RELATIVE * Math.abs(want) + ABSOLUTE);
      });
      expect(result.roiPercentage).toBeCloseTo(base.roiPercentage, DIGITS);
      expect(result.recidivismReduction).toBe(base.recidivismReduction);
    }),
    { numRuns: 150 },
  );
});
