import { JOURNEY_TIMEOUT_MS, expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectToast, uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };

/** Axe-clean at 1280 and at 375 px, with nothing pushing the page sideways on the phone. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
}

/** Writes a posting on Post a Job and saves it as a draft. */
async function draftPosting(page: Page, title: string, keyword: string) {
  await page.goto('/dashboard/employer/post-job');
  await page.getByLabel('Job title').fill(title);
  await page
    .getByLabel('Description')
    .fill(`Prep ${keyword} breakfast orders on the line and keep the station clean.`);
  await page.getByLabel('Location').fill('Waterloo, IA');
  await page.getByLabel('Lowest hourly pay ($)').fill('16');
  await page.getByLabel('Highest hourly pay ($)').fill('18');
  await page.getByLabel('Schedule').selectOption('fullTime');
  await page.getByLabel('Requirements').fill('Food handler card within 30 days');
  await page.getByRole('checkbox', { name: 'Theft or fraud' }).check();
  await page
    .getByLabel('Fair-chance statement')
    .fill('We judge every applicant on the work they can do.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('heading', { name: /Draft saved/ })).toBeVisible();
}

/**
 * Issue 29 point 1 and issue 32 D6/D7, end to end: an employer registers through the public form,
 * sets up the company, reads that it waits for verification, and submits postings at once; an admin
 * verifies the company and approves a posting from the one queue (seeing its requirements and
 * excluded categories), and a client finds it; a returned posting is edited and resubmitted, and a
 * draft is deleted after a confirmation.
 */
test('an employer registers, sets up the company, and gets a posting verified and published', async ({
  page,
  asUser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const suffix = uniqueSuffix();
  const company = `Lincoln Park Diner ${suffix}`;
  const keyword = `griddle${suffix}`;
  const approvedTitle = `Line Cook ${keyword}`;
  const returnedTitle = `Dishwasher ${keyword}`;
  const draftTitle = `Host ${keyword}`;

  // Registration through the public form: an employer account with no company yet.
  await gotoHydrated(page, '/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill('Dana Whitfield');
  await page.getByLabel('Email').fill(`dana-${suffix}@example.com`);
  await page.getByLabel('Username').fill(`dana${suffix}`);
  await page.getByRole('radio', { name: 'Employer looking to hire' }).click();
  await page.getByLabel('Password', { exact: true }).fill('griddle-2026');
  await page.getByLabel('Confirm password').fill('griddle-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/employer/);
  await expect(
    page.getByRole('heading', { name: 'Set up your company before you post jobs' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The set-up form: the API's rules in the browser, named in the summary and at each field.
  await page.getByRole('link', { name: 'Set up your company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
  await page.getByLabel('Employer Identification Number (EIN)').fill('421234567');
  await page.getByRole('button', { name: 'Create company profile' }).click();
  const summary = page.getByRole('alert').first();
  await expect(summary).toContainText('Please enter the company name');
  await expect(summary).toContainText('Please enter the EIN as NN-NNNNNNN');
  await expect(page.getByLabel('Employer Identification Number (EIN)')).toHaveValue('421234567');
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Employer Identification Number (EIN)').fill('42-1234567');
  await page.getByLabel('Company address').fill('100 E 4th St, Waterloo, IA 50703');
  await page.getByLabel('Number of employees in Waterloo').fill('22');
  await page.getByLabel('Industry').selectOption({ label: 'Food service' });
  await page.getByRole('button', { name: 'Create company profile' }).click();
  await expectToast(page, 'Company profile created: waiting for verification');
  await expect(page.getByRole('heading', { name: 'Waiting for verification' })).toBeVisible();
  await page.goto('/dashboard/employer');
  await expect(page.getByRole('heading', { name: 'Waiting for verification' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Postings are drafted and submitted at once; they wait for the company's verification.
  for (const title of [approvedTitle, returnedTitle]) {
    await draftPosting(page, title, keyword);
    await page.goto('/dashboard/employer/jobs');
    await page.getByRole('button', { name: `Submit for review: ${title}` }).click();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(item.getByText('Published once your company is verified.')).toBeVisible();
  }
  await draftPosting(page, draftTitle, keyword);
  await page.goto('/dashboard/employer/jobs');
  await expectAccessibleAtBothWidths(page);

  // The admin's one queue: the company waits above its postings, which cannot be approved yet.
  const admin = await asUser('admin');
  await admin.goto('/dashboard/admin/jobs');
  const companies = admin.getByRole('region', { name: 'Companies waiting for verification' });
  const waiting = companies.getByRole('listitem').filter({ hasText: company });
  await expect(waiting.getByText('42-1234567')).toBeVisible();
  await expect(waiting.getByText('100 E 4th St, Waterloo, IA 50703')).toBeVisible();
  const posting = admin.getByRole('listitem').filter({ hasText: approvedTitle });
  await expect(posting.getByText('Food handler card within 30 days')).toBeVisible();
  await expect(posting.getByText('Theft or fraud')).toBeVisible();
  await expect(admin.getByRole('button', { name: `Approve: ${approvedTitle}` })).toBeDisabled();
  await expectAccessibleAtBothWidths(admin);
  await admin.getByRole('button', { name: `Verify company: ${company}` }).click();
  await expectToast(admin, `${company} is verified`);
  await expect(waiting).toHaveCount(0);
  await admin.getByRole('button', { name: `Approve: ${approvedTitle}` }).click();
  await expect(admin.getByRole('button', { name: `Approve: ${approvedTitle}` })).toHaveCount(0);
  await admin
    .getByLabel(`What should the employer change? (${returnedTitle})`)
    .fill('Please state the shift times');
  await admin.getByRole('button', { name: `Return to employer: ${returnedTitle}` }).click();
  await expect(admin.getByRole('button', { name: `Approve: ${returnedTitle}` })).toHaveCount(0);

  // The client finds the approved posting on the job board.
  const client = await asUser('client');
  await client.goto('/dashboard/client/jobs');
  await client.getByLabel('Keywords').fill(keyword);
  await client.getByLabel('Keywords').press('Enter');
  const results = client.getByRole('region', { name: 'Jobs found: 1' });
  await expect(results.getByRole('heading', { name: approvedTitle })).toBeVisible();

  // The returned posting is edited and goes back for review; the minimum wage still holds.
  await page.goto('/dashboard/employer/jobs');
  await expect(page.getByRole('heading', { name: 'Waiting for verification' })).toHaveCount(0);
  const returned = page.getByRole('listitem').filter({ hasText: returnedTitle });
  await expect(
    returned.getByText('Returned by our team: Please state the shift times'),
  ).toBeVisible();
  await returned.getByRole('link', { name: `Edit and resubmit: ${returnedTitle}` }).click();
  await expect(page.getByText('What our team asked: Please state the shift times')).toBeVisible();
  const editedTitle = `${returnedTitle} (6am to 2pm)`;
  await page.getByLabel('Job title').fill(editedTitle);
  await page.getByLabel('Lowest hourly pay ($)').fill('5');
  await page.getByRole('button', { name: 'Save and resubmit for review' }).click();
  await expect(page.getByRole('alert').first()).toContainText("Iowa's minimum wage is $7.25");
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel('Lowest hourly pay ($)').fill('16');
  await page.getByRole('button', { name: 'Save and resubmit for review' }).click();
  await expectToast(page, 'Posting resubmitted for review');
  const resubmitted = page.getByRole('listitem').filter({ hasText: editedTitle });
  await expect(resubmitted.getByText('Submitted', { exact: true })).toBeVisible();

  // A draft is deleted only after the confirmation.
  await page.getByRole('button', { name: `Delete: ${draftTitle}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this posting?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: draftTitle })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete: ${draftTitle}` }).click();
  await dialog.getByRole('button', { name: 'Delete posting' }).click();
  await expectToast(page, 'Posting deleted');
  await expect(page.getByRole('listitem').filter({ hasText: draftTitle })).toHaveCount(0);
});
