import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';

/**
 * Issue 32 D8 and D11 on Client › Applications: the interview times an employer proposes reach the
 * client, in English and Spanish, who confirms one; withdrawing asks first and says it is final.
 */
test('the client sees proposed interview times and confirms one', async ({ asUser, seed }) => {
  const client = await seed.client();
  const posting = await seed.publishedPosting(`Line Lead ${uniqueSuffix()}`);
  const application = await seed.application(client, posting);
  await seed.interviewTimes(application.id, ['2026-03-24T15:00:00Z', '2026-03-25T16:30:00Z']);

  const page = await asUser(client.account);
  await page.goto('/es/dashboard/client/applications');
  const mine = page.getByRole('listitem').filter({ hasText: posting.title });
  await expect(
    mine.getByRole('heading', { name: 'Horarios de entrevista propuestos' }),
  ).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Confirmar / })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/client/applications');
  const times = mine.getByRole('region', { name: 'Interview times proposed' });
  await expect(times.getByRole('button', { name: /^Confirm / })).toHaveCount(2);
  await times.getByRole('button', { name: 'Ask for another time' }).click();
  await times.getByLabel('Days and times that suit you (optional)').fill('Mornings, please');
  await times.getByRole('button', { name: 'Send request' }).click();
  await expect(mine.getByText('You asked the employer for another time.')).toBeVisible();
  await expect(
    mine.getByText(/Asked for another interview time: “Mornings, please”/),
  ).toBeVisible();

  // The employer proposes again; the client confirms one of the new times.
  await seed.interviewTimes(application.id, ['2026-03-26T15:00:00Z']);
  await page.reload();
  await mine.getByRole('button', { name: /^Confirm / }).click();
  await expect(mine.getByText(/^You confirmed the interview on /)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('withdrawing an application asks first and says it is final', async ({ asUser, seed }) => {
  const client = await seed.client();
  const posting = await seed.publishedPosting(`Packer ${uniqueSuffix()}`);
  await seed.application(client, posting);

  const page = await asUser(client.account);
  await page.goto('/es/dashboard/client/applications');
  const mine = page.getByRole('listitem').filter({ hasText: posting.title });
  await mine.getByRole('button', { name: `Retirar: ${posting.title}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/Es definitivo/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Conservar mi solicitud' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText('Pendiente', { exact: true }).first()).toBeVisible();

  await page.goto('/dashboard/client/applications');
  await mine.getByRole('button', { name: `Withdraw: ${posting.title}` }).click();
  await expect(
    dialog.getByRole('heading', { name: `Withdraw your application for ${posting.title}?` }),
  ).toBeVisible();
  await expect(dialog.getByText(/This is final/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(mine.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
});

test('a referral shows on the client record with its job, date and state', async ({
  asUser,
  seed,
}) => {
  const client = await seed.client();
  const posting = await seed.publishedPosting(`Lead Hand ${uniqueSuffix()}`);
  const worker = await seed.as(client.caseWorker);
  const job = (await (await worker.get(`/api/jobs/${posting.id}`)).json()) as {
    employerId: number;
  };
  const consent = await worker.post(`/api/clients/${client.clientId}/consents`, {
    data: {
      scope: 'employer',
      employerId: job.employerId,
      textVersion: 'employer-sharing-2026-11',
      obtainedBy: 'byPhone',
    },
  });
  expect(consent.status()).toBe(201);

  const page = await asUser(client.caseWorker);
  await page.goto(`/dashboard/case-worker/clients/${client.clientId}`);
  const form = page.getByRole('form', { name: 'Job applications and referrals' });
  await form
    .getByRole('combobox', { name: 'Refer to a published job' })
    .selectOption({ label: `${posting.title} · Cedar Valley Manufacturing` });
  await form.getByRole('button', { name: 'Refer', exact: true }).click();
  await expect(form.getByText(/^Referred\. The employer sees/)).toBeVisible();

  const referral = page.getByRole('listitem').filter({ hasText: posting.title });
  await expect(referral.getByText('Not applied yet')).toBeVisible();
  await expect(referral.getByText(/^Referred /)).toBeVisible();
  await expectNoAxeViolations(page);
});
