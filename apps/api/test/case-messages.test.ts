import type { CaseMessage, ClientsList, MessageThread } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCaseWorker } from './support/staff.js';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const SECRET_WORDS = 'your parole officer moved the hearing to Thursday';

describe.each(backends)('messages between a client and their case worker (%s)', (backend) => {
  let test: TestApp;
  let worker: string;
  let client: string;
  let admin: string;
  let other: string;
  let clientId: number;
  const time = steppingClock('2026-11-25T15:00:00Z');

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object = {}) =>
    test.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const unreadOnCaseload = async (cookie: string) =>
    (await get('/api/clients', cookie))
      .json<ClientsList>()
      .clients.find((entry) => entry.id === clientId)?.unreadMessages;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    worker = await signIn(test.app, 'demo-caseworker');
    client = await signIn(test.app, 'demo-client');
    admin = await signIn(test.app, 'demo-admin');
    await addCaseWorker(test.db, 'other-caseworker');
    other = await signIn(test.app, 'other-caseworker');
    clientId = (await get('/api/user', client)).json<{ id: number }>().id;
  });
  afterAll(() => test.close());

  it('delivers a case worker’s message to the client, with an e-mail that carries no text', async () => {
    const sent = await post(`/api/clients/${clientId}/messages`, worker, { body: SECRET_WORDS });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<CaseMessage>()).toMatchObject({
      fromClient: false,
      body: SECRET_WORDS,
      readAt: null,
      sentAt: '2026-11-25T15:00:00.000Z',
    });

    const mail = await test.db
      .selectFrom('outbox')
      .select(['template', 'recipient', 'subject', 'text_body', 'html_body'])
      .where('template', '=', 'caseWorkerMessage')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('demo-client@example.org');
    expect(mail[0]?.text_body).toContain('/dashboard/client/messages');
    expect(`${mail[0]?.subject} ${mail[0]?.text_body} ${mail[0]?.html_body}`).not.toContain(
      'parole',
    );

    // The count on the client's menu (issue 32 D13), before they open the thread.
    expect((await get('/api/my/messages/unread', client)).json()).toEqual({ unread: 1 });
    expect((await get('/api/my/messages/unread', worker)).statusCode).toBe(403);
    const mine = (await get('/api/my/messages', client)).json<MessageThread>();
    expect(mine.unread).toBe(1);
    expect(mine.messages.map((message) => message.body)).toEqual([SECRET_WORDS]);
    time.advance(60_000);
    expect((await post('/api/my/messages/read', client)).json()).toEqual({ unread: 0 });
    const read = (await get('/api/my/messages', client)).json<MessageThread>();
    expect(read.unread).toBe(0);
    expect((await get('/api/my/messages/unread', client)).json()).toEqual({ unread: 0 });
    expect(read.messages[0]?.readAt).toBe('2026-11-25T15:01:00.000Z');
    // Reading it is not the case worker's unread count: that counts the client's messages.
    expect(
      (await get(`/api/clients/${clientId}/messages`, worker)).json<MessageThread>().unread,
    ).toBe(0);
  });

  it('counts the client’s replies as unread for staff until the case worker opens the thread', async () => {
    expect(await unreadOnCaseload(worker)).toBe(0);
    // The admin counts every caseload, the demo data's other case workers' too.
    const adminBefore = (await get('/api/messages/unread', admin)).json<{ unread: number }>()
      .unread;
    for (const body of ['Thank you, I will be there', 'Can I bring my sister?']) {
      expect((await post('/api/my/messages', client, { body })).statusCode).toBe(201);
    }
    expect(await unreadOnCaseload(worker)).toBe(2);
    const waiting = (await get('/api/clients?unread=true', worker)).json<ClientsList>().clients;
    expect(waiting.map((entry) => entry.id)).toEqual([clientId]);
    expect((await get('/api/messages/unread', worker)).json()).toEqual({ unread: 2 });
    expect((await get('/api/messages/unread', admin)).json()).toEqual({ unread: adminBefore + 2 });
    expect((await get('/api/messages/unread', other)).json()).toEqual({ unread: 0 });

    const thread = (await get(`/api/clients/${clientId}/messages`, worker)).json<MessageThread>();
    expect(thread.unread).toBe(2);
    expect(thread.messages.map((message) => [message.fromClient, message.body])).toEqual([
      [false, SECRET_WORDS],
      [true, 'Thank you, I will be there'],
      [true, 'Can I bring my sister?'],
    ]);
    // Only the staff message goes out by e-mail.
    const mails = await test.db.selectFrom('outbox').select('template').execute();
    expect(mails.filter((row) => row.template === 'caseWorkerMessage')).toHaveLength(1);

    expect((await post(`/api/clients/${clientId}/messages/read`, worker)).json()).toEqual({
      unread: 0,
    });
    expect(await unreadOnCaseload(worker)).toBe(0);
    expect((await get('/api/messages/unread', worker)).json()).toEqual({ unread: 0 });
    expect((await get('/api/clients?unread=true', worker)).json<ClientsList>().clients).toEqual([]);
  });

  it('keeps a thread from everyone but the client, their case worker and admins', async () => {
    for (const [method, url] of [
      ['GET', `/api/clients/${clientId}/messages`],
      ['POST', `/api/clients/${clientId}/messages`],
      ['POST', `/api/clients/${clientId}/messages/read`],
    ] as const) {
      const res =
        method === 'GET' ? await get(url, other) : await post(url, other, { body: 'Hello' });
      expect(res.statusCode, url).toBe(404);
      const asAdmin =
        method === 'GET' ? await get(url, admin) : await post(url, admin, { body: 'Hello' });
      expect(asAdmin.statusCode, url).toBeLessThan(300);
    }
    expect((await get(`/api/clients/${clientId}/messages`, client)).statusCode).toBe(403);
    expect((await get('/api/my/messages', worker)).statusCode).toBe(403);
    // An admin passes every role gate but has no case file, so no thread of their own.
    expect((await get('/api/my/messages', admin)).statusCode).toBe(404);
  });

  it('refuses an empty message with a field error, and stores nothing', async () => {
    const before = (await get('/api/my/messages', client)).json<MessageThread>().messages.length;
    const empty = await post('/api/my/messages', client, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { body: [expect.any(String)] } });
    const staffEmpty = await post(`/api/clients/${clientId}/messages`, worker, {});
    expect(staffEmpty.statusCode).toBe(400);
    expect((await get('/api/my/messages', client)).json<MessageThread>().messages).toHaveLength(
      before,
    );
  });
});
