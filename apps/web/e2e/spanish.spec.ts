import { successStoryIds } from '@pathways/content';
import { spanishTwinnedPaths } from '../src/config/locales';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError } from './support/forms';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18: every page with a Spanish twin, read from the list the switch itself follows, so a page
 * added to it is tested here too. A pattern's parameter becomes the first story's id.
 */
const twinnedUrls = spanishTwinnedPaths.map((path) =>
  path.replace(/:\w+/g, String(successStoryIds[0])),
);

async function languageCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'pathways_language')?.value;
}

test.describe('Spanish pages', () => {
  for (const path of twinnedUrls) {
    test(`the language switch goes from ${path} to its Spanish twin and back`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const englishHeading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('link', { name: 'Ver esta página en español' }).click();
      await expect(page).toHaveURL(new RegExp(`/es${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const spanishHeading = page.getByRole('heading', { level: 1 });
      await expect(spanishHeading).toBeVisible();
      await expect(spanishHeading).not.toHaveText(englishHeading);
      expect(await languageCookie(page)).toBe('es');

      await page.getByRole('link', { name: 'Read this page in English' }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
      await expect(page).not.toHaveURL(/\/es(\/|$)/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await languageCookie(page)).toBe('en');
    });
  }

  test('the mobile menu has the switch, and Spanish pages link to Spanish pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/programs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Ver esta página en español' })
      .click();
    await expect(page).toHaveURL(/\/es\/programs$/);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sobre Cedar Valley Pathways' }),
    ).toBeVisible();
  });

  test('the contact form shows Spanish errors, sends, and confirms in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/contact');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await expectFieldError(page, 'contact-name', 'El nombre debe tener al menos 2 letras.');
    await expectFieldError(page, 'contact-email', 'Escriba un correo electrónico válido.');
    await expectFieldError(page, 'contact-subject', 'El asunto debe tener al menos 3 letras.');
    await expectFieldError(page, 'contact-message', 'El mensaje debe tener al menos 10 letras.');
    await expectFieldError(
      page,
      'contact-consent',
      'Debe dar su permiso para que guardemos sus datos.',
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('Nombre', { exact: true }).fill('María López');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('maria@example.com');
    await page.getByLabel('Asunto', { exact: true }).fill('Capacitación');
    await page.getByLabel('Mensaje', { exact: true }).fill('¿Cuándo empieza la próxima clase?');
    await page.getByLabel(/Acepto que Cedar Valley Pathways guarde mis datos/).check();
    const responsePromise = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
    await expect(
      page.getByText('Gracias por escribirnos. Le responderemos en 1 a 2 días hábiles.'),
    ).toBeVisible();
    await expect(page.getByText('Su número de referencia:')).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expect(page.getByRole('link', { name: 'Volver a Contacto' })).toHaveAttribute(
      'href',
      '/es/contact',
    );
  });

  test('the career coach answers Spanish keywords in Spanish', async ({ page }) => {
    await gotoHydrated(page, '/es/career-coach');
    const log = page.getByRole('log');
    await expect(log).toContainText('Hola, soy el asesor de empleo de Pathways.');
    await page
      .getByPlaceholder('Escriba su mensaje...')
      .fill('¿Cuánto dura la capacitación de montacargas?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(log).toContainText('Nuestra capacitación en logística dura 6 a 8 semanas', {
      timeout: 5000,
    });
  });

  test('/es/programs has no axe violations (WCAG 2.2 AA)', async ({ page }) => {
    await gotoHydrated(page, '/es/programs');
    await expectNoAxeViolations(page);
  });

  test('without JavaScript, /es/programs is Spanish with lang="es" and its hreflang twins', async ({
    request,
  }) => {
    const response = await request.get('/es/programs');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Nuestros programas');
    expect(html).toContain('Colocación laboral');
    expect(html).not.toContain('Our Programs');
    expect(html).toMatch(/<link rel="alternate" hreflang="en-US" href="[^"]*\/programs"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="es-US" href="[^"]*\/es\/programs"/);
  });

  test('an unknown page under /es answers 404 with the Spanish not-found page', async ({
    request,
  }) => {
    const response = await request.get('/es/no-existe');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('No encontramos esta página');
  });

  test('the sitemap lists both languages, each page with its twin', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/programs<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/es\/programs<\/loc>/);
    expect(xml).toMatch(/hreflang="es-US" href="[^"]*\/es\/contact"/);
  });
});

test.describe('Spanish offered, never imposed', () => {
  test.use({ locale: 'es-US' });

  test('a browser asking for Spanish is offered the twin and stays on the page it asked for', async ({
    page,
  }) => {
    await gotoHydrated(page, '/programs');
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Programs' })).toBeVisible();
    const offer = page.getByRole('complementary', { name: 'Ver en español' });
    await expect(offer).toContainText('Esta página también está en español.');
    // Offered after the page is on screen, it moves nothing on it, coming or going.
    const heading = page.getByRole('heading', { level: 1 });
    const withOffer = await heading.boundingBox();
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    expect(await heading.boundingBox()).toEqual(withOffer);
    expect(await languageCookie(page)).toBe('en');
    // The choice is remembered: no offer on the next page either.
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('complementary', { name: 'Ver en español' })).toHaveCount(0);
  });

  test('on a phone, the offer lifts the home page’s MENU and COACH instead of covering them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoHydrated(page, '/');
    const offer = page.getByRole('complementary', { name: 'Ver en español' });
    await expect(offer).toBeVisible();
    // Past the hero, where the phone shows them.
    await page
      .locator('#research-topics')
      .evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const coach = page.getByRole('link', { name: 'COACH', exact: true });
    const menu = page.getByRole('button', { name: 'MENU', exact: true });
    await expect(coach).toBeVisible();
    const offerTop = (await offer.boundingBox())?.y ?? 0;
    for (const control of [coach, menu]) {
      const box = await control.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(offerTop);
    }
    await coach.click();
    await expect(page.getByRole('log')).toBeVisible();
  });
});
