import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { demoAccounts, type Role } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { e2eNow } from './support/clock';

/**
 * The signed-in portal (issue 7): guards, shell, the four dashboards from the API's demo data,
 * logout and the session-timeout warning. Sign-in goes through the API (asUser; the /auth form is
 * auth.spec.ts's); the cookie it sets is shared with the page.
 */

const dashboards: Record<Role, { path: string; subtitle: string }> = {
  client: { path: '/dashboard/client', subtitle: 'Client Dashboard' },
  caseWorker: { path: '/dashboard/case-worker', subtitle: 'Case Worker Dashboard' },
  admin: { path: '/dashboard/admin', subtitle: 'Administrator Dashboard' },
  employer: { path: '/dashboard/employer', subtitle: 'Employer Dashboard' },
};

/** Spec §2 sidebar links by role (labels from the portal content). */
const sidebarLinks: Record<Role, [string, string][]> = {
  client: [
    ['My Profile', 'profile'],
    ['Job Search', 'jobs'],
    ['Applications', 'applications'],
    ['Appointments', 'appointments'],
    ['Resources', 'resources'],
    ['Messages', 'messages'],
  ],
  caseWorker: [
    ['Today', 'today'],
    ['My Clients', 'clients'],
    ['Appointments', 'appointments'],
    ['Reports', 'reports'],
    ['Messages', 'messages'],
  ],
  admin: [
    ['Today', 'today'],
    ['Users', 'users'],
    ['Case Workers', 'case-workers'],
    ['Employers', 'employers'],
    ['Jobs', 'jobs'],
    ['Inbox', 'inbox'],
    ['Reports', 'reports'],
    ['Settings', 'settings'],
  ],
  employer: [
    ['Company Profile', 'profile'],
    ['My Job Postings', 'jobs'],
    ['Post a Job', 'post-job'],
    ['Applications', 'applications'],
    ['Candidates', 'candidates'],
  ],
};

const SCREENSHOT_DIR = 'screenshots';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function expectShell(page: Page, role: Role) {
  const account = demoAccounts[role];
  await expect(page).toHaveURL(new RegExp(`${dashboards[role].path}$`));
  const banner = page.getByRole('banner');
  await expect(banner.getByText(dashboards[role].subtitle, { exact: true })).toBeVisible();
  await expect(banner.getByText(account.fullName)).toBeVisible();
  await expect(banner.getByText(account.email)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function expectSidebar(page: Page, role: Role) {
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  for (const [label, slug] of sidebarLinks[role]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      `${dashboards[role].path}/${slug}`,
    );
  }
  await expect(nav.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
}

/** What the hour cannot change, checked once (the night run passes checkLayout: false). */
async function expectLayout(page: Page, name: string, checkLayout: boolean) {
  if (!checkLayout) return;
  await expectNoAxeViolations(page);
  await screenshots(page, name);
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  // Responsive down to a phone: nothing may push the page sideways. The charts follow their box
  // through a ResizeObserver, a frame or more after the resize, so wait for the layout to settle.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-${name}-375.png`, fullPage: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-${name}-375-top.png` });
  await page.setViewportSize(DESKTOP);
}

test.use({ viewport: DESKTOP });
// Each dashboard test runs axe and takes four screenshots; on a busy shared CI core that outgrows 30 s.
test.describe.configure({ timeout: 90_000 });

test.describe('each demo account sees its own dashboard', () => {
  test('client: welcome, resume alert, appointment, documents, three job matches, three resources', async ({
    asUser,
    checkLayout,
  }) => {
    const page = await asUser('client');
    await page.goto('/dashboard');
    await expectShell(page, 'client');
    await expectSidebar(page, 'client');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Jordan Ellis' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update My Profile' }).first()).toHaveAttribute(
      'href',
      '/dashboard/client/profile',
    );
    await expect(page.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/dashboard/client/jobs',
    );
    await expect(
      page.getByText(
        'Please complete your resume information to help us match you with suitable jobs.',
      ),
    ).toBeVisible();
    const appointment = page.getByRole('region', { name: 'Upcoming Appointment' });
    await expect(appointment.getByText('Resume workshop with your case worker')).toBeVisible();
    await expect(appointment.getByText('Confirmed')).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents Needed' }).getByRole('listitem');
    await expect(documents).toHaveText([
      "ID or driver's license",
      'Proof of address',
      'Work authorization documents',
    ]);
    await expect(
      page.getByRole('region', { name: 'Job Matches' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Resources' }).getByRole('link')).toHaveCount(3);
    await expectLayout(page, 'client', checkLayout);
  });

  test('case worker: stat cards, today with Confirmed/Tentative, recent clients, the 45/20/25/10 split', async ({
    asUser,
    checkLayout,
  }) => {
    const page = await asUser('caseWorker');
    await page.goto('/dashboard');
    await expectShell(page, 'caseWorker');
    await expectSidebar(page, 'caseWorker');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Caseload' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^20$/ })).toBeVisible();
    const today = page.getByRole('region', { name: "Today's Appointments" });
    await expect(today.getByText('Confirmed').first()).toBeVisible();
    await expect(today.getByText('Tentative').first()).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Clients' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    const split = page.getByRole('region', { name: 'Caseload by Status' });
    await expect(split.getByText('Job Searching: 45% (9 clients)')).toBeVisible();
    await expect(split.getByText('Interviewing: 20% (4 clients)')).toBeVisible();
    await expect(split.getByText('Placement: 25% (5 clients)')).toBeVisible();
    await expect(split.getByText('Onboarding: 10% (2 clients)')).toBeVisible();
    await expectLayout(page, 'case-worker', checkLayout);
  });

  test('admin: stat cards, actions, charts with tables, recent users, submissions and stories', async ({
    asUser,
    checkLayout,
  }) => {
    const page = await asUser('admin');
    await page.goto('/dashboard');
    await expectShell(page, 'admin');
    await expectSidebar(page, 'admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Organization Overview' }),
    ).toBeVisible();
    for (const label of [
      'Total Users',
      'Clients',
      'Employers',
      'Open Jobs',
      'New Contact Submissions',
    ]) {
      await expect(
        page
          .getByRole('main')
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
    }
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Add New User' })).toHaveAttribute(
      'href',
      '/dashboard/admin/users',
    );
    await expect(actions.getByRole('link', { name: 'Manage Jobs' })).toHaveAttribute(
      'href',
      '/dashboard/admin/jobs',
    );
    await expect(actions.getByRole('link', { name: 'Review the Inbox' })).toHaveAttribute(
      'href',
      '/dashboard/admin/inbox',
    );
    await expect(actions.getByRole('link', { name: 'System Settings' })).toHaveAttribute(
      'href',
      '/dashboard/admin/settings',
    );
    // Each chart has a data table for screen readers, eight weeks long; the drawing itself loads lazily.
    for (const chart of ['Sign-ups per week', 'Form submissions per week']) {
      await expect(page.getByRole('table', { name: chart }).locator('tbody tr')).toHaveCount(8);
    }
    await expect(page.locator('.recharts-surface')).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Recent Users' }).getByText('Active').first(),
    ).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Recent Contact Submissions' });
    await expect(contacts.getByText(/^(New|Replied)$/).first()).toBeVisible();
    await expect(
      contacts.getByRole('link', { name: 'View all contact submissions' }),
    ).toHaveAttribute('href', '/dashboard/admin/inbox');
    await expect(
      page
        .getByRole('region', { name: 'Recent Stories' })
        .getByText(/^(Published|Draft)$/)
        .first(),
    ).toBeVisible();
    await expectLayout(page, 'admin', checkLayout);
  });

  test('employer: stat cards, quick actions, postings and recent applications', async ({
    asUser,
    checkLayout,
  }) => {
    const page = await asUser('employer');
    await page.goto('/dashboard');
    await expectShell(page, 'employer');
    await expectSidebar(page, 'employer');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Hiring' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Post a Job' }),
    ).toHaveAttribute('href', '/dashboard/employer/post-job');
    const postings = page.getByRole('region', { name: 'Your Job Postings' });
    await expect(postings.getByText(/^(Active|New|Draft)$/).first()).toBeVisible();
    const applications = page.getByRole('region', { name: 'Recent Applications' });
    await expect(
      applications.getByText(/^(Pending|Reviewed|Interview|Offer)$/).first(),
    ).toBeVisible();
    await expectLayout(page, 'employer', checkLayout);
  });
});

test.describe('guards', () => {
  test('a client opening /dashboard/admin ends on /dashboard/client', async ({ asUser }) => {
    const page = await asUser('client');
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/dashboard\/client$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  });

  test('an admin can open every dashboard', async ({ asUser }) => {
    const page = await asUser('admin');
    const headings: [string, string][] = [
      ['/dashboard/client', 'Welcome back, Alex Morgan'],
      ['/dashboard/case-worker', 'Your Caseload'],
      ['/dashboard/admin', 'Organization Overview'],
      ['/dashboard/employer', 'Your Hiring'],
    ];
    for (const [path, heading] of headings) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: "We couldn't load your dashboard" }),
      ).toHaveCount(0);
    }
  });

  for (const path of [
    '/dashboard',
    '/dashboard/client',
    '/dashboard/case-worker',
    '/dashboard/admin',
    '/dashboard/employer',
    '/dashboard/client/profile',
  ]) {
    test(`signed out, ${path} says "Please sign in" and ends on /auth`, async ({ page }) => {
      await page.goto(path);
      // Read the screen inside the page the moment it renders: on a loaded machine, separate
      // round trips could outlast the few seconds before it moves on to /auth.
      const screen = await page.waitForFunction(() => {
        const main = document.querySelector('main');
        if (main?.querySelector('h1')?.textContent !== 'Please sign in') return null;
        const link = Array.from(main.querySelectorAll('a')).find(
          (a) => a.textContent === 'Go to Login',
        );
        return { text: main.textContent, loginHref: link?.getAttribute('href') ?? null };
      });
      const { text, loginHref } = (await screen.jsonValue()) ?? { text: '', loginHref: null };
      expect(text).toContain('You need to be logged in to access this page.');
      expect(loginHref).toBe('/auth');
      await expect(page).toHaveURL(/\/auth$/);
    });
  }
});

test.describe('shell', () => {
  test('an address without a page shows "coming soon" inside the shell, never a 404', async ({
    asUser,
  }) => {
    const page = await asUser('admin');
    await page.goto('/dashboard/admin/success-stories');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This section is coming soon' }),
    ).toBeVisible();
    await expect(page.getByText('Administrator Dashboard', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const path of ['/dashboard/admin/users/new', '/dashboard/admin/contact']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This section is coming soon' }),
      ).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
  });

  test('the sidebar collapses to icons and expands again', async ({ asUser }) => {
    const page = await asUser('employer');
    await page.goto('/dashboard/employer');
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar).toHaveCSS('width', '256px');
    await toggle.click();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toHaveCSS('width', '64px');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-collapsed-1280.png` });
    // Collapsed, the links keep their names.
    await expect(sidebar.getByRole('link', { name: 'Post a Job' })).toBeVisible();
    // An address under the dashboard without a page (Employer Messages lost its link) says so.
    await page.goto('/dashboard/employer/messages');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This section is coming soon' }),
    ).toBeVisible();
    await screenshots(page, 'coming-soon');
  });

  test('on a phone the menu slides out and closes when a link is chosen', async ({ asUser }) => {
    const page = await asUser('client');
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/client');
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(menu).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-menu-375.png` });
    await menu.getByRole('link', { name: 'Resources' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/client\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('logout leaves the dashboard and ends the session', async ({ asUser }) => {
    // Each test signs in a session of its own: logging out ends only this one.
    const page = await asUser('employer');
    await page.goto('/dashboard/employer');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Back on the public site, the header offers the portal again instead of Dashboard/Logout.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Client Portal' }).first()).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.goto('/dashboard/employer');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  });
});

test.describe('data states', () => {
  test('a failed dashboard call shows an error with a retry that loads the data', async ({
    asUser,
  }) => {
    const page = await asUser('employer');
    await page.route('**/api/dashboard/employer', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'Something broke' },
      }),
    );
    await page.goto('/dashboard/employer');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your dashboard" });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('Something broke', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/dashboard/employer');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Your Job Postings' })).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('a dashboard call answered 401 (session ended elsewhere) leads to sign-in', async ({
    asUser,
  }) => {
    const page = await asUser('client');
    await page.route('**/api/dashboard/client', (route) =>
      route.fulfill({
        status: 401,
        json: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue' },
      }),
    );
    await page.goto('/dashboard/client');
    // The shell, its texts and the dashboard are lazy chunks: on a loaded machine they take a while.
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('session timeout (WCAG 2.2.1)', () => {
  const SECONDS = 1000;

  test('two minutes before the end a warning counts down and "Stay signed in" keeps the session', async ({
    asUser,
  }) => {
    const page = await asUser('caseWorker');
    let refreshed = false;
    // The real session lasts much longer; the API is told to say it ends in 90 seconds.
    await page.route('**/api/session', (route) =>
      route.fulfill({
        json: { expiresAt: new Date(e2eNow().getTime() + 90 * SECONDS).toISOString() },
      }),
    );
    page.on('request', (request) => {
      if (request.url().endsWith('/api/session/refresh')) refreshed = true;
    });
    const sessionRead = page.waitForResponse('**/api/session');
    await page.goto('/dashboard/case-worker');
    await sessionRead;
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('session-countdown')).toHaveText(/^1:[0-3]\d$/);
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/portal-session-warning-1280.png` });
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    expect(refreshed).toBe(true);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Caseload' })).toBeVisible();
  });

  test('when the time runs out the user is signed out here and sent to /auth with a message', async ({
    asUser,
  }) => {
    const page = await asUser('client');
    await page.route('**/api/session', (route) =>
      route.fulfill({
        json: { expiresAt: new Date(e2eNow().getTime() + 90 * SECONDS).toISOString() },
      }),
    );
    await page.goto('/dashboard/client');
    await expect(
      page.getByRole('alertdialog', { name: 'Your session is about to end' }),
    ).toBeVisible({ timeout: 20_000 });
    // Nobody answers the warning: the page's clock is moved past the end instead of waiting for it.
    await page.clock.fastForward(91 * SECONDS);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('toast').getByText('Your session has ended')).toBeVisible();
  });
});
