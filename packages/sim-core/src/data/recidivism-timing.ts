import type { Source } from '../types.js';

/**
 * When recidivism happens: cumulative share of a release cohort rearrested by the end of each year
 * after release, in percent (index 0 = year 1). Used only for its shape, to stretch or shrink a place's
 * rate measured over its own window to the simulated horizon; the level always comes from the place,
 * in the place's own definition.
 */
export const cumulativeRecidivismByYear: readonly number[] = [
  43.4, 59.5, 67.8, 73, 76.6, 79, 80.3, 81.7, 83, 84.3,
];

export const recidivismTimingSource: Source = {
  publisher: 'Bureau of Justice Statistics',
  title:
    'Recidivism of Prisoners Released in 30 States in 2005: Patterns from 2005 to 2010 (NCJ 244205), and the 2018 Update: A 9-Year Follow-up Period (NCJ 250975)',
  year: 2018,
  url: 'https://bjs.ojp.gov/library/publications/2018-update-prisoner-recidivism-9-year-follow-period-2005-2014',
  note:
    'Cumulative rearrest: years 1–5 as published in 2014 (43.4, 59.5, 67.8, 73.0, 76.6%); years 6 and 9 as published in 2018 (79%, 83%). ' +
    'Years 7 and 8 are linear interpolations; year 10 extends the year 6–9 trend (4 points over 3 years). ' +
    "Only the shape is used: a place's rate stays in its own definition. That reconviction and return to prison follow the rearrest curve's shape is an assumption.",
  unverified:
    'Yearly figures as recalled from the two reports (the audit confirms years 2 and 4); re-check the year-by-year table of NCJ 244205.',
};
