import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { englishLog } from './support/english-markers';
import { expectFieldError, expectToast, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';

/**
 * The one spec that signs in through the form (the others sign in through the API: asUser in
 * support/test.ts): its errors, registration, and where each kind of account lands, in English
 * and in Spanish.
 */

/** Signing in hashes a password and loads the portal's chunks: slow on a shared, loaded machine. */
const SIGN_IN_TIMEOUT_MS = 30_000;

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
    // The error's words, without the raw HTTP code (issue 32).
    await expectToast(page, 'Login failed', /^Login failed\s*Invalid username or password$/);
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

test.describe('Lighthouse best practices: no 401 in a signed-out console', () => {
  test('a signed-out visitor never asks GET /api/user; after sign-in the app knows the user', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user')) asked.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/get-involved');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await gotoHydrated(page, '/auth');
    await page.getByLabel('Username').fill('demo-admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await gotoHydrated(page, '/');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
});

test.describe('the Spanish sign-in page', () => {
  // Signing in hashes a password and loads the portal's chunks: slow on a shared, loaded machine.
  test.slow();

  async function submitEmpty(page: Page, button: string) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
  }

  async function signInInSpanish(page: Page, username: string) {
    await gotoHydrated(page, '/es/auth');
    await page.getByLabel('Nombre de usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  test('refuses in Spanish, then signs a client in to the Spanish dashboard and greets them in Spanish', async ({
    page,
  }) => {
    const english = englishLog(page);
    await gotoHydrated(page, '/es/auth');
    await submitEmpty(page, 'Entrar');
    await english.check('sign-in, empty');
    // An account that does not exist: no real account's failed sign-ins are counted.
    await page.getByLabel('Nombre de usuario').fill('nadie-en-espanol');
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectToast(
      page,
      'No pudo entrar a su cuenta',
      'El nombre de usuario o la contraseña no son correctos',
    );
    await english.check('sign-in, refused');

    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    const register = page.getByRole('form', { name: 'Crear cuenta' });
    await register.getByLabel('Nombre completo').fill('Rosa Méndez');
    await register.getByLabel('Correo electrónico').fill('rosa-es@example.com');
    await register.getByLabel('Nombre de usuario').fill('demo-client');
    await register.getByLabel('Contraseña', { exact: true }).fill('clave-segura');
    await register.getByLabel('Escriba la contraseña otra vez').fill('otra-clave');
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    await english.check('registration, passwords differ');
    await register.getByLabel('Escriba la contraseña otra vez').fill('clave-segura');
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    // The username is taken: the API's own words, on the field and in the toast.
    await expectToast(page, 'No se pudo crear la cuenta', /Ese nombre de usuario ya está en uso/);
    await english.check('registration, username taken');

    await signInInSpanish(page, 'demo-client');
    await expect(page).toHaveURL(/\/es\/dashboard\/client$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Próxima cita' })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await english.check('dashboard, with the sign-in toast');
    expect(english.leaks).toEqual([]);
  });

  test('staff who sign in on /es/auth are sent to their English portal (a case worker to Today)', async ({
    page,
  }) => {
    await signInInSpanish(page, 'demo-caseworker');
    await expect(page).toHaveURL(/\/dashboard\/case-worker\/today$/, {
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await expect(page).not.toHaveURL(/\/es\//);
    await expect(page.getByText('Case Worker Dashboard').first()).toBeVisible();
  });
});
