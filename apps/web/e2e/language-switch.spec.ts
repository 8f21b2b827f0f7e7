import { successStoryIds } from '@pathways/content';
import { spanishTwinnedPaths } from '../src/config/locales';
import { expect, test, type Page } from './support/test';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18: a reader moves between a page and its Spanish twin, on every page with one (read from
 * the list the switch itself follows, so a page added to it is tested here too; a pattern's
 * parameter becomes the first story's id), from the phone menu, and from the offer a browser
 * asking for Spanish gets.
 */
const twinnedUrls = spanishTwinnedPaths.map((path) =>
  path.replace(/:\w+/g, String(successStoryIds[0])),
);

/** The form pages' headings in both languages, as the spec words them. */
const headings: Record<string, { english: string; spanish: string }> = {
  '/get-help': { english: "We're Here to Help", spanish: 'Estamos aquí para ayudarle' },
  '/get-involved': { english: 'Get Involved', spanish: 'Participe' },
  '/hire-from-us': {
    english: 'Hire Reliable Talent. Build a Stronger Cedar Valley.',
    spanish: 'Contrate personal confiable. Fortalezca el Cedar Valley.',
  },
  '/auth/forgot-password': {
    english: 'Forgot your password?',
    spanish: '¿Olvidó su contraseña?',
  },
};

async function languageCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'pathways_language')?.value;
}

test.describe('the language switch', () => {
  for (const path of twinnedUrls) {
    test(`the language switch goes from ${path} to its Spanish twin and back`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const englishHeading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const known = headings[path];
      if (known) {
        await expect(page.getByRole('heading', { level: 1, name: known.english })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Ver esta página en español' }).click();
      await expect(page).toHaveURL(new RegExp(`/es${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const spanishHeading = page.getByRole('heading', { level: 1 });
      await expect(spanishHeading).toBeVisible();
      await expect(spanishHeading).not.toHaveText(englishHeading);
      if (known) {
        await expect(page.getByRole('heading', { level: 1, name: known.spanish })).toBeVisible();
      }
      expect(await languageCookie(page)).toBe('es');

      await page.getByRole('link', { name: 'Read this page in English' }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
      await expect(page).not.toHaveURL(/\/es(\/|$)/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await languageCookie(page)).toBe('en');
    });
  }

  test('the mobile menu has the switch, and Spanish pages link to Spanish pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/programs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Ver esta página en español' })
      .click();
    await expect(page).toHaveURL(/\/es\/programs$/);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sobre Cedar Valley Pathways' }),
    ).toBeVisible();
  });
});

test.describe('Spanish offered, never imposed', () => {
  test.use({ locale: 'es-US' });

  test('a browser asking for Spanish is offered the twin and stays on the page it asked for', async ({
    page,
  }) => {
    await gotoHydrated(page, '/programs');
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Programs' })).toBeVisible();
    const offer = page.getByRole('complementary', { name: 'Ver en español' });
    await expect(offer).toContainText('Esta página también está en español.');
    // Offered after the page is on screen, it moves nothing on it, coming or going.
    const heading = page.getByRole('heading', { level: 1 });
    const withOffer = await heading.boundingBox();
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    expect(await heading.boundingBox()).toEqual(withOffer);
    expect(await languageCookie(page)).toBe('en');
    // The choice is remembered: no offer on the next page either.
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('complementary', { name: 'Ver en español' })).toHaveCount(0);
  });

  test('on a phone, the offer lifts the home page’s MENU and COACH instead of covering them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoHydrated(page, '/');
    const offer = page.getByRole('complementary', { name: 'Ver en español' });
    await expect(offer).toBeVisible();
    // Past the hero, where the phone shows them.
    await page
      .locator('#research-topics')
      .evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const coach = page.getByRole('link', { name: 'COACH', exact: true });
    const menu = page.getByRole('button', { name: 'MENU', exact: true });
    await expect(coach).toBeVisible();
    const offerTop = (await offer.boundingBox())?.y ?? 0;
    for (const control of [coach, menu]) {
      const box = await control.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(offerTop);
    }
    await coach.click();
    await expect(page.getByRole('log')).toBeVisible();
  });
});
