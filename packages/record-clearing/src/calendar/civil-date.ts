import {
  DAYS_PER_ERA,
  YEARS_PER_ERA,
  DAYS_BEFORE_MARCH_1_IN_YEAR_0,
  DAYS_PER_COMMON_YEAR,
  MONTHS_FROM_MARCH,
  MARCH,
  DAYS_IN_FIVE_MONTHS_NUMERATOR,
  FIVE_MONTHS,
  DAYS_IN_FOUR_YEARS,
  DAYS_IN_CENTURY,
  YEARS_PER_CENTURY,
  YEARS_PER_LEAP_CYCLE,
} from './calendar-constants.js';

/**
 * The calendar date of a day number: the inverse of {@link dayNumber}.
 *
 * @example
 * civilDate(1); // { year: 1970, month: 1, day: 2 }
 */
export function civilDate(days: number): { year: number; month: number; day: number } {
  const shifted = days + DAYS_BEFORE_MARCH_1_IN_YEAR_0;
  const era = Math.floor(shifted / DAYS_PER_ERA);
  const dayOfEra = shifted - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / DAYS_IN_FOUR_YEARS) +
      Math.floor(dayOfEra / DAYS_IN_CENTURY) -
      Math.floor(dayOfEra / (DAYS_PER_ERA - 1))) /
      DAYS_PER_COMMON_YEAR,
  );
  const dayOfYear =
    dayOfEra -
    (DAYS_PER_COMMON_YEAR * yearOfEra +
      Math.floor(yearOfEra / YEARS_PER_LEAP_CYCLE) -
      Math.floor(yearOfEra / YEARS_PER_CENTURY));
  const monthFromMarch = Math.floor((FIVE_MONTHS * dayOfYear + 2) / DAYS_IN_FIVE_MONTHS_NUMERATOR);
  const day =
    dayOfYear - Math.floor((DAYS_IN_FIVE_MONTHS_NUMERATOR * monthFromMarch + 2) / FIVE_MONTHS) + 1;
  const month =
    monthFromMarch < MONTHS_FROM_MARCH - 2
      ? monthFromMarch + MARCH
      : monthFromMarch - (MONTHS_FROM_MARCH - MARCH);
  const year = yearOfEra + era * YEARS_PER_ERA + (month <= 2 ? 1 : 0);
  return { year, month, day };
}
