import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { inviteStaffSchema, passwordSchema } from '@pathways/schemas';
import { createDatabase } from '../db/create-db.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';
import { migrateToLatest } from '../db/migrate.js';
import { parseEnv } from '../env.js';
import { hashPassword } from '../lib/passwords.js';
import { createFieldCipher } from '../plugins/field-encryption.js';
import { findTakenFields, insertUser } from '../domains/users/repository.js';
import { reindexMatchKeys } from '../services/reindex-match-keys.js';
import { sealPlaintextDatesOfBirth } from '../services/seal-stored-answers.js';

const USAGE = `Usage: pnpm admin create-user --role admin|caseWorker --username U --email E --full-name "N"
The password is read from standard input (typed at the prompt, or piped): never from the arguments.

       pnpm admin reindex-matches [--all]
Writes the inbox's duplicate-flag keys of stored submissions that have none; with --all, of every
submission (run it after changing DATA_ENCRYPTION_KEY: the keys are derived from it).

       pnpm admin backup FILE
       pnpm admin restore FILE
A backup of the database (pg_dump custom format; the embedded database's data folder), and its
restore into an empty database. Sealed answers stay sealed: back up DATA_ENCRYPTION_KEY apart.`;

/** The first line of standard input: typed without echo at a terminal, or read from a pipe. */
async function readPassword(): Promise<string> {
  const { stdin, stderr } = process;
  const terminal = stdin.isTTY;
  if (terminal) stderr.write('Password (not shown): ');
  // At a terminal readline echoes what is typed to its output: give it one that shows nothing.
  const silent = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const lines = createInterface({ input: stdin, output: silent, terminal });
  for await (const line of lines) {
    lines.close();
    if (terminal) stderr.write('\n');
    return line;
  }
  return '';
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * `pnpm admin create-user`: the first admin (and any staff account) of a real deployment, where no
 * demo accounts exist. Uses the server's own environment (DATABASE_URL or DATA_DIR).
 */
async function createUser(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      'full-name': { type: 'string' },
    },
    strict: true,
  });
  const parsed = inviteStaffSchema.safeParse({
    role: values.role,
    username: values.username,
    email: values.email,
    fullName: values['full-name'],
  });
  if (!parsed.success) {
    fail(
      `${parsed.error.issues.map((issue) => `--${String(issue.path[0] ?? '')}: ${issue.message}`).join('\n')}\n\n${USAGE}`,
    );
  }
  const password = passwordSchema.safeParse(await readPassword());
  if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password');

  const env = parseEnv();
  const { db } = createDatabase(env);
  try {
    await migrateToLatest(db);
    const input = parsed.data;
    const taken = await findTakenFields(db, input.username, input.email);
    if (taken.username) fail(`The username ${input.username} is already taken`);
    if (taken.email) fail(`An account with the e-mail ${input.email} already exists`);
    const user = await insertUser(db, {
      username: input.username,
      password: await hashPassword(password.data),
      email: input.email,
      role: input.role,
      full_name: input.fullName,
      phone: null,
    });
    process.stdout.write(`Created ${user.role} ${user.username} (id ${user.id}).\n`);
  } finally {
    await db.destroy();
  }
}

/** `pnpm admin reindex-matches [--all]`: services/reindex-match-keys.ts, with the server's key. */
async function reindexMatches(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { all: { type: 'boolean' } }, strict: true });
  const env = parseEnv();
  const { db } = createDatabase(env);
  try {
    await migrateToLatest(db);
    const cipher = createFieldCipher(env);
    await sealPlaintextDatesOfBirth(db, cipher);
    const { updated, scanned, skipped } = await reindexMatchKeys(db, cipher, {
      all: values.all === true,
    });
    process.stdout.write(`Keyed ${updated} of ${scanned} submissions read.\n`);
    if (skipped.length > 0) {
      // Which rows, never what they hold: an operator checks the key configuration for these.
      process.stdout.write(
        `Skipped ${skipped.length} that no configured key opens:\n${skipped
          .map((row) => `  ${row.table} #${row.id} (${row.field})`)
          .join('\n')}\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

/** `pnpm admin backup FILE` / `restore FILE` (cli/backup.ts), on the server's own database. */
async function backupOrRestore(command: 'backup' | 'restore', args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(USAGE);
  const env = parseEnv();
  try {
    const kind =
      command === 'backup' ? await backupDatabase(env, file) : await restoreDatabase(env, file);
    process.stdout.write(
      command === 'backup'
        ? `Backed up the ${kind} to ${file}.\n`
        : `Restored ${file} into the ${kind}.\n`,
    );
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'backup' || command === 'restore') {
  await backupOrRestore(command, rest);
} else if (command === 'create-user') {
  await createUser(rest);
} else if (command === 'reindex-matches') {
  await reindexMatches(rest);
} else {
  fail(USAGE);
}
