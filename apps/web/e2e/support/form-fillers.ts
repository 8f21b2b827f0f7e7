import type { Page } from '@playwright/test';

/** Valid answers for the three long applications, typed as a person would. */
export async function fillIntake(page: Page) {
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reed');
  await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('3195550101');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Street address').fill('12 Elm Street');
  await page.getByLabel('City', { exact: true }).fill('Waterloo');
  await page.getByLabel('State', { exact: true }).fill('IA');
  await page.getByLabel('Zip code').fill('50701');
  await page.getByLabel('Emergency contact name').fill('Sam Reed');
  await page.getByLabel('Emergency contact phone').fill('3195550102');
  await page.getByLabel('Highest level of education').selectOption('high-school');
  await page.getByLabel('Work experience').fill('Three years in a warehouse.');
  await page.getByLabel('Skills and interests').fill('Forklift, inventory, cooking.');
  await page.getByLabel('Your goals').fill('A steady full-time job.');
  await page.getByLabel('Transportation').selectOption('public-transport');
  await page.getByLabel('Availability').fill('Weekdays');
  await page.getByRole('checkbox', { name: 'I have a criminal record' }).click();
  await page.getByLabel('Tell us about your record (optional)').fill('One conviction in 2015.');
  await page.getByRole('checkbox', { name: /I consent to Cedar Valley Pathways/ }).click();
}

export async function fillPartnership(page: Page) {
  await page.getByLabel('Company name').fill('Cedar Metal Works');
  await page.getByLabel('Contact name').fill('Lee Park');
  await page.getByLabel('Job title').fill('HR Manager');
  await page.getByLabel('Email', { exact: true }).fill('lee@cedarmetal.example');
  await page.getByLabel('Phone', { exact: true }).fill('3195550199');
  await page.getByLabel('Company address').fill('100 Industrial Road');
  await page.getByLabel('City', { exact: true }).fill('Cedar Falls');
  await page.getByLabel('State', { exact: true }).fill('IA');
  await page.getByLabel('Zip code').fill('50613');
  await page.getByLabel('Industry').fill('Manufacturing');
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByRole('checkbox', { name: 'Full-time' }).click();
  await page.getByLabel('Expected hiring volume').selectOption('6-15');
  await page.getByRole('checkbox', { name: 'Entry level, no experience needed' }).click();
  await page.getByRole('checkbox', { name: 'Health insurance' }).click();
  await page.getByLabel('Timeline').selectOption('1-3-months');
  await page.getByLabel('Have you hired people with criminal records before?').selectOption('yes');
  await page.getByLabel('What support do you need?').fill('Screening and training for welders.');
  await page.getByLabel('Your goals').fill('Fill six welding roles this year.');
  await page.getByRole('checkbox', { name: /I agree to the partnership terms/ }).click();
}

export async function fillVolunteer(page: Page) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Cruz');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('3195550123');
  await page.getByLabel('Date of birth').fill('1985-09-30');
  await page.getByLabel('Street address').fill('7 Oak Avenue');
  await page.getByLabel('City', { exact: true }).fill('Waterloo');
  await page.getByLabel('State', { exact: true }).fill('IA');
  await page.getByLabel('Zip code').fill('50702');
  await page.getByLabel('Emergency contact name').fill('Luis Cruz');
  await page.getByLabel('Emergency contact phone').fill('3195550124');
  await page.getByRole('checkbox', { name: 'Weekday evenings' }).click();
  await page.getByLabel('Time commitment').selectOption('few-hours-week');
  await page.getByRole('checkbox', { name: 'Mentoring' }).click();
  await page.getByLabel('Skills', { exact: true }).fill('Teaching and resume writing.');
  await page.getByLabel('Volunteer or work experience').fill('Ten years as a teacher.');
  await page.getByLabel('Why do you want to volunteer?').fill('Everyone deserves a second chance.');
  await page.getByLabel('References').fill('Pat Lee, 319-555-0155; Jo Kim, jo@example.com');
  await page.getByRole('checkbox', { name: 'I consent to a background check.' }).click();
  await page.getByRole('checkbox', { name: /I agree to the volunteer terms/ }).click();
}
