import type { AcceptedIntake, InboxDetail, InboxList, InvitedUser } from '@pathways/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBodies } from './support/payloads.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** Answers no one should find in the database as they were typed. */
const intake = {
  ...validBodies['/api/client-intake'],
  firstName: 'Rowan',
  lastName: 'Quillfeather',
  email: 'rowan.quillfeather@example.org',
  dateOfBirth: '1979-02-03',
  barriers: 'In recovery from opioid use since 2023, weekly counselling',
  criminalHistory: true,
  criminalDetails: 'Burglary conviction 2015, released March 2024, on parole',
};
const SENSITIVE_VALUES = ['1979-02-03', 'opioid use since 2023', 'Burglary conviction 2015'];

function resetCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return (
    (cookies.find((cookie) => cookie.startsWith('pathways.reset=')) ?? '').split(';', 1)[0] ?? ''
  );
}

describe.each(backends)('case management: inbox, intake to client, staff (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  let reference: string;
  let intakeId: number;

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
    test.app.inject({ method, url, headers: { cookie }, payload });

  /** Sets a password through an invitation link, the way the reset page does. */
  async function acceptInvitation(link: string, password: string): Promise<void> {
    const token = new URL(link).hash.replace('#token=', '');
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/verify',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const set = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { cookie: resetCookie(verified) },
      payload: { password, confirmPassword: password },
    });
    expect(set.statusCode).toBe(204);
  }

  beforeAll(async () => {
    test = await createTestApp(backend, { mail: { autoStart: false } });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/client-intake',
      payload: intake,
    });
    expect(res.statusCode).toBe(201);
    ({ reference, id: intakeId } = res.json<{ reference: string; id: number }>());
  });
  afterAll(() => test.close());

  it('stores none of the sensitive answers in plaintext, anywhere in the database', async () => {
    const { rows } = await sql<{ dump: string }>`
      select coalesce(string_agg(payload::text, ' '), '') as dump from client_intake_submissions
      union all select coalesce(string_agg(text_body || html_body, ' '), '') from outbox`.execute(
      test.db,
    );
    const dump = rows.map((row) => row.dump).join(' ');
    expect(dump).toContain('Quillfeather');
    for (const value of SENSITIVE_VALUES) expect(dump).not.toContain(value);
    expect(dump).toMatch(/enc:v1:[0-9a-f]{12}:/);
  });

  it('lists the intake in the inbox, found by its reference, newest first', async () => {
    const res = await get(`/api/inbox?q=${reference}`, worker);
    expect(res.statusCode).toBe(200);
    const list = res.json<InboxList>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ kind: 'clientIntake', reference, status: 'new' });

    const all = (await get('/api/inbox', admin)).json<InboxList>();
    expect(all.items[0]?.reference).toBe(reference);
    const times = all.items.map((item) => item.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const contacts = (await get('/api/inbox?kind=contact', admin)).json<InboxList>();
    expect(contacts.items.every((item) => item.kind === 'contact')).toBe(true);
    expect((await get('/api/inbox?status=bogus', admin)).statusCode).toBe(400);
  });

  it('pages the inbox with a cursor, without repeats or gaps', async () => {
    for (let index = 0; index < 30; index += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validBodies['/api/contact'], name: `Pager ${index}` },
      });
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: InboxList = (
        await get(`/api/inbox${cursor ? `?cursor=${cursor}` : ''}`, admin)
      ).json<InboxList>();
      seen.push(...page.items.map((item) => `${item.kind}-${item.id}`));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(30);
    // The same sender 30 times over is flagged, never merged.
    const repeated = (await get('/api/inbox?q=Pager%201', admin)).json<InboxList>();
    expect(repeated.items[0]?.possibleDuplicates.length).toBeGreaterThan(0);
  });

  it('shows the intake with sensitive answers protected, and opens them only with need-to-know', async () => {
    const detail = (await get(`/api/inbox/clientIntake/${intakeId}`, worker)).json<InboxDetail>();
    expect(detail.answers['firstName']).toBe('Rowan');
    expect(detail.answers['criminalDetails']).toBe('[protected]');
    expect(detail.protectedFields.sort()).toEqual(
      ['barriers', 'criminalDetails', 'criminalHistory', 'dateOfBirth'].sort(),
    );

    // Not assigned to the case worker: as if it did not exist.
    const stranger = await send('POST', `/api/inbox/clientIntake/${intakeId}/reveal`, worker, {});
    expect(stranger.statusCode).toBe(404);
    // An admin must say why.
    const noReason = await send('POST', `/api/inbox/clientIntake/${intakeId}/reveal`, admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: [expect.any(String)] } });
    const opened = await send('POST', `/api/inbox/clientIntake/${intakeId}/reveal`, admin, {
      reason: 'Eligibility review before assignment',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      answers: {
        dateOfBirth: '1979-02-03',
        barriers: intake.barriers,
        criminalHistory: true,
        criminalDetails: intake.criminalDetails,
      },
    });

    const log = (await get('/api/access-log', admin)).json<{
      entries: {
        intakeReference: string;
        fields: string[];
        reason: string;
        actor: { fullName: string };
      }[];
    }>();
    expect(log.entries[0]).toMatchObject({
      intakeReference: reference,
      reason: 'Eligibility review before assignment',
    });
    expect(log.entries[0]?.fields).toContain('criminalDetails');
    const csv = await get('/api/access-log.csv', admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(reference);
  });

  it('keeps status, assignment and internal notes on a submission', async () => {
    const patched = await send('PATCH', `/api/inbox/clientIntake/${intakeId}`, worker, {
      status: 'inReview',
    });
    expect(patched.json()).toMatchObject({ status: 'inReview' });
    const note = await send('POST', `/api/inbox/clientIntake/${intakeId}/notes`, worker, {
      body: 'Called back, assessment next week',
    });
    expect(note.statusCode).toBe(201);
    const detail = (await get(`/api/inbox/clientIntake/${intakeId}`, admin)).json<InboxDetail>();
    expect(detail.notes.map((entry) => entry.body)).toEqual(['Called back, assessment next week']);
    expect(
      (await send('POST', `/api/inbox/clientIntake/${intakeId}/notes`, worker, {})).statusCode,
    ).toBe(400);
  });

  it('accepts the intake into a client of the chosen case worker, with an invitation to set a password', async () => {
    const caseWorkerId = (await get('/api/user', worker)).json<{ id: number }>().id;
    const res = await send('POST', `/api/inbox/clientIntake/${intakeId}/accept`, admin, {
      caseWorkerId,
    });
    expect(res.statusCode).toBe(201);
    const accepted = res.json<AcceptedIntake>();
    expect(accepted.invitation.link).toMatch(/\/auth\/reset-password#token=/);

    const again = await send('POST', `/api/inbox/clientIntake/${intakeId}/accept`, admin, {
      caseWorkerId,
    });
    expect(again.statusCode).toBe(409);

    const detail = (await get(`/api/inbox/clientIntake/${intakeId}`, admin)).json<InboxDetail>();
    expect(detail).toMatchObject({ status: 'accepted', clientId: accepted.clientId });
    expect(detail.assignedTo?.id).toBe(caseWorkerId);
    // Now the assigned case worker has need-to-know.
    const opened = await send('POST', `/api/inbox/clientIntake/${intakeId}/reveal`, worker, {});
    expect(opened.statusCode).toBe(200);

    await acceptInvitation(accepted.invitation.link, 'a-new-client-password');
    const client = await signIn(test.app, accepted.username, 'a-new-client-password');
    expect((await get('/api/user', client)).json()).toMatchObject({ role: 'client' });
    expect((await get('/api/inbox', client)).statusCode).toBe(403);
  });

  it('lets an admin invite a case worker, and deactivation ends their sessions at once', async () => {
    const invited = await send('POST', '/api/admin/users', admin, {
      fullName: 'Morgan Ellery',
      email: 'morgan.ellery@example.org',
      username: 'mellery',
      role: 'caseWorker',
    });
    expect(invited.statusCode).toBe(201);
    const { user, invitation } = invited.json<InvitedUser>();
    expect(user).toMatchObject({ role: 'caseWorker', deactivatedAt: null });
    const outbox = await test.db
      .selectFrom('outbox')
      .select(['template', 'recipient'])
      .where('recipient', '=', 'morgan.ellery@example.org')
      .execute();
    expect(outbox).toEqual([{ template: 'invitation', recipient: 'morgan.ellery@example.org' }]);
    // No password works before the link is used.
    const early = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'mellery', password: '!invited' },
    });
    expect(early.statusCode).toBe(401);

    await acceptInvitation(invitation.link, 'morgans-password');
    const morgan = await signIn(test.app, 'mellery', 'morgans-password');
    expect((await get('/api/inbox', morgan)).statusCode).toBe(200);

    const taken = await send('POST', '/api/admin/users', admin, {
      fullName: 'Someone Else',
      email: 'MORGAN.ellery@example.org',
      username: 'other',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);

    const off = await send('PATCH', `/api/admin/users/${user.id}`, admin, { active: false });
    expect(off.json<{ deactivatedAt: string | null }>().deactivatedAt).not.toBeNull();
    expect((await get('/api/inbox', morgan)).statusCode).toBe(401);
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'mellery', password: 'morgans-password' },
    });
    expect(again.statusCode).toBe(401);

    const promoted = await send('PATCH', `/api/admin/users/${user.id}`, admin, {
      active: true,
      role: 'admin',
    });
    expect(promoted.json()).toMatchObject({ role: 'admin', deactivatedAt: null });
    const self = (await get('/api/user', admin)).json<{ id: number }>().id;
    expect(
      (await send('PATCH', `/api/admin/users/${self}`, admin, { active: false })).statusCode,
    ).toBe(409);
    const listed = (await get('/api/admin/users?q=ellery', admin)).json<{
      users: { username: string }[];
    }>();
    expect(listed.users.map((entry) => entry.username)).toEqual(['mellery']);
  });
});
