import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { fixedClock } from '../src/services/clock.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp, signIn } from './support/test-app.js';

/**
 * The demo data is seeded from the injected clock, so the dashboards read the same at any hour: a
 * browser suite that ran at night once saw one of "today's" 9 am appointments as the demo client's
 * next one. Local times are built in the process's own time zone, so the test holds in any zone.
 */
const NIGHT = new Date(2026, 2, 18, 3, 0);
const AFTERNOON = new Date(2026, 2, 18, 15, 0);

interface Dashboards {
  client: { nextAppointment: { title: string; date: string } | null };
  caseWorker: { todaysAppointments: { date: string }[] };
}

async function readDashboards(test: TestApp): Promise<Dashboards> {
  const client = await test.app.inject({
    url: '/api/dashboard/client',
    headers: { cookie: await signIn(test.app, 'demo-client') },
  });
  const caseWorker = await test.app.inject({
    url: '/api/dashboard/case-worker',
    headers: { cookie: await signIn(test.app, 'demo-caseworker') },
  });
  return { client: client.json(), caseWorker: caseWorker.json() };
}

describe.each(backends)('demo data follows the injected clock (%s)', (backend) => {
  let test: TestApp | undefined;
  afterEach(() => test?.close());

  it.each([
    ['at 3 am', NIGHT],
    ['at 3 pm', AFTERNOON],
  ])('%s the demo client still sees the resume workshop next, two days on', async (_, now) => {
    test = await createTestApp(backend, { clock: fixedClock(now) });
    const { client, caseWorker } = await readDashboards(test);
    expect(client.nextAppointment?.title).toBe('Resume workshop with your case worker');
    const next = new Date(client.nextAppointment?.date ?? '');
    expect([next.getFullYear(), next.getMonth(), next.getDate(), next.getHours()]).toEqual([
      2026, 2, 20, 10,
    ]);
    // The case worker's day is the clock's day: four appointments, all on the 18th.
    expect(caseWorker.todaysAppointments.map(({ date }) => new Date(date).getDate())).toEqual([
      18, 18, 18, 18,
    ]);
  });
});

describe('CLOCK_START', () => {
  it('pins the clock of a test run only', () => {
    expect(parseEnv({ NODE_ENV: 'test', CLOCK_START: '2026-03-18T17:30:00Z' }).CLOCK_START).toBe(
      '2026-03-18T17:30:00Z',
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'development', CLOCK_START: '2026-03-18T17:30:00Z' }),
    ).toThrow('CLOCK_START is for test runs only');
    expect(() => parseEnv({ NODE_ENV: 'test', CLOCK_START: 'tomorrow' })).toThrow(
      'CLOCK_START must be an ISO 8601 instant',
    );
  });
});
