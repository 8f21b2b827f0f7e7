import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from '../src/db/create-db.js';
import { parseEnv } from '../src/env.js';
import {
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  backends,
  createTestApp,
} from './support/test-app.js';
import { attemptSignIn } from './support/as-user.js';
import type { TestApp } from './support/test-app.js';

const productionEnv = parseEnv({
  DATA_DIR: IN_MEMORY_DATA_DIR,
  NODE_ENV: 'production',
  SESSION_SECRET: TEST_SESSION_SECRET,
  DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
  TRUST_PROXY: '1',
});

const SECRET_PASSWORD = 'correct-horse-battery-staple';
const PRIVATE_MESSAGE = 'I was released in March and need help finding work.';

describe.each(backends)('production hardening (%s)', (backend) => {
  let test: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    test = await createTestApp(backend, { env: productionEnv, logger: { level: 'trace', stream } });
  });
  afterAll(() => test.close());

  it('the session cookie is __Host- prefixed, Secure, HttpOnly and SameSite=Lax behind https', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: {
        fullName: 'Robin Meyer',
        email: 'robin@example.org',
        username: 'robin',
        role: 'client',
        password: SECRET_PASSWORD,
        confirmPassword: SECRET_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-pathways\.sid=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/; Domain=/i);
  });

  it('no demo accounts exist in production', async () => {
    const res = await attemptSignIn(test.app, 'demo-admin', 'pathways-demo');
    expect(res.statusCode).toBe(401);
  });

  it('logs never hold passwords, cookies or what people typed into forms', async () => {
    await attemptSignIn(test.app, 'robin', SECRET_PASSWORD, {
      cookie: '__Host-pathways.sid=stolen-session-value',
    });
    await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Robin',
        email: 'robin@example.org',
        subject: 'Help',
        message: PRIVATE_MESSAGE,
      },
    });
    // A form sent as GET before the page's script ran: the query string stays out of the log.
    await test.app.inject({
      method: 'GET',
      url: `/contact?name=Jane+Doe&message=${encodeURIComponent(PRIVATE_MESSAGE)}`,
    });
    // Whatever a later change logs with the request, the logger's redaction still applies.
    test.app.log.info(
      {
        req: { headers: { cookie: 'stolen-session-value' } },
        body: { message: PRIVATE_MESSAGE },
        password: SECRET_PASSWORD,
      },
      'diagnostic',
    );
    const logs = logLines.join('');
    expect(logs).toContain('diagnostic');
    expect(logs).toContain('[redacted]');
    expect(logs).not.toContain(SECRET_PASSWORD);
    expect(logs).not.toContain('stolen-session-value');
    expect(logs).not.toContain(PRIVATE_MESSAGE);
    expect(logs).not.toContain(encodeURIComponent(PRIVATE_MESSAGE));
    expect(logs).not.toContain('Jane');
    expect(logs).toContain('/contact?[redacted]');
  });
});
