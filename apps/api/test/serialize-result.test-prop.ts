import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
  listCities,
  parameterSets,
  runSimulation,
  supportTypes,
} from '@pathways/sim-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createResultSerializer } from '../src/routes/simulation/serialize-result.js';

const run = fc.record({
  cityId: fc.constantFrom(...listCities().map((city) => city.id)),
  supportType: fc.constantFrom(...supportTypes.map((type) => type.value)),
  participantCount: fc.integer({ min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS }),
  timeframe: fc.integer({ min: MIN_TIMEFRAME_YEARS, max: MAX_TIMEFRAME_YEARS }),
  parameterSetId: fc.constantFrom(...Object.keys(parameterSets)),
});

describe('the simulation result serializer', () => {
  it('writes exactly what JSON.stringify writes, also when it reuses a cached audit trail', () => {
    // One serializer over many runs, with a tiny cache that fills and empties: hits, misses, evictions.
    const serializeResult = createResultSerializer(8);
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 6 }), (inputs) => {
        for (const input of inputs) {
          const result = runSimulation(input, { draws: 0 });
          expect(serializeResult(result)).toBe(JSON.stringify(result));
        }
      }),
      { numRuns: 300 },
    );
  });
});
