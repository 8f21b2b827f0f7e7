import { JOURNEY_TIMEOUT_MS, expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';

/** The conviction or release date the client gives; the employer must never see it. */
const RELEASE_DATE = '2025-09-01';

async function moveTo(item: ReturnType<Page['getByRole']>, applicant: string, status: string) {
  await item.getByLabel(`New status for ${applicant}`).selectOption(status);
  await item.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(item.getByText(status, { exact: true }).first()).toBeVisible();
}

/**
 * Issue 29 point 4: after a conditional offer the client answers the WOTC ex-felon pre-screen in
 * the portal; the employer's Form 8850 task shows "likely eligible" only once the client consents,
 * and never the answers or the date.
 */
test('the client’s WOTC pre-screen reaches the employer’s task only as a result, only with consent', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client();
  const applicant = seeded.account.fullName;
  const title = `Parts Checker ${uniqueSuffix()}`;
  const posting = await seed.publishedPosting(title);
  await seed.application(seeded, posting);

  const employer = await asUser('employer');
  await employer.goto('/dashboard/employer/applications');
  const application = employer
    .getByRole('listitem')
    .filter({ has: employer.getByRole('heading', { name: applicant }) })
    .filter({ hasText: title });
  const client = await asUser(seeded.account);
  await client.goto('/dashboard/client/applications');
  // Before the conditional offer nothing is asked.
  await expect(client.getByRole('heading', { name: title })).toBeVisible();
  await expect(client.getByText(/Tax-credit questions for/)).toHaveCount(0);

  await moveTo(application, applicant, 'Conditional offer');

  // Spanish twin of the questions.
  await client.goto('/es/dashboard/client/applications');
  await expect(
    client.getByRole('heading', { name: /Preguntas sobre un crédito fiscal para/ }),
  ).toBeVisible();

  await client.goto('/dashboard/client/applications');
  const prescreen = client.getByRole('region', { name: /Tax-credit questions for/ });
  await expect(prescreen.getByText(/never change the offer/)).toBeVisible();
  // Saving with nothing chosen names the question to answer.
  await prescreen.getByRole('button', { name: 'Save my answers' }).click();
  await expect(
    prescreen.getByRole('link', { name: 'Please say whether you have been convicted of a felony' }),
  ).toBeVisible();
  await prescreen
    .getByRole('group', { name: 'Have you been convicted of a felony?' })
    .getByLabel('Yes')
    .check();
  await prescreen
    .getByRole('group', { name: /released from prison, within the last year/ })
    .getByLabel('Yes')
    .check();
  await prescreen.getByLabel(/Date of the conviction or release/).fill(RELEASE_DATE);
  await expectNoAxeViolations(client);
  // First without the consent box: the employer sees nothing.
  await prescreen.getByRole('button', { name: 'Save my answers' }).click();
  await expect(prescreen.getByText(/You did not agree to share/)).toBeVisible();

  await moveTo(application, applicant, 'Offer');
  await application.getByLabel(`New status for ${applicant}`).selectOption('Hired');
  await application.getByLabel('Start date').fill('2026-03-23');
  await application.getByLabel('Hourly wage ($)').fill('18');
  await application.getByLabel('Hours per week').fill('30');
  await application.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(application.getByText('Hired', { exact: true }).first()).toBeVisible();

  const wotcTask = () =>
    employer
      .getByRole('region', { name: 'Hiring incentive deadlines' })
      .getByTestId('task-wotcForm8850')
      .filter({ hasText: `${applicant}, ${title}` });
  await expect(wotcTask().getByTestId('wotc-prescreen')).toHaveText(
    'Pre-screen: the client has not answered or chose not to share',
  );

  // With consent, the employer reads the result, never the answers or the date.
  await client.reload();
  const again = client.getByRole('region', { name: /Tax-credit questions for/ });
  await again.getByLabel(/sees only the result/).check();
  await again.getByRole('button', { name: 'Save my answers' }).click();
  await expect(again.getByText(/You agreed to share the result/)).toBeVisible();

  await employer.reload();
  await expect(wotcTask().getByTestId('wotc-prescreen')).toHaveText(
    'Pre-screen: likely eligible (ex-felon target group)',
  );
  await expect(employer.getByText(RELEASE_DATE)).toHaveCount(0);
  await expectNoAxeViolations(employer);

  // The case worker reads the answers themselves on the client's record.
  const worker = await asUser(seeded.caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${seeded.clientId}`);
  const answers = worker.getByRole('region', { name: 'WOTC pre-screen answers' });
  await expect(answers.getByText(RELEASE_DATE)).toBeVisible();
});
