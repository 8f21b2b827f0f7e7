import { waitForSavedCopy } from './support/offline';
import { expect, test } from './support/test';

/**
 * A prerendered page runs only its boot as it loads (src/boot.ts): the app starts when the reader
 * reaches for a control, and what they did meanwhile is done again once it runs.
 */
test.describe('a public page starts its app when the reader reaches for it', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('nothing of the app runs while the page is only read; the first tap still opens the menu', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const downloaded: string[] = [];
    page.on('requestfinished', (request) => downloaded.push(new URL(request.url()).pathname));
    await page.goto('/');
    // Loaded, idle, the app's modules fetched for later (offline support starts once they are
    // here): still only the prerendered HTML.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    // What the app needs to start here was downloaded while the page sat idle, so the tap waits
    // for no network (only for the menu's own module, which loads on first use as it always has).
    const boot = page.locator('script[data-app]');
    const appModules = [
      await boot.getAttribute('data-app'),
      ...((await boot.getAttribute('data-app-modules')) ?? '').split(' '),
    ];
    expect(appModules.length).toBeGreaterThan(2);
    expect(appModules.filter((module) => !downloaded.includes(module ?? ''))).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(errors).toEqual([]);
  });

  test('what is typed before the app runs is kept, and the form is sent through the app', async ({
    page,
  }) => {
    await page.goto('/contact');
    // No wait for the app: the reader types as soon as the form is on screen.
    await page.getByLabel('Name', { exact: true }).fill('Rosa Early');
    await page.getByLabel('Email', { exact: true }).fill('rosa.early@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Evening classes');
    await page.getByLabel('Message', { exact: true }).fill('Do you run classes after 6 pm?');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    // The browser never sent the form on its own to the page for readers without JavaScript.
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a page read without a touch is kept whole: offline, its app still starts from the phone', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const appEntry = await page.locator('script[data-app]').getAttribute('data-app');
    await waitForSavedCopy(page, '/');
    await expect
      .poll(
        () =>
          page.evaluate(async (entry) => (await caches.match(entry ?? '')) !== undefined, appEntry),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline: showing the copy saved on' }),
    ).toBeVisible();
  });

  test('a page whose address picks a view starts its app at once', async ({ page }) => {
    await page.goto('/contact?view=faq');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions', level: 2 }),
    ).toBeVisible();
  });
});
