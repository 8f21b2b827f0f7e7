import type { Page } from '@playwright/test';

/**
 * Prerendered pages show their HTML before the app takes over, and the app starts when the reader
 * first reaches for the page (src/boot.ts): a pointer moving over it is such a sign.
 */
export async function startApp(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** A page with its app running, for checks of what only the app does. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await startApp(page);
}
