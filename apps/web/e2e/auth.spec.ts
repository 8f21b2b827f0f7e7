import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, expectToast, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';

test.describe('Sign-in page', () => {
  test('login: empty submit shows the rules; wrong credentials give "Login failed"', async ({
    page,
  }) => {
    await gotoHydrated(page, '/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectFieldError(page, 'login-username', 'Username must be at least 3 characters');
    await expectFieldError(page, 'login-password', 'Password must be at least 6 characters');
    await expectNoAxeViolations(page);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login failed', /401/);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('register: passwords must match; no axe violations in the error state', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(
      page.getByText('Your role determines which features are available to you.'),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(page, 'register-confirmPassword', 'Passwords do not match');
    await expectNoAxeViolations(page);
  });

  for (const role of [
    { label: 'Client seeking help', name: 'Client Person' },
    { label: 'Employer looking to hire', name: 'Employer Person' },
  ]) {
    test(`registers as "${role.label}" and lands on /dashboard`, async ({ page }) => {
      const suffix = uniqueSuffix();
      await gotoHydrated(page, '/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByLabel('Full name').fill(role.name);
      await page.getByLabel('Email').fill(`${suffix}@example.com`);
      await page.getByLabel('Username').fill(`user${suffix}`);
      await page.getByRole('radio', { name: role.label }).click();
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByLabel('Confirm password').fill('secret123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      await expectToast(page, 'Registration successful', `Welcome to Pathways, ${role.name}!`);
      // Signed in: visiting /auth again goes straight on to the dashboard.
      await gotoHydrated(page, '/auth');
      await expect(page).toHaveURL(/\/dashboard/);
    });
  }
});
