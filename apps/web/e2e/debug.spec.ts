import { expect, test } from '@playwright/test';
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
