import { JOURNEY_TIMEOUT_MS, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { changesSentTo, uniqueSuffix } from './support/forms';
import { waitForMail } from './support/mailbox';

/**
 * Issue 13's messages, end to end: the case worker writes → the client is e-mailed (without the
 * text), reads it in Client › Messages and answers → the case worker sees the unread count on the
 * caseload and in the sidebar → opening the record's thread clears it. The client and case worker
 * are the test's own: the demo ones' unread counts are what the dashboards show.
 */
test('a case worker and a client exchange messages, and the unread count clears once read', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client({ firstName: 'Jordan' });
  const clientName = seeded.account.fullName;
  const suffix = uniqueSuffix();
  const question = `Can you bring your state ID on Thursday? (${suffix})`;
  const answer = `Yes, I will bring it. (${suffix})`;

  const worker = await asUser(seeded.caseWorker);
  await worker.goto('/dashboard/case-worker/clients');
  await worker.getByRole('link', { name: clientName, exact: true }).click();
  await expect(worker.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
  const thread = worker.locator('#messages');
  // An empty message is refused inline, under its label, before anything is sent.
  const sent = changesSentTo(worker, '/messages');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByLabel('Your message')).toHaveAccessibleDescription(
    /Please write a message/,
  );
  expect(sent.filter((url) => !url.endsWith('/read'))).toEqual([]);
  await thread.getByLabel('Your message').fill(question);
  await thread.getByRole('button', { name: 'Send' }).click();
  // In the list: for a moment the sent text is both there and still in the box.
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(thread.getByLabel('Your message')).toHaveValue('');

  const mail = await waitForMail(
    seeded.account.email,
    `New message from ${seeded.caseWorker.fullName}`,
  );
  expect(mail.text).toContain('/dashboard/client/messages');
  expect(`${mail.text} ${mail.html}`).not.toContain(suffix);

  const client = await asUser(seeded.account);
  await client.goto('/dashboard');
  // The client is told of the unread message on the dashboard and in the sidebar (issue 32 D13).
  await expect(client.getByText('Unread messages from your case worker: 1')).toBeVisible();
  const clientSidebar = client.getByRole('navigation', { name: 'Dashboard navigation' });
  await clientSidebar.getByRole('link', { name: /^Messages\s*1 unread$/ }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // Reading it clears the count.
  await expect(clientSidebar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  const clientThread = client.getByRole('list', { name: 'Messages' });
  await expect(clientThread.getByText(question)).toBeVisible();
  await client.getByLabel('Your message').fill(answer);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(clientThread.getByText(answer)).toBeVisible();
  await expectNoAxeViolations(client);

  // The answer waits for the case worker: on the caseload, in the sidebar and on Messages.
  await worker.goto('/dashboard/case-worker/clients');
  const row = worker.getByRole('row').filter({ hasText: clientName });
  await expect(row.getByText('1 unread')).toBeVisible();
  const sidebar = worker.getByRole('navigation', { name: 'Dashboard navigation' });
  const waiting = sidebar.getByRole('link', { name: /^Messages\s*1 unread$/ });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await worker.getByRole('link', { name: `Open ${clientName}` }).click();
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
      .filter({ hasText: clientName })
      .getByText(/unread/),
  ).toHaveCount(0);
  // And the client sees their own message was read.
  await client.reload();
  await expect(client.getByText(/^You · .+ · Read$/)).toBeVisible();
});
