import type { ErrorBody, InboxDetail, InboxKind, SubmissionHistoryPage } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBodies } from './support/payloads.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 32 D5: the inbox goes past "Mark in review" for every kind of submission: Decline and Close
 * each with a reason, assignment to a staff member, and a reply by e-mail through the outbox in
 * the language the sender used; every action on the submission's history, staff only, impossible
 * moves refused with 409, and nothing about the sender in the log.
 */
const forms: [InboxKind, keyof typeof validBodies][] = [
  ['contact', '/api/contact'],
  ['clientIntake', '/api/client-intake'],
  ['employerPartnership', '/api/employer-partnership'],
  ['volunteer', '/api/volunteer-application'],
  ['employerOnboarding', '/api/employer-onboarding'],
  ['donationPledge', '/api/donations'],
];

const SENDER = 'Marisol Quintanilla';
const SENDER_EMAIL = 'marisol.quintanilla@example.org';
const REPLY = 'Our next training starts on Monday at 9. Bring an ID.';

describe.each(backends)('inbox decisions, assignment and replies (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  const ids = new Map<InboxKind, number>();
  const lines: string[] = [];

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
    test.app.inject({ method, url, headers: { cookie }, payload });
  const historyOf = async (kind: InboxKind, id: number) =>
    (await get(`/api/inbox/${kind}/${id}/history`, admin)).json<SubmissionHistoryPage>().entries;

  beforeAll(async () => {
    test = await createTestApp(backend, {
      mail: { autoStart: false },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
    for (const [kind, url] of forms) {
      const sent = await test.app.inject({ method: 'POST', url, payload: validBodies[url] });
      expect(sent.statusCode, url).toBe(201);
      ids.set(kind, sent.json<{ id: number }>().id);
    }
  });
  afterAll(() => test.close());

  it.each(forms)(
    'declines a %s submission only with a reason, refuses closing it until reopened, then closes it',
    async (kind) => {
      const id = ids.get(kind) ?? 0;
      const url = `/api/inbox/${kind}/${id}`;
      expect((await send('PATCH', url, worker, { status: 'inReview' })).statusCode).toBe(200);

      const noReason = await send('PATCH', url, worker, { status: 'declined' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json<ErrorBody>().fieldErrors?.['reason']).toEqual([
        'Please say why (at least 3 characters)',
      ]);
      const declined = await send('PATCH', url, worker, {
        status: 'declined',
        reason: 'Outside our service area',
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'declined' });

      const impossible = await send('PATCH', url, worker, {
        status: 'closed',
        reason: 'Done',
      });
      expect(impossible.statusCode).toBe(409);
      expect(impossible.json<ErrorBody>().message).toBe(
        'This submission is Declined: it cannot be marked Closed. Reopen it (In review) first.',
      );

      expect((await send('PATCH', url, worker, { status: 'inReview' })).statusCode).toBe(200);
      const closed = await send('PATCH', url, worker, {
        status: 'closed',
        reason: 'Answered by phone',
      });
      expect(closed.statusCode, closed.body).toBe(200);

      const history = await historyOf(kind, id);
      expect(history.map(({ change, from, to, reason }) => ({ change, from, to, reason }))).toEqual(
        [
          { change: 'status', from: 'inReview', to: 'closed', reason: 'Answered by phone' },
          { change: 'status', from: 'declined', to: 'inReview', reason: null },
          {
            change: 'status',
            from: 'inReview',
            to: 'declined',
            reason: 'Outside our service area',
          },
          { change: 'status', from: 'new', to: 'inReview', reason: null },
        ],
      );
    },
  );

  it('assigns a submission to a staff member, on its history', async () => {
    const id = ids.get('volunteer') ?? 0;
    const workerId = (await get('/api/user', worker)).json<{ id: number; fullName: string }>();
    const assigned = await send('PATCH', `/api/inbox/volunteer/${id}`, admin, {
      assignedTo: workerId.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignedTo: { id: workerId.id } });
    expect((await historyOf('volunteer', id))[0]).toMatchObject({
      change: 'assignedTo',
      from: null,
      to: workerId.fullName,
    });
  });

  it('lets only staff decide, assign or reply', async () => {
    const id = ids.get('contact') ?? 0;
    const client = await signIn(test.app, 'demo-client');
    const employer = await signIn(test.app, 'demo-employer');
    for (const cookie of [client, employer]) {
      expect(
        (await send('PATCH', `/api/inbox/contact/${id}`, cookie, { status: 'inReview' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send('POST', `/api/inbox/contact/${id}/reply`, cookie, { body: REPLY })).statusCode,
      ).toBe(403);
    }
    const anonymous = await test.app.inject({
      method: 'POST',
      url: `/api/inbox/contact/${id}/reply`,
      payload: { body: REPLY },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await send('POST', `/api/inbox/contact/999999/reply`, admin, { body: REPLY })).statusCode,
    ).toBe(404);
  });

  it('replies by e-mail in the language the sender used, on the history, with nothing of it in the log', async () => {
    const contact = { ...validBodies['/api/contact'], name: SENDER, email: SENDER_EMAIL };
    const spanish = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-language': 'es' },
      payload: contact,
    });
    expect(spanish.statusCode).toBe(201);
    const spanishId = spanish.json<{ id: number; reference: string }>();
    const englishId = ids.get('employerPartnership') ?? 0;
    lines.length = 0;

    const empty = await send('POST', `/api/inbox/contact/${spanishId.id}/reply`, worker, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().fieldErrors?.['body']).toEqual(['Please write your reply']);

    const replied = await send('POST', `/api/inbox/contact/${spanishId.id}/reply`, worker, {
      body: REPLY,
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toMatchObject({ change: 'reply', from: null, to: null });
    const english = await send('POST', `/api/inbox/employerPartnership/${englishId}/reply`, admin, {
      body: 'Thank you, we will call you this week.',
    });
    expect(english.statusCode).toBe(201);

    const replies = await test.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', 'submissionReply')
      .orderBy('id')
      .execute();
    expect(replies).toHaveLength(2);
    expect(replies[0]?.recipient).toBe(SENDER_EMAIL);
    expect(replies[0]?.subject).toBe(
      `Sobre su solicitud ${spanishId.reference} a Cedar Valley Pathways`,
    );
    expect(replies[0]?.text_body).toContain(REPLY);
    expect(replies[0]?.text_body).toContain(SENDER);
    expect(replies[1]?.recipient).toBe(validBodies['/api/employer-partnership'].email);
    expect(replies[1]?.subject).toMatch(/^About your request .+ to Cedar Valley Pathways$/);
    // The greeting names the person, not "Name (Company)".
    expect(replies[1]?.text_body).toContain(validBodies['/api/employer-partnership'].contactName);
    expect(replies[1]?.text_body).not.toContain(
      `(${validBodies['/api/employer-partnership'].companyName})`,
    );

    const detail = (await get(`/api/inbox/contact/${spanishId.id}`, admin)).json<InboxDetail>();
    expect(detail.history[0]).toMatchObject({ change: 'reply', from: null, to: null });
    const log = lines.join('');
    for (const value of [SENDER, SENDER_EMAIL, REPLY]) expect(log).not.toContain(value);
  });
});
