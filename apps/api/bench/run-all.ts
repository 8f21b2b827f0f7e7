/**
 * `pnpm bench` for the API: every benchmark in its own process, one after the other (they would
 * measure each other otherwise); each runs even when one before it missed its target, and the exit
 * code says whether all of them met theirs.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = ['api-load.ts', 'outbox-drain.ts', 'caseload-inbox.ts'];

let failed = false;
for (const file of BENCHMARKS) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
