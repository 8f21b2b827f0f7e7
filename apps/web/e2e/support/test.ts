import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { credentialsOf, type Who } from './accounts';
import { e2eNow } from './clock';
import { Seeder } from './seed';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * A journey of several people over many pages: on the shared 2-core machine, beside the other
 * workers, it can take minutes. The time limit catches a hang, not a slow machine.
 */
export const JOURNEY_TIMEOUT_MS = 8 * 60_000;

interface Fixtures {
  /**
   * A page signed in as `who` through the API (the session cookie set on its context: faster than
   * the form, which auth.spec.ts tests), in a browser context of its own on the suite's clock with
   * the test's options: each call is another person, and none shares the test's own `page`.
   */
  asUser: (who: Who) => Promise<Page>;
  /** Makes the test's own data through the API (support/seed.ts). */
  seed: Seeder;
  /**
   * Whether a test also checks what does not depend on the hour (axe, a phone's width, the
   * screenshots): false where a test runs a second time to prove only that the hour changes nothing.
   */
  checkLayout: boolean;
}

async function signIn(context: BrowserContext, who: Who) {
  const { username, password } = credentialsOf(who);
  const response = await context.request.post('/api/login', { data: { username, password } });
  expect(response.status(), `sign-in as ${username}`).toBe(200);
}

/**
 * Playwright's `test` with every page on the suite's clock (support/clock.ts): time starts at the
 * server's pinned "now" and then runs at its natural pace. Specs import `test` from here.
 */
export const test = base.extend<Fixtures>({
  checkLayout: [true, { option: true }],
  context: async ({ context }, provide) => {
    await context.clock.install({ time: e2eNow() });
    await provide(context);
  },
  seed: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('the seed needs the config’s baseURL');
    const seeder = new Seeder(baseURL);
    await provide(seeder);
    await seeder.dispose();
  },
  asUser: async (
    { browser, baseURL, viewport, locale, timezoneId, javaScriptEnabled },
    provide,
  ) => {
    const contexts: BrowserContext[] = [];
    await provide(async (who) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale,
        timezoneId,
        javaScriptEnabled,
      });
      contexts.push(context);
      await context.clock.install({ time: e2eNow() });
      await signIn(context, who);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
