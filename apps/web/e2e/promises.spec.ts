import { impactReport, successStories } from '@pathways/content';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

/** Issue 12: every call to action reaches what it promises. */
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

test.describe('Radio groups follow the WAI-ARIA pattern: arrows move and select', () => {
  test('keyboard only: a monthly $100 pledge is what is sent', async ({ page }) => {
    await gotoHydrated(page, '/get-involved#donate');
    const donate = page.getByRole('tabpanel', { name: 'Donate' });
    await donate.getByRole('radio', { name: 'One-time' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(donate.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(donate.getByRole('radio', { name: 'Monthly' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(donate.getByRole('radio', { name: '$50' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(donate.getByRole('radio', { name: '$100' })).toBeChecked();
    await expect(donate.getByRole('button', { name: 'Donate $100 Monthly' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(donate.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.type('Kim Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.org');
    const sent = page.waitForRequest('**/api/donations');
    await page.keyboard.press('Enter');
    const body = (await sent).postDataJSON() as { donationType: string; amount: string };
    expect(body).toMatchObject({ donationType: 'monthly', amount: '100' });
    await expect(
      page.getByRole('heading', { name: 'Thank You for Your Generosity!' }),
    ).toBeVisible();
  });

  test('keyboard only: the registration role moves and selects with the arrows', async ({
    page,
  }) => {
    await gotoHydrated(page, '/auth');
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const client = page.getByRole('radio', { name: 'Client seeking help' });
    const employer = page.getByRole('radio', { name: 'Employer looking to hire' });
    await client.focus();
    await page.keyboard.press('ArrowDown');
    await expect(employer).toBeChecked();
    await expect(employer).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(client).toBeChecked();
  });
});

test.describe('Without JavaScript, no form puts a field value in the URL', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, field, value } of [
    { path: '/hire-from-us', field: 'Your name', value: 'Jane Doe' },
    { path: '/get-involved', field: 'Name', value: 'Jane Doe' },
    { path: '/auth', field: 'Username', value: 'jane-doe' },
  ]) {
    test(`pressing Enter in a form of ${path} posts it and says nothing was kept`, async ({
      page,
    }) => {
      await page.goto(path);
      const input = page.getByLabel(field, { exact: true }).first();
      await input.fill(value);
      await input.press('Enter');
      await expect(page.getByRole('heading', { name: 'This Form Needs JavaScript' })).toBeVisible();
      expect(page.url()).not.toContain('?');
      expect(page.url()).toMatch(/\/javascript-needed$/);
    });
  }
});

test.describe('Without JavaScript, the contact form still works', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter shows the problems with the typing kept; ticking consent sends it with a reference', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Jane Doe');
    await page.getByLabel('Email', { exact: true }).fill('jane@example');
    await page.getByLabel('Subject', { exact: true }).fill('Where do I start?');
    await page.getByLabel('Message', { exact: true }).fill('I have a record and need work soon.');
    await page.getByLabel('Subject', { exact: true }).press('Enter');

    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText('Please enter a valid email address.');
    await expect(summary).toContainText('You must consent to data collection.');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jane Doe');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'I have a record and need work soon.',
    );
    expect(page.url()).toMatch(/\/contact$/);
    await expect(summary).toBeFocused();

    await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const reference = page.getByTestId('reference');
    await expect(reference).toHaveText(/^PW-\d{4}-\d{6}$/);
    expect(page.url()).toMatch(/\/contact\/sent$/);
    // Reloading the confirmation shows it again: the message is not sent a second time.
    const sent = await reference.textContent();
    await page.reload();
    await expect(page.getByTestId('reference')).toHaveText(sent ?? '');
  });
});

test.describe('Without JavaScript, the prerendered consent box is a real checkbox', () => {
  test.use({ javaScriptEnabled: false });

  test('ticking it on the first page sends the message at once', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Jane Doe');
    await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Where do I start?');
    await page.getByLabel('Message', { exact: true }).fill('I have a record and need work soon.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  });
});

test('the pages the server writes for the contact form posted without JavaScript pass axe', async ({
  page,
}) => {
  /** Posts the contact form as a browser without JavaScript would, from a page that has it. */
  const postContact = (fields: Record<string, string>) =>
    page.evaluate((values) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/contact';
      for (const [name, value] of Object.entries(values)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, fields);
  const typed = { form: 'contact', name: 'Jane Doe', email: 'jane@example.com', subject: 'Hello' };
  await page.goto('/javascript-needed');
  await postContact({ ...typed, message: 'Too short' });
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expectNoAxeViolations(page);
  await postContact({ ...typed, message: 'Long enough to be a message.', consent: 'on' });
  await expect(page.getByTestId('reference')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('Lighthouse best practices: no 401 in a signed-out console', () => {
  test('a signed-out visitor never asks GET /api/user; after sign-in the app knows the user', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user')) asked.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/get-involved');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await gotoHydrated(page, '/auth');
    await page.getByLabel('Username').fill('demo-admin');
    await page.getByLabel('Password', { exact: true }).fill('pathways-demo');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await gotoHydrated(page, '/');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
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
