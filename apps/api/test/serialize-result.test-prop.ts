import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
  listCities,
  parameterSets,
  runSimulation,
  supportTypes,
  yearRows,
} from '@pathways/sim-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulationResultSchema } from '@pathways/schemas';
import { serializeRunAnswer, toRunAnswer } from '../src/routes/simulation/serialize-result.js';

const run = fc.record({
  cityId: fc.constantFrom(...listCities().map((city) => city.id)),
  supportType: fc.constantFrom(...supportTypes.map((type) => type.value)),
  participantCount: fc.integer({ min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS }),
  timeframe: fc.integer({ min: MIN_TIMEFRAME_YEARS, max: MAX_TIMEFRAME_YEARS }),
  parameterSetId: fc.constantFrom(...Object.keys(parameterSets)),
});

/** Issue 17: a run answer under 4 KB uncompressed, at every horizon. */
const MAX_RUN_RESPONSE_BYTES = 4096;
/** Four decimals, give or take the last bit of a large double. */
const closeTo = (expected: number) => Math.max(5e-5, Math.abs(expected) * 1e-12);

/** Every number of `answer` within rounding of the same number in `model`; everything else equal. */
function expectSameFigures(answer: unknown, model: unknown, path = 'result'): void {
  if (typeof model === 'number') {
    expect(typeof answer, path).toBe('number');
    expect(Math.abs((answer as number) - model), path).toBeLessThanOrEqual(closeTo(model));
    return;
  }
  if (model !== null && typeof model === 'object') {
    expect(Object.keys(answer as object).sort(), path).toStrictEqual(Object.keys(model).sort());
    for (const [key, value] of Object.entries(model)) {
      expectSameFigures((answer as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
    return;
  }
  expect(answer, path).toStrictEqual(model);
}

describe('the simulation run answer', () => {
  it("is the contract's shape, the model's figures to four decimals, and under 4 KB for every run", () => {
    fc.assert(
      fc.property(run, (input) => {
        const result = runSimulation(input, { draws: 0 });
        const text = serializeRunAnswer(toRunAnswer(result));
        expect(Buffer.byteLength(text)).toBeLessThan(MAX_RUN_RESPONSE_BYTES);
        expect(text).not.toContain('"source"');

        const answer = simulationResultSchema.parse(JSON.parse(text));
        const { parameters, yearly, warnings, ...figures } = result;
        const { parameters: slim, yearly: series, warnings: said, ...answered } = answer;
        expectSameFigures(answered, JSON.parse(JSON.stringify(figures)));
        expectSameFigures(yearRows(series), JSON.parse(JSON.stringify(yearly)), 'yearly');
        expectSameFigures(
          slim,
          parameters.map(({ id, value }) => ({ id, value })),
          'parameters',
        );
        expect(said).toStrictEqual(warnings.map(({ code, message }) => ({ code, message })));
      }),
      { numRuns: 300 },
    );
  });

  it('is under 4 KB at the longest horizon for every place, support type and parameter set', () => {
    for (const { id: cityId } of listCities()) {
      for (const { value: supportType } of supportTypes) {
        for (const parameterSetId of Object.keys(parameterSets)) {
          const result = runSimulation(
            {
              cityId,
              supportType,
              participantCount: MAX_PARTICIPANTS,
              timeframe: MAX_TIMEFRAME_YEARS,
              parameterSetId,
            },
            { draws: 0 },
          );
          const bytes = Buffer.byteLength(serializeRunAnswer(toRunAnswer(result)));
          expect(bytes, `${cityId} ${supportType} ${parameterSetId}`).toBeLessThan(
            MAX_RUN_RESPONSE_BYTES,
          );
        }
      }
    }
  });
});
