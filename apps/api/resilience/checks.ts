/** The four checks of issue 11 item 7; each returns its figures and whether it held. */
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import pg from 'pg';
import type { RunningServer, ServerOptions } from './server.js';
import { sleep, startServer } from './server.js';

export interface CheckResult {
  check: string;
  figures: string;
  passed: boolean;
}

/** While the server is down, a worker waits this long before trying again (no busy loop). */
const RETRY_PAUSE_MS = 20;
const SERVER_ERROR_MIN = 500;

export interface LoadResult {
  acknowledged: string[];
  serverErrors: number;
  /** Requests that got no answer (the server was down or the connection was cut). */
  unanswered: number;
}

/** Contact posts from `connections` workers until `durationMs` is up; collects every reference acknowledged. */
export async function contactLoad(
  server: { url: string },
  { connections, durationMs, marker }: { connections: number; durationMs: number; marker: string },
): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], serverErrors: 0, unanswered: 0 };
  const deadline = performance.now() + durationMs;
  const worker = async (index: number) => {
    let sequence = 0;
    while (performance.now() < deadline) {
      sequence += 1;
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Load Tester ${index}`,
            email: `load-${index}@example.org`,
            phone: null,
            subject: marker,
            message: `Load test message ${index}-${sequence}`,
          }),
        });
        const text = await response.text();
        if (response.status === 201) {
          result.acknowledged.push((JSON.parse(text) as { reference: string }).reference);
        } else if (response.status >= SERVER_ERROR_MIN) {
          result.serverErrors += 1;
        }
      } catch {
        result.unanswered += 1;
        await sleep(RETRY_PAUSE_MS);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  return result;
}

/** The references stored under a marker, read straight from the database (the server stopped first for PGlite). */
export async function storedReferences(
  options: ServerOptions,
  marker: string,
): Promise<Set<string>> {
  const query = 'select reference from contact_submissions where subject = $1';
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ reference: string }>(query, [marker]);
      return new Set(rows.map((row) => row.reference));
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(options.dataDir);
  try {
    const { rows } = await db.query<{ reference: string }>(query, [marker]);
    return new Set(rows.map((row) => row.reference));
  } finally {
    await db.close();
  }
}

export function missingFrom(stored: Set<string>, acknowledged: string[]): number {
  return acknowledged.filter((reference) => !stored.has(reference)).length;
}

/**
 * (b) SIGKILL half-way through a load, then a restart on the same data: returns the load's result
 * and how long the restart took (the embedded data directory must reopen).
 */
export async function loadThroughKill(
  options: ServerOptions,
  first: RunningServer,
  { connections, durationMs, marker }: { connections: number; durationMs: number; marker: string },
): Promise<{ load: LoadResult; restarted: RunningServer }> {
  const port = Number(new URL(first.url).port);
  const loading = contactLoad(first, { connections, durationMs, marker });
  await sleep(durationMs / 2);
  await first.kill();
  const restarted = await startServer(options, port);
  return { load: await loading, restarted };
}

const FORM_ENDPOINTS = [
  '/api/contact',
  '/api/client-intake',
  '/api/employer-partnership',
  '/api/volunteer-application',
  '/api/register',
  '/api/login',
  '/api/simulation/run',
] as const;

const NUL = String.fromCharCode(0);
const FIELD_NAMES = [
  'name',
  'email',
  'message',
  'subject',
  'username',
  'password',
  'firstName',
  'dateOfBirth',
  'criminalHistory',
  'cityId',
  'participantCount',
  '__proto__',
  'constructor',
  'prototype',
];
/** Hostile values: NUL, lone surrogates, huge and odd numbers, long text, wrong types. */
const hostileValue = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    `a${NUL}b`,
    '\ud800',
    'x\udfffy',
    '😀'.slice(0, 1),
    'A'.repeat(70_000),
    '__proto__',
    '{"__proto__":{"admin":true}}',
  ),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 64, -0, 0.1),
  fc.jsonValue({ maxDepth: 3 }),
);
/** Raw bodies JSON.stringify cannot write: numbers past a double, nesting past any parser's patience. */
const rawBodies = fc.constantFrom(
  `{"participantCount": 1${'0'.repeat(400)}}`,
  `{"timeframe": 1e999, "participantCount": -1e999}`,
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  `{"name": "a\\u0000b", "email": "a@b.co", "subject": "Hello", "message": "\\ud800\\ud800\\ud800"}`,
  '{',
  '',
  'null',
);
const fuzzedBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue)
      .map((body) => JSON.stringify(body)),
  },
  { weight: 1, arbitrary: rawBodies },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
);

export interface FuzzResult {
  sent: number;
  byClass: Record<string, number>;
}

/** (d) `count` hostile bodies across the public POST endpoints; every answer must be below 500. */
export async function fuzz(
  server: { url: string },
  { count, connections, seed }: { count: number; connections: number; seed: number },
): Promise<FuzzResult> {
  const bodies = fc.sample(fc.tuple(fc.constantFrom(...FORM_ENDPOINTS), fuzzedBody), {
    numRuns: count,
    seed,
  });
  const byClass: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const entry = bodies[next];
      next += 1;
      if (!entry) break;
      const [path, body] = entry;
      let label: string;
      try {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        label = `${String(response.status).slice(0, 1)}xx`;
      } catch {
        label = 'no answer';
      }
      byClass[label] = (byClass[label] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, () => worker()));
  return { sent: bodies.length, byClass };
}

/** How fast an answer must come while the database is away. */
const OUTAGE_ANSWER_MAX_MS = 5000;
const RECOVERY_TIMEOUT_MS = 30_000;

/**
 * (c) A PostgreSQL outage: the database refuses connections and its backends are cut; health must
 * say 503 and a form post answer a JSON 5xx quickly; once it is back, the server recovers alone.
 */
export async function outage(server: { url: string }, databaseUrl: string): Promise<CheckResult> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const quoted = `"${database.replaceAll('"', '""')}"`;
  const post = () =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Outage Tester',
        email: 'outage@example.org',
        subject: 'resilience outage',
        message: 'Sent while the database is away.',
      }),
    });
  try {
    const before = (await post()).status;
    await admin.query(`alter database ${quoted} allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await sleep(1500);
    const healthDown = (await fetch(`${server.url}/api/health`)).status;
    const started = performance.now();
    const during = await post();
    const answerMs = performance.now() - started;
    const json = (during.headers.get('content-type') ?? '').startsWith('application/json');
    await admin.query(`alter database ${quoted} allow_connections true`);
    const recoveryStarted = performance.now();
    let after = 0;
    while (performance.now() - recoveryStarted < RECOVERY_TIMEOUT_MS) {
      after = (await post()).status;
      if (after === 201) break;
      await sleep(200);
    }
    const recoveryMs = performance.now() - recoveryStarted;
    return {
      check: '(c) PostgreSQL outage and recovery',
      figures: `before ${before}; down: health ${healthDown}, post ${during.status} in ${Math.round(answerMs)} ms${json ? ' (JSON)' : ''}; back: post ${after} after ${Math.round(recoveryMs)} ms`,
      passed:
        before === 201 &&
        healthDown === 503 &&
        during.status >= SERVER_ERROR_MIN &&
        json &&
        answerMs < OUTAGE_ANSWER_MAX_MS &&
        after === 201,
    };
  } finally {
    await admin.query(`alter database ${quoted} allow_connections true`).catch(() => undefined);
    await admin.end();
  }
}
