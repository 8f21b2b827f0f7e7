import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { BuildAppOptions } from '../../src/app.js';
import { IN_MEMORY_DATA_DIR, createPgliteDatabase } from '../../src/db/create-db.js';
import type { Database } from '../../src/db/database.js';
import { parseEnv } from '../../src/env.js';
import { signInAs } from './as-user.js';
import { databaseUrl, dropDatabase, generatedDatabaseName, runOn } from './template-database.js';

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
 * A database of its own for one test file, copied from the run's migrated template
 * (support/global-setup.ts): an in-memory PGlite loaded from the template's data directory, or a
 * new database on the PostgreSQL server (`CREATE DATABASE … TEMPLATE`), dropped when closed.
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const postgresTemplate = inject('postgresTemplateDatabase');
  if (backend === 'pglite' || !testDatabaseUrl || !postgresTemplate) {
    const db = createPgliteDatabase(IN_MEMORY_DATA_DIR, {
      templateFile: inject('pgliteTemplateFile'),
    });
    return { db, close: () => db.destroy() };
  }
  const serverUrl = testDatabaseUrl;
  const name = generatedDatabaseName('pathways_test');
  await runOn(serverUrl, `create database ${name} template ${postgresTemplate}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name) });
  let dropping = false;
  // pool.end() resolves before its clients have finished closing; the forced drop below may cut one
  // of them, which the pool reports as an 'error' event (unheard, it fails the run). Only that cut
  // is expected: any other error still fails the test file.
  pool.on('error', (error) => {
    if (!dropping) throw error;
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async close() {
      dropping = true;
      await db.destroy();
      await dropDatabase(serverUrl, name);
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

export { DEMO_PASSWORD, asUser, sessionCookie } from './as-user.js';

/** Signs `username` in (the demo password unless given) and returns the session cookie. */
export const signIn = signInAs;
