import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/lib/rate-limits.js';
import { steppingClock } from './support/clock.js';
import { attemptSignIn } from './support/as-user.js';
import type { TestApp } from './support/test-app.js';
import { DEMO_PASSWORD, backends, createTestApp } from './support/test-app.js';

const HOUR_MS = 3_600_000;
/** Hundreds of sign-ins against a real database, on a machine the whole suite shares. */
const SLOW_TEST_MS = 120_000;
/** Production's throttle; the per-address limit of the routes is lifted so only the throttle answers. */
const rateLimits = {
  ...defaultRateLimits,
  loginPerIp: { max: 100_000, timeWindow: 60_000 },
};

describe.each(backends)('sign-in throttle, production settings (%s)', (backend) => {
  let test: TestApp;
  let time: ReturnType<typeof steppingClock>;
  beforeAll(async () => {
    time = steppingClock('2026-03-18T17:30:00Z');
    test = await createTestApp(backend, { clock: time.clock, rateLimits });
  });
  afterAll(() => test.close());

  const attempt = (username: string, ip: string, password: string) =>
    attemptSignIn(test.app, username, password, { remoteAddress: ip });

  it('300 wrong guesses from 20 addresses, then the right password from another address: signed in', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 300; guess += 1) {
      // Differently cased, as an attacker might try to dodge a per-name count.
      const username = guess % 2 === 0 ? 'demo-client' : 'Demo-Client';
      const response = await attempt(username, `198.51.100.${guess % 20}`, `wrong-${guess}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    const owner = await attempt('demo-client', '203.0.113.50', DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it(
    'at most 100 guesses are evaluated per account in an hour, however many addresses guess',
    async () => {
      const GUESSES = 500;
      // Within one window of an hour, which starts at the first failure.
      const SPREAD_OVER_MS = HOUR_MS - 60_000;
      const statuses: number[] = [];
      for (let guess = 0; guess < GUESSES; guess += 1) {
        const ip = `10.${Math.floor(guess / 250)}.${guess % 250}.1`;
        statuses.push((await attempt('demo-employer', ip, `wrong-${guess}`)).statusCode);
        time.advance(SPREAD_OVER_MS / GUESSES);
      }
      const evaluated = statuses.filter((status) => status === 401).length;
      expect(evaluated).toBeGreaterThan(0);
      expect(evaluated).toBeLessThanOrEqual(100);
      // A refused guess says how long to wait rather than locking the account.
      const slowed = await attempt('demo-employer', '10.200.0.1', 'wrong-again');
      expect(slowed.statusCode).toBe(429);
      const wait = Number(slowed.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      // The owner who waits that long gets in.
      time.advance(wait * 1000);
      expect((await attempt('demo-employer', '10.200.0.2', DEMO_PASSWORD)).statusCode).toBe(200);
    },
    SLOW_TEST_MS,
  );

  it('an address that keeps failing waits longer each time; other addresses are not slowed', async () => {
    const retryAfter: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      let response = await attempt('demo-caseworker', '192.0.2.10', `wrong-${guess}`);
      while (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        retryAfter.push(wait);
        time.advance(wait * 1000);
        response = await attempt('demo-caseworker', '192.0.2.10', `wrong-${guess}`);
      }
      expect(response.statusCode).toBe(401);
    }
    expect(retryAfter).toEqual([1, 2, 4]);
    expect((await attempt('demo-caseworker', '192.0.2.11', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
