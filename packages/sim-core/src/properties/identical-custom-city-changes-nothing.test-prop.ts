import fc from 'fast-check';
import { expect, it } from 'vitest';
import { getCity } from '../get-city.js';
import { runSimulation } from '../run-simulation.js';
import type { CustomCity } from '../types.js';
import { simulationInput } from './arbitraries.js';

it('replacing a built-in place by an identical custom city file changes nothing', () => {
  fc.assert(
    fc.property(simulationInput, (input) => {
      fc.pre(input.cityId !== undefined);
      const builtIn = getCity(input.cityId ?? '');
      if (builtIn === undefined) throw new Error(`unknown city ${input.cityId ?? ''}`);
      // What an analyst gets by saving `pathways-sim cities --format json` and passing one row back.
      const file = JSON.parse(JSON.stringify(builtIn)) as CustomCity;
      const fromFile = runSimulation({ ...input, cityId: undefined, city: file }, { draws: 200 });
      expect(fromFile).toStrictEqual(runSimulation(input, { draws: 200 }));
    }),
    { numRuns: 60 },
  );
});
