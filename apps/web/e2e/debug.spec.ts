import { expect, test } from './support/test';
import { gotoHydrated } from './support/hydration';

test('the debug page checks the environment and tries the four cities addresses', async ({
  page,
}) => {
  await gotoHydrated(page, '/debug-mobile');
  await page.getByRole('button', { name: 'Check Environment' }).click();
  const log = page.getByTestId('debug-log');
  await expect(log).toContainText('Host: 127.0.0.1');
  await expect(log).toContainText('Build time: ');
  await expect(log).toContainText('Mobile: no');
  await page.getByRole('button', { name: 'Test Cities API' }).click();
  const results = page.getByTestId('debug-results').getByRole('listitem');
  await expect(results).toHaveCount(4);
  await expect(results.nth(0)).toContainText(/Success \(\d+ cities\)/);
  await expect(results.nth(1)).toContainText(/Success \(\d+ cities\)/);
  await expect(results.nth(2)).toContainText('Failed: ');
  await expect(results.nth(3)).toContainText('Failed: ');
  await page.getByRole('button', { name: 'Clear Logs' }).click();
  await expect(page.getByText('The log is empty.')).toBeVisible();
});

test('the Spanish debug page runs the same checks and reports them in Spanish', async ({
  page,
}) => {
  await gotoHydrated(page, '/es/debug-mobile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Revisar el entorno' }).click();
  await expect(page.getByTestId('debug-log')).toContainText('Teléfono o tableta: no');
  await page.getByRole('button', { name: 'Probar la lista de ciudades' }).click();
  const results = page.getByTestId('debug-results').getByRole('listitem');
  await expect(results).toHaveCount(4);
  await expect(results.nth(0)).toContainText(/Funciona \(\d+ ciudades\)/);
  await expect(results.nth(2)).toContainText('Falló: ');
  await page.getByRole('button', { name: 'Borrar el registro' }).click();
  await expect(page.getByText('El registro está vacío.')).toBeVisible();
});

test('the header offers Debug Mode on the hosting platform only', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Get Help', 'Career Coach', 'Get Involved']);

  // Serve the site under a deploy-preview hostname: every request to it goes to the test server.
  const previewHost = 'deploy-preview-7--cedar-valley-pathways.netlify.app';
  const server = new URL(baseURL ?? '');
  await page.route(`http://${previewHost}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.host = server.host;
    // Fetched here and fulfilled as the preview host's own answer, so the browser sees one origin.
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  await gotoHydrated(page, `http://${previewHost}/about`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Debug Mode' }).click();
  await expect(page).toHaveURL(`http://${previewHost}/debug-mobile`);
  await expect(page.getByRole('button', { name: 'Check Environment' })).toBeVisible();

  // On a phone the slide-out menu carries it, after the eleven site links.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' }).getByRole('link');
  await expect(menu).toHaveCount(12);
  await expect(menu.last()).toHaveText('Debug Mode');
});
