import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { changesSentTo } from './support/forms';

/**
 * Issue 26: every portal form family checks its answers in the browser with the API's own schema
 * before anything is sent (error summary and inline errors, no request), and a field error the
 * server answers with lands on the same field. The server's answer is stubbed for the second half,
 * so nothing is stored and each test leaves the demo data as it found it.
 */
/** A portal page is drawn in the browser (never prerendered): it is ready once its heading is. */
async function openPortal(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The next change to `pathPart` is answered 400 with `fieldErrors`, as the API does. */
async function answerWithFieldError(page: Page, pathPart: string, field: string, message: string) {
  await page.route(
    (url) => url.pathname.includes(pathPart),
    async (route) => {
      if (route.request().method() === 'GET') return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid input',
          fieldErrors: { [field]: [message] },
        }),
      });
    },
    { times: 1 },
  );
}

async function expectSummaryWith(page: Page, message: string) {
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
}

test.describe('portal forms check before sending', () => {
  test('case management: an empty case note is not sent; the server’s field error lands on the note', async ({
    asUser,
  }) => {
    const page = await asUser('caseWorker');
    await openPortal(page, '/dashboard/case-worker/clients', 'My Clients');
    await page.getByRole('table').getByRole('link').first().click();
    const form = page.getByRole('form', { name: 'Case notes' });
    const sent = changesSentTo(page, '/notes');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expectSummaryWith(page, 'Please write the note');
    await expect(form.getByRole('textbox', { name: 'New note' })).toHaveAccessibleDescription(
      /Please write the note/,
    );
    expect(sent).toEqual([]);

    await answerWithFieldError(page, '/notes', 'body', 'The note is too long');
    await form.getByRole('textbox', { name: 'New note' }).fill('Met about the forklift course.');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect(form.getByRole('textbox', { name: 'New note' })).toHaveAccessibleDescription(
      /The note is too long/,
    );
    // What was typed stays.
    await expect(form.getByRole('textbox', { name: 'New note' })).toHaveValue(
      'Met about the forklift course.',
    );
  });

  test('appointments: an appointment without a title or time is not sent; the server’s field error lands on the title', async ({
    asUser,
  }) => {
    const page = await asUser('caseWorker');
    await openPortal(page, '/dashboard/case-worker/clients', 'My Clients');
    await page.getByRole('table').getByRole('link').first().click();
    const form = page.getByRole('form', { name: 'Appointments' });
    const sent = changesSentTo(page, '/appointments');
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectSummaryWith(page, 'Please give the appointment a title');
    await expect(form.getByLabel('Date and time')).toHaveAccessibleDescription(
      /Please choose a date and time/,
    );
    expect(sent).toEqual([]);

    await answerWithFieldError(page, '/appointments', 'title', 'This title is too vague');
    await form.getByLabel('Title').fill('Check-in');
    await form.getByLabel('Date and time').fill('2026-03-20T10:00');
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(form.getByLabel('Title')).toHaveAccessibleDescription(/This title is too vague/);
    await expect(form.getByLabel('Date and time')).toHaveValue('2026-03-20T10:00');
  });

  test('jobs: an empty posting is not sent; the server’s field error lands on the title', async ({
    asUser,
  }) => {
    const page = await asUser('employer');
    await openPortal(page, '/dashboard/employer/post-job', 'Post a Job');
    const form = page.getByRole('form', { name: 'Post a Job' });
    const sent = changesSentTo(page, '/api/employer/jobs');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expectSummaryWith(page, 'Please give the job a title');
    await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
      /Please give the job a title/,
    );
    expect(sent).toEqual([]);

    await answerWithFieldError(
      page,
      '/api/employer/jobs',
      'title',
      'A posting with this title exists',
    );
    await form.getByRole('textbox', { name: 'Job title' }).fill('Warehouse associate');
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Pick and pack orders on the day shift; training given.');
    await form.getByRole('textbox', { name: 'Location' }).fill('Waterloo, IA');
    await form.getByRole('textbox', { name: /lowest/i }).fill('16');
    await form.getByRole('textbox', { name: /highest/i }).fill('19');
    await form.getByRole('combobox', { name: /schedule/i }).selectOption({ index: 1 });
    await form
      .getByRole('textbox', { name: /fair.chance/i })
      .fill('We hire people with records and judge each person on the job.');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
      /A posting with this title exists/,
    );
  });

  test('jobs: the employer’s empty note and interview time are not sent; the server’s field errors land on them', async ({
    asUser,
  }) => {
    const page = await asUser('employer');
    await openPortal(page, '/dashboard/employer/applications', 'Applications');
    // The first application's two forms.
    const noteForm = page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: /^Add a note \(/ }) })
      .first();
    const timeForm = page
      .locator('form')
      .filter({ has: page.getByLabel(/^Propose an interview time \(/) })
      .first();
    const note = noteForm.getByRole('textbox');
    const time = timeForm.getByLabel(/^Propose an interview time \(/);
    const sentNotes = changesSentTo(page, '/notes');
    const sentTimes = changesSentTo(page, '/interview-times');

    await noteForm.getByRole('button', { name: 'Save note' }).click();
    await expectSummaryWith(page, 'Please write the note');
    await expect(note).toHaveAccessibleDescription(/Please write the note/);
    await timeForm.getByRole('button', { name: 'Propose', exact: true }).click();
    await expect(time).toHaveAccessibleDescription(/Please propose at least one time/);
    expect(sentNotes).toEqual([]);
    expect(sentTimes).toEqual([]);

    await answerWithFieldError(page, '/notes', 'body', 'The note is too long');
    await note.fill('Strong interview; call back Monday.');
    await noteForm.getByRole('button', { name: 'Save note' }).click();
    await expect(note).toHaveAccessibleDescription(/The note is too long/);
    await expect(note).toHaveValue('Strong interview; call back Monday.');

    await answerWithFieldError(page, '/interview-times', 'times', 'That time has passed');
    await time.fill('2026-03-24T10:00');
    await timeForm.getByRole('button', { name: 'Propose', exact: true }).click();
    await expect(time).toHaveAccessibleDescription(/That time has passed/);
    await expect(time).toHaveValue('2026-03-24T10:00');
  });

  test('jobs: a referral with no job chosen is not sent; the server’s field error lands on the note', async ({
    asUser,
  }) => {
    const page = await asUser('caseWorker');
    await openPortal(page, '/dashboard/case-worker/clients', 'My Clients');
    await page.getByRole('table').getByRole('link').first().click();
    const form = page.getByRole('form', { name: 'Job applications and referrals' });
    const sent = changesSentTo(page, '/referrals');
    await form.getByRole('button', { name: 'Refer', exact: true }).click();
    await expectSummaryWith(page, 'Please choose a job');
    await expect(
      form.getByRole('combobox', { name: 'Refer to a published job' }),
    ).toHaveAccessibleDescription(/Please choose a job/);
    expect(sent).toEqual([]);

    await answerWithFieldError(page, '/referrals', 'note', 'The note is too long');
    await form
      .getByRole('combobox', { name: 'Refer to a published job' })
      .selectOption({ index: 1 });
    await form.getByLabel('Note for the employer (optional)').fill('Strong on the packing line.');
    await form.getByRole('button', { name: 'Refer', exact: true }).click();
    await expect(form.getByLabel('Note for the employer (optional)')).toHaveAccessibleDescription(
      /The note is too long/,
    );
  });

  test('outcomes: an empty program enrolment is not sent; the server’s field error lands on the date', async ({
    asUser,
  }) => {
    const page = await asUser('caseWorker');
    await openPortal(page, '/dashboard/case-worker/clients', 'My Clients');
    await page.getByRole('table').getByRole('link').first().click();
    const form = page.getByRole('form', { name: 'Training programs' });
    const sent = changesSentTo(page, '/program-enrollments');
    await form.getByRole('button', { name: 'Record enrolment' }).click();
    await expectSummaryWith(page, 'Please choose a training program');
    expect(sent).toEqual([]);

    await answerWithFieldError(
      page,
      '/program-enrollments',
      'enrolledOn',
      'The date is after today',
    );
    await form.getByRole('combobox', { name: 'Training program' }).selectOption({ index: 1 });
    await form.getByLabel('Enrolled on').fill('2025-03-04');
    await form.getByRole('button', { name: 'Record enrolment' }).click();
    await expect(form.getByLabel('Enrolled on')).toHaveAccessibleDescription(
      /The date is after today/,
    );
  });

  test('admin: an empty staff invitation is not sent; the server’s field error lands on the username', async ({
    asUser,
  }) => {
    const page = await asUser('admin');
    await openPortal(page, '/dashboard/admin/users', 'Users');
    const form = page.getByRole('form', { name: 'Invite a staff member' });
    const sent = changesSentTo(page, '/api/admin/users');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expectSummaryWith(page, 'Please enter the full name');
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      /Please enter the full name/,
    );
    expect(sent).toEqual([]);

    await answerWithFieldError(page, '/api/admin/users', 'username', 'This username is taken');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Riley Case');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('riley@example.org');
    await form.getByRole('textbox', { name: 'Username' }).fill('riley-case');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      /This username is taken/,
    );
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Riley Case');
  });
  test('admin: an action-plan step without a name is not sent; what was typed stays', async ({
    asUser,
  }) => {
    const page = await asUser('admin');
    await openPortal(page, '/dashboard/admin/settings/action-plan', 'Settings');
    const firstStep = page.getByRole('group', { name: 'Step 1', exact: true });
    const sent = changesSentTo(page, '/api/plan-template');
    await firstStep.getByRole('textbox', { name: 'Step' }).fill('');
    await firstStep.getByRole('textbox', { name: 'Days' }).fill('12');
    await page.getByRole('button', { name: 'Save the template' }).click();
    await expectSummaryWith(page, 'Please name the step');
    await expect(firstStep.getByRole('textbox', { name: 'Step' })).toHaveAccessibleDescription(
      /Please name the step/,
    );
    await expect(firstStep.getByRole('textbox', { name: 'Days' })).toHaveValue('12');
    expect(sent).toEqual([]);
  });
});
