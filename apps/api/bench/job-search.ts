/**
 * Job search benchmark (`pnpm bench`, issue 14): 10,000 published postings, then GET /api/jobs as a
 * signed-in client with keywords, location, pay and schedule filters and later pages; prints the p95
 * and fails when it is 50 ms or more on PostgreSQL (DATABASE_URL, in a schema of its own, dropped
 * afterwards). On the in-memory PGlite it prints the figure without a target.
 */
import { randomBytes } from 'node:crypto';
import { jobSchedules } from '@pathways/schemas';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { IN_MEMORY_DATA_DIR, createPgliteDatabase } from '../src/db/create-db.js';
import type { Database } from '../src/db/database.js';
import { parseEnv } from '../src/env.js';

const POSTINGS = 10_000;
const INSERT_BATCH = 500;
const WARM_UP = 20;
const SAMPLES = 300;
const P95 = 0.95;
const TARGET_P95_MS = 50;
const DEMO_PASSWORD = 'pathways-demo';

const databaseUrl = process.env['DATABASE_URL'];

async function openDatabase(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  if (!databaseUrl) {
    const db = createPgliteDatabase(IN_MEMORY_DATA_DIR);
    return { db, close: () => db.destroy() };
  }
  const schema = `bench_jobs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

// Words the generated postings are made of, so keyword searches hit a realistic share of them.
const roles = ['Warehouse', 'Forklift', 'Kitchen', 'Assembly', 'Delivery', 'Welding', 'Cleaning'];
const kinds = ['Associate', 'Operator', 'Helper', 'Technician', 'Lead', 'Specialist'];
const towns = ['Waterloo, IA', 'Cedar Falls, IA', 'Des Moines, IA', 'Iowa City, IA', 'Ames, IA'];
const schedules = jobSchedules;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const queries = [
  'q=forklift',
  'q=warehouse%20associate',
  'q=welding&location=waterloo',
  'minPay=22&schedule=shifts',
  'location=ames&page=3',
  'q=kitchen%20helper&minPay=15',
  'page=10',
  'q=operators&schedule=fullTime',
];

const database = await openDatabase();
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: IN_MEMORY_DATA_DIR });
const app = await buildApp({ env, db: database.db, rateLimits: false, mail: { autoStart: false } });

let failed = false;
try {
  const employer = await database.db
    .selectFrom('employers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (let start = 0; start < POSTINGS; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, POSTINGS - start) }, (_, offset) => {
      const index = start + offset;
      const title = `${pick(roles, index)} ${pick(kinds, Math.floor(index / roles.length))}`;
      const low = 14 + (index % 12);
      return {
        employer_id: employer.id,
        title,
        description: `${title} on a fair-chance team. Posting ${index}: training on the job, steady hours.`,
        location: pick(towns, Math.floor(index / 3)),
        pay_min: low,
        pay_max: low + 3,
        schedule: pick(schedules, Math.floor(index / 5)),
        requirements: 'Reliable attendance',
        fair_chance_statement: 'We judge skills, not records.',
        status: 'published' as const,
        posted_date: new Date(now - index * 60_000),
        published_at: new Date(now - index * 60_000),
      };
    });
    await database.db.insertInto('jobs').values(rows).execute();
  }
  // Fresh statistics, as autovacuum would have after a real day of postings.
  await sql`analyze jobs`.execute(database.db);

  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'demo-client', password: DEMO_PASSWORD },
  });
  const cookie = String(login.headers['set-cookie'] ?? '').split(';', 1)[0] ?? '';

  const timings: number[] = [];
  for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/jobs?${pick(queries, round)}`,
      headers: { cookie },
    });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`GET /api/jobs answered ${res.statusCode}`);
    if (round >= WARM_UP) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const p95 = timings[Math.ceil(timings.length * P95) - 1] ?? Number.POSITIVE_INFINITY;
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  process.stdout.write(
    `\nJob search (${databaseUrl ? 'PostgreSQL server' : 'in-memory PGlite'}, ${POSTINGS.toLocaleString('en-US')} postings, ${SAMPLES} searches):\n` +
      `  median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms` +
      (databaseUrl
        ? ` (target < ${TARGET_P95_MS} ms)\n\n`
        : ' (the target applies on PostgreSQL)\n\n'),
  );
  if (databaseUrl && p95 >= TARGET_P95_MS) {
    process.stdout.write(`  FAILED: p95 must stay under ${TARGET_P95_MS} ms\n`);
    failed = true;
  }
} finally {
  await app.close();
  await database.close();
}
process.exitCode = failed ? 1 : 0;
