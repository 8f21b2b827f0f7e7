import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Env } from '../src/env.js';
import {
  MAX_ATTEMPTS,
  RETRY_MAX_DELAY_MS,
  retryDelayMs,
} from '../src/domains/outbox/delivery-worker.js';
import { steppingClock } from './support/clock.js';
import { validBodies } from './support/payloads.js';
import { startTestSmtpServer } from './support/smtp.js';
import type { TestSmtpServer } from './support/smtp.js';
import { backends, createTestApp, createTestDatabase, testEnv } from './support/test-app.js';
import type { TestApp, TestDatabase } from './support/test-app.js';

const STAFF = 'staff-alerts@cedarvalleypathways.test';
const REFERENCE = /PW-\d{4}-\d{6}/;

function mailEnv(smtp: TestSmtpServer | null): Env {
  return {
    ...testEnv,
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
    STAFF_ALERT_TO: STAFF,
    PUBLIC_URL: 'https://pathways.test',
  };
}

describe.each(backends)('e-mail through the outbox (%s)', (backend) => {
  let smtp: TestSmtpServer;
  let test: TestApp;
  const time = steppingClock('2026-11-24T15:00:00Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    test = await createTestApp(backend, {
      env: mailEnv(smtp),
      clock: time.clock,
      mail: { autoStart: false },
    });
    // The demo's sample receipts (held) are not what these tests count.
    await test.db.deleteFrom('outbox').execute();
  });
  afterAll(async () => {
    await test.close();
    await smtp.stop();
  });
  afterEach(async () => {
    // Every test starts from an empty queue and an empty mailbox.
    await test.app.outboxWorker.drain();
    await test.db.deleteFrom('outbox').execute();
    smtp.received.length = 0;
  });

  const submit = (path: keyof typeof validBodies, body: object = validBodies[path]) =>
    test.app.inject({ method: 'POST', url: path, payload: body });

  it('a contact submission yields exactly one receipt, with its reference, and one staff alert', async () => {
    const res = await submit('/api/contact');
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();

    expect(smtp.received).toHaveLength(0); // nothing leaves before the worker runs
    await test.app.outboxWorker.drain();

    expect(smtp.received).toHaveLength(2);
    const receipts = smtp.received.filter((mail) => mail.to.includes('dana@example.org'));
    const alerts = smtp.received.filter((mail) => mail.to.includes(STAFF));
    expect(receipts).toHaveLength(1);
    expect(alerts).toHaveLength(1);

    const [receipt] = receipts;
    expect(receipt?.subject).toBe(`We received your message (${reference})`);
    expect(receipt?.text).toContain(`Your reference number is ${reference}.`);
    expect(receipt?.text).toContain('We will reply within 1-2 business days.');
    expect(receipt?.text).toContain('(319) 555-0142');
    expect(receipt?.html).toContain('<html lang="en">');
    expect(receipt?.headers.get('auto-submitted')).toBe('auto-generated');
    expect(receipt?.headers.get('reply-to')).toMatchObject({
      text: 'hello@cedarvalleypathways.org',
    });

    const [alert] = alerts;
    expect(alert?.subject).toBe(`New contact message ${reference}`);
    expect(alert?.text).toContain('https://pathways.test/dashboard');
    // Only the kind and the reference: none of what the person wrote.
    expect(alert?.text).not.toContain(validBodies['/api/contact'].message);
    expect(alert?.text).not.toContain(validBodies['/api/contact'].subject);
    expect(alert?.text).not.toContain('dana@example.org');

    // The Message-ID the receiver saw is the one stored with the message.
    const rows = await test.db.selectFrom('outbox').select(['message_id', 'status']).execute();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(rows.map((row) => row.message_id).sort()).toEqual(
      smtp.received.map((mail) => mail.messageId).sort(),
    );
    expect(rows[0]?.message_id).toMatch(/^<[0-9a-f-]{36}@pathways\.test>$/);
  });

  it.each([
    ['/api/client-intake', 'dana@example.org', '2-3 business days'],
    ['/api/employer-partnership', 'pat@cedarfab.example', '1-2 business days'],
    ['/api/volunteer-application', 'robin@example.org', '3-5 business days'],
    ['/api/employer-onboarding', 'pat@cedarfab.example', '2-3 business days'],
    ['/api/donations', 'alex@example.org', 'No payment has been taken'],
  ] as const)(
    '%s: a receipt with its reference and promise, and a staff alert',
    async (path, to, promise) => {
      const res = await submit(path);
      const { reference } = res.json<{ reference: string }>();
      await test.app.outboxWorker.drain();
      const receipt = smtp.received.find((mail) => mail.to.includes(to));
      expect(receipt?.text).toContain(reference);
      expect(receipt?.text).toContain(promise);
      const alert = smtp.received.find((mail) => mail.to.includes(STAFF));
      expect(alert?.subject).toContain(reference);
      expect(smtp.received).toHaveLength(2);
    },
  );

  it('a submission and its receipt commit together or not at all', async () => {
    // The outbox refuses this one recipient, as a full disk or a broken constraint would.
    await sql`alter table outbox add constraint refuse_for_test check (recipient <> 'refused@example.org')`.execute(
      test.db,
    );
    try {
      const before = await test.db
        .selectFrom('contact_submissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await submit('/api/contact', {
        ...validBodies['/api/contact'],
        email: 'refused@example.org',
      });
      expect(res.statusCode).toBe(500);
      const after = await test.db
        .selectFrom('contact_submissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect(await test.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    } finally {
      await sql`alter table outbox drop constraint refuse_for_test`.execute(test.db);
    }
  });

  it('with the SMTP server down, submissions still succeed; once it is back every message arrives, none lost', async () => {
    await smtp.stop();
    const references: string[] = [];
    try {
      for (const path of [
        '/api/contact',
        '/api/client-intake',
        '/api/volunteer-application',
      ] as const) {
        const res = await submit(path);
        expect(res.statusCode).toBe(201);
        references.push(res.json<{ reference: string }>().reference);
      }
      expect(await test.app.outboxWorker.runOnce()).toBe(6);
      const waiting = await test.db.selectFrom('outbox').selectAll().execute();
      expect(waiting.map((row) => [row.status, row.attempts])).toEqual(
        Array.from({ length: 6 }, () => ['pending', 1]),
      );
      expect(waiting[0]?.last_error).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
      // Not due again until the backoff has passed.
      expect(await test.app.outboxWorker.runOnce()).toBe(0);
      time.advance(retryDelayMs(1));
      expect(await test.app.outboxWorker.runOnce()).toBe(6); // second try, still down
    } finally {
      await smtp.restart();
    }
    time.advance(retryDelayMs(2));
    await test.app.outboxWorker.drain();

    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
    for (const reference of references) {
      expect(smtp.received.filter((mail) => mail.subject.includes(reference))).toHaveLength(2);
    }
    const statuses = await test.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(statuses).toEqual(Array.from({ length: 6 }, () => ({ status: 'sent', attempts: 3 })));
  });

  it(`retries back off exponentially, then after ${MAX_ATTEMPTS} tries the message is marked failed`, async () => {
    await smtp.stop();
    try {
      await submit('/api/contact', { ...validBodies['/api/contact'], email: 'late@example.org' });
      await test.db.deleteFrom('outbox').where('recipient', '=', STAFF).execute();
      const delays: number[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        expect(await test.app.outboxWorker.runOnce()).toBe(1);
        const row = await test.db
          .selectFrom('outbox')
          .select(['status', 'next_attempt_at', 'attempts'])
          .executeTakeFirstOrThrow();
        expect(row.attempts).toBe(attempt);
        if (row.status === 'failed') break;
        delays.push(row.next_attempt_at.getTime() - time.clock.now().getTime());
        time.advance(row.next_attempt_at.getTime() - time.clock.now().getTime());
      }
      expect(delays).toEqual(
        Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) =>
          Math.min(30_000 * 2 ** index, RETRY_MAX_DELAY_MS),
        ),
      );
      const row = await test.db
        .selectFrom('outbox')
        .select(['status', 'last_error'])
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.last_error).toBeTruthy();
      time.advance(RETRY_MAX_DELAY_MS);
      expect(await test.app.outboxWorker.runOnce()).toBe(0);
    } finally {
      await smtp.restart();
    }
  });

  it('a recipient the server refuses for good (550) is marked failed at once, not retried', async () => {
    smtp.refuse.add('nobody@example.org');
    try {
      await submit('/api/contact', { ...validBodies['/api/contact'], email: 'nobody@example.org' });
      await test.app.outboxWorker.drain();
      const rows = await test.db
        .selectFrom('outbox')
        .select(['recipient', 'status', 'attempts', 'last_error'])
        .orderBy('id')
        .execute();
      expect(rows[0]).toMatchObject({
        recipient: 'nobody@example.org',
        status: 'failed',
        attempts: 1,
      });
      expect(rows[0]?.last_error).toContain('550');
      expect(rows[1]).toMatchObject({ recipient: STAFF, status: 'sent' });
    } finally {
      smtp.refuse.clear();
    }
  });

  it('a worker that died mid-send leaves a claim that lapses, and the message goes out again', async () => {
    await submit('/api/contact');
    // Claimed by a worker that then vanished: status sending, lease in the future.
    await test.db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: new Date(time.clock.now().getTime() + 600_000) })
      .execute();
    expect(await test.app.outboxWorker.runOnce()).toBe(0);
    time.advance(600_000);
    expect(await test.app.outboxWorker.drain()).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });
});

describe.each(backends)('two delivery workers on one database (%s)', (backend) => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    database = await createTestDatabase(backend);
    const options = {
      env: mailEnv(smtp),
      db: database.db,
      rateLimits: false as const,
      mail: { autoStart: false, delivery: { batchSize: 5 } },
    };
    first = await buildApp(options);
    second = await buildApp(options);
    await database.db.deleteFrom('outbox').execute();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await smtp.stop();
  });

  it('deliver each message exactly once', async () => {
    const MESSAGES = 40;
    for (let index = 0; index < MESSAGES / 2; index += 1) {
      const res = await first.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validBodies['/api/contact'], email: `person${index}@example.org` },
      });
      expect(res.statusCode).toBe(201);
    }
    const [byFirst, bySecond] = await Promise.all([
      first.outboxWorker.drain(),
      second.outboxWorker.drain(),
    ]);
    expect(byFirst + bySecond).toBe(MESSAGES);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(MESSAGES);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(MESSAGES);
    const statuses = await database.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .execute();
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe.each(backends)('without SMTP_URL (%s)', (backend) => {
  const lines: string[] = [];
  let test: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    test = await createTestApp(backend, {
      env: mailEnv(null),
      logger: { level: 'info', stream },
      mail: { autoStart: false },
    });
    await test.db.deleteFrom('outbox').execute();
  });
  afterAll(() => test.close());

  it('holds every message for the admin outbox and logs it without the recipient or the body', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validBodies['/api/contact'], email: 'quiet@example.org' },
    });
    const { reference } = res.json<{ reference: string }>();
    expect(reference).toMatch(REFERENCE);
    expect(await test.app.outboxWorker.drain()).toBe(2);
    const rows = await test.db.selectFrom('outbox').select(['status', 'text_body']).execute();
    expect(rows.map((row) => row.status)).toEqual(['held', 'held']);
    expect(rows[0]?.text_body).toContain(reference);

    const held = lines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(held.length).toBeGreaterThanOrEqual(2);
    const log = lines.join('\n');
    expect(log).not.toContain('quiet@example.org');
    expect(log).not.toContain(STAFF);
    expect(log).not.toContain(reference);
    expect(log).not.toContain(validBodies['/api/contact'].message);
  });
});
