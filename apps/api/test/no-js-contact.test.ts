import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as spanish from '@pathways/content/es';
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
    mkdirSync(join(webRoot, 'es', 'javascript-needed'), { recursive: true });
    writeFileSync(
      join(webRoot, 'es', 'javascript-needed', 'index.html'),
      SHELL.replace('lang="en"', 'lang="es"'),
    );
    test = await createTestApp(backend, { webRoot: `${webRoot}/` });
  });
  afterAll(() => test.close());

  const post = (fields: Record<string, string>, url = '/contact') =>
    test.app.inject({ method: 'POST', url, headers: form, payload: encode(fields) });

  const countMessages = async () =>
    Number(
      (
        await test.db
          .selectFrom('contact_submissions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const confirmation = (cookie?: string) =>
    test.app.inject({ method: 'GET', url: '/contact/sent', headers: cookie ? { cookie } : {} });

  it('stores a valid message, then shows the confirmation with its reference after a redirect', async () => {
    const before = await countMessages();
    const res = await post(valid);
    // Post, redirect, get: reloading the confirmation never sends the message again.
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/contact/sent');
    expect(res.body).toBe('');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/contact\/sent/);
    const cookie = setCookie.split(';', 1)[0] ?? '';

    const page = await confirmation(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const reference = /data-testid="reference">(PW-\d{4}-\d{6})</.exec(page.body)?.[1];
    expect(reference).toBeDefined();
    expect(page.body).toContain('Message Sent!');
    // In the site's frame, with no script that would hydrate over it.
    expect(page.body).toContain('<header>Site header</header>');
    expect(page.body).not.toContain('This Form Needs JavaScript');
    expect(page.body).not.toMatch(/<script|modulepreload/);
    // A reload shows the same confirmation and stores nothing more.
    expect((await confirmation(cookie)).body).toContain(reference ?? 'no reference');
    expect(await countMessages()).toBe(before + 1);
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

  it('sends a browser with no confirmation to show back to the form, and shows no forged markup', async () => {
    for (const cookie of [undefined, 'pathways_contact_sent=<b>PW</b>']) {
      const res = await confirmation(cookie);
      expect(res.statusCode).toBe(303);
      expect(res.headers['location']).toBe('/contact');
    }
  });

  it('answers the Spanish form in Spanish: errors, the redirect and the confirmation', async () => {
    const { consent: _consent, ...unticked } = valid;
    const invalid = await post({ ...unticked, email: 'not-an-email' }, '/es/contact');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('<html lang="es">');
    expect(invalid.body).toContain(spanish.contact.form.errorSummaryTitle);
    expect(invalid.body).toContain(
      spanish.translateValidationMessage('Please enter a valid email address.'),
    );
    expect(invalid.body).toContain(
      spanish.translateValidationMessage('You must consent to data collection.'),
    );
    expect(invalid.body).not.toContain('Please enter a valid email address.');
    expect(invalid.body).toContain('action="/es/contact"');

    const sent = await post(valid, '/es/contact');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers['location']).toBe('/es/contact/sent');
    const cookie = String(sent.headers['set-cookie']).split(';', 1)[0] ?? '';
    const page = await test.app.inject({
      method: 'GET',
      url: '/es/contact/sent',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(spanish.formMessages.contact.successHeading);
    expect(page.body).toMatch(/data-testid="reference">PW-\d{4}-\d{6}</);
    expect(page.body).toContain('href="/es/contact"');
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
