import type { MyTasks } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAppointmentReminders } from '../src/domains/clients/use-cases/send-appointment-reminders.js';
import { asUser } from './support/as-user.js';
import { steppingClock } from './support/clock.js';
import { validBodies } from './support/payloads.js';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const HOUR = 3_600_000;
const NOTES = 'Private: talk about the relapse';

/**
 * Issue 31.1-31.3 and 32 D14: the Today list (who may see whose), each person's language for
 * e-mail, and appointment reminders on the injected clock: 24 hours before, the same morning for
 * an early one, once each, taken back on a move, none when turned off; never the notes.
 */
describe.each(backends)('Today, e-mail language and reminders (%s)', (backend) => {
  // Tuesday 1 December 2026, 09:00 in Waterloo (UTC-6).
  const time = steppingClock('2026-12-01T15:00:00Z');
  let test: TestApp;
  let worker: string;
  let admin: string;
  let client: string;
  let clientId: number;
  let workerId: number;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    cookie: string,
    payload?: object,
  ) => test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const outbox = () =>
    test.db
      .selectFrom('outbox')
      .select(['id', 'template', 'recipient', 'subject', 'text_body', 'status'])
      .orderBy('id')
      .execute();
  const remind = () => sendAppointmentReminders(test.app.db, test.app.outbox, time.clock.now());
  const schedule = async (date: string, title = 'Parole paperwork') => {
    const res = await api('POST', `/api/clients/${clientId}/appointments`, worker, {
      title,
      date,
      mode: 'inPerson',
      notes: NOTES,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    worker = await asUser(test.app, 'caseWorker');
    admin = await asUser(test.app, 'admin');
    client = await asUser(test.app, 'client');
    const me = await api('GET', '/api/user', client);
    clientId = me.json<{ id: number }>().id;
    workerId = (await api('GET', '/api/user', worker)).json<{ id: number }>().id;
    // The demo seed's own appointments are settled, so the counts below are this file's alone.
    await test.db.updateTable('appointments').set({ attendance: 'attended' }).execute();
    await test.db.deleteFrom('outbox').execute();
  });
  afterAll(() => test.close());

  it('staff set a client’s language; the client reads and changes it, and turns reminders off and on', async () => {
    const set = await api('PUT', `/api/clients/${clientId}/mail-settings`, worker, {
      preferredLanguage: 'es',
    });
    expect(set.json()).toEqual({ preferredLanguage: 'es', appointmentReminders: true });
    expect((await api('GET', '/api/my/mail-settings', client)).json()).toEqual({
      preferredLanguage: 'es',
      appointmentReminders: true,
    });
    const bad = await api('PUT', '/api/my/mail-settings', client, { preferredLanguage: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { preferredLanguage: ['Please choose English or Spanish'] },
    });
    // An employer reaches no client record: 403 at the gate; a client id out of reach is 404.
    const employer = await asUser(test.app, 'employer');
    expect((await api('GET', `/api/clients/${clientId}/mail-settings`, employer)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/api/clients/999999/mail-settings', worker)).statusCode).toBe(404);
  });

  it('a staff message reaches a Spanish-speaking client in Spanish', async () => {
    const sent = await api('POST', `/api/clients/${clientId}/messages`, worker, { body: 'Hola' });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await outbox();
    expect(mail?.template).toBe('caseWorkerMessage');
    expect(mail?.subject).toMatch(/^Tiene un mensaje nuevo de /);
    await test.db.deleteFrom('outbox').execute();
  });

  it('sends the 24-hour and the same-morning reminder of an early appointment once each, in Spanish, without the notes', async () => {
    // Thursday 3 December, 08:30 in Waterloo: early.
    const id = await schedule('2026-12-03T14:30:00.000Z');
    expect(await remind()).toBe(0);
    time.advance(23 * HOUR + 29 * 60_000); // Wednesday 08:29
    expect(await remind()).toBe(0);
    time.advance(60_000); // Wednesday 08:30: 24 hours before
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    time.advance(22 * HOUR + 29 * 60_000); // Thursday 06:59
    expect(await remind()).toBe(0);
    time.advance(60_000); // Thursday 07:00
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const mails = await outbox();
    expect(mails.map((mail) => mail.template)).toEqual([
      'appointmentReminder',
      'appointmentReminder',
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBe('Recordatorio: su cita el jueves, 3 de diciembre, 8:30 a.m.');
      expect(mail.text_body).toContain('Dónde: En nuestra oficina');
      expect(mail.text_body).not.toContain(NOTES);
      expect(mail.text_body).not.toContain('Parole paperwork');
    }
    const rows = await test.db
      .selectFrom('appointment_reminders')
      .select('kind')
      .where('appointment_id', '=', id)
      .execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['dayBefore', 'sameMorning']);
    await test.db.deleteFrom('outbox').execute();
  });

  it('a reschedule takes back the reminder not yet sent and tells the client; a cancellation too', async () => {
    // Now Thursday 07:00. Friday 4 December, 14:00 in Waterloo: not early.
    const id = await schedule('2026-12-04T20:00:00.000Z');
    time.advance(13 * HOUR); // Thursday 20:00 UTC: 18 hours before
    expect(await remind()).toBe(1);
    expect((await outbox()).map((mail) => mail.template)).toEqual(['appointmentReminder']);
    const moved = await api('PATCH', `/api/clients/${clientId}/appointments/${id}`, worker, {
      date: '2026-12-07T20:00:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await outbox();
    expect(afterMove.map((mail) => mail.template)).toEqual(['appointmentChanged']);
    expect(afterMove[0]?.subject).toBe('Su cita cambió al lunes, 7 de diciembre, 2:00 p.m.');
    expect(afterMove[0]?.text_body).not.toContain(NOTES);
    // The new time is days away: nothing due.
    expect(await remind()).toBe(0);
    const cancelled = await api('PATCH', `/api/clients/${clientId}/appointments/${id}`, worker, {
      attendance: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const last = (await outbox()).at(-1);
    expect(last?.subject).toBe('Su cita del lunes, 7 de diciembre, 2:00 p.m. se canceló');
    time.advance(3 * 24 * HOUR); // the day before the new time: a cancelled one is not reminded
    expect(await remind()).toBe(0);
    await test.db.deleteFrom('outbox').execute();
  });

  it('sends no reminder to a client who turned them off', async () => {
    const off = await api('PUT', '/api/my/mail-settings', client, {
      preferredLanguage: 'es',
      appointmentReminders: false,
    });
    expect(off.json()).toEqual({ preferredLanguage: 'es', appointmentReminders: false });
    await schedule(new Date(time.clock.now().getTime() + 5 * HOUR).toISOString());
    expect(await remind()).toBe(0);
    await api('PUT', '/api/my/mail-settings', client, {
      preferredLanguage: 'es',
      appointmentReminders: true,
    });
    expect(await remind()).toBe(1);
    await test.db.deleteFrom('outbox').execute();
  });

  it('lists today’s appointments and unanswered messages for the case worker, and for an admin who names them', async () => {
    const now = time.clock.now();
    const message = await api('POST', '/api/my/messages', client, { body: 'Can we talk?' });
    expect(message.statusCode, message.body).toBe(201);
    // Three working days later, unanswered.
    time.advance(3 * 24 * HOUR + (now.getUTCDay() >= 3 ? 2 * 24 * HOUR : 0));
    const later = time.clock.now();
    await schedule(new Date(later.getTime() + HOUR).toISOString(), 'Résumé review');
    const mine = await api('GET', '/api/my/tasks', worker);
    expect(mine.statusCode, mine.body).toBe(200);
    const tasks = mine.json<MyTasks>();
    expect(tasks.caseWorker.id).toBe(workerId);
    expect(tasks.caseWorkers).toEqual([]);
    const appointment = tasks.tasks.find((task) => task.detail === 'Résumé review');
    expect(appointment).toMatchObject({
      kind: 'appointment',
      client: { id: clientId },
      href: `/dashboard/case-worker/clients/${clientId}`,
      overdue: false,
    });
    expect(tasks.tasks).toContainEqual(
      expect.objectContaining({
        kind: 'unansweredMessage',
        client: expect.objectContaining({ id: clientId }) as unknown,
      }),
    );
    expect(tasks.counts.appointment).toBeGreaterThanOrEqual(1);
    expect(tasks.total).toBe(Object.values(tasks.counts).reduce((sum, n) => sum + n, 0));

    const other = await api('GET', `/api/my/tasks?caseWorkerId=${workerId + 100000}`, worker);
    expect(other.statusCode).toBe(404);
    const byAdmin = await api('GET', `/api/my/tasks?caseWorkerId=${workerId}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<MyTasks>().tasks).toEqual(tasks.tasks);
    expect(byAdmin.json<MyTasks>().caseWorkers).toContainEqual(
      expect.objectContaining({ id: workerId }),
    );
    expect((await api('GET', '/api/my/tasks', client)).statusCode).toBe(403);

    // Once answered, the thread leaves the list.
    await api('POST', `/api/clients/${clientId}/messages`, worker, { body: 'Yes, call me.' });
    const after = (await api('GET', '/api/my/tasks', worker)).json<MyTasks>();
    expect(
      after.tasks.some((task) => task.kind === 'unansweredMessage' && task.client.id === clientId),
    ).toBe(false);
  });

  it('an intake sent from a Spanish page gets a Spanish invitation to the Spanish set-password page (D14)', async () => {
    await test.db.deleteFrom('outbox').execute();
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/client-intake',
      headers: { 'content-language': 'es' },
      payload: { ...validBodies['/api/client-intake'], email: 'ana.spanish@example.org' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const accepted = await api('POST', `/api/inbox/clientIntake/${id}/accept`, worker, {});
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { invitation } = accepted.json<{ invitation: { link: string } }>();
    expect(invitation.link).toMatch(/\/es\/auth\/reset-password#token=/);
    const mail = (await outbox()).find((row) => row.template === 'invitation');
    expect(mail?.subject).toBe('Su cuenta de Pathways está lista');
    expect(mail?.text_body).toContain('/es/auth/reset-password');
  });
});
