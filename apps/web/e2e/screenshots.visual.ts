import { test } from './support/test';
import { gotoHydrated } from './support/hydration';

const routes = (
  process.env.ROUTES ??
  '/,/about,/programs,/get-help,/hire-from-us,/get-involved,/research,/impact-report,/success-stories,/success-stories/1,/career-coach'
).split(',');
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
/** Page height cut into screens, so each PNG can be looked at without shrinking it to a blur. */
const SLICE_HEIGHT = { 375: 1400, 1280: 1100 } as Record<number, number>;

for (const width of widths) {
  for (const route of routes) {
    test(`screenshot ${route} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = SLICE_HEIGHT[width] ?? 1200;
      for (let y = 0, index = 0; y < height; y += slice, index += 1) {
        await page.screenshot({
          path: `screenshots/${name}-${width}-${index}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(slice, height - y) },
        });
      }
    });
  }
}

for (const width of widths) {
  test(`screenshot home controls open at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'MENU', exact: true }).click();
    await page.getByRole('button', { name: 'Success Stories' }).click();
    await page.getByRole('link', { name: 'COACH', exact: true }).click();
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('How do I get a job?');
    await input.press('Enter');
    await page.getByText('We can help you find work').waitFor();
    await page.screenshot({ path: `screenshots/home-controls-${width}.png` });
  });
}
