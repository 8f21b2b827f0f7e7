import { expect, test, type Page } from './support/test';
import { fillIntake, fillPartnership, fillVolunteer } from './support/form-fillers';

/** Writes PNGs of each form (empty, error, success) at phone and desktop widths to screenshots/ for review. */
const widths = [375, 1280];

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
}

for (const width of widths) {
  test(`form screenshots at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const forms = [
      { name: 'contact', url: '/contact', submit: 'Send Message' },
      { name: 'intake', url: '/contact?view=client-intake', submit: 'Submit Application' },
      {
        name: 'partnership',
        url: '/contact?view=employer-partnership',
        submit: 'Submit Partnership Application',
      },
      {
        name: 'volunteer',
        url: '/contact?view=volunteer-application',
        submit: 'Submit Volunteer Application',
      },
      { name: 'onboarding', url: '/hire-from-us', submit: 'Submit' },
      { name: 'donation', url: '/get-involved', submit: 'Donate $50' },
      { name: 'auth', url: '/auth', submit: 'Login' },
    ];
    for (const form of forms) {
      await page.goto(form.url, { waitUntil: 'networkidle' });
      await shot(page, `${form.name}-empty`, width);
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page.getByTestId('error-summary')).toBeVisible();
      await shot(page, `${form.name}-error`, width);
    }
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.getByLabel('Name', { exact: true }).fill('Maria Lopez');
    await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Job training');
    await page.getByLabel('Message', { exact: true }).fill('When does the next class start?');
    await page.getByRole('checkbox', { name: /I agree/ }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await shot(page, 'contact-success', width);
    await page.goto('/get-involved', { waitUntil: 'networkidle' });
    await page.getByLabel('Name', { exact: true }).fill('Chris Moss');
    await page.getByLabel('Email', { exact: true }).fill('chris@example.com');
    await page.getByRole('button', { name: 'Donate $50' }).click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await shot(page, 'donation-success', width);
    const applications = [
      { name: 'intake', view: 'client-intake', fill: fillIntake, submit: 'Submit Application' },
      {
        name: 'partnership',
        view: 'employer-partnership',
        fill: fillPartnership,
        submit: 'Submit Partnership Application',
      },
      {
        name: 'volunteer',
        view: 'volunteer-application',
        fill: fillVolunteer,
        submit: 'Submit Volunteer Application',
      },
    ];
    for (const application of applications) {
      await page.goto(`/contact?view=${application.view}`, { waitUntil: 'networkidle' });
      await application.fill(page);
      await page.getByRole('button', { name: application.submit, exact: true }).click();
      await expect(page.getByTestId('form-success')).toBeVisible();
      // The success heading takes focus and scrolls into view smoothly; let it arrive.
      await expect(page.getByTestId('form-success')).toBeInViewport();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `screenshots/${application.name}-success-${width}.png` });
    }
    await page.goto('/hire-from-us', { waitUntil: 'networkidle' });
    await page.getByLabel('Company name').fill('Cedar Metal Works');
    await page.getByLabel('Industry').selectOption('manufacturing');
    await page.getByLabel('Company size').selectOption('51-200');
    await page
      .getByLabel(/Tell us about your company/)
      .fill('We build grain bins and hire welders.');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await page.screenshot({ path: `screenshots/onboarding-success-${width}.png` });
    await page.goto(
      '/economic-impact-simulator?city=waterloo-ia&support=training&participants=1000&years=5',
      { waitUntil: 'networkidle' },
    );
    await expect(page.getByTestId('uncertainty')).toBeVisible();
    await shot(page, 'simulator-result', width);
  });
}
