import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/env.js';
import { steppingClock } from './support/clock.js';
import { validBodies } from './support/payloads.js';
import { startTestSmtpServer } from './support/smtp.js';
import type { TestSmtpServer } from './support/smtp.js';
import { backends, createTestApp, testEnv } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const STAFF = 'staff-alerts@cedarvalleypathways.test';
/** What the web client sends beside a Spanish page's form (issue 18). */
const SPANISH = { 'content-language': 'es' };
const SPANISH_LINK = /https:\/\/pathways\.test\/es\/auth\/reset-password#token=([\w-]+)/;
const ENGLISH_WORDS = /\b(We received|Your reference|Thank you|business days|Mon-Fri|Reset your)\b/;

const env: Env = {
  ...testEnv,
  MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
  STAFF_ALERT_TO: STAFF,
  PUBLIC_URL: 'https://pathways.test',
};

function resetCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = cookies.find((value) => value.startsWith('pathways.reset='));
  if (!cookie) throw new Error(`no reset cookie (${response.statusCode} ${response.body})`);
  return cookie.split(';', 1)[0] ?? '';
}

/**
 * Issue 18: whoever uses a Spanish page gets the e-mail that answers it in Spanish (a form's
 * receipt, a password reset and its confirmation), while staff alerts stay English.
 */
describe.each(backends)('e-mail for a Spanish page (%s)', (backend) => {
  let smtp: TestSmtpServer;
  let test: TestApp;
  const time = steppingClock('2026-11-24T15:00:00Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    test = await createTestApp(backend, {
      env: { ...env, SMTP_URL: smtp.url },
      clock: time.clock,
      mail: { autoStart: false },
    });
    await test.db.deleteFrom('outbox').execute();
  });
  afterAll(async () => {
    await test.close();
    await smtp.stop();
  });
  afterEach(async () => {
    await test.app.outboxWorker.drain();
    await test.db.deleteFrom('outbox').execute();
    smtp.received.length = 0;
  });

  it('an intake sent from a Spanish page gets a Spanish receipt; staff are alerted in English', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/client-intake',
      headers: SPANISH,
      payload: validBodies['/api/client-intake'],
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    await test.app.outboxWorker.drain();

    const receipt = smtp.received.find((mail) => !mail.to.includes(STAFF));
    expect(receipt?.subject).toBe(`Recibimos su solicitud (${reference})`);
    expect(receipt?.html).toContain('<html lang="es">');
    expect(receipt?.text).toContain(`Su número de referencia es ${reference}.`);
    expect(receipt?.text).toContain(
      'Le llamaremos en 2 a 3 días hábiles para hacer una cita de inscripción.',
    );
    expect(receipt?.text).not.toMatch(ENGLISH_WORDS);

    const alert = smtp.received.find((mail) => mail.to.includes(STAFF));
    expect(alert?.subject).toBe(`New client intake application ${reference}`);
  });

  it('the same form without the header is answered in English, as before', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validBodies['/api/contact'],
    });
    const { reference } = res.json<{ reference: string }>();
    await test.app.outboxWorker.drain();
    const receipt = smtp.received.find((mail) => !mail.to.includes(STAFF));
    expect(receipt?.subject).toBe(`We received your message (${reference})`);
  });

  it('a reset asked for on the Spanish page links to the Spanish reset page, and both e-mails are Spanish', async () => {
    const asked = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      headers: SPANISH,
      payload: { email: 'demo-client@example.org' },
    });
    expect(asked.statusCode).toBe(202);
    await test.app.outboxWorker.drain();
    const [resetMail] = smtp.received;
    expect(resetMail?.subject).toBe('Cambie su contraseña de Pathways');
    expect(resetMail?.text).not.toMatch(ENGLISH_WORDS);
    const token = SPANISH_LINK.exec(resetMail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    smtp.received.length = 0;

    const checked = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/verify',
      payload: { token },
    });
    const done = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { ...SPANISH, cookie: resetCookie(checked) },
      payload: { password: 'nueva-clave-2026', confirmPassword: 'nueva-clave-2026' },
    });
    expect(done.statusCode).toBe(204);
    await test.app.outboxWorker.drain();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Se cambió su contraseña de Pathways',
    ]);
  });
});
