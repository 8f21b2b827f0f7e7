import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { isDatabaseUnavailable } from '../src/lib/database-unavailable.js';
import { parseEnv } from '../src/env.js';
import { HEALTHY_FOR_MS } from '../src/routes/health/index.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/error-handler.js';
import { validBodies } from './support/payloads.js';
import { TEST_SESSION_SECRET, testDatabaseUrl } from './support/test-app.js';

/** "Quickly": well under the pool's connect timeout, let alone a TCP timeout. */
const FAST_ANSWER_MS = 3000;

describe('which failures mean "the database is away"', () => {
  it.each([
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ['a server shutting down', { code: '57P01', severity: 'FATAL', message: 'terminating' }],
    ['a database refusing connections', { code: '55000', severity: 'FATAL', message: 'x' }],
    ['a cut connection', { message: 'Connection terminated unexpectedly' }],
    ['a connect timeout', { message: 'timeout exceeded when trying to connect' }],
  ])('%s is a 503', (_, fields) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(), fields))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', severity: 'ERROR', message: 'duplicate key' }],
    ['a bug', { message: 'Cannot read properties of undefined' }],
  ])('%s is not', (_, fields) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(), fields))).toBe(false);
  });
});

/** Registered only with a real PostgreSQL (TEST_DATABASE_URL): the embedded database cannot go away. */
if (testDatabaseUrl) {
  const adminUrl = testDatabaseUrl;
  describe('a PostgreSQL restart, failover or outage (real PostgreSQL, its own database)', () => {
    const database = `pathways_outage_${randomBytes(4).toString('hex')}`;
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    let admin: pg.Client;
    let app: FastifyInstance;
    const lost: string[] = [];

    const admin_ = (text: string) => admin.query(text);
    const terminateBackends = () =>
      admin_(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
      );
    /** Lets the pool hear of its cut connections (they arrive as socket events). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    /** The health route trusts a good answer for HEALTHY_FOR_MS; an outage shows after that. */
    const outlastHealthCache = () =>
      new Promise((resolve) => setTimeout(resolve, HEALTHY_FOR_MS + 100));
    const postContact = () =>
      app.inject({ method: 'POST', url: '/api/contact', payload: validBodies['/api/contact'] });

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin_(`create database ${database}`);
      app = await buildApp({
        env: parseEnv({
          NODE_ENV: 'test',
          SESSION_SECRET: TEST_SESSION_SECRET,
          DATABASE_URL: databaseUrl.toString(),
        }),
        rateLimits: false,
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void lost.push(line) },
        },
      });
    });
    afterAll(async () => {
      await app.close();
      await admin_(`alter database ${database} allow_connections true`);
      await admin_(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it('connections cut while idle: the process stays up and the next requests succeed', async () => {
      // Several connections open, then idle in the pool.
      const warmUp = await Promise.all(Array.from({ length: 5 }, postContact));
      expect(warmUp.map((response) => response.statusCode)).toEqual(Array(5).fill(201));
      await terminateBackends();
      await settle();

      expect(lost.join('')).toContain('database connection lost');
      expect((await postContact()).statusCode).toBe(201);
      await outlastHealthCache();
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
    });

    it('while the database refuses connections: health is 503, a form post a quick JSON 503; then it recovers', async () => {
      await admin_(`alter database ${database} allow_connections false`);
      await terminateBackends();
      await settle();
      await outlastHealthCache();

      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBeDefined();

      const started = performance.now();
      const post = await postContact();
      expect(performance.now() - started).toBeLessThan(FAST_ANSWER_MS);
      expect(post.statusCode).toBe(503);
      expect(post.headers['content-type']).toMatch(/^application\/json/);
      expect(post.headers['retry-after']).toBe('15');
      expect(post.json<{ message: string }>().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);

      await admin_(`alter database ${database} allow_connections true`);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await postContact()).statusCode).toBe(201);
    });
  });
}
