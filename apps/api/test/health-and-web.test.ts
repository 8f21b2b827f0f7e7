import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTHY_FOR_MS } from '../src/routes/health/index.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

describe.each(backends)('health and web app (%s)', (backend) => {
  let test: TestApp;

  /** What Chromium sends. */
  const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
  const ABOUT_PAGE = `<h1>About</h1>${'<p>Cedar Valley Pathways</p>'.repeat(100)}`;
  const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  /** The build lists its pages' inline scripts; the CSP allows exactly those and nothing malformed. */
  const PRERENDER_SCRIPT_HASH = "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='";

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'pathways-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(webRoot, 'spa.html'), '<div id="root"></div>');
    writeFileSync(join(webRoot, '404.html'), '<h1>404 Page Not Found</h1>');
    writeFileSync(
      join(webRoot, 'routes.json'),
      JSON.stringify({
        patterns: ['/', '/about', '/stories/:id', '/dashboard/*', '/es/about', '/es/dashboard/*'],
      }),
    );
    mkdirSync(join(webRoot, 'es', 'about'), { recursive: true });
    writeFileSync(join(webRoot, 'es', 'spa.html'), '<html lang="es"><div id="root"></div>');
    writeFileSync(join(webRoot, 'es', '404.html'), '<h1>404: No encontramos esta página</h1>');
    writeFileSync(join(webRoot, 'es', 'about', 'index.html'), '<h1>Sobre nosotros</h1>');
    mkdirSync(join(webRoot, 'about'));
    writeFileSync(join(webRoot, 'about', 'index.html'), ABOUT_PAGE);
    writeFileSync(join(webRoot, 'about', 'index.html.br'), brotliCompressSync(ABOUT_PAGE));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'app.js'), SCRIPT);
    writeFileSync(join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(webRoot, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
    writeFileSync(
      join(webRoot, 'csp-hashes.json'),
      JSON.stringify({ scriptSrc: [PRERENDER_SCRIPT_HASH, 'not-a-hash'] }),
    );
    test = await createTestApp(backend, { webRoot: `${webRoot}/` });
  });
  afterAll(() => test.close());

  it('GET /api/health answers ok, also to many checks at once (they share one probe)', async () => {
    const res = await test.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => test.app.inject('/api/health')),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(200));
  });

  it("serves the client shell for the app's other routes, and the not-found page with 404 for any other path", async () => {
    for (const path of ['/dashboard', '/dashboard/admin/users', '/stories/3', '/about?x=1']) {
      const page = await test.app.inject(path);
      expect(page.statusCode, path).toBe(200);
    }
    expect((await test.app.inject('/dashboard/admin')).body).toContain('<div id="root"></div>');
    for (const path of ['/no-such-page', '/about/more', '/stories', '/stories/3/4']) {
      const page = await test.app.inject(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('<h1>404 Page Not Found</h1>');
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
    }
  });

  it('serves the Spanish pages under /es, and the Spanish not-found page for other paths there', async () => {
    const about = await test.app.inject('/es/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Sobre nosotros');
    for (const path of ['/es', '/es/', '/es/no-such-page', '/es/about/more']) {
      const page = await test.app.inject(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('No encontramos esta página');
    }
    expect((await test.app.inject('/no-such-page')).body).toContain('404 Page Not Found');
  });

  it('serves the Spanish client shell for the Spanish routes that are not prerendered', async () => {
    const portal = await test.app.inject('/es/dashboard/client/jobs');
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<html lang="es">');
    const english = await test.app.inject('/dashboard/client/jobs');
    expect(english.body).not.toContain('lang="es"');
  });

  it('answers a page form posted without JavaScript with a redirect that carries none of its values', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const res = await test.app.inject({
      method: 'POST',
      url: '/contact',
      headers: form,
      payload: 'name=Jane+Doe&message=I+have+a+record',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/javascript-needed');
    const spanish = await test.app.inject({
      method: 'POST',
      url: '/es/contact',
      headers: form,
      payload: 'name=Juana&message=Tengo+antecedentes',
    });
    expect(spanish.statusCode).toBe(303);
    expect(spanish.headers['location']).toBe('/es/javascript-needed');
    const api = await test.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: form,
      payload: 'name=Jane',
    });
    // The API's own paths keep their rules: JSON only.
    expect(api.statusCode).toBe(415);
    const json = await test.app.inject({ method: 'POST', url: '/contact', payload: { a: 1 } });
    expect(json.statusCode).toBe(404);
  });

  it('serves prerendered pages under a strict CSP', async () => {
    const home = await test.app.inject('/');
    expect(home.body).toContain('<h1>Home</h1>');
    const csp = String(home.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' ${PRERENDER_SCRIPT_HASH};`,
      "style-src 'self';",
      "style-src-attr 'unsafe-inline'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('not-a-hash');
    expect((await test.app.inject('/about')).body).toContain('<h1>About</h1>');
  });

  it('gzips the JSON it sends to browsers that accept it', async () => {
    const res = await test.app.inject({
      url: '/api/simulation/cities',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(
      (await test.app.inject('/api/simulation/cities')).json(),
    );
    const plain = await test.app.inject('/api/simulation/cities');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("serves the build's brotli and gzip copies of files as they are", async () => {
    const asBrowser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const script = await test.app.inject({ url: '/assets/app.js', headers: asBrowser });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);
    const gzipOnly = await test.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(SCRIPT);
    const plain = await test.app.inject('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // Prerendered pages too, with their own caching rules kept.
    const page = await test.app.inject({ url: '/about', headers: asBrowser });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(ABOUT_PAGE);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await test.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends no CORS headers to other origins by default', async () => {
    const res = await test.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(backends)('health when the database is gone (%s)', (backend) => {
  it('answers 503, without internals', async () => {
    const test = await createTestApp(backend);
    await test.db.destroy();
    const [res, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => test.app.inject('/api/health')),
    );
    expect(others.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
    // A failed probe is not kept: the next check asks the database again (and still gets no answer).
    expect((await test.app.inject('/api/health')).statusCode).toBe(503);
    if (!res) throw new Error('no response');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unreachable',
    });
    await test.app.close();
    await test.close().catch(() => undefined);
  });

  it('reports an outage within a second of an ok answer', async () => {
    const test = await createTestApp(backend);
    expect((await test.app.inject('/api/health')).statusCode).toBe(200);
    await test.db.destroy();
    const lostAt = Date.now();
    await vi.waitFor(
      async () => expect((await test.app.inject('/api/health')).statusCode).toBe(503),
      { timeout: HEALTHY_FOR_MS * 3, interval: 50 },
    );
    expect(Date.now() - lostAt).toBeLessThan(HEALTHY_FOR_MS * 2);
    await test.app.close();
    await test.close().catch(() => undefined);
  });
});
