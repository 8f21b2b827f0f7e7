import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueSuffix } from './support/forms';
import { waitForMail, type StoredMail } from './support/mailbox';

/** Issue 31 point 7's browser journeys for moving caseloads (31.6) and appointment reminders (31.3). */

const MOVED = 5;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 720 };
const ADMIN_NAME = 'Alex Morgan';
const MOVE_FORM = 'form[aria-label="Move clients"]';
/**
 * The day after the suite's pinned "now" (Wednesday 12:30 in Waterloo, support/clock.ts): inside
 * the 24 hours before it, so its reminder is due at once, and late enough in the morning to get
 * no same-morning reminder as well.
 */
const TOMORROW_AT_TEN = '2026-03-19T10:00:00-05:00';
/** The same day's afternoon, as the case worker types it into the date-time control. */
const TOMORROW_AFTERNOON_INPUT = '2026-03-19T14:30';

/**
 * One line of the move's CSV: the header's cells bare, the rows' quoted (none of this test's holds
 * a quote or a comma).
 */
const csvCells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));

/** A message's text with every kind of space as a plain one (dates can carry narrow spaces). */
const plainText = (mail: StoredMail) => mail.text.replace(/\s+/g, ' ');

/**
 * The move form as it is filled in, at a phone's width and a desktop's. Only the form: the rest of
 * Admin › Case Workers has its axe passes at both widths in case-pages and inbox-decisions.
 */
async function expectMoveFormAccessible(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, MOVE_FORM);
  }
}

test('an admin moves 5 clients to another case worker: their caseload, the timelines, the CSV and the e-mails', async ({
  asUser,
  seed,
}) => {
  const [leaving, receiving] = await Promise.all([
    seed.caseWorker('Morgan'),
    seed.caseWorker('Riley'),
  ]);
  // One more than moved: the one left behind keeps the leaving case worker's account active.
  const caseload = await seed.caseload(leaving, MOVED + 1);
  const moved = caseload.slice(0, MOVED);
  const left = caseload.slice(MOVED);
  const reason = `Morgan moves to the Cedar Falls office (${uniqueSuffix()})`;

  const admin = await asUser('admin');
  await admin.goto('/dashboard/admin/case-workers');
  const form = admin.getByRole('form', { name: 'Move clients' });
  await form
    .getByLabel('From case worker')
    .selectOption({ label: `${leaving.fullName} (${caseload.length})` });
  for (const client of moved) {
    await form.getByRole('checkbox', { name: `Move ${client.fullName}`, exact: true }).check();
  }
  await form.getByLabel('To case worker').selectOption({ label: receiving.fullName });
  await form.getByLabel('Reason').fill(reason);
  await expectMoveFormAccessible(admin);
  await form.getByRole('button', { name: 'Move clients' }).click();

  const done = admin.getByRole('status').filter({ hasText: `${MOVED} clients moved to` });
  await expect(done).toContainText(`${MOVED} clients moved to ${receiving.fullName}.`);
  const downloading = admin.waitForEvent('download');
  await done.getByRole('link', { name: 'Download the move as CSV' }).click();
  const download = await downloading;
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n').map(csvCells);
  expect(header).toEqual([
    'move',
    'moved_at',
    'moved_by',
    'client_id',
    'client',
    'from',
    'to',
    'reason',
  ]);
  expect(rows).toHaveLength(MOVED);
  expect(rows.map((row) => row.slice(2))).toEqual(
    moved.map((client) => [
      ADMIN_NAME,
      String(client.clientId),
      client.fullName,
      leaving.fullName,
      receiving.fullName,
      reason,
    ]),
  );

  // The leaving case worker still holds a client: their account stays active, and the admin is told why.
  await admin.getByRole('button', { name: `Deactivate ${leaving.username}` }).click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(dialog).toContainText(
    'This case worker still has 1 client: move their clients to another case worker first',
  );
  await admin.keyboard.press('Escape');
  const leavingRow = admin.getByRole('row').filter({ hasText: leaving.username });
  await expect(leavingRow).toContainText('Active');
  await expect(leavingRow).toContainText(String(left.length));

  const worker = await asUser(receiving);
  await worker.goto('/dashboard/case-worker/clients');
  for (const client of moved) {
    await expect(worker.getByRole('link', { name: client.fullName, exact: true })).toBeVisible();
  }
  for (const client of left) {
    await expect(worker.getByRole('link', { name: client.fullName, exact: true })).toHaveCount(0);
  }
  // One timeline as the receiving case worker reads it; the others through the same API it uses.
  await worker.getByRole('link', { name: moved[0]?.fullName ?? '', exact: true }).click();
  const history = worker.getByRole('listitem').filter({
    hasText: `${ADMIN_NAME} moved the client to another case worker`,
  });
  await expect(history).toContainText(`${leaving.fullName} → ${receiving.fullName}`);
  await expect(history).toContainText(reason);
  for (const client of moved) {
    const response = await worker.request.get(`/api/clients/${client.clientId}/timeline`);
    expect(response.status()).toBe(200);
    const { entries } = (await response.json()) as {
      entries: { action: string; changes: Record<string, [unknown, unknown]> }[];
    };
    expect(entries.find((entry) => entry.action === 'caseloadMoved')?.changes).toEqual({
      caseWorker: [leaving.fullName, receiving.fullName],
      reason: [null, reason],
    });
  }

  const told = await waitForMail(receiving.email, `You have ${MOVED} new clients in Pathways`);
  expect(told.text).toContain(`${ADMIN_NAME} moved ${MOVED} clients to your caseload`);
  expect(told.text).not.toContain(reason);
  for (const client of moved) {
    const mail = await waitForMail(client.email, 'You have a new case worker at Pathways');
    expect(mail.text).toContain(`${receiving.fullName} is now your case worker`);
    expect(mail.text).not.toContain(reason);
  }
});

test('a Spanish-speaking client gets their appointment reminder, then its new time, in Spanish', async ({
  asUser,
  seed,
}) => {
  const caseWorker = await seed.caseWorker('Lucía');
  // The client applies and accepts the invitation on the Spanish pages: their e-mail is Spanish.
  const client = await seed.client({ caseWorker, firstName: 'Ana', language: 'es' });
  const title = `Revisión del currículum ${uniqueSuffix()}`;
  const notes = `Trae la carta de la oficial de libertad condicional ${uniqueSuffix()}`;
  await seed.appointment(client, title, TOMORROW_AT_TEN, notes);

  // The reminder job (every 2 s in the browser tests) finds it due on the pinned clock.
  const reminder = await waitForMail(client.account.email, /^Recordatorio: su cita el /);
  const reminderText = plainText(reminder);
  expect(reminder.subject.replace(/\s+/g, ' ')).toBe(
    'Recordatorio: su cita el jueves, 19 de marzo, 10:00 a.m.',
  );
  expect(reminderText).toContain(
    'Le recordamos su cita con Lucía el jueves, 19 de marzo, 10:00 a.m.',
  );
  expect(reminderText).toContain('Dónde: En nuestra oficina, 415 Commercial Street, Waterloo');
  expect(reminderText).not.toContain('Worker');
  expect(reminderText).not.toContain(notes);
  expect(reminderText).not.toContain(title);

  const worker = await asUser(caseWorker);
  await worker.goto(`/dashboard/case-worker/clients/${client.clientId}`);
  await worker.getByRole('button', { name: `Reschedule: ${title}` }).click();
  await worker.getByLabel('New date and time').fill(TOMORROW_AFTERNOON_INPUT);
  await worker.getByRole('button', { name: 'Move appointment' }).click();
  await expect(worker.getByText('rescheduled an appointment').first()).toBeVisible();

  const update = await waitForMail(client.account.email, /^Su cita cambió al /);
  const updateText = plainText(update);
  expect(update.subject.replace(/\s+/g, ' ')).toBe(
    'Su cita cambió al jueves, 19 de marzo, 2:30 p.m.',
  );
  expect(updateText).toContain('Su cita con Lucía ahora es el jueves, 19 de marzo, 2:30 p.m.');
  expect(updateText).toContain('Dónde: En nuestra oficina, 415 Commercial Street, Waterloo');
  expect(updateText).not.toContain(notes);
  expect(updateText).not.toContain(title);
});
