import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, NewSimulationResult } from '../src/db/database.js';
import { createSimulationResultLog } from '../src/domains/simulations/repository.js';

/**
 * A database that only counts: each insert's row count, in order, and answers when the test says,
 * so a write can be held "in flight" while more rows arrive. Timers are vitest's, never the clock's.
 */
function countingDatabase() {
  const inserts: number[] = [];
  const waiting: (() => void)[] = [];
  let holding = false;
  const connection: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      // One array parameter per column: the first one's length is the batch's row count.
      const [cities] = query.parameters as unknown[][];
      inserts.push(cities?.length ?? 0);
      if (!holding) return Promise.resolve({ rows: [] });
      return new Promise((resolve) => waiting.push(() => resolve({ rows: [] })));
    },
    streamQuery() {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(connection),
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    db,
    inserts,
    hold: () => {
      holding = true;
    },
    /** Lets the write in flight finish (and stops holding the next ones). */
    release: () => {
      holding = false;
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

const row: NewSimulationResult = {
  city_id: 'waterloo-ia',
  support_type: 'training',
  participant_count: 1000,
  timeframe: 5,
  employment_rate: 61.7,
  projected_recidivism_reduction: 20,
  public_cost_savings: 1_234_567.891,
  jobs_created: 617.3,
  roi_per_dollar: 0.3,
  taxpayer_contribution: 250_000.01,
};

const FLUSH_AFTER_MS = 50;
const BATCH = 3;

describe('the simulation result log under load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes each full batch at once and leaves a partial one for the timer', async () => {
    const database = countingDatabase();
    const log = createSimulationResultLog(database.db, {
      maxBatchRows: BATCH,
      flushAfterMs: FLUSH_AFTER_MS,
      onLost: () => undefined,
    });
    for (let i = 0; i < 7; i++) log.record(row);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    expect(database.inserts).toEqual([3, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(database.inserts).toEqual([3, 3, 1]);
  });

  it('does not write what arrived during a write as a batch of its own: it waits to fill up, or for the timer', async () => {
    const database = countingDatabase();
    const log = createSimulationResultLog(database.db, {
      maxBatchRows: BATCH,
      flushAfterMs: FLUSH_AFTER_MS,
      onLost: () => undefined,
    });
    database.hold();
    for (let i = 0; i < BATCH; i++) log.record(row);
    await vi.advanceTimersByTimeAsync(0);
    expect(database.inserts).toEqual([3]);
    // Two rows arrive while the database is busy with the first batch.
    log.record(row);
    log.record(row);
    database.release();
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    expect(database.inserts).toEqual([3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(database.inserts).toEqual([3, 2]);
  });

  it('writes everything recorded before a flush, partial batch included, without waiting for the timer', async () => {
    const database = countingDatabase();
    const log = createSimulationResultLog(database.db, {
      maxBatchRows: BATCH,
      flushAfterMs: FLUSH_AFTER_MS,
      onLost: () => undefined,
    });
    for (let i = 0; i < 4; i++) log.record(row);
    await log.flush();
    expect(database.inserts).toEqual([3, 1]);
    // Nothing is left for the timer to write.
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(database.inserts).toEqual([3, 1]);
  });
});
