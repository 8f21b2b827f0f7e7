import type { ClientRecord, MyTasks } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlacement } from '../src/domains/jobs/use-cases/create-placement.js';
import { clockStartingAt } from '../src/services/clock.js';
import { asUser } from './support/as-user.js';
import { addClient } from './support/clients.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

// Tuesday 1 December 2026, 09:00 in Waterloo (UTC-6).
const NOW = new Date('2026-12-01T15:00:00Z');

/**
 * Issue 31.1 and 31.2: a hire's paperwork on Today (who may see whose), and staff setting a
 * client's e-mail language on the profile form, versioned and on the timeline.
 */
describe.each(backends)('Today’s hiring paperwork and a client’s language (%s)', (backend) => {
  let test: TestApp;
  let worker: string;
  let otherWorker: string;
  let admin: string;
  let client: string;
  let employer: string;
  let workerId: number;
  let clientId: number;

  const api = (method: 'GET' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const record = async (cookie = worker) =>
    (await api('GET', `/api/clients/${clientId}`, cookie)).json<ClientRecord>();

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: clockStartingAt(NOW) });
    worker = await asUser(test.app, 'caseWorker');
    admin = await asUser(test.app, 'admin');
    client = await asUser(test.app, 'client');
    employer = await asUser(test.app, 'employer');
    workerId = (await api('GET', '/api/user', worker)).json<{ id: number }>().id;
    await addCaseWorker(test.db, 'today-other-worker');
    otherWorker = await signIn(test.app, 'today-other-worker');
    clientId = await addClient(test.db, {
      username: 'today-hired-client',
      fullName: 'Hired Client',
      caseWorkerId: workerId,
    });
    // Hired on 10 November: the bonding request was due that day (overdue), Form 8850 on
    // 8 December (within 14 days).
    const job = await test.db
      .selectFrom('jobs')
      .select(['id', 'employer_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const application = await test.db
      .insertInto('applications')
      .values({
        job_id: job.id,
        client_id: clientId,
        status: 'Hired',
        applied_date: new Date('2026-11-02T15:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await test.db
      .selectFrom('client_profiles')
      .select('id')
      .where('user_id', '=', clientId)
      .executeTakeFirstOrThrow();
    await createPlacement(test.db, {
      applicationId: application.id,
      clientProfileId: profile.id,
      jobId: job.id,
      employerId: job.employer_id,
      startDate: '2026-11-10',
      hourlyWage: 17,
      hoursPerWeek: 40,
      createdBy: workerId,
      now: NOW,
    });
  });
  afterAll(() => test.close());

  it('lists a hire’s overdue bonding request and its Form 8850 due within 14 days, with the client and a link', async () => {
    const mine = await api('GET', '/api/my/tasks', worker);
    expect(mine.statusCode, mine.body).toBe(200);
    const list = mine.json<MyTasks>();
    const paperwork = list.tasks.filter(
      (task) => task.kind === 'placementDeadline' && task.client.id === clientId,
    );
    expect(paperwork).toEqual([
      expect.objectContaining({
        client: { id: clientId, fullName: 'Hired Client' },
        // Midnight in Waterloo on the due day.
        dueAt: '2026-11-10T06:00:00.000Z',
        overdue: true,
        detail: expect.stringMatching(/^The Federal Bonding request: /) as unknown,
        href: `/dashboard/case-worker/clients/${clientId}`,
      }),
      expect.objectContaining({
        dueAt: '2026-12-08T06:00:00.000Z',
        overdue: false,
        detail: expect.stringMatching(/^WOTC Form 8850/) as unknown,
      }),
    ]);
    expect(list.counts.placementDeadline).toBeGreaterThanOrEqual(2);
    expect(list.total).toBe(Object.values(list.counts).reduce((sum, n) => sum + n, 0));

    // The admin sees the same for that case worker; another case worker may not ask (404).
    const byAdmin = await api('GET', `/api/my/tasks?caseWorkerId=${workerId}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<MyTasks>().tasks).toEqual(list.tasks);
    expect(
      (await api('GET', `/api/my/tasks?caseWorkerId=${workerId}`, otherWorker)).statusCode,
    ).toBe(404);
    const theirs = (await api('GET', '/api/my/tasks', otherWorker)).json<MyTasks>();
    expect(theirs.tasks.some((task) => task.client.id === clientId)).toBe(false);
    expect((await api('GET', '/api/my/tasks', client)).statusCode).toBe(403);
    expect((await api('GET', '/api/my/tasks', employer)).statusCode).toBe(403);
  });

  it('drops a task once it is done', async () => {
    const task = await test.db
      .selectFrom('placement_tasks')
      .innerJoin('placements', 'placements.id', 'placement_tasks.placement_id')
      .innerJoin('client_profiles', 'client_profiles.id', 'placements.client_profile_id')
      .select('placement_tasks.id')
      .where('client_profiles.user_id', '=', clientId)
      .where('placement_tasks.kind', '=', 'federalBonding')
      .executeTakeFirstOrThrow();
    const done = await test.app.inject({
      method: 'POST',
      url: `/api/placement-tasks/${task.id}/done`,
      headers: { cookie: worker },
    });
    expect(done.statusCode, done.body).toBe(200);
    const list = (await api('GET', '/api/my/tasks', worker)).json<MyTasks>();
    expect(
      list.tasks.filter((item) => item.kind === 'placementDeadline' && item.client.id === clientId),
    ).toHaveLength(1);
  });

  it('lets the client’s case worker and an admin set the language on the profile, versioned and on the timeline', async () => {
    const before = await record();
    expect(before.preferredLanguage).toBe('en');
    const saved = await api('PATCH', `/api/clients/${clientId}`, worker, {
      version: before.version,
      preferredLanguage: 'es',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ClientRecord>();
    expect(after).toMatchObject({ preferredLanguage: 'es', version: before.version + 1 });
    expect(after.timeline[0]).toMatchObject({
      action: 'profileUpdated',
      changes: { preferredLanguage: ['en', 'es'] },
    });
    // The e-mail settings read the same stored language.
    const settings = await test.app.inject({
      method: 'GET',
      url: `/api/clients/${clientId}/mail-settings`,
      headers: { cookie: worker },
    });
    expect(settings.json()).toMatchObject({ preferredLanguage: 'es' });

    // Over a stale version nothing changes (409).
    const stale = await api('PATCH', `/api/clients/${clientId}`, admin, {
      version: before.version,
      preferredLanguage: 'en',
    });
    expect(stale.statusCode).toBe(409);
    expect((await record()).preferredLanguage).toBe('es');

    const byAdmin = await api('PATCH', `/api/clients/${clientId}`, admin, {
      version: after.version,
      preferredLanguage: 'en',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<ClientRecord>().preferredLanguage).toBe('en');
  });

  it('refuses the language to another case worker (404), a client and an employer (403), and a language it does not send (400)', async () => {
    const current = await record();
    const change = { version: current.version, preferredLanguage: 'es' };
    expect((await api('PATCH', `/api/clients/${clientId}`, otherWorker, change)).statusCode).toBe(
      404,
    );
    expect((await api('PATCH', `/api/clients/${clientId}`, client, change)).statusCode).toBe(403);
    expect((await api('PATCH', `/api/clients/${clientId}`, employer, change)).statusCode).toBe(403);
    const bad = await api('PATCH', `/api/clients/${clientId}`, worker, {
      version: current.version,
      preferredLanguage: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { preferredLanguage: ['Please choose English or Spanish'] },
    });
    const unchanged = await record();
    expect(unchanged).toMatchObject({ preferredLanguage: 'en', version: current.version });
  });
});
