import type {
  AcceptedIntake,
  ClientRecord,
  ClientsList,
  InboxDetail,
  InboxList,
  InvitedUser,
  MyCase,
} from '@pathways/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBodies } from './support/payloads.js';
import { attemptSignIn } from './support/as-user.js';
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
  let accepted: AcceptedIntake;
  let clientCookie: string;

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

  it('lists employer onboarding and donation pledges too, each under its own kind', async () => {
    for (const [url, kind] of [
      ['/api/employer-onboarding', 'employerOnboarding'],
      ['/api/donations', 'donationPledge'],
    ] as const) {
      const sent = await test.app.inject({ method: 'POST', url, payload: validBodies[url] });
      expect(sent.statusCode).toBe(201);
      const { reference: sentReference } = sent.json<{ reference: string }>();
      const listed = (await get(`/api/inbox?kind=${kind}`, admin)).json<InboxList>();
      expect(listed.items[0]).toMatchObject({ kind, reference: sentReference, status: 'new' });
    }
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
    accepted = res.json<AcceptedIntake>();
    expect(accepted.invitation?.link).toMatch(/\/auth\/reset-password#token=/);

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

    await acceptInvitation(accepted.invitation?.link ?? '', 'a-new-client-password');
    clientCookie = await signIn(test.app, accepted.username, 'a-new-client-password');
    expect((await get('/api/user', clientCookie)).json()).toMatchObject({ role: 'client' });
    expect((await get('/api/inbox', clientCookie)).statusCode).toBe(403);
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
    const early = await attemptSignIn(test.app, 'mellery', '!invited');
    expect(early.statusCode).toBe(401);

    // The invitation says which username to sign in with; the address works as well (issue 32 D1).
    expect(invitation.username).toBe('mellery');
    await acceptInvitation(invitation.link, 'morgans-password');
    await signIn(test.app, 'Morgan.Ellery@example.org', 'morgans-password');
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
    const again = await attemptSignIn(test.app, 'mellery', 'morgans-password');
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

  it('gives the case worker the client record: caseload, plan, appointment, notes, history, with 404 for another caseload', async () => {
    const { clientId } = accepted;
    const caseload = (await get('/api/clients?q=quillfeather', worker)).json<ClientsList>();
    expect(caseload.clients.map((client) => client.id)).toEqual([clientId]);
    expect(caseload.clients[0]).toMatchObject({ status: 'Onboarding' });

    const record = (await get(`/api/clients/${clientId}`, worker)).json<ClientRecord>();
    expect(record).toMatchObject({ intakeReference: reference, version: 1 });
    expect(record.intakeAnswers['dateOfBirth']).toBe('[protected]');
    expect(record.consents).toEqual([
      expect.objectContaining({ scope: 'program', badge: 'active' }),
    ]);

    const assessment = await send('POST', `/api/clients/${clientId}/appointments`, worker, {
      title: 'Assessment meeting',
      date: '2026-12-02T15:00:00Z',
      mode: 'virtual',
    });
    expect(assessment.statusCode).toBe(201);
    const appointmentId = assessment.json<{ id: number }>().id;
    const moved = await send(
      'PATCH',
      `/api/clients/${clientId}/appointments/${appointmentId}`,
      worker,
      { date: '2026-12-03T15:00:00Z' },
    );
    expect(moved.json()).toMatchObject({ date: '2026-12-03T15:00:00.000Z', mode: 'virtual' });
    // Not attended before its time (issue 32 D10); cancelled, and undone, at any time.
    const early = await send(
      'PATCH',
      `/api/clients/${clientId}/appointments/${appointmentId}`,
      worker,
      { attendance: 'attended' },
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      fieldErrors: {
        attendance: ['This appointment has not happened yet: mark it after its time'],
      },
    });
    for (const attendance of ['cancelled', 'scheduled'] as const) {
      const marked = await send(
        'PATCH',
        `/api/clients/${clientId}/appointments/${appointmentId}`,
        worker,
        { attendance },
      );
      expect(marked.json()).toMatchObject({ attendance });
    }

    const plan = await send('POST', `/api/clients/${clientId}/plan`, worker, {});
    const milestones = plan.json<{
      milestones: { id: number; name: string; dueDate: string | null }[];
    }>().milestones;
    expect(milestones.map((milestone) => milestone.name)).toContain('Resume');
    expect(milestones).toHaveLength(10);
    const resume = milestones.find((milestone) => milestone.name === 'Resume');
    const done = await send(
      'PATCH',
      `/api/clients/${clientId}/milestones/${resume?.id ?? 0}`,
      worker,
      {
        completed: true,
      },
    );
    expect(done.json<{ completedAt: string | null }>().completedAt).not.toBeNull();

    const note = await send('POST', `/api/clients/${clientId}/notes`, worker, {
      body: 'Assessment went well; wants warehouse work',
      internal: false,
    });
    const noteId = note.json<{ id: number }>().id;
    const edited = await send('PATCH', `/api/clients/${clientId}/notes/${noteId}`, worker, {
      body: 'Assessment went well; wants warehouse or forklift work',
    });
    expect(edited.json()).toMatchObject({
      body: 'Assessment went well; wants warehouse or forklift work',
      earlierBodies: ['Assessment went well; wants warehouse work'],
    });
    await send('POST', `/api/clients/${clientId}/notes`, worker, {
      body: 'Internal: check parole terms',
    });

    // Two staff save the same version: the second gets 409 and nothing of theirs is written.
    const first = await send('PATCH', `/api/clients/${clientId}`, worker, {
      version: 1,
      status: 'Job Searching',
    });
    expect(first.statusCode).toBe(200);
    const stale = await send('PATCH', `/api/clients/${clientId}`, admin, {
      version: 1,
      employmentGoal: 'Something else entirely',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/version 2/);
    const after = (await get(`/api/clients/${clientId}`, worker)).json<ClientRecord>();
    expect(after).toMatchObject({ status: 'Job Searching', version: 2 });
    expect(after.employmentGoal).not.toBe('Something else entirely');
    expect(after.timeline.find((event) => event.action === 'profileUpdated')?.changes).toEqual({
      status: ['Onboarding', 'Job Searching'],
    });
    expect(after.timeline.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'createdFromIntake',
        'appointmentScheduled',
        'appointmentRescheduled',
        'planBuilt',
      ]),
    );

    // The client sees the plan and the shared note, never the internal one.
    const mine = (await get('/api/my/case', clientCookie)).json<MyCase>();
    expect(mine.milestones).toHaveLength(10);
    expect(mine.notes.map((entry) => entry.body)).toEqual([
      'Assessment went well; wants warehouse or forklift work',
    ]);

    // Another case worker's caseload: the record does not exist for them.
    const other = await send('POST', '/api/admin/users', admin, {
      fullName: 'Other Worker',
      email: 'other.worker@example.org',
      username: 'otherworker',
      role: 'caseWorker',
    });
    await acceptInvitation(other.json<InvitedUser>().invitation.link, 'other-workers-password');
    const otherWorker = await signIn(test.app, 'otherworker', 'other-workers-password');
    for (const [method, url] of [
      ['GET', `/api/clients/${clientId}`],
      ['POST', `/api/clients/${clientId}/sensitive`],
      ['POST', `/api/clients/${clientId}/notes`],
      ['POST', `/api/clients/${clientId}/plan`],
    ] as const) {
      const res =
        method === 'GET'
          ? await get(url, otherWorker)
          : await send(method, url, otherWorker, { body: 'x', reason: 'curious' });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get('/api/clients', otherWorker)).json<ClientsList>().clients).toEqual([]);
  });

  it('opens sensitive fields for the case worker, logs each read, and shares only with an active consent', async () => {
    const { clientId } = accepted;
    const opened = await send('POST', `/api/clients/${clientId}/sensitive`, worker, {});
    expect(opened.json()).toMatchObject({ answers: { dateOfBirth: '1979-02-03' } });
    expect((await send('POST', `/api/clients/${clientId}/sensitive`, admin, {})).statusCode).toBe(
      400,
    );
    const log = (await get(`/api/access-log?clientId=${clientId}`, admin)).json<{
      entries: { actor: { fullName: string }; fields: string[]; intakeReference: string | null }[];
    }>();
    // This read, and the case worker's read of the intake once it had become this client's.
    expect(log.entries).toHaveLength(2);
    expect(log.entries[0]?.fields).toContain('criminalDetails');
    expect(log.entries[1]?.intakeReference).toMatch(/^PW-/);

    const options = (await get('/api/employers/options', worker)).json<{
      employers: { id: number; companyName: string }[];
    }>();
    const hawkeye = options.employers.find((employer) => employer.companyName === 'Hawkeye Foods');
    if (!hawkeye) throw new Error('the demo has Hawkeye Foods');
    const refused = await send('POST', `/api/clients/${clientId}/disclosures`, worker, {
      employerId: hawkeye.id,
      purpose: 'Job referral',
    });
    expect(refused.statusCode).toBe(422);
    const consent = await send('POST', `/api/clients/${clientId}/consents`, worker, {
      scope: 'employer',
      employerId: hawkeye.id,
      textVersion: 'employer-sharing-2026-11',
      obtainedBy: 'inPerson',
    });
    expect(consent.json()).toMatchObject({ badge: 'active', recipient: 'Hawkeye Foods' });
    const shared = await send('POST', `/api/clients/${clientId}/disclosures`, worker, {
      employerId: hawkeye.id,
      purpose: 'Job referral',
    });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ consentId: consent.json<{ id: number }>().id });

    // The client revokes it; the next share is refused.
    const revoked = await send(
      'POST',
      `/api/my/consents/${consent.json<{ id: number }>().id}/revoke`,
      clientCookie,
      {},
    );
    expect(revoked.json()).toMatchObject({ badge: 'revoked' });
    const after = await send('POST', `/api/clients/${clientId}/disclosures`, worker, {
      employerId: hawkeye.id,
      purpose: 'Job referral',
    });
    expect(after.statusCode).toBe(422);
    // Another client's consent is not theirs to revoke.
    const programConsent = (await get(`/api/clients/${clientId}`, worker)).json<ClientRecord>()
      .consents[0];
    const demoClient = await signIn(test.app, 'demo-client');
    expect(
      (await send('POST', `/api/my/consents/${programConsent?.id ?? 0}/revoke`, demoClient, {}))
        .statusCode,
    ).toBe(404);
  });
});
