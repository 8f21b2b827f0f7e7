import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import type { BuildAppOptions } from '../../src/app.js';
import { IN_MEMORY_DATA_DIR, createPgliteDatabase } from '../../src/db/create-db.js';
import type { Database } from '../../src/db/database.js';
import { parseEnv } from '../../src/env.js';

/** CI points this at a real PostgreSQL; the suite then runs on it as well as on PGlite. */
export const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

export type Backend = 'pglite' | 'postgres';
export const backends: Backend[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
/** 32 bytes of base64, for tests that run with NODE_ENV=production (which requires a key). */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
export const testEnv = parseEnv({
  DATA_DIR: IN_MEMORY_DATA_DIR,
  NODE_ENV: 'test',
  SESSION_SECRET: TEST_SESSION_SECRET,
});

export interface TestDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or a fresh schema on the
 * PostgreSQL server so parallel files never see each other's rows.
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite' || !testDatabaseUrl) {
    const db = createPgliteDatabase(IN_MEMORY_DATA_DIR);
    return { db, close: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({
    connectionString: testDatabaseUrl,
    options: `-c search_path=${schema}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async close() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** An app on a fresh database (demo data seeded), rate limits off unless the test sets them. */
export async function createTestApp(
  backend: Backend,
  options: Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(backend);
  const app = await buildApp({ env: testEnv, rateLimits: false, ...options, db: database.db });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const DEMO_PASSWORD = 'pathways-demo';

/** The session cookie of a response, as a `name=value` pair for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) => cookie.startsWith('pathways.sid='));
  if (!session) throw new Error(`no session cookie in response ${response.statusCode}`);
  return session.split(';', 1)[0] ?? '';
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}
