import type { ClientRecord, ClientsList } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

describe.each(backends)('the case-management demo data (%s)', (backend) => {
  let test: TestApp;
  const time = steppingClock('2026-11-25T15:00:00Z');
  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const caseload = async (cookie: string) =>
    (await get('/api/clients', cookie)).json<ClientsList>().clients;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
  });
  afterAll(() => test.close());

  it('gives about 60 clients at every stage, 20 per case worker, and leaves demo-caseworker’s 20 as they were', async () => {
    const admin = await signIn(test.app, 'demo-admin');
    // The admin sees everyone, a page (50) at a time.
    expect(await caseload(admin)).toHaveLength(50);
    // Only the demo-client accounts: other demo modules may add clients of their own.
    const clients = await test.db
      .selectFrom('client_profiles')
      .innerJoin('users', 'users.id', 'client_profiles.user_id')
      .select('users.username')
      .where('users.username', 'like', 'demo-client%')
      .execute();
    expect(clients).toHaveLength(60);

    const maria = await caseload(await signIn(test.app, 'demo-caseworker'));
    expect(maria).toHaveLength(20);
    const split = Object.fromEntries(
      ['Job Searching', 'Interviewing', 'Placement', 'Onboarding'].map((status) => [
        status,
        maria.filter((client) => client.status === status).length,
      ]),
    );
    expect(split).toEqual({ 'Job Searching': 9, Interviewing: 4, Placement: 5, Onboarding: 2 });
    expect(maria.every((client) => client.unreadMessages === 0)).toBe(true);

    for (const username of ['demo-caseworker-2', 'demo-caseworker-3']) {
      const mine = await caseload(await signIn(test.app, username));
      expect(mine).toHaveLength(20);
      expect(new Set(mine.map((client) => client.status)).size).toBe(4);
      expect(mine.some((client) => client.unreadMessages > 0)).toBe(true);
    }
  });

  it('fills records with a plan, notes, messages and consents in every state', async () => {
    const priya = await signIn(test.app, 'demo-caseworker-2');
    const records = await Promise.all(
      (await caseload(priya)).map(async (client) =>
        (await get(`/api/clients/${client.id}`, priya)).json<ClientRecord>(),
      ),
    );
    const badges = new Set(records.flatMap((record) => record.consents.map((c) => c.badge)));
    expect([...badges].sort()).toEqual(['active', 'expired', 'expiresSoon', 'revoked']);
    expect(records.every((record) => record.milestones.length === 10)).toBe(true);
    expect(records.every((record) => record.notes.length > 0)).toBe(true);
    const placed = records.find((record) => record.status === 'Placement');
    expect(placed?.milestones.find((m) => m.name === 'Job placement')?.completedAt).not.toBeNull();
    expect(
      placed?.milestones.find((m) => m.name.startsWith('Follow-up 30'))?.dueDate,
    ).not.toBeNull();
    const threads = await Promise.all(
      records.map(
        async (record) =>
          (await get(`/api/clients/${record.id}/messages`, priya)).json<{ messages: unknown[] }>()
            .messages.length,
      ),
    );
    expect(threads.filter((length) => length > 0).length).toBeGreaterThan(10);
  });
});
