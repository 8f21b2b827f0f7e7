import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';
import { waitForMail } from './support/mailbox';

/** Admin › Settings › Outbox (issue 15): what the portal wrote, whether it went, and its text. */
test('an admin sees a contact receipt in the outbox, sent, with its text', async ({
  request,
  asUser,
}) => {
  // Two e-mails to wait for and two accessibility passes.
  test.slow();
  const email = `outbox-${uniqueSuffix()}@example.org`;
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Olive Outbox',
      email,
      phone: null,
      subject: 'Outbox check',
      message: 'Is anyone reading these messages?',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const receipt = await waitForMail(email, `We received your message (${reference})`);
  expect(receipt.text).toContain('We will reply within 1-2 business days.');
  const alert = await waitForMail('staff@pathways.test', `New contact message ${reference}`);
  expect(alert.text).not.toContain('Is anyone reading these messages?');

  const page = await asUser('admin');
  await page.goto('/dashboard/admin/settings');
  await expect(page).toHaveURL(/\/dashboard\/admin\/settings\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByText('E-mail is on')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: `We received your message (${reference})` });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Sent');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Your reference number is ${reference}.`);
  await expect(dialog).toContainText('Cedar Valley Pathways');
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Show').selectOption('sent');
  await expect(row).toBeVisible();
  await page.getByLabel('Show').selectOption('failed');
  await expect(row).toHaveCount(0);
});
