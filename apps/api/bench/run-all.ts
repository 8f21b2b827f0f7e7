/**
 * `pnpm bench` for the API: every benchmark in its own process, one after the other (they would
 * measure each other otherwise); each runs even when one before it missed its target, and the exit
 * code says whether all of them met theirs.
 *
 * The API load runs twice (issue 17 sets its targets on both databases): on an in-memory PGlite,
 * then on the PostgreSQL of BENCH_DATABASE_URL (or TEST_DATABASE_URL) when one is given.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const postgres = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];

interface Benchmark {
  file: string;
  /** DATABASE_URL for its run: null for the embedded PGlite; absent to keep the caller's. */
  databaseUrl?: string | null;
}

const benchmarks: Benchmark[] = [
  { file: 'api-load.ts', databaseUrl: null },
  ...(postgres ? [{ file: 'api-load.ts', databaseUrl: postgres }] : []),
  { file: 'outbox-drain.ts' },
  // Job search (issue 14) has its p95 target on PostgreSQL; without one it reports PGlite's figure.
  { file: 'job-search.ts', ...(postgres ? { databaseUrl: postgres } : {}) },
  // Its target (p95 < 50 ms) is for PostgreSQL: on PGlite alone it reports without one.
  { file: 'outcomes.ts', databaseUrl: postgres ?? null },
];

if (!postgres) {
  console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: the API load runs on PGlite only.');
}

let failed = false;
for (const { file, databaseUrl } of benchmarks) {
  const env = { ...process.env };
  if (databaseUrl === null) delete env['DATABASE_URL'];
  else if (databaseUrl !== undefined) env['DATABASE_URL'] = databaseUrl;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))],
    { stdio: 'inherit', env },
  );
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
