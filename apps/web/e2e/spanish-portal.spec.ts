import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18: the client's portal in Spanish. The demo client signs in on /es/auth, lands on
 * /es/dashboard/client and reads every one of their pages without meeting the English interface.
 * Nothing here changes data, so it runs beside the other read-only portal tests.
 */

const DEMO_PASSWORD = 'pathways-demo';
/** Signing in hashes a password and loads the portal's chunks: slow on a shared, loaded machine. */
const SIGN_IN_TIMEOUT_MS = 30_000;

/** Each client page in Spanish: its link in the menu, its address and the heading it opens with. */
const spanishPages = [
  { link: 'Mi perfil', path: '/es/dashboard/client/profile', heading: 'Mi perfil' },
  { link: 'Mis citas', path: '/es/dashboard/client/appointments', heading: 'Mis citas' },
  { link: 'Mensajes', path: '/es/dashboard/client/messages', heading: 'Mensajes' },
  { link: 'Buscar empleo', path: '/es/dashboard/client/jobs', heading: 'Buscar empleo' },
  {
    link: 'Mis solicitudes',
    path: '/es/dashboard/client/applications',
    heading: 'Mis solicitudes',
  },
  { link: 'Mi panel', path: '/es/dashboard/client', heading: /^Qué gusto verle otra vez/ },
];

/** English interface words that would give away an untranslated client screen. */
const englishStrings = [
  'Client Dashboard',
  'Welcome back',
  'Dashboard navigation',
  'My Profile',
  'Job Search',
  'Back to Website',
  'Logout',
  'Upcoming Appointment',
  'Documents Needed',
  'Job Matches',
  'Please complete your resume information',
  'Update My Profile',
  'My details',
  'Save my details',
  'Ask to reschedule',
  'My consents',
  'Upcoming',
  'Your message',
  'Keywords',
  'Any schedule',
  'Your job profile',
  'Save job profile',
  'Skills (comma separated)',
  'an hour',
  'Fair-chance statement',
  'History',
  'Withdraw',
  'Find jobs',
  'Loading',
  'Skip to main content',
];

async function signInInSpanish(page: Page, username: string) {
  await gotoHydrated(page, '/es/auth');
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/[a-z-]+$/, { timeout: SIGN_IN_TIMEOUT_MS });
}

async function expectNoEnglishInterface(page: Page) {
  const text = await page.locator('body').innerText();
  const found = englishStrings.filter((english) => text.includes(english));
  expect(found, `English on ${page.url()}`).toEqual([]);
}

test.describe('the client portal in Spanish', () => {
  // Each test signs in (a password hash) and loads the portal: slow beside the other helpers' runs.
  test.slow();

  test('a client signs in on /es/auth and reads each of their pages in Spanish', async ({
    page,
  }) => {
    await signInInSpanish(page, 'demo-client');
    await expect(page).toHaveURL(/\/es\/dashboard\/client$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const nav = page.getByRole('navigation', { name: 'Menú del panel' });
    await expect(nav.getByRole('link', { name: 'Mis citas' })).toHaveAttribute(
      'href',
      '/es/dashboard/client/appointments',
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Qué gusto verle otra vez/, {
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
    await expectNoEnglishInterface(page);

    for (const { link, path, heading } of spanishPages) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait until the page's data has arrived (no "Cargando" left), then look for English.
      await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
      if (path.endsWith('/jobs')) {
        // A posting's pay and the schedule filter's options, in Spanish.
        await expect(page.getByText(/la hora/).first()).toBeVisible();
        await expect(page.getByLabel('Horario', { exact: true })).toContainText('Tiempo completo');
      }
      await expectNoEnglishInterface(page);
    }
  });

  test('the language switch goes to the English twin and back, and is remembered', async ({
    page,
  }) => {
    await signInInSpanish(page, 'demo-client');
    await expect(page).toHaveURL(/\/es\/dashboard\/client$/);
    await page
      .getByRole('navigation', { name: 'Menú del panel' })
      .getByRole('link', { name: 'Buscar empleo' })
      .click();
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/dashboard\/client\/jobs$/);
    await expect(page).not.toHaveURL(/\/es\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Search' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'pathways_language')?.value).toBe('en');

    await page.getByRole('link', { name: 'Ver esta página en español' }).click();
    await expect(page).toHaveURL(/\/es\/dashboard\/client\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar empleo' })).toBeVisible();
  });

  test('the Spanish dashboard has no axe violations', async ({ page }) => {
    await signInInSpanish(page, 'demo-client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Qué gusto verle otra vez/, {
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await expect(page.getByRole('heading', { name: 'Próxima cita' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff who sign in on /es/auth are sent to their English dashboard', async ({ page }) => {
    await signInInSpanish(page, 'demo-caseworker');
    await expect(page).toHaveURL(/\/dashboard\/case-worker$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await expect(page).not.toHaveURL(/\/es\//);
    await expect(page.getByText('Case Worker Dashboard').first()).toBeVisible();
  });
});
