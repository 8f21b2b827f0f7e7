import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The bin as a user runs it: a real process, its real exit code and streams. The package is compiled
 * into a temporary directory first, so the test never depends on a stale dist/.
 */
const EXIT_OK = 0;
const EXIT_BAD_INPUT = 2;
const BUILD_TIMEOUT_MS = 120_000;
const ROOT = join(import.meta.dirname, '..');

let outDir = '';
let cli = '';

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'pathways-sim-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(ROOT, 'tsconfig.build.json'),
      '--outDir',
      outDir,
      '--declaration',
      'false',
      '--declarationMap',
      'false',
    ],
    { stdio: 'pipe' },
  );
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }');
  cli = join(outDir, 'cli.js');
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (outDir !== '') rmSync(outDir, { recursive: true, force: true });
});

function pathwaysSim(args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

// Each test starts Node (and bash) afresh; on a loaded CI machine that alone can take seconds.
describe('pathways-sim as a process', { timeout: 60_000 }, () => {
  it('exits 0 and prints the result with the command that reproduces it', () => {
    const run = pathwaysSim([
      'run',
      '--city',
      'iowa',
      '--support',
      'training',
      '--participants',
      '1000',
      '--years',
      '5',
      '--draws',
      '0',
    ]);
    expect(run.status).toBe(EXIT_OK);
    expect(run.stdout).toContain(
      'Reproduce: pathways-sim run --city iowa --support training --participants 1000 --years 5',
    );
  });

  it('exits 2 on bad input, with the message on stderr and nothing on stdout', () => {
    const run = pathwaysSim([
      'run',
      '--city',
      'iowa',
      '--support',
      'training',
      '--participants',
      '5',
      '--years',
      '5',
    ]);
    expect(run.status).toBe(EXIT_BAD_INPUT);
    expect(run.stderr).toMatch(/--participants: .*Allowed: an integer from 100 to 10000/);
    expect(run.stdout).toBe('');
  });

  it('prints usage to stdout for --help and exits 0', () => {
    const run = pathwaysSim(['--help']);
    expect(run.status).toBe(EXIT_OK);
    expect(run.stdout).toMatch(/^Usage: pathways-sim/);
    expect(run.stderr).toBe('');
  });

  it.each(['params', 'cities --format json'])(
    'ends quietly when the reader closes the pipe early (%s | head -1)',
    (command) => {
      const run = spawnSync(
        'bash',
        ['-c', `set -o pipefail; "${process.execPath}" "${cli}" ${command} | head -1`],
        { encoding: 'utf8' },
      );
      expect(run.status).toBe(EXIT_OK);
      expect(run.stdout.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toBe('');
    },
  );
});
