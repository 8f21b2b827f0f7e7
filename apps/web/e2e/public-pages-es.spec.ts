import { successStoryIds } from '@pathways/content';
import { spanishTwinnedPaths } from '../src/config/locales';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { englishLog } from './support/english-markers';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18: a Spanish reader on the public site: the home, report, simulator, coach and the
 * pages of Get Help and Get Involved are Spanish, axe clean, Spanish without JavaScript, and no
 * page meets them with English but the organisation's name (support/english-markers.ts reads
 * every text, label, title, alt text and placeholder on the way and lists the English it met).
 */

/** Every Spanish page, from the list the language switch follows; a story id fills the pattern. */
const spanishUrls = [
  ...spanishTwinnedPaths.map((path) => `/es${path.replace(/:\w+/g, String(successStoryIds[0]))}`),
  '/es/no-such-page',
];

test.describe('Spanish home, report and simulator', () => {
  test('/es/ is the Spanish home, with Spanish links and no axe violations (WCAG 2.2 AA)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Su pasado no es el final de su historia.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir ayuda ahora' })).toBeVisible();
    // Links lead to the Spanish twins where there is one.
    await expect(
      page.getByRole('link', { name: 'Hablar con el asesor de empleo' }).first(),
    ).toHaveAttribute('href', '/es/career-coach');
    // The simulator teaser's figures and link are Spanish too.
    await expect(page.getByTestId('simulator-teaser')).toContainText(
      'Ejemplo de la página principal',
    );
    await expectNoAxeViolations(page);
  });

  test('ASESOR (the Spanish COACH) on the Spanish home opens the coach in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/');
    await page.mouse.wheel(0, 1500);
    await page.getByRole('link', { name: 'ASESOR', exact: true }).click();
    await expect(page.getByRole('log')).toContainText('Hola, soy el asesor de empleo de Pathways.');
  });

  test('without JavaScript, /es/ is Spanish with lang="es"', async ({ request }) => {
    const response = await request.get('/es/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Su pasado no es el final de su historia.');
    expect(html).toContain('Cómo trabaja Pathways');
    expect(html).not.toContain('Skip to main content');
    expect(html).toMatch(/<link rel="alternate" hreflang="en-US" href="[^"]*\/"/);
  });

  test('/es/impact-report is Spanish and says the PDF is in English', async ({ page }) => {
    await gotoHydrated(page, '/es/impact-report');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Informe de impacto y oportunidades' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Descargar el informe completo \(PDF, en inglés\)/ }).first(),
    ).toHaveAttribute('href', '/download/impact-report');
    await expectNoAxeViolations(page);
    // The download opens in a tab of its own and leaves a Spanish toast behind.
    const english = englishLog(page);
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

  test('the Spanish simulator runs a scenario and shows its results in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/economic-impact-simulator');
    const run = page.getByRole('button', { name: 'Calcular el impacto económico' });
    await expect(run).toBeDisabled();
    await page.getByLabel('Ciudad').selectOption('waterloo-ia');
    await expect(page.getByTestId('city-facts')).toContainText('Población');
    await page.getByLabel('Tipo de apoyo').selectOption({ label: 'Capacitación laboral' });
    await expect(page.getByLabel('Plazo')).toContainText('1 año');
    await run.click();
    await expect(page.getByText('Cálculo terminado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Impacto económico esperado' })).toBeVisible();
    await expect(page.getByTestId('results-scope')).toHaveText('Waterloo, IA · 1 año');
    await expect(page.getByTestId('result-cards')).toContainText('Menos reincidencia');
    await expect(page.getByTestId('result-cards')).toContainText('Ahorro de dinero público');
    await expect(page.getByTestId('investment-analysis')).toContainText('Costo total del programa');
    // 1,000 participants are more than Waterloo releases in a year: the warning is in Spanish.
    const warnings = page.getByTestId('result-warnings');
    await expect(warnings).toContainText('Antes de citar estas cifras');
    await expect(warnings).toContainText(
      '1,000 participantes son más personas de las que salen de prisión hacia Waterloo, IA',
    );
    await expect(warnings).not.toContainText('released to');
    await expect(page.getByTestId('uncertainty')).toContainText(
      'Probabilidad de que los beneficios sean mayores que los costos',
    );
    await expect(
      page.getByRole('img', { name: 'Ahorro acumulado de dinero público por año' }),
    ).toBeVisible();
    await page.getByText(/Supuestos y fuentes/).click();
    await expect(page.getByTestId('unverified-mark').first()).toContainText('Sin verificar');
    await expectNoAxeViolations(page);
    const english = englishLog(page);
    await english.check('simulator, with a result and its sources');
    expect(english.leaks).toEqual([]);
  });
});

test.describe('Spanish pages of the site', () => {
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
    await page.getByRole('button', { name: 'Programas de capacitación' }).click();
    await expect(log).toContainText('capacitación', { timeout: 10_000 });
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0, { timeout: 10_000 });
    const english = englishLog(page);
    await english.check('career coach, answered');
    expect(english.leaks).toEqual([]);
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

  test('/es/get-help is Spanish, has no axe violations and opens the Spanish intake form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/get-help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estamos aquí para ayudarle' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Abrir el formulario de inscripción' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?view=client-intake$/);
    await expect(page.getByRole('heading', { name: 'Formulario de inscripción' })).toBeVisible();
  });

  test('/es/employers/fair-chance is Spanish with the same figures, linked from /es/hire-from-us', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/hire-from-us');
    await page
      .getByRole('link', { name: 'Lea nuestra guía de contratación con oportunidad justa' })
      .click();
    await expect(page).toHaveURL(/\/es\/employers\/fair-chance$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Contratación con oportunidad justa: una guía para empleadores',
      }),
    ).toBeVisible();
    await expect(page.getByText('como máximo $2,400', { exact: false })).toBeVisible();
    await expect(page.getByText('a más tardar 28 días naturales', { exact: false })).toBeVisible();
    await expect(page.getByText('1 de enero de 2026', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/es/get-involved has no axe violations, and #volunteer opens its tab in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es/get-involved');
    await expect(page.getByRole('heading', { level: 1, name: 'Participe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/es/get-involved#volunteer');
    const volunteer = page.getByRole('tabpanel', { name: 'Ser voluntario' });
    await expect(
      volunteer.getByRole('heading', { name: 'Sea voluntario con nosotros' }),
    ).toBeVisible();
    await volunteer.getByRole('link', { name: 'Solicitar ser voluntario' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?view=volunteer-application$/);
  });
});

test.describe('a Spanish reader meets no English', () => {
  // Every Spanish page in one journey: many pages, beside the other helpers' runs on two cores.
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
});
