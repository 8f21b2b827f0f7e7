import type {
  AccessLogList,
  AcceptedIntake,
  CaseNote,
  CaseNotesPage,
  ClientRecord,
  InboxDetail,
  MyCase,
  TimelinePage,
} from '@pathways/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { validBodies } from './support/payloads.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** Issue 25, H-1 and M-6: need-to-know from the client's case worker, reasons, histories, notes. */
const NOW = '2026-11-20T15:00:00.000Z';
const TWO_TO_THE_31 = 2 ** 31;
const REASON = 'Quality review of this file';

describe.each(backends)('need-to-know, histories and notes (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  let other: string;
  let workerId: number;
  let otherId: number;
  let adminId: number;

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
    test.app.inject({ method, url, headers: { cookie }, payload });
  const idOf = async (cookie: string) => (await get('/api/user', cookie)).json<{ id: number }>().id;

  async function newIntake(email: string): Promise<number> {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/client-intake',
      payload: {
        ...validBodies['/api/client-intake'],
        email,
        criminalHistory: true,
        criminalDetails: 'Theft conviction 2019',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    test = await createTestApp(backend, {
      clock: steppingClock(NOW).clock,
      mail: { autoStart: false },
    });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
    otherId = await addCaseWorker(test.db, 'other-worker');
    other = await signIn(test.app, 'other-worker');
    [workerId, adminId] = [await idOf(worker), await idOf(admin)];
  });
  afterAll(() => test.close());

  it('lets a case worker claim only an unassigned intake, and keeps who changed what', async () => {
    const intakeId = await newIntake('claimed.elsewhere@example.org');
    const url = `/api/inbox/clientIntake/${intakeId}`;
    expect((await send('PATCH', url, admin, { assignedTo: otherId })).statusCode).toBe(200);

    const taken = await send('PATCH', url, worker, { assignedTo: workerId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fieldErrors: { assignedTo: [expect.any(String)] } });
    expect((await send('POST', `${url}/reveal`, worker, {})).statusCode).toBe(404);
    expect((await send('POST', `${url}/accept`, worker, {})).statusCode).toBe(409);

    expect((await send('PATCH', url, other, { status: 'inReview' })).statusCode).toBe(200);
    const detail = (await get(url, worker)).json<InboxDetail>();
    expect(detail.assignedTo?.id).toBe(otherId);
    expect(
      detail.history.map(({ change, from, to, actor }) => ({ change, from, to, by: actor?.id })),
    ).toEqual([
      { change: 'status', from: 'new', to: 'inReview', by: otherId },
      { change: 'assignedTo', from: null, to: 'Case Worker other-worker', by: adminId },
    ]);
    const older = await get(`${url}/history?before=${detail.history[0]?.id ?? 0}`, admin);
    expect(older.json<{ entries: unknown[] }>().entries).toHaveLength(1);
  });

  it('takes need-to-know from the client’s case worker once accepted, and logs the read under the client', async () => {
    const intakeId = await newIntake('accepted.elsewhere@example.org');
    const url = `/api/inbox/clientIntake/${intakeId}`;
    expect((await send('PATCH', url, worker, { assignedTo: workerId })).statusCode).toBe(200);
    expect((await send('POST', `${url}/reveal`, worker, {})).statusCode).toBe(200);

    const accepted = await send('POST', `${url}/accept`, admin, { caseWorkerId: otherId });
    expect(accepted.statusCode).toBe(201);
    const { clientId } = accepted.json<AcceptedIntake>();

    // Claiming it back after acceptance gives nothing: refused, and still no need-to-know.
    expect((await send('PATCH', url, worker, { assignedTo: workerId })).statusCode).toBe(409);
    expect((await send('PATCH', url, worker, { status: 'new' })).statusCode).toBe(409);
    expect((await send('POST', `${url}/reveal`, worker, {})).statusCode).toBe(404);

    const opened = await send('POST', `${url}/reveal`, other, {});
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ answers: { criminalDetails: 'Theft conviction 2019' } });
    const log = (await get(`/api/access-log?clientId=${clientId}`, admin)).json<AccessLogList>();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actor: { id: otherId },
      clientId,
      submission: { kind: 'clientIntake', id: intakeId },
    });
  });

  it('asks an admin for a reason even after they made themselves the case worker or assignee', async () => {
    const intakeId = await newIntake('admin.self@example.org');
    const url = `/api/inbox/clientIntake/${intakeId}`;
    expect((await send('PATCH', url, admin, { assignedTo: adminId })).statusCode).toBe(200);
    const noReason = await send('POST', `${url}/reveal`, admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: [expect.any(String)] } });

    const accepted = await send('POST', `${url}/accept`, admin, { caseWorkerId: workerId });
    const { clientId } = accepted.json<AcceptedIntake>();
    const record = (await get(`/api/clients/${clientId}`, admin)).json<ClientRecord>();
    // A case worker hands no client to herself, not even one of her own.
    const selfHandOver = await send('PATCH', `/api/clients/${clientId}`, worker, {
      version: record.version,
      caseWorkerId: workerId,
    });
    expect(selfHandOver.statusCode).toBe(400);
    expect(
      (
        await send('PATCH', `/api/clients/${clientId}`, other, {
          version: record.version,
          caseWorkerId: otherId,
        })
      ).statusCode,
    ).toBe(404);

    const handed = await send('PATCH', `/api/clients/${clientId}`, admin, {
      version: record.version,
      caseWorkerId: adminId,
    });
    expect(handed.statusCode).toBe(200);
    const sensitive = `/api/clients/${clientId}/sensitive`;
    expect((await send('POST', sensitive, admin, {})).statusCode).toBe(400);
    const opened = await send('POST', sensitive, admin, { reason: REASON });
    expect(opened.statusCode).toBe(200);
    const log = (await get(`/api/access-log?clientId=${clientId}`, admin)).json<AccessLogList>();
    expect(log.entries[0]).toMatchObject({ clientId, reason: REASON });
  });

  it('never sends a client an earlier text, an internal note or a redacted one', async () => {
    const clientId = (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo-client')
        .executeTakeFirstOrThrow()
    ).id;
    const client = await signIn(test.app, 'demo-client');
    const notes = `/api/clients/${clientId}/notes`;
    const shared = (
      await send('POST', notes, worker, {
        body: 'First draft about the interview',
        internal: false,
      })
    ).json<CaseNote>();
    const edited = await send('PATCH', `${notes}/${shared.id}`, worker, {
      body: 'Interview went well',
    });
    expect(edited.json<CaseNote>().earlierBodies).toEqual(['First draft about the interview']);

    const mine = await get('/api/my/case', client);
    expect(mine.body).not.toContain('First draft about the interview');
    const note = mine.json<MyCase>().notes.find((entry) => entry.id === shared.id);
    expect(note).toMatchObject({ body: 'Interview went well', earlierBodies: [] });

    const hidden = await send('PATCH', `${notes}/${shared.id}`, worker, { internal: true });
    expect(hidden.json<CaseNote>()).toMatchObject({ internal: true, body: 'Interview went well' });
    const afterHiding = (await get('/api/my/case', client)).json<MyCase>();
    expect(afterHiding.notes.map((entry) => entry.id)).not.toContain(shared.id);

    const slip = (
      await send('POST', notes, worker, {
        body: 'Mentioned the relapse in October',
        internal: false,
      })
    ).json<CaseNote>();
    const redacted = await send('POST', `${notes}/${slip.id}/redact`, worker, { reason: REASON });
    expect(redacted.statusCode).toBe(200);
    expect(redacted.json<CaseNote>()).toMatchObject({ body: '', earlierBodies: [] });
    expect(redacted.json<CaseNote>().redactedAt).not.toBeNull();
    expect((await get('/api/my/case', client)).body).not.toContain('relapse');
    const stored = await sql<{ id: number }>`select id from case_notes
      where body like '%relapse%' or earlier_bodies::text like '%relapse%'`.execute(test.db);
    expect(stored.rows).toEqual([]);
    const timeline = (
      await get(`/api/clients/${clientId}/timeline?limit=1`, worker)
    ).json<TimelinePage>();
    expect(timeline.entries[0]).toMatchObject({ action: 'noteRedacted' });
    expect(JSON.stringify(timeline.entries[0])).not.toContain('relapse');
  });

  it('pages notes and history by key, newest first', async () => {
    const clientId = (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo-client')
        .executeTakeFirstOrThrow()
    ).id;
    for (const body of ['Called about the forklift course', 'Booked the course for Monday']) {
      expect(
        (await send('POST', `/api/clients/${clientId}/notes`, worker, { body })).statusCode,
      ).toBe(201);
    }
    for (const name of ['Forklift course', 'Course certificate']) {
      expect(
        (await send('POST', `/api/clients/${clientId}/milestones`, worker, { name })).statusCode,
      ).toBe(201);
    }
    const first = (
      await get(`/api/clients/${clientId}/notes?limit=1`, worker)
    ).json<CaseNotesPage>();
    expect(first.notes).toHaveLength(1);
    expect(first.nextBefore).toBe(first.notes[0]?.id);
    const second = (
      await get(`/api/clients/${clientId}/notes?limit=1&before=${first.nextBefore ?? 0}`, worker)
    ).json<CaseNotesPage>();
    expect(second.notes[0]?.id).toBeLessThan(first.notes[0]?.id ?? 0);
    expect((await get(`/api/clients/${clientId}/notes?limit=1000`, worker)).statusCode).toBe(400);
    const history = (
      await get(`/api/clients/${clientId}/timeline?limit=2`, worker)
    ).json<TimelinePage>();
    expect(history.entries).toHaveLength(2);
    expect(history.nextBefore).toBe(history.entries[1]?.id);
  });

  it('answers a field error, never a 5xx, for a version past 2^31 or a cursor past any row', async () => {
    const clientId = (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo-client')
        .executeTakeFirstOrThrow()
    ).id;
    const staff = await send('PATCH', `/api/clients/${clientId}`, worker, {
      version: TWO_TO_THE_31,
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json()).toMatchObject({ fieldErrors: { version: [expect.any(String)] } });
    const client = await signIn(test.app, 'demo-client');
    const own = await send('PATCH', '/api/my/profile', client, { version: TWO_TO_THE_31 });
    expect(own.statusCode).toBe(400);
    const cursor = await get('/api/inbox?cursor=99999999999999999-contact-99999999999', worker);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ fieldErrors: { cursor: [expect.any(String)] } });
  });

  it('answers 409 when the intake’s e-mail has an account, and links that account when asked', async () => {
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: 'Casey Rivers',
        email: 'casey.rivers@example.org',
        username: 'caseyrivers',
        role: 'client',
        password: 'casey-password',
        confirmPassword: 'casey-password',
      },
    });
    expect(registered.statusCode).toBe(201);
    const accountId = registered.json<{ id: number }>().id;
    const intakeId = await newIntake('Casey.Rivers@example.org');
    const url = `/api/inbox/clientIntake/${intakeId}/accept`;
    const refused = await send('POST', url, admin, { caseWorkerId: workerId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('already exists (caseyrivers)');
    const wrong = await send('POST', url, admin, {
      caseWorkerId: workerId,
      linkToUserId: workerId,
    });
    expect(wrong.statusCode).toBe(400);

    const linked = await send('POST', url, admin, {
      caseWorkerId: workerId,
      linkToUserId: accountId,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json<AcceptedIntake>()).toEqual({
      clientId: accountId,
      username: 'caseyrivers',
      invitation: null,
    });
    const mine = await get('/api/my/case', await signIn(test.app, 'caseyrivers', 'casey-password'));
    expect(mine.statusCode).toBe(200);
  });
});
