import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

/** Issue 18: the Spanish home, impact report and simulator. */
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
  });
});
