import type { AccessLogList, Candidate, ErrorBody, JobSearchResult } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { referWithConsentAndOffer } from './support/conditional-offer.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 32 D12: a drug-related offence the client declared reaches an employer only under the
 * client's own substance-use consent naming that employer, never under the generic consent a case
 * worker recorded; staff cannot record that scope; other categories follow the usual rules; and
 * every read still goes through the sealing service into the access log.
 */
const NOW = '2026-11-20T15:00:00.000Z';

describe.each(backends)('the client’s substance-use consent (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  let employer: string;
  let client: string;
  let clientId: number;
  let jobId: number;
  let employerId: number;

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object = {}) =>
    test.app.inject({ method, url, headers: { cookie }, payload });
  const shownCategories = async () =>
    (await get('/api/employer/candidates', employer))
      .json<{ candidates: Candidate[] }>()
      .candidates.find((row) => row.job.id === jobId)?.details?.offenseCategories;
  const logOf = async () =>
    (await get(`/api/access-log?clientId=${clientId}`, admin)).json<AccessLogList>().entries;

  beforeAll(async () => {
    test = await createTestApp(backend, {
      clock: steppingClock(NOW).clock,
      mail: { autoStart: false },
    });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
    employer = await signIn(test.app, 'demo-employer');
    client = await signIn(test.app, 'demo-client-02');
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

    const saved = await send('PUT', '/api/my/job-profile', client, {
      skills: ['assembly'],
      interests: [],
      offenseCategories: ['theftOrFraud', 'drugRelated'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await referWithConsentAndOffer(
      test.app,
      { worker, employer, client },
      { clientId, employerId, jobId },
    );
  });
  afterAll(() => test.close());

  it('shows the employer no drug-related category under the consent a case worker recorded', async () => {
    expect(await shownCategories()).toEqual(['theftOrFraud']);
  });

  it('refuses a case worker or an admin recording the substance-use scope', async () => {
    for (const cookie of [worker, admin]) {
      const refused = await send('POST', `/api/clients/${clientId}/consents`, cookie, {
        scope: 'substanceUse',
        employerId,
        textVersion: 'substance-use-sharing-2026-11',
        obtainedBy: 'inPerson',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().fieldErrors?.['scope']).toEqual([
        'Only the client can give this consent, in their own portal',
      ]);
    }
    expect(await shownCategories()).toEqual(['theftOrFraud']);
  });

  it('shows drug-related offences once the client grants the scope for that employer, logged under both consents', async () => {
    const wrongText = await send('POST', '/api/my/consents', client, {
      scope: 'substanceUse',
      employerId,
      textVersion: 'employer-sharing-2026-11',
    });
    expect(wrongText.statusCode).toBe(400);
    const granted = await send('POST', '/api/my/consents', client, {
      scope: 'substanceUse',
      employerId,
      textVersion: 'substance-use-sharing-2026-11',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toMatchObject({ scope: 'substanceUse', employerId, obtainedBy: null });
    const before = (await logOf()).length;
    expect(await shownCategories()).toEqual(['theftOrFraud', 'drugRelated']);
    const entries = await logOf();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]?.reason).toContain(String(granted.json<{ id: number }>().id));

    // Revoked, the drug-related category is hidden again; the rest still follows the other consent.
    const revoked = await send(
      'POST',
      `/api/my/consents/${granted.json<{ id: number }>().id}/revoke`,
      client,
    );
    expect(revoked.statusCode).toBe(200);
    expect(await shownCategories()).toEqual(['theftOrFraud']);
  });

  it('never counts a substance-use row someone other than the client recorded', async () => {
    const workerId = (await get('/api/user', worker)).json<{ id: number }>().id;
    await test.db
      .insertInto('consents')
      .values({
        client_id: clientId,
        scope: 'substanceUse',
        employer_id: employerId,
        recipient: 'Any',
        text_version: 'substance-use-sharing-2026-11',
        given_at: new Date(NOW),
        expires_at: new Date('2027-11-20T15:00:00.000Z'),
        recorded_by: workerId,
        obtained_by: 'inPerson',
        obtained_note: null,
        override_reason: null,
      })
      .execute();
    expect(await shownCategories()).toEqual(['theftOrFraud']);
  });
});
