import { expect, test } from './support/test';
import { runSimulation } from '@pathways/sim-core';
import { expectNoAxeViolations } from './support/axe';
import {
  formatCount,
  formatMoney,
  formatPercent,
  formatRoi,
} from '../src/features/simulator/utils/format';
import { gotoHydrated } from './support/hydration';

test('runs Waterloo and shows the figures sim-core computes for the same input', async ({
  page,
}) => {
  await gotoHydrated(page, '/economic-impact-simulator');
  const run = page.getByRole('button', { name: 'Calculate Economic Impact' });
  await expect(run).toBeDisabled();
  await page.getByLabel('City').selectOption('waterloo-ia');
  await expect(page.getByTestId('city-facts')).toContainText('Population');
  await expect(run).toBeEnabled();
  const slider = page.getByRole('slider', { name: 'Participants' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('participants-value')).toHaveText('1,050');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('participants-value')).toHaveText('1,000');
  await run.click();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Projected Economic Impact' })).toBeVisible();
  await expect(page.getByTestId('results-scope')).toHaveText('Waterloo, IA · 1 year');
  await expect(page).toHaveURL(/city=waterloo-ia&support=training&participants=1000&years=1/);
  // 1,000 participants exceed Waterloo's ~106 releases a year; unverified figures are named and marked.
  const warnings = page.getByTestId('result-warnings');
  await expect(warnings).toContainText('more than the 106 people released to Waterloo, IA');
  await expect(warnings).toContainText('not yet verified');
  await expect(page.getByTestId('reproduce-command')).toContainText(
    'pathways-sim run --city waterloo-ia --support training --participants 1000 --years 1',
  );
  await page.getByText(/Assumptions and sources/).click();
  await expect(page.getByTestId('unverified-mark').first()).toBeVisible();

  const expected = runSimulation(
    { cityId: 'waterloo-ia', supportType: 'training', participantCount: 1000, timeframe: 1 },
    { draws: 0 },
  );
  const cards = page.getByTestId('result-cards');
  await expect(cards).toContainText(formatPercent(expected.recidivismReduction));
  await expect(cards).toContainText(
    `${formatCount(expected.breakdown.recidivistsAvoided)} fewer repeat offenses`,
  );
  await expect(cards).toContainText(formatMoney(expected.publicCostSavings));
  await expect(cards).toContainText(formatRoi(expected.roiPercentage));
  const analysis = page.getByTestId('investment-analysis');
  const rows: [string, string][] = [
    ['Total Participants', formatCount(expected.breakdown.participantsServed)],
    ['Successful Completions', formatCount(expected.breakdown.successfulParticipants)],
    ['Program Success Rate', formatPercent(expected.breakdown.programSuccessRate)],
    ['Cost per Participant', formatMoney(expected.costPerParticipant)],
    ['Recidivists Avoided', formatCount(expected.breakdown.recidivistsAvoided)],
    ['Savings per Person Avoided', formatMoney(expected.breakdown.costSavingsPerPerson)],
    ['Total Program Cost', formatMoney(expected.breakdown.programCost)],
    ['Return on Investment', formatRoi(expected.roiPercentage)],
  ];
  for (const [label, value] of rows) {
    await expect(
      analysis.locator('div', { has: page.getByText(label, { exact: true }) }),
    ).toContainText(value);
  }
  const withUncertainty = runSimulation({
    cityId: 'waterloo-ia',
    supportType: 'training',
    participantCount: 1000,
    timeframe: 1,
  });
  const probability = withUncertainty.uncertainty?.probabilityBenefitsExceedCosts ?? Number.NaN;
  await expect(page.getByTestId('uncertainty')).toContainText(formatPercent(probability * 100));
  await expect(
    page.getByRole('img', { name: 'Cumulative public cost savings by year' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/waterloo-ia.*\.csv$/);
});

test('a shared link reproduces the scenario, and a failed run says so politely', async ({
  page,
}) => {
  await gotoHydrated(
    page,
    '/economic-impact-simulator?city=waterloo-ia&support=housing&participants=2000&years=5',
  );
  await expect(page.getByTestId('results-scope')).toHaveText('Waterloo, IA · 5 years');
  await expect(page.getByLabel('Support type')).toHaveValue('housing');
  await page.route('**/api/simulation/run', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Model offline' }),
    }),
  );
  await page.getByLabel('Timeframe').selectOption('10');
  await page.getByRole('button', { name: 'Calculate Economic Impact' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We could not calculate this scenario' }),
  ).toBeVisible();
  // The previous result stays.
  await expect(page.getByTestId('results-scope')).toHaveText('Waterloo, IA · 5 years');
});
