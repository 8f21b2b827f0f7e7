import { civilDate } from './civil-date.js';

const YEAR_DIGITS = 4;
const MONTH_DAY_DIGITS = 2;

/**
 * The `YYYY-MM-DD` text of a day number.
 *
 * @example
 * formatCalendarDate(10); // '1970-01-11'
 */
export function formatCalendarDate(days: number): string {
  const { year, month, day } = civilDate(days);
  return [
    String(year).padStart(YEAR_DIGITS, '0'),
    String(month).padStart(MONTH_DAY_DIGITS, '0'),
    String(day).padStart(MONTH_DAY_DIGITS, '0'),
  ].join('-');
}
