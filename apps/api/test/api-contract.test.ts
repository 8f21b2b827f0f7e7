import { apiContract } from '@pathways/schemas';
import type { ApiRouteKey } from '@pathways/schemas';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IN_MEMORY_DATA_DIR } from '../src/db/create-db.js';
import { parseEnv } from '../src/env.js';
import { zodValidatorCompiler } from '../src/lib/contract-compilers.js';
import {
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  createTestApp,
  signIn,
} from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], OpenApiOperation>>>;
}

/** "/api/success-stories/{id}" + "get" → "GET /api/success-stories/:id", the contract's key. */
function contractKey(path: string, method: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

describe('the API contract', () => {
  let test: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    test = await createTestApp('pglite');
    const res = await test.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json<OpenApiDocument>();
  });
  afterAll(() => test.close());

  it('/api/openapi.json is an OpenAPI 3.1 document of every route the contract names', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      HTTP_METHODS.filter((method) => operations[method]).map((method) =>
        contractKey(path, method),
      ),
    );
    expect(documented.sort()).toEqual(Object.keys(apiContract).sort());
  });

  it('every route the server registers has a summary, a tag and a schema for its success answer', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const key = contractKey(path, method);
        expect(operation.summary, key).toBeTruthy();
        expect(operation.tags, key).toHaveLength(1);
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          status.startsWith('2'),
        );
        expect(success.length, `${key} documents a success answer`).toBeGreaterThan(0);
        for (const [status, response] of success) {
          if (status === '204') continue;
          const schemas = Object.values(response.content ?? {}).map((content) => content.schema);
          expect(schemas.length, `${key} ${status} has a schema`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('every contract route is served by the server', () => {
    for (const key of Object.keys(apiContract) as ApiRouteKey[]) {
      const [method = '', url = ''] = key.split(' ');
      expect(test.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('documents each failure a route declares with the error body', () => {
    const login = document.paths['/api/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    const schema = login?.responses?.['401']?.content?.['application/json']?.schema;
    expect((schema as { required?: string[] }).required).toEqual(
      expect.arrayContaining(['statusCode', 'message']),
    );
  });

  it('answers with exactly the fields its schema names (the signed-in user)', async () => {
    const cookie = await signIn(test.app, 'demo-client');
    const res = await test.app.inject({ url: '/api/user', headers: { cookie } });
    expect(Object.keys(res.json<object>()).sort()).toEqual(
      ['createdAt', 'email', 'fullName', 'id', 'phone', 'role', 'username'].sort(),
    );
  });

  it('a path id no record can have is a 404, not a 400 or 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await test.app.inject({ url: `/api/success-stories/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('serves an interactive page of the document at /api/docs outside production', async () => {
    const res = await test.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the contract in production', () => {
  it('serves the document but not the interactive page', async () => {
    const test = await createTestApp('pglite', {
      env: parseEnv({
        DATA_DIR: IN_MEMORY_DATA_DIR,
        NODE_ENV: 'production',
        SESSION_SECRET: TEST_SESSION_SECRET,
        DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      }),
    });
    try {
      expect((await test.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
      const docs = await test.app.inject({ url: '/api/docs' });
      expect(docs.statusCode).toBe(404);
      expect(docs.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await test.close();
    }
  });
});

describe('schema serialization (the compilers the app installs)', () => {
  it('drops a field the response schema does not name, and validates with the zod schema', async () => {
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.post('/echo', {
      schema: {
        body: z.object({ name: z.string().min(2, { error: 'Too short' }) }),
        response: { 200: z.object({ name: z.string() }) },
      },
      handler: (request) => ({ ...(request.body as { name: string }), passwordHash: 'secret' }),
    });
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Robin' } });
    expect(ok.json()).toEqual({ name: 'Robin' });
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'R' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
