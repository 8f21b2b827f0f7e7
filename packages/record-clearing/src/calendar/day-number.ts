import {
  DAYS_PER_ERA,
  YEARS_PER_ERA,
  DAYS_BEFORE_MARCH_1_IN_YEAR_0,
  DAYS_PER_COMMON_YEAR,
  MONTHS_FROM_MARCH,
  MARCH,
  DAYS_IN_FIVE_MONTHS_NUMERATOR,
  FIVE_MONTHS,
  YEARS_PER_CENTURY,
  YEARS_PER_LEAP_CYCLE,
} from './calendar-constants.js';

/**
 * Days since 1970-01-01 of a calendar date (proleptic Gregorian), by integer arithmetic: no Date,
 * no time zone, so the same date is the same number on every machine.
 *
 * @example
 * dayNumber(1970, 1, 2); // 1
 */
export function dayNumber(year: number, month: number, day: number): number {
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / YEARS_PER_ERA);
  const yearOfEra = marchYear - era * YEARS_PER_ERA;
  const monthFromMarch = (month + MONTHS_FROM_MARCH - MARCH) % MONTHS_FROM_MARCH;
  const dayOfYear =
    Math.floor((DAYS_IN_FIVE_MONTHS_NUMERATOR * monthFromMarch + 2) / FIVE_MONTHS) + day - 1;
  const dayOfEra =
    yearOfEra * DAYS_PER_COMMON_YEAR +
    Math.floor(yearOfEra / YEARS_PER_LEAP_CYCLE) -
    Math.floor(yearOfEra / YEARS_PER_CENTURY) +
    dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - DAYS_BEFORE_MARCH_1_IN_YEAR_0;
}
