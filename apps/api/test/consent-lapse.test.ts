import type { ClientRecord } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLapsedConsents } from '../src/domains/consents/use-cases/record-lapsed-consents.js';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('the periodic job that expires lapsed consents (%s)', (backend) => {
  let test: TestApp;
  let worker: string;
  let clientId: number;
  const employerIds: Record<string, number> = {};
  const time = steppingClock('2026-11-25T15:00:00Z');

  const record = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/api/clients/${clientId}`,
        headers: { cookie: worker },
      })
    ).json<ClientRecord>();
  const badges = async (): Promise<Record<string, string>> =>
    Object.fromEntries(
      (await record()).consents.map((consent) => [
        consent.recipient ?? consent.scope,
        consent.badge,
      ]),
    );
  const lapsesOnTimeline = async () =>
    (await record()).timeline.filter((event) => event.action === 'consentExpired');

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    worker = await signIn(test.app, 'demo-caseworker');
    const client = await signIn(test.app, 'demo-client');
    clientId = (
      await test.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: client } })
    ).json<{ id: number }>().id;
    // The demo data's consents (some lapsed, some about to) are not this test's: only the two made here.
    await test.db.deleteFrom('disclosures').execute();
    await test.db.deleteFrom('consents').execute();
    const employers = await test.db
      .selectFrom('employers')
      .select(['id', 'company_name'])
      .execute();
    for (const [recipient, days] of [
      ['Cedar Valley Manufacturing', 3],
      ['Hawkeye Foods', 60],
    ] as const) {
      employerIds[recipient] = employers.find((row) => row.company_name === recipient)?.id ?? 0;
      const res = await test.app.inject({
        method: 'POST',
        url: `/api/clients/${clientId}/consents`,
        headers: { cookie: worker },
        payload: {
          scope: 'employer',
          employerId: employerIds[recipient],
          textVersion: 'employer-sharing-2026-11',
          obtainedBy: 'onPaper',
          expiresInDays: days,
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => test.close());

  it('records nothing while every consent is in date', async () => {
    expect(await recordLapsedConsents(test.db, time.clock.now())).toBe(0);
    expect(await badges()).toEqual({
      'Cedar Valley Manufacturing': 'expiresSoon',
      'Hawkeye Foods': 'active',
    });
  });

  it('writes a lapse once on the timeline when the clock passes the expiry, and shows Expired', async () => {
    time.advance(4 * DAY_MS);
    expect(await recordLapsedConsents(test.db, time.clock.now())).toBe(1);
    // A second round (or a second instance) finds nothing more to record.
    expect(await recordLapsedConsents(test.db, time.clock.now())).toBe(0);

    const lapses = await lapsesOnTimeline();
    expect(lapses).toHaveLength(1);
    expect(lapses[0]).toMatchObject({
      actor: null,
      at: '2026-11-29T15:00:00.000Z',
      changes: { 'Cedar Valley Manufacturing': ['active', 'expired'] },
    });
    expect(await badges()).toEqual({
      'Cedar Valley Manufacturing': 'expired',
      'Hawkeye Foods': 'active',
    });

    const share = await test.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/disclosures`,
      headers: { cookie: worker },
      payload: { employerId: employerIds['Cedar Valley Manufacturing'], purpose: 'Job referral' },
    });
    expect(share.statusCode).toBe(422);
  });

  it('never records a revoked consent as lapsed', async () => {
    const riverside = (await record()).consents.find(
      (consent) => consent.recipient === 'Hawkeye Foods',
    );
    const client = await signIn(test.app, 'demo-client');
    await test.app.inject({
      method: 'POST',
      url: `/api/my/consents/${riverside?.id ?? 0}/revoke`,
      headers: { cookie: client },
    });
    time.advance(90 * DAY_MS);
    expect(await recordLapsedConsents(test.db, time.clock.now())).toBe(0);
    expect(await lapsesOnTimeline()).toHaveLength(1);
  });
});
