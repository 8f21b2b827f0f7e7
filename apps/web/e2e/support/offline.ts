import { expect, type Page } from '@playwright/test';

/** Issue 28's browser tests: what the phone keeps, read from the page. */

/** The draft a form keeps in IndexedDB, as JSON ("null" when none); never creates the database. */
export async function storedDraft(page: Page, form: string): Promise<string> {
  return page.evaluate(async (key) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'pathways-drafts')) return 'null';
    return new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('pathways-drafts');
      open.onerror = () => reject(new Error('IndexedDB did not open'));
      open.onsuccess = () => {
        const request = open.result
          .transaction('drafts', 'readonly')
          .objectStore('drafts')
          .get(key);
        request.onerror = () => reject(new Error('IndexedDB read failed'));
        request.onsuccess = () => {
          resolve(JSON.stringify(request.result ?? null));
          open.result.close();
        };
      };
    });
  }, form);
}

/** The page's copy is in the service worker's cache (it is saved once the worker is running). */
export async function waitForSavedCopy(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (url) => {
          const cache = await caches.open('pathways-pages');
          return (await cache.match(url)) !== undefined;
        }, path),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The service worker controls the page: what the page fetches from now on passes through it. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}
