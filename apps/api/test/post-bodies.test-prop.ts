import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTables, validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

/** Modest, because each run is a real request against a real database. */
const RUNS_PER_ENDPOINT = 50;
const postEndpoints = [
  '/api/contact',
  '/api/client-intake',
  '/api/employer-partnership',
  '/api/volunteer-application',
  '/api/employer-onboarding',
  '/api/donations',
  '/api/simulation/run',
  '/api/register',
  '/api/login',
  '/api/logout',
  '/api/session/refresh',
] as const;

/** Arbitrary JSON, plus valid bodies with one field replaced: the near misses that reach deeper code. */
function bodyFor(path: (typeof postEndpoints)[number]) {
  const valid = (validBodies as Record<string, Record<string, unknown>>)[path];
  const arbitrary = fc.jsonValue();
  if (!valid) return arbitrary;
  const keys = Object.keys(valid);
  const mutated = fc
    .record({ key: fc.constantFrom(...keys), value: fc.jsonValue() })
    .map(({ key, value }) => ({ ...valid, [key]: value }));
  return fc.oneof(arbitrary, mutated);
}

describe.each(backends)('any body to any POST endpoint (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  const totalRows = async () => {
    // Simulation runs are written in batches; the rows of answered runs are all there after a flush.
    await test.app.simulationResults.flush();
    let total = 0;
    for (const table of [...Object.values(formTables), 'users', 'simulation_results'] as const) {
      const row = await test.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      total += Number(row.n);
    }
    return total;
  };

  it.each(postEndpoints)(
    'never answers 5xx, and stores nothing unless it answered 201/200 (%s)',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(path), async (body) => {
          const before = await totalRows();
          const res = await test.app.inject({
            method: 'POST',
            url: path,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode).toBeLessThan(500);
          const after = await totalRows();
          // A simulation run is stored with a 200; forms and registration with a 201; nothing else stores.
          const stored =
            res.statusCode === 201 || (path === '/api/simulation/run' && res.statusCode === 200);
          expect(after).toBe(stored ? before + 1 : before);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
  );
});
