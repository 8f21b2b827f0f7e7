import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList, OutboxMessage } from '@pathways/schemas';
import { pruneOutbox } from '../src/domains/outbox/repository.js';
import { OUTBOX_RETENTION_DAYS } from '../src/plugins/outbox.js';
import { validBodies } from './support/payloads.js';
import { backends, createTestApp, signIn, testEnv } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** Admin › Settings › Outbox, without SMTP (the embedded demo): messages are held, shown, sent again. */
describe.each(backends)('the admin outbox (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await createTestApp(backend, {
      env: { ...testEnv, PUBLIC_URL: 'https://pathways.test' },
      mail: { autoStart: false },
    });
    admin = await signIn(test.app, 'demo-admin');
  });
  afterAll(() => test.close());

  const get = <T>(url: string) =>
    test.app
      .inject({ method: 'GET', url, headers: { cookie: admin } })
      .then((res) => ({ status: res.statusCode, body: res.json<T>() }));

  it('lists what the portal wrote, newest first, with its text and counts by status', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validBodies['/api/contact'],
    });
    const { reference } = res.json<{ reference: string }>();
    await test.app.outboxWorker.drain();

    const { status, body } = await get<OutboxList>('/api/outbox');
    expect(status).toBe(200);
    expect(body.deliveryEnabled).toBe(false);
    expect(body.counts.held).toBeGreaterThanOrEqual(1);
    const receipt = body.messages.find((message) => message.subject.includes(reference));
    expect(receipt).toMatchObject({
      template: 'receipt',
      recipient: 'dana@example.org',
      status: 'held',
      attempts: 1,
      sentAt: null,
    });
    const detail = await get<OutboxMessage>(`/api/outbox/${receipt?.id ?? 0}`);
    expect(detail.body.text).toContain(`Your reference number is ${reference}.`);
    expect(detail.body.messageId).toMatch(/^<.+@pathways\.localhost>$/);

    const held = await get<OutboxList>('/api/outbox?status=held');
    expect(held.body.messages.every((message) => message.status === 'held')).toBe(true);
    expect((await get<OutboxList>('/api/outbox?status=nonsense')).status).toBe(400);
  });

  it('hides a live reset link from the admin', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'demo-client@example.org' },
    });
    const { body } = await get<OutboxList>('/api/outbox');
    const reset = body.messages.find((message) => message.template === 'passwordReset');
    const detail = await get<OutboxMessage>(`/api/outbox/${reset?.id ?? 0}`);
    expect(detail.body.text).toContain(
      'https://pathways.test/auth/reset-password#token=[link hidden]',
    );
    const stored = await test.db
      .selectFrom('outbox')
      .select('secrets')
      .where('id', '=', reset?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.secrets).toHaveLength(1);
    expect(detail.body.text).not.toContain(stored.secrets[0]);
  });

  it('sends a held or failed message again; anything else is a 409, an unknown id a 404', async () => {
    const { body } = await get<OutboxList>('/api/outbox?status=held');
    const [held] = body.messages;
    const retried = await test.app.inject({
      method: 'POST',
      url: `/api/outbox/${held?.id ?? 0}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const twice = await test.app.inject({
      method: 'POST',
      url: `/api/outbox/${held?.id ?? 0}/retry`,
      headers: { cookie: admin },
    });
    expect(twice.statusCode).toBe(409);
    expect((await get('/api/outbox/999999')).status).toBe(404);
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/outbox/999999/retry',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages newest first with a keyset cursor', async () => {
    for (let index = 0; index < 30; index += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validBodies['/api/contact'], email: `page${index}@example.org` },
      });
    }
    const first = await get<OutboxList>('/api/outbox');
    expect(first.body.messages).toHaveLength(25);
    const ids = first.body.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.nextBefore).toBe(ids.at(-1));
    const second = await get<OutboxList>(`/api/outbox?before=${first.body.nextBefore ?? 0}`);
    expect(second.body.messages[0]?.id).toBeLessThan(ids.at(-1) ?? 0);
  });

  it(`forgets sent and expired messages after ${OUTBOX_RETENTION_DAYS} days, never failed or held ones`, async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const dayMs = 86_400_000;
    const old = new Date(now.getTime() - (OUTBOX_RETENTION_DAYS + 1) * dayMs);
    const recent = new Date(now.getTime() - 10 * dayMs);
    const row = (status: 'sent' | 'expired' | 'failed' | 'held', created: Date, n: number) => ({
      message_id: `<prune-${n}@pathways.test>`,
      template: 'receipt',
      recipient: `prune${n}@example.org`,
      subject: 'Old',
      text_body: 'Old',
      html_body: '<p>Old</p>',
      status,
      next_attempt_at: created,
      created_at: created,
    });
    await test.db
      .insertInto('outbox')
      .values([
        row('sent', old, 1),
        row('expired', old, 2),
        row('failed', old, 3),
        row('held', old, 4),
        row('sent', recent, 5),
      ])
      .execute();
    const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * dayMs);
    expect(await pruneOutbox(test.db, before)).toBe(2);
    const left = await test.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', 'like', 'prune%')
      .orderBy('recipient')
      .execute();
    expect(left.map((r) => r.recipient)).toEqual([
      'prune3@example.org',
      'prune4@example.org',
      'prune5@example.org',
    ]);
  });
});
