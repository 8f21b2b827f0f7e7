import { expect, test } from './support/test';

/**
 * Issue 32, minor points seen on a phone and on paper: the portal header's parts never overlap the
 * language switch; the client record prints as the record alone, with readable answers.
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

for (const root of ['/dashboard/client', '/es/dashboard/client']) {
  test(`the client's header at 375 px leaves the language switch clear (${root})`, async ({
    asUser,
  }) => {
    const page = await asUser('client');
    await page.setViewportSize(PHONE);
    await page.goto(root);
    const banner = page.getByRole('banner');
    const language = banner.getByTestId('language-switch');
    await expect(language).toBeVisible();
    const switchBox = await boxOf(language);
    expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(PHONE.width);
    const others = [
      banner.getByRole('button', { name: /^(Logout|Salir)$/ }),
      banner.getByRole('button', { name: /menu|menú/i }).first(),
      banner.locator('p').first(),
    ];
    for (const other of others) {
      await expect(other).toBeVisible();
      expect(overlap(switchBox, await boxOf(other))).toBe(false);
    }
  });
}

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
