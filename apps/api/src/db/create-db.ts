import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Env } from '../env.js';
import type { Database } from './database.js';
import { startPgliteThread } from './pglite-thread.js';

/** DATA_DIR value that keeps the embedded database in memory (tests, throwaway runs). */
export const IN_MEMORY_DATA_DIR = 'memory://';
/**
 * DATA_DIR holds the whole embedded database (and, without DATA_ENCRYPTION_KEY, the generated key):
 * only the server's own user may read it (issue 25). A directory that already exists keeps its mode.
 */
export const DATA_DIR_MODE = 0o700;
/** Enough connections for one instance under load without exhausting a small PostgreSQL. */
const POOL_SIZE = 10;
/**
 * A connection that does not open within this is given up, so a request during an outage answers
 * 503 in seconds instead of waiting for the operating system's TCP timeout (minutes).
 */
export const CONNECT_TIMEOUT_MS = 5000;

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/**
 * The dialect is chosen once, from config (DESIGN.md §4): a `pg` pool when DATABASE_URL is set,
 * otherwise PGlite on disk in DATA_DIR, or in memory for `memory://`.
 */
export function createDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  { onConnectionLost }: { onConnectionLost?: (error: Error) => void } = {},
): DatabaseHandle {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection cut by the server (a restart, a failover, a managed database's idle
    // timeout) is reported here; unheard, the 'error' event would end the process. The pool has
    // already dropped that client and opens a new one for the next query.
    pool.on('error', (error) => onConnectionLost?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  }
  return { db: createPgliteDatabase(env.DATA_DIR), kind: 'pglite' };
}

/**
 * PGlite on its own thread (pglite-thread.ts), in memory or in `dataDir`; one per call. The
 * dialect calls only `query` and `close`, which the thread's client answers as PGlite would.
 * An in-memory one can start from `templateFile`, a dumped data directory (the test suite's template).
 */
export function createPgliteDatabase(
  dataDir: string,
  { templateFile }: { templateFile?: string | undefined } = {},
): Kysely<Database> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  if (!inMemory) mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const client = startPgliteThread(dataDir, inMemory, templateFile);
  return new Kysely<Database>({ dialect: new PGliteDialect(client as unknown as PGlite) });
}
