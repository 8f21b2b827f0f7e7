import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** A built page in miniature: the site's frame, its script, and a <main> the server fills. */
const SHELL =
  '<html lang="en"><head><title>Cedar Valley Pathways</title><link rel="modulepreload" href="/assets/a.js"></head>' +
  '<body><header>Site header</header><main id="main" tabindex="-1"><h1>This Form Needs JavaScript</h1></main>' +
  '<footer>Site footer</footer><script type="module" src="/assets/index.js"></script></body></html>';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const valid = {
  form: 'contact',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  subject: 'A question about intake',
  message: 'I have a record and want to know where to start.',
  consent: 'on',
};

describe.each(backends)('the contact form posted without JavaScript (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'pathways-web-'));
    writeFileSync(join(webRoot, 'spa.html'), '<div id="root"></div>');
    mkdirSync(join(webRoot, 'javascript-needed'));
    writeFileSync(join(webRoot, 'javascript-needed', 'index.html'), SHELL);
    test = await createTestApp(backend, { webRoot: `${webRoot}/` });
  });
  afterAll(() => test.close());

  const post = (fields: Record<string, string>, url = '/contact') =>
    test.app.inject({ method: 'POST', url, headers: form, payload: encode(fields) });

  it('stores a valid message and answers with the confirmation and its reference', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['location']).toBeUndefined();
    const reference = /data-testid="reference">(PW-\d{4}-\d{6})</.exec(res.body)?.[1];
    expect(reference).toBeDefined();
    expect(res.body).toContain('Message Sent!');
    // In the site's frame, with no script that would hydrate over it.
    expect(res.body).toContain('<header>Site header</header>');
    expect(res.body).not.toContain('This Form Needs JavaScript');
    expect(res.body).not.toMatch(/<script|modulepreload/);
    const stored = await test.db
      .selectFrom('contact_submissions')
      .selectAll()
      .where('reference', '=', reference ?? '')
      .executeTakeFirst();
    expect(stored).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: null,
      subject: valid.subject,
      message: valid.message,
    });
  });

  it('shows the form again with every problem and the typing kept, storing nothing', async () => {
    const before = await test.db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const res = await post({
      form: 'contact',
      name: 'J',
      email: 'not-an-email',
      subject: 'Hello there',
      message: 'Short <b>',
    });
    expect(res.statusCode).toBe(400);
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Message must be at least 10 characters.',
      'You must consent to data collection.',
    ]) {
      expect(res.body).toContain(message);
    }
    expect(res.body).toContain('There is a problem');
    expect(res.body).toContain('value="J"');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).toContain('value="Hello there"');
    // What was typed comes back as text, never as markup.
    expect(res.body).toContain('>Short &lt;b&gt;</textarea>');
    expect(res.body).toMatch(/id="contact-name"[^>]*aria-invalid="true"/);
    expect(res.body).not.toContain('Subject must be');
    const after = await test.db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('keeps the other forms of the page on the "needs JavaScript" answer, values dropped', async () => {
    const { form: _marker, ...unmarked } = valid;
    for (const [fields, url] of [
      [unmarked, '/contact'],
      [valid, '/get-involved'],
      [{ ...valid, form: 'volunteer' }, '/contact?view=volunteer'],
    ] as const) {
      const res = await post(fields, url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers['location'], url).toBe('/javascript-needed');
    }
  });
});
