import { expect, type Page } from '@playwright/test';

/** Presses Tab (and only Tab) until the element with this id has focus. */
export async function tabTo(page: Page, id: string, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

/** Tabs to a field and types into it, as a keyboard-only user would. */
export async function tabAndType(page: Page, id: string, text: string) {
  await tabTo(page, id);
  await page.keyboard.type(text);
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** Makes the next call to this API path fail with a 500, as a broken server would. */
export async function failNext(page: Page, path: string, message = 'Database unavailable') {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message }),
    }),
  );
}

/** Each message next to its field: shown in the field's `${id}-error` element, linked by aria-describedby. */
export async function expectFieldError(page: Page, id: string, message: string) {
  const error = page.locator(`[id="${id}-error"], [id="${id}-group-error"]`);
  await expect(error).toHaveText(`Error: ${message}`);
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Every request that would change something on `pathPart`, as it leaves the page. */
export function changesSentTo(page: Page, pathPart: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(pathPart)) sent.push(request.url());
  });
  return sent;
}
