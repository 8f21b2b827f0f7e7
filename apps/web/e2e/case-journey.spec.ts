import { JOURNEY_TIMEOUT_MS, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { fillIntake } from './support/form-fillers';
import { uniqueSuffix } from './support/forms';
import { gotoHydrated } from './support/hydration';

/** An employer consent names a company from the list (by id, issue 25): the demo employer's. */
const EMPLOYER = 'Cedar Valley Manufacturing';

/**
 * Issue 13, end to end: an intake becomes a client with a case worker (the test's own), a plan, an appointment and a
 * note; the invited client sets a password, sees the plan and revokes the employer-sharing consent;
 * the next share with that employer is refused; the access log lists the sensitive read.
 */
test('from an intake form to a client with a plan, consent revoked, share refused, read logged', async ({
  page,
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // A case worker of its own: the demo case worker's caseload is what the dashboards count.
  const caseWorker = await seed.caseWorker('Robin');
  const suffix = uniqueSuffix();
  const lastName = `Journey${suffix}`;

  // A visitor sends the intake form.
  await gotoHydrated(page, '/contact?view=client-intake');
  await fillIntake(page);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(`journey-${suffix}@example.org`);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  expect(reference).toMatch(/^PW-/);

  // The admin finds it in the inbox by its reference and accepts it for the case worker.
  const admin = await asUser('admin');
  await admin.goto('/dashboard/case-worker/clients/inbox');
  await admin.getByLabel('Search by name, e-mail or reference').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('button', { name: `Open ${reference}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('[protected]').first()).toBeVisible();
  await expect(dialog.getByText('1990-04-12')).toHaveCount(0);
  await dialog.getByLabel('Case worker').selectOption({ label: caseWorker.fullName });
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Accept and make a client' }).click();
  const linkField = dialog.getByLabel(/One-time link to set a password/);
  await expect(linkField).toHaveValue(/\/auth\/reset-password#token=/);
  const invitation = new URL(await linkField.inputValue());

  // The case worker schedules the assessment, builds the plan, adds a note, completes a milestone.
  const worker = await asUser(caseWorker);
  await worker.goto('/dashboard/case-worker/clients');
  await worker.getByRole('link', { name: `Dana ${lastName}` }).click();
  await expect(worker.getByRole('heading', { level: 1, name: `Dana ${lastName}` })).toBeVisible();
  await worker.getByLabel('Title').fill('Assessment meeting');
  await worker.getByLabel('Date and time').fill('2026-03-20T10:00');
  await worker.getByLabel('Where').selectOption('virtual');
  await worker.getByRole('button', { name: 'Schedule' }).click();
  await expect(worker.getByText('Assessment meeting', { exact: true })).toBeVisible();
  await worker.getByRole('button', { name: 'Build the plan from the template' }).click();
  await worker.getByRole('button', { name: 'Mark done: Resume' }).click();
  // It asks first (issue 32): done cannot be undone from the record.
  await worker
    .getByRole('alertdialog', { name: 'Mark this step done?' })
    .getByRole('button', { name: 'Mark done' })
    .click();
  await expect(worker.getByRole('button', { name: 'Mark done: Resume' })).toHaveCount(0);
  // The focus lands on the step (double-submit.spec.ts proves it); typing waits for it, as a person would.
  await expect(worker.getByRole('listitem').filter({ hasText: /^Resume/ })).toBeFocused();
  await worker.getByLabel('New note').fill('Assessment booked; wants warehouse work.');
  await worker.getByLabel('Internal (the client never sees it)').uncheck();
  await worker.getByRole('button', { name: 'Add note' }).click();
  await expect(
    worker.getByText('Assessment booked; wants warehouse work.', { exact: true }),
  ).toBeVisible();
  // Exact, within Consents: the job board's referral note ("Note for the employer") also matches.
  const consents = worker.getByRole('region', { name: 'Consents' });
  await consents.getByLabel('Employer', { exact: true }).first().selectOption({ label: EMPLOYER });
  await worker.getByRole('button', { name: 'Record employer-sharing consent' }).click();
  await expect(worker.getByText(`Sharing with ${EMPLOYER}`, { exact: true })).toBeVisible();
  await worker.getByRole('button', { name: 'Show protected answers' }).click();
  await expect(worker.getByText('1990-04-12', { exact: true })).toBeVisible();
  await expectNoAxeViolations(worker);

  // The invited client sets a password, signs in, sees the plan and revokes the employer consent.
  // The visitor who sent the intake follows the invitation.
  const invited = page;
  await invited.goto(invitation.pathname + invitation.hash);
  await invited.getByLabel('New password', { exact: true }).fill('journey-secret-1');
  await invited.getByLabel('Confirm new password').fill('journey-secret-1');
  await invited.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    invited.getByRole('heading', { name: 'Your password has been changed' }),
  ).toBeVisible();
  // The new password signs the client in (asUser fails unless the API says 200).
  const client = await asUser({ username: `journey-${suffix}`, password: 'journey-secret-1' });
  await client.goto('/dashboard/client/profile');
  await expect(client.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // The plan's step, not the Documents section's "Resume" kind of file.
  await expect(
    client.getByText('Resume', { exact: true }).and(client.locator('span')),
  ).toBeVisible();
  await expect(client.getByText('Assessment booked; wants warehouse work.')).toBeVisible();
  // Revoking has a page of its own (My consents), and asks first: it takes effect at once.
  await client.getByRole('link', { name: 'See, give or revoke my consents' }).click();
  await client.getByRole('button', { name: `Revoke: Sharing with ${EMPLOYER}` }).click();
  await client.getByRole('button', { name: 'Yes, revoke it now' }).click();
  await expect(
    client.getByText('Consent revoked. Nothing more is shared on it.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(client);

  // A share with that employer is now refused.
  await worker.reload();
  await consents.getByLabel('Employer', { exact: true }).nth(1).selectOption({ label: EMPLOYER });
  await worker.getByLabel('Purpose').fill('Job referral');
  await worker.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(worker.getByRole('alert')).toContainText(`no active consent`);

  // The access log lists the case worker's read of the protected answers.
  await admin.goto('/dashboard/admin/reports');
  const row = admin.getByRole('row', { name: new RegExp(caseWorker.fullName) }).first();
  await expect(row).toContainText('Date of birth');
  await expectNoAxeViolations(admin);
});
