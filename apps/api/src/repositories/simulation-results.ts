import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, NewSimulationResult } from '../db/database.js';

/**
 * Simulation runs are an analytics log that nobody waits on, so the API answers as soon as the
 * figures are computed and writes the rows a moment later, many per insert. On PGlite (on its own
 * thread since issue 17, but that thread has one core's worth of time too), one insert of a
 * hundred rows costs about a fourteenth of a hundred single inserts (measured 1.8 ms against 26 ms).
 *
 * The price: rows recorded in the last `flushAfterMs` are lost if the process dies without a
 * graceful close (a close flushes them).
 */
export interface SimulationResultLog {
  record(row: NewSimulationResult): void;
  /** Resolves once every row recorded before the call is written, or its failure reported. */
  flush(): Promise<void>;
}

export interface SimulationResultLogOptions {
  /** Rows per insert; also the queue length that starts a write without waiting for the timer. */
  maxBatchRows?: number;
  /** The longest a recorded row waits before its write starts. */
  flushAfterMs?: number;
  /** While the database is slower than the traffic, the oldest rows beyond this are dropped. */
  maxPendingRows?: number;
  /** Rows that will never be stored, and why; the requests that made them were answered long ago. */
  onLost: (rows: number, reason: unknown) => void;
}

const COLUMNS = [
  'city_id',
  'support_type',
  'participant_count',
  'timeframe',
  'employment_rate',
  'projected_recidivism_reduction',
  'public_cost_savings',
  'jobs_created',
  'roi_per_dollar',
  'taxpayer_contribution',
] as const;

/**
 * The whole batch travels as one JSON parameter that PostgreSQL unpacks into rows of the table's
 * own column types: a short statement that parses the same for any batch size, where a
 * multi-row VALUES list would carry ten parameters per row (PGlite: 18 against 26 µs per row).
 */
function insertBatch(db: Kysely<Database>, rows: readonly NewSimulationResult[]) {
  const batch = db
    .selectFrom(
      sql<NewSimulationResult>`json_populate_recordset(null::simulation_results, ${JSON.stringify(rows)})`.as(
        'batch',
      ),
    )
    .select(COLUMNS);
  return db.insertInto('simulation_results').columns(COLUMNS).expression(batch).execute();
}

const DEFAULT_MAX_BATCH_ROWS = 100;
const DEFAULT_FLUSH_AFTER_MS = 50;
const DEFAULT_MAX_PENDING_ROWS = 10_000;

export function createSimulationResultLog(
  db: Kysely<Database>,
  {
    maxBatchRows = DEFAULT_MAX_BATCH_ROWS,
    flushAfterMs = DEFAULT_FLUSH_AFTER_MS,
    maxPendingRows = DEFAULT_MAX_PENDING_ROWS,
    onLost,
  }: SimulationResultLogOptions,
): SimulationResultLog {
  let pending: NewSimulationResult[] = [];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;

  // One write at a time; rows recorded meanwhile join the next batch of the same drain.
  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatchRows);
      pending = pending.slice(maxBatchRows);
      try {
        await insertBatch(db, batch);
      } catch (error) {
        onLost(batch.length, error);
      }
    }
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    // Looping rather than awaiting once: a drain that was just finishing may not have seen the
    // rows recorded before this call.
    while (draining !== undefined || pending.length > 0) {
      draining ??= drain().finally(() => {
        draining = undefined;
      });
      await draining;
    }
  }

  return {
    record(row) {
      if (pending.length >= maxPendingRows) {
        pending.shift();
        onLost(
          1,
          new Error(`more than ${maxPendingRows} simulation results waiting to be written`),
        );
      }
      pending.push(row);
      if (pending.length >= maxBatchRows) void flush();
      // Always armed, so a row recorded just as a drain finishes still gets written.
      else timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
    },
    flush,
  };
}
