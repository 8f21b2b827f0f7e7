import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, expectToast, failNext, tabAndType, tabTo } from './support/forms';
import { fillIntake, fillPartnership, fillVolunteer } from './support/form-fillers';
import { gotoHydrated } from './support/hydration';

test.describe('Client intake form', () => {
  test('empty submit shows every message by its field; no axe violations in the error state', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact?view=client-intake');
    await expect(page.getByRole('heading', { name: 'Client Intake Form' })).toBeVisible();
    await expect(page.getByLabel('Tell us about your record (optional)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    const expected: [string, string][] = [
      ['intake-firstName', 'First name must be at least 2 characters'],
      ['intake-lastName', 'Last name must be at least 2 characters'],
      ['intake-email', 'Please enter a valid email address'],
      ['intake-phone', 'Please enter a valid phone number'],
      ['intake-address', 'Please enter your address'],
      ['intake-city', 'Please enter your city'],
      ['intake-state', 'Please enter your state'],
      ['intake-zipCode', 'Please enter your zip code'],
      ['intake-dateOfBirth', 'Please enter your date of birth'],
      ['intake-emergencyContact', 'Please enter emergency contact name'],
      ['intake-emergencyPhone', 'Please enter emergency contact phone'],
      ['intake-education', 'Please select your highest level of education'],
      ['intake-consent', 'You must consent to data collection and program participation.'],
    ];
    for (const [id, message] of expected) await expectFieldError(page, id, message);
    await expectNoAxeViolations(page);
  });

  test('completed with the keyboard alone; criminal details appear only when the box is ticked', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact?view=client-intake');
    await expect(page.getByRole('heading', { name: 'Client Intake Form' })).toBeVisible();
    await tabAndType(page, 'intake-firstName', 'Dana');
    await tabAndType(page, 'intake-lastName', 'Reed');
    await tabAndType(page, 'intake-email', 'dana.keys@example.com');
    await tabAndType(page, 'intake-phone', '3195550101');
    await tabAndType(page, 'intake-dateOfBirth', '04121990');
    await tabAndType(page, 'intake-address', '12 Elm Street');
    await tabAndType(page, 'intake-city', 'Waterloo');
    await tabAndType(page, 'intake-state', 'IA');
    await tabAndType(page, 'intake-zipCode', '50701');
    await tabAndType(page, 'intake-emergencyContact', 'Sam Reed');
    await tabAndType(page, 'intake-emergencyPhone', '3195550102');
    await tabAndType(page, 'intake-education', 'High');
    await tabAndType(page, 'intake-workExperience', 'Three years in a warehouse.');
    await tabAndType(page, 'intake-skillsInterests', 'Forklift and inventory.');
    await tabAndType(page, 'intake-goals', 'A steady full-time job.');
    await tabAndType(page, 'intake-transportation', 'Public');
    await tabAndType(page, 'intake-availability', 'Weekdays');
    await tabTo(page, 'intake-criminalHistory');
    await page.keyboard.press('Space');
    await tabAndType(page, 'intake-criminalDetails', 'One conviction in 2015.');
    await tabTo(page, 'intake-consent');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/client-intake'));
    await page.keyboard.press('Enter');
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      education: 'high-school',
      transportation: 'public-transport',
      dateOfBirth: '1990-04-12',
      criminalHistory: true,
    });
    const { reference } = (await response.json()) as { reference: string };
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(
      page,
      'Application submitted successfully',
      "We'll contact you within 2-3 business days to schedule your intake appointment.",
    );
    await expect(page.getByTestId('form-success')).toContainText(
      "We'll contact you within 2-3 business days to schedule your intake appointment.",
    );
  });

  test('a server failure shows the error toast and keeps every typed value', async ({ page }) => {
    await failNext(page, '/api/client-intake');
    await gotoHydrated(page, '/contact?view=client-intake');
    await fillIntake(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // The error's words, without the raw HTTP code (issue 32).
    await expectToast(
      page,
      'Error submitting application',
      /^Error submitting application\s*Database unavailable$/,
    );
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1990-04-12');
    await expect(page.getByLabel('Highest level of education')).toHaveValue('high-school');
    await expect(page.getByLabel('Tell us about your record (optional)')).toHaveValue(
      'One conviction in 2015.',
    );
    await expect(page.getByRole('checkbox', { name: 'I have a criminal record' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: /I consent to Cedar Valley Pathways/ }),
    ).toBeChecked();
  });
});

test.describe('Employer partnership form', () => {
  test('empty submit shows every message by its field; no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/contact?view=employer-partnership');
    await page.getByRole('button', { name: 'Submit Partnership Application' }).click();
    const expected: [string, string][] = [
      ['partnership-companyName', 'Company name must be at least 2 characters'],
      ['partnership-contactName', 'Contact name must be at least 2 characters'],
      ['partnership-title', 'Title must be at least 2 characters'],
      ['partnership-email', 'Please enter a valid email address'],
      ['partnership-phone', 'Please enter a valid phone number'],
      ['partnership-address', 'Please enter your company address'],
      ['partnership-city', 'Please enter your city'],
      ['partnership-state', 'Please enter your state'],
      ['partnership-zipCode', 'Please enter your zip code'],
      ['partnership-industry', 'Please enter your industry'],
      ['partnership-positionTypes', 'Please select at least one position type'],
      ['partnership-experienceLevel', 'Please select at least one experience level'],
      ['partnership-supportNeeds', 'Please describe what support you need'],
      ['partnership-goals', 'Please describe your goals'],
      ['partnership-consent', 'You must consent to partnership terms.'],
    ];
    for (const [id, message] of expected) await expectFieldError(page, id, message);
    await expectNoAxeViolations(page);
  });

  test('a valid submit is stored and shows the success screen, toast and reference', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact?view=employer-partnership');
    await fillPartnership(page);
    const responsePromise = page.waitForResponse((r) =>
      r.url().endsWith('/api/employer-partnership'),
    );
    await page.getByRole('button', { name: 'Submit Partnership Application' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      positionTypes: ['full-time'],
      experienceLevel: ['entry-level'],
      benefits: ['health-insurance'],
    });
    const { reference } = (await response.json()) as { reference: string };
    await expect(
      page.getByRole('heading', { name: 'Partnership Application Submitted!' }),
    ).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(
      page,
      'Partnership application submitted successfully',
      'Our employer relations team will contact you within 1-2 business days.',
    );
  });

  test('a server failure shows the error toast and keeps every typed value', async ({ page }) => {
    await failNext(page, '/api/employer-partnership');
    await gotoHydrated(page, '/contact?view=employer-partnership');
    await fillPartnership(page);
    await page.getByRole('button', { name: 'Submit Partnership Application' }).click();
    // The error's words, without the raw HTTP code (issue 32).
    await expectToast(
      page,
      'Error submitting application',
      /^Error submitting application\s*Database unavailable$/,
    );
    await expect(page.getByLabel('Company name')).toHaveValue('Cedar Metal Works');
    await expect(page.getByLabel('Timeline')).toHaveValue('1-3-months');
    await expect(page.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Health insurance' })).toBeChecked();
  });
});

test.describe('Volunteer application form', () => {
  test('empty submit shows every message by its field; no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/contact?view=volunteer-application');
    await page.getByRole('button', { name: 'Submit Volunteer Application' }).click();
    const expected: [string, string][] = [
      ['volunteer-firstName', 'First name must be at least 2 characters'],
      ['volunteer-lastName', 'Last name must be at least 2 characters'],
      ['volunteer-address', 'Please enter your address'],
      ['volunteer-dateOfBirth', 'Please enter your date of birth'],
      ['volunteer-emergencyContact', 'Please enter emergency contact name'],
      ['volunteer-emergencyPhone', 'Please enter emergency contact phone'],
      ['volunteer-availability', 'Please select your availability'],
      ['volunteer-skills', 'Please describe your skills'],
      ['volunteer-interests', 'Please select your areas of interest'],
      ['volunteer-experience', 'Please describe your experience'],
      ['volunteer-motivation', 'Please tell us why you want to volunteer'],
      ['volunteer-backgroundCheck', 'You must consent to a background check.'],
      ['volunteer-references', 'Please provide reference information'],
      ['volunteer-consent', 'You must consent to the volunteer terms.'],
    ];
    for (const [id, message] of expected) await expectFieldError(page, id, message);
    await expectNoAxeViolations(page);
  });

  test('a valid submit is stored and shows the success screen, toast and reference', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact?view=volunteer-application');
    await fillVolunteer(page);
    const responsePromise = page.waitForResponse((r) =>
      r.url().endsWith('/api/volunteer-application'),
    );
    await page.getByRole('button', { name: 'Submit Volunteer Application' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveText(reference);
    await expectToast(
      page,
      'Volunteer application submitted successfully',
      'Our volunteer coordinator will contact you within 3-5 business days.',
    );
  });

  test('a server failure shows the error toast and keeps every typed value', async ({ page }) => {
    await failNext(page, '/api/volunteer-application');
    await gotoHydrated(page, '/contact?view=volunteer-application');
    await fillVolunteer(page);
    await page.getByRole('button', { name: 'Submit Volunteer Application' }).click();
    // The error's words, without the raw HTTP code (issue 32).
    await expectToast(
      page,
      'Error submitting application',
      /^Error submitting application\s*Database unavailable$/,
    );
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByLabel('References')).toHaveValue(
      'Pat Lee, 319-555-0155; Jo Kim, jo@example.com',
    );
    await expect(page.getByRole('checkbox', { name: 'Weekday evenings' })).toBeChecked();
  });
});
