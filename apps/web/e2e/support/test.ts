import { test as base } from '@playwright/test';
import { e2eNow } from './clock';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * Playwright's `test` with every page on the suite's clock (support/clock.ts): time starts at the
 * server's pinned "now" and then runs at its natural pace. Specs import `test` from here.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.clock.install({ time: e2eNow() });
    await provide(context);
  },
});
