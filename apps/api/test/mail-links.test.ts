import { portalPaths, resetLinkPath } from '@pathways/schemas';
import type { InvitedUser } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from './support/smtp.js';
import type { TestSmtpServer } from './support/smtp.js';
import { backends, createTestApp, signIn, testEnv } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const SITE = 'https://pathways.test';

/**
 * The e-mails' links are built from the same path builders the web's routes use
 * (@pathways/schemas portalPaths), on the site's configured address: a page that moves takes its
 * e-mails' links with it.
 */
describe.each(backends)('e-mail links follow the portal paths (%s)', (backend) => {
  let smtp: TestSmtpServer;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    test = await createTestApp(backend, {
      env: {
        ...testEnv,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
        PUBLIC_URL: SITE,
      },
      mail: { autoStart: false },
    });
  });
  afterAll(async () => {
    await test.close();
    await smtp.stop();
  });

  it('an invitation links to the web’s reset page, the token in the fragment', async () => {
    const admin = await signIn(test.app, 'demo-admin');
    const invited = await test.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: {
        fullName: 'Link Check',
        email: 'link.check@example.org',
        username: 'link.check',
        role: 'caseWorker',
      },
    });
    expect(invited.statusCode).toBe(201);
    const link = new URL(invited.json<InvitedUser>().invitation.link);
    expect(link.origin).toBe(SITE);
    expect(link.pathname).toBe(portalPaths.resetPassword);
    const token = link.hash.replace('#token=', '');
    expect(link.href).toBe(`${SITE}${resetLinkPath(token)}`);
  });

  it('a reset asked for in Spanish links to the Spanish twin of the same page', async () => {
    const asked = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      headers: { 'content-language': 'es' },
      payload: { email: 'demo-client@example.org' },
    });
    expect(asked.statusCode).toBe(202);
    await test.app.outboxWorker.drain();
    // The invitation of the test before goes out in the same drain, in either order.
    const mail = smtp.received.find((each) => each.to.includes('demo-client@example.org'));
    expect(mail?.to).toEqual(['demo-client@example.org']);
    expect(mail?.text).toContain(`${SITE}/es${resetLinkPath('')}`);
  });
});
