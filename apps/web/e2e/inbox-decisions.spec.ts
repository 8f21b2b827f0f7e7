import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';

/**
 * Issue 32 D5 and the staff pages on a phone: a submission is declined and closed with a reason,
 * reopened, and answered by e-mail through the outbox, each step on its history; opening the
 * dialog logs no console error (the CSP used to refuse the scroll lock's injected <style>); and
 * the admin's lists fit a 375 px screen, reachable by keyboard.
 */
const PHONE = { width: 375, height: 812 };

/** Collects the console errors (a refused style, a failed render) a page logs from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function sendContactMessage(page: Page, email: string): Promise<string> {
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Name', { exact: true }).fill('Avery Inboxtest');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject').fill('Forklift training');
  await page.getByLabel('Message', { exact: true }).fill('Is there a forklift class this winter?');
  await page.getByRole('checkbox', { name: /may store my details/ }).click();
  await page.getByRole('button', { name: 'Send Message' }).click();
  const reference = page.getByTestId('reference');
  await expect(reference).toHaveText(/^PW-/);
  return (await reference.textContent()) ?? '';
}

test('staff decline, reopen, close and reply to a submission, each on its history, with no console error', async ({
  page,
  asUser,
}) => {
  const email = `inbox-${uniqueSuffix()}@example.org`;
  const reference = await sendContactMessage(page, email);

  const admin = await asUser('admin');
  const errors = consoleErrors(admin);
  await admin.goto('/dashboard/admin/inbox');
  await admin.getByLabel('Search by name, e-mail or reference').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('button', { name: `Open ${reference}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('Status: New')).toBeVisible();
  expect(errors).toEqual([]);

  await dialog.getByRole('button', { name: 'Mark in review' }).click();
  await expect(dialog.getByText('Status: In review')).toBeVisible();

  // Declining asks why; an empty reason is named inline, and what was typed stays on failure.
  await dialog.getByRole('button', { name: 'Decline' }).click();
  const reason = dialog.getByLabel('Why it is declined (kept on its history)');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Decline it' }).click();
  await expect(dialog.getByText('Please say why (at least 3 characters)').first()).toBeVisible();
  await reason.fill('We do not run forklift classes');
  await dialog.getByRole('button', { name: 'Decline it' }).click();
  await expect(dialog.getByText('Status: Declined')).toBeVisible();
  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history.getByText('Status changed from In review to Declined')).toBeVisible();
  await expect(history.getByText('Reason: We do not run forklift classes')).toBeVisible();
  // A declined submission is closed only once reopened.
  await expect(dialog.getByRole('button', { name: 'Close it', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Reopen (in review)' }).click();
  await expect(dialog.getByText('Status: In review')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close it', exact: true }).click();
  await dialog
    .getByLabel('Why it is closed (kept on its history)')
    .fill('Referred to Hawkeye College');
  await dialog.getByRole('button', { name: 'Close it now' }).click();
  await expect(dialog.getByText('Status: Closed')).toBeVisible();
  await expect(history.getByText('Reason: Referred to Hawkeye College')).toBeVisible();

  await dialog
    .getByLabel(`Your reply to ${email}`)
    .fill('Hawkeye Community College runs one in January; we can help you enrol.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(history.getByText('Replied by e-mail')).toBeVisible();
  // No ISO timestamps or enum names in the history.
  await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}T|inReview|declined/);
  await expectNoAxeViolations(admin);
  expect(errors).toEqual([]);

  const mail = await waitForMail(email, `About your request ${reference} to Cedar Valley Pathways`);
  expect(mail.text).toContain('Hawkeye Community College runs one in January');
});

const adminPages = [
  '/dashboard/admin/inbox',
  '/dashboard/admin/settings/outbox',
  '/dashboard/admin/users',
  '/dashboard/admin/case-workers',
  '/dashboard/admin/reports',
];

test('the admin’s inbox, outbox, users, case workers and reports fit a 375 px screen and pass axe', async ({
  asUser,
}) => {
  // Five pages, each checked by axe, on a shared machine.
  test.setTimeout(240_000);
  const admin = await asUser('admin');
  await admin.setViewportSize(PHONE);
  for (const path of adminPages) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect
      .poll(
        () =>
          admin.evaluate(() => {
            const root = document.scrollingElement ?? document.documentElement;
            return root.scrollWidth - window.innerWidth;
          }),
        { message: `${path} scrolls sideways` },
      )
      .toBeLessThanOrEqual(0);
    await expectNoAxeViolations(admin);
  }
});
