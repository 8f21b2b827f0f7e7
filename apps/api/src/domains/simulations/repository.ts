import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, NewSimulationResult } from '../../db/database.js';

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
  /** Queues one run's row; the row is only read, so one object may be recorded for many runs. */
  record(row: Readonly<NewSimulationResult>): void;
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

type Column = (typeof COLUMNS)[number];

/** Each column's PostgreSQL type: its array parameter is sent as an array of that type. */
const COLUMN_TYPES = {
  city_id: 'text',
  support_type: 'text',
  participant_count: 'int4',
  timeframe: 'int4',
  employment_rate: 'float8',
  projected_recidivism_reduction: 'float8',
  public_cost_savings: 'float8',
  jobs_created: 'float8',
  roi_per_dollar: 'float8',
  taxpayer_contribution: 'float8',
} as const satisfies Record<Column, string>;

/**
 * The batch travels as one array parameter per column, which unnest() zips back into rows: a short
 * statement that parses the same for any batch size, and no JSON to take apart per row. Measured in
 * CPU per row at 400 rows (issue 17): PGlite 16.7 µs against 18.3 for one JSON parameter
 * (json_populate_recordset) and 25.9 for a VALUES list; PostgreSQL 6.3 against 7.5 and 10.6.
 */
function insertBatch(db: Kysely<Database>, rows: readonly Readonly<NewSimulationResult>[]) {
  const columns = COLUMNS.map(
    (column) => sql`${rows.map((row) => row[column])}::${sql.raw(COLUMN_TYPES[column])}[]`,
  );
  return db
    .insertInto('simulation_results')
    .columns(COLUMNS)
    .expression(sql`select * from unnest(${sql.join(columns)})`)
    .execute();
}

/**
 * Under load the timer gathers a few hundred rows per write: a statement's own cost is shared by
 * more of them (PGlite: 16.7 µs of CPU per row at 400 rows, 21 at 100). Rows still wait at most
 * `flushAfterMs`, so a crash loses no more than before.
 */
const DEFAULT_MAX_BATCH_ROWS = 500;
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
  let pending: Readonly<NewSimulationResult>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  /** How many rows at the head of the queue must go now, a partial batch or not (the timer's, a flush's). */
  let due = 0;

  // One write at a time, and only full batches unless rows are due: writing whatever arrived during
  // the previous write, as this did before, made batches of a few dozen rows under load, each
  // paying a statement's full cost.
  async function writeBatches(): Promise<void> {
    while (pending.length >= maxBatchRows || due > 0) {
      const batch = pending.slice(0, maxBatchRows);
      pending = pending.slice(maxBatchRows);
      due = Math.max(0, due - batch.length);
      try {
        await insertBatch(db, batch);
      } catch (error) {
        onLost(batch.length, error);
      }
    }
  }

  function startWriting(): Promise<void> {
    writing ??= writeBatches().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    due = pending.length;
    // Looping rather than awaiting once: a write that was just finishing may not have seen the
    // rows that fell due.
    while (writing !== undefined || due > 0) await startWriting();
  }

  return {
    record(row) {
      if (pending.length >= maxPendingRows) {
        pending.shift();
        due = Math.max(0, due - 1);
        onLost(
          1,
          new Error(`more than ${maxPendingRows} simulation results waiting to be written`),
        );
      }
      pending.push(row);
      if (pending.length >= maxBatchRows) void startWriting();
      // Armed whenever it is not: what waits when it fires is written then, in one batch if it fits.
      timer ??= setTimeout(() => {
        timer = undefined;
        due = pending.length;
        void startWriting();
      }, flushAfterMs).unref();
    },
    flush,
  };
}
