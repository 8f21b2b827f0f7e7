import { expect, test, type Page } from './support/test';
import type { Role } from './support/accounts';
import { axeViolationSummary } from './support/axe';

/**
 * Issue 32's "done when", walked as each demo account: every sidebar and dashboard link and the
 * detail pages its lists lead to, at 1280 and at 375 px (the viewport resized, the page kept), show
 * a page (no "coming soon"), never scroll sideways, pass axe and log no console error. At 375 px
 * every dialog and sheet on those pages is opened: axe again with it open, and no console error
 * (a CSP inline-style refusal shows as one). One browser context per role keeps it quick.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

const dashboards: Record<Role, string> = {
  client: '/dashboard/client',
  caseWorker: '/dashboard/case-worker',
  admin: '/dashboard/admin',
  employer: '/dashboard/employer',
};

/** Detail pages a role reaches from its lists: the first link of each kind the walk meets. */
const detailLinks: Partial<Record<Role, RegExp[]>> = {
  client: [/^\/dashboard\/client\/profile\/consents$/],
  caseWorker: [
    /^\/dashboard\/case-worker\/clients\/\d+$/,
    /^\/dashboard\/case-worker\/clients\/inbox$/,
  ],
  employer: [/^\/dashboard\/employer\/jobs\/\d+\/edit$/],
};

/** Every console error and uncaught exception of the page, as it happens. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Portal addresses a page links to (sidebar, dashboard cards, list rows), without the query. */
async function portalLinksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('nav a[href*="/dashboard"], main a[href*="/dashboard"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? href))];
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect.soft(widths.scroll, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

/** support/axe.ts's check, soft: the walk goes on and reports every page's violations at its end. */
async function expectAxeClean(page: Page, where: string, scope?: string) {
  expect.soft(await axeViolationSummary(page, scope), `axe on ${where}`).toEqual([]);
}

/** The page's own checks, at the viewport's current width. */
async function checkPage(page: Page, href: string, width: number, errors: string[]) {
  const where = `${href} at ${width} px`;
  await expect.soft(page.getByText(/coming soon/i), where).toHaveCount(0);
  await expectNoSidewaysScroll(page, where);
  await expectAxeClean(page, where);
  expect.soft(errors.splice(0), `console errors on ${where}`).toEqual([]);
}

interface Opener {
  name: string;
  inMain: boolean;
}

/**
 * The buttons that open a dialog, sheet or menu (Radix marks them aria-haspopup), and the list rows
 * that open one (inbox items, outbox messages), by name.
 */
async function dialogOpeners(page: Page): Promise<Opener[]> {
  return page
    .locator('button[aria-haspopup]:visible, main button[aria-label]:visible')
    .evaluateAll((buttons) =>
      buttons
        .filter(
          (button) =>
            button.getAttribute('aria-haspopup') !== null ||
            /^(Open|View)\b/.test(button.getAttribute('aria-label') ?? ''),
        )
        .map((button) => ({
          name: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '',
          inMain: button.closest('main') !== null,
        }))
        .filter((opener) => opener.name !== ''),
    );
}

/**
 * One dialog of each kind: the name's first word ("Deactivate …" on every row of Users is one
 * dialog), once per page in the page's content, once per role in the frame (the menu sheet).
 */
function kindOf(opener: Opener, href: string): string {
  const firstWord = opener.name.split(/[\s:]/)[0] ?? opener.name;
  return opener.inMain ? `${href} ${firstWord}` : firstWord;
}

async function openEachDialog(page: Page, href: string, errors: string[], opened: Set<string>) {
  for (const opener of await dialogOpeners(page)) {
    const kind = kindOf(opener, href);
    if (opened.has(kind)) continue;
    opened.add(kind);
    const where = `${href}, "${opener.name}" open at 375 px`;
    await page.getByRole('button', { name: opener.name, exact: true }).first().click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .or(page.getByRole('menu'));
    await expect.soft(dialog.first(), where).toBeVisible();
    await expectNoSidewaysScroll(page, where);
    await expectAxeClean(page, where);
    await page.keyboard.press('Escape');
    await expect(dialog, where).toHaveCount(0);
    expect.soft(errors.splice(0), `console errors with ${where}`).toEqual([]);
  }
}

async function visit(page: Page, href: string, errors: string[], opened: Set<string>) {
  await page.setViewportSize(DESKTOP);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
  await expect(page.getByText('404 Page Not Found'), href).toHaveCount(0);
  // Lazy sections (the record's panels) finish loading before they are measured.
  await page.waitForLoadState('networkidle');
  await checkPage(page, href, DESKTOP.width, errors);
  await page.setViewportSize(PHONE);
  await checkPage(page, href, PHONE.width, errors);
  await openEachDialog(page, href, errors, opened);
}

async function walk(page: Page, role: Role) {
  const errors = recordErrors(page);
  const root = dashboards[role];
  await page.goto(root);
  await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toBeVisible();
  const queue = [root, ...(await portalLinksOn(page)).filter((href) => href.startsWith(root))];
  const seen = new Set(queue);
  const details = [...(detailLinks[role] ?? [])];
  const opened = new Set<string>();
  expect(queue.length).toBeGreaterThan(3);
  // The loop also reaches the pages pushed while it runs (an array iterator reads the length anew).
  for (const href of queue) {
    await visit(page, href, errors, opened);
    // The first detail page of each kind a list leads to joins the walk.
    for (const link of await portalLinksOn(page)) {
      const kind = details.findIndex((pattern) => pattern.test(link));
      if (kind === -1 || seen.has(link)) continue;
      details.splice(kind, 1);
      seen.add(link);
      queue.push(link);
    }
  }
  expect(details, 'detail pages never reached from a list').toEqual([]);
}

for (const role of Object.keys(dashboards) as Role[]) {
  test(`the ${role}'s portal, walked at 1280 and 375 px: pages, dialogs, axe, no console error`, async ({
    asUser,
    seed,
  }) => {
    test.setTimeout(120_000);
    // A draft is the employer's posting that opens for editing (the walk changes nothing).
    if (role === 'employer') await seed.draftPosting('Walk-through draft');
    const page = await asUser(role);
    await walk(page, role);
  });
}

test('every link of the Spanish client portal leads to a page', async ({ asUser }) => {
  const page = await asUser('client');
  await page.goto('/es/dashboard/client');
  await expect(page.getByRole('navigation', { name: 'Menú del panel' })).toBeVisible();
  const links = (await portalLinksOn(page)).filter((href) => href.startsWith('/es/'));
  expect(links.length).toBeGreaterThan(3);
  for (const href of links) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText(/coming soon|próximamente/i), href).toHaveCount(0);
  }
  await page.goto('/es/dashboard/client/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Colocación laboral' })).toBeVisible();
});
