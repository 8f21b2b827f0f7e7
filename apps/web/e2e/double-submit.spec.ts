import type { APIRequestContext, Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';

/**
 * Issue 32 D2–D4 and its focus and confirmation points, in the browser: a double click stores one
 * record, the inbox's accept keeps its one-time link, a lost link is issued again from the client
 * record, staff edit a client's profile over a version, and the actions that cannot be undone in
 * place ask first and leave the focus somewhere sensible.
 */

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Every write the page sends to a path ending in `suffix`, as they leave the browser. */
function writesTo(page: Page, suffix: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().endsWith(suffix)) {
      sent.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return sent;
}

test('a double click on "Add note" and on the client’s "Send" stores one of each', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client({ firstName: 'Morgan' });
  const suffix = uniqueSuffix();
  const note = `Called about the forklift course (${suffix})`;
  const worker = await asUser(seeded.caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${seeded.clientId}`);
  await expect(
    worker.getByRole('heading', { level: 1, name: seeded.account.fullName }),
  ).toBeVisible();
  const noteWrites = writesTo(worker, `/api/clients/${seeded.clientId}/notes`);
  await worker.getByLabel('New note').fill(note);
  await worker.getByRole('button', { name: 'Add note' }).dblclick();
  await expect(worker.getByText(note, { exact: true })).toHaveCount(1);
  const api = await seed.as(seeded.caseWorker);
  const record = await json<{ notes: { body: string }[] }>(api, `/api/clients/${seeded.clientId}`);
  expect(record.notes.filter((entry) => entry.body === note)).toHaveLength(1);
  expect(noteWrites).toHaveLength(1);
  expect(noteWrites[0]).toMatch(/^[\w-]{16,}$/);
  // The next note is another intent: a new key.
  await worker.getByLabel('New note').fill(`${note} again`);
  await worker.getByRole('button', { name: 'Add note' }).click();
  await expect(worker.getByText(`${note} again`, { exact: true })).toBeVisible();
  expect(noteWrites).toHaveLength(2);
  expect(noteWrites[1]).not.toBe(noteWrites[0]);

  const client = await asUser(seeded.account);
  await client.goto('/dashboard/client/messages');
  const message = `Can we meet on Friday? (${suffix})`;
  await client.getByLabel('Your message').fill(message);
  await client.getByRole('button', { name: 'Send' }).dblclick();
  const thread = client.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(message)).toHaveCount(1);
  const staffThread = await json<{ messages: { body: string }[] }>(
    api,
    `/api/clients/${seeded.clientId}/messages`,
  );
  expect(staffThread.messages.filter((entry) => entry.body === message)).toHaveLength(1);
});

test('a double click on "Accept and make a client" still shows the one-time link, which can be issued again from the record', async ({
  asUser,
  page,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const caseWorker = await seed.caseWorker('Avery');
  const suffix = uniqueSuffix();
  const intake = await page.request.post('/api/client-intake', {
    data: {
      firstName: 'Quinn',
      lastName: `Double${suffix}`,
      email: `double-${suffix}@example.org`,
      phone: '3195550101',
      address: '12 Elm Street',
      city: 'Waterloo',
      state: 'IA',
      zipCode: '50701',
      dateOfBirth: '1990-04-12',
      emergencyContact: 'Sam Reed',
      emergencyPhone: '3195550102',
      education: 'high-school',
      workExperience: 'Three years in a warehouse.',
      skillsInterests: 'Forklift, inventory.',
      goals: 'A steady full-time job.',
      transportation: 'public-transport',
      availability: 'Weekdays',
      criminalHistory: false,
      consent: true,
    },
  });
  expect(intake.status()).toBe(201);
  const { reference } = (await intake.json()) as { reference: string };

  const admin = await asUser('admin');
  await admin.goto('/dashboard/case-worker/clients/inbox');
  await admin.getByLabel('Search by name, e-mail or reference').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('button', { name: `Open ${reference}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Case worker').selectOption({ label: caseWorker.fullName });
  const acceptWrites = writesTo(admin, '/accept');
  await dialog.getByRole('button', { name: 'Accept and make a client' }).dblclick();
  const linkField = dialog.getByLabel(/One-time link to set a password/);
  await expect(linkField).toHaveValue(/\/auth\/reset-password#token=/);
  await expect(dialog.getByText('already been accepted')).toHaveCount(0);
  expect(acceptWrites).toHaveLength(1);
  const firstLink = await linkField.inputValue();

  // The link was lost after all: the case worker sends a new one from the record.
  const worker = await asUser(caseWorker);
  await worker.goto('/dashboard/case-worker/clients');
  await worker.getByRole('link', { name: `Quinn Double${suffix}` }).click();
  const trigger = worker.getByRole('button', { name: 'Send a new invitation link' });
  await trigger.click();
  const confirm = worker.getByRole('alertdialog', { name: 'Send a new invitation link?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(worker);
  await worker.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await confirm.getByRole('button', { name: 'Send a new invitation link' }).click();
  const newLink = worker.getByLabel(/New invitation sent/);
  await expect(newLink).toHaveValue(/\/auth\/reset-password#token=/);
  expect(await newLink.inputValue()).not.toBe(firstLink);
  await expect(worker.getByText(/Their username: /)).toBeVisible();
  await expect(worker.getByRole('status').filter({ has: newLink })).toBeFocused();
  // The old link no longer works; the new one does.
  const token = (link: string) => new URL(link).hash.replace('#token=', '');
  const old = await page.request.post('/api/password-reset/verify', {
    data: { token: token(firstLink) },
  });
  expect(old.status()).toBeGreaterThanOrEqual(400);
  const fresh = await page.request.post('/api/password-reset/verify', {
    data: { token: token(await newLink.inputValue()) },
  });
  expect(fresh.status()).toBe(200);
});

test('staff edit a client’s status, goal, phone and housing; a stale save shows both versions', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client({ firstName: 'Riley' });
  const worker = await asUser(seeded.caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${seeded.clientId}`);
  const profile = worker.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const form = worker.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Status').selectOption('Job Searching');
  await form.getByLabel('Employment goal').fill('Forklift operator');
  await form.getByLabel('Phone').fill('319-555-0142');
  await form.getByLabel('Housing').fill('Transitional housing');
  await expectNoAxeViolations(worker);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form).toHaveCount(0);
  await expect(profile.getByText('Job Searching', { exact: true })).toBeVisible();
  await expect(profile.getByText('Transitional housing', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Edit profile' })).toBeFocused();
  const history = worker.getByRole('region', { name: 'History' });
  // Each change named in words, not by its field in the database.
  await expect(history.getByText(/^Status: .* → Job Searching$/)).toBeVisible();
  await expect(history.getByText(/^Housing: .* → Transitional housing$/)).toBeVisible();

  // Someone else saves while this form is open: the save shows both versions, with the focus.
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  await form.getByLabel('Status').selectOption('Interviewing');
  const api = await seed.as(seeded.caseWorker);
  const current = await json<{ version: number }>(api, `/api/clients/${seeded.clientId}`);
  const theirs = await api.patch(`/api/clients/${seeded.clientId}`, {
    data: { version: current.version, employmentGoal: 'Warehouse lead' },
  });
  expect(theirs.status()).toBe(200);
  await form.getByRole('button', { name: 'Save profile' }).click();
  const conflict = worker.getByTestId('version-conflict');
  await expect(conflict).toBeFocused();
  await expect(conflict).toContainText('Warehouse lead');
  await conflict.getByRole('button', { name: 'Keep mine and save again' }).click();
  await expect(profile.getByText('Interviewing', { exact: true })).toBeVisible();
});

test('"Mark done" and "Deactivate" ask first, with the keyboard, and leave the focus in place', async ({
  asUser,
  seed,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client({ firstName: 'Sky' });
  const worker = await asUser(seeded.caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${seeded.clientId}`);
  await worker.getByRole('button', { name: 'Build the plan from the template' }).click();
  const markDone = worker.getByRole('button', { name: 'Mark done: Resume' });
  await markDone.focus();
  await worker.keyboard.press('Enter');
  const ask = worker.getByRole('alertdialog', { name: 'Mark this step done?' });
  await expect(ask).toBeVisible();
  // The safe choice has the focus; Escape keeps the step open and gives the focus back.
  await expect(ask.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await expectNoAxeViolations(worker);
  await worker.keyboard.press('Escape');
  await expect(markDone).toBeFocused();
  await worker.keyboard.press('Enter');
  await ask.getByRole('button', { name: 'Mark done' }).click();
  await expect(markDone).toHaveCount(0);
  await expect(worker.getByRole('listitem').filter({ hasText: /^Resume/ })).toBeFocused();

  const admin = await asUser('admin');
  const staff = await seed.caseWorker('Dale');
  await admin.goto('/dashboard/admin/users');
  const deactivate = admin.getByRole('button', {
    name: `Deactivate ${staff.username}`,
    exact: true,
  });
  await deactivate.click();
  const confirm = admin.getByRole('alertdialog', { name: `Deactivate ${staff.username}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep active' }).click();
  await expect(deactivate).toBeFocused();
  await deactivate.click();
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const reactivate = admin.getByRole('button', {
    name: `Reactivate ${staff.username}`,
    exact: true,
  });
  await expect(reactivate).toBeFocused();
});

test('after a pipeline move the focus is on the moved card, not lost', async ({ asUser, seed }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const seeded = await seed.client({ firstName: 'Jamie' });
  const posting = await seed.publishedPosting(`Line Lead ${uniqueSuffix()}`);
  await seed.application(seeded, posting);
  const employer = await asUser('employer');
  await employer.goto('/dashboard/employer/applications');
  const status = employer.getByLabel(`New status for ${seeded.account.fullName}`);
  await status.selectOption('Reviewed');
  const before = employer.getByRole('listitem').filter({ has: status });
  await before.getByRole('button', { name: 'Move', exact: true }).click();
  const card = employer.getByRole('listitem', {
    name: `${seeded.account.fullName}, ${posting.title}: Reviewed`,
  });
  await expect(card).toBeFocused();
  await expectNoAxeViolations(employer);
});
