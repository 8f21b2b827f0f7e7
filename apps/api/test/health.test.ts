import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';

let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'pathways-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(webRoot, 'spa.html'), '<div id="root"></div>');
  mkdirSync(join(webRoot, 'about'));
  writeFileSync(join(webRoot, 'about', 'index.html'), '<h1>About</h1>');
  app = await buildApp({ env: parseEnv({ DATA_DIR: 'memory://' }), webRoot: `${webRoot}/` });
});
afterAll(() => app.close());

describe('health and web app', () => {
  it('GET /api/health answers ok', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves prerendered pages and the client shell for other paths', async () => {
    expect((await app.inject('/')).body).toContain('<h1>Home</h1>');
    expect((await app.inject('/about')).body).toContain('<h1>About</h1>');
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
