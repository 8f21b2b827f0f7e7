import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from '../src/db/create-db.js';
import { parseEnv } from '../src/env.js';
import { parseTrustProxy } from '../src/lib/trust-proxy.js';
import { validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { TEST_SESSION_SECRET, createTestApp } from './support/test-app.js';

const FORM_LIMIT = 3;
/** The load balancer's own address: the last hop, which it writes and the client cannot. */
const CLIENT_BEHIND_PROXY = '203.0.113.9';

function envWith(trustProxy: string) {
  return parseEnv({
    DATA_DIR: IN_MEMORY_DATA_DIR,
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    TRUST_PROXY: trustProxy,
  });
}

describe('TRUST_PROXY', () => {
  it('refuses "true" at start-up and says what to write instead', () => {
    expect(() => envWith('true')).toThrow(/TRUST_PROXY=true would trust every X-Forwarded-For hop/);
    expect(() => envWith('true')).toThrow(
      /number of proxies .* or their addresses and CIDR ranges/,
    );
  });

  it('takes a hop count or addresses and CIDR ranges; unset trusts no proxy', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['proxy.local', '10.0.0.0/33', '300.1.1.1', '1,2', '99'])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => envWith(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe.each(['1', '127.0.0.1'])(
  'TRUST_PROXY=%s: X-Forwarded-For cannot dodge a rate limit',
  (setting) => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp('pglite', {
        env: envWith(setting),
        rateLimits: { forms: { max: FORM_LIMIT, timeWindow: 60_000 } },
      });
    });
    afterAll(() => test.close());

    const postFrom = (forwardedFor: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: validBodies['/api/contact'],
      });

    it('rotating the left-most value while the last hop stays the same is still limited', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < FORM_LIMIT + 2; attempt += 1) {
        const spoofed = `198.51.100.${attempt + 1}, 192.0.2.${attempt + 7}`;
        statuses.push((await postFrom(`${spoofed}, ${CLIENT_BEHIND_PROXY}`)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });

    it('another client behind the same proxy has its own allowance', async () => {
      expect((await postFrom('203.0.113.77')).statusCode).toBe(201);
    });
  },
);
