import { expect, test, type Page } from './support/test';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 32, minor points seen on a phone and on paper: the portal header's parts never overlap the
 * language switch; the success toast leaves the reference number readable; the client record
 * prints as the record alone, with readable answers.
 */
const PHONE = { width: 375, height: 667 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: { boundingBox(): Promise<Box | null> }): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/**
 * Where a text's glyphs are drawn: a squeezed element keeps its box while a long word runs out of
 * it (the subtitle's "Dashboard" ran under the language switch inside a box that did not touch it).
 */
async function textBoxOf(locator: ReturnType<Page['locator']>): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    // A truncated line (overflow hidden, an ellipsis) shows only what fits its box.
    if (getComputedStyle(element).overflowX === 'visible') {
      return { x: text.x, y: text.y, width: text.width, height: text.height };
    }
    const own = element.getBoundingClientRect();
    const right = Math.min(text.right, own.right);
    return { x: text.x, y: text.y, width: Math.max(0, right - text.x), height: text.height };
  });
}

for (const root of ['/dashboard/client', '/es/dashboard/client']) {
  test(`the client's header at 375 px leaves the language switch clear (${root})`, async ({
    asUser,
  }, testInfo) => {
    const page = await asUser('client');
    await page.setViewportSize(PHONE);
    await page.goto(root);
    const banner = page.getByRole('banner');
    const language = banner.getByTestId('language-switch');
    await expect(language).toBeVisible();
    await expect(banner.getByText(/@example\.org$/)).toBeVisible();
    await testInfo.attach('header at 375 px', {
      body: await banner.screenshot(),
      contentType: 'image/png',
    });
    const switchBox = await boxOf(language);
    expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(PHONE.width);
    const controls = {
      menu: await boxOf(banner.getByRole('button', { name: /menu|menú/i }).first()),
      logout: await boxOf(banner.getByRole('button', { name: /^(Logout|Salir)$/ })),
      subtitle: await textBoxOf(banner.locator('p').first()),
      name: await textBoxOf(banner.getByText('Jordan Ellis')),
      email: await textBoxOf(banner.getByText(/@example\.org$/)),
    };
    for (const [name, box] of Object.entries(controls)) {
      expect(overlap(switchBox, box), `the language switch overlaps the ${name}`).toBe(false);
    }
    // Nor does any part run out of the screen or over another.
    const boxes = Object.entries(controls);
    for (const [index, [name, box]] of boxes.entries()) {
      expect(box.x + box.width, `${name} runs off the screen`).toBeLessThanOrEqual(PHONE.width);
      for (const [otherName, other] of boxes.slice(index + 1)) {
        expect(overlap(box, other), `${name} overlaps ${otherName}`).toBe(false);
      }
    }
  });
}

test('the success toast leaves the reference number readable on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/get-involved#donate');
  const donate = page.getByRole('tabpanel', { name: 'Donate' });
  await donate.getByLabel('Name', { exact: true }).fill('Kim Lee');
  await donate.getByLabel('Email', { exact: true }).fill('kim@example.org');
  await donate.getByRole('button', { name: /^Donate \$/ }).click();
  const reference = page.getByTestId('reference');
  const toast = page.getByTestId('toast');
  await expect(reference).toBeVisible();
  await expect(toast).toBeVisible();
  // Both where the page puts them after the thank-you takes focus, and wherever one scrolls.
  for (const scroll of ['as shown', 'reference in view'] as const) {
    if (scroll === 'reference in view') await reference.scrollIntoViewIfNeeded();
    const referenceBox = await textBoxOf(reference.locator('xpath=..'));
    expect(overlap(referenceBox, await boxOf(toast)), `the toast covers it (${scroll})`).toBe(
      false,
    );
  }
});

test('the client record prints as the record alone, with the intake answers readable', async ({
  asUser,
  seed,
}) => {
  const client = await seed.client({ firstName: 'Printa' });
  const worker = await asUser(client.caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${client.clientId}`);
  const heading = worker.getByRole('heading', { level: 1, name: client.account.fullName });
  await expect(heading).toBeVisible();
  // The intake's options read as their labels, in the form's order.
  await expect(worker.getByText('High school diploma or GED')).toBeVisible();
  await worker.emulateMedia({ media: 'print' });
  await expect(heading).toBeVisible();
  await expect(worker.getByText('High school diploma or GED')).toBeVisible();
  await expect(worker.getByRole('navigation', { name: 'Dashboard navigation' })).toBeHidden();
  await expect(worker.getByRole('banner')).toBeHidden();
  await expect(worker.getByRole('button').first()).toBeHidden();
  await expect(worker.locator('form').first()).toBeHidden();
});
