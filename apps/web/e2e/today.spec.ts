import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DAY_TIME_ZONE, e2eNow } from './support/clock';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 31.1: a case worker signs in and lands on Today, at the pinned clock's day (12:30 in
 * Waterloo): an appointment later today, one this morning whose attendance nobody recorded
 * (overdue), and a hire's paperwork due today, each for a client this test made. Axe-clean on a
 * phone and a desktop.
 */

const SIGN_IN_TIMEOUT_MS = 30_000;

/** The office's day at the pinned clock, as YYYY-MM-DD. */
function officeDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DAY_TIME_ZONE }).format(instant);
}

/** `hour`:00 on the office's day, with Waterloo's offset that day (CST or CDT). */
function officeTime(day: string, hour: number): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: DAY_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return `${day}T${String(hour).padStart(2, '0')}:00:00${offset ?? 'Z'}`;
}

test('a case worker lands on Today: appointments, an overdue one and a hire’s paperwork, axe-clean', async ({
  page,
  seed,
}) => {
  const worker = await seed.caseWorker('Tess');
  const client = await seed.client({ firstName: 'Marta', caseWorker: worker });
  const name = client.account.fullName;
  const today = officeDay(e2eNow());
  await seed.appointment(client, 'Résumé review', officeTime(today, 16));
  await seed.appointment(client, 'Bus pass pickup', officeTime(today, 8));
  await seed.hire(client, `Line Lead ${client.clientId}`, today);

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/auth');
  await page.getByLabel('Username').fill(worker.username);
  await page.getByLabel('Password', { exact: true }).fill(worker.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/case-worker\/today$/, {
    timeout: SIGN_IN_TIMEOUT_MS,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  // Today first in the sidebar, the dashboard still one link away; the count beside Today.
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  const links = nav.getByRole('link');
  await expect(links.first()).toHaveAccessibleName('Today');
  await expect(links.first()).toHaveAccessibleDescription(/^3\b/);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();

  const appointments = page.getByRole('region', { name: 'Appointments today (2)' });
  const later = appointments.getByRole('listitem').filter({ hasText: 'Résumé review' });
  await expect(later.getByRole('link', { name: `Open ${name}’s record` })).toHaveAttribute(
    'href',
    `/dashboard/case-worker/clients/${client.clientId}`,
  );
  await expect(later.getByText('Overdue')).toHaveCount(0);
  const morning = appointments.getByRole('listitem').filter({ hasText: 'Bus pass pickup' });
  await expect(morning.getByText('Overdue')).toBeVisible();

  const paperwork = page.getByRole('region', { name: 'Hiring paperwork due within 14 days (1)' });
  const bonding = paperwork.getByRole('listitem');
  await expect(bonding).toContainText('The Federal Bonding request: Line Lead');
  await expect(bonding.getByRole('link', { name: `Open ${name}’s record` })).toBeVisible();

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The dashboard is where it was.
  await page.goto('/dashboard/case-worker');
  await expect(page.getByText('Case Worker Dashboard').first()).toBeVisible();
});
