import type { Translation } from './i18n/translation.js';
import { intlLocale, type Locale } from './i18n/locale.js';

/**
 * Texts of placements, follow-ups and outcomes (issue 14): the placement on a client's record, the
 * case worker's follow-ups, Admin › Reports › Outcomes, and the impact report's "From our records".
 * `{name}` marks a value filled in at run time (fillTemplate).
 */
export const outcomesText = {
  placements: {
    heading: 'Placements',
    none: 'No placement yet. A hire in the job board records one here.',
    placement: '{job} at {employer}',
    started: 'Started {date}',
    wage: '${wage} an hour, {hours} hours a week',
    followUpsCaption: 'Follow-ups of this placement',
    columns: { followUp: 'Follow-up', due: 'Due', status: 'Status', result: 'Result' },
    followUpName: '{day} days',
    states: {
      upcoming: 'Upcoming',
      due: 'Due',
      overdue: 'Overdue',
      recorded: 'Recorded',
    },
    employed: 'Employed',
    notEmployed: 'Not employed',
    sameEmployer: 'same employer',
    otherEmployer: 'another employer',
    resultWage: '${wage}/h',
    record: 'Record the {day}-day follow-up',
    form: {
      legend: 'The {day}-day follow-up',
      stillEmployed: 'Still employed?',
      sameEmployer: 'With the same employer?',
      yes: 'Yes',
      no: 'No',
      hourlyWage: 'Hourly wage (dollars)',
      notes: 'Notes',
      save: 'Save follow-up',
      saving: 'Saving…',
      failed: 'The follow-up was not saved',
      cancel: 'Cancel',
      saved: 'Follow-up recorded',
    },
  },
  programs: {
    heading: 'Training programs',
    none: 'No training program recorded.',
    enrolled: '{program}, enrolled {date}',
    program: 'Training program',
    choose: 'Choose a program',
    enrolledOn: 'Enrolled on',
    save: 'Record enrolment',
    saving: 'Recording…',
    saved: 'Enrolment recorded',
    failed: 'The enrolment was not recorded',
  },
  followUps: {
    heading: 'Due and overdue follow-ups',
    intro: 'Placements to check on: overdue first, then those due in the next two weeks.',
    none: 'No follow-ups due. Well done.',
    columns: { client: 'Client', job: 'Job', followUp: 'Follow-up', due: 'Due', status: 'Status' },
    open: 'Open {name}',
  },
  reports: {
    title: 'Reports',
    intro:
      'Outcomes computed from placements and follow-ups, and the access log of protected answers.',
    jumpTo: 'On this page',
  },
  outcomes: {
    heading: 'Outcomes',
    intro:
      'From our placement records as of {date}. A retention figure counts only placements old enough to be measured; a follow-up nobody recorded counts as not retained.',
    downloadFigures: 'Download figures (CSV)',
    downloadRows: 'Download de-identified rows (CSV)',
    headline: {
      clientsServed: 'Clients served',
      placementRate: 'Placement rate',
      medianWage: 'Median starting wage',
      retentionAt: 'Retention at {day} days',
    },
    ofTotal: '{numerator} of {denominator}',
    notMeasured: 'Not measured yet',
    perHour: '{wage}/h',
    wagesOf: 'of {count} placements',
    retentionHeading: 'Retention at each follow-up',
    retentionCaption: 'Retention at each follow-up: employed of the placements old enough',
    wagesHeading: 'Wages at placement and at follow-up',
    wagesCaption: 'Median hourly wage at placement and of those employed at each follow-up',
    atPlacement: 'At placement',
    dayLabel: '{day} days',
    columns: {
      followUp: 'Follow-up',
      employed: 'Employed',
      measured: 'Old enough',
      rate: 'Retention',
      notRecorded: 'Not recorded',
      when: 'When',
      medianWage: 'Median wage',
      wages: 'Wages',
      group: 'Group',
      placements: 'Placements',
      startingWage: 'Median starting wage',
      retentionAt: 'Retention at {day} days',
    },
    breakdownsHeading: 'Breakdowns',
    breakdowns: {
      cohort: 'By cohort (month of placement)',
      program: 'By program',
      employer: 'By employer',
    },
    cohortChartCaption: 'Placements per month; the table gives each month’s retention.',
    loading: 'Computing the figures…',
  },
  impactReport: {
    heading: 'From our records',
    note: 'Computed from our placement records on {date}, apart from the stated figures above: each rate shows how many of how many.',
    rows: {
      clientsServed: 'Clients served (in our records)',
      placements: 'Placements',
      placementRate: 'Placement rate',
      medianWage: 'Median starting wage',
      retentionAt: 'Retention at {day} days',
    },
    ofTotal: '{rate} ({numerator} of {denominator})',
    hourlyWage: '{amount}/h',
    notMeasured: 'Not measured yet',
  },
};
export type OutcomesText = typeof outcomesText;

/** The figures the impact report's "From our records" shows (GET /api/outcomes/summary). */
export interface RecordsFigures {
  asOf: string;
  clientsServed: number;
  placements: number;
  placementRate: RecordsRatio;
  medianStartingWage: number | null;
  retention90: RecordsRatio;
  retention365: RecordsRatio;
}
export interface RecordsRatio {
  numerator: number;
  denominator: number;
  rate: number | null;
}

/** The two retention figures the impact report shows: after three months and after a year. */
const RECORDS_RETENTION_DAYS = { short: 90, long: 365 } as const;
/** The impact report's "From our records" texts, on their own so the Spanish page has a twin. */
export const recordsText = outcomesText.impactReport;
export type RecordsText = Translation<typeof recordsText>;

function recordsFormats(locale: Locale) {
  const tag = intlLocale[locale];
  return {
    count: new Intl.NumberFormat(tag),
    percent: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
    money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }),
    day: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
  };
}

function recordsRatio(
  figure: RecordsRatio,
  text: RecordsText,
  formats: ReturnType<typeof recordsFormats>,
): string {
  if (figure.rate === null) return text.notMeasured;
  return text.ofTotal
    .replace('{rate}', formats.percent.format(figure.rate))
    .replace('{numerator}', formats.count.format(figure.numerator))
    .replace('{denominator}', formats.count.format(figure.denominator));
}

/**
 * The impact report's "From our records" section (issue 14), in the shape of the report's other
 * sections so the page and the PDF draw it as they draw those. It is computed from placements and
 * follow-ups, and kept apart from (and labelled differently to) the stated figures of spec §9.
 */
export function recordsSection(
  figures: RecordsFigures,
  text: RecordsText = recordsText,
  locale: Locale = 'en',
): {
  id: string;
  heading: string;
  paragraphs: string[];
  rows: { label: string; value: string }[];
} {
  const formats = recordsFormats(locale);
  return {
    id: 'from-our-records',
    heading: text.heading,
    paragraphs: [
      text.note.replace('{date}', formats.day.format(new Date(`${figures.asOf}T00:00:00Z`))),
    ],
    rows: [
      { label: text.rows.clientsServed, value: formats.count.format(figures.clientsServed) },
      { label: text.rows.placements, value: formats.count.format(figures.placements) },
      { label: text.rows.placementRate, value: recordsRatio(figures.placementRate, text, formats) },
      {
        label: text.rows.medianWage,
        value:
          figures.medianStartingWage === null
            ? text.notMeasured
            : text.hourlyWage.replace('{amount}', formats.money.format(figures.medianStartingWage)),
      },
      {
        label: text.rows.retentionAt.replace('{day}', String(RECORDS_RETENTION_DAYS.short)),
        value: recordsRatio(figures.retention90, text, formats),
      },
      {
        label: text.rows.retentionAt.replace('{day}', String(RECORDS_RETENTION_DAYS.long)),
        value: recordsRatio(figures.retention365, text, formats),
      },
    ],
  };
}
