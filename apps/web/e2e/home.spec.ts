import { expect, test } from './support/test';
import { homeTeaserScenario, runSimulation } from '@pathways/sim-core';
import { gotoHydrated } from './support/hydration';

test('the home page shows its sections in order with the simulator teaser from sim-core', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual([
    'home',
    'framework',
    'research-topics',
    'white-paper',
    'how-it-works',
    'business-impact',
    'success-stories',
    'call-to-action',
    'programs',
    'get-involved',
    'client-portal',
  ]);
  const teaser = page.getByTestId('simulator-teaser');
  // The spec's figures, labelled as the organisation's stated goals, not as a model result.
  const goals = teaser.getByTestId('teaser-stated-goals');
  await expect(teaser.getByRole('heading', { name: 'Our stated goals' })).toBeVisible();
  await expect(goals).toContainText('81%');
  await expect(goals).toContainText('$65M+');
  await expect(goals).toContainText('1,300%');
  await expect(teaser).toContainText('not a result of the simulator');
  // Beside them, what sim-core's conservative set gives for the same scenario, and how to check it.
  const expected = runSimulation(homeTeaserScenario.input, homeTeaserScenario.options);
  const model = teaser.getByTestId('teaser-model');
  await expect(model).toContainText(`${Math.round(expected.recidivismReduction)}%`);
  await expect(model).toContainText(`${Math.round(expected.roiPercentage)}%`);
  await expect(teaser).toContainText('Home page teaser');
  await expect(
    teaser.getByRole('link', { name: 'Open this scenario in the simulator' }),
  ).toHaveAttribute(
    'href',
    '/economic-impact-simulator?city=iowa&support=full_wraparound&participants=2500&years=5',
  );
  await expect(teaser).toContainText(
    'pathways-sim run --city iowa --support full_wraparound --participants 2500 --years 5',
  );
  await expect(teaser.getByRole('link', { name: 'Open Impact Sims' })).toHaveAttribute(
    'href',
    '/economic-impact-simulator',
  );
  const stories = page.locator('#success-stories').getByRole('article');
  await expect(stories).toHaveCount(3);
  await expect(stories.first().getByRole('link', { name: /Read full story/ })).toHaveAttribute(
    'href',
    '/success-stories/1',
  );
  await expect(page.getByLabel('Email address')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
});

test('the floating MENU jumps to a section and marks it active', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'MENU', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Jump to a section' });
  await expect(menu.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('button', { name: 'Business Impact' }).click();
  await expect(menu.getByRole('button', { name: 'Business Impact' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The scroll is smooth and the section may be marked before it ends: wait for it to settle.
  const section = page.locator('#business-impact');
  await expect
    .poll(async () =>
      Math.abs((await section.evaluate((el) => el.getBoundingClientRect().top)) - 100),
    )
    .toBeLessThan(4);
  await menu.getByRole('button', { name: 'Top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('COACH opens the chat widget with the input focused', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'COACH', exact: true }).click();
  const widget = page.getByRole('dialog', { name: 'Career Coach' });
  await expect(widget).toBeVisible();
  await expect(widget.getByPlaceholder('Type your message...')).toBeFocused();
});

test('links in the sections hydration leaves as HTML still move within the app, and come back rendered', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // A page load would lose this; a move within the app keeps it.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.locator('#research-topics').getByRole('link').last().click();
  await expect(page).toHaveURL(/\/research$/);
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  // The footer's links too (it is left as HTML on every public page).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Programs' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Programs' })).toBeVisible();
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  // Reached within the app, the home page's sections are rendered, not taken from a page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('main section[id]')).toHaveCount(11);
  await expect(page.getByTestId('simulator-teaser')).toContainText('81%');
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
});
