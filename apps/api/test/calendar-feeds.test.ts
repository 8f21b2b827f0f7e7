import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl } from '../src/app.js';
import { addClient } from './support/clients.js';
import { steppingClock } from './support/clock.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Calendars (issue 31.4): the private feeds and .ics files, read back with a real iCalendar parser
 * (ical.js) and compared with the appointments they come from, across both daylight-saving edges
 * of America/Chicago. The clock is pinned: DTSTAMP and the feed's window come from it.
 */
const NOW = '2026-10-20T14:00:00.000Z';
/** 01:30 CDT and 01:30 CST on 1 November 2026, the night the clocks go back: the same wall time. */
const FIRST_ONE_THIRTY = '2026-11-01T06:30:00.000Z';
const SECOND_ONE_THIRTY = '2026-11-01T07:30:00.000Z';
/** 03:30 CDT on 14 March 2027, just after the clocks go forward. */
const AFTER_SPRING_FORWARD = '2027-03-14T08:30:00.000Z';
/** 09:00 CST on an ordinary winter day. */
const WINTER_MORNING = '2026-12-01T15:00:00.000Z';

interface ParsedEvent {
  uid: string;
  start: string;
  startLocal: string;
  zone: string;
  summary: string;
  location: string;
  description: string;
  status: string;
  sequence: number;
  durationSeconds: number;
}

/** The feed as a calendar app reads it: its zone registered, each event's start as an instant. */
function parseCalendar(body: string): { events: ParsedEvent[]; stamps: string[] } {
  // ical.js types its parse result loosely; a VCALENDAR's jCal is an array.
  const jcal: unknown[] = ICAL.parse(body) as unknown[];
  const calendar = new ICAL.Component(jcal);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  return {
    stamps: vevents.map((vevent) => String(vevent.getFirstPropertyValue('dtstamp'))),
    events: vevents.map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        startLocal: event.startDate.toString(),
        zone: event.startDate.zone?.tzid ?? '',
        summary: event.summary,
        location: event.location,
        description: event.description,
        status: String(vevent.getFirstPropertyValue('status')),
        sequence: event.sequence,
        durationSeconds: event.duration.toSeconds(),
      };
    }),
  };
}

describe.each(backends)('calendar feeds (%s)', (backend) => {
  let test: TestApp;
  const clock = steppingClock(NOW);
  let workerCookie = '';
  let clientCookie = '';
  let otherWorkerCookie = '';
  let clientId = 0;
  const appointmentIds: number[] = [];

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    test.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: clock.clock });
    const workerId = await addCaseWorker(test.db, 'cal-worker');
    await addCaseWorker(test.db, 'cal-other');
    clientId = await addClient(test.db, {
      username: 'cal-client',
      fullName: 'Rosa Delgado Ruiz',
      caseWorkerId: workerId,
    });
    workerCookie = await signIn(test.app, 'cal-worker');
    otherWorkerCookie = await signIn(test.app, 'cal-other');
    clientCookie = await signIn(test.app, 'cal-client');
    for (const [date, mode] of [
      [FIRST_ONE_THIRTY, 'inPerson'],
      [SECOND_ONE_THIRTY, 'virtual'],
      [AFTER_SPRING_FORWARD, 'inPerson'],
      [WINTER_MORNING, 'inPerson'],
    ] as const) {
      const res = await call('POST', `/api/clients/${clientId}/appointments`, workerCookie, {
        title: 'Probation check-in prep',
        date,
        mode,
        notes: 'Talk about the relapse last month',
      });
      expect(res.statusCode, res.body).toBe(201);
      appointmentIds.push(res.json<{ id: number }>().id);
    }
  });
  afterAll(() => test.close());

  it('shows a new feed’s address once, keeps only its hash, and answers the feed to it', async () => {
    expect((await call('GET', '/api/my/calendar-feed', clientCookie)).json()).toEqual({
      feed: null,
    });
    const created = await call('POST', '/api/my/calendar-feed', clientCookie, { language: 'en' });
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    const token = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';
    // 32 random bytes in base64url: 256 bits.
    expect(token).toHaveLength(43);
    const stored = await test.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await call('GET', '/api/my/calendar-feed', clientCookie)).json()).toEqual({
      feed: { createdAt: NOW },
    });
    const feed = await call('GET', pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toMatch(/no-store/);
  });

  it('gives the client’s appointments at their instants in America/Chicago, DST edges included', async () => {
    const { url } = (await call('POST', '/api/my/calendar-feed', clientCookie)).json<{
      url: string;
    }>();
    const body = (await call('GET', pathOf(url))).body;
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { events, stamps } = parseCalendar(body);
    expect(events.map((event) => event.start)).toEqual([
      FIRST_ONE_THIRTY,
      SECOND_ONE_THIRTY,
      WINTER_MORNING,
      AFTER_SPRING_FORWARD,
    ]);
    // In time order: the two 01:30s, the winter morning (made last), then March.
    expect(events.map((event) => event.uid)).toEqual(
      [0, 1, 3, 2].map(
        (index) => `appointment-${appointmentIds[index] ?? 0}@cedarvalleypathways.org`,
      ),
    );
    const winter = events[2];
    expect(winter?.zone).toBe('America/Chicago');
    expect(winter?.startLocal).toBe('2026-12-01T09:00:00');
    expect(events[3]?.startLocal).toBe('2027-03-14T03:30:00');
    // The repeated hour is written in UTC: readers disagree about which 01:30 a local time means.
    expect(body).toContain('DTSTART:20261101T063000Z\r\n');
    expect(body).toContain('DTSTART:20261101T073000Z\r\n');
    expect(body).toContain('DTSTART;TZID=America/Chicago:20261201T090000\r\n');
    expect(stamps.every((stamp) => stamp === '2026-10-20T14:00:00Z')).toBe(true);
    for (const event of events) {
      expect(event.durationSeconds).toBe(3600);
      expect(event.summary).toBe('Pathways appointment with Case');
      expect(`${event.summary} ${event.location} ${event.description}`).not.toMatch(
        /Probation|relapse|Rosa|Delgado/,
      );
    }
    expect(events[0]?.location).toContain('415 Commercial Street, Waterloo, IA 50701');
    expect(events[1]?.location).toMatch(/^Video call/);
  });

  it('shows the case worker’s caseload with the client’s first name only, and the same UIDs', async () => {
    const { url } = (
      await call('POST', '/api/my/calendar-feed', workerCookie, { language: 'en' })
    ).json<{ url: string }>();
    const { events } = parseCalendar((await call('GET', pathOf(url))).body);
    expect(events).toHaveLength(4);
    expect(new Set(events.map((event) => event.summary))).toEqual(
      new Set(['Pathways appointment with Rosa']),
    );
    const other = (await call('POST', '/api/my/calendar-feed', otherWorkerCookie)).json<{
      url: string;
    }>();
    expect(parseCalendar((await call('GET', pathOf(other.url))).body).events).toEqual([]);
  });

  it('marks a cancelled or moved appointment CANCELLED or with a higher SEQUENCE, same UID', async () => {
    const { url } = (
      await call('POST', '/api/my/calendar-feed', clientCookie, { language: 'es' })
    ).json<{
      url: string;
    }>();
    const before = parseCalendar((await call('GET', pathOf(url))).body).events;
    const winterId = appointmentIds[3] ?? 0;
    const cancel = await call(
      'PATCH',
      `/api/clients/${clientId}/appointments/${winterId}`,
      workerCookie,
      {
        attendance: 'cancelled',
      },
    );
    expect(cancel.statusCode).toBe(200);
    const moved = '2026-12-02T16:00:00.000Z';
    const firstId = appointmentIds[0] ?? 0;
    const move = await call(
      'PATCH',
      `/api/clients/${clientId}/appointments/${firstId}`,
      workerCookie,
      {
        date: moved,
      },
    );
    expect(move.statusCode).toBe(200);
    const after = parseCalendar((await call('GET', pathOf(url))).body).events;
    const byUid = (events: ParsedEvent[], id: number) =>
      events.find((event) => event.uid === `appointment-${id}@cedarvalleypathways.org`);
    expect(byUid(after, winterId)?.status).toBe('CANCELLED');
    expect(byUid(after, winterId)?.sequence).toBe((byUid(before, winterId)?.sequence ?? 0) + 1);
    expect(byUid(after, firstId)?.start).toBe(moved);
    expect(byUid(after, firstId)?.sequence).toBe((byUid(before, firstId)?.sequence ?? 0) + 1);
    expect(byUid(after, firstId)?.summary).toBe('Cita de Pathways con Case');
    // Read again unchanged: the same versions.
    const again = parseCalendar((await call('GET', pathOf(url))).body).events;
    expect(again.map((event) => event.sequence)).toEqual(after.map((event) => event.sequence));
  });

  it('stops a revoked or replaced feed at once (404), and a made-up token too', async () => {
    const first = (await call('POST', '/api/my/calendar-feed', clientCookie)).json<{
      url: string;
    }>();
    const second = (await call('POST', '/api/my/calendar-feed', clientCookie)).json<{
      url: string;
    }>();
    expect((await call('GET', pathOf(first.url))).statusCode).toBe(404);
    expect((await call('GET', pathOf(second.url))).statusCode).toBe(200);
    const revoked = await call('POST', '/api/my/calendar-feed/revoke', clientCookie);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await call('GET', pathOf(second.url))).statusCode).toBe(404);
    expect((await call('GET', '/api/my/calendar-feed', clientCookie)).json()).toEqual({
      feed: null,
    });
    expect((await call('GET', '/api/calendar/not-a-real-token.ics')).statusCode).toBe(404);
  });

  it('downloads one appointment as .ics for its client and its case worker only (404 otherwise)', async () => {
    const id = appointmentIds[2] ?? 0;
    const mine = await call('GET', `/api/my/appointments/${id}.ics?lang=es`, clientCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="appointment-${id}.ics"`,
    );
    const [event] = parseCalendar(mine.body).events;
    expect(event?.start).toBe(AFTER_SPRING_FORWARD);
    expect(event?.summary).toBe('Cita de Pathways con Case');
    const staff = await call(
      'GET',
      `/api/clients/${clientId}/appointments/${id}.ics`,
      workerCookie,
    );
    expect(staff.statusCode).toBe(200);
    expect(parseCalendar(staff.body).events[0]?.summary).toBe('Pathways appointment with Rosa');
    const otherWorker = await call(
      'GET',
      `/api/clients/${clientId}/appointments/${id}.ics`,
      otherWorkerCookie,
    );
    expect(otherWorker.statusCode).toBe(404);
    const demoClient = await signIn(test.app, 'demo-client');
    expect((await call('GET', `/api/my/appointments/${id}.ics`, demoClient)).statusCode).toBe(404);
    expect((await call('GET', `/api/my/appointments/${id}.ics`)).statusCode).toBe(401);
  });
});

describe('the request log and the feed’s token', () => {
  it('keeps a feed’s token out of every logged URL', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    expect(loggedUrl(`/api/calendar/${token}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(loggedUrl(`/api/calendar/${token}.ics?x=1`)).toBe(
      '/api/calendar/[redacted].ics?[redacted]',
    );
    expect(loggedUrl('/api/clients/3/appointments/4.ics')).toBe(
      '/api/clients/3/appointments/4.ics',
    );
  });
});

describe('the feed route’s rate limit and log', () => {
  it('answers 429 past the limit per address, and never logs the token', async () => {
    const lines: string[] = [];
    const test = await createTestApp('pglite', {
      rateLimits: { calendarFeedPerIp: { max: 3, timeWindow: 60_000 } },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const token = 'SecretFeedToken0123456789abcdefghijklmnopq';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await test.app.inject({ url: `/api/calendar/${token}.ics` })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect(lines.join('\n')).toContain('/api/calendar/[redacted].ics');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await test.close();
    }
  });
});
