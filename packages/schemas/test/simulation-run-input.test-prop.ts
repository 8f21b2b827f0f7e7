import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CITY_ID_LENGTH,
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
  readSimulationRunInput,
  simulationRunSchema,
  supportTypeOptions,
  toFieldErrors,
} from '../src/index.js';
import { formModels } from './arbitraries.js';

const RUNS = 2000;
const NUL = String.fromCharCode(0);

/** What trim() takes away, beyond the plain space: the edges a hand-written check is likeliest to miss. */
const edgeSpace = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\ufeff', '\u2028', '\u3000');
const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.array(edgeSpace, { maxLength: 3 }), text, fc.array(edgeSpace, { maxLength: 3 }))
    .map(([before, middle, after]) => `${before.join('')}${middle}${after.join('')}`);

/** A field's value: mostly one the schema takes, often one just beside it, sometimes anything at all. */
const field = <T>(valid: fc.Arbitrary<T>, near: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: near },
    { weight: 1, arbitrary: fc.anything() },
  );

/** City ids on both sides of every rule: blank, the length bound, unstorable text, any text at all. */
const cityId = field(
  fc.oneof(
    padded(fc.stringMatching(/^[a-z]{1,20}(-[a-z]{1,10}){0,3}$/)),
    padded(fc.constant('x'.repeat(MAX_CITY_ID_LENGTH))),
  ),
  fc.oneof(
    fc.constantFrom('', '   ', 'x'.repeat(MAX_CITY_ID_LENGTH + 1)),
    fc.constantFrom(`a${NUL}b`, '\ud800', 'x\udfffy', ' \ud83d ', '😀'),
    fc.string({ unit: 'binary' }),
  ),
);

const supportType = field(
  fc.constantFrom(...supportTypeOptions.map(({ value }) => value)),
  fc.oneof(fc.constantFrom('Training', ' training', 'magic', ''), fc.string()),
);

/** Whole numbers in range; beside them fractions, the bounds' neighbours, what JSON cannot write, text. */
function count(min: number, max: number) {
  return field(
    fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max)),
    fc.oneof(
      fc.constantFrom(min - 1, max + 1, -0, 0, 1.5, min + 0.5, max - 1e-9, min - 1e-9),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, 1e308),
      fc.double(),
      fc.integer({ min, max }).map(String),
    ),
  );
}

/** Bodies with any field missing, odd or of another type, with strangers alongside; and anything at all. */
const body = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        cityId,
        supportType,
        participantCount: count(MIN_PARTICIPANTS, MAX_PARTICIPANTS),
        timeframe: count(MIN_TIMEFRAME_YEARS, MAX_TIMEFRAME_YEARS),
        extra: fc.anything(),
      },
      { requiredKeys: ['cityId', 'supportType', 'participantCount', 'timeframe'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      { cityId, supportType, participantCount: fc.anything(), timeframe: fc.anything() },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
);

/** What a caller learns from a body: the value the route runs with, or the field errors of its 400. */
function outcomeByZod(input: unknown) {
  const result = simulationRunSchema.safeParse(input);
  return result.success ? { value: result.data } : { fieldErrors: toFieldErrors(result.error) };
}

/** The route's reading: the quick check, and the schema for whatever the check leaves to it. */
function outcomeByRoute(input: unknown) {
  const value = readSimulationRunInput(input);
  return value === null ? outcomeByZod(input) : { value };
}

describe('readSimulationRunInput, the quick check of a run body', () => {
  it('accepts only what the schema accepts, as the same value', () => {
    fc.assert(
      fc.property(body, (input) => {
        const value = readSimulationRunInput(input);
        if (value === null) return;
        const parsed = simulationRunSchema.safeParse(input);
        expect(parsed.success).toBe(true);
        if (parsed.success) expect(value).toStrictEqual(parsed.data);
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves a caller the same answer as the schema: the same value or the same field errors', () => {
    fc.assert(
      fc.property(body, (input) => {
        expect(outcomeByRoute(input)).toStrictEqual(outcomeByZod(input));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads every valid body itself, with spaces around the city id and at its longest (zod is off the hot path)', () => {
    const { valid } = formModels['simulationRun'] ?? {};
    if (!valid) throw new Error('no simulationRun model');
    const anotherCityId = fc.oneof(
      padded(fc.stringMatching(/^[a-z]{1,20}(-[a-z]{1,10}){0,3}$/)),
      padded(fc.constant('x'.repeat(MAX_CITY_ID_LENGTH))),
    );
    fc.assert(
      fc.property(valid, anotherCityId, (input, id) => {
        expect(readSimulationRunInput(input)).not.toBeNull();
        expect(readSimulationRunInput({ ...(input as object), cityId: id })).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
