import { JOURNEY_TIMEOUT_MS, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { changesSentTo, uniqueSuffix } from './support/forms';

const RESUME_ALERT = 'Please complete your resume information';
/** A week after the suite's pinned "now" (support/clock.ts), in Waterloo's time. */
const NEXT_WEEK = '2026-03-25T10:00:00-05:00';

/**
 * Issue 13's client side and the staff tools around it: the client fills in their resume details
 * (the dashboard's resume alert goes) and asks to move an appointment; the case worker sees the
 * request and reschedules, and edits a note whose earlier text stays visible. The client, their
 * case worker and the appointment are the test's own: the demo client's resume alert and
 * appointments are what the dashboards show.
 */
test('the client updates their details and asks to reschedule; the case worker reschedules and edits a note', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const suffix = uniqueSuffix();
  const preferred = `Any weekday after 3 pm (${suffix})`;
  const seeded = await seed.client();
  await seed.appointment(seeded, 'Resume review', NEXT_WEEK);

  const client = await asUser(seeded.account);
  await client.goto('/dashboard');
  await expect(client.getByText(RESUME_ALERT)).toBeVisible();
  const nav = client.getByRole('navigation', { name: 'Dashboard navigation' });
  await nav.getByRole('link', { name: 'My Profile', exact: true }).click();
  await client
    .getByLabel('Resume details: your experience, skills and certificates')
    .fill('Six years on a packing line; forklift certified.');
  await client.getByRole('button', { name: 'Save my details' }).click();
  await expect(client.getByText('Your details are saved')).toBeVisible();

  const ask = client.getByRole('button', { name: /^Ask to reschedule: / }).first();
  const title = ((await ask.getAttribute('aria-label')) ?? '').replace('Ask to reschedule: ', '');
  await ask.click();
  // Nothing typed: the reason shows under the label, and nothing is sent.
  const sent = changesSentTo(client, '/reschedule');
  await client.getByRole('button', { name: 'Send request' }).click();
  await expect(client.getByTestId('error-summary')).toBeFocused();
  await expect(
    client.getByLabel('Which days and times would suit you?'),
  ).toHaveAccessibleDescription(/Please say which days and times would suit you/);
  expect(sent).toEqual([]);
  await client.getByLabel('Which days and times would suit you?').fill(preferred);
  await client.getByRole('button', { name: 'Send request' }).click();
  await expect(client.getByText('You asked to move this appointment').first()).toBeVisible();
  await expectNoAxeViolations(client);

  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(client.getByText(RESUME_ALERT)).toHaveCount(0);

  const worker = await asUser(seeded.caseWorker);
  await worker.goto('/dashboard/case-worker/clients');
  await worker.getByRole('link', { name: seeded.account.fullName, exact: true }).click();
  const request = worker.getByText('The client asked to move it').filter({ hasText: preferred });
  await expect(request).toBeVisible();
  await worker
    .getByRole('button', { name: `Reschedule: ${title}` })
    .first()
    .click();
  await worker.getByLabel('New date and time').fill('2027-01-15T10:30');
  await worker.getByRole('button', { name: 'Move appointment' }).click();
  await expect(request).toHaveCount(0);
  await expect(worker.getByText('rescheduled an appointment').first()).toBeVisible();

  // A note edited keeps its earlier text, one click away.
  const first = `Called about the state ID (${suffix})`;
  await worker.getByLabel('New note').fill(first);
  await worker.getByRole('button', { name: 'Add note' }).click();
  await worker.getByRole('button', { name: `Edit: ${first.slice(0, 40)}` }).click();
  await worker
    .getByLabel('Edit the note (the earlier text is kept)')
    .fill(`Called about the state ID and birth certificate (${suffix})`);
  await worker.getByRole('button', { name: 'Save note' }).click();
  await expect(
    worker.getByText(`Called about the state ID and birth certificate (${suffix})`),
  ).toBeVisible();
  await worker.getByText('Earlier versions (1)').click();
  await expect(worker.getByText(first, { exact: true })).toBeVisible();
  await expectNoAxeViolations(worker);
});
