import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { NewSimulationResult } from '../src/db/database.js';
import { createSimulationResultLog } from '../src/domains/simulations/repository.js';
import { validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp, createTestDatabase, testEnv } from './support/test-app.js';

function resultRow(participantCount: number, cityId = 'waterloo-ia'): NewSimulationResult {
  return {
    city_id: cityId,
    support_type: 'training',
    participant_count: participantCount,
    timeframe: 5,
    employment_rate: 61.7,
    projected_recidivism_reduction: 19.999999999999996,
    public_cost_savings: 1_234_567.891,
    jobs_created: 617.3,
    roi_per_dollar: 0.1 + 0.2,
    taxpayer_contribution: 250_000.01,
  };
}

describe.each(backends)('simulation results written in batches (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.db.deleteFrom('simulation_results').execute();
  });

  const storedCounts = async () =>
    (
      await test.db
        .selectFrom('simulation_results')
        .select('participant_count')
        .orderBy('id')
        .execute()
    ).map((row) => row.participant_count);

  it('stores an answered run shortly afterwards without anyone flushing', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: validBodies['/api/simulation/run'],
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await storedCounts()).toHaveLength(1), { timeout: 2000 });
  });

  it('writes every recorded row, in the order recorded, across several batches', async () => {
    const onLost = vi.fn();
    const log = createSimulationResultLog(test.db, { maxBatchRows: 40, onLost });
    const counts = Array.from({ length: 250 }, (_, i) => 100 + i);
    for (const count of counts) log.record(resultRow(count));
    await log.flush();
    expect(await storedCounts()).toEqual(counts);
    expect(onLost).not.toHaveBeenCalled();
    // Every column arrives as recorded, fractions included.
    const last = await test.db
      .selectFrom('simulation_results')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: createdAt, ...stored } = last;
    expect(stored).toEqual(resultRow(349));
    expect(createdAt).toBeInstanceOf(Date);
  });

  it('reports a batch the database refused, and keeps writing the next ones', async () => {
    const onLost = vi.fn();
    const log = createSimulationResultLog(test.db, { maxBatchRows: 2, onLost });
    // The second batch names a city that does not exist: the foreign key refuses the whole insert.
    log.record(resultRow(1));
    log.record(resultRow(2));
    log.record(resultRow(3, 'atlantis'));
    log.record(resultRow(4));
    log.record(resultRow(5));
    await expect(log.flush()).resolves.toBeUndefined();
    expect(onLost).toHaveBeenCalledOnce();
    expect(onLost).toHaveBeenCalledWith(2, expect.any(Error));
    expect(await storedCounts()).toEqual([1, 2, 5]);
  });

  it('drops the oldest rows, and says so, when more are waiting than it may hold', async () => {
    const onLost = vi.fn();
    const log = createSimulationResultLog(test.db, {
      maxBatchRows: 100,
      maxPendingRows: 3,
      onLost,
    });
    for (const count of [1, 2, 3, 4, 5]) log.record(resultRow(count));
    await log.flush();
    expect(onLost).toHaveBeenCalledTimes(2);
    expect(await storedCounts()).toEqual([3, 4, 5]);
  });
});

describe.each(backends)('closing the API (%s)', (backend) => {
  it('writes the simulation results still waiting before the database closes', async () => {
    const database = await createTestDatabase(backend);
    const app = await buildApp({ env: testEnv, rateLimits: false, db: database.db });
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/simulation/run',
        payload: validBodies['/api/simulation/run'],
      });
      expect(res.statusCode).toBe(200);
    }
    await app.close();
    const rows = await database.db.selectFrom('simulation_results').select('id').execute();
    expect(rows).toHaveLength(3);
    await database.close();
  });
});
