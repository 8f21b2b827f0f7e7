import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckResult } from './checks.js';
import {
  contactLoad,
  fuzz,
  loadThroughKill,
  missingFrom,
  outage,
  storedReferences,
} from './checks.js';
import type { ServerOptions } from './server.js';
import { startServer } from './server.js';

export interface SuiteOptions {
  loadSeconds: number;
  killSeconds: number;
  connections: number;
  fuzzBodies: number;
  from: ServerOptions['from'];
  /** A PostgreSQL to run the outage check against (its database must be one the suite may close). */
  databaseUrl?: string | undefined;
}

/** Full: what found the bugs of issue 11. Short: a few seconds each, for CI. */
export const FULL: Omit<SuiteOptions, 'from'> = {
  loadSeconds: 30,
  killSeconds: 20,
  connections: 50,
  fuzzBodies: 10_000,
};
export const SHORT: Omit<SuiteOptions, 'from'> = {
  loadSeconds: 2,
  killSeconds: 3,
  connections: 10,
  fuzzBodies: 200,
};

const FUZZ_CONNECTIONS = 10;
const FUZZ_SEED = 11;
const SECOND_MS = 1000;

/**
 * (a), (b) and (d) on the embedded database in a fresh data directory, (c) on PostgreSQL when
 * given. The server runs in its own process; rows are counted straight from the database.
 */
export async function runSuite(options: SuiteOptions): Promise<CheckResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathways-resilience-'));
  const embedded: ServerOptions = { dataDir, from: options.from };
  const results: CheckResult[] = [];
  const run = `${Date.now().toString(36)}`;
  const loadMarker = `resilience load ${run}`;
  const killMarker = `resilience kill ${run}`;
  try {
    let server = await startServer(embedded);

    const fuzzed = await fuzz(server, {
      count: options.fuzzBodies,
      connections: FUZZ_CONNECTIONS,
      seed: FUZZ_SEED,
    });
    const fuzzFigures = Object.entries(fuzzed.byClass)
      .sort()
      .map(([label, count]) => `${label} ${count}`)
      .join(', ');
    results.push({
      check: `(d) ${fuzzed.sent} fuzzed bodies`,
      figures: fuzzFigures,
      passed: (fuzzed.byClass['5xx'] ?? 0) === 0 && (fuzzed.byClass['no answer'] ?? 0) === 0,
    });

    const load = await contactLoad(server, {
      connections: options.connections,
      durationMs: options.loadSeconds * SECOND_MS,
      marker: loadMarker,
    });

    const killed = await loadThroughKill(embedded, server, {
      connections: options.connections,
      durationMs: options.killSeconds * SECOND_MS,
      marker: killMarker,
    });
    server = killed.restarted;
    await server.stop();

    const storedLoad = await storedReferences(embedded, loadMarker);
    results.push({
      check: `(a) ${options.loadSeconds} s of contact posts, ${options.connections} connections`,
      figures: `${load.acknowledged.length} acknowledged, ${storedLoad.size} stored, ${load.serverErrors} 5xx, ${load.unanswered} unanswered`,
      passed:
        load.acknowledged.length > 0 &&
        storedLoad.size === load.acknowledged.length &&
        missingFrom(storedLoad, load.acknowledged) === 0 &&
        load.serverErrors === 0 &&
        load.unanswered === 0,
    });

    const storedKill = await storedReferences(embedded, killMarker);
    const lost = missingFrom(storedKill, killed.load.acknowledged);
    results.push({
      check: `(b) kill -9 half-way through ${options.killSeconds} s, restart`,
      figures: `${killed.load.acknowledged.length} acknowledged, ${storedKill.size} stored, ${lost} lost; reopened in ${Math.round(killed.restarted.startMs)} ms`,
      passed: killed.load.acknowledged.length > 0 && lost === 0,
    });

    if (options.databaseUrl) {
      const postgres: ServerOptions = { ...embedded, databaseUrl: options.databaseUrl };
      const pgServer = await startServer(postgres);
      try {
        results.push(await outage(pgServer, options.databaseUrl));
      } finally {
        await pgServer.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** One table of figures. */
export function formatTable(results: CheckResult[]): string {
  const rows = results.map((result) => [
    result.check,
    result.figures,
    result.passed ? 'ok' : 'FAIL',
  ]);
  const header = ['check', 'figures', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}
