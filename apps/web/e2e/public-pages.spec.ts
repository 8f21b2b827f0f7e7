import { impactReport, successStories } from '@pathways/content';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

/**
 * A visitor reads the public site (issue 12's promises): every call to action reaches what it
 * promises, the pages read without JavaScript and may be crawled, each figure is the same
 * everywhere, and on a phone the floating controls cover nothing. The Spanish twins are
 * public-pages-es.spec.ts; the forms, public-forms.spec.ts.
 */
test.describe('No dead ends', () => {
  test("the footer's Donate, Volunteer and Partner With Us open their own tab, also by hash change", async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const footer = page.getByRole('contentinfo');
    for (const [link, tab] of [
      ['Volunteer', 'Volunteer'],
      ['Partner With Us', 'Partner With Us'],
      ['Donate', 'Donate'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
    }
    await gotoHydrated(page, '/get-involved#partner');
    await expect(page.getByRole('tab', { name: 'Partner With Us' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('"Apply to Volunteer" and "Contact Us About Partnering" open their own forms', async ({
    page,
  }) => {
    await gotoHydrated(page, '/get-involved#volunteer');
    await page.getByRole('link', { name: 'Apply to Volunteer' }).click();
    await expect(page.getByRole('heading', { name: 'Volunteer Application' })).toBeVisible();
    await expect(page.getByRole('form', { name: /volunteer/i })).toBeVisible();
    await gotoHydrated(page, '/get-involved#partner');
    await page.getByRole('link', { name: 'Contact Us About Partnering' }).click();
    await expect(page.getByRole('heading', { name: 'Employer Partnership' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Employer partnership form' })).toBeVisible();
  });

  test('every intake call to action reaches the working Client Intake Form', async ({ page }) => {
    await gotoHydrated(page, '/get-help');
    // The concept section keeps its spec texts while it leads to the working form.
    const intake = page.locator('#intake-form');
    await expect(intake.getByRole('heading', { name: 'Take the First Step' })).toBeVisible();
    await expect(intake.getByRole('heading', { name: 'Request Information' })).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Phone number']) {
      await expect(intake.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(
      intake.getByRole('link', { name: 'Learn More About Our Concept' }),
    ).toHaveAttribute('href', '/get-involved');
    await page.getByRole('link', { name: 'Start Your Intake' }).click();
    await page.getByRole('link', { name: 'Open the Client Intake Form' }).click();
    await expect(page).toHaveURL(/\/contact\?view=client-intake$/);
    await expect(page.getByRole('heading', { name: 'Client Intake Form' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeEditable();

    await gotoHydrated(page, '/programs');
    await page.getByRole('link', { name: 'Complete Intake Form' }).click();
    await expect(page.getByRole('heading', { name: 'Client Intake Form' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeEditable();
  });

  test('changing the contact view starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoHydrated(page, '/contact');
    const link = page.getByRole('link', { name: /Volunteer Application/ });
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\?view=volunteer-application/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path is the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const known = await page.goto('/dashboard');
    expect(known?.status()).toBe(200);
  });
});

test.describe('Readable without JavaScript', () => {
  test('the Get Involved HTML holds every tab panel, the inactive ones hidden', async ({
    request,
  }) => {
    const html = await (await request.get('/get-involved')).text();
    for (const text of [
      'Job Coach',
      'Outreach Ambassador',
      'Employment Partners',
      'Housing Partners',
    ])
      expect(html).toContain(text);
    // `hidden` or `hidden=""`: the same boolean attribute, however the renderer writes it.
    expect(html).toMatch(/role="tabpanel"[^>]*\shidden(="")?[\s>]/);
  });
});

test.describe('Lighthouse SEO: every public page may be crawled', () => {
  test('robots.txt keeps the portal out and lets in every public page, the debug page too', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]);
    expect(disallowed).toEqual(['/dashboard']);
    // The spec lists the debug page among the public routes (§2): blocking it cost it SEO 100.
    expect((await request.get('/debug-mobile')).status()).toBe(200);
  });
});

test.describe('One set of figures', () => {
  test('the report download states the size of the PDF it serves, which has pages and a title', async ({
    page,
  }) => {
    const served = await page.request.get('/download/impact-report');
    expect(served.headers()['content-type']).toBe('application/pdf');
    const bytes = (await served.body()).length;
    const pdf = (await served.body()).toString('latin1');
    expect(pdf).toContain('/Lang (en-US)');
    expect(pdf).toContain('(Impact and Opportunity Report)');
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(3);
    // Decimal kilobytes under a megabyte, as the size label writes them.
    const label =
      bytes >= 1_000_000 ? `${(bytes / 1e6).toFixed(1)}MB` : `${Math.round(bytes / 1e3)}KB`;
    await gotoHydrated(page, '/impact-report');
    await expect(page.getByTestId('report-size')).toHaveCount(2);
    for (const size of await page.getByTestId('report-size').all()) {
      await expect(size).toHaveText(`(${label})`);
    }
  });

  test('the report page draws the charts the PDF draws, each value written out', async ({
    page,
  }) => {
    await gotoHydrated(page, '/impact-report');
    for (const [sectionId, chart] of Object.entries(impactReport.charts)) {
      const figure = page.locator(`#${sectionId}`).getByRole('figure', { name: chart.caption });
      await expect(figure).toBeVisible();
      const values =
        chart.kind === 'bars'
          ? chart.bars.map((bar) => bar.value)
          : chart.rows.flatMap((row) => [row.ours, row.baseline]);
      for (const value of values) await expect(figure).toContainText(value);
    }
    await expectNoAxeViolations(page);
  });

  test('the home page counts the research papers the research page shows', async ({ page }) => {
    await gotoHydrated(page, '/');
    const viewAll = page.getByRole('link', { name: /^View all \d+ research papers$/ });
    const stated = Number(/\d+/.exec((await viewAll.textContent()) ?? '')?.[0]);
    await viewAll.click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.locator('main article')).toHaveCount(stated);
  });

  test('story excerpts end on a whole word, then the ellipsis', async ({ page }) => {
    await gotoHydrated(page, '/');
    const cards = page.locator('#success-stories article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading').first().textContent()) ?? '';
      const story = successStories.find((candidate) => candidate.title === title);
      expect(story, title).toBeDefined();
      const shown = (await card.locator('p', { hasText: /\.\.\.$/ }).textContent()) ?? '';
      const words = shown.slice(0, -'...'.length);
      expect(words.length).toBeLessThanOrEqual(150);
      expect(story?.content.startsWith(words)).toBe(true);
      // What follows the cut in the story is not the rest of a word.
      expect(story?.content.charAt(words.length) ?? '').toMatch(/^[^A-Za-z0-9]$/);
    }
  });

  test('the spec figures once shown nowhere: 5,000+ placements, 5-year mentorship, 8-16 week bootcamps', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const goals = page.getByRole('heading', { name: 'Proposed 2030 Impact' }).locator('..');
    await expect(goals).toContainText('5,000+');
    await expect(goals).toContainText('Placements');
    await gotoHydrated(page, '/programs');
    await expect(page.locator('#case-worker-mentorship')).toContainText('5-year career mentorship');
    await expect(page.getByText(/Our bootcamps run 8-16 weeks/)).toBeVisible();
  });
});

test.describe('The floating MENU and COACH on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  /** Whether two boxes share any area. */
  function overlaps(a: Box, b: Box): boolean {
    return (
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    );
  }
  type Box = { x: number; y: number; width: number; height: number };

  test('cover nothing: hidden over the hero, then in a bar the page keeps room for', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'MENU', exact: true });
    const coach = page.getByRole('link', { name: 'COACH', exact: true });
    const promo = page.getByRole('heading', { name: 'Meet Career Coach AI' });

    /** Whether something else is painted over the middle of `node` (false when off screen). */
    const isCovered = (node: Element) => {
      const box = node.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && !node.contains(top) && !top.contains(node);
    };

    // The first screen: nothing floats over the hero's text.
    await expect(menu).toBeHidden();
    await expect(coach).toBeHidden();
    for (const element of await page.locator('#home').locator('h1, h2, p, a').all()) {
      expect(await element.evaluate(isCovered), (await element.textContent()) ?? '').toBe(false);
    }
    // Nor over the coach promo, read from the foot of the screen up.
    for (const block of ['end', 'center'] as const) {
      await promo.evaluate(
        (node, at) => node.scrollIntoView({ block: at, behavior: 'instant' }),
        block,
      );
      await expect(menu).toBeHidden();
      await expect(coach).toBeHidden();
      expect(await promo.evaluate(isCovered)).toBe(false);
    }

    // Past the hero the controls show, inside a bar, clear of the promo and of each other.
    await page
      .locator('#research-topics')
      .evaluate((node) => node.scrollIntoView({ behavior: 'instant' }));
    await expect(menu).toBeVisible();
    await expect(coach).toBeVisible();
    const bar = await page.locator('[data-floating-bar]').boundingBox();
    const menuBox = await menu.boundingBox();
    const coachBox = await coach.boundingBox();
    const promoBox = await promo.boundingBox();
    if (!bar || !menuBox || !coachBox || !promoBox) throw new Error('a box is missing');
    expect(bar.y + bar.height).toBe(667);
    for (const control of [menuBox, coachBox]) {
      expect(control.y).toBeGreaterThanOrEqual(bar.y);
      expect(overlaps(control, promoBox)).toBe(false);
    }
    expect(overlaps(menuBox, coachBox)).toBe(false);

    // A section brought into view from below stops above the bar, and so does the page's end.
    const heading = page.getByRole('heading', { name: 'How It Works' }).first();
    await heading.evaluate((node) => node.scrollIntoView({ block: 'end', behavior: 'instant' }));
    const headingBox = await heading.boundingBox();
    expect((headingBox?.y ?? 667) + (headingBox?.height ?? 0)).toBeLessThanOrEqual(bar.y);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const last = await page.getByRole('contentinfo').locator('p, a').last().boundingBox();
    expect((last?.y ?? 667) + (last?.height ?? 0)).toBeLessThanOrEqual(bar.y);
  });
});
