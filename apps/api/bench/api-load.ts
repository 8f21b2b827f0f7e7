/**
 * API load benchmark (`pnpm bench`): req/s and p99 of the simulation routes against a bare route,
 * in one run, on an in-memory database, over loopback. Rate limits are off so they measure the code.
 * Targets: simulation ≥ 50% of the bare route's req/s, p99 < 20 ms at 50 connections, 0 errors.
 */
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { buildApp } from '../src/app.js';
import { IN_MEMORY_DATA_DIR } from '../src/db/create-db.js';
import { parseEnv } from '../src/env.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const PERCENT = 100;

const env = parseEnv({
  DATA_DIR: IN_MEMORY_DATA_DIR,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
});
const app = await buildApp({ env, rateLimits: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.addresses()[0];
if (!address) throw new Error('server did not bind');
const base = `http://127.0.0.1:${address.port}`;

interface Scenario {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
}
const scenarios: Scenario[] = [
  { name: 'GET /api/health (bare)', path: '/api/health', method: 'GET' },
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
await app.close();

const bare = results.get(scenarios[0]?.name ?? '');
const bareRps = bare?.requests.average ?? 0;
let failed = false;
console.log(
  `\nAPI load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, in-memory PGlite\n`,
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
