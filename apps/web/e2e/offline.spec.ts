import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { fillIntake } from './support/form-fillers';
import { uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { storedDraft, waitForSavedCopy, waitForServiceWorker } from './support/offline';

/**
 * Issue 28: a phone with a flaky signal. Pages opened once read offline, the portal never does, a
 * form sent without a signal goes out once when it returns, and drafts survive a reload without
 * keeping private answers on a phone the person did not say is their own.
 */

// Each test types long forms and waits for the service worker: on a busy machine that takes a while.
test.slow();

test('a public page opened once opens offline from the saved copy, in both languages; the portal does not', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/programs');
  await waitForSavedCopy(page, '/programs');
  await gotoHydrated(page, '/es/programs');
  await waitForSavedCopy(page, '/es/programs');

  await context.setOffline(true);
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline: showing the copy saved on' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/es/programs');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'No tiene conexión: le mostramos la copia guardada el' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The portal is never kept on the phone: its offline page says so.
  await page.goto('/dashboard/client');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Your account pages are never saved on this phone')).toBeVisible();
});

test('a public page reached by a link inside the app opens offline too, scripts and all', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  await waitForServiceWorker(page);
  const pageLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pageLoads.push(new URL(request.url()).pathname);
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Programs', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/programs$/);
  // Only the route changed: the page never loaded /programs itself.
  expect(pageLoads).toEqual([]);
  await waitForSavedCopy(page, '/programs');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline: showing the copy saved on' }),
  ).toBeVisible();
  // The page's scripts came from the phone as well: it became interactive without a signal.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
});

test('a contact message sent offline is sent once when the signal returns, and the staff inbox has it once', async ({
  page,
  context,
  asUser,
}) => {
  const email = `offline-${uniqueSuffix()}@example.org`;
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Name', { exact: true }).fill('Robin Offline');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject').fill('Sent from the bus');
  await page.getByLabel('Message', { exact: true }).fill('I lost my signal when I pressed send.');
  await page.getByRole('checkbox', { name: /may store my details/ }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Saved on this phone. We will send it when you are back online.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  const reference = page.getByTestId('reference');
  await expect(reference).toHaveText(/^PW-/, { timeout: 20_000 });
  const sent = (await reference.textContent()) ?? '';

  const admin = await asUser('admin');
  await admin.goto('/dashboard/case-worker/clients/inbox');
  await admin.getByLabel('Search by name, e-mail or reference').fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('button', { name: `Open ${sent}` })).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Open PW-/ })).toHaveCount(1);
});

test('a reload restores the contact draft with a notice, and "Clear this form" empties it', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Name', { exact: true }).fill('Casey Draft');
  await page.getByLabel('Message', { exact: true }).fill('Half of a message typed on a bus.');
  await expect.poll(() => storedDraft(page, 'contact')).toContain('typed on a bus');

  await gotoHydrated(page, '/contact');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Casey Draft');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Half of a message typed on a bus.',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'We filled in what you typed on this phone on' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear this form' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect.poll(() => storedDraft(page, 'contact')).toBe('null');
});

test('an intake keeps no criminal history, barriers or date of birth on the phone unless "my own phone" is ticked', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact?view=client-intake');
  await fillIntake(page);
  await expect
    .poll(() => storedDraft(page, 'clientIntake'))
    .toContain('Three years in a warehouse.');
  const shared = await storedDraft(page, 'clientIntake');
  expect(shared).not.toContain('One conviction in 2015.');
  expect(shared).not.toContain('1990-04-12');
  expect(shared).not.toContain('criminalHistory');

  await gotoHydrated(page, '/contact?view=client-intake');
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
  await expect(page.getByRole('checkbox', { name: 'I have a criminal record' })).not.toBeChecked();
  await expect(page.getByLabel('Tell us about your record (optional)')).toHaveCount(0);
  await expect(page.getByLabel('Date of birth')).toHaveValue('');

  await page.getByRole('checkbox', { name: 'This is my own phone: keep my answers here' }).click();
  await page.getByRole('checkbox', { name: 'I have a criminal record' }).click();
  await page.getByLabel('Tell us about your record (optional)').fill('One conviction in 2015.');
  await expect.poll(() => storedDraft(page, 'clientIntake')).toContain('One conviction in 2015.');

  await gotoHydrated(page, '/contact?view=client-intake');
  await expect(page.getByLabel('Tell us about your record (optional)')).toHaveValue(
    'One conviction in 2015.',
  );
  await expect(
    page.getByRole('checkbox', { name: 'This is my own phone: keep my answers here' }),
  ).toBeChecked();
});
