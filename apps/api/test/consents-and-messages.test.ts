import type {
  Application,
  Candidate,
  Consent,
  ConsentTexts,
  EmployerProfile,
  Job,
  JobSearchResult,
  MessageThread,
} from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** More than a PostgreSQL integer holds. */
const HUGE_VERSION = 2 ** 31;
const MESSAGES_PER_TEST_WINDOW = 4;

/**
 * Issue 25 in the jobs, consents and messages domains: consent names an employer by id (H-2),
 * consent texts are versioned and staff say how they obtained one (M-5), hire dates are bounded
 * (M-3), and messages are paged, limited and e-mailed as one digest.
 */
describe.each(backends)('consents, hires and messages (%s)', (backend) => {
  let test: TestApp;
  const time = steppingClock('2026-11-20T15:00:00.000Z');
  const cookies: Record<string, string> = {};
  const as = (username: string) => cookies[username] ?? '';
  const get = (url: string, who: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie: as(who) } });
  const send = (method: 'POST' | 'PUT', url: string, who: string, payload: object = {}) =>
    test.app.inject({ method, url, headers: { cookie: as(who) }, payload });
  const clientId = async (username: string) =>
    (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const employerIdNamed = async (name: string) => {
    const res = await get('/api/employers/options', 'demo-caseworker');
    expect(res.statusCode, res.body).toBe(200);
    const found = res
      .json<{ employers: { id: number; companyName: string }[] }>()
      .employers.find((employer) => employer.companyName === name);
    if (!found) throw new Error(`the demo has ${name}`);
    return found.id;
  };
  const employerConsent = (employerId: number, extra: object = {}) => ({
    scope: 'employer',
    employerId,
    textVersion: 'employer-sharing-2026-11',
    obtainedBy: 'byPhone',
    ...extra,
  });

  beforeAll(async () => {
    test = await createTestApp(backend, {
      clock: time.clock,
      mail: { autoStart: false },
      rateLimits: {
        messagesPerUser: { max: MESSAGES_PER_TEST_WINDOW, timeWindow: HOUR_MS },
        loginPerIp: { max: 100, timeWindow: MINUTE_MS },
      },
    });
    for (const username of [
      'demo-employer',
      'riverbend-logistics',
      'demo-caseworker',
      'demo-admin',
      'demo-client-02',
      'demo-client-03',
      'demo-client-04',
    ]) {
      cookies[username] = await signIn(test.app, username);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  it('H-2: an employer whose consent was revoked sees nothing after taking another employer’s name', async () => {
    const client = await clientId('demo-client-02');
    const search = (await get('/api/jobs?q=production', 'demo-client-02')).json<JobSearchResult>();
    const job = search.jobs.find((row: Job) => row.title === 'Production Associate');
    if (!job) throw new Error('the demo has a Production Associate posting');
    const riverbend = await employerIdNamed('Riverbend Logistics');

    const consent = await send(
      'POST',
      `/api/clients/${client}/consents`,
      'demo-caseworker',
      employerConsent(job.employerId),
    );
    expect(consent.statusCode, consent.body).toBe(201);
    expect(consent.json<Consent>()).toMatchObject({
      employerId: job.employerId,
      recipient: 'Cedar Valley Manufacturing',
      obtainedBy: 'byPhone',
    });
    expect(
      (
        await send(
          'POST',
          `/api/clients/${client}/consents`,
          'demo-caseworker',
          employerConsent(riverbend),
        )
      ).statusCode,
    ).toBe(201);
    const referred = await send('POST', `/api/clients/${client}/referrals`, 'demo-caseworker', {
      jobId: job.id,
    });
    expect(referred.statusCode, referred.body).toBe(201);

    const revoked = await send(
      'POST',
      `/api/my/consents/${consent.json<Consent>().id}/revoke`,
      'demo-client-02',
    );
    expect(revoked.json<Consent>().badge).toBe('revoked');

    const renamed = await send('PUT', '/api/employer/profile', 'demo-employer', {
      companyName: 'Riverbend Logistics',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A verified company's new name waits for an admin: the badge is gone meanwhile.
    expect(renamed.json<EmployerProfile>()).toMatchObject({
      isVerified: false,
      nameReviewPending: true,
    });

    const candidates = (await get('/api/employer/candidates', 'demo-employer')).json<{
      candidates: Candidate[];
    }>().candidates;
    expect(candidates.find((row) => row.job.id === job.id)).toMatchObject({
      consentActive: false,
      details: null,
      note: null,
    });
    // The disclosure keeps the name the company had when it was made.
    const disclosures = await test.db
      .selectFrom('disclosures')
      .select(['recipient', 'employer_id'])
      .where('client_id', '=', client)
      .execute();
    expect(disclosures).toEqual([
      { recipient: 'Cedar Valley Manufacturing', employer_id: job.employerId },
    ]);
    // A disclosure by name to the look-alike is impossible: the case worker names an id.
    const shared = await send('POST', `/api/clients/${client}/disclosures`, 'demo-caseworker', {
      employerId: job.employerId,
      purpose: 'Job referral',
    });
    expect(shared.statusCode).toBe(422);

    const approved = await send(
      'POST',
      `/api/admin/employers/${job.employerId}/name-review`,
      'demo-admin',
    );
    expect(approved.json<EmployerProfile>()).toMatchObject({
      isVerified: true,
      nameReviewPending: false,
    });
    await send('PUT', '/api/employer/profile', 'demo-employer', {
      companyName: 'Cedar Valley Manufacturing',
    });
  });

  it('M-5: consent texts are versions the client can read; staff say how they obtained it and the client is told', async () => {
    const client = await clientId('demo-client-03');
    const texts = await get('/api/consent-texts', 'demo-client-03');
    expect(texts.json<ConsentTexts>().texts.map((entry) => entry.version)).toContain(
      'employer-sharing-2026-11',
    );
    const riverbend = await employerIdNamed('Riverbend Logistics');

    const unknownText = await send(
      'POST',
      `/api/clients/${client}/consents`,
      'demo-caseworker',
      employerConsent(riverbend, { textVersion: 'whatever-I-like' }),
    );
    expect(unknownText.statusCode).toBe(400);
    expect(Object.keys(unknownText.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'textVersion',
    ]);
    const noEvidence = await send('POST', `/api/clients/${client}/consents`, 'demo-caseworker', {
      scope: 'employer',
      employerId: riverbend,
      textVersion: 'employer-sharing-2026-11',
    });
    expect(noEvidence.statusCode).toBe(400);
    expect(Object.keys(noEvidence.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'obtainedBy',
    ]);

    // The client gives consent in the portal, to an employer from the list, then revokes it.
    const given = await send('POST', '/api/my/consents', 'demo-client-03', {
      employerId: riverbend,
      textVersion: 'employer-sharing-2026-11',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json<Consent>()).toMatchObject({ employerId: riverbend, obtainedBy: null });
    await send('POST', `/api/my/consents/${given.json<Consent>().id}/revoke`, 'demo-client-03');

    time.advance(HOUR_MS);
    const tooSoon = await send(
      'POST',
      `/api/clients/${client}/consents`,
      'demo-caseworker',
      employerConsent(riverbend),
    );
    expect(tooSoon.statusCode).toBe(409);
    expect(Object.keys(tooSoon.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'overrideReason',
    ]);
    const confirmed = await send(
      'POST',
      `/api/clients/${client}/consents`,
      'demo-caseworker',
      employerConsent(riverbend, { overrideReason: 'Client came in and asked again in person' }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const told = await test.db
      .selectFrom('outbox')
      .innerJoin('users', 'users.email', 'outbox.recipient')
      .select('outbox.template')
      .where('users.id', '=', client)
      .where('outbox.template', '=', 'consentRecorded')
      .execute();
    expect(told).toHaveLength(1);
    const myCase = (await get('/api/my/case', 'demo-client-03')).json<{ consents: Consent[] }>();
    expect(myCase.consents.find((row) => row.id === confirmed.json<Consent>().id)).toMatchObject({
      obtainedBy: 'byPhone',
      textVersion: 'employer-sharing-2026-11',
    });
  });

  it('M-3: a hire’s start date is bounded, and a far-future one is a field error, not a 500', async () => {
    const offers = (await get('/api/employer/applications', 'demo-employer'))
      .json<{ applications: Application[] }>()
      .applications.filter((application) => application.status === 'Offer');
    const offer = offers[0];
    if (!offer) throw new Error('the demo has an offer to demo-employer');
    for (const startDate of ['9999-12-31', '0001-01-01', '2026-02-30']) {
      const res = await send(
        'POST',
        `/api/employer/applications/${offer.id}/status`,
        'demo-employer',
        {
          to: 'Hired',
          version: offer.version,
          startDate,
          hourlyWage: 18,
          hoursPerWeek: 40,
        },
      );
      expect(res.statusCode, `${startDate}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['startDate']);
    }
    const huge = await send(
      'POST',
      `/api/employer/applications/${offer.id}/status`,
      'demo-employer',
      {
        to: 'Reviewed',
        version: HUGE_VERSION,
      },
    );
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['version']);
  });

  it('answers a job search of punctuation without an error', async () => {
    for (const q of ['-'.repeat(40), '!(&|:*', '"unterminated', "o'brien & -"]) {
      const res = await get(`/api/jobs?q=${encodeURIComponent(q)}`, 'demo-client-02');
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });

  it('pages a 200-message thread 50 at a time, oldest first within a page', async () => {
    const client = await clientId('demo-client-04');
    await test.db.deleteFrom('case_messages').where('client_id', '=', client).execute();
    const sentAt = time.clock.now();
    await test.db
      .insertInto('case_messages')
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          client_id: client,
          author_id: client,
          from_client: true,
          body: `Message ${index + 1}`,
          sent_at: sentAt,
        })),
      )
      .execute();
    const pages: MessageThread[] = [];
    let before: number | null | undefined;
    do {
      const url = `/api/clients/${client}/messages${before ? `?before=${before}` : ''}`;
      const res = await get(url, 'demo-caseworker');
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<MessageThread>());
      before = pages.at(-1)?.nextBefore;
    } while (before);
    expect(pages.map((page) => page.messages.length)).toEqual([50, 50, 50, 50]);
    expect(pages[0]?.messages.at(0)?.body).toBe('Message 151');
    expect(pages[0]?.messages.at(-1)?.body).toBe('Message 200');
    expect(pages[3]?.messages.at(0)?.body).toBe('Message 1');
    expect(pages[0]?.unread).toBe(200);
  });

  it('e-mails one digest for the messages of 15 minutes, and limits how many one person sends', async () => {
    const client = await clientId('demo-client-04');
    const digests = () =>
      test.db
        .selectFrom('outbox')
        .innerJoin('users', 'users.email', 'outbox.recipient')
        .select('outbox.next_attempt_at')
        .where('users.id', '=', client)
        .where('outbox.template', '=', 'caseWorkerMessage')
        .execute();
    const before = (await digests()).length;
    const write = (body: string) =>
      send('POST', `/api/clients/${client}/messages`, 'demo-caseworker', { body });
    expect((await write('First')).statusCode).toBe(201);
    time.advance(5 * MINUTE_MS);
    expect((await write('Second')).statusCode).toBe(201);
    expect((await digests()).length).toBe(before + 1);
    time.advance(11 * MINUTE_MS);
    expect((await write('Third, after the window')).statusCode).toBe(201);
    expect((await digests()).length).toBe(before + 2);

    expect((await write('Fourth')).statusCode).toBe(201);
    const flooded = await write('Fifth');
    expect(flooded.statusCode).toBe(429);
  });
});
