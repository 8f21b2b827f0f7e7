import type { ClientScreening, InboxDetail, SubmissionReceipt } from '@pathways/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/services/clock.js';
import { backends, createTestApp, signIn, testEnv } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** 15:00 UTC on 1 May 2026 is 10:00 in Iowa: "today" for the screener is 2026-05-01. */
const NOW = '2026-05-01T15:00:00.000Z';

const STAFF = 'staff-alerts@cedarvalleypathways.test';

/** A misdemeanor convicted 2020-03-01: "more than eight years" is first true on 2028-03-02. */
const waitingCase = {
  outcome: 'convicted',
  date: '2020-03-01',
  level: 'serious-misdemeanor',
  statute: '714.2',
  allPaid: 'yes',
  pendingCharges: 'no',
  priorDeferredJudgments: 0,
  priorMisdemeanorExpungement: 'no',
  insanityOrIncompetence: 'no',
};
const referral = {
  name: 'Marisol Okonkwo-Vance',
  email: 'marisol.vance@example.org',
  phone: '3195550142',
  language: 'es',
  case: { ...waitingCase, statute: '714.16' },
};

describe.each(backends)('record clearing (%s)', (backend) => {
  let test: TestApp;
  let worker: string;
  let otherWorker: string;
  let admin: string;
  let clientId: number;

  const post = (url: string, payload: object, cookie?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });

  beforeAll(async () => {
    test = await createTestApp(backend, {
      clock: fixedClock(NOW),
      env: { ...testEnv, STAFF_ALERT_TO: STAFF, PUBLIC_URL: 'https://pathways.test' },
    });
    [worker, otherWorker, admin] = await Promise.all([
      signIn(test.app, 'demo-caseworker'),
      signIn(test.app, 'demo-caseworker-2'),
      signIn(test.app, 'demo-admin'),
    ]);
    const client = await test.db
      .selectFrom('client_profiles')
      .innerJoin('users', 'users.id', 'client_profiles.case_worker_id')
      .select('client_profiles.id')
      .where('users.username', '=', 'demo-caseworker')
      .executeTakeFirstOrThrow();
    clientId = client.id;
  });

  afterAll(async () => {
    await test.close();
  });

  describe('POST /api/record-clearing-screenings', () => {
    let receipt: SubmissionReceipt;

    it('answers 201 with an id and a reference', async () => {
      const response = await post('/api/record-clearing-screenings', referral);
      expect(response.statusCode).toBe(201);
      receipt = response.json<SubmissionReceipt>();
      expect(receipt.reference).toMatch(/^PW-\d{4}-\d{6}$/);
    });

    it('stores the case and the answer sealed: the row holds none of them in plaintext', async () => {
      const { rows } = await sql<{ row: string }>`
        select row_to_json(s)::text as row from record_clearing_screenings s where id = ${receipt.id}
      `.execute(test.db);
      const stored = rows[0]?.row ?? '';
      expect(stored).toContain(referral.name);
      for (const plaintext of [
        '714.16',
        '2020-03-01',
        'convicted',
        'serious-misdemeanor',
        '901C.3',
      ]) {
        expect(stored).not.toContain(plaintext);
      }
    });

    it('queues a Spanish receipt with the reference, which says nothing of the case, and alerts staff', async () => {
      const mail = await test.db
        .selectFrom('outbox')
        .select(['recipient', 'template', 'subject', 'text_body', 'html_body'])
        .where('subject', 'like', `%${receipt.reference}%`)
        .execute();
      const sentReceipt = mail.find((message) => message.recipient === referral.email);
      expect(sentReceipt).toMatchObject({
        template: 'receipt',
        subject: `Recibimos su pedido (${receipt.reference})`,
      });
      expect(sentReceipt?.text_body).toContain(`Su número de referencia es ${receipt.reference}.`);
      for (const private_ of ['714.16', '2020-03-01', '901C', 'antecedentes', 'expunge']) {
        expect(`${sentReceipt?.text_body}${sentReceipt?.html_body}`).not.toContain(private_);
      }
      expect(mail.find((message) => message.recipient === STAFF)).toMatchObject({
        template: 'staffAlert',
        subject: `New record-clearing screening ${receipt.reference}`,
      });
    });

    it('shows in the staff inbox as a record-clearing screening, the case protected until opened', async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/inbox/recordClearing/${receipt.id}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<InboxDetail>();
      expect(detail.reference).toBe(receipt.reference);
      expect(detail.protectedFields).toEqual(expect.arrayContaining(['case', 'answer']));
      expect(JSON.stringify(detail.answers)).not.toContain('714.16');
    });

    it('opens the case for an admin who says why, answered again by the server, and logs the read', async () => {
      const response = await post(
        `/api/inbox/recordClearing/${receipt.id}/reveal`,
        { reason: 'Calling her back about the screening' },
        admin,
      );
      expect(response.statusCode).toBe(200);
      const { answers } = response.json<{
        answers: Record<string, { statute?: string; status?: string; eligibleOn?: string }>;
      }>();
      expect(answers['case']?.statute).toBe('714.16');
      expect(answers['answer']).toMatchObject({ status: 'not-yet', eligibleOn: '2028-03-02' });
      // The inbox's one reveal logs the submission it opened in its own columns.
      const logged = await test.db
        .selectFrom('access_log')
        .select(['fields', 'submission_kind', 'submission_id', 'actor_id'])
        .where('reason', '=', 'Calling her back about the screening')
        .executeTakeFirstOrThrow();
      expect(logged).toMatchObject({
        fields: ['case', 'answer'],
        submission_kind: 'recordClearing',
        submission_id: receipt.id,
      });
      expect(logged.actor_id).not.toBeNull();
    });

    it('does not open it for a case worker it is not assigned to (404)', async () => {
      const response = await post(`/api/inbox/recordClearing/${receipt.id}/reveal`, {}, worker);
      expect(response.statusCode).toBe(404);
    });

    it.each([
      ['an unknown outcome', { case: { ...waitingCase, outcome: 'pardoned' } }, 'case'],
      ['a date that is not a day', { case: { ...waitingCase, date: '2020-02-30' } }, 'case'],
      ['no e-mail', { email: '' }, 'email'],
      ['no case', { case: undefined }, 'case'],
    ])('answers 400 with field errors for %s, storing nothing', async (_label, change, field) => {
      const before = await test.db
        .selectFrom('record_clearing_screenings')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      const response = await post('/api/record-clearing-screenings', { ...referral, ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
      const after = await test.db
        .selectFrom('record_clearing_screenings')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(after.count).toBe(before.count);
    });
  });

  describe('POST /api/clients/:id/record-screenings', () => {
    const url = () => `/api/clients/${clientId}/record-screenings`;

    it('the case worker screens a case: answer, timeline entry, and a task due on the "not yet" date', async () => {
      const response = await post(url(), { case: waitingCase }, worker);
      expect(response.statusCode).toBe(201);
      const screening = response.json<ClientScreening>();
      expect(screening.answer).toMatchObject({
        status: 'not-yet',
        route: '901C.3',
        eligibleOn: '2028-03-02',
      });
      expect(screening.followUp).toMatchObject({ dueDate: '2028-03-02' });

      const record = await test.app.inject({
        method: 'GET',
        url: `/api/clients/${clientId}`,
        headers: { cookie: worker },
      });
      const { timeline, milestones } = record.json<{
        timeline: { action: string; changes: Record<string, unknown[]> }[];
        milestones: { id: number; dueDate: string | null }[];
      }>();
      const entry = timeline.find((event) => event.action === 'recordScreened');
      expect(entry?.changes).toMatchObject({
        status: [null, 'not-yet'],
        section: [null, '901C.3'],
        eligibleOn: [null, '2028-03-02'],
      });
      expect(milestones.some((milestone) => milestone.id === screening.followUp?.id)).toBe(true);
    });

    it('an eligible case adds no task', async () => {
      const response = await post(url(), { case: { ...waitingCase, date: '2017-03-01' } }, admin);
      expect(response.statusCode).toBe(201);
      expect(response.json<ClientScreening>()).toMatchObject({
        answer: { status: 'eligible' },
        followUp: null,
      });
    });

    it('another case worker gets 404, and nothing is written', async () => {
      const before = await test.db
        .selectFrom('client_events')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      const response = await post(url(), { case: waitingCase }, otherWorker);
      expect(response.statusCode).toBe(404);
      const after = await test.db
        .selectFrom('client_events')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      expect(after.count).toBe(before.count);
    });

    it('a client that does not exist is 404', async () => {
      const response = await post(
        '/api/clients/999999/record-screenings',
        { case: waitingCase },
        admin,
      );
      expect(response.statusCode).toBe(404);
    });

    it('a bad case is 400 with field errors', async () => {
      const response = await post(
        url(),
        { case: { ...waitingCase, priorDeferredJudgments: -1 } },
        worker,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain('case');
    });
  });
});
