import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { fixedClock } from '../src/services/clock.js';
import { attemptSignIn } from './support/as-user.js';
import type { TestApp } from './support/test-app.js';
import {
  DEMO_PASSWORD,
  backends,
  createTestApp,
  sessionCookie,
  signIn,
  testEnv,
} from './support/test-app.js';

const newClient = {
  fullName: 'Casey Rivers',
  email: 'casey@example.org',
  username: 'casey',
  role: 'client',
  password: 'casey-password',
  confirmPassword: 'casey-password',
};

describe.each(backends)('auth (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  it('registers a client: 201, user without hash, session started, argon2id stored', async () => {
    const res = await test.app.inject({ method: 'POST', url: '/api/register', payload: newClient });
    expect(res.statusCode).toBe(201);
    const user = res.json<Record<string, unknown>>();
    expect(Object.keys(user).sort()).toEqual([
      'createdAt',
      'email',
      'fullName',
      'id',
      'phone',
      'role',
      'username',
    ]);
    expect(user).toMatchObject({ username: 'casey', role: 'client', fullName: 'Casey Rivers' });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await test.app.inject({ url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.json()).toMatchObject({ username: 'casey' });
    const row = await test.db
      .selectFrom('users')
      .select('password')
      .where('username', '=', 'casey')
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('rejects taken usernames (any case) and emails with 409', async () => {
    const sameName = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newClient, username: 'CASEY', email: 'other@example.org' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      fieldErrors: { username: ['That username is already taken'] },
    });
    const sameEmail = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newClient, username: 'casey2', email: 'Casey@Example.org' },
    });
    expect(sameEmail.statusCode).toBe(409);
  });

  it('accepts only client and employer from public registration', async () => {
    for (const role of ['admin', 'caseWorker']) {
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...newClient, username: `r-${role}`, email: `${role}@example.org`, role },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('fieldErrors.role');
    }
  });

  it('answers 400 with fieldErrors for invalid registration', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newClient, confirmPassword: 'nope-nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fieldErrors: { confirmPassword: ['Passwords do not match'] },
    });
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'whatever' },
    });
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-client', password: 'wrong-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ message: 'Invalid username or password' });
  });

  it("signs in with the account's e-mail address, in any case, as with its username", async () => {
    const drew = {
      ...newClient,
      fullName: 'Drew Lake',
      email: 'drew@example.org',
      username: 'drew',
    };
    await test.app.inject({ method: 'POST', url: '/api/register', payload: drew });
    const byEmail = await attemptSignIn(test.app, 'DREW@example.org', 'casey-password');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ username: 'drew', email: 'drew@example.org' });
    const wrong = await attemptSignIn(test.app, 'drew@example.org', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid username or password' });
    const nobody = await attemptSignIn(test.app, 'nobody@example.org', 'casey-password');
    expect(nobody.json()).toEqual(wrong.json());
  });

  it('rotates the session id at login; the old id no longer authenticates', async () => {
    const first = await signIn(test.app, 'demo-client');
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first },
      payload: { username: 'Demo-Client', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect(
      (await test.app.inject({ url: '/api/user', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await test.app.inject({ url: '/api/user', headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-admin', password: DEMO_PASSWORD },
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
  });

  it('sets a readable presence cookie at sign-in and clears it at sign-out and when no session is left', async () => {
    const cookiesOf = (res: { headers: Record<string, unknown> }) => {
      const header = res.headers['set-cookie'];
      return (Array.isArray(header) ? header : header ? [header] : []).map(String);
    };
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-admin', password: DEMO_PASSWORD },
    });
    const presence = cookiesOf(login).find((c) => c.startsWith('pathways.signed-in=1'));
    expect(presence).toBeDefined();
    expect(presence).not.toContain('HttpOnly');
    expect(presence).toContain('Expires=');
    const cookie = `${sessionCookie(login)}; pathways.signed-in=1`;
    const out = await test.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(
      cookiesOf(out).some((c) => /^pathways\.signed-in=;.*Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(true);
    const stale = await test.app.inject({
      url: '/api/user',
      headers: { cookie: 'pathways.signed-in=1' },
    });
    expect(stale.statusCode).toBe(401);
    expect(cookiesOf(stale).some((c) => c.startsWith('pathways.signed-in=;'))).toBe(true);
  });

  it('reports and refreshes the session deadline; signed out is 401', async () => {
    expect((await test.app.inject('/api/session')).statusCode).toBe(401);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/session/refresh' })).statusCode,
    ).toBe(401);
    const cookie = await signIn(test.app, 'demo-caseworker');
    const before = Date.now();
    const session = await test.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    const expiresAt = Date.parse(session.json<{ expiresAt: string }>().expiresAt);
    const thirtyMinutes = 30 * 60 * 1000;
    expect(expiresAt).toBeGreaterThan(before + thirtyMinutes - 5000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + thirtyMinutes);
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(Date.parse(refreshed.json<{ expiresAt: string }>().expiresAt)).toBeGreaterThanOrEqual(
      expiresAt,
    );
  });

  it('ends a session past its idle deadline', async () => {
    const cookie = await signIn(test.app, 'demo-employer');
    const rows = await test.db.selectFrom('sessions').select(['sid', 'data']).execute();
    for (const row of rows) {
      if ((row.data as { userId?: number }).userId === undefined) continue;
      const data = { ...row.data, idleExpiresAt: Date.now() - 1 };
      await test.db
        .updateTable('sessions')
        .set({ data: JSON.stringify(data) })
        .where('sid', '=', row.sid)
        .execute();
    }
    expect((await test.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logs out with 204; the cookie then no longer authenticates', async () => {
    const cookie = await signIn(test.app, 'demo-client');
    const out = await test.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await test.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });

  it('refuses cross-site writes (CSRF) but allows same-origin and non-browser clients', async () => {
    const payload = { username: 'demo-client', password: DEMO_PASSWORD };
    const crossOrigin = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(crossOrigin.statusCode).toBe(403);
    // The refusal says why, in its own words: never an internal error's text.
    expect(crossOrigin.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Cross-site requests are not allowed',
    });
    const fetchSite = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameOrigin = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:80' },
      payload,
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets two app instances on one database accept each other’s sessions', async () => {
    const second = await buildApp({ env: testEnv, rateLimits: false, db: test.db });
    try {
      const cookie = await signIn(test.app, 'demo-admin');
      const res = await second.inject({ url: '/api/user', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'demo-admin' });
    } finally {
      await second.close();
    }
  });
  describe('login rate limits', () => {
    /** Two failures an account before guesses wait (a minute, on a clock that does not move here). */
    const SMALL_THROTTLE = {
      window: 3_600_000,
      freeFailuresPerAddress: 5,
      freeFailuresPerAccount: 2,
      firstDelayMs: 60_000,
      maxDelayMs: 60_000,
    };
    const THROTTLE_CLOCK = fixedClock('2026-03-18T17:30:00Z');
    let limited: FastifyInstance;
    beforeAll(async () => {
      // A second app on the same database, with small limits (booting another database is slow).
      limited = await buildApp({
        env: testEnv,
        db: test.db,
        clock: THROTTLE_CLOCK,
        rateLimits: {
          loginPerIp: { max: 3, timeWindow: 60_000 },
          loginThrottle: SMALL_THROTTLE,
        },
      });
    });
    afterAll(() => limited.close());

    it('slows an account after too many failures from any address, without refusing a new address outright', async () => {
      const attempt = (ip: string, password: string) =>
        attemptSignIn(limited, 'demo-employer', password, { remoteAddress: ip });
      expect((await attempt('10.0.0.1', 'wrong-one')).statusCode).toBe(401);
      expect((await attempt('10.0.0.2', 'wrong-two')).statusCode).toBe(401);
      // Past the account's free failures every guess waits, and is told how long.
      const slowed = await attempt('10.0.0.3', DEMO_PASSWORD);
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts an account’s failures on every instance of the API together', async () => {
      const other = await buildApp({
        env: testEnv,
        db: test.db,
        clock: THROTTLE_CLOCK,
        rateLimits: { loginThrottle: SMALL_THROTTLE },
      });
      try {
        const attempt = (app: FastifyInstance, password: string) =>
          attemptSignIn(app, 'Demo-CaseWorker', password);
        expect((await attempt(limited, 'wrong-one')).statusCode).toBe(401);
        expect((await attempt(other, 'wrong-two')).statusCode).toBe(401);
        expect((await attempt(limited, DEMO_PASSWORD)).statusCode).toBe(429);
        expect((await attempt(other, DEMO_PASSWORD)).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('forgets the failures once the right password is given in time', async () => {
      // From four addresses, so the per-address limit (three a minute) stays out of it.
      const attempt = (ip: string, password: string) =>
        attemptSignIn(limited, 'demo-client', password, { remoteAddress: ip });
      expect((await attempt('10.0.1.1', 'wrong-one')).statusCode).toBe(401);
      expect((await attempt('10.0.1.2', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await attempt('10.0.1.3', 'wrong-two')).statusCode).toBe(401);
      // One failure since the last success: still below the limit of two.
      expect((await attempt('10.0.1.4', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('limits sign-in attempts per IP address', async () => {
      // A different account each time, so only the per-IP limit can trip.
      const attempt = (index: number) =>
        attemptSignIn(limited, `nobody-${index}`, 'nothing', { remoteAddress: '10.9.9.9' });
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await attempt(index)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt(9)).json()).toMatchObject({
        statusCode: 429,
        error: 'Too Many Requests',
      });
    });
  });
});
