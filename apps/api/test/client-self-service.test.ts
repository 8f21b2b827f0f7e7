import type { ClientRecord, MyCase, MyProfile } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const HOUR_MS = 60 * 60 * 1000;

describe.each(backends)('the client’s profile and reschedule requests (%s)', (backend) => {
  let test: TestApp;
  let client: string;
  let worker: string;
  let clientId: number;
  const time = steppingClock('2026-11-25T15:00:00Z');

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
    test.app.inject({ method, url, headers: { cookie }, payload });
  const myCase = async () => (await get('/api/my/case', client)).json<MyCase>();

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    client = await signIn(test.app, 'demo-client');
    worker = await signIn(test.app, 'demo-caseworker');
    clientId = (await get('/api/user', client)).json<{ id: number }>().id;
  });
  afterAll(() => test.close());

  it('clears the dashboard’s resume alert once the client fills in their resume details', async () => {
    const dashboard = async () =>
      (await get('/api/dashboard/client', client)).json<{ hasResume: boolean }>().hasResume;
    expect(await dashboard()).toBe(false);
    const { profile } = await myCase();

    const saved = await send('PATCH', '/api/my/profile', client, {
      version: profile.version,
      phone: '319-555-0177',
      resumeSummary: 'Six years on a packing line; forklift certified; ServSafe food handler.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<MyProfile>()).toMatchObject({
      phone: '319-555-0177',
      version: profile.version + 1,
    });
    expect(await dashboard()).toBe(true);

    // The case worker sees the change, and who made it, on the record and its timeline.
    const record = (await get(`/api/clients/${clientId}`, worker)).json<ClientRecord>();
    expect(record.resumeSummary).toContain('forklift certified');
    expect(record.phone).toBe('319-555-0177');
    expect(record.timeline[0]).toMatchObject({
      action: 'profileUpdatedByClient',
      actor: { id: clientId },
    });

    // A save over the old version changes nothing: 409 with the field error.
    const stale = await send('PATCH', '/api/my/profile', client, {
      version: profile.version,
      resumeSummary: '',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ fieldErrors: { version: [expect.any(String)] } });
    expect(await dashboard()).toBe(true);

    const tooLong = await send('PATCH', '/api/my/profile', client, {
      version: profile.version + 1,
      phone: '3'.repeat(31),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fieldErrors: { phone: [expect.any(String)] } });

    // Clearing the details brings the alert back.
    const cleared = await send('PATCH', '/api/my/profile', client, {
      version: profile.version + 1,
      resumeSummary: '',
    });
    expect(cleared.json<MyProfile>()).toMatchObject({ resumeSummary: null, phone: '319-555-0177' });
    expect(await dashboard()).toBe(false);
  });

  it('stores a reschedule request the case worker sees, answered when they move the appointment', async () => {
    const upcoming = (await myCase()).appointments.find(
      (appointment) =>
        appointment.attendance === 'scheduled' && appointment.date > time.clock.now().toISOString(),
    );
    expect(upcoming).toBeDefined();
    const url = `/api/my/appointments/${upcoming?.id ?? 0}/reschedule`;

    expect((await send('POST', url, client, {})).statusCode).toBe(400);
    const asked = await send('POST', url, client, { preferredTimes: 'Any weekday after 3 pm' });
    expect(asked.statusCode).toBe(201);
    expect((await send('POST', url, client, { preferredTimes: 'Mornings' })).statusCode).toBe(409);

    const seen = (await get(`/api/clients/${clientId}`, worker)).json<ClientRecord>();
    const appointment = seen.appointments.find((entry) => entry.id === upcoming?.id);
    expect(appointment?.rescheduleRequest).toMatchObject({
      preferredTimes: 'Any weekday after 3 pm',
      requestedAt: '2026-11-25T15:00:00.000Z',
    });
    expect(seen.timeline[0]).toMatchObject({ action: 'rescheduleRequested' });

    const newDate = new Date(time.clock.now().getTime() + 50 * HOUR_MS).toISOString();
    const moved = await send(
      'PATCH',
      `/api/clients/${clientId}/appointments/${upcoming?.id ?? 0}`,
      worker,
      { date: newDate },
    );
    expect(moved.statusCode).toBe(200);
    const after = (await myCase()).appointments.find((entry) => entry.id === upcoming?.id);
    expect(after).toMatchObject({ date: newDate, rescheduleRequest: null });
  });

  it('refuses requests for a past appointment (409) and for anyone else’s (404)', async () => {
    const past = await send('POST', `/api/clients/${clientId}/appointments`, worker, {
      title: 'Résumé review',
      date: new Date(time.clock.now().getTime() - 2 * HOUR_MS).toISOString(),
      mode: 'inPerson',
    });
    expect(past.statusCode).toBe(201);
    const pastUrl = `/api/my/appointments/${past.json<{ id: number }>().id}/reschedule`;
    const late = await send('POST', pastUrl, client, { preferredTimes: 'Next week' });
    expect(late.statusCode).toBe(409);

    // Another client of the same case worker finds nothing there.
    const other = await signIn(test.app, 'demo-client-02');
    expect((await get('/api/user', other)).json<{ id: number }>().id).not.toBe(clientId);
    const res = await send('POST', pastUrl, other, { preferredTimes: 'Next week' });
    expect(res.statusCode).toBe(404);
    expect((await send('PATCH', '/api/my/profile', worker, { version: 1 })).statusCode).toBe(403);
  });
});
