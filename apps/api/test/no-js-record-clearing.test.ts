import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/services/clock.js';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** A built page in miniature: the site's frame and a <main> the server fills. */
const SHELL =
  '<html lang="en"><head><title>Cedar Valley Pathways</title></head><body><header>Site header</header>' +
  '<main id="main"><h1>This Form Needs JavaScript</h1></main><footer>Site footer</footer>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** 2026-05-01 in Iowa: a case dismissed on 2026-01-01 reaches 180 days on 2026-06-30. */
const NOW = '2026-05-01T15:00:00.000Z';
const dismissed = {
  form: 'record-clearing',
  outcome: 'dismissed',
  date: '2026-01-01',
  allPaid: 'yes',
  insanityOrIncompetence: 'no',
};

describe.each(backends)(
  'the record-clearing screener posted without JavaScript (%s)',
  (backend) => {
    let test: TestApp;
    beforeAll(async () => {
      const webRoot = mkdtempSync(join(tmpdir(), 'pathways-web-'));
      writeFileSync(join(webRoot, 'spa.html'), '<div id="root"></div>');
      mkdirSync(join(webRoot, 'javascript-needed'));
      writeFileSync(join(webRoot, 'javascript-needed', 'index.html'), SHELL);
      mkdirSync(join(webRoot, 'es', 'javascript-needed'), { recursive: true });
      writeFileSync(
        join(webRoot, 'es', 'javascript-needed', 'index.html'),
        SHELL.replace('lang="en"', 'lang="es"'),
      );
      test = await createTestApp(backend, { webRoot: `${webRoot}/`, clock: fixedClock(NOW) });
    });
    afterAll(() => test.close());

    const post = (fields: Record<string, string>, url = '/record-clearing') =>
      test.app.inject({
        method: 'POST',
        url,
        headers: form,
        payload: new URLSearchParams(fields).toString(),
      });

    it('answers the case in the site frame with the server clock, scripts left out, nothing stored', async () => {
      const res = await post(dismissed);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Your answer: Not yet');
      expect(res.body).toContain('<time datetime="2026-06-30">2026-06-30</time>');
      expect(res.body).toContain('§901C.2(1)(a)(3)');
      expect(res.body).toContain('Site footer');
      expect(res.body).not.toContain('<script');
      const stored = await test.db
        .selectFrom('record_clearing_screenings')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(0);
    });

    it('answers in Spanish from the Spanish page', async () => {
      const res = await post(dismissed, '/es/record-clearing');
      expect(res.body).toContain('Su respuesta: Todavía no');
      expect(res.body).toContain('href="/es/record-clearing"');
    });

    it('reads a forged or impossible answer as "not sure", never an error', async () => {
      const res = await post({ ...dismissed, date: '2026-02-30', outcome: '<script>' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Your answer: We need to know more');
    });
  },
);
