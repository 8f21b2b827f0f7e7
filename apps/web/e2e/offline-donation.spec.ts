import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { storedDraft } from './support/offline';
import { expect, test } from './support/test';

/**
 * Issue 28 on the donation form, in Spanish: its draft is kept and restored, a pledge made without
 * a signal waits on the phone and goes out with one Idempotency-Key when the signal returns. Axe
 * checks the page with each notice showing.
 */

test.slow();

test('a pledge typed in Spanish is restored after a reload, waits offline, and is sent with one key when the signal returns', async ({
  page,
  context,
}) => {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/donations'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });

  await gotoHydrated(page, '/es/get-involved#donate');
  let donate = page.getByRole('tabpanel', { name: 'Donar' });
  await donate.getByRole('radio', { name: '$100' }).click();
  await donate.getByLabel('Nombre', { exact: true }).fill('Carmen Sin Señal');
  await donate.getByLabel('Correo electrónico', { exact: true }).fill('carmen@example.com');
  await expect.poll(() => storedDraft(page, 'donation')).toContain('carmen@example.com');

  // A reload (going to the same address with its #donate would only move to the fragment).
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  donate = page.getByRole('tabpanel', { name: 'Donar' });
  await expect(donate.getByLabel('Nombre', { exact: true })).toHaveValue('Carmen Sin Señal');
  await expect(donate.getByRole('radio', { name: '$100' })).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: 'Recuperamos lo que escribió en este teléfono el' }),
  ).toBeVisible();
  await expect(donate.getByRole('button', { name: 'Borrar este formulario' })).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(true);
  await donate.getByRole('button', { name: 'Donar $100' }).click();
  await expect(
    page.getByText('Guardado en este teléfono. Lo enviaremos cuando vuelva a tener conexión.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByTestId('reference')).toHaveText(/^PW-/, { timeout: 20_000 });
  await expect.poll(() => storedDraft(page, 'donation')).toBe('null');
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).not.toBe('');
});
