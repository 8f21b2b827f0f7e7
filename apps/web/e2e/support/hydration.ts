import type { Page } from '@playwright/test';

/** Prerendered pages show their HTML before React takes over; interactive checks wait for that. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
