import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/env.js';
import { steppingClock } from './support/clock.js';
import { startTestSmtpServer } from './support/smtp.js';
import type { TestSmtpServer } from './support/smtp.js';
import { attemptSignIn } from './support/as-user.js';
import { DEMO_PASSWORD, backends, createTestApp, signIn, testEnv } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const CLIENT_EMAIL = 'demo-client@example.org';
const SAME_ANSWER = { message: 'If an account exists, we sent a link' };
const LINK = /https:\/\/pathways\.test\/auth\/reset-password#token=([\w-]+)/;
const HOUR_MS = 3_600_000;

const envWith = (smtp: TestSmtpServer): Env => ({
  ...testEnv,
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
  PUBLIC_URL: 'https://pathways.test',
});

function resetCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = cookies.find((value) => value.startsWith('pathways.reset='));
  if (!cookie) throw new Error(`no reset cookie (${response.statusCode} ${response.body})`);
  return cookie;
}

describe.each(backends)('password reset (%s)', (backend) => {
  let smtp: TestSmtpServer;
  let test: TestApp;
  const logLines: string[] = [];
  const time = steppingClock('2026-11-24T15:00:00Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    test = await createTestApp(backend, {
      env: envWith(smtp),
      clock: time.clock,
      mail: { autoStart: false },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, callback) {
            logLines.push(chunk.toString());
            callback();
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await smtp.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  const request = (email: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
    });
  const verify = (token: string) =>
    test.app.inject({ method: 'POST', url: '/api/password-reset/verify', payload: { token } });
  const reset = (cookie: string, password: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { cookie: cookie.split(';', 1)[0] ?? '' },
      payload: { password, confirmPassword: password },
    });
  const login = (password: string) => attemptSignIn(test.app, 'demo-client', password);

  /** Asks for a link for the demo client and reads it from the mailbox. */
  async function mailedToken(): Promise<string> {
    expect((await request(CLIENT_EMAIL)).statusCode).toBe(202);
    await test.app.outboxWorker.drain();
    const mail = smtp.received.findLast((message) => message.subject.startsWith('Reset'));
    const token = LINK.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link arrived');
    return token;
  }

  it('answers the same whether or not an account has the address, and mails only the real one', async () => {
    const known = await request(CLIENT_EMAIL.toUpperCase());
    const unknown = await request('nobody-here@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    await test.app.outboxWorker.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([CLIENT_EMAIL]);
    expect(mail?.subject).toBe('Reset your Pathways password');
    expect(mail?.text).toMatch(LINK);
    expect(mail?.text).toContain('expires in 60 minutes');
    expect(mail?.html).toMatch(/>Choose a new password<\/a>/);
  });

  it('a mailed link resets the password once, not twice, and ends every session of the account', async () => {
    const otherDevice = await signIn(test.app, 'demo-client');
    const token = await mailedToken();

    // Stored as a hash only, never the token itself.
    const stored = await test.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    // Once sent, the outbox keeps no usable copy of the link.
    const outboxCopies = await test.db.selectFrom('outbox').select('text_body').execute();
    expect(outboxCopies.some((row) => row.text_body.includes(token))).toBe(false);

    const checked = await verify(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      expiresAt: new Date(time.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const cookie = resetCookie(checked);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/password-reset/);
    expect(checked.headers['cache-control']).toBe('no-store');

    const done = await reset(cookie, 'a-brand-new-secret');
    expect(done.statusCode).toBe(204);

    // Signed out everywhere; the old password no longer works, the new one does.
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: otherDevice },
    });
    expect(me.statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('a-brand-new-secret')).statusCode).toBe(200);

    // Twice: refused, both the link check and the reset.
    const again = await reset(cookie, 'yet-another-secret');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      message: 'This link has expired or has already been used. Please ask for a new one.',
    });
    expect((await verify(token)).statusCode).toBe(410);
    expect((await login('yet-another-secret')).statusCode).toBe(401);

    // The owner hears of the change.
    await test.app.outboxWorker.drain();
    const notice = smtp.received.find(
      (mail) => mail.subject === 'Your Pathways password was changed',
    );
    expect(notice?.to).toEqual([CLIENT_EMAIL]);
    expect(notice?.text).toContain('(319) 555-0142');

    // Put the demo password back for the tests that follow.
    const restore = await verify(await mailedToken());
    expect((await reset(resetCookie(restore), DEMO_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses an expired link, and a link checked in time but used too late', async () => {
    const early = await mailedToken();
    const checked = await verify(early);
    expect(checked.statusCode).toBe(200);
    time.advance(HOUR_MS + 1000);
    expect((await verify(early)).statusCode).toBe(410);
    expect((await reset(resetCookie(checked), 'too-late-secret')).statusCode).toBe(410);
    expect((await login('too-late-secret')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a reset without the cookie', async () => {
    expect((await verify('x'.repeat(43))).statusCode).toBe(410);
    const noCookie = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { password: 'whatever-secret', confirmPassword: 'whatever-secret' },
    });
    expect(noCookie.statusCode).toBe(410);
    const bad = await verify('not a token!');
    expect(bad.statusCode).toBe(400);
  });

  it('a reset e-mail that could not go out within the hour is dropped, not sent dead', async () => {
    const smtpDown = smtp.stop();
    await smtpDown;
    try {
      expect((await request(CLIENT_EMAIL)).statusCode).toBe(202);
      expect(await test.app.outboxWorker.runOnce()).toBe(1);
    } finally {
      await smtp.restart();
    }
    time.advance(HOUR_MS);
    await test.app.outboxWorker.drain();
    expect(smtp.received).toHaveLength(0);
    const row = await test.db
      .selectFrom('outbox')
      .select(['status', 'text_body'])
      .where('template', '=', 'passwordReset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect(row.text_body).not.toMatch(LINK);
  });

  it('never writes a token to the log', async () => {
    const token = await mailedToken();
    await verify(token);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n')).not.toContain(CLIENT_EMAIL);
  });
});

describe.each(backends)('password reset limits (%s)', (backend) => {
  let smtp: TestSmtpServer;
  let test: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    test = await createTestApp(backend, {
      env: envWith(smtp),
      mail: { autoStart: false },
      rateLimits: {
        passwordResetPerIp: { max: 4, timeWindow: 60_000 },
        passwordResetsPerAccount: { max: 2, timeWindow: HOUR_MS },
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await smtp.stop();
  });

  const request = (email: string, ip: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
      remoteAddress: ip,
    });

  it('per address: beyond the limit nothing more is sent, and the answer does not change', async () => {
    const answers = [];
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      answers.push(await request(CLIENT_EMAIL, ip));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    await test.app.outboxWorker.drain();
    expect(smtp.received.filter((mail) => mail.to.includes(CLIENT_EMAIL))).toHaveLength(2);
  });

  it('per IP: too many requests from one address get 429', async () => {
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await request(`someone${index}@example.org`, '198.51.100.7')).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
  });
});
