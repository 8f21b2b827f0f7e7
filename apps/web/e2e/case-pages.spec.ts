import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** Opens a sidebar link and checks the page is real: its own heading, not "coming soon". */
async function openFromSidebar(page: Page, link: string, url: RegExp, heading: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('This section is coming soon')).toHaveCount(0);
}

/** Issue 13's last sidebar pages: each one is a real page for its demo account, axe clean. */
test.describe('case management pages behind the sidebar', () => {
  test('Client › Appointments lists upcoming ones with a way to ask to reschedule, and past ones', async ({
    asUser,
  }) => {
    const page = await asUser('client');
    await page.goto('/dashboard');
    await openFromSidebar(
      page,
      'Appointments',
      /\/dashboard\/client\/appointments$/,
      'Appointments',
    );
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const items = upcoming.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await expect(items.first()).toContainText(/In person|Virtual/);
    await expect(items.first()).toContainText('Scheduled');
    // Each upcoming appointment can be asked to move, unless the client already asked.
    for (const item of await items.all()) {
      await expect(
        item
          .getByRole('button', { name: /^Ask to reschedule: / })
          .or(item.getByText('You asked to move this appointment')),
      ).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Past' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Case Worker › Appointments marks today’s and links each client to their record', async ({
    asUser,
  }) => {
    const page = await asUser('caseWorker');
    await page.goto('/dashboard');
    await openFromSidebar(
      page,
      'Appointments',
      /\/dashboard\/case-worker\/appointments$/,
      'Appointments',
    );
    const upcoming = page.getByRole('table', { name: 'Upcoming' });
    await expect(upcoming.getByText('Today', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const firstClient = upcoming.getByRole('link').first();
    const name = (await firstClient.textContent()) ?? '';
    await firstClient.click();
    await expect(page).toHaveURL(/\/dashboard\/case-worker\/clients\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('Case Worker › Reports shows the caseload’s figures', async ({ asUser }) => {
    const page = await asUser('caseWorker');
    await page.goto('/dashboard');
    await openFromSidebar(page, 'Reports', /\/dashboard\/case-worker\/reports$/, 'Reports');
    const figures = page.getByRole('region', { name: 'Reports' });
    for (const label of ['Clients', 'Due soon', 'Overdue', 'Placements']) {
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    const byStatus = page.getByRole('region', { name: 'Clients by status' });
    await expect(byStatus.getByRole('term').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Still employed at 90 days' })).toContainText(
      /placements old enough/,
    );
    await expectNoAxeViolations(page);
  });

  test('Admin › Case Workers lists only case workers, each with their caseload size and actions', async ({
    asUser,
  }) => {
    const page = await asUser('admin');
    await page.goto('/dashboard');
    await openFromSidebar(
      page,
      'Case Workers',
      /\/dashboard\/admin\/case-workers$/,
      'Case Workers',
    );
    const table = page.getByRole('table', { name: 'Case Workers' });
    await expect(table.getByRole('columnheader', { name: 'Clients assigned' })).toBeVisible();
    const deactivate = page.getByRole('button', {
      name: 'Deactivate demo-caseworker',
      exact: true,
    });
    const row = table.getByRole('row').filter({ has: deactivate });
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^[1-9]\d*$/);
    await expect(deactivate).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Admin › Users changes an invited case worker into an admin, and says they sign in again', async ({
    asUser,
  }) => {
    const page = await asUser('admin');
    await page.goto('/dashboard');
    await openFromSidebar(page, 'Users', /\/dashboard\/admin\/users$/, 'Users');
    // A fresh account of its own, so no other test's demo staff member changes role under it.
    const username = `role-change-${randomBytes(4).toString('hex')}`;
    await page.getByLabel('Full name').fill('Riley Role');
    await page.getByLabel('E-mail').fill(`${username}@pathways.test`);
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const role = page.getByRole('combobox', { name: `Role of ${username}`, exact: true });
    await expect(role).toHaveValue('caseWorker');
    await role.selectOption({ label: 'Admin' });
    await expect(
      page.getByRole('status').filter({ hasText: `${username}'s role is changed` }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: `Role of ${username}`, exact: true }),
    ).toHaveValue('admin');
    await expectNoAxeViolations(page);
  });
});
