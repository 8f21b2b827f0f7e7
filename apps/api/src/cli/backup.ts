/**
 * `pnpm admin backup FILE` and `pnpm admin restore FILE` (issue 27). PostgreSQL (DATABASE_URL):
 * pg_dump's custom format, restored with pg_restore into an empty database. The embedded database
 * (DATA_DIR): PGlite's own dump of its data folder (a gzipped tarball), restored into an empty
 * DATA_DIR while the server is stopped (PGlite is one process's).
 *
 * The dump holds sensitive answers as they are stored: sealed with DATA_ENCRYPTION_KEY. The key is
 * never in it and must be backed up apart (README, Deploy): the dump without the key cannot open
 * them, and the key without the dump holds nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { createDatabase } from '../db/create-db.js';
import type { Env } from '../env.js';

const run = promisify(execFile);
/** pg_dump of a large database writes a lot to stderr on --verbose; we keep it quiet. */
const MAX_TOOL_OUTPUT_BYTES = 16 * 1024 * 1024;

export class BackupError extends Error {}

type BackupEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>;

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: MAX_TOOL_OUTPUT_BYTES });
  } catch (error) {
    const details = error as { code?: unknown; stderr?: unknown };
    if (details.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools of your server's version (apt-get install postgresql-client)`,
      );
    }
    throw new BackupError(`${tool} failed: ${String(details.stderr ?? error).trim()}`);
  }
}

/** Writes a backup of the configured database to `file`; answers what kind it wrote. */
export async function backupDatabase(env: BackupEnv, file: string): Promise<string> {
  if (env.DATABASE_URL) {
    // Custom format: compressed, and pg_restore can pick from it. No owners or grants: the restoring
    // role owns what it restores, whatever the role names of the old server were.
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${env.DATABASE_URL}`,
    ]);
    return 'PostgreSQL (pg_dump custom format)';
  }
  const pglite = new PGlite(env.DATA_DIR);
  try {
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await pglite.close();
  }
  return 'embedded database (PGlite data folder, gzipped tarball)';
}

/** Whether the configured PostgreSQL database already holds Pathways tables. */
async function holdsTables(env: BackupEnv): Promise<boolean> {
  const { db } = createDatabase(env);
  try {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from information_schema.tables
       where table_schema = current_schema()`.execute(db);
    return Number(rows[0]?.count ?? 0) > 0;
  } finally {
    await db.destroy();
  }
}

/**
 * Restores `file` into the configured database, which must be empty: a restore never mixes with
 * live data (make a new database, restore, then point DATABASE_URL at it).
 */
export async function restoreDatabase(env: BackupEnv, file: string): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  if (env.DATABASE_URL) {
    if (await holdsTables(env)) {
      throw new BackupError(
        'The database in DATABASE_URL is not empty: restore into a new one (createdb), then point DATABASE_URL at it',
      );
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${env.DATABASE_URL}`,
      file,
    ]);
    return 'PostgreSQL';
  }
  if (existsSync(env.DATA_DIR) && readdirSync(env.DATA_DIR).length > 0) {
    throw new BackupError(
      `DATA_DIR (${env.DATA_DIR}) is not empty: stop the server, move it aside, then restore`,
    );
  }
  const pglite = new PGlite(env.DATA_DIR, { loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.waitReady;
  await pglite.close();
  return 'embedded database';
}
