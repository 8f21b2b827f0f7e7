import { describe, expect, it } from 'vitest';
import { about } from './about.js';
import { careerCoach } from './career-coach.js';
import { contact } from './contact.js';
import { employers } from './employers.js';
import { figures } from './figures.js';
import { getHelp } from './get-help.js';
import { home } from './home.js';
import { impactReport } from './impact-report.js';
import { programs } from './programs.js';

/** Spec §9 figure strings, as written in the spec, that each module promises to print verbatim. */
const usedFigures: [string, unknown, string[]][] = [
  [
    'home',
    home,
    [
      '83%',
      '59%',
      '91%',
      '$9,600',
      '$5,200',
      '12.5x',
      '94%',
      '50,000+',
      '$720M',
      '67%',
      '$182B+',
      '27%',
      '16%',
      '52%',
      '81%',
      '$65M+',
      '1,300%',
      '$30,000',
      '45%',
      '62%',
      '$750,000',
      '24-month',
      '8 research papers',
    ],
  ],
  [
    'employers',
    employers,
    [
      '75+',
      '83%',
      '59%',
      '91%',
      '$9,600',
      '$5,200',
      '94%',
      '78%',
      '2.3x',
      '87%',
      '14 vs 6 months',
      '24-month',
    ],
  ],
  ['about', about, ['500+', '75+', '75%', '83%']],
  [
    'impactReport',
    impactReport,
    ['83%', '58%', '$12.50', '78% employment within 90 days', '64%', '49%', '50,000+', '$720M'],
  ],
  ['programs', programs, ['12-16', '6-8', '10-12', '8-10', '4-6', '8-12']],
  ['contact', contact, ['30-90 days', 'first 90 days']],
  ['getHelp', getHelp, ['24-month']],
  [
    'careerCoach',
    careerCoach,
    [
      '12-16 weeks',
      '10-12 weeks',
      '6-8 weeks',
      '24-month support',
      '75% employment',
      '32% recidivism reduction',
      '$19/hour average start',
      '68% one-year retention',
      '200+ employers',
    ],
  ],
];

describe('spec §9 figures appear verbatim', () => {
  it.each(usedFigures)('%s', (_name, module, strings) => {
    const text = JSON.stringify(module);
    for (const figure of strings) expect(text, figure).toContain(figure);
  });

  it('keeps the named constants equal to the spec wording', () => {
    expect(figures).toMatchObject({
      retentionRate: '83%',
      industryRetentionRate: '59%',
      reportIndustryRetentionRate: '58%',
      attendanceRate: '91%',
      industryAttendanceRate: '83%',
      taxCreditPerHire: '$9,600',
      savingsPerHire: '$5,200',
      roiMultiple: '12.5x',
      reportReturnPerDollar: '$12.50',
      wouldHireAgain: '94%',
      improvedCulture: '78%',
      longerEmployment: '2.3x',
      aboveAveragePerformance: '87%',
      placements: '5,000+',
      employerPartners: '75+',
      clientsServed: '500+',
      placementRate: '75%',
      reportEmploymentWithin90Days: '78%',
      graduatesBy2030: '50,000+',
      impactBy2030: '$720M',
      nationalRecidivism: '67%',
      incarcerationCost: '$182B+',
      formerlyIncarceratedUnemployment: '27%',
      simulatorRecidivismReduction: '81%',
      simulatorSavings: '$65M+',
      simulatorRoi: '1,300%',
      delawareRecidivism: '64%',
      rhodeIslandRecidivism: '49%',
    });
  });
});
