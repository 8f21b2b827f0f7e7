import { successStoryIds } from '@pathways/content';
import { spanishTwinnedPaths } from '../src/config/locales';
import { expect, test, type Page } from './support/test';
import { englishLog } from './support/english-markers';
import { expectToast, failNext, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { waitForMail } from './support/mailbox';

/**
 * Issue 18, "done when": a Spanish speaker finds help, applies, signs in and reads their own
 * dashboard without meeting English, except the organisation's name. Each journey reads every text,
 * label, title, alt text and placeholder on the way (support/english-markers.ts) and fails with the
 * list of English it met. Nothing here changes what other tests count: the forms are sent empty or
 * refused, and the one stored message is a contact message.
 */

const DEMO_PASSWORD = 'pathways-demo';
/** Signing in hashes a password and loads the portal's chunks: slow on a shared, loaded machine. */
const SIGN_IN_TIMEOUT_MS = 30_000;

/** Every Spanish page, from the list the language switch follows; a story id fills the pattern. */
const spanishUrls = [
  ...spanishTwinnedPaths.map((path) => `/es${path.replace(/:\w+/g, String(successStoryIds[0]))}`),
  '/es/no-such-page',
];

async function submitEmpty(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
}

test.describe('a Spanish reader meets no English', () => {
  // Long journeys of many pages each, beside the other helpers' runs on two cores.
  test.slow();

  test('on any Spanish page, in its header menus and on the phone menu', async ({ page }) => {
    const english = englishLog(page);
    for (const url of spanishUrls) {
      await gotoHydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await english.check(url);
    }
    await page.getByRole('button', { name: 'Más', exact: true }).click();
    await english.check('the More menu');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/es/programs');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    await english.check('the phone menu');
    expect(english.leaks).toEqual([]);
  });

  test('in every form, empty, refused, failing and sent', async ({ page }) => {
    const english = englishLog(page);
    const email = `rosa-${uniqueSuffix()}@example.com`;

    await gotoHydrated(page, '/es/contact');
    await submitEmpty(page, 'Enviar mensaje');
    await english.check('contact, empty');
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa Méndez');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Asunto').fill('Horario');
    await page.getByLabel('Mensaje', { exact: true }).fill('¿Abren los sábados por la tarde?');
    await page.getByRole('checkbox', { name: /Acepto que Cedar Valley Pathways/ }).click();
    // The server fails once, then the same answers go through.
    await failNext(
      page,
      '/api/contact',
      'Something went wrong on our side. Please try again later.',
    );
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectToast(page, 'No se pudo enviar el mensaje', /Algo falló de nuestro lado/);
    await english.check('contact, server failure');
    await page.unroute('**/api/contact');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
    await english.check('contact, sent');
    // The receipt answers in the language of the page: Spanish, with the screen's own promise.
    const reference = await page.getByTestId('reference').innerText();
    const receipt = await waitForMail(email, `Recibimos su mensaje (${reference})`);
    expect(receipt.text).toContain(
      'Gracias por escribirnos. Le responderemos en 1 a 2 días hábiles.',
    );
    expect(receipt.html).toContain('<html lang="es">');

    for (const [view, button] of [
      ['client-intake', 'Enviar la solicitud'],
      ['employer-partnership', 'Enviar la solicitud de alianza'],
      ['volunteer-application', 'Enviar la solicitud de voluntario'],
    ] as const) {
      await gotoHydrated(page, `/es/contact?view=${view}`);
      await submitEmpty(page, button);
      await english.check(`${view}, empty`);
    }

    await gotoHydrated(page, '/es/get-involved#donate');
    const donate = page.getByRole('tabpanel', { name: 'Donar' });
    await donate.getByRole('radio', { name: 'Otra cantidad' }).click();
    await donate.getByRole('button', { name: 'Donar', exact: true }).click();
    await english.check('donation, empty');

    await gotoHydrated(page, '/es/hire-from-us');
    const onboarding = page.getByRole('form', { name: 'Formulario de registro para empleadores' });
    await onboarding.getByRole('button', { name: 'Enviar', exact: true }).click();
    await english.check('employer onboarding, empty');

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

    await gotoHydrated(page, '/es/auth/forgot-password');
    await submitEmpty(page, 'Enviar el enlace');
    await english.check('forgot password, empty');
    await gotoHydrated(page, '/es/auth/reset-password#token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Este enlace no se puede usar' })).toBeVisible();
    await english.check('reset password, unusable link');

    await gotoHydrated(page, '/es/career-coach');
    await page.getByRole('button', { name: 'Programas de capacitación' }).click();
    await expect(page.getByRole('log')).toContainText('capacitación', { timeout: 10_000 });
    await english.check('career coach, answered');

    await gotoHydrated(page, '/es/economic-impact-simulator');
    await page.getByLabel('Ciudad').selectOption('waterloo-ia');
    await page.getByRole('button', { name: 'Calcular el impacto económico' }).click();
    await expect(page.getByRole('heading', { name: 'Impacto económico esperado' })).toBeVisible();
    await page.getByText(/Supuestos y fuentes/).click();
    await expect(page.getByTestId('unverified-mark').first()).toBeVisible();
    await english.check('simulator, with a result and its sources');

    await gotoHydrated(page, '/es/impact-report');
    const opened = page.context().waitForEvent('page');
    await page
      .getByRole('link', { name: /Descargar el informe completo/ })
      .first()
      .click();
    await (await opened).close();
    await expect(page.getByTestId('toast')).toBeVisible();
    await english.check('impact report, its toast');

    expect(english.leaks).toEqual([]);
  });

  test("in the client's own portal, loaded, failing and signed out", async ({ page }) => {
    const english = englishLog(page);
    await page.goto('/es/dashboard/client');
    await expect(page.getByRole('link', { name: 'Ir a entrar' })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await english.check('portal, signed out');

    await gotoHydrated(page, '/es/auth');
    await page.getByLabel('Nombre de usuario').fill('demo-client');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/dashboard\/client$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: 'Próxima cita' })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT_MS,
    });
    await english.check('dashboard, with the sign-in toast');

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
