import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eNow } from './support/clock';
import { uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';

const DEMO_PASSWORD = 'pathways-demo';
const CLIENT_NAME = 'Jordan Ellis';
const CASE_WORKER_NAME = 'Maria Santos';

/** A browser of its own for one person, on the suite's clock, signed in through the login page. */
async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: e2eNow() });
  const page = await context.newPage();
  await gotoHydrated(page, '/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/**
 * Issue 13's messages, end to end: the case worker writes → the client is e-mailed (without the
 * text), reads it in Client › Messages and answers → the case worker sees the unread count on the
 * caseload and in the sidebar → opening the record's thread clears it.
 */
test('a case worker and a client exchange messages, and the unread count clears once read', async ({
  browser,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const question = `Can you bring your state ID on Thursday? (${suffix})`;
  const answer = `Yes, I will bring it. (${suffix})`;

  const worker = await signedInPage(browser, 'demo-caseworker');
  await worker.goto('/dashboard/case-worker/clients');
  await worker.getByRole('link', { name: CLIENT_NAME, exact: true }).click();
  await expect(worker.getByRole('heading', { level: 1, name: CLIENT_NAME })).toBeVisible();
  const thread = worker.locator('#messages');
  // An empty message is refused inline, under its label.
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Please write a message')).toBeVisible();
  await thread.getByLabel('Your message').fill(question);
  await thread.getByRole('button', { name: 'Send' }).click();
  // In the list: for a moment the sent text is both there and still in the box.
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(thread.getByLabel('Your message')).toHaveValue('');

  const mail = await waitForMail('demo-client@example.org', `New message from ${CASE_WORKER_NAME}`);
  expect(mail.text).toContain('/dashboard/client/messages');
  expect(`${mail.text} ${mail.html}`).not.toContain(suffix);

  const client = await signedInPage(browser, 'demo-client');
  await client.getByRole('link', { name: 'Messages' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const clientThread = client.getByRole('list', { name: 'Messages' });
  await expect(clientThread.getByText(question)).toBeVisible();
  await client.getByLabel('Your message').fill(answer);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(clientThread.getByText(answer)).toBeVisible();
  await expectNoAxeViolations(client);

  // The answer waits for the case worker: on the caseload, in the sidebar and on Messages.
  await worker.goto('/dashboard/case-worker/clients');
  const row = worker.getByRole('row').filter({ hasText: CLIENT_NAME });
  await expect(row.getByText('1 unread')).toBeVisible();
  const sidebar = worker.getByRole('navigation', { name: 'Dashboard navigation' });
  const waiting = sidebar.getByRole('link', { name: /^Messages\s*1 unread$/ });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await worker.getByRole('link', { name: `Open ${CLIENT_NAME}` }).click();
  await expect(
    worker.locator('#messages').getByRole('list', { name: 'Messages' }).getByText(answer),
  ).toBeVisible();
  await expectNoAxeViolations(worker);

  // Read now: the counts are gone.
  await expect(sidebar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await worker.goto('/dashboard/case-worker/clients');
  await expect(
    worker
      .getByRole('row')
      .filter({ hasText: CLIENT_NAME })
      .getByText(/unread/),
  ).toHaveCount(0);
  // And the client sees their own message was read.
  await client.reload();
  await expect(client.getByText(/^You · .+ · Read$/)).toBeVisible();
});
