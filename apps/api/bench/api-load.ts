/**
 * API load benchmark (`pnpm bench`): req/s and p99 of the health check and the simulation routes
 * against a bare route (no work, same hooks), in one run, over loopback, on an in-memory PGlite (or
 * the PostgreSQL of DATABASE_URL). Rate limits are off so they measure the code.
 *
 * Targets (issue 17), on the plain pass: simulation/run ≥ 60% of the bare route's req/s; p99 < 20 ms
 * at 50 connections and 0 errors on every route; every run answer under 4 KB uncompressed (checked
 * at the longest horizon, for every place and support type). A second pass asks as a browser does
 * (with Accept-Encoding, so responses are compressed): what real visitors cost, without targets.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  listCities,
  supportTypes,
  timeframeOptions,
} from '@pathways/sim-core';
import { BARE_ROUTE } from './bare-route.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;
const WARM_UP_SECONDS = 1;
const TARGET_RATIO = 0.6;
const TARGET_RUN_ANSWER_BYTES = 4096;
const TARGET_P99_MS = 20;
const PERCENT = 100;
/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

// The server runs in a child process: sharing one event loop with the load generator would
// measure autocannon as much as the API.
const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const [ready] = (await once(server, 'message')) as [{ port: number; database: string }];
const base = `http://127.0.0.1:${ready.port}`;

interface Scenario {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** A new body for every request, instead of `body`. */
  nextBody?: () => string;
}
const BARE = 'GET bare route';
const RUN = 'POST /api/simulation/run';
const RUN_NEW_INPUTS = 'POST run, every input new';

/**
 * A scenario few visitors have asked for: any place, support and horizon, and any cohort size.
 * The route remembers recent answers (the model is deterministic), so the repeated input above is
 * what a popular scenario costs; this row is what a scenario nobody asked for lately costs.
 */
function anyRunInput(): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const participantRange = MAX_PARTICIPANTS - MIN_PARTICIPANTS + 1;
  return JSON.stringify({
    cityId: pick(listCities()).id,
    supportType: pick(supportTypes).value,
    participantCount: MIN_PARTICIPANTS + Math.floor(Math.random() * participantRange),
    timeframe: pick(timeframeOptions),
  });
}
const scenarios: Scenario[] = [
  { name: BARE, path: BARE_ROUTE, method: 'GET' },
  { name: 'GET /api/health', path: '/api/health', method: 'GET' },
  { name: 'GET /api/simulation/cities', path: '/api/simulation/cities', method: 'GET' },
  {
    name: RUN,
    path: '/api/simulation/run',
    method: 'POST',
    body: JSON.stringify({
      cityId: 'waterloo-ia',
      supportType: 'training',
      participantCount: 1000,
      timeframe: 5,
    }),
  },
  { name: RUN_NEW_INPUTS, path: '/api/simulation/run', method: 'POST', nextBody: anyRunInput },
];

function load(scenario: Scenario, headers: Record<string, string>, duration: number) {
  return autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    ...(scenario.body ? { body: scenario.body } : {}),
    ...(scenario.nextBody
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: scenario.nextBody?.() }) }] }
      : {}),
  });
}

async function pass(headers: Record<string, string>): Promise<Map<string, Result>> {
  const results = new Map<string, Result>();
  for (const scenario of scenarios) {
    // A short warm-up so the JIT and the database's caches do not count against the first route.
    await load(scenario, headers, WARM_UP_SECONDS);
    results.set(scenario.name, await load(scenario, headers, DURATION_SECONDS));
  }
  return results;
}

/** Prints one pass; returns whether it met the targets. */
function report(title: string, results: Map<string, Result>): boolean {
  const bareRps = results.get(BARE)?.requests.average ?? 0;
  const ratioOf = (result: Result | undefined) =>
    result && bareRps > 0 ? result.requests.average / bareRps : 0;
  let met = true;
  console.log(`\n${title}`);
  for (const [name, result] of results) {
    const errors = result.errors + result.non2xx + result.timeouts;
    const p99 = result.latency.p99;
    console.log(
      `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(4)} ms  ` +
        `errors ${errors}  ${(ratioOf(result) * PERCENT).toFixed(0)}% of bare`,
    );
    // The new-input row is reported, not held to the targets (set on the run as measured above).
    if (errors > 0 || (p99 >= TARGET_P99_MS && name !== RUN_NEW_INPUTS)) met = false;
  }
  const runRatio = ratioOf(results.get(RUN));
  if (runRatio < TARGET_RATIO) met = false;
  console.log(`simulation/run ÷ bare = ${runRatio.toFixed(2)}`);
  console.log(
    `simulation/run with every input new ÷ bare = ${ratioOf(results.get(RUN_NEW_INPUTS)).toFixed(2)} (no target)`,
  );
  return met;
}

/** The largest run answer: the longest horizon and the largest cohort, for every place and support. */
async function largestRunAnswer(): Promise<{ bytes: number; input: string }> {
  let largest = { bytes: 0, input: '' };
  for (const { id: cityId } of listCities()) {
    for (const { value: supportType } of supportTypes) {
      const input = JSON.stringify({
        cityId,
        supportType,
        participantCount: MAX_PARTICIPANTS,
        timeframe: MAX_TIMEFRAME_YEARS,
      });
      const response = await fetch(`${base}/api/simulation/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: input,
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`run answered ${response.status} for ${input}`);
      if (bytes > largest.bytes) largest = { bytes, input };
    }
  }
  return largest;
}

const largest = await largestRunAnswer();
const plain = await pass({});
const asBrowser = await pass({ 'accept-encoding': BROWSER_ACCEPT_ENCODING });
server.send('close');
await once(server, 'exit');

console.log(
  `\nAPI load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${ready.database}`,
);
const sizeMet = largest.bytes < TARGET_RUN_ANSWER_BYTES;
console.log(`Largest run answer: ${largest.bytes} bytes uncompressed (${largest.input})`);
const met = report('Plain requests (the targets apply here)', plain) && sizeMet;
report(`As a browser asks (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING})`, asBrowser);
console.log(
  `\nTargets: simulation/run ≥ ${TARGET_RATIO} of bare, p99 < ${TARGET_P99_MS} ms, 0 errors, ` +
    `run answer < ${TARGET_RUN_ANSWER_BYTES} bytes: ${met ? 'all met' : 'TARGET MISSED'}\n`,
);
process.exitCode = met ? 0 : 1;
