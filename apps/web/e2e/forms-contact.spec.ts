import { UNSTORABLE_TEXT_MESSAGE } from '@pathways/content';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, expectToast, failNext, tabAndType, tabTo } from './support/forms';
import { gotoHydrated } from './support/hydration';

test.describe('Contact page', () => {
  test('shows the default view with quick links, contact details and the FAQ view by URL', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const label of [
      'Client Intake Form',
      'Employer Partnership',
      'Volunteer Application',
      'Frequently Asked Questions',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(page.getByRole('main').getByText('Mon-Fri').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How We Can Help' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /Facebook \(opens in a new tab\)/ }),
    ).toHaveAttribute('target', '_blank');

    await page.getByRole('link', { name: /Frequently Asked Questions/ }).click();
    await expect(page).toHaveURL(/\?view=faq/);
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(12);
    await page.getByRole('button', { name: 'Is there a cost for your services?' }).click();
    await expect(page.getByText('free to job seekers and employers')).toBeVisible();
    await page.getByRole('button', { name: 'What areas do you serve?' }).click();
    await expect(page.getByText('free to job seekers and employers')).toBeHidden();

    await page.getByRole('button', { name: 'Back to Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions', level: 2 }),
    ).toBeVisible();
  });

  test('contact form: empty submit shows every message by its field, and the page has no axe violations', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expectFieldError(page, 'contact-name', 'Name must be at least 2 characters.');
    await expectFieldError(page, 'contact-email', 'Please enter a valid email address.');
    await expectFieldError(page, 'contact-subject', 'Subject must be at least 3 characters.');
    await expectFieldError(page, 'contact-message', 'Message must be at least 10 characters.');
    await expectFieldError(page, 'contact-consent', 'You must consent to data collection.');
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute(
      'aria-describedby',
      'contact-name-error',
    );
    await expectNoAxeViolations(page);
    // Re-validates while typing.
    await page.getByLabel('Name', { exact: true }).fill('Jo');
    await expect(page.locator('#contact-name-error')).toHaveCount(0);
  });

  test('contact form: completed with the keyboard alone, stored with a reference', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await tabAndType(page, 'contact-name', 'Maria Lopez');
    await tabAndType(page, 'contact-email', 'maria@example.com');
    await tabAndType(page, 'contact-subject', 'Job training');
    await tabAndType(page, 'contact-message', 'When does the next forklift class start?');
    await tabTo(page, 'contact-consent');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const responsePromise = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const request = response.request().postDataJSON() as Record<string, unknown>;
    expect(request).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: null,
      subject: 'Job training',
      message: 'When does the next forklift class start?',
    });
    const body = (await response.json()) as { reference: string };
    expect(body.reference).toMatch(/^PW-\d{4}-\d{6}$/);
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(body.reference);
    await expect(page.getByRole('link', { name: 'Back to Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('contact form: a server failure shows the error toast and keeps every typed value', async ({
    page,
  }) => {
    await failNext(page, '/api/contact');
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Maria Lopez');
    await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
    await page.getByLabel('Phone (optional)').fill('319-555-0100');
    await page.getByLabel('Subject', { exact: true }).fill('Job training');
    await page.getByLabel('Message', { exact: true }).fill('When does the next class start?');
    await page.getByRole('checkbox', { name: /I agree/ }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The error's words, without the raw HTTP code (issue 32).
    await expectToast(
      page,
      'Error sending message',
      /^Error sending message\s*Database unavailable$/,
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria Lopez');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('maria@example.com');
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('319-555-0100');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Job training');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'When does the next class start?',
    );
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('contact form: a character the database cannot hold is named by its field, and the typing is kept', async ({
    page,
  }) => {
    // A NUL pasted from another program: refused in the browser, with the same words the API uses.
    const pasted = `When does the next class start?${String.fromCharCode(0)}`;
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Maria Lopez');
    await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Job training');
    await page.getByLabel('Message', { exact: true }).fill(pasted);
    await page.getByRole('checkbox', { name: /I agree/ }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expectFieldError(page, 'contact-message', UNSTORABLE_TEXT_MESSAGE);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(pasted);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria Lopez');
    expect(posted).toBe(false);
  });
});
