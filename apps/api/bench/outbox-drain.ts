/**
 * Outbox benchmark (`pnpm bench`, issue 15): 1,000 messages written to the outbox, then drained by
 * one delivery worker over SMTP to a local server on loopback; prints the rate. On an in-memory
 * PGlite, or on the PostgreSQL of DATABASE_URL (in a schema of its own, dropped afterwards, so no
 * real message of that database is touched). Fails if any message is lost or sent twice.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.js';
import { IN_MEMORY_DATA_DIR, createPgliteDatabase } from '../src/db/create-db.js';
import type { Database } from '../src/db/database.js';
import { parseEnv } from '../src/env.js';
import { enqueueMessage } from '../src/domains/outbox/outbox.js';

const MESSAGES = 1000;
const WRITE_BATCH = 100;
const MS_PER_SECOND = 1000;

const databaseUrl = process.env['DATABASE_URL'];

async function openDatabase(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  if (!databaseUrl) {
    const db = createPgliteDatabase(IN_MEMORY_DATA_DIR);
    return { db, close: () => db.destroy() };
  }
  const schema = `bench_outbox_${randomBytes(4).toString('hex')}`;
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

// The receiving end: accepts and counts, no parsing, so the worker is what is measured.
const received = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      received.set(to, (received.get(to) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const database = await openDatabase();
const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: IN_MEMORY_DATA_DIR,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
  PUBLIC_URL: 'https://pathways.test',
});
const app = await buildApp({ env, db: database.db, rateLimits: false, mail: { autoStart: false } });

let failed = false;
try {
  for (let start = 0; start < MESSAGES; start += WRITE_BATCH) {
    await database.db.transaction().execute(async (trx) => {
      for (let index = start; index < Math.min(start + WRITE_BATCH, MESSAGES); index += 1) {
        await enqueueMessage(trx, app.outbox, {
          to: `person${index}@example.org`,
          message: {
            template: 'receipt',
            data: {
              kind: 'clientIntake',
              name: `Person ${index}`,
              reference: `PW-2026-${String(index).padStart(6, '0')}`,
            },
          },
        });
      }
    });
  }

  const started = performance.now();
  const taken = await app.outboxWorker.drain();
  const seconds = (performance.now() - started) / MS_PER_SECOND;

  const sentOnce = [...received.values()].filter((count) => count === 1).length;
  const rate = Math.round(MESSAGES / seconds);
  process.stdout.write(
    `\nOutbox drain (${databaseUrl ? 'PostgreSQL server' : 'in-memory PGlite'}, SMTP on loopback):\n` +
      `  ${taken} messages claimed, ${sentOnce} of ${MESSAGES} delivered exactly once, in ${seconds.toFixed(2)} s\n` +
      `  ${rate} messages/s\n\n`,
  );
  if (taken !== MESSAGES || sentOnce !== MESSAGES || received.size !== MESSAGES) {
    process.stdout.write('  FAILED: every message must be delivered exactly once\n');
    failed = true;
  }
} finally {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
process.exitCode = failed ? 1 : 0;
