import type { AccessLogList, Candidate, JobSearchResult } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { referWithConsentAndOffer } from './support/conditional-offer.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 25: one "own caseload, else 404" rule (domains/clients/policy.ts) for every route family
 * that names a client, and the job board's sealed offense categories opened only through the
 * sealing service, so an employer's read of them is in the access log under the client.
 */
const NOW = '2026-11-20T15:00:00.000Z';

describe.each(backends)('caseload reach and sealed reads across domains (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  let other: string;
  let employer: string;
  let clientId: number;
  let jobId: number;
  let employerId: number;

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object = {}) =>
    test.app.inject({ method, url, headers: { cookie }, payload });
  const count = async (table: 'consents' | 'disclosures' | 'referrals' | 'case_messages') =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('client_id', '=', clientId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    test = await createTestApp(backend, {
      clock: steppingClock(NOW).clock,
      mail: { autoStart: false },
    });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
    employer = await signIn(test.app, 'demo-employer');
    await addCaseWorker(test.db, 'other-worker');
    other = await signIn(test.app, 'other-worker');
    // demo-client-02 is in demo-caseworker's caseload, not other-worker's.
    clientId = (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo-client-02')
        .executeTakeFirstOrThrow()
    ).id;
    const search = (await get('/api/jobs?q=production', worker)).json<JobSearchResult>();
    const job = search.jobs.find((row) => row.title === 'Production Associate');
    if (!job) throw new Error('the demo has a Production Associate posting');
    [jobId, employerId] = [job.id, job.employerId];
  });
  afterAll(() => test.close());

  it('gives a case worker of another caseload 404 in every family of client routes, and writes nothing', async () => {
    const base = `/api/clients/${clientId}`;
    const before = await Promise.all(
      (['consents', 'disclosures', 'referrals', 'case_messages'] as const).map(count),
    );
    const requests: [string, () => ReturnType<typeof get>][] = [
      ['clients', () => get(base, other)],
      [
        'consents',
        () =>
          send('POST', `${base}/consents`, other, {
            scope: 'employer',
            employerId,
            textVersion: 'employer-sharing-2026-11',
            obtainedBy: 'inPerson',
          }),
      ],
      [
        'disclosures',
        () => send('POST', `${base}/disclosures`, other, { employerId, purpose: 'A job lead' }),
      ],
      ['referrals', () => send('POST', `${base}/referrals`, other, { jobId })],
      ['applications', () => get(`${base}/applications`, other)],
      ['messages (read)', () => get(`${base}/messages`, other)],
      ['messages (send)', () => send('POST', `${base}/messages`, other, { body: 'Hello there' })],
      ['messages (mark read)', () => send('POST', `${base}/messages/read`, other)],
      ['placements', () => get(`${base}/placements`, other)],
    ];
    for (const [family, request] of requests) {
      const res = await request();
      expect(res.statusCode, `${family}: ${res.body}`).toBe(404);
      expect(res.json<{ message: string }>().message, family).toBe('No such client');
    }
    expect(
      await Promise.all(
        (['consents', 'disclosures', 'referrals', 'case_messages'] as const).map(count),
      ),
    ).toEqual(before);

    // The client's own case worker reaches the same routes.
    for (const url of [base, `${base}/applications`, `${base}/messages`, `${base}/placements`]) {
      expect((await get(url, worker)).statusCode, url).toBe(200);
    }
  });

  it('logs under the client each time an employer is shown a referred candidate’s offense categories', async () => {
    const client = await signIn(test.app, 'demo-client-02');
    const saved = await send('PUT', '/api/my/job-profile', client, {
      skills: ['assembly'],
      interests: [],
      offenseCategories: ['theftOrFraud'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The client reading back their own declaration is not someone else's read.
    const own = await get('/api/my/job-profile', client);
    expect(own.json()).toMatchObject({ offenseCategories: ['theftOrFraud'] });
    const logOf = async () =>
      (await get(`/api/access-log?clientId=${clientId}`, admin)).json<AccessLogList>().entries;
    expect(await logOf()).toEqual([]);

    // The record opens only at a conditional offer (Waterloo's timing rule, issue 29).
    const { consentId } = await referWithConsentAndOffer(
      test.app,
      { worker, employer, client },
      { clientId, employerId, jobId },
    );

    const candidates = (await get('/api/employer/candidates', employer)).json<{
      candidates: Candidate[];
    }>().candidates;
    expect(candidates.find((row) => row.job.id === jobId)?.details).toMatchObject({
      offenseCategories: ['theftOrFraud'],
    });
    const employerUserId = (await get('/api/user', employer)).json<{ id: number }>().id;
    const entries = await logOf();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: employerUserId },
      clientId,
      fields: ['offenseCategories'],
    });
    expect(entries[0]?.reason).toContain(`consent ${consentId}`);

    // Once the consent is revoked the categories are neither shown nor opened.
    await send('POST', `/api/my/consents/${consentId}/revoke`, client);
    const after = (await get('/api/employer/candidates', employer)).json<{
      candidates: Candidate[];
    }>().candidates;
    expect(after.find((row) => row.job.id === jobId)?.details).toBeNull();
    expect(await logOf()).toHaveLength(1);
  });
});
