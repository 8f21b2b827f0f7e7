import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES, buildApp } from '../src/app.js';
import { formTables, validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp, testEnv } from './support/test-app.js';
import { fixedClock } from '../src/services/clock.js';

const REFERENCE = /^PW-\d{4}-\d{6}$/;
const formPaths = Object.keys(formTables) as (keyof typeof formTables)[];

describe.each(backends)('public forms (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  const countRows = async (path: keyof typeof formTables) =>
    Number(
      (
        await test.db
          .selectFrom(formTables[path])
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(formPaths)(
    '%s stores a valid submission and answers 201 {id, reference}',
    async (path) => {
      const before = await countRows(path);
      const res = await test.app.inject({ method: 'POST', url: path, payload: validBodies[path] });
      expect(res.statusCode).toBe(201);
      const body = res.json<{ id: number; reference: string }>();
      expect(body.reference).toMatch(REFERENCE);
      expect(await countRows(path)).toBe(before + 1);
      const row = await test.db
        .selectFrom(formTables[path])
        .select(['id', 'email'])
        .where('reference', '=', body.reference)
        .executeTakeFirstOrThrow();
      expect(row.id).toBe(body.id);
    },
  );

  it('stores the contact phone as null when empty', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validBodies['/api/contact'],
    });
    const row = await test.db
      .selectFrom('contact_submissions')
      .select('phone')
      .where('id', '=', res.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it('gives each submission its own reference', async () => {
    const references = new Set<string>();
    for (const path of formPaths) {
      const res = await test.app.inject({ method: 'POST', url: path, payload: validBodies[path] });
      references.add(res.json<{ reference: string }>().reference);
    }
    expect(references.size).toBe(formPaths.length);
  });

  it.each(formPaths)(
    '%s answers 400 with fieldErrors and stores nothing for an invalid body',
    async (path) => {
      const before = await countRows(path);
      const res = await test.app.inject({
        method: 'POST',
        url: path,
        payload: { ...validBodies[path], email: 'not-an-email' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ fieldErrors: Record<string, string[]> }>();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(body.fieldErrors['email']?.length).toBeGreaterThan(0);
      expect(await countRows(path)).toBe(before);
    },
  );

  it('answers malformed JSON with 400, a wrong content type with 415, an oversized body with 413', async () => {
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });

    const wrongType = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(415);
    const form = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);

    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validBodies['/api/contact'], message: 'x'.repeat(BODY_LIMIT_BYTES + 1) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
  describe('form rate limit', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await buildApp({
        env: testEnv,
        db: test.db,
        rateLimits: { forms: { max: 2, timeWindow: 60_000 } },
      });
    });
    afterAll(() => limited.close());

    it('answers 429 past the per-IP form limit', async () => {
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '10.1.1.1',
          payload: validBodies['/api/contact'],
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    });
  });
});

describe('submission references follow the app clock', () => {
  // 11:30 p.m. on New Year's Eve in Waterloo is already 5:30 a.m. on 1 January in UTC.
  const newYearsEveInWaterloo = '2031-01-01T05:30:00.000Z';

  it('stamps the year the office is in, not the server zone or the wall clock', async () => {
    const test = await createTestApp('pglite', { clock: fixedClock(newYearsEveInWaterloo) });
    try {
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validBodies['/api/contact'],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ reference: string }>().reference).toMatch(/^PW-2030-\d{6}$/);
    } finally {
      await test.close();
    }
  });
});
