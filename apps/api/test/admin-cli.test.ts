import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { findUserByUsername } from '../src/domains/users/repository.js';

const CLI = join(import.meta.dirname, '../src/cli/admin.ts');
const CLI_TIMEOUT_MS = 120_000;

/** Runs `pnpm admin …` as a deployment would, on an embedded database of its own, stdin piped. */
function runCli(dataDir: string, args: string[], stdin: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    input: stdin,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'], NODE_ENV: 'development', DATA_DIR: dataDir },
    timeout: CLI_TIMEOUT_MS,
  });
}

describe('pnpm admin create-user', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathways-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const args = [
    'create-user',
    '--role',
    'admin',
    '--username',
    'first-admin',
    '--email',
    'director@cedarvalley.example',
    '--full-name',
    'Avery Director',
  ];

  it(
    'creates the first admin with the password read from stdin, never from the arguments',
    { timeout: 2 * CLI_TIMEOUT_MS },
    async () => {
      const created = runCli(dataDir, args, 'a-long-admin-password\n');
      expect(created.stderr).toBe('');
      expect(created.stdout).toMatch(/Created admin first-admin/);

      const again = runCli(dataDir, args, 'a-long-admin-password\n');
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/already taken/);

      const badRole = runCli(
        dataDir,
        ['create-user', '--role', 'client', '--username', 'x'],
        'pw\n',
      );
      expect(badRole.status).toBe(1);
      expect(badRole.stderr).toMatch(/Usage/);

      const db = createPgliteDatabase(dataDir);
      try {
        const user = await findUserByUsername(db, 'first-admin');
        expect(user).toMatchObject({ role: 'admin', full_name: 'Avery Director' });
        expect(await verifyPassword(user?.password ?? '', 'a-long-admin-password')).toBe(true);
      } finally {
        await db.destroy();
      }
    },
  );
});

describe('pnpm admin reindex-matches', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathways-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'keys the submissions that have no duplicate-flag keys, and with --all every one',
    { timeout: 2 * CLI_TIMEOUT_MS },
    async () => {
      // A database with one submission as an old version stored it: no keys.
      const db = createPgliteDatabase(dataDir);
      await migrateToLatest(db);
      await db
        .insertInto('contact_submissions')
        .values({
          reference: 'PW-2026-000001',
          name: 'Ana Ruiz',
          email: 'ana@example.org',
          phone: '319-555-0100',
          subject: 'Work',
          message: 'Where do I start?',
        })
        .execute();
      await db.destroy();

      const first = runCli(dataDir, ['reindex-matches'], '');
      expect(first.stderr).toBe('');
      expect(first.stdout).toBe('Keyed 1 of 1 submissions read.\n');
      // Keyed now: nothing left without keys, but --all rewrites it.
      expect(runCli(dataDir, ['reindex-matches'], '').stdout).toBe(
        'Keyed 0 of 0 submissions read.\n',
      );
      expect(runCli(dataDir, ['reindex-matches', '--all'], '').stdout).toBe(
        'Keyed 1 of 1 submissions read.\n',
      );

      const reopened = createPgliteDatabase(dataDir);
      const row = await reopened
        .selectFrom('contact_submissions')
        .select(['phone_key'])
        .executeTakeFirstOrThrow();
      await reopened.destroy();
      expect(row.phone_key).toMatch(/^[\w-]{43}$/);
    },
  );
});
