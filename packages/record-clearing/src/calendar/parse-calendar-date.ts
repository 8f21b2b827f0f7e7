import { civilDate } from './civil-date.js';
import { dayNumber } from './day-number.js';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day number of a `YYYY-MM-DD` date, or `undefined` when the text is not a real calendar day
 * (2023-02-29, 2024-13-01).
 *
 * @example
 * parseCalendarDate('1970-01-11'); // 10
 * parseCalendarDate('2023-02-29'); // undefined
 */
export function parseCalendarDate(text: string): number | undefined {
  const match = CALENDAR_DATE.exec(text);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = dayNumber(year, month, day);
  const roundTrip = civilDate(days);
  const isRealDay = roundTrip.year === year && roundTrip.month === month && roundTrip.day === day;
  return isRealDay ? days : undefined;
}
