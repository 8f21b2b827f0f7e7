/**
 * API load benchmark (`pnpm bench`): req/s and p99 of the health check and the simulation routes
 * against a bare route (no work, same hooks), in one run, over loopback, on an in-memory PGlite (or
 * the PostgreSQL of DATABASE_URL). Rate limits are off so they measure the code.
 * Targets: simulation/run ≥ 50% of the bare route's req/s; p99 < 20 ms at 50 connections and
 * 0 errors on every route.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { BARE_ROUTE } from './bare-route.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const PERCENT = 100;

// The server runs in a child process: sharing one event loop with the load generator would
// measure autocannon as much as the API.
const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const [ready] = (await once(server, 'message')) as [{ port: number; database: string }];
const databaseLabel = ready.database;
const base = `http://127.0.0.1:${ready.port}`;

interface Scenario {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
}
const scenarios: Scenario[] = [
  { name: 'GET bare route', path: BARE_ROUTE, method: 'GET' },
  { name: 'GET /api/health', path: '/api/health', method: 'GET' },
  { name: 'GET /api/simulation/cities', path: '/api/simulation/cities', method: 'GET' },
  {
    name: 'POST /api/simulation/run',
    path: '/api/simulation/run',
    method: 'POST',
    body: JSON.stringify({
      cityId: 'waterloo-ia',
      supportType: 'training',
      participantCount: 1000,
      timeframe: 5,
    }),
  },
];

async function measure(scenario: Scenario): Promise<Result> {
  return autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json' },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
}

const results = new Map<string, Result>();
for (const scenario of scenarios) {
  // A short warm-up so the JIT and the database's caches do not count against the first route.
  await autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    duration: 1,
    headers: { 'content-type': 'application/json' },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  results.set(scenario.name, await measure(scenario));
}
server.send('close');
await once(server, 'exit');

const bare = results.get(scenarios[0]?.name ?? '');
const bareRps = bare?.requests.average ?? 0;
let failed = false;
console.log(
  `\nAPI load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${databaseLabel}\n`,
);
for (const [name, result] of results) {
  const errors = result.errors + result.non2xx + result.timeouts;
  const ratio = bareRps > 0 ? result.requests.average / bareRps : 0;
  const p99 = result.latency.p99;
  console.log(
    `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(4)} ms  ` +
      `errors ${errors}  ${(ratio * PERCENT).toFixed(0)}% of bare`,
  );
  if (errors > 0 || p99 >= TARGET_P99_MS) failed = true;
}
const simulation = results.get('POST /api/simulation/run');
const simulationRatio = simulation && bareRps > 0 ? simulation.requests.average / bareRps : 0;
if (simulationRatio < TARGET_RATIO) failed = true;
console.log(
  `\nsimulation/run ÷ bare = ${simulationRatio.toFixed(2)} (target ≥ ${TARGET_RATIO}); p99 target < ${TARGET_P99_MS} ms; ${failed ? 'TARGET MISSED' : 'all targets met'}\n`,
);
process.exitCode = failed ? 1 : 0;
