import type { Source } from '../types.js';

/**
 * When recidivism happens: cumulative share of a release cohort rearrested by the end of each year
 * after release, in percent (index 0 = year 1). Used only for its shape, to stretch or shrink a city's
 * rate measured over its own window to the simulated horizon; the level always comes from the city.
 */
export const cumulativeRecidivismByYear: readonly number[] = [
  44, 56, 68, 72.5, 77, 79, 80.3, 81.7, 83, 84.3,
];

export const recidivismTimingSource: Source = {
  publisher: 'Bureau of Justice Statistics',
  title: '2018 Update on Prisoner Recidivism: A 9-Year Follow-up Period (2005-2014), NCJ 250975',
  year: 2018,
  url: 'https://bjs.ojp.gov/library/publications/2018-update-prisoner-recidivism-9-year-follow-period-2005-2014',
  note:
    'Reported: 44% rearrested by year 1, 68% by year 3, 77% by year 5 (2014 report), 79% by year 6, 83% by year 9. ' +
    'Years 2, 4, 7 and 8 are linear interpolations; year 10 extends the year 6–9 trend (4 points over 3 years). ' +
    'The shape of rearrest timing is assumed to hold for every definition of recidivism.',
};
