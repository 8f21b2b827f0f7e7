import { hostname } from 'node:os';
import pg from 'pg';

/** Who runs the housekeeping jobs (lib/run-periodically.ts) when several instances share a database. */
export interface JobLeader {
  /** Whether this instance runs them now; asks for the lead when it does not hold it. */
  isLeader(): Promise<boolean>;
  /** Gives up the lead (the app is closing), so another instance takes it on its next try. */
  release(): Promise<void>;
}

/** One process on its own database (PGlite, or tests sharing one): it runs every job. */
export const soleLeader: JobLeader = {
  isLeader: () => Promise.resolve(true),
  release: () => Promise.resolve(),
};

/** Names the lock: one per schema, so sites (or test files) on one server never share a lead. */
const LOCK_NAME = ':pathways-periodic-jobs';
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The lead is a PostgreSQL session advisory lock held on a connection of its own, outside the pool:
 * one instance holds it, and if that process dies its connection drops and the lock with it, so the
 * next instance to ask takes over. The connection's application_name says which process leads
 * (pg_stat_activity), for an operator and for the scale test.
 */
export function advisoryLockLeader(
  connectionString: string,
  onLost: (error: Error) => void,
): JobLeader {
  let holder: pg.Client | null = null;
  let asking: Promise<boolean> | null = null;

  const drop = async (client: pg.Client) => {
    if (holder === client) holder = null;
    await client.end().catch(() => undefined);
  };

  const ask = async (): Promise<boolean> => {
    if (holder) {
      const current = holder;
      try {
        await current.query('select 1');
        return true;
      } catch (error) {
        onLost(error as Error);
        await drop(current);
      }
    }
    const candidate = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: `pathways jobs ${hostname()} ${process.pid}`,
    });
    // A cut connection is reported here (unheard, the event would end the process); the lock went with it.
    candidate.on('error', (error) => {
      onLost(error);
      void drop(candidate);
    });
    try {
      await candidate.connect();
      const { rows } = await candidate.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext(current_schema() || $1)) as locked',
        [LOCK_NAME],
      );
      if (rows[0]?.locked === true) {
        holder = candidate;
        return true;
      }
    } catch (error) {
      onLost(error as Error);
    }
    await drop(candidate);
    return false;
  };

  return {
    // Calls that arrive while one is asking share its answer (two jobs due at once).
    isLeader: () =>
      (asking ??= ask().finally(() => {
        asking = null;
      })),
    release: async () => {
      await asking;
      if (holder) await drop(holder);
    },
  };
}
