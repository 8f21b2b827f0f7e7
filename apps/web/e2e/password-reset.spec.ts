import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { englishLog } from './support/english-markers';
import { expectFieldError, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';

/**
 * Forgot password (issue 15), end to end: the link is read from the e-mail the API's outbox worker
 * sent to the test SMTP server (started by the global setup).
 */
test('a forgotten password is reset from the e-mailed link, which works once', async ({
  page,
  request,
}) => {
  // Many steps, two accessibility passes and two e-mails: more than one ordinary test's time.
  test.slow();
  const suffix = uniqueSuffix();
  const email = `reset-${suffix}@example.org`;
  const username = `reset${suffix}`;
  // An account of its own, so the demo accounts other tests sign in with keep their password.
  const registered = await request.post('/api/register', {
    data: {
      fullName: 'Riley Reset',
      email,
      username,
      role: 'client',
      password: 'old-secret-1',
      confirmPassword: 'old-secret-1',
    },
  });
  expect(registered.status()).toBe(201);

  await gotoHydrated(page, '/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectFieldError(page, 'forgot-password-email', 'Please enter a valid email address');
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText('If an account exists, we sent a link.')).toBeVisible();

  const mail = await waitForMail(email, 'Reset your Pathways password');
  const link = /(http:\/\/\S+\/auth\/reset-password#token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  expect(mail.text).toContain(`"${username}"`);

  const documentResponse = page.waitForResponse((res) =>
    res.url().endsWith('/auth/reset-password'),
  );
  await page.goto(link ?? '');
  expect((await documentResponse).headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token left the address bar as soon as the page had it.
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  expect(await page.evaluate(() => window.location.hash)).toBe('');

  await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
  await page.getByLabel('Confirm new password').fill('new-secret-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectFieldError(page, 'reset-password-confirmPassword', 'Passwords do not match');
  await expectNoAxeViolations(page);
  await page.getByLabel('Confirm new password').fill('new-secret-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeFocused();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('new-secret-2');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The same link a second time is refused.
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(
    page.getByText('This link has expired or has already been used. Please ask for a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  const changed = await waitForMail(email, 'Your Pathways password was changed');
  expect(changed.text).toContain('(319) 555-0142');
});

test('an address with no account gets the same answer', async ({ page }) => {
  await gotoHydrated(page, '/auth/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${uniqueSuffix()}@example.org`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('If an account exists, we sent a link.')).toBeVisible();
});

test('the reset page without a link says how to get one, moving nothing on the way', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoHydrated(page, '/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  // The "checking" line it replaces kept its room: the footer did not jump (Lighthouse's CLS).
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
  ).toEqual([]);
  await expectNoAxeViolations(page);
});

test.describe('Spanish account recovery', () => {
  test('the Spanish sign-in page leads to the Spanish forgot-password page, which answers in Spanish', async ({
    page,
  }) => {
    const english = englishLog(page);
    await gotoHydrated(page, '/es/auth');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/es\/auth\/forgot-password$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expectFieldError(page, 'forgot-password-email', 'Escriba un correo electrónico válido');
    await english.check('forgot password, empty');
    await expectNoAxeViolations(page);
    await page.getByLabel('Correo electrónico').fill('nadie-esforms@example.org');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
    await expect(
      page.getByText('Si hay una cuenta con ese correo, le mandamos un enlace.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Entrar' }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
    expect(english.leaks).toEqual([]);
  });

  test('the Spanish reset page without a link says, in Spanish, how to get one', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/auth/reset-password');
    await expect(page.getByRole('heading', { name: 'Este enlace no se puede usar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/es/auth/forgot-password',
    );
    const english = englishLog(page);
    await english.check('reset password, unusable link');
    expect(english.leaks).toEqual([]);
  });
});
