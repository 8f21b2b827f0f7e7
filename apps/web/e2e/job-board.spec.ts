import { JOURNEY_TIMEOUT_MS, expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';

/** Moves the application of `applicant` in `item` to `status` and waits for its badge to say so. */
async function moveTo(item: ReturnType<Page['getByRole']>, applicant: string, status: string) {
  await item.getByLabel(`New status for ${applicant}`).selectOption(status);
  await item.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(item.getByText(status, { exact: true }).first()).toBeVisible();
}

/**
 * Issue 14, end to end: an employer posts a job, an admin approves it, a client finds it by keyword
 * and applies, the employer takes the application through Interview and Offer to Hired, and the
 * case worker sees the placement with its five follow-up dates. The client and case worker are the
 * test's own (a hire changes the client's status, which the demo dashboards count).
 */
test('a job goes from posting to approval, a keyword search, an application and a hire', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client();
  const applicant = seeded.account.fullName;
  const keyword = `kelp${uniqueSuffix()}`;
  const title = `Greenhouse Technician ${keyword}`;

  // The employer writes the posting: an empty submit names every missing field first.
  const employer = await asUser('employer');
  await employer.goto('/dashboard/employer/post-job');
  await employer.getByRole('button', { name: 'Save as draft' }).click();
  await expect(employer.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(employer);
  await employer.getByLabel('Job title').fill(title);
  await employer
    .getByLabel('Description')
    .fill(`Tend hydroponic ${keyword} beds, check irrigation and pack harvests for market.`);
  await employer.getByLabel('Location').fill('Cedar Falls, IA');
  await employer.getByLabel('Lowest hourly pay ($)').fill('18');
  await employer.getByLabel('Highest hourly pay ($)').fill('21');
  await employer.getByLabel('Schedule').selectOption('partTime');
  await employer
    .getByLabel('Fair-chance statement')
    .fill('We hire people, not records: every applicant is judged on the work.');
  await employer.getByRole('button', { name: 'Save as draft' }).click();
  await expect(employer.getByRole('heading', { name: /Draft saved/ })).toBeVisible();
  await employer.getByRole('link', { name: 'Go to My Job Postings' }).click();
  await employer.getByRole('button', { name: `Submit for review: ${title}` }).click();
  const posting = employer.getByRole('listitem').filter({ hasText: title });
  await expect(posting.getByText('Submitted', { exact: true })).toBeVisible();
  await expectNoAxeViolations(employer);

  // The admin approves it from the queue.
  const admin = await asUser('admin');
  await admin.goto('/dashboard/admin/jobs');
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: `Approve: ${title}` }).click();
  await expect(admin.getByRole('button', { name: `Approve: ${title}` })).toHaveCount(0);

  // The client finds it by keyword (keyboard only) and applies with a note.
  const page = await asUser(seeded.account);
  await page.goto('/dashboard/client/jobs');
  await page.getByLabel('Keywords').fill(keyword);
  await page.getByLabel('Keywords').press('Enter');
  const results = page.getByRole('region', { name: 'Jobs found: 1' });
  await expect(results).toBeVisible();
  const apply = results.getByRole('button', { name: `Apply: ${title}` });
  await apply.focus();
  await page.keyboard.press('Enter');
  await results
    .getByLabel('A short note to the employer (optional)')
    .fill('Two seasons in a greenhouse');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(results.getByText(/Application sent/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/dashboard/client/applications');
  const mine = page.getByRole('listitem').filter({ hasText: title });
  await expect(mine.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The employer takes it to Interview, Offer, then Hired with the placement's terms.
  await employer.goto('/dashboard/employer/applications');
  const application = employer
    .getByRole('listitem')
    .filter({ has: employer.getByRole('heading', { name: applicant }) })
    .filter({ hasText: title });
  await expect(application.getByText('Two seasons in a greenhouse')).toBeVisible();
  await expectNoAxeViolations(employer);
  await moveTo(application, applicant, 'Interview');
  await moveTo(application, applicant, 'Offer');
  await application.getByLabel(`New status for ${applicant}`).selectOption('Hired');
  await application.getByLabel('Start date').fill('2026-12-01');
  await application.getByLabel('Hourly wage ($)').fill('19.5');
  await application.getByLabel('Hours per week').fill('32');
  await expectNoAxeViolations(employer);
  await application.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(application.getByText('Hired', { exact: true }).first()).toBeVisible();

  // The client sees the hire on their application's history.
  await page.reload();
  await expect(mine.getByText('Hired', { exact: true }).first()).toBeVisible();

  // The case worker sees the placement on the client's record, with its five follow-up dates.
  const worker = await asUser(seeded.caseWorker);
  await worker.goto('/dashboard/case-worker/clients');
  await worker.getByRole('link', { name: applicant }).first().click();
  await expect(worker.getByRole('heading', { level: 1, name: applicant })).toBeVisible();
  const placement = worker
    .getByRole('region', { name: 'Placements' })
    .getByRole('article')
    .filter({
      has: worker.getByRole('heading', { name: `${title} at Cedar Valley Manufacturing` }),
    });
  await expect(placement.getByText('$19.50 an hour, 32 hours a week')).toBeVisible();
  for (const [followUp, due] of [
    ['30 days', 'Dec 31, 2026'],
    ['90 days', 'Mar 1, 2027'],
    ['180 days', 'May 30, 2027'],
    ['365 days', 'Dec 1, 2027'],
    // 2028 is a leap year: 730 days after Dec 1, 2026 is Nov 30, 2028.
    ['730 days', 'Nov 30, 2028'],
  ] as const) {
    await expect(
      placement.getByRole('row', { name: new RegExp(`^${followUp}.*${due}`) }),
    ).toBeVisible();
  }
  // The record lists the client's applications beside the placement.
  await expect(
    worker
      .getByRole('region', { name: 'Job applications and referrals' })
      .getByText(title, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(worker);

  // The employer's other new pages pass axe too.
  for (const path of ['/dashboard/employer/profile', '/dashboard/employer/candidates']) {
    await employer.goto(path);
    await expect(employer.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(employer);
  }
});

test('the candidates page tells the employer that a record opens only at a conditional offer', async ({
  asUser,
}) => {
  const employer = await asUser('employer');
  await employer.goto('/dashboard/employer/candidates');
  await expect(
    employer.getByText(
      'you see no offence categories or record details of any candidate until you move their application to Conditional offer',
      { exact: false },
    ),
  ).toBeVisible();
  await expectNoAxeViolations(employer);
});
