import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_LIFETIME_MS, IdempotencyKeys } from '../src/services/idempotency-keys.js';
import { steppingClock } from './support/clock.js';
import { formTables, validBodies } from './support/payloads.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const START = '2026-11-28T12:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

describe.each(backends)('Idempotency-Key on writes (%s)', (backend) => {
  let test: TestApp;
  const time = steppingClock(START);
  let keyNumber = 0;
  const freshKey = () => `key-${backend}-${++keyNumber}`;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
  });
  afterAll(() => test.close());

  const post = (url: string, payload: object, key?: string, cookie?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        ...(key === undefined ? {} : { 'idempotency-key': key }),
        ...(cookie === undefined ? {} : { cookie }),
      },
    });
  const countRows = async (table: (typeof formTables)[keyof typeof formTables]) =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countNotes = async () =>
    Number(
      (
        await test.db
          .selectFrom('submission_notes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectSameAnswer = (first: LightMyRequestResponse, repeat: LightMyRequestResponse) => {
    expect(repeat.statusCode).toBe(first.statusCode);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  };

  it.each(['/api/contact', '/api/client-intake'] as const)(
    '%s: a repeated key stores one row and answers the first reference again',
    async (path) => {
      const before = await countRows(formTables[path]);
      const key = freshKey();
      const first = await post(path, validBodies[path], key);
      expect(first.statusCode).toBe(201);
      const repeat = await post(path, validBodies[path], key);
      expectSameAnswer(first, repeat);
      expect(await countRows(formTables[path])).toBe(before + 1);
    },
  );

  it('a portal write (a note on a submission) is stored once for a repeated key', async () => {
    const worker = await signIn(test.app, 'demo-caseworker');
    const intake = await post('/api/client-intake', validBodies['/api/client-intake']);
    const { id } = intake.json<{ id: number }>();
    const before = await countNotes();
    const key = freshKey();
    const url = `/api/inbox/clientIntake/${id}/notes`;
    const first = await post(url, { body: 'Called back on Tuesday' }, key, worker);
    expect(first.statusCode).toBe(201);
    const repeat = await post(url, { body: 'Called back on Tuesday' }, key, worker);
    expectSameAnswer(first, repeat);
    expect(await countNotes()).toBe(before + 1);
  });

  it('refuses the same key with a different body (422) and stores nothing for it', async () => {
    const key = freshKey();
    const before = await countRows('contact_submissions');
    await post('/api/contact', validBodies['/api/contact'], key);
    const other = await post(
      '/api/contact',
      { ...validBodies['/api/contact'], subject: 'Another question' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
    expect(await countRows('contact_submissions')).toBe(before + 1);
  });

  it('works as before without a key: each post is stored', async () => {
    const before = await countRows('contact_submissions');
    await post('/api/contact', validBodies['/api/contact']);
    await post('/api/contact', validBodies['/api/contact']);
    expect(await countRows('contact_submissions')).toBe(before + 2);
  });

  it('runs the handler once for two concurrent repeats: the other waits for its answer or gets 409', async () => {
    const key = freshKey();
    const before = await countRows('contact_submissions');
    const answers = await Promise.all([
      post('/api/contact', validBodies['/api/contact'], key),
      post('/api/contact', validBodies['/api/contact'], key),
    ]);
    const stored = answers.filter((answer) => answer.statusCode === 201);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(stored.length + busy.length).toBe(answers.length);
    expect(
      new Set(stored.map((answer) => answer.json<{ reference: string }>().reference)).size,
    ).toBe(1);
    for (const answer of busy) expect(answer.headers['retry-after']).toBe('1');
    expect(await countRows('contact_submissions')).toBe(before + 1);
  });

  it('does not keep a failed answer: a corrected repeat with the key is stored', async () => {
    const key = freshKey();
    const invalid = await post('/api/contact', { ...validBodies['/api/contact'], email: 'x' }, key);
    expect(invalid.statusCode).toBe(400);
    const before = await countRows('contact_submissions');
    const valid = await post('/api/contact', validBodies['/api/contact'], key);
    expect(valid.statusCode).toBe(201);
    expect(await countRows('contact_submissions')).toBe(before + 1);
  });

  it('keeps one caller’s key apart from another’s', async () => {
    const key = freshKey();
    const worker = await signIn(test.app, 'demo-caseworker');
    const before = await countRows('contact_submissions');
    await post('/api/contact', validBodies['/api/contact'], key);
    const signedIn = await post('/api/contact', validBodies['/api/contact'], key, worker);
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows('contact_submissions')).toBe(before + 2);
  });

  it('forgets a key after 24 hours, and the hourly cleanup deletes its row', async () => {
    const key = freshKey();
    const before = await countRows('contact_submissions');
    await post('/api/contact', validBodies['/api/contact'], key);
    time.advance(IDEMPOTENCY_KEY_LIFETIME_MS + HOUR_MS);
    const later = await post('/api/contact', validBodies['/api/contact'], key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows('contact_submissions')).toBe(before + 2);
    const keys = new IdempotencyKeys(test.db);
    await keys.prune(time.clock.now());
    const left = await test.db
      .selectFrom('idempotency_keys')
      .select('claimed_at')
      .where('claimed_at', '<=', new Date(time.clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 400 for a key that is not 1 to 255 visible characters', async () => {
    const res = await post('/api/contact', validBodies['/api/contact'], 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
  });
});
