import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { backupDatabase, restoreDatabase } from '../src/cli/backup.js';
import { parseEnv } from '../src/env.js';
import type { Env } from '../src/env.js';
import { hashPassword } from '../src/lib/passwords.js';
import { validBodies } from './support/payloads.js';
import {
  backends,
  signIn,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testDatabaseUrl,
} from './support/test-app.js';

/**
 * The restore drill (issue 27): a database with an account and a sealed intake is backed up with
 * `pnpm admin backup`'s code, restored into an empty database, and the app started on the copy:
 * the account signs in, and the sealed answers open with the same key.
 */
const ADMIN = { username: 'drill-admin', password: 'drill-admin-password-2026' };
const intake = {
  ...validBodies['/api/client-intake'],
  criminalHistory: true,
  criminalDetails: 'A drill: sealed, backed up, restored.',
  barriers: 'Transportation',
};

/** A database of the drill's own: a new PostgreSQL database, or a new PGlite data folder. */
async function emptyDatabase(backend: 'pglite' | 'postgres', dropLater: string[]): Promise<Env> {
  const common = {
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
  };
  if (backend === 'pglite' || !testDatabaseUrl) {
    return parseEnv({ ...common, DATA_DIR: join(mkdtempSync(join(tmpdir(), 'drill-')), 'data') });
  }
  const name = `drill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropLater.push(name);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return parseEnv({ ...common, DATABASE_URL: url.toString() });
}

describe.each(backends)('restore drill (%s)', (backend) => {
  const dropLater: string[] = [];
  afterAll(async () => {
    if (!testDatabaseUrl || dropLater.length === 0) return;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    for (const name of dropLater) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('backs up, restores into an empty database, and the copy signs in and opens sealed answers', async () => {
    const sourceEnv = await emptyDatabase(backend, dropLater);
    const source = await buildApp({ env: sourceEnv, rateLimits: false });
    await source.db
      .insertInto('users')
      .values({
        username: ADMIN.username,
        password: await hashPassword(ADMIN.password),
        email: 'drill-admin@example.org',
        role: 'admin',
        full_name: 'Drill Admin',
        phone: null,
      })
      .execute();
    const submitted = await source.inject({
      method: 'POST',
      url: '/api/client-intake',
      payload: intake,
    });
    expect(submitted.statusCode).toBe(201);
    const { reference } = submitted.json<{ reference: string }>();
    const { id } = await source.db
      .selectFrom('client_intake_submissions')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    await source.close();

    const file = join(mkdtempSync(join(tmpdir(), 'drill-backup-')), 'pathways.backup');
    await backupDatabase(sourceEnv, file);
    const copyEnv = await emptyDatabase(backend, dropLater);
    await restoreDatabase(copyEnv, file);
    // A restore never lands on data: the copy now holds tables, so a second restore is refused.
    await expect(restoreDatabase(copyEnv, file)).rejects.toThrow(/not empty/);

    const copy = await buildApp({ env: copyEnv, rateLimits: false });
    try {
      const cookie = await signIn(copy, ADMIN.username, ADMIN.password);
      const opened = await copy.inject({
        method: 'POST',
        url: `/api/inbox/clientIntake/${id}/reveal`,
        headers: { cookie },
        payload: { reason: 'Restore drill' },
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({
        answers: {
          dateOfBirth: intake.dateOfBirth,
          barriers: intake.barriers,
          criminalHistory: true,
          criminalDetails: intake.criminalDetails,
        },
      });
    } finally {
      await copy.close();
    }
  });
});
