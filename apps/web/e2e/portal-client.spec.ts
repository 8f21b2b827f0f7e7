import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { englishLog } from './support/english-markers';
import { failNext } from './support/forms';

/**
 * Issue 18: the client's portal in Spanish. The demo client (signed in through the API; the
 * Spanish sign-in form itself is auth.spec.ts's) reads every one of their pages, loaded, failing
 * and signed out, without meeting the English interface. Nothing here changes data.
 */

/** The portal's chunks and the dashboard's data: slow on a shared, loaded machine. */
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
  { link: 'Recursos', path: '/es/dashboard/client/resources', heading: 'Recursos' },
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

/** The demo client's Spanish dashboard, signed in through the API. */
async function openSpanishDashboard(asUser: (who: 'client') => Promise<Page>) {
  const page = await asUser('client');
  await page.goto('/es/dashboard/client');
  await expect(page).toHaveURL(/\/es\/dashboard\/client$/);
  return page;
}

async function expectNoEnglishInterface(page: Page) {
  const text = await page.locator('body').innerText();
  const found = englishStrings.filter((english) => text.includes(english));
  expect(found, `English on ${page.url()}`).toEqual([]);
}

test.describe('the client portal in Spanish', () => {
  // Each test loads the portal's chunks: slow beside the other helpers' runs.
  test.slow();

  test('a client reads each of their pages in Spanish', async ({ asUser }) => {
    const page = await openSpanishDashboard(asUser);
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
    asUser,
  }) => {
    const page = await openSpanishDashboard(asUser);
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

  test('the Spanish dashboard has no axe violations', async ({ asUser }) => {
    const page = await openSpanishDashboard(asUser);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Qué gusto verle otra vez/, {
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await expect(page.getByRole('heading', { name: 'Próxima cita' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a Spanish reader meets no English in the client's own portal, loaded, failing and signed out", async ({
    page: signedOut,
    asUser,
  }) => {
    const outside = englishLog(signedOut);
    await signedOut.goto('/es/dashboard/client');
    await expect(signedOut.getByRole('link', { name: 'Ir a entrar' })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await outside.check('portal, signed out');
    expect(outside.leaks).toEqual([]);

    const page = await openSpanishDashboard(asUser);
    const english = englishLog(page);
    await expect(page.getByRole('heading', { name: 'Próxima cita' })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await english.check('dashboard');

    const nav = page.getByRole('navigation', { name: 'Menú del panel' });
    for (const link of ['Mi perfil', 'Mis citas', 'Mensajes', 'Buscar empleo', 'Mis solicitudes']) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
      await english.check(link);
    }

    await nav.getByRole('link', { name: 'Mis citas', exact: true }).click();
    await page
      .getByRole('button', { name: /^Pedir otro horario/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByLabel('¿Qué días y horas le quedan bien?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await english.check('reschedule request, empty');

    await nav.getByRole('link', { name: 'Mensajes', exact: true }).click();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByLabel('Su mensaje')).toHaveAttribute('aria-invalid', 'true');
    await english.check('message, empty');

    await nav.getByRole('link', { name: 'Buscar empleo', exact: true }).click();
    await page
      .getByRole('button', { name: /^Solicitar: / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
    await english.check('job search, apply form open');

    // The dashboard's data cannot be read: the error and its retry are Spanish too.
    await failNext(page, '/api/dashboard/client');
    await page.goto('/es/dashboard/client');
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await english.check('dashboard, data failing');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.unroute('**/api/dashboard/client');
    await page.reload();
    await page.getByRole('button', { name: 'Abrir el menú del panel' }).click();
    await english.check('portal, phone menu');

    expect(english.leaks).toEqual([]);
  });
});
