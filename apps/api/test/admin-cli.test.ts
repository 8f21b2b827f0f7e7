import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/create-db.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { findUserByUsername } from '../src/repositories/users.js';

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
