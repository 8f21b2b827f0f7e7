import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, expectToast } from './support/forms';
import { gotoHydrated } from './support/hydration';

test.describe('Donation form (/get-involved#donate)', () => {
  test('defaults to one-time $50, labels the button, and shows the custom field only for custom', async ({
    page,
  }) => {
    await gotoHydrated(page, '/get-involved#donate');
    const donate = page.getByRole('tabpanel', { name: 'Donate' });
    await expect(donate.getByRole('radio', { name: 'One-time' })).toBeChecked();
    await expect(donate.getByRole('radio', { name: '$50' })).toBeChecked();
    await expect(donate.getByRole('button', { name: 'Donate $50' })).toBeVisible();
    await donate.getByRole('radio', { name: 'Monthly' }).click();
    await expect(donate.getByRole('button', { name: 'Donate $50 Monthly' })).toBeVisible();
    await expect(donate.getByLabel('Custom amount (US dollars)')).toHaveCount(0);
    await donate.getByRole('radio', { name: 'Custom' }).click();
    await donate.getByLabel('Custom amount (US dollars)').fill('75');
    await expect(donate.getByRole('button', { name: 'Donate $75 Monthly' })).toBeVisible();
    for (const amount of ['$50', '$100', '$250', '$1,000'])
      await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
  });

  test('empty submit shows the messages; a valid one processes for 2 s, is stored as a pledge and says what happens next', async ({
    page,
  }) => {
    await gotoHydrated(page, '/get-involved#donate');
    await page.getByRole('radio', { name: 'Custom' }).click();
    await page.getByRole('button', { name: 'Donate' }).click();
    await expectFieldError(page, 'donation-customAmount', 'Custom amount must be at least $1.');
    await expectFieldError(page, 'donation-name', 'Name must be at least 2 characters.');
    await expectFieldError(page, 'donation-email', 'Please enter a valid email address.');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: '$100' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Chris Moss');
    await page.getByLabel('Email', { exact: true }).fill('chris@example.com');
    const stored = page.waitForResponse('**/api/donations');
    await page.getByRole('button', { name: 'Donate $100' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const response = await stored;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^PW-\d{4}-\d{6}$/);
    await expect(
      page.getByRole('heading', { name: 'Thank You for Your Generosity!' }),
    ).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expect(page.getByText('No payment has been taken')).toBeVisible();
    await expect(page.getByText('A receipt will arrive by email')).toHaveCount(0);
    await expectToast(
      page,
      'Thank you for your donation!',
      'Your one-time donation helps us continue our mission.',
    );
  });
});

test.describe('Employer onboarding form (/hire-from-us)', () => {
  test('empty submit shows every message; a valid one submits for 1.5 s, is stored and shows its reference', async ({
    page,
  }) => {
    await gotoHydrated(page, '/hire-from-us');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectFieldError(
      page,
      'onboarding-companyName',
      'Company name must be at least 2 characters.',
    );
    await expectFieldError(
      page,
      'onboarding-contactName',
      'Your name must be at least 2 characters.',
    );
    await expectFieldError(page, 'onboarding-email', 'Please enter a valid email address.');
    await expectFieldError(page, 'onboarding-industry', 'Please select your industry.');
    await expectFieldError(page, 'onboarding-companySize', 'Please select your company size.');
    await expectFieldError(
      page,
      'onboarding-description',
      'Description must be at least 10 characters.',
    );
    await expectFieldError(
      page,
      'onboarding-agreeToTerms',
      'You must agree to our terms and conditions.',
    );
    await expectNoAxeViolations(page);
    await page.getByLabel('Website (optional)').fill('not a website');
    await expectFieldError(page, 'onboarding-website', 'Please enter a valid URL.');
    await page.getByLabel('Company name').fill('Cedar Metal Works');
    await page.getByLabel('Your name').fill('Pat Olsen');
    await page.getByLabel('Email').fill('pat@cedarmetal.example');
    await page.getByLabel('Industry').selectOption('manufacturing');
    await page.getByLabel('Company size').selectOption('51-200');
    await page.getByLabel('Website (optional)').fill('cedarmetal.com');
    await page
      .getByLabel(/Tell us about your company/)
      .fill('We build grain bins and hire welders.');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).click();
    const stored = page.waitForResponse('**/api/employer-onboarding');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const response = await stored;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(
      page,
      'Form submitted successfully',
      "We'll review your information and be in touch soon.",
    );
  });
});
