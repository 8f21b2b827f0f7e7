import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp, signIn } from './support/test-app.js';

const endpoints = [
  '/api/dashboard/client',
  '/api/dashboard/case-worker',
  '/api/dashboard/admin',
  '/api/dashboard/employer',
] as const;
type Endpoint = (typeof endpoints)[number];
type Caller = 'signed out' | 'demo-client' | 'demo-caseworker' | 'demo-admin' | 'demo-employer';

/** Every caller against every portal endpoint: its own role and admin get in, others 403, signed out 401. */
const expected: Record<Caller, Record<Endpoint, number>> = {
  'signed out': {
    '/api/dashboard/client': 401,
    '/api/dashboard/case-worker': 401,
    '/api/dashboard/admin': 401,
    '/api/dashboard/employer': 401,
  },
  'demo-client': {
    '/api/dashboard/client': 200,
    '/api/dashboard/case-worker': 403,
    '/api/dashboard/admin': 403,
    '/api/dashboard/employer': 403,
  },
  'demo-caseworker': {
    '/api/dashboard/client': 403,
    '/api/dashboard/case-worker': 200,
    '/api/dashboard/admin': 403,
    '/api/dashboard/employer': 403,
  },
  'demo-admin': {
    '/api/dashboard/client': 200,
    '/api/dashboard/case-worker': 200,
    '/api/dashboard/admin': 200,
    '/api/dashboard/employer': 200,
  },
  'demo-employer': {
    '/api/dashboard/client': 403,
    '/api/dashboard/case-worker': 403,
    '/api/dashboard/admin': 403,
    '/api/dashboard/employer': 200,
  },
};
const callers = Object.keys(expected) as Caller[];

interface ClientView {
  welcomeName: string;
  hasResume: boolean;
  nextAppointment: { title: string } | null;
  documentsNeeded: string[];
  jobMatches: { id: number }[];
  resources: unknown[];
  milestones: { name: string }[];
  applications: { jobTitle: string }[];
}

describe.each(backends)('portal dashboards (%s)', (backend) => {
  let test: TestApp;
  const cookies = new Map<Caller, string>();
  const get = (url: string, caller: Caller) => {
    const cookie = cookies.get(caller);
    return test.app.inject({ url, headers: cookie ? { cookie } : {} });
  };

  beforeAll(async () => {
    test = await createTestApp(backend);
    for (const caller of callers) {
      if (caller !== 'signed out') cookies.set(caller, await signIn(test.app, caller));
    }
    cookies.set('signed out', '');
  });
  afterAll(() => test.close());

  it.each(callers.flatMap((caller) => endpoints.map((endpoint) => [caller, endpoint] as const)))(
    'authorization matrix: %s → %s',
    async (caller, endpoint) => {
      const res = await get(endpoint, caller);
      expect(res.statusCode).toBe(expected[caller][endpoint]);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('shows the client their own view: no resume, an upcoming appointment, three matches from open jobs', async () => {
    const view = (await get('/api/dashboard/client', 'demo-client')).json<ClientView>();
    expect(view.welcomeName).toBe('Jordan Ellis');
    expect(view.hasResume).toBe(false);
    expect(view.nextAppointment).not.toBeNull();
    expect(view.documentsNeeded).toHaveLength(3);
    expect(view.resources).toHaveLength(3);
    expect(view.jobMatches).toHaveLength(3);
    const filled = await test.db
      .selectFrom('jobs')
      .select('id')
      .where('is_filled', '=', true)
      .execute();
    for (const match of view.jobMatches)
      expect(filled.map((job) => job.id)).not.toContain(match.id);
    expect(view.milestones.length).toBeGreaterThan(0);
  });

  it('never shows a client another client’s data', async () => {
    const other = await signIn(test.app, 'demo-client-02');
    const theirs = (
      await test.app.inject({ url: '/api/dashboard/client', headers: { cookie: other } })
    ).json<ClientView>();
    const mine = (await get('/api/dashboard/client', 'demo-client')).json<ClientView>();
    expect(theirs.welcomeName).toBe('Marcus Reed');
    expect(theirs.hasResume).toBe(true);
    expect(theirs.applications.map((application) => application.jobTitle)).toEqual([
      'Production Associate',
    ]);
    expect(mine.applications.map((application) => application.jobTitle).sort()).toEqual([
      'Production Associate',
      'Warehouse Associate',
    ]);
    expect(theirs.milestones).toHaveLength(1);
    expect(mine.milestones).toHaveLength(4);
  });

  it('gives an admin an empty but valid client view', async () => {
    const view = (await get('/api/dashboard/client', 'demo-admin')).json<ClientView>();
    expect(view).toMatchObject({
      welcomeName: 'Alex Morgan',
      hasResume: false,
      nextAppointment: null,
      applications: [],
      milestones: [],
    });
    expect(view.documentsNeeded).toHaveLength(3);
  });

  it('computes the case worker’s caseload: 20 clients split 45/20/25/10, appointments today', async () => {
    const view = (await get('/api/dashboard/case-worker', 'demo-caseworker')).json<{
      stats: { activeClients: number; appointmentsToday: number; placements: number };
      todaysAppointments: { date: string; clientName: string }[];
      recentClients: unknown[];
      statusSplit: { status: string; count: number; percent: number }[];
    }>();
    expect(view.stats.activeClients).toBe(20);
    expect(view.stats.placements).toBe(5);
    expect(view.statusSplit.map((entry) => [entry.status, entry.percent])).toEqual([
      ['Job Searching', 45],
      ['Interviewing', 20],
      ['Placement', 25],
      ['Onboarding', 10],
    ]);
    expect(view.todaysAppointments.length).toBeGreaterThan(0);
    expect(view.stats.appointmentsToday).toBe(view.todaysAppointments.length);
    const today = new Date().toDateString();
    for (const appointment of view.todaysAppointments)
      expect(new Date(appointment.date).toDateString()).toBe(today);
    expect(view.recentClients.length).toBeGreaterThan(0);
  });

  it('gives the admin counts, eight weeks of charts and recent lists', async () => {
    const view = (await get('/api/dashboard/admin', 'demo-admin')).json<{
      stats: Record<string, number>;
      signupsPerWeek: { count: number }[];
      submissionsPerWeek: { count: number }[];
      recentUsers: unknown[];
      recentContactSubmissions: { status: string }[];
      recentStories: unknown[];
    }>();
    const users = await test.db.selectFrom('users').select('id').execute();
    expect(view.stats['users']).toBe(users.length);
    expect(view.stats['newContactSubmissions']).toBeGreaterThan(0);
    const pledges = await test.db
      .selectFrom('donation_pledges')
      .select('id')
      .where('is_resolved', '=', false)
      .execute();
    expect(view.stats['openPledges']).toBe(pledges.length);
    expect(view.stats['openJobs']).toBe(6);
    expect(view.signupsPerWeek).toHaveLength(8);
    expect(view.submissionsPerWeek).toHaveLength(8);
    expect(view.signupsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBeGreaterThan(0);
    expect(view.recentUsers.length).toBeGreaterThan(0);
    expect(view.recentContactSubmissions.some((submission) => submission.status === 'New')).toBe(
      true,
    );
    expect(view.recentStories.length).toBeGreaterThan(0);
  });

  it('shows an employer only applications to their own postings', async () => {
    const view = (await get('/api/dashboard/employer', 'demo-employer')).json<{
      stats: { activePostings: number; totalApplications: number };
      postings: { title: string; status: string }[];
      recentApplications: { jobTitle: string }[];
    }>();
    const own = [
      'Production Associate',
      'Forklift Operator',
      'Quality Control Inspector',
      'Maintenance Technician',
    ];
    expect(view.postings.map((posting) => posting.title).sort()).toEqual([...own].sort());
    expect(
      view.postings.find((posting) => posting.title === 'Maintenance Technician')?.status,
    ).toBe('Filled');
    expect(view.stats.activePostings).toBe(3);
    expect(view.stats.totalApplications).toBe(6);
    for (const application of view.recentApplications) expect(own).toContain(application.jobTitle);

    const other = await signIn(test.app, 'riverbend-logistics');
    const theirs = (
      await test.app.inject({ url: '/api/dashboard/employer', headers: { cookie: other } })
    ).json<{
      recentApplications: { jobTitle: string }[];
    }>();
    expect(theirs.recentApplications.map((application) => application.jobTitle).sort()).toEqual([
      'Delivery Driver',
      'Warehouse Associate',
    ]);
  });
});
