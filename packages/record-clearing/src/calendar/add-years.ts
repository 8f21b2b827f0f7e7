import { civilDate } from './civil-date.js';
import { dayNumber } from './day-number.js';

const FEBRUARY = 2;
const LEAP_DAY = 29;

/**
 * The same calendar day `years` later. A 29 February lands on 28 February of a common year: the
 * anniversary has not passed until that day has ended, which is the cautious reading of "more
 * than eight years" (§901C.3(1)(a)).
 *
 * @example
 * addYears(dayNumber(2016, 2, 29), 8); // dayNumber(2024, 2, 29)
 * addYears(dayNumber(2016, 2, 29), 1); // dayNumber(2017, 2, 28)
 */
export function addYears(days: number, years: number): number {
  const { year, month, day } = civilDate(days);
  const target = dayNumber(year + years, month, day);
  const overflowedLeapDay =
    month === FEBRUARY && day === LEAP_DAY && civilDate(target).month !== FEBRUARY;
  return overflowedLeapDay ? target - 1 : target;
}
