import { figures } from './figures.js';
import type { ImpactReport } from './impact-report.schema.js';

/**
 * The Impact and Opportunity Report. The web page and the API's PDF writer both walk `sections`
 * generically (heading, paragraphs, optional bullet items, optional label/value rows), so adding a
 * section here changes both without code changes.
 */

export const impactReport: ImpactReport = {
  title: 'Impact and Opportunity Report',
  subtitle:
    'Second-chance employment in the Cedar Valley: what it costs, what it saves, and what it could become.',
  organization: 'Cedar Valley Pathways',
  sections: [
    {
      id: 'executive-summary',
      heading: 'Executive Summary',
      paragraphs: [
        'Cedar Valley Pathways helps people facing barriers to work — including criminal records, recovery and homelessness — find and keep jobs with fair-chance employers in Waterloo and Cedar Falls.',
        `Our results show that steady work, backed by ${figures.supportMonths} support, keeps people out of prison and saves public money. ${figures.reportEmploymentWithin90Days} of participants are employed within 90 days, and our placements stay on the job far longer than the industry average.`,
      ],
    },
    {
      id: 'economic-impact',
      heading: 'Economic Impact Analysis',
      paragraphs: [
        'Every person who stays employed and out of prison pays taxes, supports a family and spends money in local businesses, instead of costing the public the price of a prison bed.',
      ],
      rows: [
        { label: 'Return per dollar invested', value: figures.reportReturnPerDollar },
        { label: 'Saved per person per year', value: `About ${figures.savedPerPersonPerYear}` },
        { label: 'Saved per cohort of 100 participants', value: figures.savedPerCohortOf100 },
        { label: 'Employer savings per hire', value: figures.savingsPerHire },
      ],
    },
    {
      id: 'key-findings',
      heading: 'Key Findings',
      paragraphs: ['What our participants and employer partners tell us:'],
      items: [
        `${figures.retentionRate} retention, compared with ${figures.reportIndustryRetentionRate} industry average.`,
        `${figures.reportEmploymentWithin90Days} employment within 90 days of joining the program.`,
        `${figures.lowerRecidivism} lower recidivism for participants who stay employed.`,
        `${figures.incomeGrowth} income growth for working graduates.`,
        `${figures.wouldHireAgain} of employer partners would hire again.`,
      ],
    },
    {
      id: 'program-metrics',
      heading: 'Program Metrics',
      paragraphs: ['A snapshot of the program today.'],
      rows: [
        { label: 'Clients served', value: figures.clientsServed },
        { label: 'Employer partners', value: figures.employerPartners },
        { label: 'Job placement rate', value: figures.placementRate },
        {
          label: 'Attendance',
          value: `${figures.attendanceRate} vs ${figures.industryAttendanceRate}`,
        },
        {
          label: 'Average retention',
          value: `${figures.retentionMonths} vs ${figures.industryRetentionMonths} months`,
        },
      ],
    },
    {
      id: 'projected-outcomes',
      heading: 'Projected Outcomes',
      paragraphs: [
        'As the model grows to partner communities, we aim for the following by 2030. These are goals, not results to date.',
      ],
      rows: [
        { label: 'Graduates by 2030', value: figures.graduatesBy2030 },
        { label: 'Economic impact by 2030', value: figures.impactBy2030 },
      ],
    },
    {
      id: 'regional-impact',
      heading: 'Regional Impact',
      paragraphs: [
        'Recidivism rates differ a great deal from state to state, which shows that policy and local support make a difference. Two examples:',
      ],
      rows: [
        { label: 'Delaware recidivism', value: figures.delawareRecidivism },
        { label: 'Rhode Island recidivism', value: figures.rhodeIslandRecidivism },
      ],
    },
  ],
  charts: {
    'program-metrics': {
      kind: 'comparison',
      caption: 'Cedar Valley Pathways compared with the industry average',
      legend: { ours: 'Cedar Valley Pathways', baseline: 'Industry average' },
      rows: [
        {
          label: 'Attendance',
          ours: figures.attendanceRate,
          baseline: figures.industryAttendanceRate,
        },
        {
          label: 'Retention',
          ours: figures.retentionRate,
          baseline: figures.reportIndustryRetentionRate,
        },
        {
          label: 'Average time on the job',
          ours: figures.retentionMonths,
          baseline: figures.industryRetentionMonths,
          unit: ' months',
        },
      ],
    },
    'projected-outcomes': {
      kind: 'bars',
      caption: 'Where we are today and where we aim to be by 2030',
      bars: [
        { label: 'Clients served to date', value: figures.clientsServed },
        { label: 'Graduates by 2030 (goal)', value: figures.graduatesBy2030 },
      ],
    },
    'regional-impact': {
      kind: 'bars',
      caption: 'Recidivism rates: the national rate and two states',
      bars: [
        { label: 'National recidivism', value: figures.nationalRecidivism },
        { label: 'Delaware recidivism', value: figures.delawareRecidivism },
        { label: 'Rhode Island recidivism', value: figures.rhodeIslandRecidivism },
      ],
    },
  },
  pdf: {
    language: 'en-US',
    contentsHeading: 'Contents',
    pageNumber: 'Page {page} of {pages}',
  },
  download: {
    label: 'Download Full Impact Report (PDF)',
    href: '/download/impact-report',
    fileName: 'cedar-valley-pathways-impact-report.pdf',
  },
  toast: {
    title: 'Impact Report Opening',
    description: 'The full report is opening in a new tab.',
    durationMs: 3000,
  },
};
