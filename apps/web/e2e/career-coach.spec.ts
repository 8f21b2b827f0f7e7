import { expect, test } from './support/test';
import { gotoHydrated } from './support/hydration';

test('the chat page answers a keyword with a typing indicator and locks input while waiting', async ({
  page,
}) => {
  await gotoHydrated(page, '/career-coach');
  // The page's clock stands still from here, so the wait can be seen however loaded the machine is.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const input = page.getByPlaceholder('Type your message...');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.fill('Tell me about the forklift training');
  await send.click();
  const log = page.getByRole('log');
  await expect(log).toContainText('Tell me about the forklift training');
  // Spec §9: the page replies after a random 1–3 s; until then it shows it is typing.
  await page.clock.runFor(999);
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(log).not.toContainText('Our logistics training takes 6-8 weeks');
  await page.clock.runFor(2001);
  await expect(log).toContainText('Our logistics training takes 6-8 weeks');
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(input).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('a quick question on the chat page sends its message', async ({ page }) => {
  await gotoHydrated(page, '/career-coach');
  await page.getByRole('button', { name: 'Software Development' }).click();
  await expect(page.getByRole('log')).toContainText(
    'Our software development program runs 12-16 weeks',
    { timeout: 4000 },
  );
});

test('the widget answers after a second and then offers quick replies; blank input is not sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'COACH', exact: true }).click();
  const widget = page.getByRole('dialog', { name: 'Career Coach' });
  const input = widget.getByPlaceholder('Type your message...');
  await input.fill('  ');
  await expect(widget.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(widget.getByRole('button', { name: 'Job opportunities' })).toHaveCount(0);
  // The page's clock stands still from here; the test moves it on by the spec's one second.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const log = widget.getByRole('log');
  await input.fill('What support is there?');
  await input.press('Enter');
  await expect(log).toContainText('What support is there?');
  await page.clock.runFor(999);
  await expect(log).not.toContainText('You get 24-month support');
  await page.clock.runFor(1);
  await expect(log).toContainText('You get 24-month support');
  await widget.getByRole('button', { name: 'Training programs' }).click();
  await page.clock.runFor(1000);
  await expect(log).toContainText('We offer free training');
});

test('the widget can be dragged, resized within its limits, centred and reset on desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'COACH', exact: true }).click();
  const widget = page.getByTestId('chat-widget');
  const start = await widget.boundingBox();
  expect(start).toMatchObject({ width: 384, height: 600 });
  const header = page.getByTestId('chat-widget-header');
  const h = await header.boundingBox();
  if (!start || !h) throw new Error('widget not laid out');
  await page.mouse.move(h.x + 60, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x - 140, h.y + h.height / 2 - 100, { steps: 5 });
  await page.mouse.up();
  const moved = await widget.boundingBox();
  expect(moved?.x).toBeCloseTo(start.x - 200, 0);
  const handle = await page.getByTestId('chat-widget-resize').boundingBox();
  if (!handle) throw new Error('no resize handle');
  await page.mouse.move(handle.x + 5, handle.y + 5);
  await page.mouse.down();
  await page.mouse.move(handle.x - 400, handle.y - 400, { steps: 5 });
  await page.mouse.up();
  expect(await widget.boundingBox()).toMatchObject({ width: 300, height: 400 });
  await widget.getByRole('button', { name: 'Center window' }).click();
  expect(await widget.boundingBox()).toMatchObject({ x: (1280 - 300) / 2, y: (900 - 400) / 2 });
  await widget.getByRole('button', { name: 'Reset position' }).click();
  expect(await widget.boundingBox()).toMatchObject({ width: 384, height: 600 });
});

test('below 768px the widget is a full-width panel without drag or resize controls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/');
  // On a phone COACH waits below the hero, which it would otherwise cover.
  await page.locator('#research-topics').scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'COACH', exact: true }).click();
  const widget = page.getByTestId('chat-widget');
  await expect(widget).toBeVisible();
  expect((await widget.boundingBox())?.width).toBe(375);
  await expect(page.getByTestId('chat-widget-resize')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Reset position' })).toHaveCount(0);
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await expect(widget).toBeHidden();
});
