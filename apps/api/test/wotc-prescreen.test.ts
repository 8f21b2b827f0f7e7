import { WOTC_PRESCREEN_CLOSED, WOTC_PRESCREEN_NOT_AT_OFFER } from '@pathways/schemas';
import type {
  Application,
  ClientWotcPrescreen,
  Job,
  JobInput,
  MyWotcPrescreen,
  PlacementTask,
} from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { demoClientReach } from './support/clients.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** Issue 29 point 4: the client's WOTC pre-screen at the offer, and what each role reads of it. */
const RELEASE_DATE = '2026-05-01';

const posting = (title: string): JobInput => ({
  title,
  description: 'Sort and pack parts for shipping, keep the line stocked and the floor clean.',
  location: 'Waterloo, IA',
  payMin: 17,
  payMax: 19,
  schedule: 'fullTime',
  requirements: 'Steel-toe boots',
  fairChanceStatement: 'We judge every applicant on the work they can do.',
  excludedCategories: [],
});

const answers = (consentToShare: boolean) => ({
  choice: 'answer',
  felonyConviction: 'yes',
  convictedOrReleasedWithinYear: 'yes',
  convictionOrReleaseDate: RELEASE_DATE,
  consentToShare,
});

describe.each(backends)('WOTC pre-screen (%s)', (backend) => {
  let test: TestApp;
  // Thursday 3 December 2026: the release on 1 May 2026 is within a year of a 21 December start.
  const time = steppingClock('2026-12-03T15:00:00.000Z');
  const cookies: Record<string, string> = {};
  const as = (username: string) => cookies[username] ?? '';
  let clientId = 0;
  let employerId = 0;
  let workerId = 0;

  const get = (url: string, who: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie: as(who) } });
  const send = (url: string, who: string, payload: object = {}, method: 'POST' | 'PUT' = 'POST') =>
    test.app.inject({ method, url, headers: { cookie: as(who) }, payload });
  const prescreenPath = (application: Application) =>
    `/api/my/applications/${application.id}/wotc-prescreen`;
  const answer = (application: Application, who: string, payload: object) =>
    send(prescreenPath(application), who, payload, 'PUT');

  async function move(application: Application, to: string, extra: object = {}) {
    const moved = await send(
      `/api/employer/applications/${application.id}/status`,
      'demo-employer',
      { to, version: application.version, ...extra },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    return moved.json<Application>();
  }
  async function applicationAt(title: string, stages: string[]): Promise<Application> {
    const draft = await send('/api/employer/jobs', 'demo-employer', posting(title));
    const { id } = draft.json<Job>();
    await send(`/api/employer/jobs/${id}/status`, 'demo-employer', { to: 'submitted' });
    await send(`/api/admin/jobs/${id}/review`, 'demo-admin', { decision: 'approve' });
    const applied = await send(`/api/jobs/${id}/applications`, 'demo-client', {});
    expect(applied.statusCode, applied.body).toBe(201);
    let application = applied.json<Application>();
    for (const to of stages) application = await move(application, to);
    return application;
  }
  const hire = (application: Application) =>
    move(application, 'Hired', { startDate: '2026-12-21', hourlyWage: 18, hoursPerWeek: 30 });
  async function wotcTask(who: string, title: string): Promise<PlacementTask> {
    const url =
      who === 'demo-employer'
        ? '/api/employer/placement-tasks'
        : `/api/clients/${clientId}/placement-tasks`;
    const response = await get(url, who);
    expect(response.statusCode, response.body).toBe(200);
    const task = response
      .json<{ tasks: PlacementTask[] }>()
      .tasks.find((item) => item.kind === 'wotcForm8850' && item.job.title === title);
    if (!task) throw new Error(`No WOTC task for ${title}`);
    return task;
  }
  const prescreenReads = (actorId: number) =>
    test.db
      .selectFrom('access_log')
      .select(['fields', 'client_id'])
      .where('actor_id', '=', actorId)
      .execute()
      .then((rows) => rows.filter((row) => row.fields.includes('wotcPrescreen')));

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    const users = ['demo-employer', 'demo-admin', 'demo-client', 'demo-client-02'];
    for (const username of users) cookies[username] = await signIn(test.app, username);
    const reach = await demoClientReach(test.db);
    clientId = reach.clientId;
    workerId = reach.worker.id;
    cookies['worker'] = await signIn(test.app, reach.worker.username);
    cookies['other-worker'] = await signIn(test.app, reach.otherWorkerUsername);
    const employer = await test.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-employer')
      .executeTakeFirstOrThrow();
    employerId = employer.id;
  });
  afterAll(() => test.close());

  let offered: Application;

  it('is closed before a conditional offer (409), and nothing is stored', async () => {
    const early = await applicationAt('Prescreen Packer', ['Interview']);
    const refused = await answer(early, 'demo-client', answers(true));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(WOTC_PRESCREEN_NOT_AT_OFFER);
    expect((await get(prescreenPath(early), 'demo-client')).statusCode).toBe(409);
    const stored = await test.db.selectFrom('wotc_prescreens').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('lets only the application’s own client answer it (404 for others, 403 for staff and employers)', async () => {
    offered = await applicationAt('Prescreen Sorter', ['Conditional offer']);
    expect((await answer(offered, 'demo-client-02', answers(true))).statusCode).toBe(404);
    expect((await get(prescreenPath(offered), 'demo-client-02')).statusCode).toBe(404);
    expect((await answer(offered, 'demo-admin', answers(true))).statusCode).toBe(404);
    expect((await answer(offered, 'worker', answers(true))).statusCode).toBe(403);
    expect((await answer(offered, 'demo-employer', answers(true))).statusCode).toBe(403);
    expect((await get(prescreenPath(offered), 'demo-employer')).statusCode).toBe(403);
    const empty = await get(prescreenPath(offered), 'demo-client');
    expect(empty.json<MyWotcPrescreen>()).toEqual({ prescreen: null, editable: true });
  });

  it('answers a bad body with 400 and the fields to fix', async () => {
    const missing = await answer(offered, 'demo-client', { choice: 'answer' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'felonyConviction',
    ]);
    const future = await answer(offered, 'demo-client', {
      ...answers(true),
      convictionOrReleaseDate: '2026-12-04',
    });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'convictionOrReleaseDate',
    ]);
  });

  it('stores the answers sealed, once per application, and reads them back to the client', async () => {
    for (let round = 0; round < 2; round += 1) {
      const stored = await answer(offered, 'demo-client', answers(false));
      expect(stored.statusCode, stored.body).toBe(200);
      expect(stored.json<MyWotcPrescreen>()).toMatchObject({
        editable: true,
        prescreen: { ...answers(false), applicationId: offered.id },
      });
    }
    const rows = await test.db.selectFrom('wotc_prescreens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers).toMatch(/^enc:/);
    const plaintext = JSON.stringify(rows);
    expect(plaintext).not.toContain(RELEASE_DATE);
    expect(plaintext).not.toContain('felonyConviction');
    // The client's own read is not someone else's read of their record.
    expect(await prescreenReads(clientId)).toEqual([]);
  });

  it('shows the employer only "not shared" without consent, opening nothing', async () => {
    offered = await hire(await move(offered, 'Offer'));
    const task = await wotcTask('demo-employer', 'Prescreen Sorter');
    expect(task.wotc?.prescreen).toBe('notShared');
    expect(await prescreenReads(employerId)).toEqual([]);
  });

  it('shows the employer the derived result with consent, never the answers, and logs the read', async () => {
    expect((await answer(offered, 'demo-client', answers(true))).statusCode).toBe(200);
    const response = await get('/api/employer/placement-tasks', 'demo-employer');
    expect(response.body).not.toContain(RELEASE_DATE);
    expect(response.body).not.toContain('felonyConviction');
    const task = await wotcTask('demo-employer', 'Prescreen Sorter');
    expect(task.wotc?.prescreen).toBe('likelyEligible');
    const reads = await prescreenReads(employerId);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads[0]).toEqual({ fields: ['wotcPrescreen'], client_id: clientId });
  });

  it('shows the case worker the result and, on the client record, the answers (reads logged)', async () => {
    expect((await wotcTask('worker', 'Prescreen Sorter')).wotc?.prescreen).toBe('likelyEligible');
    const list = await get(`/api/clients/${clientId}/wotc-prescreens`, 'worker');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ prescreens: ClientWotcPrescreen[] }>().prescreens).toEqual([
      expect.objectContaining({
        ...answers(true),
        job: { title: 'Prescreen Sorter', companyName: expect.any(String) as string },
      }),
    ]);
    expect((await prescreenReads(workerId)).length).toBeGreaterThanOrEqual(2);
    expect((await get(`/api/clients/${clientId}/wotc-prescreens`, 'other-worker')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/clients/${clientId}/wotc-prescreens`, 'demo-admin')).statusCode).toBe(
      200,
    );
    expect(
      (await get(`/api/clients/${clientId}/wotc-prescreens`, 'demo-employer')).statusCode,
    ).toBe(403);
    expect((await get(`/api/clients/${clientId}/wotc-prescreens`, 'demo-client')).statusCode).toBe(
      403,
    );
  });

  it('derives "not in this target group", and "not shared" after "prefer not to answer"', async () => {
    const second = await hire(
      await applicationAt('Prescreen Loader', ['Conditional offer', 'Offer']),
    );
    const declined = await answer(second, 'demo-client', { choice: 'preferNotToAnswer' });
    expect(declined.json<MyWotcPrescreen>().prescreen).toMatchObject({
      choice: 'preferNotToAnswer',
      felonyConviction: null,
      consentToShare: false,
    });
    expect((await wotcTask('demo-employer', 'Prescreen Loader')).wotc?.prescreen).toBe('notShared');
    await answer(second, 'demo-client', {
      ...answers(true),
      convictionOrReleaseDate: '2025-06-01',
    });
    expect((await wotcTask('demo-employer', 'Prescreen Loader')).wotc?.prescreen).toBe(
      'notInGroup',
    );
  });

  it('keeps the answers once the employer marks the WOTC task done (409)', async () => {
    const task = await wotcTask('demo-employer', 'Prescreen Sorter');
    expect((await send(`/api/placement-tasks/${task.id}/done`, 'demo-employer')).statusCode).toBe(
      200,
    );
    const late = await answer(offered, 'demo-client', { choice: 'preferNotToAnswer' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(WOTC_PRESCREEN_CLOSED);
    const mine = (await get(prescreenPath(offered), 'demo-client')).json<MyWotcPrescreen>();
    expect(mine).toMatchObject({ editable: false, prescreen: { consentToShare: true } });
  });
});
