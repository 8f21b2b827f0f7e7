import type {
  Application,
  Candidate,
  Job,
  JobInput,
  JobMatches,
  JobSearchResult,
} from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const posting: JobInput = {
  title: 'Greenhouse Technician',
  description: 'Tend hydroponic lettuce beds, check irrigation and pack harvests for market.',
  location: 'Cedar Falls, IA',
  payMin: 18,
  payMax: 21,
  schedule: 'partTime',
  requirements: 'Comfortable lifting 40 lb; early mornings',
  fairChanceStatement: 'We hire people, not records: every applicant is judged on the work.',
  excludedCategories: [],
};

describe.each(backends)('job board (%s)', (backend) => {
  let test: TestApp;
  const time = steppingClock('2026-11-20T15:00:00.000Z');
  const cookies: Record<string, string> = {};
  const as = (username: string) => cookies[username] ?? '';

  const get = (url: string, who: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie: as(who) } });
  const send = (method: 'POST' | 'PUT', url: string, who: string, payload: object = {}) =>
    test.app.inject({ method, url, headers: { cookie: as(who) }, payload });

  const search = async (query: string, who = 'demo-client') => {
    const res = await get(`/api/jobs?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobSearchResult>();
  };
  const outboxTo = (recipient: string, template: string) =>
    test.db
      .selectFrom('outbox')
      .select(['subject'])
      .where('recipient', '=', recipient)
      .where('template', '=', template)
      .execute();

  /** Writes, submits and approves a posting of demo-employer; returns it published. */
  async function publishedJob(input: JobInput): Promise<Job> {
    const draft = await send('POST', '/api/employer/jobs', 'demo-employer', input);
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json<Job>();
    expect(
      (await send('POST', `/api/employer/jobs/${id}/status`, 'demo-employer', { to: 'submitted' }))
        .statusCode,
    ).toBe(200);
    const approved = await send('POST', `/api/admin/jobs/${id}/review`, 'demo-admin', {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json<Job>();
  }

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    for (const username of [
      'demo-employer',
      'riverbend-logistics',
      'demo-admin',
      'demo-client',
      'demo-client-02',
      'demo-caseworker',
    ]) {
      cookies[username] = await signIn(test.app, username);
    }
  });
  afterAll(() => test.close());

  it('takes a posting from draft through review to published, and refuses illegal moves with 409', async () => {
    const bad = await send('POST', '/api/employer/jobs', 'demo-employer', {
      ...posting,
      title: '',
      payMax: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['title', 'payMax']),
    );

    const draft = (await send('POST', '/api/employer/jobs', 'demo-employer', posting)).json<Job>();
    expect(draft).toMatchObject({ status: 'draft', companyName: 'Cedar Valley Manufacturing' });
    expect((await search('q=hydroponic')).jobs).toHaveLength(0);
    expect((await get(`/api/jobs/${draft.id}`, 'demo-client')).statusCode).toBe(404);
    // A draft cannot be approved before it is submitted.
    expect(
      (
        await send('POST', `/api/admin/jobs/${draft.id}/review`, 'demo-admin', {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(409);

    await send('POST', `/api/employer/jobs/${draft.id}/status`, 'demo-employer', {
      to: 'submitted',
    });
    const queue = (await get('/api/admin/jobs?status=submitted', 'demo-admin')).json<{
      jobs: Job[];
    }>();
    expect(queue.jobs.map((job) => job.id)).toContain(draft.id);
    const returnWithoutNote = await send(
      'POST',
      `/api/admin/jobs/${draft.id}/review`,
      'demo-admin',
      { decision: 'return' },
    );
    expect(returnWithoutNote.json()).toMatchObject({
      statusCode: 400,
      fieldErrors: { note: [expect.any(String)] },
    });
    const returned = await send('POST', `/api/admin/jobs/${draft.id}/review`, 'demo-admin', {
      decision: 'return',
      note: 'Please give the pay range per hour',
    });
    expect(returned.json()).toMatchObject({
      status: 'draft',
      reviewNote: 'Please give the pay range per hour',
    });
    const edited = await send('PUT', `/api/employer/jobs/${draft.id}`, 'demo-employer', {
      ...posting,
      payMin: 19,
    });
    // The edit answers the reviewer's note: the posting goes back for review (issue 32 D6).
    expect(edited.json()).toMatchObject({ payMin: 19, status: 'submitted', reviewNote: null });

    const approved = await send('POST', `/api/admin/jobs/${draft.id}/review`, 'demo-admin', {
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ status: 'published', reviewNote: null });
    expect(await outboxTo('demo-employer@example.org', 'postingApproved')).toHaveLength(1);
    expect((await search('q=hydroponic')).jobs.map((job) => job.id)).toEqual([draft.id]);

    // Published: no more edits, no second approval, no going back to draft.
    expect(
      (await send('PUT', `/api/employer/jobs/${draft.id}`, 'demo-employer', posting)).statusCode,
    ).toBe(409);
    expect(
      (
        await send('POST', `/api/admin/jobs/${draft.id}/review`, 'demo-admin', {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await send('POST', `/api/employer/jobs/${draft.id}/status`, 'demo-employer', {
          to: 'submitted',
        })
      ).statusCode,
    ).toBe(409);
    // Another employer does not reach it at all.
    expect(
      (
        await send('POST', `/api/employer/jobs/${draft.id}/status`, 'riverbend-logistics', {
          to: 'closed',
        })
      ).statusCode,
    ).toBe(404);

    const closed = await send('POST', `/api/employer/jobs/${draft.id}/status`, 'demo-employer', {
      to: 'closed',
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const apply = await send('POST', `/api/jobs/${draft.id}/applications`, 'demo-client', {
      note: 'I grew vegetables for years',
    });
    expect(apply.statusCode).toBe(409);
    expect(
      (
        await send('POST', `/api/employer/jobs/${draft.id}/status`, 'demo-employer', {
          to: 'published',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('moves an application along the pipeline with its history, and one of two racing moves wins', async () => {
    const job = await publishedJob({ ...posting, title: 'Orchard Crew Lead' });
    const applied = await send('POST', `/api/jobs/${job.id}/applications`, 'demo-client', {
      note: 'Two seasons of apple picking',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json<Application>();
    expect(application).toMatchObject({ status: 'Pending', note: 'Two seasons of apple picking' });
    expect(
      (await send('POST', `/api/jobs/${job.id}/applications`, 'demo-client', {})).statusCode,
    ).toBe(409);

    const move = (to: string, version: number, extra: object = {}, who = 'demo-employer') =>
      send('POST', `/api/employer/applications/${application.id}/status`, who, {
        to,
        version,
        ...extra,
      });

    // Another employer neither lists nor moves it.
    const theirs = (await get('/api/employer/applications', 'riverbend-logistics')).json<{
      applications: Application[];
    }>();
    expect(theirs.applications.map((row) => row.id)).not.toContain(application.id);
    expect((await move('Reviewed', 1, {}, 'riverbend-logistics')).statusCode).toBe(404);

    time.advance(60_000);
    // Two tabs move the same version at once: one wins, the other is told to reload.
    const [first, second] = await Promise.all([move('Reviewed', 1), move('Reviewed', 1)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const won = (first.statusCode === 200 ? first : second).json<Application>();
    expect(won).toMatchObject({ status: 'Reviewed', version: 2 });
    expect((await move('Interview', 1)).statusCode).toBe(409);

    await send('POST', `/api/employer/applications/${application.id}/notes`, 'demo-employer', {
      body: 'Strong references from the co-op',
    });
    const times = await send(
      'POST',
      `/api/employer/applications/${application.id}/interview-times`,
      'demo-employer',
      { times: ['2026-11-24T15:00:00Z', '2026-11-25T16:30:00Z'] },
    );
    expect(times.json<Application>().history.at(-1)).toMatchObject({
      kind: 'interviewTimes',
      times: ['2026-11-24T15:00:00.000Z', '2026-11-25T16:30:00.000Z'],
    });
    expect((await move('Interview', 2)).statusCode).toBe(200);
    const hire = { startDate: '2026-12-01', hourlyWage: 19.5, hoursPerWeek: 32 };
    // An offer comes before a hire.
    expect((await move('Hired', 3, hire)).statusCode).toBe(409);
    expect((await move('Offer', 3)).statusCode).toBe(200);
    const missing = await move('Hired', 4);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'hourlyWage',
      'hoursPerWeek',
      'startDate',
    ]);
    const hired = await move('Hired', 4, hire);
    expect(hired.statusCode, hired.body).toBe(200);
    const placement = await test.db
      .selectFrom('placements')
      .selectAll()
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    expect(placement).toMatchObject({ hours_per_week: 32, job_id: job.id });
    expect((await move('Not selected', 5)).statusCode).toBe(409);
    expect((await move('Pending', 5)).statusCode).toBe(400);

    const mine = (await get('/api/my/applications', 'demo-client')).json<{
      applications: Application[];
    }>();
    const seen = mine.applications.find((row) => row.id === application.id);
    expect(
      seen?.history.filter((event) => event.kind === 'status').map((event) => event.toStatus),
    ).toEqual(['Pending', 'Reviewed', 'Interview', 'Offer', 'Hired']);
    // The employer's notes are theirs: the client sees the moves and the proposed times only.
    expect(seen?.history.map((event) => event.kind)).toEqual([
      'status',
      'status',
      'interviewTimes',
      'status',
      'status',
      'status',
    ]);
    expect(await outboxTo('demo-client@example.org', 'applicationStatus')).toHaveLength(4);
  });

  it('lets a client withdraw only their own open application, and shows no one else’s', async () => {
    const job = await publishedJob({ ...posting, title: 'Seed Sorter' });
    const application = (
      await send('POST', `/api/jobs/${job.id}/applications`, 'demo-client', {})
    ).json<Application>();
    expect(
      (await send('POST', `/api/my/applications/${application.id}/withdraw`, 'demo-client-02'))
        .statusCode,
    ).toBe(404);
    const others = (await get('/api/my/applications', 'demo-client-02')).json<{
      applications: Application[];
    }>();
    expect(others.applications.every((row) => row.client.id !== application.client.id)).toBe(true);
    const withdrawn = await send(
      'POST',
      `/api/my/applications/${application.id}/withdraw`,
      'demo-client',
    );
    expect(withdrawn.json()).toMatchObject({ status: 'Withdrawn' });
    expect(
      (await send('POST', `/api/my/applications/${application.id}/withdraw`, 'demo-client'))
        .statusCode,
    ).toBe(409);
  });

  it('searches published jobs by stemmed keywords, location, pay and schedule, a page at a time', async () => {
    const forklift = await search('q=operators');
    expect(forklift.jobs.map((job) => job.title)).toContain('Forklift Operator');
    expect(forklift.jobs.every((job) => job.status === 'published')).toBe(true);
    expect((await search('q=forklift&location=des%20moines')).jobs).toHaveLength(0);
    const wellPaid = await search('minPay=22');
    expect(wellPaid.jobs.length).toBeGreaterThan(0);
    expect(wellPaid.jobs.every((job) => (job.payMax ?? 0) >= 22)).toBe(true);
    const shifts = await search('schedule=shifts');
    expect(shifts.jobs.map((job) => job.title)).toEqual(['Line Cook']);
    const all = await search('');
    expect(all.total).toBe(all.jobs.length);
    expect(all.jobs.some((job) => job.title === 'Maintenance Technician')).toBe(false);
    expect((await get('/api/jobs?schedule=sometimes', 'demo-client')).statusCode).toBe(400);
  });

  it('ranks matches by skills, and never promotes a job whose exclusions meet the client’s declaration', async () => {
    const saved = await send('PUT', '/api/my/job-profile', 'demo-client', {
      skills: ['forklift', 'operator', 'driver'],
      interests: ['warehouse'],
      offenseCategories: ['drivingRelated'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await test.db
      .selectFrom('client_profiles')
      .innerJoin('users', 'users.id', 'client_profiles.user_id')
      .select('client_profiles.sensitive')
      .where('users.username', '=', 'demo-client')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.sensitive)).not.toContain('drivingRelated');

    const { matches, notPromoted } = (
      await get('/api/my/matches', 'demo-client')
    ).json<JobMatches>();
    const titles = matches.map((job) => job.title);
    expect(titles[0]).toBe('Forklift Operator');
    expect(titles).toContain('Warehouse Associate');
    expect(titles).not.toContain('Delivery Driver');
    expect(notPromoted).toBe(1);

    // Without the declaration the driving job is promoted again.
    await send('PUT', '/api/my/job-profile', 'demo-client', {
      skills: ['forklift', 'operator', 'driver'],
      interests: ['warehouse'],
      offenseCategories: [],
    });
    const open = (await get('/api/my/matches', 'demo-client')).json<JobMatches>();
    expect(open.matches.map((job) => job.title)).toContain('Delivery Driver');
    expect(open.notPromoted).toBe(0);
  });

  it('refers a client only under consent; the employer sees the record only from a conditional offer, and only under consent', async () => {
    const client = await test.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-client-02')
      .executeTakeFirstOrThrow();
    const job = (await search('q=production')).jobs.find(
      (row) => row.title === 'Production Associate',
    );
    if (!job) throw new Error('the demo has a Production Associate posting');
    await send('PUT', '/api/my/job-profile', 'demo-client-02', {
      skills: ['assembly'],
      interests: [],
      offenseCategories: ['theftOrFraud'],
    });

    const refused = await send('POST', `/api/clients/${client.id}/referrals`, 'demo-caseworker', {
      jobId: job.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('no active consent');

    const consent = await send('POST', `/api/clients/${client.id}/consents`, 'demo-caseworker', {
      scope: 'employer',
      employerId: job.employerId,
      textVersion: 'employer-sharing-2026-11',
      obtainedBy: 'inPerson',
    });
    expect(consent.statusCode, consent.body).toBe(201);
    const referred = await send('POST', `/api/clients/${client.id}/referrals`, 'demo-caseworker', {
      jobId: job.id,
      note: 'Reliable, finished the forklift course',
    });
    expect(referred.statusCode, referred.body).toBe(201);
    const disclosures = await test.db
      .selectFrom('disclosures')
      .select('recipient')
      .where('client_id', '=', client.id)
      .execute();
    expect(disclosures.map((row) => row.recipient)).toEqual(['Cedar Valley Manufacturing']);

    const candidateFor = async (jobId: number) =>
      (await get('/api/employer/candidates', 'demo-employer'))
        .json<{ candidates: Candidate[] }>()
        .candidates.find((row) => row.job.id === jobId);
    const employerReadsOfRecord = () =>
      test.db
        .selectFrom('access_log')
        .select('id')
        .where('client_id', '=', client.id)
        .where('reason', 'like', 'Referred candidate%')
        .where('actor_id', '=', (eb) =>
          eb.selectFrom('users').select('id').where('username', '=', 'demo-employer'),
        )
        .execute();

    // Waterloo's timing rule: with an active consent but no conditional offer, no categories, and
    // the sealed declaration is not even opened (no read in the access log).
    const beforeOffer = await candidateFor(job.id);
    expect(beforeOffer).toMatchObject({ consentActive: true, recordOpen: false });
    expect(beforeOffer?.details).toMatchObject({ fullName: 'Marcus Reed', offenseCategories: [] });
    expect(await employerReadsOfRecord()).toHaveLength(0);

    // The client's application (the demo's, at Reviewed); at Interview the record is still closed.
    const application = (await get('/api/employer/applications', 'demo-employer'))
      .json<{ applications: Application[] }>()
      .applications.find((row) => row.job.id === job.id && row.client.id === client.id);
    if (!application) throw new Error('the demo has demo-client-02 applying to this posting');
    expect(application.status).toBe('Reviewed');
    const interview = await send(
      'POST',
      `/api/employer/applications/${application.id}/status`,
      'demo-employer',
      { to: 'Interview', version: application.version },
    );
    expect(interview.statusCode, interview.body).toBe(200);
    expect((await candidateFor(job.id))?.details?.offenseCategories).toEqual([]);

    // From the conditional offer on, what the client consented to share.
    const offered = await send(
      'POST',
      `/api/employer/applications/${application.id}/status`,
      'demo-employer',
      { to: 'Conditional offer', version: interview.json<Application>().version },
    );
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<Application>().status).toBe('Conditional offer');
    const candidate = await candidateFor(job.id);
    expect(candidate).toMatchObject({ recordOpen: true });
    expect(candidate?.details).toMatchObject({
      fullName: 'Marcus Reed',
      offenseCategories: ['theftOrFraud'],
    });
    expect(await employerReadsOfRecord()).toHaveLength(1);
    const elsewhere = (await get('/api/employer/candidates', 'riverbend-logistics')).json<{
      candidates: Candidate[];
    }>();
    expect(elsewhere.candidates).toHaveLength(0);

    const clientCookie = await signIn(test.app, 'demo-client-02');
    const { id: consentId } = consent.json<{ id: number }>();
    await test.app.inject({
      method: 'POST',
      url: `/api/my/consents/${consentId}/revoke`,
      headers: { cookie: clientCookie },
    });
    const after = (await get('/api/employer/candidates', 'demo-employer')).json<{
      candidates: Candidate[];
    }>();
    expect(after.candidates.find((row) => row.job.id === job.id)).toMatchObject({
      consentActive: false,
      details: null,
    });
  });

  it('shows a case worker their own clients’ applications and no one else’s', async () => {
    const client = await test.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-client')
      .executeTakeFirstOrThrow();
    const own = await get(`/api/clients/${client.id}/applications`, 'demo-caseworker');
    expect(own.statusCode).toBe(200);
    expect(own.json<{ applications: Application[] }>().applications.length).toBeGreaterThan(0);

    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'new-seeker',
        password: 'pathways-new-seeker',
        confirmPassword: 'pathways-new-seeker',
        email: 'new-seeker@example.org',
        fullName: 'New Seeker',
        role: 'client',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { id } = registered.json<{ id: number }>();
    expect((await get(`/api/clients/${id}/applications`, 'demo-caseworker')).statusCode).toBe(404);
  });
});
