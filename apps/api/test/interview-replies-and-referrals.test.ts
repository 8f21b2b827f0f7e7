import type { Application, Job, JobInput, RouteSuccess } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const posting: JobInput = {
  title: 'Warehouse Lead',
  description: 'Lead a small crew receiving, checking and shelving deliveries for a food bank.',
  location: 'Waterloo, IA',
  payMin: 18,
  payMax: 21,
  schedule: 'fullTime',
  requirements: 'Forklift certificate welcome',
  fairChanceStatement: 'We hire people, not records: every applicant is judged on the work.',
  excludedCategories: [],
};

/**
 * Issue 32: a case worker's referrals show on the client's record (D9), and interview times the
 * employer proposes reach the client, who confirms one or asks for another (D8).
 */
describe.each(backends)('interview replies and referrals (%s)', (backend) => {
  let test: TestApp;
  const time = steppingClock('2026-11-20T15:00:00.000Z');
  const cookies: Record<string, string> = {};
  const get = (url: string, who: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] ?? '' } });
  const send = (url: string, who: string, payload: object = {}) =>
    test.app.inject({ method: 'POST', url, headers: { cookie: cookies[who] ?? '' }, payload });

  async function publishedJob(title: string): Promise<Job> {
    const draft = await send('/api/employer/jobs', 'demo-employer', { ...posting, title });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json<Job>();
    await send(`/api/employer/jobs/${id}/status`, 'demo-employer', { to: 'submitted' });
    const approved = await send(`/api/admin/jobs/${id}/review`, 'demo-admin', {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json<Job>();
  }
  const userId = async (username: string) =>
    (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    for (const username of [
      'demo-employer',
      'demo-admin',
      'demo-client-02',
      'demo-client-03',
      'demo-caseworker',
    ]) {
      cookies[username] = await signIn(test.app, username);
    }
  });
  afterAll(() => test.close());

  it('D9: lists a referral on the client’s record with its job, date and state', async () => {
    const job = await publishedJob('Referral Lead');
    const client = await userId('demo-client-02');
    const consent = await send(`/api/clients/${client}/consents`, 'demo-caseworker', {
      scope: 'employer',
      employerId: job.employerId,
      textVersion: 'employer-sharing-2026-11',
      obtainedBy: 'byPhone',
    });
    expect(consent.statusCode, consent.body).toBe(201);
    const referred = await send(`/api/clients/${client}/referrals`, 'demo-caseworker', {
      jobId: job.id,
    });
    expect(referred.statusCode, referred.body).toBe(201);

    const record = await get(`/api/clients/${client}/applications`, 'demo-caseworker');
    expect(record.statusCode, record.body).toBe(200);
    const { referrals } = record.json<RouteSuccess<'GET /api/clients/:id/applications'>>();
    expect(referrals).toEqual([
      {
        id: referred.json<{ id: number }>().id,
        job: { id: job.id, title: 'Referral Lead', companyName: job.companyName },
        referredAt: '2026-11-20T15:00:00.000Z',
        applicationStatus: null,
      },
    ]);

    // Once the client applies, the referral shows where the application stands.
    await send(`/api/jobs/${job.id}/applications`, 'demo-client-02');
    const after = (await get(`/api/clients/${client}/applications`, 'demo-caseworker')).json<
      RouteSuccess<'GET /api/clients/:id/applications'>
    >();
    expect(after.referrals[0]?.applicationStatus).toBe('Pending');
  });

  it('D8: the client sees proposed times, is e-mailed, and confirms one or asks for another', async () => {
    const job = await publishedJob('Interview Lead');
    const application = (
      await send(`/api/jobs/${job.id}/applications`, 'demo-client-02')
    ).json<Application>();
    await send(`/api/employer/applications/${application.id}/notes`, 'demo-employer', {
      body: 'Private to the employer',
    });
    const proposed = await send(
      `/api/employer/applications/${application.id}/interview-times`,
      'demo-employer',
      { times: ['2026-11-24T15:00:00Z', '2026-11-25T16:30:00Z'] },
    );
    expect(proposed.statusCode, proposed.body).toBe(200);

    const mine = (await get('/api/my/applications', 'demo-client-02')).json<{
      applications: Application[];
    }>();
    const seen = mine.applications.find((row) => row.id === application.id);
    expect(seen?.history.at(-1)).toMatchObject({
      kind: 'interviewTimes',
      times: ['2026-11-24T15:00:00.000Z', '2026-11-25T16:30:00.000Z'],
    });
    // The employer's notes stay theirs.
    expect(seen?.history.some((event) => event.kind === 'note')).toBe(false);

    const mail = await test.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('template', '=', 'interviewTimesProposed')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('An employer proposed interview times');
    // Only that there are times, and a link: not the job, the company or the times.
    expect(mail[0]?.text_body).not.toContain('Interview Lead');
    expect(mail[0]?.text_body).not.toContain(job.companyName);
    expect(mail[0]?.text_body).toContain('/dashboard/client/applications');

    const reply = (who: string, body: object) =>
      send(`/api/my/applications/${application.id}/interview-reply`, who, body);
    // Someone else's application is not there at all; staff and employers may not answer.
    expect((await reply('demo-client-03', { time: '2026-11-24T15:00:00Z' })).statusCode).toBe(404);
    expect((await reply('demo-employer', { time: '2026-11-24T15:00:00Z' })).statusCode).toBe(403);
    expect((await reply('demo-caseworker', {})).statusCode).toBe(403);
    const notProposed = await reply('demo-client-02', { time: '2026-11-26T15:00:00Z' });
    expect(notProposed.statusCode).toBe(422);
    expect(notProposed.json()).toMatchObject({
      fieldErrors: { time: ['Please choose one of the proposed times'] },
    });

    const another = await reply('demo-client-02', { note: 'Mornings suit me better' });
    expect(another.statusCode, another.body).toBe(200);
    expect(another.json<Application>().history.at(-1)).toMatchObject({
      kind: 'interviewReply',
      times: [],
      body: 'Mornings suit me better',
    });
    const confirmed = await reply('demo-client-02', { time: '2026-11-25T16:30:00.000Z' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The employer sees the answers in the application's history.
    const theirs = (await get('/api/employer/applications', 'demo-employer')).json<{
      applications: Application[];
    }>();
    expect(
      theirs.applications
        .find((row) => row.id === application.id)
        ?.history.filter((event) => event.kind === 'interviewReply')
        .map((event) => event.times),
    ).toEqual([[], ['2026-11-25T16:30:00.000Z']]);
  });
});
