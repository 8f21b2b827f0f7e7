import type { Invitation } from '@pathways/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { steppingClock } from './support/clock.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 32 D2: a double tap on a portal button sends the same request twice, at once, with one
 * Idempotency-Key. One record is stored (one e-mail for a message), both answers are the first
 * one's, and another person's request with the same key is theirs alone.
 */
describe.each(backends)('a double submit in the portal stores one record (%s)', (backend) => {
  let test: TestApp;
  const time = steppingClock('2026-11-26T15:00:00.000Z');
  const cookies: Record<string, string> = {};
  let clientId: number;
  let employerId: number;
  let keyNumber = 0;
  const freshKey = () => `double-tap-${backend}-${++keyNumber}`;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    await addCaseWorker(test.db, 'other-worker');
    for (const name of ['demo-caseworker', 'demo-client', 'demo-employer', 'other-worker']) {
      cookies[name] = await signIn(test.app, name);
    }
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cookies['demo-client'] ?? '' },
    });
    clientId = me.json<{ id: number }>().id;
    const options = await test.app.inject({
      method: 'GET',
      url: '/api/employers/options',
      headers: { cookie: cookies['demo-caseworker'] ?? '' },
    });
    const employers = options.json<{ employers: { id: number }[] }>().employers;
    employerId = employers[0]?.id ?? 0;
  });
  afterAll(() => test.close());

  const post = (who: string, url: string, payload: object, key: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: cookies[who] ?? '', 'idempotency-key': key },
    });
  const count = async (table: keyof Database) =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Both at once, as a double click sends them; a 409 "still being handled" is asked again. */
  async function doubleTap(who: string, url: string, payload: object) {
    const key = freshKey();
    const [first, second] = await Promise.all([
      post(who, url, payload, key),
      post(who, url, payload, key),
    ]);
    const settle = async (answer: LightMyRequestResponse) =>
      answer.statusCode === 409 && answer.headers['retry-after'] !== undefined
        ? post(who, url, payload, key)
        : answer;
    return { key, answers: [await settle(first), await settle(second)] as const };
  }

  const cases = [
    {
      action: 'Add note',
      who: 'demo-caseworker',
      table: 'case_notes',
      url: () => `/api/clients/${clientId}/notes`,
      payload: () => ({ body: 'Called about the forklift course', internal: true }),
    },
    {
      action: 'Send (case worker’s message)',
      who: 'demo-caseworker',
      table: 'case_messages',
      url: () => `/api/clients/${clientId}/messages`,
      payload: () => ({ body: 'See you on Thursday' }),
    },
    {
      action: 'Schedule',
      who: 'demo-caseworker',
      table: 'appointments',
      url: () => `/api/clients/${clientId}/appointments`,
      payload: () => ({ title: 'Resume review', date: '2026-12-02T15:00:00Z', mode: 'virtual' }),
    },
    {
      action: 'Record consent',
      who: 'demo-caseworker',
      table: 'consents',
      url: () => `/api/clients/${clientId}/consents`,
      payload: () => ({
        scope: 'employer',
        employerId,
        textVersion: 'employer-sharing-2026-11',
        obtainedBy: 'inPerson',
      }),
    },
    {
      action: 'the client’s Send',
      who: 'demo-client',
      table: 'case_messages',
      url: () => '/api/my/messages',
      payload: () => ({ body: 'Can we meet on Friday instead?' }),
    },
    {
      action: 'the employer’s Save as draft',
      who: 'demo-employer',
      table: 'jobs',
      url: () => '/api/employer/jobs',
      payload: () => ({
        title: 'Warehouse Associate',
        description: 'Pick, pack and load orders for local stores on a day shift.',
        location: 'Waterloo, IA',
        payMin: 17,
        payMax: 19,
        schedule: 'fullTime',
        requirements: 'Able to lift 40 lb',
        fairChanceStatement: 'Every applicant is judged on the work, not a record.',
        excludedCategories: [],
      }),
    },
  ] as const;

  it.each(cases)('$action: one record for two identical requests', async (entry) => {
    const before = await count(entry.table);
    const mailBefore = await count('outbox');
    const { answers } = await doubleTap(entry.who, entry.url(), entry.payload());
    const [first, second] = answers;
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await count(entry.table)).toBe(before + 1);
    if (entry.table === 'case_messages' && entry.who === 'demo-caseworker') {
      // One e-mail tells the client a message is waiting, not two.
      expect(await count('outbox')).toBe(mailBefore + 1);
    }
  });

  it('keeps another person’s request with the same key apart: it is stored, and the first answer is not shown', async () => {
    const key = freshKey();
    const url = `/api/clients/${clientId}/notes`;
    const mine = await post('demo-caseworker', url, { body: 'Mine', internal: true }, key);
    expect(mine.statusCode).toBe(201);
    const before = await count('case_notes');
    // Another case worker does not reach this client: a 404, not the first answer.
    const theirs = await post('other-worker', url, { body: 'Mine', internal: true }, key);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('"Mine"');
    expect(await count('case_notes')).toBe(before);
    const client = await post('demo-client', '/api/my/messages', { body: 'Mine' }, key);
    expect(client.statusCode).toBe(201);
    expect(client.headers['idempotent-replayed']).toBeUndefined();
  });

  it('issues a lost invitation link again (D3): earlier links stop working, one e-mail each time', async () => {
    // demo-client has a password: a link staff can read would let them take the account over.
    const refused = await post(
      'demo-caseworker',
      `/api/clients/${clientId}/invitation`,
      {},
      freshKey(),
    );
    expect(refused.statusCode).toBe(409);
    const invited = await test.db
      .updateTable('users')
      .set({ password: '!invited' })
      .where('id', '=', clientId)
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/clients/${invited.id}/invitation`;
    expect((await post('other-worker', url, {}, freshKey())).statusCode).toBe(404);
    expect((await post('demo-client', url, {}, freshKey())).statusCode).toBe(403);
    const first = await post('demo-caseworker', url, {}, freshKey());
    expect(first.statusCode, first.body).toBe(201);
    const { answers } = await doubleTap('demo-caseworker', url, {});
    expect(answers[1].json()).toEqual(answers[0].json());
    const second = answers[0].json<Invitation>();
    expect(second.username).toBe('demo-client');
    expect(second.link).not.toBe(first.json<Invitation>().link);
    const verify = (link: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/password-reset/verify',
        payload: { token: new URL(link).hash.replace('#token=', '') },
      });
    expect((await verify(first.json<Invitation>().link)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await verify(second.link)).statusCode).toBe(200);
    const history = await test.db
      .selectFrom('client_events')
      .select('action')
      .where('client_id', '=', clientId)
      .where('action', '=', 'invitationReissued')
      .execute();
    expect(history).toHaveLength(2);
  });
});
