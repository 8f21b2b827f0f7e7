import { simulationRunSchema, toFieldErrors } from '@pathways/schemas';
import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
  getCity,
  listCities,
  runSimulation,
  supportTypes,
} from '@pathways/sim-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeRunAnswer, toRunAnswer } from '../src/routes/simulation/serialize-result.js';
import { validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

/** Modest: each run is a handful of real requests against a real database. */
const RUNS = 40;
const URL = '/api/simulation/run';

/** Inputs from small pools, so two questions often differ in one field only (a key that forgot one would show). */
const input = fc.record({
  cityId: fc.constantFrom(...listCities().map((city) => city.id)),
  supportType: fc.constantFrom(...supportTypes.map((type) => type.value)),
  participantCount: fc.oneof(
    fc.constantFrom(MIN_PARTICIPANTS, 1000, 1050, MAX_PARTICIPANTS),
    fc.integer({ min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS }),
  ),
  timeframe: fc.constantFrom(MIN_TIMEFRAME_YEARS, 5, MAX_TIMEFRAME_YEARS),
});
/** A few questions asked again and again, in any order: what the route remembers, and what it does not. */
const session = fc
  .array(input, { minLength: 1, maxLength: 6 })
  .chain((asked) =>
    fc.array(fc.constantFrom(...asked), { maxLength: 12 }).map((again) => [...asked, ...again]),
  );

/** Arbitrary JSON, and valid bodies with one field replaced or trimmed-to-blank (the near misses). */
const anyBody = fc.oneof(
  fc.jsonValue(),
  fc
    .record({
      key: fc.constantFrom(...Object.keys(validBodies[URL])),
      value: fc.oneof(
        fc.jsonValue(),
        fc.constantFrom('', '   ', ' waterloo-ia ', 'atlantis', 1.5, 99),
      ),
    })
    .map(({ key, value }) => ({ ...validBodies[URL], [key]: value })),
);

describe.each(backends)('POST /api/simulation/run (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  const storedRows = async () => {
    await test.app.simulationResults.flush();
    return test.db
      .selectFrom('simulation_results')
      .select(['city_id', 'support_type', 'participant_count', 'timeframe', 'roi_per_dollar'])
      .orderBy('id')
      .execute();
  };

  it('answers every request byte for byte as a fresh run would, and stores a row for each, repeats included', async () => {
    await fc.assert(
      fc.asyncProperty(session, async (asked) => {
        const before = (await storedRows()).length;
        for (const question of asked) {
          const res = await test.app.inject({ method: 'POST', url: URL, payload: question });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          const fresh = serializeRunAnswer(toRunAnswer(runSimulation(question, { draws: 0 })));
          expect(res.body).toBe(fresh);
        }
        const added = (await storedRows()).slice(before);
        expect(added).toEqual(
          asked.map((question) => ({
            city_id: question.cityId,
            support_type: question.supportType,
            participant_count: question.participantCount,
            timeframe: question.timeframe,
            roi_per_dollar: runSimulation(question, { draws: 0 }).roiPerDollar,
          })),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('drops prototype keys as it reads the body: field errors for what is left, and nothing polluted', async () => {
    const post = (payload: string) =>
      test.app.inject({
        method: 'POST',
        url: URL,
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const valid = JSON.stringify(validBodies[URL]).slice(1, -1);
    const nested = await post(`{${valid},"cityId":{"__proto__":[]}}`);
    expect(nested.statusCode).toBe(400);
    expect(nested.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({
      cityId: ['Please choose a city'],
    });
    const topLevel = await post(
      `{${valid},"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`,
    );
    expect(topLevel.statusCode).toBe(200);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("answers any body as the schema says: its field errors in a 400, or a run (404 for a place it doesn't know)", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const res = await test.app.inject({
          method: 'POST',
          url: URL,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        // The body as the server reads it (JSON has no -0), a missing one read as an empty form.
        const parsed = simulationRunSchema.safeParse(JSON.parse(JSON.stringify(body)) ?? {});
        if (!parsed.success) {
          expect(res.statusCode).toBe(400);
          expect(res.json<{ fieldErrors: unknown }>().fieldErrors).toEqual(
            toFieldErrors(parsed.error),
          );
        } else {
          expect(res.statusCode).toBe(getCity(parsed.data.cityId) ? 200 : 404);
        }
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
